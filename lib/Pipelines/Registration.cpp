//===- Registration.cpp - what tools need to replay the lowering ----------===//
#include "TileIR/Pipelines/Pipelines.h"

#include "TileIR/Conversion/Passes.h"
#include "TileIR/Dialect/CudaTile/Transforms/Passes.h"
#include "TileIR/Dialect/TileSIMT/Transforms/Passes.h"
#include "TileIR/Target/PTX/Passes.h"

#include "mlir/Conversion/ArithToLLVM/ArithToLLVM.h"
#include "mlir/Conversion/ControlFlowToLLVM/ControlFlowToLLVM.h"
#include "mlir/Conversion/MathToLLVM/MathToLLVM.h"
#include "mlir/Conversion/Passes.h"
#include "mlir/Conversion/UBToLLVM/UBToLLVM.h"
#include "mlir/Conversion/VectorToLLVM/ConvertVectorToLLVM.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/IR/DialectRegistry.h"

using namespace mlir;

void mlir::tileir::registerLoweringDialects(DialectRegistry &registry) {
  registry.insert<simt::TileSIMTDialect, gpu::GPUDialect, NVVM::NVVMDialect,
                  LLVM::LLVMDialect, arith::ArithDialect, math::MathDialect,
                  scf::SCFDialect, vector::VectorDialect,
                  cf::ControlFlowDialect>();
  // convert-gpu-to-nvvm lowers every dialect that offers these interfaces.
  arith::registerConvertArithToLLVMInterface(registry);
  cf::registerConvertControlFlowToLLVMInterface(registry);
  registerConvertMathToLLVMInterface(registry);
  vector::registerConvertVectorToLLVMInterface(registry);
  ub::registerConvertUBToLLVMInterface(registry);
}

void mlir::tileir::registerLoweringPasses() {
  registerTileIRConversionPasses();
  registerTileSpecialize();
  registerTileExpandViews();
  registerTileRaisePointerAccesses();
  registerTileIRTileSIMTTransformsPasses();
  registerTileIRTargetPTXPasses();
  registerConvertGpuOpsToNVVMOps();
  registerSCFToControlFlowPass();
  registerReconcileUnrealizedCastsPass();
  registerTileToPTXPipeline();
}
