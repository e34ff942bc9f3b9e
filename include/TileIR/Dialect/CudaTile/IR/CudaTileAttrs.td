//===- CudaTileAttrs.td - attributes of cuda_tile ------------*- tablegen -*-===//
#ifndef TILEIR_CUDATILE_ATTRS_TD
#define TILEIR_CUDATILE_ATTRS_TD

include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/BuiltinAttributeInterfaces.td"
include "TileIR/Dialect/CudaTile/IR/CudaTileDialect.td"
include "TileIR/Dialect/CudaTile/IR/CudaTileEnums.td"

class CT_Attr<string name, string mnemonic_, list<Trait> traits = [],
              string base = "::mlir::Attribute">
    : AttrDef<CudaTile_Dialect, name, traits, base> {
  let mnemonic = mnemonic_;
}

//===----------------------------------------------------------------------===//
// Assume predicates
//===----------------------------------------------------------------------===//

// Every predicate of `assume` implements this, so the op verifier can ask the
// predicate whether it applies to the value's type.
def CT_AssumePredicateAttrInterface : AttrInterface<"AssumePredicateAttrInterface"> {
  let cppNamespace = "::mlir::cuda_tile";
  let methods = [
    InterfaceMethod<"Checks that the predicate may describe a value of `type`.",
      "::mlir::LogicalResult", "verifyWithType",
      (ins "::mlir::Type":$type,
           "::llvm::function_ref<::mlir::InFlightDiagnostic()>":$emitError)>
  ];
}

// div_by<d[, every E along A]>: d a power of two.
def CT_DivByAttr : CT_Attr<"DivBy", "div_by",
    [DeclareAttrInterfaceMethods<CT_AssumePredicateAttrInterface>]> {
  let summary = "elements (or a view's base) are divisible by a power of two";
  let parameters = (ins "uint64_t":$divisor,
                        "std::optional<int64_t>":$every,
                        "std::optional<int64_t>":$along);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
}

// same_elements<[g0, g1, ...]>: elements are equal within groups of this shape.
def CT_SameElementsAttr : CT_Attr<"SameElements", "same_elements",
    [DeclareAttrInterfaceMethods<CT_AssumePredicateAttrInterface>]> {
  let summary = "groups of elements hold equal values";
  let parameters = (ins "::mlir::DenseI64ArrayAttr":$values);
  let assemblyFormat = "`<` $values `>`";
}

// bounded<lb|?, ub|?>: signed inclusive bounds.
def CT_BoundedAttr : CT_Attr<"Bounded", "bounded",
    [DeclareAttrInterfaceMethods<CT_AssumePredicateAttrInterface>]> {
  let summary = "every element lies within signed inclusive bounds";
  let parameters = (ins OptionalParameter<"std::optional<int64_t>">:$lb,
                        OptionalParameter<"std::optional<int64_t>">:$ub);
  let assemblyFormat = "`<` ($lb^) : (`?`)? `,` ($ub^) : (`?`)? `>`";
  let genVerifyDecl = 1;
}

//===----------------------------------------------------------------------===//
// Optimization hints
//===----------------------------------------------------------------------===//

// optimization_hints=<sm_90 = {num_cta_in_cga = 2}, default = {...}>
def CT_OptimizationHintsAttr : CT_Attr<"OptimizationHints", "optimization_hints"> {
  let summary = "per-architecture compiler hints";
  let parameters = (ins "::mlir::DictionaryAttr":$value);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// Hint `key` for architecture `sm` (e.g. "sm_90"), else its default.
    ::mlir::Attribute lookup(::llvm::StringRef sm, ::llvm::StringRef key) const;
    /// ` optimization_hints = <...>` when the keyword is next (as every op
    /// that takes hints prints them); `out` stays null without it.
    static ::mlir::ParseResult parseOptional(::mlir::AsmParser &p,
                                             OptimizationHintsAttr &out);
    /// Checks that only `allowedKeys` appear for each architecture.
    ::mlir::LogicalResult verifyForOp(::mlir::Operation *op,
                                      ::llvm::ArrayRef<::llvm::StringRef> allowedKeys) const;
  }];
}

//===----------------------------------------------------------------------===//
// Debug info
//===----------------------------------------------------------------------===//

def CT_DIFileAttr : CT_Attr<"DIFile", "di_file"> {
  let parameters = (ins "::mlir::StringAttr":$name, "::mlir::StringAttr":$directory);
  let assemblyFormat = "`<` $name `in` $directory `>`";
}

def CT_DICompileUnitAttr : CT_Attr<"DICompileUnit", "di_compile_unit"> {
  let parameters = (ins "DIFileAttr":$file);
  let assemblyFormat = "`<` struct(params) `>`";
}

def CT_DISubprogramAttr : CT_Attr<"DISubprogram", "di_subprogram"> {
  let parameters = (ins "DIFileAttr":$file, "unsigned":$line,
                        "::mlir::StringAttr":$name, "::mlir::StringAttr":$linkageName,
                        "DICompileUnitAttr":$compileUnit,
                        OptionalParameter<"unsigned">:$scopeLine);
  let assemblyFormat = "`<` struct(params) `>`";
}

// The scope is a subprogram or another lexical block.
def CT_DILexicalBlockAttr : CT_Attr<"DILexicalBlock", "di_lexical_block"> {
  let parameters = (ins "::mlir::Attribute":$scope, "DIFileAttr":$file,
                        "unsigned":$line, OptionalParameter<"unsigned">:$column);
  let assemblyFormat = "`<` struct(params) `>`";
  let genVerifyDecl = 1;
}

// A source location inside a debug scope (subprogram or lexical block).
def CT_DILocAttr : LocationAttrDef<CudaTile_Dialect, "DILoc"> {
  let mnemonic = "di_loc";
  let parameters = (ins "::mlir::FileLineColLoc":$sourceLoc, "::mlir::Attribute":$scope);
  let assemblyFormat = "`<` $sourceLoc `in` $scope `>`";
  let genVerifyDecl = 1;
}

#endif
