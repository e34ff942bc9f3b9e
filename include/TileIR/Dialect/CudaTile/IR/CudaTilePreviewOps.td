//===- CudaTilePreviewOps.td - 13.5's SIMT public preview ops -*- tablegen -*-===//
//
// preview$func declares a function written outside Tile IR (a tile library's
// interface), preview$call calls it, preview$extern_impl names one
// implementation of it over per-thread fragments. Every op here verifies only
// when the `simt` preview is on (tile-opt/tile-translate --preview=simt), as
// NVIDIA's tools accept them only then. Verifiers in CudaTilePreviewOps.cpp.
//
//===----------------------------------------------------------------------===//
#ifndef TILEIR_CUDATILE_PREVIEWOPS_TD
#define TILEIR_CUDATILE_PREVIEWOPS_TD

include "TileIR/Dialect/CudaTile/IR/CudaTileOpBase.td"
include "TileIR/Dialect/CudaTile/IR/CudaTilePreview.td"

def CT_PreviewFuncOp : CT_Op<"preview$func", "13.5", [
    IsolatedFromAbove, Symbol, FunctionOpInterface, OpAsmOpInterface,
    HasParent<"ModuleOp">, AutomaticAllocationScope]> {
  let summary = "a function declared for preview$call (13.5 public preview)";
  let description = [{
    `preview$func extern @f<[N: index]>(%a: tile<f32> {cuda_tile.preview$access
    = #cuda_tile<preview$access<in>>}) -> tile<f32>` declares a function that a
    tile library implements. Each argument says whether the function reads it
    (`in`), writes it (`out`) or both (`inout`); written arguments bind to
    results in order. Constant parameters (`<[N: index]>`) are bound at each
    call. An extern declaration is private (the keyword implies it) and has
    no body; only extern declarations can be written as bytecode.
  }];
  let arguments = (ins SymbolNameAttr:$sym_name,
                       TypeAttrOf<FunctionType>:$function_type,
                       OptionalAttr<ArrayAttr>:$const_params,
                       UnitAttr:$is_extern,
                       OptionalAttr<DictArrayAttr>:$arg_attrs,
                       OptionalAttr<DictArrayAttr>:$res_attrs,
                       OptionalAttr<StrAttr>:$sym_visibility);
  let regions = (region AnyRegion:$body);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let extraClassDeclaration = CT_DefaultDialectDecl # [{
    ::mlir::Region *getCallableRegion() {
      return getBody().empty() ? nullptr : &getBody();
    }
    ::llvm::ArrayRef<::mlir::Type> getArgumentTypes() {
      return getFunctionType().getInputs();
    }
    ::llvm::ArrayRef<::mlir::Type> getResultTypes() {
      return getFunctionType().getResults();
    }
    /// The access of argument `i` (`in` when it carries none).
    PreviewAccess getArgAccess(unsigned i);
  }];
}

def CT_PreviewCallOp : CT_Op<"preview$call", "13.5", [
    DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "calls a preview$func (13.5 public preview)";
  let description = [{
    `%r = preview$call @f<[4]>(%x) : (!cuda_tile.tile<f32>) -> !cuda_tile.tile<f32>`
    binds the callee's constant parameters to `const_args` (which must be
    statically known) and calls it. What the callee does to memory is not
    known here, so the call is never moved or removed.
  }];
  let arguments = (ins FlatSymbolRefAttr:$callee, ArrayAttr:$const_args,
                       OptionalAttr<DictArrayAttr>:$arg_attrs,
                       OptionalAttr<DictArrayAttr>:$res_attrs,
                       Variadic<AnyType>:$operands);
  let results = (outs Variadic<AnyType>:$results);
  let assemblyFormat = [{
    custom<PreviewCallee>($callee, $const_args) `(` $operands `)` attr-dict
    `:` functional-type($operands, $results)
  }];
  let hasVerifier = 1;
}

def CT_PreviewExternImplOp : CT_Op<"preview$extern_impl", "13.5", [
    Symbol, HasParent<"ModuleOp">, IsolatedFromAbove,
    DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "names an implementation of a preview$func (13.5 public preview)";
  let description = [{
    `preview$extern_impl @f_impl implements @f (%a: preview$fragment<..>
    {cuda_tile.preview$access = ..}) scratch {smem.size = .., smem.alignment =
    ..} arch = [..] synchronization = ..` describes how one implementation
    (supplied by a tile library) takes its arguments: every argument is a
    fragment, written ones form one contiguous run, nothing is returned.
  }];
  let arguments = (ins SymbolNameAttr:$sym_name,
                       FlatSymbolRefAttr:$implements,
                       OptionalAttr<ArrayAttr>:$const_params,
                       OptionalAttr<ArrayAttr>:$const_args,
                       TypeAttrOf<FunctionType>:$function_type,
                       OptionalAttr<DictArrayAttr>:$arg_attrs,
                       OptionalAttr<DictArrayAttr>:$res_attrs,
                       OptionalAttr<CTP_ScratchRequestAttr>:$scratch,
                       OptionalAttr<DictionaryAttr>:$config,
                       OptionalAttr<ArrayAttr>:$arch,
                       OptionalAttr<DictionaryAttr>:$frontendABI,
                       OptionalAttr<CTP_SynchronizationAttr>:$synchronization);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

#endif
