//===- TileToSIMT.cpp - the convert-tile-to-simt pass ---------------------===//
//
// The type converter, the module/entry/scf patterns and the pass driver
// (see TileToSIMTImpl.h for the three steps).
//
//===----------------------------------------------------------------------===//
#include "TileToSIMTImpl.h"
#include "TileIR/Dialect/CudaTile/IR/CudaTilePreview.h"
#include "TileIR/Target/Chip.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Interfaces/LoopLikeInterface.h"

namespace mlir::tileir {
#define GEN_PASS_DEF_CONVERTTILETOSIMT
#include "TileIR/Conversion/Passes.h.inc"
} // namespace mlir::tileir

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::detail;
namespace ct = mlir::cuda_tile;

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//


Type TileToSIMTTypeConverter::convertElementType(Type t) const {
  if (isa<ct::PointerType>(t))
    return LLVM::LLVMPointerType::get(t.getContext(), 1);
  if (t.isInteger(1) || t.isInteger(8) || t.isInteger(16) || t.isInteger(32) ||
      t.isInteger(64) || t.isF16() || t.isBF16() || t.isF32() || t.isF64())
    return t;
  // LLVM has no fp8 type: fp8 tiles (and e8m0 block scales) are carried as
  // their bytes (i8), tf32
  // ones as the f32 that holds the value (4 bytes of storage); only ftof
  // and constants look at what the bits mean (ElementwiseToSIMT.cpp).
  if (isa<Float8E4M3FNType, Float8E5M2Type, Float8E8M0FNUType>(t))
    return IntegerType::get(t.getContext(), 8);
  // e2m1 in registers: its 4 bits in the low half of an i8, the rest zero.
  if (isa<Float4E2M1FNType>(t))
    return IntegerType::get(t.getContext(), 8);
  if (t.isTF32())
    return Float32Type::get(t.getContext());
  return {};
}

Type TileToSIMTTypeConverter::convertMemoryElementType(Type t) const {
  if (isa<Float4E2M1FNType>(t))
    return {};
  return convertElementType(t);
}

Attribute TileToSIMTTypeConverter::defaultLayout(ArrayRef<int64_t> shape,
                                                 Type elt) const {
  unsigned bits = isa<LLVM::LLVMPointerType>(elt) ? 64
                                                  : elt.getIntOrFloatBitWidth();
  bool columns = llvm::any_of(columnWarpShapes, [&](ArrayRef<int64_t> s) {
    return s == shape;
  });
  return simt::getDefaultBlocked(elt.getContext(), shape, bits, numWarps,
                                 columns);
}

Type TileToSIMTTypeConverter::convertTile(ct::TileType tile,
                                          Attribute layout) const {
  Type elt = convertElementType(tile.getElementType());
  if (!elt)
    return {};
  if (tile.getShape().empty())
    return elt;
  if (isa<LLVM::LLVMPointerType>(elt))
    elt = IntegerType::get(tile.getContext(), 64); // addresses: PointerToSIMT
  if (!layout)
    layout = defaultLayout(tile.getShape(), elt);
  return RankedTensorType::get(tile.getShape(), elt, layout);
}

Type TileToSIMTTypeConverter::convertTileOrError(Type t, Location loc,
                                                 Attribute layout) const {
  auto tile = dyn_cast<ct::TileType>(t);
  if (!tile) {
    emitError(loc) << "type " << t << " has no SIMT lowering";
    return {};
  }
  Type c = convertTile(tile, layout);
  if (!c)
    emitError(loc) << "element type " << tile.getElementType()
                   << " has no SIMT lowering yet";
  return c;
}

/// The integer types of a view's extents and strides: those of the
/// make_tensor_view operands it comes from (i32 for static entries), i64
/// when the origin is not visible (a view carried by a loop).
static void viewIndexTypes(Value view, unsigned rank,
                           SmallVectorImpl<Type> &types) {
  Builder b(view.getContext());
  while (Operation *def = view.getDefiningOp()) {
    if (isa<ct::AssumeOp, ct::MakePartitionViewOp, ct::MakeStridedViewOp>(def)) {
      view = def->getOperand(0);
      continue;
    }
    auto mv = dyn_cast<ct::MakeTensorViewOp>(def);
    if (!mv)
      break;
    auto tv = mv.getResult().getType();
    auto dynShape = mv.getDynamicShape(), dynStrides = mv.getDynamicStrides();
    unsigned ns = 0, nst = 0;
    for (int64_t s : tv.getShape())
      types.push_back(s == ct::TensorViewType::kDynamic
                          ? scalarElementType(dynShape[ns++].getType())
                          : b.getI32Type());
    for (int64_t s : tv.getStrides())
      types.push_back(s == ct::TensorViewType::kDynamic
                          ? scalarElementType(dynStrides[nst++].getType())
                          : b.getI32Type());
    return;
  }
  types.append(2 * rank, b.getI64Type());
}

TileToSIMTTypeConverter::TileToSIMTTypeConverter(MLIRContext *ctx,
                                                 unsigned numWarps)
    : numWarps(numWarps) {
  // Most recently added conversions are tried first.
  addConversion([](Type t) { return t; });
  addConversion([this](ct::TileType t) -> std::optional<Type> {
    if (Type c = convertTile(t))
      return c;
    return std::nullopt;
  });
  // Tokens only order memory operations; each thread issues its accesses in
  // program order, so they lower to nothing.
  addConversion([](ct::TokenType, SmallVectorImpl<Type> &) {
    return success();
  });
  // Views: (base, extents..., strides...); the tile shape, dim map and
  // padding stay in the view type, read by the patterns.
  addConversion([](Value v, SmallVectorImpl<Type> &types)
                    -> std::optional<LogicalResult> {
    Type t = v.getType();
    ct::TensorViewType tv = dyn_cast<ct::TensorViewType>(t);
    if (auto view = dyn_cast<ct::TileViewType>(t))
      tv = view.getTensorView();
    if (!tv)
      return std::nullopt;
    types.push_back(LLVM::LLVMPointerType::get(v.getContext(), 1));
    viewIndexTypes(v, tv.getRank(), types);
    return success();
  });
  // Uses of a converted value by the unrealized casts of step 1 (rank-0
  // conditions and bounds crossing into scf) get a cast back; step 3 folds
  // the pair away.
  addSourceMaterialization([](OpBuilder &b, Type to, ValueRange inputs,
                              Location loc) -> Value {
    return UnrealizedConversionCastOp::create(b, loc, to, inputs).getResult(0);
  });
  addTargetMaterialization([](OpBuilder &b, Type to, ValueRange inputs,
                              Location loc) -> Value {
    if (inputs.size() != 1 || !isa<RankedTensorType>(to) ||
        !isa<RankedTensorType>(inputs[0].getType()))
      return {};
    return toType(b, inputs[0], to, loc);
  });
}

Type mlir::tileir::detail::scalarElementType(Type tile) {
  return cast<ct::TileType>(tile).getElementType();
}

Value mlir::tileir::detail::actual(Value v) {
  while (auto cast = v.getDefiningOp<UnrealizedConversionCastOp>()) {
    if (cast->getNumOperands() != 1 || cast->getNumResults() != 1)
      break;
    Value in = cast.getInputs()[0];
    auto from = dyn_cast<RankedTensorType>(in.getType());
    auto to = dyn_cast<RankedTensorType>(v.getType());
    if (!from || !to || from.getShape() != to.getShape() ||
        from.getElementType() != to.getElementType())
      break;
    v = in;
  }
  return v;
}

int mlir::tileir::detail::layoutWeight(Value v) {
  auto rt = cast<RankedTensorType>(v.getType());
  if (simt::isMmaAccumulator(rt))
    return 3;
  // The accumulator's own distribution at another shape: the row
  // statistics reduced from it, and what is broadcast back onto it.
  Attribute enc = rt.getEncoding();
  if (auto slice = dyn_cast<simt::SliceAttr>(enc))
    enc = slice.getParent();
  if (auto b = dyn_cast<simt::BlockedAttr>(enc); b && b.getOrder().size() >= 2) {
    unsigned r = b.getOrder().size();
    if (b.getSizePerThread()[r - 1] == 2 && b.getThreadsPerWarp()[r - 1] == 4 &&
        b.getThreadsPerWarp()[r - 2] == 8 && b.getOrder()[0] == r - 1)
      return 2;
  }
  if (isa_and_nonnull<simt::BroadcastOp, simt::SplatOp, arith::ConstantOp>(
          v.getDefiningOp()))
    return 0;
  return 1;
}

Value mlir::tileir::detail::toType(OpBuilder &b, Value v, Type to,
                                   Location loc) {
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

/// The values `ranges` stand for, flattened, each as the pattern found it.
static SmallVector<Value> flattenActual(ArrayRef<ValueRange> ranges) {
  SmallVector<Value> out;
  for (ValueRange r : ranges)
    for (Value v : r)
      out.push_back(actual(v));
  return out;
}

//===----------------------------------------------------------------------===//
// Module, entry, return
//===----------------------------------------------------------------------===//

namespace {
struct ModuleConversion : TileOpConversion<ct::ModuleOp> {
  using TileOpConversion::TileOpConversion;
  LogicalResult
  matchAndRewrite(ct::ModuleOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    for (Operation &inner : op.getBody().front())
      if (!isa<ct::EntryOp>(inner))
        return inner.emitError("'") << inner.getName()
                                    << "' in a module has no SIMT lowering yet";
    auto gm = gpu::GPUModuleOp::create(rewriter, op.getLoc(), op.getSymName());
    Block *body = gm.getBody();
    rewriter.inlineBlockBefore(&op.getBody().front(), body, body->end());
    rewriter.eraseOp(op);
    return success();
  }
};

struct EntryConversion : TileOpConversion<ct::EntryOp> {
  using TileOpConversion::TileOpConversion;
  LogicalResult
  matchAndRewrite(ct::EntryOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    FunctionType fnType = op.getFunctionType();
    TypeConverter::SignatureConversion sig(fnType.getNumInputs());
    for (auto [i, t] : llvm::enumerate(fnType.getInputs())) {
      auto tile = dyn_cast<ct::TileType>(t);
      if (!tile || !tile.getShape().empty())
        return op.emitError("entry argument #")
               << i << " of type " << t
               << " cannot be a kernel parameter (only rank-0 tiles can)";
      Type c = tc().convertTileOrError(t, op.getLoc());
      if (!c)
        return failure();
      sig.addInputs(i, c);
    }
    if (!fnType.getResults().empty())
      return op.emitError("entries with results cannot be kernels");
    unsigned numWarps = tc().numWarps;
    auto fn = gpu::GPUFuncOp::create(
        rewriter, op.getLoc(), op.getSymName(),
        rewriter.getFunctionType(sig.getConvertedTypes(), {}));
    fn->setAttr(gpu::GPUDialect::getKernelFuncAttrName(),
                rewriter.getUnitAttr());
    fn.setKnownBlockSizeAttr(
        rewriter.getDenseI32ArrayAttr({(int32_t)(32 * numWarps), 1, 1}));
    fn->setAttr("tile_simt.num_warps", rewriter.getI32IntegerAttr(numWarps));
    // tile-normalize-abi's record of the launch ABI, for the manifest.
    if (Attribute abi = op->getAttr("tileir.abi"))
      fn->setAttr("tileir.abi", abi);
    // tile-split-clusters' cluster size, for the launch convention.
    if (Attribute ctas = op->getAttr(simt::kClusterSplitAttrName))
      fn->setAttr(simt::kClusterSplitAttrName, ctas);
    // The gpu.func comes with an empty entry block; the entry's body
    // replaces it.
    rewriter.eraseBlock(&fn.getBody().front());
    rewriter.inlineRegionBefore(op.getBody(), fn.getBody(), fn.getBody().end());
    rewriter.applySignatureConversion(&fn.getBody().front(), sig, &tc());
    rewriter.eraseOp(op);
    return success();
  }
};

struct ReturnConversion : TileOpConversion<ct::ReturnOp> {
  using TileOpConversion::TileOpConversion;
  LogicalResult
  matchAndRewrite(ct::ReturnOp op, OneToNOpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (!op.getOperands().empty())
      return op.emitError("an entry cannot return values");
    rewriter.replaceOpWithNewOp<gpu::ReturnOp>(op);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// scf with cuda_tile types (from step 1)
//===----------------------------------------------------------------------===//

/// Converted types of `types` (tokens give none, views several).
static LogicalResult convertTypes(const TypeConverter &tc, ValueRange values,
                                  SmallVectorImpl<Type> &out,
                                  SmallVectorImpl<unsigned> *counts = nullptr) {
  for (Value v : values) {
    size_t before = out.size();
    if (failed(tc.convertType(v, out)))
      return failure();
    if (counts)
      counts->push_back(out.size() - before);
  }
  return success();
}

/// Groups `flat` by `counts` for replaceOpWithMultiple.
static SmallVector<SmallVector<Value>> group(ValueRange flat,
                                             ArrayRef<unsigned> counts) {
  SmallVector<SmallVector<Value>> out;
  unsigned pos = 0;
  for (unsigned n : counts) {
    out.emplace_back(flat.slice(pos, n).begin(), flat.slice(pos, n).end());
    pos += n;
  }
  return out;
}

/// Converts a block's arguments to `types` (grouped per original argument
/// by `counts`).
static void convertBlockArgs(ConversionPatternRewriter &rewriter, Block *block,
                             ArrayRef<Type> types, ArrayRef<unsigned> counts,
                             const TypeConverter *tc) {
  TypeConverter::SignatureConversion sig(block->getNumArguments());
  unsigned pos = 0;
  for (auto [i, n] : llvm::enumerate(counts)) {
    sig.addInputs(i, types.slice(pos, n));
    pos += n;
  }
  rewriter.applySignatureConversion(block, sig, tc);
}

/// Loop-carried values keep the layout their initial value has (a row
/// statistic stays in its reduction's slice layout).
struct ForConversion : OpConversionPattern<scf::ForOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(scf::ForOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<Value> inits = flattenActual(adaptor.getInitArgs());
    SmallVector<unsigned> counts;
    for (ValueRange r : adaptor.getInitArgs())
      counts.push_back(r.size());
    auto loop = scf::ForOp::create(rewriter, op.getLoc(),
                                   single(adaptor.getLowerBound()),
                                   single(adaptor.getUpperBound()),
                                   single(adaptor.getStep()), inits);
    rewriter.eraseBlock(loop.getBody());
    rewriter.inlineRegionBefore(op.getRegion(), loop.getRegion(),
                                loop.getRegion().end());
    SmallVector<Type> argTypes{loop.getInductionVar().getType()};
    SmallVector<unsigned> argCounts{1};
    for (Value v : inits)
      argTypes.push_back(v.getType());
    argCounts.append(counts);
    convertBlockArgs(rewriter, &loop.getRegion().front(), argTypes, argCounts,
                     getTypeConverter());
    rewriter.replaceOpWithMultiple(op, group(loop.getResults(), counts));
    return success();
  }
};

/// The layout a value yielded by a branch of `ifOp` (not lowered yet)
/// will take, with its layoutWeight, as far as values lowered already
/// decide it: one defined before the if has its own; an element-wise op of
/// the branch takes its heaviest operand's (unifyLayouts). {-1, null} when
/// nothing lowered decides it.
static std::pair<int, Attribute>
predictLayout(ConversionPatternRewriter &rewriter, scf::IfOp ifOp, Value v,
              unsigned depth = 0) {
  std::pair<int, Attribute> none{-1, Attribute()};
  auto tile = dyn_cast<ct::TileType>(v.getType());
  if (!tile || tile.getShape().empty())
    return none;
  Operation *def = v.getDefiningOp();
  if (!def || !ifOp->isProperAncestor(def)) {
    Value lowered = rewriter.getRemappedValue(v);
    if (!lowered)
      return none;
    lowered = actual(lowered);
    auto rt = dyn_cast<RankedTensorType>(lowered.getType());
    if (!rt)
      return none;
    return {layoutWeight(lowered), rt.getEncoding()};
  }
  // Element-wise: one result, no region, no memory access, every tile
  // operand of the result's shape (constants, with none, decide nothing).
  if (depth > 8 || def->getNumResults() != 1 || def->getNumRegions() ||
      !isa<ct::CudaTileDialect>(def->getDialect()) || !isMemoryEffectFree(def))
    return none;
  std::pair<int, Attribute> best = none;
  for (Value o : def->getOperands()) {
    auto ot = dyn_cast<ct::TileType>(o.getType());
    if (!ot)
      return none;
    if (ot.getShape().empty())
      continue;
    if (ot.getShape() != tile.getShape())
      return none;
    std::pair<int, Attribute> p = predictLayout(rewriter, ifOp, o, depth + 1);
    if (p.first > best.first)
      best = p;
  }
  // A computed tile weighs at least 1 (layoutWeight).
  if (best.second)
    best.first = std::max(best.first, 1);
  return best;
}

/// A result takes the layout its yielded values will have where that is
/// a matrix accumulator's (layoutWeight 2 or more), as the element-wise
/// ops would give it without the if (a causal mask applied to a product
/// in one branch only): downstream ops then stay in it instead of
/// converting through shared memory. Otherwise the default layout.
struct IfConversion : OpConversionPattern<scf::IfOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(scf::IfOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<Type> types;
    SmallVector<unsigned> counts;
    if (failed(convertTypes(*getTypeConverter(), op.getResults(), types,
                            &counts)))
      return rewriter.notifyMatchFailure(op, "result types");
    auto &tc = *getTypeConverter<TileToSIMTTypeConverter>();
    if (op.getNumResults() && !op.getElseRegion().empty()) {
      unsigned pos = 0;
      for (auto [i, r] : llvm::enumerate(op.getResults())) {
        auto tile = dyn_cast<ct::TileType>(r.getType());
        if (tile && counts[i] == 1) {
          std::pair<int, Attribute> best{-1, Attribute()};
          for (scf::YieldOp y : {op.thenYield(), op.elseYield()}) {
            auto p = predictLayout(rewriter, op, y.getOperand(i));
            if (p.first > best.first)
              best = p;
          }
          if (best.first >= 2)
            if (Type t = tc.convertTile(tile, best.second))
              types[pos] = t;
        }
        pos += counts[i];
      }
    }
    auto ifOp = scf::IfOp::create(rewriter, op.getLoc(), types,
                                  single(adaptor.getCondition()),
                                  /*withElseRegion=*/false);
    for (Region *r : {&ifOp.getThenRegion(), &ifOp.getElseRegion()})
      while (!r->empty())
        rewriter.eraseBlock(&r->front());
    rewriter.inlineRegionBefore(op.getThenRegion(), ifOp.getThenRegion(),
                                ifOp.getThenRegion().end());
    rewriter.inlineRegionBefore(op.getElseRegion(), ifOp.getElseRegion(),
                                ifOp.getElseRegion().end());
    rewriter.replaceOpWithMultiple(op, group(ifOp.getResults(), counts));
    return success();
  }
};

/// Iteration slots keep their initial layouts; a result slot that mirrors
/// an iteration slot (same cuda_tile type, same position) shares it.
struct WhileConversion : OpConversionPattern<scf::WhileOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(scf::WhileOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<Value> inits = flattenActual(adaptor.getInits());
    SmallVector<unsigned> initCounts;
    for (ValueRange r : adaptor.getInits())
      initCounts.push_back(r.size());
    SmallVector<SmallVector<Type>> initTypes;
    unsigned pos = 0;
    for (unsigned n : initCounts) {
      initTypes.emplace_back();
      for (unsigned k = 0; k < n; ++k)
        initTypes.back().push_back(inits[pos + k].getType());
      pos += n;
    }
    SmallVector<Type> beforeTypes;
    for (Value v : inits)
      beforeTypes.push_back(v.getType());
    SmallVector<Type> resultTypes;
    SmallVector<unsigned> resultCounts;
    for (auto [i, r] : llvm::enumerate(op.getResults())) {
      size_t before = resultTypes.size();
      if (i < op.getInits().size() &&
          r.getType() == op.getInits()[i].getType())
        resultTypes.append(initTypes[i]);
      else if (failed(getTypeConverter()->convertType(r, resultTypes)))
        return rewriter.notifyMatchFailure(op, "result types");
      resultCounts.push_back(resultTypes.size() - before);
    }
    auto w = scf::WhileOp::create(rewriter, op.getLoc(), resultTypes, inits);
    rewriter.inlineRegionBefore(op.getBefore(), w.getBefore(),
                                w.getBefore().end());
    rewriter.inlineRegionBefore(op.getAfter(), w.getAfter(),
                                w.getAfter().end());
    convertBlockArgs(rewriter, &w.getBefore().front(), beforeTypes, initCounts,
                     getTypeConverter());
    convertBlockArgs(rewriter, &w.getAfter().front(), resultTypes,
                     resultCounts, getTypeConverter());
    rewriter.replaceOpWithMultiple(op, group(w.getResults(), resultCounts));
    return success();
  }
};

/// The types the values of a terminator in `parent` must have.
static SmallVector<Type> expectedTypes(Operation *term) {
  Operation *parent = term->getParentOp();
  if (auto f = dyn_cast<scf::ForOp>(parent))
    return SmallVector<Type>(ValueRange(f.getRegionIterArgs()).getTypes());
  if (auto w = dyn_cast<scf::WhileOp>(parent)) {
    if (term->getParentRegion() == &w.getAfter())
      return SmallVector<Type>(ValueRange(w.getBeforeArguments()).getTypes());
    return SmallVector<Type>(w.getResultTypes());
  }
  return SmallVector<Type>(parent->getResultTypes());
}

/// The flattened values of `ranges` moved into the layouts the enclosing
/// (already converted) op expects.
static SmallVector<Value> castToExpected(ConversionPatternRewriter &rewriter,
                                         Operation *term,
                                         ArrayRef<ValueRange> ranges) {
  SmallVector<Value> vals = flattenActual(ranges);
  SmallVector<Type> want = expectedTypes(term);
  if (want.size() == vals.size())
    for (auto [v, t] : llvm::zip(vals, want))
      if (isa<RankedTensorType>(t) && isa<RankedTensorType>(v.getType()))
        v = toType(rewriter, v, t, term->getLoc());
  return vals;
}

struct YieldConversion : OpConversionPattern<scf::YieldOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(scf::YieldOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<Value> vals =
        castToExpected(rewriter, op, adaptor.getResults());
    rewriter.replaceOpWithNewOp<scf::YieldOp>(op, vals);
    return success();
  }
};

struct ConditionConversion : OpConversionPattern<scf::ConditionOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(scf::ConditionOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<Value> vals = castToExpected(rewriter, op, adaptor.getArgs());
    rewriter.replaceOpWithNewOp<scf::ConditionOp>(
        op, single(adaptor.getCondition()), vals);
    return success();
  }
};

/// Every cuda_tile op without a pattern of its own (or whose pattern gave
/// up without a word): one located error instead of the framework's.
struct NoLowering : ConversionPattern {
  NoLowering(const TypeConverter &tc, MLIRContext *ctx)
      : ConversionPattern(tc, MatchAnyOpTypeTag(), /*benefit=*/0, ctx) {}
  LogicalResult
  matchAndRewrite(Operation *op, ArrayRef<ValueRange>,
                  ConversionPatternRewriter &) const override {
    if (!isa<ct::CudaTileDialect>(op->getDialect()))
      return failure();
    return op->emitError("cuda_tile op '")
           << op->getName().stripDialect() << "' has no SIMT lowering yet";
  }
};
} // namespace

void mlir::tileir::detail::populateControlPatterns(
    const TileToSIMTTypeConverter &tc, const DivisibilityInfo &div,
    RewritePatternSet &patterns) {
  MLIRContext *ctx = patterns.getContext();
  patterns.add<ModuleConversion, EntryConversion, ReturnConversion>(tc, div,
                                                                    ctx);
  patterns.add<ForConversion, IfConversion, WhileConversion, YieldConversion,
               ConditionConversion>(tc, ctx);
  patterns.add<NoLowering>(tc, ctx);
}

//===----------------------------------------------------------------------===//
// The pass
//===----------------------------------------------------------------------===//

namespace {

/// Warps for the kernels of `top` when the user left the choice: the
/// entries' num_worker_warps_per_cta hint for the chip (the front end's
/// request), else enough warps that no tile gives a thread more than 64
/// elements (a 16384-wide row over 4 warps is 128 per thread and spills),
/// from 4 up to 16. On chips with wgmma, no more warps than a block's
/// products of 16-bit or fp8 operands (N a multiple of 16 up to 256; all of
/// the block's, like attention's two) can put along M at 16 rows each (a
/// 64-row accumulator: one warpgroup), so that they are wgmma rather than
/// mma.sync over warps split along N; where that spills more than a few
/// bytes, compileToPTX's register budget tries twice the warps. One count
/// per module: the type converter and the layouts it makes are shared by
/// all its entries.
static unsigned chooseWarps(ModuleOp top, StringRef chip, bool wgmma) {
  if (std::optional<unsigned> hinted = getHintedNumWarps(top, chip))
    return *hinted;
  int64_t largest = 0;
  top.walk([&](ct::EntryOp entry) {
    entry.walk([&](Operation *op) {
      for (Type t : op->getResultTypes())
        if (auto tile = dyn_cast<ct::TileType>(t))
          largest = std::max(largest, tile.getNumElements());
    });
  });
  unsigned warps = 4;
  while (warps < 16 && largest > 64 * 32 * (int64_t)warps)
    warps *= 2;
  if (!wgmma)
    return warps;
  auto wgmmaRows = [](ct::MmaFOp mma) -> int64_t {
    auto acc = cast<ct::TileType>(mma.getAcc().getType());
    Type elt = cast<ct::TileType>(mma.getLhs().getType()).getElementType();
    int64_t n = acc.getRank() == 2 ? acc.getShape()[1] : 0;
    if (acc.getRank() != 2 || acc.getShape()[0] % 64 || n % 16 || n > 256 ||
        !(elt.isF16() || elt.isBF16() ||
          isa<Float8E4M3FNType, Float8E5M2Type>(elt)))
      return 0;
    return acc.getShape()[0];
  };
  top.walk([&](ct::MmaFOp mma) {
    // Every product of the block (attention's two) must be one wgmma takes.
    int64_t rows = 0;
    for (ct::MmaFOp other : mma->getBlock()->getOps<ct::MmaFOp>()) {
      int64_t r = wgmmaRows(other);
      if (!r)
        return;
      rows = rows ? std::min(rows, r) : r;
    }
    while (warps > 4 && 16 * (int64_t)warps > rows)
      warps /= 2;
  });
  return warps;
}

/// True when `v` is read at `user` inside a loop that `v` was defined
/// outside of: its registers stay live across that loop's trips. (Loops
/// are scf's by now: structureControlFlow ran.)
static bool crossesTrips(Value v, Operation *user) {
  Operation *defAt = v.getDefiningOp() ? v.getDefiningOp()
                                       : v.getParentBlock()->getParentOp();
  for (Operation *p = user->getParentOp(); p; p = p->getParentOp())
    if (isa<LoopLikeOpInterface>(p) && !p->isAncestor(defAt))
      return true;
  return false;
}

/// The [M, N] shapes (M > 1) into which `top` broadcasts a [1, N] row that
/// is live across a loop's trips: the row itself read by a broadcast in the
/// loop, or its broadcast made before the loop and read in it. Not a
/// product's shape: its tiles take the tensor cores' accumulator layout.
static SmallVector<SmallVector<int64_t, 2>> reusedRowShapes(ModuleOp top) {
  SmallVector<SmallVector<int64_t, 2>> products, shapes;
  top.walk([&](Operation *op) {
    if (isa<ct::MmaFOp, ct::MmaIOp>(op))
      products.emplace_back(
          cast<ct::TileType>(op->getResult(0).getType()).getShape());
  });
  top.walk([&](ct::BroadcastOp op) {
    auto from = cast<ct::TileType>(op.getSource().getType());
    auto to = cast<ct::TileType>(op.getType());
    if (to.getRank() != 2 || from.getShape()[0] != 1 || to.getShape()[0] < 2 ||
        to.getShape()[1] < 2)
      return;
    bool live = crossesTrips(op.getSource(), op) ||
                llvm::any_of(op->getUsers(), [&](Operation *u) {
                  return crossesTrips(op.getResult(), u);
                });
    SmallVector<int64_t, 2> shape(to.getShape());
    if (live && !llvm::is_contained(shapes, shape) &&
        !llvm::is_contained(products, shape))
      shapes.push_back(shape);
  });
  return shapes;
}

} // namespace

std::optional<unsigned> mlir::tileir::getHintedNumWarps(ModuleOp top,
                                                        StringRef chip) {
  unsigned hinted = 0;
  top.walk([&](ct::EntryOp entry) {
    if (auto hints = entry.getOptimizationHintsAttr())
      if (auto w = dyn_cast_or_null<IntegerAttr>(
              hints.lookup(chip, "num_worker_warps_per_cta")))
        hinted = std::max<unsigned>(hinted, w.getInt());
  });
  return hinted ? std::optional<unsigned>(hinted) : std::nullopt;
}

namespace {
struct ConvertTileToSIMTPass
    : public tileir::impl::ConvertTileToSIMTBase<ConvertTileToSIMTPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp top = getOperation();
    MLIRContext *ctx = &getContext();
    bool any = false;
    for (auto m : top.getOps<ct::ModuleOp>()) {
      any = true;
      for (auto entry : m.getOps<ct::EntryOp>())
        if (failed(structureControlFlow(entry)))
          return signalPassFailure();
    }
    if (!any)
      return;
    // 13.5's public preview calls into tile libraries that no target links.
    if (failed(ct::refusePreviewContent(top, "the SIMT lowering")))
      return signalPassFailure();
    // Multicast memory (13.5's multimem ops) is refused before any work,
    // with the reason the target gives.
    const Chip *targetChip = lookupChip(chip);
    WalkResult multimem = top.walk([&](Operation *op) {
      if (!isa<ct::MultimemLoadReduceViewTkoOp, ct::MultimemReduceViewTkoOp,
               ct::MultimemStoreViewTkoOp>(op))
        return WalkResult::advance();
      if (targetChip && targetChip->computeCapability < 100)
        op->emitError() << "'" << op->getName()
                        << "' needs multicast pointers, which Tile IR allows "
                           "on sm_100 and later only (target: "
                        << chip << ")";
      else
        op->emitError() << "'" << op->getName()
                        << "' has no SIMT lowering yet (multicast memory)";
      return WalkResult::interrupt();
    });
    if (multimem.wasInterrupted())
      return signalPassFailure();
    markAttentionSteps(top);
    DivisibilityInfo div(top);
    // The occupancy each entry asks for on this chip (CTAs per SM), carried
    // to its kernel for tile-set-launch-bounds, and the CTAs per cluster
    // (num_cta_in_cga), for the manifest: a launcher may group the grid so.
    llvm::StringMap<IntegerAttr> occupancy, clusters;
    top.walk([&](ct::EntryOp entry) {
      auto hints = entry.getOptimizationHintsAttr();
      if (!hints)
        return;
      if (auto n = dyn_cast_or_null<IntegerAttr>(hints.lookup(chip, "occupancy")))
        occupancy[entry.getSymName()] = n;
      if (auto n = dyn_cast_or_null<IntegerAttr>(
              hints.lookup(chip, "num_cta_in_cga")))
        clusters[entry.getSymName()] = n;
    });

    TileToSIMTTypeConverter tc(
        ctx, numWarps ? numWarps
                      : chooseWarps(top, chip,
                                    targetChip &&
                                        targetChip->has(ChipFeature::Wgmma)));
    tc.chip = chip;
    tc.vectorGathers = vectorizeGathers;
    if (spreadReusedRows)
      tc.columnWarpShapes = reusedRowShapes(top);
    if (targetChip) {
      tc.wgmma = targetChip->has(ChipFeature::Wgmma);
      tc.mmaFp8 = targetChip->has(ChipFeature::MmaFp8);
    }
    RewritePatternSet patterns(ctx);
    populateControlPatterns(tc, div, patterns);
    populateElementwisePatterns(tc, div, patterns);
    populateMemoryPatterns(tc, div, patterns);
    populatePointerPatterns(tc, div, patterns);
    populateShapePatterns(tc, div, patterns);
    populateMatrixPatterns(tc, div, patterns);

    ConversionTarget target(*ctx);
    target.addIllegalDialect<ct::CudaTileDialect>();
    target.addLegalDialect<simt::TileSIMTDialect, gpu::GPUDialect,
                           arith::ArithDialect, math::MathDialect,
                           LLVM::LLVMDialect, NVVM::NVVMDialect>();
    target.addLegalOp<UnrealizedConversionCastOp>();
    target.addIllegalOp<simt::ClusterRankOp>();
    target.addDynamicallyLegalDialect<scf::SCFDialect>(
        [&](Operation *op) { return tc.isLegal(op); });

    // The first error is the one to report: later ones (the framework's
    // "failed to legalize", or ops after the failing one) only repeat it.
    bool reported = false;
    ScopedDiagnosticHandler handler(ctx, [&](Diagnostic &d) {
      if (d.getSeverity() != DiagnosticSeverity::Error)
        return failure();
      if (reported)
        return success(); // swallowed
      reported = true;
      return failure(); // reaches the user
    });
    if (failed(applyPartialConversion(top, target, std::move(patterns))))
      return signalPassFailure();

    // Step 3: casts between two layouts of one tile move data; the rest
    // (rank-0 tiles crossing into scf and back) fold away.
    SmallVector<UnrealizedConversionCastOp> casts;
    top.walk([&](UnrealizedConversionCastOp c) { casts.push_back(c); });
    SmallVector<UnrealizedConversionCastOp> left;
    reconcileUnrealizedCasts(casts, &left);
    for (UnrealizedConversionCastOp c : left) {
      if (c->getNumOperands() == 1 && c->getNumResults() == 1 &&
          isa<RankedTensorType>(c.getInputs()[0].getType()) &&
          isa<RankedTensorType>(c.getResult(0).getType())) {
        OpBuilder b(c);
        c.getResult(0).replaceAllUsesWith(toType(
            b, c.getInputs()[0], c.getResult(0).getType(), c.getLoc()));
        c.erase();
        continue;
      }
      c.emitError("internal error: a value of type ")
          << c.getInputs().getTypes() << " was left unconverted";
      return signalPassFailure();
    }
    top.walk([&](gpu::GPUFuncOp fn) {
      if (IntegerAttr n = occupancy.lookup(fn.getName()))
        fn->setAttr(simt::kOccupancyAttrName, n);
      if (IntegerAttr n = clusters.lookup(fn.getName()))
        fn->setAttr(simt::kClusterHintAttrName, n);
    });
    top->setAttr(gpu::GPUDialect::getContainerModuleAttrName(),
                 UnitAttr::get(ctx));
  }
};
} // namespace
