//===- LaunchSpec.h - how to launch a kernel pair, in shapes ----*- C++ -*-===//
//
// A launch spec names a kernel's arguments as a user thinks of them (tensors
// with a dtype, scalars) and lists configurations: tensor shapes, scalar
// values and a grid rule. The per-argument ABI (pointer, shapes, strides) is
// derived from each kernel's `tileir.abi` record, so a spec never spells out
// pointer/shape/stride lists. docs/tile-gate.md describes the format.
//
//===----------------------------------------------------------------------===//
#ifndef TILEIR_GATE_LAUNCHSPEC_H
#define TILEIR_GATE_LAUNCHSPEC_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <array>
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace mlir::tileir::gate {

/// One argument as the user names it.
struct SpecArg {
  std::string name;
  bool tensor = false;
  std::string dtype; // "f16", "i32", ...
  /// Inputs: "rand" (default), "zeros", "iota", "full"; outputs default to
  /// "poison" (NaN, or 0xA5 bytes for integers) so an unwritten element
  /// shows up as a difference.
  std::string init;
  double lo = -1, hi = 1, fill = 0;
  bool output = false;
  std::string value; // scalars: default expression
};

struct SpecConfig {
  std::string name;
  std::map<std::string, std::vector<int64_t>> shapes, strides;
  std::map<std::string, std::string> scalars; // expressions
  std::array<std::string, 3> grid = {"1", "1", "1"};
  /// Which gates run this configuration (a large one for the GPU only).
  bool numeric = true, device = true;
};

struct Tolerance {
  double rtol = 0, atol = 0;
};

struct LaunchSpec {
  std::vector<SpecArg> args;
  /// How each kernel's parameters (its `tileir.abi` groups, in order) are
  /// bound: a tensor name or a scalar expression each. The reference
  /// defaults to `args` in order; the port defaults to the reference's
  /// binding carried through the normalized (reordered) ABI.
  std::optional<std::vector<std::string>> referenceArgs, portArgs;
  std::vector<SpecConfig> configs;
  std::map<std::string, Tolerance> tolerance; // by dtype
  uint64_t seed = 0;
  std::string referenceEntry, portEntry;

  const SpecArg *find(llvm::StringRef name) const;
  /// The spec's tolerance for a dtype, else the dtype's default.
  Tolerance toleranceOf(llvm::StringRef dtype) const;
};

/// Parses a spec; errors name the JSON path ("configs[1].shapes.x: ...").
llvm::Expected<LaunchSpec> parseLaunchSpec(llvm::StringRef json);

/// A value of a spec expression: integer unless a float took part.
struct Number {
  bool isFloat = false;
  int64_t i = 0;
  double f = 0;
  double asDouble() const { return isFloat ? f : (double)i; }
};

/// What names mean inside an expression: `t.shape[d]`, `t.stride[d]` and
/// scalar names. Returns std::nullopt for an unknown name.
struct Scope {
  std::function<std::optional<int64_t>(llvm::StringRef tensor, bool shape,
                                       unsigned dim)>
      dimension;
  std::function<std::optional<Number>(llvm::StringRef name)> scalar;
};

/// Evaluates `+ - * / %`, parentheses, integer and float literals, names,
/// `t.shape[d]`, `t.stride[d]`, and cdiv(a, b), min(a, b), max(a, b).
/// Integer `/` rounds toward negative infinity, as Python's `//`.
llvm::Expected<Number> evaluate(llvm::StringRef expr, const Scope &scope);

/// Default tolerance of a dtype (the interpreter's per-type rounding).
Tolerance defaultTolerance(llvm::StringRef dtype);

} // namespace mlir::tileir::gate

#endif
