//===- CudaTileTestingOps.td - test-only ops ----------------*- tablegen -*-===//
//
// Built only with TILEIR_INCLUDE_TESTS: a function whose arguments may be
// tiles of any shape, so op tests need not build every value from memory.
//
//===----------------------------------------------------------------------===//
#ifndef TILEIR_CUDATILE_TESTINGOPS_TD
#define TILEIR_CUDATILE_TESTINGOPS_TD

include "TileIR/Dialect/CudaTile/IR/CudaTileOpBase.td"

def CT_TestFuncOp : CT_Op<"testing$func", "250.0", [
    IsolatedFromAbove, Symbol, FunctionOpInterface, OpAsmOpInterface,
    SingleBlockImplicitTerminator<"ReturnOp">, AutomaticAllocationScope]> {
  let summary = "test-only function taking tiles of any shape";
  let description = [{
    A function for tests only, built when `TILEIR_INCLUDE_TESTS` is set. Unlike
    `entry`, its arguments may be tiles of any shape and it may return values,
    so an op test can take its inputs as arguments instead of loading them from
    memory. It uses the same syntax as `entry` (without optimization hints) and
    ends with `return`. Its version (250.0) is above every real one, so the
    bytecode writer refuses it.
    ```
    testing$func @f(%a: tile<4xf32>, %b: tile<4xf32>) {
      %0 = addf %a, %b : tile<4xf32>
    }
    ```
  }];
  let arguments = (ins SymbolNameAttr:$sym_name,
                       TypeAttrOf<FunctionType>:$function_type,
                       OptionalAttr<DictArrayAttr>:$arg_attrs,
                       OptionalAttr<DictArrayAttr>:$res_attrs);
  let regions = (region SizedRegion<1>:$body);
  let hasCustomAssemblyFormat = 1;
  let hasRegionVerifier = 1;
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

#endif
