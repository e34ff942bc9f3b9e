//===- CudaTileConversionOps.cpp - verifiers, syntax and folders ----------===//
//
// Constant folds here are exact: a conversion folds only where the host
// APFloat/APInt result is the one the GPU produces (IEEE round-to-nearest-even
// into formats with infinities, or an exact result); everything else is left
// to run on the device.
//
//===----------------------------------------------------------------------===//
#include "TileIR/Dialect/CudaTile/IR/CudaTileOps.h"
#include "CudaTileArithSyntax.h"
#include "CudaTileShapeUtils.h"
#include "llvm/ADT/APSInt.h"

using namespace mlir;
using namespace mlir::cuda_tile;

static constexpr int64_t kMaxFoldElements = int64_t(1) << 16;

//===----------------------------------------------------------------------===//
// Custom directives
//===----------------------------------------------------------------------===//


/// Optional `rounding<mode>`; absent means `dflt`.
static ParseResult parseRounding(OpAsmParser &p, RoundingModeAttr &attr,
                                 RoundingMode dflt,
                                 ArrayRef<RoundingMode> allowed) {
  if (failed(p.parseOptionalKeyword("rounding"))) {
    attr = RoundingModeAttr::get(p.getContext(), dflt);
    return success();
  }
  SMLoc loc = p.getCurrentLocation();
  StringRef word;
  if (p.parseLess() || p.parseKeyword(&word) || p.parseGreater())
    return failure();
  std::optional<RoundingMode> mode = symbolizeRoundingMode(word);
  if (!mode || !llvm::is_contained(allowed, *mode)) {
    InFlightDiagnostic diag =
        p.emitError(loc) << "expected rounding mode to be one of: ";
    llvm::interleaveComma(allowed, diag, [&](RoundingMode m) {
      diag << "'" << stringifyRoundingMode(m) << "'";
    });
    return diag << ", got: '" << word << "'";
  }
  attr = RoundingModeAttr::get(p.getContext(), *mode);
  return success();
}

// The format glues this to the previous token, so it brings its own space.
static void printRounding(OpAsmPrinter &p, RoundingModeAttr attr,
                          RoundingMode dflt) {
  if (attr.getValue() != dflt)
    p << " rounding<" << stringifyRoundingMode(attr.getValue()) << ">";
}

static ParseResult parseIEEERoundingMode(OpAsmParser &p,
                                         RoundingModeAttr &attr) {
  return parseRounding(p, attr, RoundingMode::nearest_even,
                       {RoundingMode::nearest_even, RoundingMode::zero,
                        RoundingMode::negative_inf, RoundingMode::positive_inf});
}
static void printIEEERoundingMode(OpAsmPrinter &p, Operation *,
                                  RoundingModeAttr attr) {
  printRounding(p, attr, RoundingMode::nearest_even);
}

static ParseResult parseIntegerRoundingMode(OpAsmParser &p,
                                            RoundingModeAttr &attr) {
  return parseRounding(p, attr, RoundingMode::nearest_int_to_zero,
                       {RoundingMode::nearest_int_to_zero});
}
static void printIntegerRoundingMode(OpAsmPrinter &p, Operation *,
                                     RoundingModeAttr attr) {
  printRounding(p, attr, RoundingMode::nearest_int_to_zero);
}

//===----------------------------------------------------------------------===//
// Verifiers
//===----------------------------------------------------------------------===//

LogicalResult BitcastOp::verify() {
  // tf32 counts as its 19 value bits, so it only casts to itself.
  Type from = getSource().getType().getElementType();
  Type to = getType().getElementType();
  if (from.getIntOrFloatBitWidth() == to.getIntOrFloatBitWidth())
    return success();
  return emitOpError("types must be equal width, cannot convert ")
         << getSource().getType() << " of width "
         << from.getIntOrFloatBitWidth() << " to type " << getType()
         << " of width " << to.getIntOrFloatBitWidth();
}

LogicalResult ExtIOp::verify() {
  if (getTo().getType().getElementType().getIntOrFloatBitWidth() <=
      getFrom().getType().getElementType().getIntOrFloatBitWidth())
    return emitOpError("extending to smaller or identical integer");
  return success();
}

LogicalResult TruncIOp::verify() {
  if (getTo().getType().getElementType().getIntOrFloatBitWidth() >=
      getFrom().getType().getElementType().getIntOrFloatBitWidth())
    return emitOpError("truncating to larger or identical integer");
  return success();
}

LogicalResult IToFOp::verify() {
  if (isa<Float8E8M0FNUType>(getTo().getType().getElementType()))
    return emitOpError("integer to f8E8M0FNU conversion is not supported, "
                       "please first convert to another float type");
  if (getRoundingMode() != RoundingMode::nearest_even)
    return emitOpError(
        "invalid rounding mode specified. Only 'nearest_even' is supported");
  return success();
}

LogicalResult FToIOp::verify() {
  if (getRoundingMode() != RoundingMode::nearest_int_to_zero)
    return emitOpError("invalid rounding mode specified. Only "
                       "'nearest_int_to_zero' is supported");
  return success();
}

LogicalResult FToFOp::verify() {
  if (getFrom().getType() == getTo().getType())
    return emitOpError("converting tiles must not be a no-op");
  RoundingMode mode = getRoundingMode();
  // f8E8M0FNU holds only powers of two; it rounds down or up, never to even.
  if (isa<Float8E8M0FNUType>(getTo().getType().getElementType())) {
    if (mode != RoundingMode::zero && mode != RoundingMode::positive_inf)
      return emitOpError("invalid rounding mode specified for conversion to "
                         "f8E8M0FNU. Only 'zero' and 'positive_inf' are "
                         "supported");
  } else if (mode != RoundingMode::nearest_even) {
    return emitOpError(
        "invalid rounding mode specified. Only 'nearest_even' is supported");
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Folders
//===----------------------------------------------------------------------===//

/// Integer constants small enough (or splat) to convert element by element.
static DenseIntElementsAttr foldableInts(Attribute attr) {
  auto dense = dyn_cast_or_null<DenseIntElementsAttr>(attr);
  if (!dense || (!dense.isSplat() && dense.getNumElements() > kMaxFoldElements))
    return {};
  return dense;
}
static DenseFPElementsAttr foldableFloats(Attribute attr) {
  auto dense = dyn_cast_or_null<DenseFPElementsAttr>(attr);
  if (!dense || (!dense.isSplat() && dense.getNumElements() > kMaxFoldElements))
    return {};
  return dense;
}

/// IEEE formats with infinities and subnormals, where the host's
/// round-to-nearest-even conversion matches the device's `.rn` conversion.
static bool isIEEERoundingTarget(Type t) {
  return t.isF16() || t.isBF16() || t.isF32() || t.isF64();
}

/// Whether a conversion with this status may be folded into `target`.
static bool acceptConversion(APFloat::opStatus status, Type target,
                             bool nearestEven) {
  if (status == APFloat::opOK)
    return true;
  if (!nearestEven || !isIEEERoundingTarget(target))
    return false;
  // Inexact (possibly subnormal) results round the same way; overflow and
  // invalid operations are left to the device.
  return (status & ~(APFloat::opInexact | APFloat::opUnderflow)) == 0;
}

/// Applies `convert` to every element (once for a splat); null if any fails.
template <typename In, typename Out, typename Range>
static Attribute convertElements(TileType type, bool splat, Range values,
                                 function_ref<std::optional<Out>(const In &)> convert) {
  SmallVector<Out> out;
  for (const In &v : values) {
    std::optional<Out> r = convert(v);
    if (!r)
      return {};
    out.push_back(*r);
    if (splat)
      break;
  }
  return DenseElementsAttr::get(type, out);
}

OpFoldResult BitcastOp::fold(FoldAdaptor adaptor) {
  if (getSource().getType() == getType())
    return getSource();
  if (auto dense = dyn_cast_or_null<DenseIntOrFPElementsAttr>(adaptor.getSource()))
    return dense.bitcast(getType().getElementType());
  if (auto inner = getSource().getDefiningOp<BitcastOp>()) {
    if (inner.getSource().getType() == getType())
      return inner.getSource();
    getSourceMutable().assign(inner.getSource());
    return getResult();
  }
  return {};
}

OpFoldResult ExtIOp::fold(FoldAdaptor adaptor) {
  bool isSigned = getSignedness() == Signedness::Signed;
  Type to = getTo().getType().getElementType();
  unsigned width = to.getIntOrFloatBitWidth();
  if (DenseIntElementsAttr dense = foldableInts(adaptor.getFrom()))
    return dense.mapValues(to, [&](const APInt &v) {
      return isSigned ? v.sext(width) : v.zext(width);
    });
  // After a zero extension the top bit is clear, so any second extension is
  // a zero extension of the original; two sign extensions are one.
  if (auto inner = getFrom().getDefiningOp<ExtIOp>()) {
    if (inner.getSignedness() == Signedness::Unsigned || isSigned) {
      getFromMutable().assign(inner.getFrom());
      setSignedness(inner.getSignedness());
      return getResult();
    }
  }
  return {};
}

OpFoldResult TruncIOp::fold(FoldAdaptor adaptor) {
  Type to = getTo().getType().getElementType();
  unsigned width = to.getIntOrFloatBitWidth();
  if (DenseIntElementsAttr dense = foldableInts(adaptor.getFrom()))
    return dense.mapValues(to, [&](const APInt &v) { return v.trunc(width); });
  // Extending then truncating back drops exactly the added bits.
  if (auto ext = getFrom().getDefiningOp<ExtIOp>())
    if (ext.getFrom().getType() == getTo().getType())
      return ext.getFrom();
  // Two truncations are one; a no-wrap promise holds only if both made it
  // (the flag values are bit sets: nsw = 1, nuw = 2).
  if (auto inner = getFrom().getDefiningOp<TruncIOp>()) {
    auto flags = static_cast<uint32_t>(getOverflow()) &
                 static_cast<uint32_t>(inner.getOverflow());
    getFromMutable().assign(inner.getFrom());
    setOverflow(static_cast<IntegerOverflow>(flags));
    return getResult();
  }
  return {};
}

OpFoldResult IToFOp::fold(FoldAdaptor adaptor) {
  DenseIntElementsAttr dense = foldableInts(adaptor.getFrom());
  if (!dense || getRoundingMode() != RoundingMode::nearest_even)
    return {};
  bool isSigned = getSignedness() == Signedness::Signed;
  auto to = cast<FloatType>(getTo().getType().getElementType());
  return convertElements<APInt, APFloat>(
      getTo().getType(), dense.isSplat(), dense.getValues<APInt>(),
      [&](const APInt &v) -> std::optional<APFloat> {
        APFloat f(to.getFloatSemantics());
        APFloat::opStatus s =
            f.convertFromAPInt(v, isSigned, APFloat::rmNearestTiesToEven);
        if (!acceptConversion(s, to, /*nearestEven=*/true))
          return std::nullopt;
        return f;
      });
}

OpFoldResult FToIOp::fold(FoldAdaptor adaptor) {
  DenseFPElementsAttr dense = foldableFloats(adaptor.getFrom());
  Type to = getTo().getType().getElementType();
  // The device's out-of-range and i1 behaviour is not modelled: only fold
  // values that fit.
  if (!dense || to.isInteger(1) ||
      getRoundingMode() != RoundingMode::nearest_int_to_zero)
    return {};
  bool isUnsigned = getSignedness() == Signedness::Unsigned;
  unsigned width = to.getIntOrFloatBitWidth();
  return convertElements<APFloat, APInt>(
      getTo().getType(), dense.isSplat(), dense.getValues<APFloat>(),
      [&](const APFloat &v) -> std::optional<APInt> {
        APSInt r(width, isUnsigned);
        bool exact = false;
        APFloat::opStatus s =
            v.convertToInteger(r, APFloat::rmTowardZero, &exact);
        if (s != APFloat::opOK && s != APFloat::opInexact)
          return std::nullopt;
        return APInt(r);
      });
}

OpFoldResult FToFOp::fold(FoldAdaptor adaptor) {
  DenseFPElementsAttr dense = foldableFloats(adaptor.getFrom());
  if (!dense)
    return {};
  auto to = cast<FloatType>(getTo().getType().getElementType());
  bool nearestEven = getRoundingMode() == RoundingMode::nearest_even;
  return convertElements<APFloat, APFloat>(
      getTo().getType(), dense.isSplat(), dense.getValues<APFloat>(),
      [&](const APFloat &v) -> std::optional<APFloat> {
        // NaN payloads and quieting differ between host and device.
        if (v.isNaN())
          return std::nullopt;
        APFloat r = v;
        bool losesInfo = false;
        APFloat::opStatus s = r.convert(to.getFloatSemantics(),
                                        APFloat::rmNearestTiesToEven,
                                        &losesInfo);
        if (r.isNaN() || !acceptConversion(s, to, nearestEven))
          return std::nullopt;
        return r;
      });
}

OpFoldResult IntToPtrOp::fold(FoldAdaptor) {
  if (auto inner = getSource().getDefiningOp<PtrToIntOp>())
    if (inner.getSource().getType() == getType())
      return inner.getSource();
  return {};
}

OpFoldResult PtrToIntOp::fold(FoldAdaptor) {
  if (auto inner = getSource().getDefiningOp<IntToPtrOp>())
    if (inner.getSource().getType() == getType())
      return inner.getSource();
  return {};
}

OpFoldResult PtrToPtrOp::fold(FoldAdaptor) {
  if (getSource().getType() == getType())
    return getSource();
  if (auto inner = getSource().getDefiningOp<PtrToPtrOp>()) {
    if (inner.getSource().getType() == getType())
      return inner.getSource();
    getSourceMutable().assign(inner.getSource());
    return getResult();
  }
  return {};
}

#define GET_OP_CLASSES
#include "TileIR/Dialect/CudaTile/IR/CudaTileConversionOps.cpp.inc"
