/* A program written in C against TileIR's C API: it registers the dialect,
 * parses a module, and builds and inspects types. The same file is the lit
 * test that runs it. */
// RUN: tileir-capi-test 2>&1 | FileCheck %s

#include "TileIR-c/CudaTile.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/IR.h"

#include <stdio.h>
#include <string.h>

static void printType(const char *label, MlirType type) {
  fprintf(stderr, "%s: ", label);
  mlirTypeDump(type);
}

static int testTypes(MlirContext ctx) {
  // CHECK-LABEL: types
  fprintf(stderr, "types\n");
  MlirType f32 = mlirF32TypeGet(ctx);
  int64_t shape[] = {8, 16};
  MlirType tile = tileirTileTypeGet(ctx, 2, shape, f32);
  // CHECK: tile: !cuda_tile.tile<8x16xf32>
  printType("tile", tile);
  // CHECK: rank 2 dims 8 16 isTile 1
  fprintf(stderr, "rank %ld dims %ld %ld isTile %d\n",
          (long)tileirTileTypeGetRank(tile),
          (long)tileirTileTypeGetDimSize(tile, 0),
          (long)tileirTileTypeGetDimSize(tile, 1), tileirTypeIsATile(tile));

  int64_t bad[] = {3};
  // A non-power-of-two dim is rejected with a null type, not an abort.
  // CHECK: bad tile is null: 1
  fprintf(stderr, "bad tile is null: %d\n",
          mlirTypeIsNull(tileirTileTypeGet(ctx, 1, bad, f32)));

  MlirType ptr = tileirPointerTypeGet(ctx, mlirF16TypeGet(ctx));
  // CHECK: ptr: !cuda_tile.ptr<f16>
  printType("ptr", ptr);
  // CHECK: scalar ptr tile: !cuda_tile.tile<ptr<f16>>
  printType("scalar ptr tile", tileirTileTypeGet(ctx, 0, NULL, ptr));

  int64_t tvShape[] = {tileirDynamicSize(), 1024};
  int64_t tvStrides[] = {tileirDynamicSize(), 1};
  MlirType tv = tileirTensorViewTypeGet(ctx, f32, 2, tvShape, tvStrides);
  // CHECK: tensor_view: !cuda_tile.tensor_view<?x1024xf32, strides=[?,1]>
  printType("tensor_view", tv);
  int32_t tileShape[] = {4, 1024};
  MlirType pv = tileirPartitionViewTypeGet(ctx, 2, tileShape, tv);
  // CHECK: partition_view: !cuda_tile.partition_view<tile=(4x1024), tensor_view<?x1024xf32, strides=[?,1]>>
  printType("partition_view", pv);
  // CHECK: token: !cuda_tile.token
  printType("token", tileirTokenTypeGet(ctx));
  return 0;
}

static int testParse(MlirContext ctx) {
  // CHECK-LABEL: parse
  fprintf(stderr, "parse\n");
  const char *src = "cuda_tile.module @m {\n"
                    "  entry @k(%a: tile<ptr<f32>>, %n: tile<i32>) {\n"
                    "  }\n"
                    "}\n";
  MlirModule module =
      mlirModuleCreateParse(ctx, mlirStringRefCreateFromCString(src));
  if (mlirModuleIsNull(module)) {
    fprintf(stderr, "parse failed\n");
    return 1;
  }
  // CHECK: cuda_tile.module @m
  // CHECK: entry @k(%{{.*}}: tile<ptr<f32>>, %{{.*}}: tile<i32>)
  mlirOperationDump(mlirModuleGetOperation(module));
  mlirModuleDestroy(module);
  return 0;
}

int main(void) {
  MlirContext ctx = mlirContextCreate();
  mlirDialectHandleRegisterDialect(mlirGetDialectHandle__cuda_tile__(), ctx);
  mlirContextGetOrLoadDialect(ctx, mlirStringRefCreateFromCString("cuda_tile"));
  int rc = testTypes(ctx) || testParse(ctx);
  mlirContextDestroy(ctx);
  return rc;
}
