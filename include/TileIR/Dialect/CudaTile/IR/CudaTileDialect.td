//===- CudaTileDialect.td - the cuda_tile dialect ------------*- tablegen -*-===//
//
// The dialect definition alone, so that every .td of the dialect can include
// it without pulling in ops.
//
//===----------------------------------------------------------------------===//
#ifndef TILEIR_CUDATILE_DIALECT_TD
#define TILEIR_CUDATILE_DIALECT_TD

include "mlir/IR/OpBase.td"

def CudaTile_Dialect : Dialect {
  let name = "cuda_tile";
  let cppNamespace = "::mlir::cuda_tile";
  let summary = "Tile IR: NVIDIA's tile-level GPU programming IR (13.3 compatible)";
  let description = [{
    A tile program describes the work of one tile block over multi-dimensional
    tiles; the compiler chooses how threads share that work. The textual and
    binary forms are compatible with NVIDIA's cuda_tile 13.3.
  }];
  let useDefaultTypePrinterParser = 1;
  let useDefaultAttributePrinterParser = 1;
  let hasConstantMaterializer = 1;
  let dependentDialects = [];
  let extraClassDeclaration = [{
    void registerTypes();
    void registerAttributes();
    void registerOps();
  }];
}

#endif
