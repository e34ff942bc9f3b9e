//===- CudaTileFloatOps.cpp - float op parsers and verifiers ----------------===//
//
// Folders live in CudaTileFloatFolds.cpp.
//
//===----------------------------------------------------------------------===//
#include "TileIR/Dialect/CudaTile/IR/CudaTileOps.h"

#include "CudaTileArithSyntax.h"

using namespace mlir;
using namespace mlir::cuda_tile;
using namespace mlir::cuda_tile::arith_syntax;

//===----------------------------------------------------------------------===//
// Custom directives
//===----------------------------------------------------------------------===//

static constexpr RoundingMode kIEEEModes[] = {
    RoundingMode::nearest_even, RoundingMode::zero, RoundingMode::negative_inf,
    RoundingMode::positive_inf};
static constexpr RoundingMode kDivFModes[] = {
    RoundingMode::nearest_even, RoundingMode::zero, RoundingMode::negative_inf,
    RoundingMode::positive_inf, RoundingMode::approx, RoundingMode::full};
static constexpr RoundingMode kSqrtModes[] = {
    RoundingMode::nearest_even, RoundingMode::zero, RoundingMode::negative_inf,
    RoundingMode::positive_inf, RoundingMode::approx};
static constexpr RoundingMode kFullOrApproxModes[] = {RoundingMode::approx,
                                                      RoundingMode::full};

static ParseResult parseIEEERounding(OpAsmParser &p, RoundingModeAttr &attr) {
  return parseOptionalRounding(p, attr, RoundingMode::nearest_even, kIEEEModes);
}
static void printIEEERounding(OpAsmPrinter &p, Operation *,
                              RoundingModeAttr attr) {
  printOptionalRounding(p, attr, RoundingMode::nearest_even);
}

static ParseResult parseDivFRounding(OpAsmParser &p, RoundingModeAttr &attr) {
  return parseOptionalRounding(p, attr, RoundingMode::nearest_even, kDivFModes);
}
static void printDivFRounding(OpAsmPrinter &p, Operation *,
                              RoundingModeAttr attr) {
  printOptionalRounding(p, attr, RoundingMode::nearest_even);
}

static ParseResult parseSqrtRounding(OpAsmParser &p, RoundingModeAttr &attr) {
  return parseOptionalRounding(p, attr, RoundingMode::nearest_even, kSqrtModes);
}
static void printSqrtRounding(OpAsmPrinter &p, Operation *,
                              RoundingModeAttr attr) {
  printOptionalRounding(p, attr, RoundingMode::nearest_even);
}

static ParseResult parseFullOrApproxRounding(OpAsmParser &p,
                                             RoundingModeAttr &attr) {
  return parseOptionalRounding(p, attr, RoundingMode::full, kFullOrApproxModes);
}
static void printFullOrApproxRounding(OpAsmPrinter &p, Operation *,
                                      RoundingModeAttr attr) {
  printOptionalRounding(p, attr, RoundingMode::full);
}

static ParseResult parseComparisonOrdering(OpAsmParser &parser,
                                           ComparisonOrderingAttr &attr) {
  ComparisonOrdering value{};
  if (parseEnumKeyword(
          parser, value,
          [](StringRef s) { return symbolizeComparisonOrdering(s); },
          "comparison ordering", {"ordered", "unordered"}))
    return failure();
  attr = ComparisonOrderingAttr::get(parser.getContext(), value);
  return success();
}
static void printComparisonOrdering(OpAsmPrinter &p, Operation *,
                                    ComparisonOrderingAttr attr) {
  p << stringifyComparisonOrdering(attr.getValue());
}

#define GET_OP_CLASSES
#include "TileIR/Dialect/CudaTile/IR/CudaTileFloatOps.cpp.inc"

//===----------------------------------------------------------------------===//
// Verifiers
//===----------------------------------------------------------------------===//

static Type elementTypeOf(Value v) {
  return cast<TileType>(v.getType()).getElementType();
}

/// `flush_to_zero` and `rounding<approx>`/`rounding<full>` exist for f32 only.
static LogicalResult verifyF32Only(Operation *op, Type element, bool present,
                                   const Twine &modifier) {
  if (present && !element.isF32())
    return op->emitOpError() << modifier << " is only supported on f32, got "
                             << element;
  return success();
}

static LogicalResult verifyRoundingIn(Operation *op, RoundingMode mode,
                                      ArrayRef<RoundingMode> allowed) {
  if (llvm::is_contained(allowed, mode))
    return success();
  InFlightDiagnostic diag = op->emitOpError("rounding mode must be one of ");
  llvm::interleaveComma(allowed, diag, [&](RoundingMode m) {
    diag << stringifyRoundingMode(m);
  });
  return diag << ", got " << stringifyRoundingMode(mode);
}

/// Shared by the ops with an IEEE rounding mode and flush_to_zero.
template <typename OpT>
static LogicalResult verifyRoundedOp(OpT op, ArrayRef<RoundingMode> allowed) {
  Type element = elementTypeOf(op.getResult());
  RoundingMode mode = op.getRoundingMode();
  if (failed(verifyRoundingIn(op, mode, allowed)) ||
      failed(verifyF32Only(op, element, op.getFlushToZero(), "flush_to_zero")))
    return failure();
  if (mode == RoundingMode::approx || mode == RoundingMode::full)
    return verifyF32Only(op, element, true,
                         Twine("rounding<") + stringifyRoundingMode(mode) + ">");
  return success();
}

LogicalResult AddFOp::verify() { return verifyRoundedOp(*this, kIEEEModes); }
LogicalResult SubFOp::verify() { return verifyRoundedOp(*this, kIEEEModes); }
LogicalResult MulFOp::verify() { return verifyRoundedOp(*this, kIEEEModes); }
LogicalResult FmaOp::verify() { return verifyRoundedOp(*this, kIEEEModes); }
LogicalResult DivFOp::verify() { return verifyRoundedOp(*this, kDivFModes); }
LogicalResult SqrtOp::verify() { return verifyRoundedOp(*this, kSqrtModes); }

template <typename OpT>
static LogicalResult verifyFtzOnly(OpT op) {
  return verifyF32Only(op, elementTypeOf(op.getResult()), op.getFlushToZero(),
                       "flush_to_zero");
}

LogicalResult RsqrtOp::verify() { return verifyFtzOnly(*this); }
LogicalResult Exp2Op::verify() { return verifyFtzOnly(*this); }
LogicalResult MaxFOp::verify() { return verifyFtzOnly(*this); }
LogicalResult MinFOp::verify() { return verifyFtzOnly(*this); }

template <typename OpT>
static LogicalResult verifyFullOrApprox(OpT op) {
  RoundingMode mode = op.getRoundingMode();
  if (failed(verifyRoundingIn(op, mode, kFullOrApproxModes)))
    return failure();
  return verifyF32Only(op, elementTypeOf(op.getResult()),
                       mode == RoundingMode::approx, "rounding<approx>");
}

LogicalResult ExpOp::verify() { return verifyFullOrApprox(*this); }
LogicalResult TanHOp::verify() { return verifyFullOrApprox(*this); }

LogicalResult FPowIOp::verify() {
  // cuTile narrows exponents to i8/i16/i32; an i1 or i4 exponent has no
  // meaning as a power and i64 no encoder producing it.
  unsigned width = getExponent().getType().getElementType().getIntOrFloatBitWidth();
  if (width != 8 && width != 16 && width != 32)
    return emitOpError("exponent must be a tile of i8, i16 or i32, got ")
           << getExponent().getType();
  return success();
}
