//===- CudaTileCoreOps.td - module, entry, return, globals --*- tablegen -*-===//
#ifndef TILEIR_CUDATILE_COREOPS_TD
#define TILEIR_CUDATILE_COREOPS_TD

include "TileIR/Dialect/CudaTile/IR/CudaTileOpBase.td"

def CT_ModuleOp : CT_Op<"module", "13.1", [
    IsolatedFromAbove, SymbolTable, Symbol, NoTerminator, SingleBlock,
    NoRegionArguments, OpAsmOpInterface]> {
  let summary = "a compilation unit holding entries and globals";
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
  let arguments = (ins Variadic<AnyType>:$operands);
  let builders = [OpBuilder<(ins), [{ build($_builder, $_state, ::mlir::ValueRange{}); }]>];
  let assemblyFormat = "attr-dict ($operands^ `:` custom<CudaTileTypes>(type($operands)))?";
  let hasVerifier = 1;
}

#endif
