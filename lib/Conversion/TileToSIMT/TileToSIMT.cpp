//===- TileToSIMT.cpp - cuda_tile kernels to gpu.func + tile_simt ---------===//
#include "TileToSIMTImpl.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/BuiltinAttributes.h"

namespace mlir::tileir {
#define GEN_PASS_DEF_CONVERTTILETOSIMT
#include "TileIR/Conversion/Passes.h.inc"
} // namespace mlir::tileir

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::detail;
namespace ct = mlir::cuda_tile;

Value mlir::tileir::detail::constI32(OpBuilder &b, Location loc, int64_t v) {
  return arith::ConstantIntOp::create(b, loc, b.getI32Type(), v);
}

Type KernelLowering::convertElementType(Type t, Location loc) {
  if (isa<ct::PointerType>(t))
    return LLVM::LLVMPointerType::get(t.getContext(), 1);
  if (t.isInteger(1) || t.isInteger(8) || t.isInteger(16) || t.isInteger(32) ||
      t.isInteger(64) || t.isF16() || t.isBF16() || t.isF32() || t.isF64())
    return t;
  emitError(loc) << "element type " << t << " has no SIMT lowering yet";
  return {};
}

Attribute KernelLowering::defaultLayout(ArrayRef<int64_t> shape, Type elt) {
  unsigned bits = isa<LLVM::LLVMPointerType>(elt) ? 64
                                                  : elt.getIntOrFloatBitWidth();
  return simt::getDefaultBlocked(elt.getContext(), shape, bits, numWarps);
}

Type KernelLowering::convertType(Type t, Location loc, Attribute layout) {
  auto tile = dyn_cast<ct::TileType>(t);
  if (!tile) {
    emitError(loc) << "type " << t << " has no SIMT lowering";
    return {};
  }
  Type elt = convertElementType(tile.getElementType(), loc);
  if (!elt)
    return {};
  if (tile.getShape().empty())
    return elt;
  if (isa<LLVM::LLVMPointerType>(elt))
    elt = IntegerType::get(t.getContext(), 64); // addresses: see PointerToSIMT
  if (!layout)
    layout = defaultLayout(tile.getShape(), elt);
  return RankedTensorType::get(tile.getShape(), elt, layout);
}

Value KernelLowering::toType(Value v, Type to, Location loc) {
  if (v.getType() == to)
    return v;
  auto from = cast<RankedTensorType>(v.getType());
  auto target = cast<RankedTensorType>(to);
  if (from.getShape() == target.getShape() &&
      simt::haveSameRegisters(from, target))
    return simt::ReshapeOp::create(b, loc, to, v);
  return simt::ConvertLayoutOp::create(b, loc, to, v, DenseI32ArrayAttr(),
                                       simt::SharedAttr());
}

int64_t KernelLowering::getDivisor(Value v) const {
  auto it = divisors.find(v);
  return it == divisors.end() ? 1 : it->second;
}

LogicalResult KernelLowering::lowerBlock(
    Block &block,
    function_ref<LogicalResult(Operation *, ValueRange)> onTerminator) {
  for (Operation &op : block) {
    if (op.hasTrait<OpTrait::IsTerminator>()) {
      SmallVector<Value> mapped;
      for (Value v : op.getOperands())
        mapped.push_back(lookup(v));
      if (failed(onTerminator(&op, mapped)))
        return failure();
      continue;
    }
    if (failed(lowerOp(&op)))
      return failure();
  }
  return success();
}

LogicalResult KernelLowering::lowerOp(Operation *op) {
  if (op->getDialect() && op->getDialect()->getNamespace() != "cuda_tile")
    return op->emitError("op '") << op->getName()
                                 << "' inside a cuda_tile entry has no SIMT "
                                    "lowering";
  using Group = LogicalResult (KernelLowering::*)(Operation *, bool &);
  for (Group g : {&KernelLowering::lowerElementwise, &KernelLowering::lowerMemory,
                  &KernelLowering::lowerShape, &KernelLowering::lowerLoops,
                  &KernelLowering::lowerControl}) {
    bool handled = false;
    if (failed((this->*g)(op, handled)))
      return failure();
    if (handled)
      return success();
  }
  return op->emitError("cuda_tile op '")
         << op->getName().stripDialect() << "' has no SIMT lowering yet";
}

//===----------------------------------------------------------------------===//
// Control flow: for, if, assume-like bookkeeping.
//===----------------------------------------------------------------------===//

LogicalResult KernelLowering::lowerControl(Operation *op, bool &handled) {
  StringRef name = op->getName().stripDialect();
  Location loc = op->getLoc();
  handled = true;
  if (name == "for") {
    if (op->hasAttr("unsignedCmp"))
      return op->emitError("unsigned loop comparison has no SIMT lowering yet");
    Value lb = lookup(op->getOperand(0)), ub = lookup(op->getOperand(1)),
          step = lookup(op->getOperand(2));
    SmallVector<Value> inits;
    for (Value v : op->getOperands().drop_front(3))
      inits.push_back(lookup(v));
    auto loop = scf::ForOp::create(b, loc, lb, ub, step, inits);
    Block &src = op->getRegion(0).front();
    Block *body = loop.getBody();
    setMapping(src.getArgument(0), loop.getInductionVar());
    for (unsigned i = 0; i < inits.size(); ++i)
      setMapping(src.getArgument(i + 1), loop.getRegionIterArgs()[i]);
    OpBuilder::InsertionGuard g(b);
    if (!body->empty())
      body->getTerminator()->erase();
    b.setInsertionPointToEnd(body);
    if (failed(lowerBlock(src, [&](Operation *t, ValueRange vals) -> LogicalResult {
          if (t->getName().stripDialect() != "continue")
            return t->emitError("loop body must end in continue");
          SmallVector<Value> ys;
          for (auto [v, init] : llvm::zip(vals, inits))
            ys.push_back(toType(v, init.getType(), t->getLoc()));
          scf::YieldOp::create(b, t->getLoc(), ys);
          return success();
        })))
      return failure();
    for (auto [r, n] : llvm::zip(op->getResults(), loop.getResults()))
      setMapping(r, n);
    return success();
  }
  if (name == "if") {
    SmallVector<Type> types;
    for (Type t : op->getResultTypes()) {
      Type c = convertType(t, loc);
      if (!c)
        return failure();
      types.push_back(c);
    }
    bool hasElse = !op->getRegion(1).empty();
    auto ifOp = scf::IfOp::create(b, loc, types, lookup(op->getOperand(0)),
                                  /*withElseRegion=*/hasElse || !types.empty());
    auto lowerRegion = [&](Region &src, Block *dst) -> LogicalResult {
      OpBuilder::InsertionGuard g(b);
      if (!dst->empty() && dst->back().hasTrait<OpTrait::IsTerminator>())
        dst->back().erase();
      b.setInsertionPointToEnd(dst);
      if (src.empty()) {
        scf::YieldOp::create(b, loc);
        return success();
      }
      return lowerBlock(src.front(), [&](Operation *t, ValueRange vals) -> LogicalResult {
        SmallVector<Value> ys;
        for (auto [v, ty] : llvm::zip(vals, types))
          ys.push_back(toType(v, ty, t->getLoc()));
        scf::YieldOp::create(b, t->getLoc(), ys);
        return success();
      });
    };
    if (failed(lowerRegion(op->getRegion(0), ifOp.thenBlock())))
      return failure();
    if (ifOp.elseBlock() &&
        failed(lowerRegion(op->getRegion(1), ifOp.elseBlock())))
      return failure();
    for (auto [r, n] : llvm::zip(op->getResults(), ifOp.getResults()))
      setMapping(r, n);
    return success();
  }
  if (name == "make_token" || name == "join_tokens") {
    return success(); // memory order follows program order per thread
  }
  if (name == "assume") {
    Value in = op->getOperand(0);
    setMapping(op->getResult(0), lookup(in));
    int64_t div = getDivisor(in);
    if (auto d = dyn_cast<ct::DivByAttr>(op->getAttr("predicate")))
      if (!d.getEvery() && !d.getAlong())
        div = std::max<int64_t>(div, d.getDivisor());
    if (div > 1)
      divisors[op->getResult(0)] = div;
    auto vi = views.find(in);
    if (vi != views.end())
      views[op->getResult(0)] = vi->second;
    return success();
  }
  handled = false;
  return success();
}

//===----------------------------------------------------------------------===//
// The pass: cuda_tile.module -> gpu.module, entry -> gpu.func kernel.
//===----------------------------------------------------------------------===//

namespace {
struct ConvertTileToSIMTPass
    : public tileir::impl::ConvertTileToSIMTBase<ConvertTileToSIMTPass> {
  using Base::Base;

  LogicalResult lowerEntry(Operation *entry, OpBuilder &b) {
    auto fnType = cast<FunctionType>(
        cast<TypeAttr>(entry->getAttr("function_type")).getValue());
    KernelLowering kl(b, numWarps);
    SmallVector<Type> params;
    for (auto [i, t] : llvm::enumerate(fnType.getInputs())) {
      auto tile = dyn_cast<ct::TileType>(t);
      if (!tile || !tile.getShape().empty())
        return entry->emitError("entry argument #")
               << i << " of type " << t
               << " cannot be a kernel parameter (only rank-0 tiles can)";
      Type c = kl.convertType(t, entry->getLoc());
      if (!c)
        return failure();
      params.push_back(c);
    }
    if (!fnType.getResults().empty())
      return entry->emitError("entries with results cannot be kernels");
    StringRef name =
        cast<StringAttr>(entry->getAttr(SymbolTable::getSymbolAttrName()))
            .getValue();
    auto fn = gpu::GPUFuncOp::create(b, entry->getLoc(), name,
                                     b.getFunctionType(params, {}));
    fn->setAttr(gpu::GPUDialect::getKernelFuncAttrName(), b.getUnitAttr());
    fn.setKnownBlockSizeAttr(
        b.getDenseI32ArrayAttr({(int32_t)(32 * numWarps), 1, 1}));
    fn->setAttr("tile_simt.num_warps", b.getI32IntegerAttr(numWarps));
    Block &src = entry->getRegion(0).front();
    for (auto [a, n] : llvm::zip(src.getArguments(), fn.getArguments()))
      kl.setMapping(a, n);
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(&fn.getBody().front());
    return kl.lowerBlock(src, [&](Operation *t, ValueRange vals) -> LogicalResult {
      if (!vals.empty())
        return t->emitError("an entry cannot return values");
      gpu::ReturnOp::create(b, t->getLoc());
      return success();
    });
  }

  void runOnOperation() override {
    ModuleOp top = getOperation();
    SmallVector<Operation *> modules;
    for (Operation &op : top.getBody()->getOperations())
      if (op.getName().getStringRef() == "cuda_tile.module")
        modules.push_back(&op);
    OpBuilder b(&getContext());
    for (Operation *m : modules) {
      b.setInsertionPoint(m);
      StringRef name =
          cast<StringAttr>(m->getAttr(SymbolTable::getSymbolAttrName()))
              .getValue();
      auto gm = gpu::GPUModuleOp::create(b, m->getLoc(), name);
      b.setInsertionPointToStart(gm.getBody());
      for (Operation &op : m->getRegion(0).front()) {
        StringRef opName = op.getName().getStringRef();
        if (opName == "cuda_tile.entry") {
          if (failed(lowerEntry(&op, b))) {
            gm->erase(); // half-built: nothing may refer to it
            return signalPassFailure();
          }
          continue;
        }
        op.emitError("'") << opName << "' in a module has no SIMT lowering yet";
        return signalPassFailure();
      }
      m->erase();
    }
    if (!modules.empty())
      top->setAttr(gpu::GPUDialect::getContainerModuleAttrName(),
                   b.getUnitAttr());
  }
};
} // namespace
