//===- AttachTarget.cpp - #nvvm.target on gpu.modules ---------------------===//
//
// Our own small version of nvvm-attach-target: the upstream pass lives in a
// library that drags in every GPU target, and we only need the attribute.
// The chip and its +ptxNN come from the chip table (Target/Chip.h).
//
//===----------------------------------------------------------------------===//
#include "TileIR/Conversion/Passes.h"
#include "TileIR/Target/Chip.h"

namespace mlir::tileir {
#define GEN_PASS_DEF_TILEATTACHNVVMTARGET
#include "TileIR/Conversion/Passes.h.inc"
} // namespace mlir::tileir

using namespace mlir;
using namespace mlir::tileir;

namespace {
struct TileAttachNVVMTargetPass
    : public tileir::impl::TileAttachNVVMTargetBase<TileAttachNVVMTargetPass> {
  using Base::Base;
  void runOnOperation() override {
    FailureOr<const Chip *> c = parseChip(
        chip, [&](const Twine &msg) { getOperation().emitError(msg); });
    if (failed(c))
      return signalPassFailure();
    getOperation().setTargetsAttr(ArrayAttr::get(
        &getContext(), {getNVVMTarget(&getContext(), **c, optLevel)}));
  }
};
} // namespace
