//===- Generator.h - random valid cuda_tile kernels for fuzzing -*- C++ -*-===//
//
// From a seed, a cuda_tile module with one entry that is valid by
// construction, plus a tile-gate launch spec (docs/tile-gate.md) that makes
// it well defined: tensor shapes and strides, scalar values, the grid, and
// inputs drawn so that every result is exact or within a stated tolerance.
// The kernel reads its tensors through views (every padding mode), computes
// a random expression DAG over the block's tile (elementwise float and
// integer ops, comparisons and selects, conversions, fma, transcendentals),
// and may loop over column tiles carrying a token and an accumulator, branch
// on a scalar with tiles yielded, and reduce along a dimension. About one
// kernel in five is instead a matrix multiply over K tiles (mmaf or mmai, every
// operand/accumulator pair the spec allows) with an elementwise epilogue.
//
//===----------------------------------------------------------------------===//
#ifndef TILEIR_GEN_GENERATOR_H
#define TILEIR_GEN_GENERATOR_H

#include <cstdint>
#include <string>
#include <vector>

namespace mlir::tileir::gen {

struct GenOptions {
  uint64_t seed = 0;
  /// Upper bound on the expression DAG's ops (at least 1 is made).
  unsigned maxOps = 12;
  /// Element types to draw from: f32, f16, i32.
  std::vector<std::string> types = {"f32", "f16", "i32"};
  /// Constructs the generator may use.
  bool loops = true, ifs = true, reductions = true, transcendentals = true;
  /// The share of kernels that are matrix multiplies (mmaf/mmai over a K
  /// loop; only with loops).
  double matmulShare = 0.2;
};

struct GeneratedKernel {
  std::string module;   // MLIR text of one cuda_tile.module
  std::string spec;     // tile-gate launch spec (JSON)
  std::string summary;  // one line: what was drawn
  std::vector<std::string> opsUsed; // op names in the body, for coverage
};

GeneratedKernel generateKernel(const GenOptions &options);

} // namespace mlir::tileir::gen

#endif
