//===- CudaTileDebugInfo.h - debug-info scope rules (private) -------------===//
#ifndef TILEIR_LIB_DIALECT_CUDATILE_IR_CUDATILEDEBUGINFO_H
#define TILEIR_LIB_DIALECT_CUDATILE_IR_CUDATILEDEBUGINFO_H

#include "mlir/IR/Operation.h"

namespace mlir::cuda_tile {
/// A function's own location: not a call site; its scope, if any, is the
/// subprogram that names it.
LogicalResult verifyFunctionDebugInfo(Operation *func, StringRef name);
/// Every op of a function body is in the function's subprogram, or in none
/// when the function has none.
LogicalResult verifyFunctionBodyDebugInfo(Operation *func);
/// A module-level op that is not a function (a global) has no scope.
LogicalResult verifyModuleLevelDebugInfo(Operation *op);
} // namespace mlir::cuda_tile

#endif
