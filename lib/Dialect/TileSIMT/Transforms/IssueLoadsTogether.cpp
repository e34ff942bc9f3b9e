//===- IssueLoadsTogether.cpp - a fence after a kernel's leading loads ----===//
//
// See the pass description in Passes.td.
//
//===----------------------------------------------------------------------===//
#include "TileIR/Dialect/TileSIMT/Transforms/Passes.h"

#include "TileIR/Dialect/TileSIMT/IR/Layout.h"
#include "LoopUtils.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

namespace mlir::tileir {
#define GEN_PASS_DEF_TILESIMTISSUELOADSTOGETHER
#include "TileIR/Dialect/TileSIMT/Transforms/Passes.h.inc"
} // namespace mlir::tileir

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::simt;

/// A weak global load of a tile: one the group may hold.
static bool isPlainLoad(Operation *op) {
  if (isa<LoadTileOp>(op))
    return true;
  auto ptr = dyn_cast<LoadPtrOp>(op);
  return ptr && ptr.getOrdering() == LLVM::AtomicOrdering::not_atomic;
}

/// Whether `op` or an op nested in it reads a value of `loaded`.
static bool usesAny(Operation *op, const DenseSet<Value> &loaded) {
  WalkResult r = op->walk([&](Operation *inner) {
    for (Value v : inner->getOperands())
      if (loaded.contains(v))
        return WalkResult::interrupt();
    return WalkResult::advance();
  });
  return r.wasInterrupted();
}

/// 32-bit registers per thread a load's result takes.
static int64_t loadedWords(Value v) {
  int64_t bytes =
      (getElementTypeOrSelf(v.getType()).getIntOrFloatBitWidth() + 7) / 8;
  auto t = dyn_cast<RankedTensorType>(v.getType());
  return t ? (getNumRegisters(t) * bytes + 3) / 4 : 1;
}

/// Whether a layout conversion (a round trip through shared memory) reads
/// one of `loaded`.
static bool convertedThroughShared(const DenseSet<Value> &loaded) {
  return llvm::any_of(loaded, [](Value v) {
    return llvm::any_of(v.getUsers(),
                        [](Operation *u) { return isa<ConvertLayoutOp>(u); });
  });
}

/// Fences `block`'s leading load group, then the arms of its scf.ifs.
static void fenceLeadingLoads(Block &block, bool throughShared) {
  DenseSet<Value> loaded;
  int64_t words = 0;
  for (Operation &op : block) {
    if (isPlainLoad(&op) && !usesAny(&op, loaded)) {
      words += loadedWords(op.getResult(0));
      loaded.insert(op.getResult(0));
      continue;
    }
    if (op.getNumRegions() == 0 && !op.hasTrait<OpTrait::IsTerminator>() &&
        !mayWrite(&op) && !isa<gpu::BarrierOp>(op) && !usesAny(&op, loaded))
      continue; // address arithmetic: the group goes on
    // More than one 16-byte vector per thread: loads to keep in flight.
    if (words > 4 && (!throughShared || convertedThroughShared(loaded))) {
      OpBuilder b(&op);
      NVVM::MembarOp::create(b, op.getLoc(), NVVM::MemScopeKind::CTA);
    }
    break;
  }
  for (Operation &op : block)
    if (auto ifOp = dyn_cast<scf::IfOp>(op))
      for (Region &r : ifOp->getRegions())
        for (Block &b : r)
          fenceLeadingLoads(b, throughShared);
}

namespace {
struct IssueLoadsTogetherPass
    : tileir::impl::TileSIMTIssueLoadsTogetherBase<IssueLoadsTogetherPass> {
  using Base::Base;
  void runOnOperation() override {
    getOperation()->walk([&](gpu::GPUFuncOp fn) {
      if (!fn.getBody().empty())
        fenceLeadingLoads(fn.getBody().front(), !allLoads);
    });
  }
};
} // namespace
