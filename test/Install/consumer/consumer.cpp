// Links the installed dialect library and parses a cuda_tile module.
#include "TileIR/Dialect/CudaTile/IR/CudaTileOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/raw_ostream.h"

int main() {
  mlir::MLIRContext ctx;
  ctx.loadDialect<mlir::cuda_tile::CudaTileDialect>();
  auto module = mlir::parseSourceString(
      "cuda_tile.module @m { entry @k(%a: tile<ptr<f32>>) {} }", &ctx);
  if (!module)
    return 1;
  module->print(llvm::outs());
  return 0;
}
