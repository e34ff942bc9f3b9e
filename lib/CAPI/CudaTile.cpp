//===- CudaTile.cpp - C API of the cuda_tile dialect ----------------------===//
#include "TileIR-c/CudaTile.h"

#include "TileIR/Dialect/CudaTile/IR/CudaTileOps.h"
#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Registration.h"
#include "mlir/CAPI/Support.h"

using namespace mlir;
using namespace mlir::cuda_tile;

MLIR_DEFINE_CAPI_DIALECT_REGISTRATION(CudaTile, cuda_tile, CudaTileDialect)

/// Builds a type with its verifier, returning null instead of reporting:
/// C callers check for a null type.
template <typename T, typename... Args>
static MlirType getCheckedQuietly(MLIRContext *ctx, Args &&...args) {
  ScopedDiagnosticHandler quiet(ctx, [](Diagnostic &) { return success(); });
  auto emit = [ctx] { return emitError(UnknownLoc::get(ctx)); };
  return wrap(T::getChecked(emit, ctx, std::forward<Args>(args)...));
}

void tileirRegisterCudaTileDialect(MlirDialectRegistry registry) {
  unwrap(registry)->insert<CudaTileDialect>();
}

bool tileirTypeIsATile(MlirType type) { return isa<TileType>(unwrap(type)); }

MlirType tileirTileTypeGet(MlirContext ctx, intptr_t rank, const int64_t *shape,
                           MlirType elementType) {
  return getCheckedQuietly<TileType>(unwrap(ctx), ArrayRef<int64_t>(shape, rank),
                                     unwrap(elementType));
}

intptr_t tileirTileTypeGetRank(MlirType type) {
  return cast<TileType>(unwrap(type)).getShape().size();
}

int64_t tileirTileTypeGetDimSize(MlirType type, intptr_t dim) {
  return cast<TileType>(unwrap(type)).getShape()[dim];
}

MlirType tileirTileTypeGetElementType(MlirType type) {
  return wrap(cast<TileType>(unwrap(type)).getElementType());
}

bool tileirTypeIsAPointer(MlirType type) {
  return isa<PointerType>(unwrap(type));
}

MlirType tileirPointerTypeGet(MlirContext ctx, MlirType pointee) {
  return getCheckedQuietly<PointerType>(unwrap(ctx), unwrap(pointee));
}

MlirType tileirPointerTypeGetPointeeType(MlirType type) {
  return wrap(cast<PointerType>(unwrap(type)).getPointeeType());
}

bool tileirTypeIsAToken(MlirType type) { return isa<TokenType>(unwrap(type)); }

MlirType tileirTokenTypeGet(MlirContext ctx) {
  return wrap(TokenType::get(unwrap(ctx)));
}

int64_t tileirDynamicSize(void) { return ShapedType::kDynamic; }

bool tileirTypeIsATensorView(MlirType type) {
  return isa<TensorViewType>(unwrap(type));
}

MlirType tileirTensorViewTypeGet(MlirContext ctx, MlirType elementType,
                                 intptr_t rank, const int64_t *shape,
                                 const int64_t *strides) {
  return getCheckedQuietly<TensorViewType>(unwrap(ctx), unwrap(elementType),
                                           ArrayRef<int64_t>(shape, rank),
                                           ArrayRef<int64_t>(strides, rank));
}

intptr_t tileirTensorViewTypeGetRank(MlirType type) {
  return cast<TensorViewType>(unwrap(type)).getRank();
}

int64_t tileirTensorViewTypeGetDimSize(MlirType type, intptr_t dim) {
  return cast<TensorViewType>(unwrap(type)).getShape()[dim];
}

int64_t tileirTensorViewTypeGetStride(MlirType type, intptr_t dim) {
  return cast<TensorViewType>(unwrap(type)).getStrides()[dim];
}

bool tileirTypeIsAPartitionView(MlirType type) {
  return isa<PartitionViewType>(unwrap(type));
}

MlirType tileirPartitionViewTypeGet(MlirContext ctx, intptr_t rank,
                                    const int32_t *tileShape,
                                    MlirType tensorView) {
  auto tv = dyn_cast<TensorViewType>(unwrap(tensorView));
  if (!tv)
    return MlirType{nullptr};
  SmallVector<int32_t> dimMap;
  for (intptr_t i = 0; i < rank; ++i)
    dimMap.push_back(static_cast<int32_t>(i));
  return getCheckedQuietly<PartitionViewType>(
      unwrap(ctx),
      DenseI32ArrayAttr::get(unwrap(ctx), ArrayRef<int32_t>(tileShape, rank)),
      tv, ArrayRef<int32_t>(dimMap), PaddingValueAttr());
}

MlirType tileirPartitionViewTypeGetTensorView(MlirType type) {
  return wrap(cast<PartitionViewType>(unwrap(type)).getTensorView());
}
