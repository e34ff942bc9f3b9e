/*===- TileIR-c/CudaTile.h - C API of the cuda_tile dialect -------*- C -*-===*\
|*                                                                            *|
|* For compilers that link TileIR from C (or through an FFI): register the   *|
|* dialect and build and inspect its types.                                  *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/
#ifndef TILEIR_C_CUDATILE_H
#define TILEIR_C_CUDATILE_H

#include "mlir-c/IR.h"
#include "mlir-c/Support.h"

#ifdef __cplusplus
extern "C" {
#endif

MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(CudaTile, cuda_tile);

/// Registers cuda_tile in `registry` (for contexts built from a registry).
MLIR_CAPI_EXPORTED void tileirRegisterCudaTileDialect(MlirDialectRegistry registry);

/* tile<d0 x d1 x ... x elem> */
MLIR_CAPI_EXPORTED bool tileirTypeIsATile(MlirType type);
/// Returns a null type (and emits nothing) when the shape or element is invalid.
MLIR_CAPI_EXPORTED MlirType tileirTileTypeGet(MlirContext ctx, intptr_t rank,
                                              const int64_t *shape,
                                              MlirType elementType);
MLIR_CAPI_EXPORTED intptr_t tileirTileTypeGetRank(MlirType type);
MLIR_CAPI_EXPORTED int64_t tileirTileTypeGetDimSize(MlirType type, intptr_t dim);
MLIR_CAPI_EXPORTED MlirType tileirTileTypeGetElementType(MlirType type);

/* ptr<elem> */
MLIR_CAPI_EXPORTED bool tileirTypeIsAPointer(MlirType type);
MLIR_CAPI_EXPORTED MlirType tileirPointerTypeGet(MlirContext ctx, MlirType pointee);
MLIR_CAPI_EXPORTED MlirType tileirPointerTypeGetPointeeType(MlirType type);

/* token */
MLIR_CAPI_EXPORTED bool tileirTypeIsAToken(MlirType type);
MLIR_CAPI_EXPORTED MlirType tileirTokenTypeGet(MlirContext ctx);

/* tensor_view<shape x elem, strides=[...]>; dynamic entries are
 * tileirDynamicSize(). */
MLIR_CAPI_EXPORTED int64_t tileirDynamicSize(void);
MLIR_CAPI_EXPORTED bool tileirTypeIsATensorView(MlirType type);
MLIR_CAPI_EXPORTED MlirType tileirTensorViewTypeGet(MlirContext ctx,
                                                    MlirType elementType,
                                                    intptr_t rank,
                                                    const int64_t *shape,
                                                    const int64_t *strides);
MLIR_CAPI_EXPORTED intptr_t tileirTensorViewTypeGetRank(MlirType type);
MLIR_CAPI_EXPORTED int64_t tileirTensorViewTypeGetDimSize(MlirType type, intptr_t dim);
MLIR_CAPI_EXPORTED int64_t tileirTensorViewTypeGetStride(MlirType type, intptr_t dim);

/* partition_view<tile=(...), tensor_view<...>> */
MLIR_CAPI_EXPORTED bool tileirTypeIsAPartitionView(MlirType type);
MLIR_CAPI_EXPORTED MlirType tileirPartitionViewTypeGet(MlirContext ctx,
                                                       intptr_t rank,
                                                       const int32_t *tileShape,
                                                       MlirType tensorView);
MLIR_CAPI_EXPORTED MlirType tileirPartitionViewTypeGetTensorView(MlirType type);

#ifdef __cplusplus
}
#endif

#endif /* TILEIR_C_CUDATILE_H */
