//===- CudaTileOpBase.td - shared pieces of cuda_tile ops ----*- tablegen -*-===//
//
// Every op group's .td includes this file (and no other group), so each group
// generates its own .inc files and rebuilds alone.
//
//===----------------------------------------------------------------------===//
#ifndef TILEIR_CUDATILE_OPBASE_TD
#define TILEIR_CUDATILE_OPBASE_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/OpAsmInterface.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/FunctionInterfaces.td"
include "mlir/Interfaces/CallInterfaces.td"
include "mlir/Interfaces/LoopLikeInterface.td"
include "TileIR/Dialect/CudaTile/IR/CudaTileDialect.td"
include "TileIR/Dialect/CudaTile/IR/CudaTileEnums.td"
include "TileIR/Dialect/CudaTile/IR/CudaTileAttrs.td"
include "TileIR/Dialect/CudaTile/IR/CudaTileTypes.td"

// `sinceVersion` is the Tile IR version that introduced the op; the bytecode
// writer refuses to write an op into an older version.
class CT_Op<string mnemonic, string version, list<Trait> traits = []>
    : Op<CudaTile_Dialect, mnemonic, traits> {
  string sinceVersion = version;
}

// Ops holding regions whose ops may drop the `cuda_tile.` prefix.
def CT_DefaultDialect : NativeOpTrait<"CudaTileDefaultDialect">;
defvar CT_DefaultDialectDecl = [{
  static ::llvm::StringRef getDefaultDialect() { return "cuda_tile"; }
}];

#endif
