//===- Passes.td - PTX emission as a pass ------------------*- tablegen -*-===//
#ifndef TILEIR_TARGET_PTX_PASSES_TD
#define TILEIR_TARGET_PTX_PASSES_TD

include "mlir/Pass/PassBase.td"

def TileEmitPTX : Pass<"tile-emit-ptx", "::mlir::ModuleOp"> {
  let summary = "Write PTX (and optionally a cubin and the manifest) of each "
                "lowered gpu.module";
  let description = [{
    The IR is left unchanged. The chip comes from the gpu.module's
    #nvvm.target (tile-attach-nvvm-target) unless `chip` is given.
  }];
  let options = [
    Option<"chip", "chip", "std::string", /*default=*/"\"\"",
           "Override the target chip">,
    Option<"output", "output", "std::string", /*default=*/"\"-\"",
           "PTX file ('-' for stdout, '' for none)">,
    Option<"cubin", "cubin", "std::string", /*default=*/"\"\"",
           "Also assemble with ptxas into this file">,
    Option<"manifest", "manifest", "std::string", /*default=*/"\"\"",
           "Write the launch manifest JSON here ('-' for stdout)">,
  ];
}

#endif
