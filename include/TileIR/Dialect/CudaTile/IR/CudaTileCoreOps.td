//===- CudaTileCoreOps.td - module, entry, return, globals --*- tablegen -*-===//
#ifndef TILEIR_CUDATILE_COREOPS_TD
#define TILEIR_CUDATILE_COREOPS_TD

include "TileIR/Dialect/CudaTile/IR/CudaTileOpBase.td"

def CT_ModuleOp : CT_Op<"module", "13.1", [
    IsolatedFromAbove, SymbolTable, Symbol, NoTerminator, SingleBlock,
    NoRegionArguments, OpAsmOpInterface]> {
  let summary = "a compilation unit holding entries and globals";
  let description = [{
    The top-level container of Tile IR: one compilation unit, named by its
    symbol. Its single block holds only `entry` kernels and `global` buffers
    (plus `testing$func` in tests and the 13.5 preview ops); the verifier
    rejects any other op at its top level, because nothing else has a meaning
    outside a kernel. Inside it the `cuda_tile.` prefix of ops and types may be
    left out. `producer` (13.3) optionally names the tool that wrote the module.
    ```
    cuda_tile.module @m {
      entry @k(%p: tile<ptr<f32>>) { ... }
    }
    ```
  }];
  let arguments = (ins SymbolNameAttr:$sym_name, OptionalAttr<StrAttr>:$producer);
  let regions = (region MaxSizedRegion<1>:$body);
  let assemblyFormat = "$sym_name attr-dict-with-keyword $body";
  let hasVerifier = 1;
  let skipDefaultBuilders = 1;
  let builders = [OpBuilder<(ins "::llvm::StringRef":$name)>];
  let extraClassDeclaration = CT_DefaultDialectDecl;
}

def CT_EntryOp : CT_Op<"entry", "13.1", [
    IsolatedFromAbove, Symbol, FunctionOpInterface, OpAsmOpInterface,
    SingleBlockImplicitTerminator<"ReturnOp">,
    HasParent<"ModuleOp">, AutomaticAllocationScope]> {
  let summary = "a kernel: one tile block's program";
  let description = [{
    A kernel: the program one tile block runs, launched over a grid of tile
    blocks (see `get_tile_block_id`). It returns nothing, and the verifier
    requires every tile argument to be rank 0 (a scalar or a pointer), since
    kernel parameters are passed by value from the host. The block arguments
    must match the signature. `optimization_hints` may give per-architecture
    `num_cta_in_cga`, `num_worker_warps_per_cta` and `occupancy`. A trailing
    `return` may be left out.
    ```
    entry @k(%p: tile<ptr<f32>>, %n: tile<i32>)
        optimization_hints=<sm_90 = {num_cta_in_cga = 2}> {
      return
    }
    ```
  }];
  let arguments = (ins SymbolNameAttr:$sym_name,
                       TypeAttrOf<FunctionType>:$function_type,
                       OptionalAttr<DictArrayAttr>:$arg_attrs,
                       OptionalAttr<DictArrayAttr>:$res_attrs,
                       OptionalAttr<CT_OptimizationHintsAttr>:$optimization_hints);
  let regions = (region SizedRegion<1>:$body);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let hasRegionVerifier = 1;
  let skipDefaultBuilders = 1;
  let builders = [OpBuilder<(ins "::llvm::StringRef":$name,
                                 "::mlir::FunctionType":$type)>];
  let extraClassDeclaration = CT_DefaultDialectDecl # [{
    ::mlir::Region *getCallableRegion() { return &getBody(); }
    ::llvm::ArrayRef<::mlir::Type> getArgumentTypes() {
      return getFunctionType().getInputs();
    }
    ::llvm::ArrayRef<::mlir::Type> getResultTypes() {
      return getFunctionType().getResults();
    }
  }];
}

def CT_ReturnOp : CT_Op<"return", "13.1", [Pure, ReturnLike, Terminator]> {
  let summary = "ends the tile block's program";
  let description = [{
    Ends the program of the tile block. Inside an `entry` it takes no operands;
    inside a `testing$func` (or a preview function) it returns values of the
    declared result types. It may sit inside an `if`, but the verifier rejects
    it inside `for` or `loop`, which leave only through `continue` and `break`.
    ```
    return
    ```
  }];
  let arguments = (ins Variadic<AnyType>:$operands);
  let builders = [OpBuilder<(ins), [{ build($_builder, $_state, ::mlir::ValueRange{}); }]>];
  let assemblyFormat = "attr-dict ($operands^ `:` custom<CudaTileTypes>(type($operands)))?";
  let hasVerifier = 1;
}

#endif
