//===- Passes.td - PTX emission as a pass ------------------*- tablegen -*-===//
#ifndef TILEIR_TARGET_PTX_PASSES_TD
#define TILEIR_TARGET_PTX_PASSES_TD

include "mlir/Pass/PassBase.td"

def TileEmitPTX : Pass<"tile-emit-ptx", "::mlir::ModuleOp"> {
  let summary = "Write PTX (and optionally a cubin and the manifest) of each "
                "lowered gpu.module";
  let description = [{
    The chip comes from the gpu.module's #nvvm.target
    (tile-attach-nvvm-target) unless `chip` is given. Only locations change:
    each gpu.module's dialect locations become the builtin ones they wrap
    (as tile-builtin-locations does), the only ones LLVM's debug-info export
    reads; ops, types and attributes are left as they are, so every
    analysis is kept.
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
    Option<"boundAtOccupancy", "bound-at-occupancy", "bool",
           /*default=*/"true",
           "Assemble a kernel without a bound of its own again under the "
           "blocks per SM its registers allow (as tile-translate does)">,
  ];
}

def TileBuiltinLocations : Pass<"tile-builtin-locations"> {
  let summary = "Rewrite dialect locations into the builtin ones they wrap";
  let description = [{
    LLVM's debug-info export understands only builtin locations. cuda_tile's
    debug locations (di_loc from bytecode import) become the file:line:col
    they wrap; a call site (a helper the front end inlined) becomes the
    callee's own location, since line tables name the line an op came from;
    names and fusions keep their shape, and a fusion's metadata stays only
    when it is an LLVM debug scope. Only locations change, so the rewrite
    cannot alter what the program computes. Run before
    `ensure-debug-info-scope-on-llvm-func`, so each function's subprogram
    and each line name the file the front end wrote.
  }];
}

#endif
