//===- tile-opt.cpp - TileIR's pass driver --------------------------------===//
//
// MlirOptMain with the cuda_tile dialect, our passes and pipelines, and only
// the upstream passes the project uses (canonicalize, cse, ...).
//
//===----------------------------------------------------------------------===//
#include "TileIR/Dialect/CudaTile/IR/CudaTileOps.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "mlir/Transforms/Passes.h"

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  registry.insert<mlir::cuda_tile::CudaTileDialect>();
  mlir::registerCanonicalizerPass();
  mlir::registerCSEPass();
  mlir::registerSymbolDCEPass();
  mlir::registerInlinerPass();
  mlir::registerStripDebugInfoPass();
  return mlir::asMainReturnCode(
      mlir::MlirOptMain(argc, argv, "TileIR optimizer driver\n", registry));
}
