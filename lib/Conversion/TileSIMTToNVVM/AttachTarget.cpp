//===- AttachTarget.cpp - #nvvm.target on gpu.modules ---------------------===//
//
// Our own small version of nvvm-attach-target: the upstream pass lives in a
// library that drags in every GPU target, and we only need the attribute.
//
//===----------------------------------------------------------------------===//
#include "TileIR/Conversion/Passes.h"

namespace mlir::tileir {
#define GEN_PASS_DEF_TILEATTACHNVVMTARGET
#include "TileIR/Conversion/Passes.h.inc"
} // namespace mlir::tileir

using namespace mlir;

namespace {
struct TileAttachNVVMTargetPass
    : public tileir::impl::TileAttachNVVMTargetBase<TileAttachNVVMTargetPass> {
  using Base::Base;
  void runOnOperation() override {
    static const char *chips[] = {"sm_80", "sm_86", "sm_89",
                                  "sm_90", "sm_90a", "sm_100"};
    if (!llvm::is_contained(chips, StringRef(chip))) {
      getOperation().emitError("unsupported chip '")
          << chip << "' (sm_80, sm_86, sm_89, sm_90, sm_90a, sm_100)";
      return signalPassFailure();
    }
    auto target = NVVM::NVVMTargetAttr::get(&getContext(), optLevel,
                                            "nvptx64-nvidia-cuda", chip);
    getOperation().setTargetsAttr(ArrayAttr::get(&getContext(), {target}));
  }
};
} // namespace
