//===- CudaTileIntOps.cpp - integer op parsers and verifiers ----------------===//
//
// Folders live in CudaTileIntFolds.cpp.
//
//===----------------------------------------------------------------------===//
#include "TileIR/Dialect/CudaTile/IR/CudaTileOps.h"

#include "CudaTileArithSyntax.h"

using namespace mlir;
using namespace mlir::cuda_tile;

#define GET_OP_CLASSES
#include "TileIR/Dialect/CudaTile/IR/CudaTileIntOps.cpp.inc"

// negi has signed semantics, so only the signed wrap flag means anything.
LogicalResult NegIOp::verify() {
  IntegerOverflow flag = getOverflow();
  if (flag == IntegerOverflow::no_unsigned_wrap)
    return emitOpError("overflow flag '")
           << stringifyIntegerOverflow(flag) << "' is not supported";
  return success();
}

LogicalResult DivIOp::verify() {
  RoundingMode rounding = getRounding();
  if (rounding != RoundingMode::zero && rounding != RoundingMode::negative_inf &&
      rounding != RoundingMode::positive_inf)
    return emitOpError("rounding must be zero, negative_inf or positive_inf, "
                       "got ")
           << stringifyRoundingMode(rounding);
  // Floor division of unsigned values is truncation; the reference rejects it.
  if (rounding == RoundingMode::negative_inf &&
      getSignedness() == Signedness::Unsigned)
    return emitOpError("rounding 'negative_inf' needs 'signed' operands");
  return success();
}
