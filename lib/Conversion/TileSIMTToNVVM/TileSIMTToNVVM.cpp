//===- TileSIMTToNVVM.cpp - distributed tensors to per-thread vectors -----===//
//
// A tensor with a layout becomes vector<K x T>, the K elements one thread
// holds, in the layout's register order. Elementwise arith/math ops are
// rebuilt on those vectors; scf ops are converted structurally; tile_simt
// ops get the patterns of the sibling files.
//
//===----------------------------------------------------------------------===//
#include "Common.h"

#include "mlir/Dialect/SCF/Transforms/Patterns.h"

namespace mlir::tileir {
#define GEN_PASS_DEF_CONVERTTILESIMTTONVVM
#include "TileIR/Conversion/Passes.h.inc"
} // namespace mlir::tileir

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::lowering;

static bool hasDistributed(Operation *op) {
  auto isDist = [](Type t) { return simt::isDistributedTensor(t); };
  return llvm::any_of(op->getOperandTypes(), isDist) ||
         llvm::any_of(op->getResultTypes(), isDist);
}

namespace {
/// Any arith/math op on distributed tensors: same op on the vectors.
struct ElementwiseLowering : ConversionPattern {
  ElementwiseLowering(TypeConverter &tc, MLIRContext *ctx)
      : ConversionPattern(tc, MatchAnyOpTypeTag(), /*benefit=*/1, ctx) {}
  LogicalResult
  matchAndRewrite(Operation *op, ArrayRef<Value> operands,
                  ConversionPatternRewriter &b) const override {
    StringRef ns = op->getDialect() ? op->getDialect()->getNamespace() : "";
    if ((ns != "arith" && ns != "math") || !hasDistributed(op) ||
        op->getNumRegions())
      return failure();
    SmallVector<Type> types;
    if (failed(getTypeConverter()->convertTypes(op->getResultTypes(), types)))
      return failure();
    if (auto c = dyn_cast<arith::ConstantOp>(op)) {
      auto dense = dyn_cast<DenseElementsAttr>(c.getValue());
      if (!dense || !dense.isSplat())
        return op->emitOpError("only splat tensor constants can be distributed");
      auto vt = cast<VectorType>(types[0]);
      b.replaceOpWithNewOp<arith::ConstantOp>(
          op, vt, DenseElementsAttr::get(vt, dense.getSplatValue<Attribute>()));
      return success();
    }
    OperationState st(op->getLoc(), op->getName().getStringRef(), operands,
                      types, op->getAttrs());
    b.replaceOp(op, b.create(st)->getResults());
    return success();
  }
};

struct ConvertTileSIMTToNVVMPass
    : public tileir::impl::ConvertTileSIMTToNVVMBase<ConvertTileSIMTToNVVMPass> {
  void runOnOperation() override {
    MLIRContext *ctx = &getContext();
    FailureOr<const Chip *> chip = getTargetChip(getOperation());
    if (failed(chip))
      return signalPassFailure();
    LoweringTarget lt(**chip);
    TypeConverter tc;
    tc.addConversion([](Type t) { return t; });
    tc.addConversion([](RankedTensorType t) -> std::optional<Type> {
      if (!simt::isDistributedTensor(t))
        return std::nullopt;
      int64_t n = simt::getNumRegisters(t);
      if (n <= 0)
        return std::nullopt;
      return VectorType::get({n}, t.getElementType());
    });
    // A ring of shared slots is its base address.
    tc.addConversion([ctx](simt::SharedBufferType) -> Type {
      return LLVM::LLVMPointerType::get(ctx, 3);
    });
    auto materialize = [](OpBuilder &b, Type t, ValueRange in,
                          Location loc) -> Value {
      return UnrealizedConversionCastOp::create(b, loc, t, in).getResult(0);
    };
    tc.addSourceMaterialization(materialize);
    tc.addTargetMaterialization(materialize);

    ConversionTarget target(*ctx);
    target.addIllegalDialect<simt::TileSIMTDialect>();
    target.markUnknownOpDynamicallyLegal(
        [](Operation *op) { return !hasDistributed(op) && !involvesF8(op); });
    RewritePatternSet patterns(ctx);
    patterns.add<ElementwiseLowering>(tc, ctx);
    populateMemoryLowering(tc, patterns, lt);
    populatePointerLowering(tc, patterns, lt);
    populateReduceLowering(tc, patterns, lt);
    populateScanLowering(tc, patterns, lt);
    populateLayoutLowering(tc, patterns, lt);
    populateSliceLowering(tc, patterns, lt);
    populateMmaLowering(tc, patterns, lt);
    populateFloatLowering(tc, patterns);
    populateWarpLowering(tc, patterns, lt);
    scf::populateSCFStructuralTypeConversionsAndLegality(tc, patterns, target);
    target.markUnknownOpDynamicallyLegal(
        [](Operation *op) { return !hasDistributed(op) && !involvesF8(op); });
    addWarpLegality(target);
    if (failed(applyPartialConversion(getOperation(), target,
                                      std::move(patterns))))
      return signalPassFailure();
    // Programmatic dependent launch starts with sm_90; below it a kernel
    // runs after its predecessor anyway, so its controls have nothing to do.
    if ((*chip)->computeCapability < 90)
      getOperation()->walk([](NVVM::GriddepcontrolOp op) { op.erase(); });
    // fence.proxy.alias needs PTX 7.5; below it (sm_80 and sm_86 here) the
    // alias proxy is not a separate one, and a GPU-scope membar orders it.
    if ((*chip)->ptxVersion < 75)
      getOperation()->walk([&](NVVM::FenceProxyOp op) {
        if (op.getKind() != NVVM::ProxyKind::alias)
          return;
        OpBuilder b(op);
        NVVM::MembarOp::create(b, op.getLoc(), NVVM::MemScopeKind::GPU);
        op.erase();
      });
    if (failed(placeSharedMemory(getOperation(),
                                 (*chip)->maxSharedBytesPerBlock)) ||
        failed(lowerWarpRoles(getOperation())))
      return signalPassFailure();
  }
};
} // namespace
