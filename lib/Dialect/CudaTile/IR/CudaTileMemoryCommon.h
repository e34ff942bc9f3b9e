//===- CudaTileMemoryCommon.h - helpers of the memory op group --*- C++ -*-===//
//
// Private to lib/Dialect/CudaTile/IR: shared by CudaTileMemoryOps.cpp (pointer
// ops, atomics, tokens, globals) and CudaTileViewOps.cpp (view ops).
//
//===----------------------------------------------------------------------===//
#ifndef TILEIR_LIB_DIALECT_CUDATILE_IR_CUDATILEMEMORYCOMMON_H
#define TILEIR_LIB_DIALECT_CUDATILE_IR_CUDATILEMEMORYCOMMON_H

#include "TileIR/Dialect/CudaTile/IR/CudaTileOps.h"

namespace mlir::cuda_tile::memory {

/// `<ordering> [<scope>]`, both bare keywords (`weak`, `relaxed device`).
ParseResult parseMemoryAttrs(OpAsmParser &p, MemoryOrderingSemanticsAttr &ord,
                             MemoryScopeAttr &scope);
void printMemoryAttrs(OpAsmPrinter &p, Operation *op,
                      MemoryOrderingSemanticsAttr ord, MemoryScopeAttr scope);

/// Loads allow weak/relaxed/acquire, stores weak/relaxed/release; a weak
/// access takes no scope and any other needs one.
LogicalResult verifyLoadOrdering(Operation *op, MemoryOrderingSemantics ord,
                                 std::optional<MemoryScope> scope);
LogicalResult verifyStoreOrdering(Operation *op, MemoryOrderingSemantics ord,
                                  std::optional<MemoryScope> scope);

/// Element types each atomic mode supports (integer modes: i32/i64; addf:
/// f16/bf16/f32/f64; xchg: any 32- or 64-bit integer or float).
LogicalResult verifyAtomicMode(Operation *op, AtomicRMWMode mode, Type elemTy);

/// Hints a load/store may carry: `latency` always, `allow_tma` on views.
LogicalResult verifyAccessHints(Operation *op, OptimizationHintsAttr hints,
                                bool isViewAccess);

using EffectList =
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>;
/// A weak access only reads (or writes); a stronger ordering also orders
/// other memory operations, so it is modelled as both.
void addAccessEffects(EffectList &effects, bool isLoad,
                      MemoryOrderingSemantics ord);

} // namespace mlir::cuda_tile::memory

#endif
