//===- Facts.h - what the translation gate compares -------------*- C++ -*-===//
#ifndef TILEIR_LIB_EQUIVALENCE_FACTS_H
#define TILEIR_LIB_EQUIVALENCE_FACTS_H

#include "TileIR/Dialect/CudaTile/IR/CudaTileOps.h"
#include "llvm/ADT/StringMap.h"
#include <map>
#include <set>
#include <string>
#include <vector>

namespace mlir::tileir::equiv {

/// One memory access, in body order.
struct MemoryAccess {
  Operation *op;
  std::string kind; // op name without the dialect prefix
  bool mask = false, padding = false;
  std::string paddingValue;
};

/// A fact that must match, with the op that shows it (for locations).
struct Keyed {
  std::string key;
  Operation *op;
};

struct EntryFacts {
  std::map<std::string, std::vector<Operation *>> ops; // name -> ops
  std::set<std::string> tileShapes;
  std::map<std::string, Operation *> tileShapeWitness;
  std::vector<Keyed> reductions;   // reduce/scan: dim, identities, body
  std::vector<MemoryAccess> memory;
  std::vector<Keyed> mma;          // operand and accumulator types
  std::vector<Keyed> hints;        // optimization hints anywhere
  std::vector<Keyed> divBy;        // div_by assumes on pointers, by arg
  std::vector<Keyed> otherAssumes; // every other assume, by predicate
  std::vector<Keyed> rounding;     // non-default rounding / flush_to_zero
  std::vector<Keyed> tensorViews;  // tensor_view types in body order
  std::vector<std::string> params; // tileir.abi parameters, described
  Operation *entry = nullptr;
};

EntryFacts collectFacts(cuda_tile::EntryOp entry);

/// True for ops NVIDIA's gate counts exactly.
bool isCriticalOp(llvm::StringRef name);
/// True for ops counted as arithmetic (within +-2 at NVIDIA's gate).
bool isArithmeticOp(llvm::StringRef name);

/// "file:line:col" of `op`, or "" when it has no file location.
std::string locationOf(Operation *op);

} // namespace mlir::tileir::equiv

#endif
