//===- CudaTilePreview.td - Tile IR 13.5's SIMT public preview -*- tablegen -*-===//
//
// The attributes and types of 13.5's public preview `simt` (preview$func,
// preview$call, preview$extern_impl): symbolic integer expressions, layouts,
// fragments and the kinds of constant parameters. Names, parameters and
// bytecode tags follow NVIDIA's 13.5 tools (lib/Bytecode/Common/
// Bytecode13_5.md). Kept apart from CudaTileAttrs.td and CudaTileTypes.td:
// only the files that handle the preview include CudaTilePreview.h.
//
// Expressions appear in two spellings. Alone they print as attributes
// (`#cuda_tile<preview$expr_mul<k, 4>>`); inside another preview attribute
// or type they print compactly: an integer as itself, a variable as a bare
// name, a tuple as `(a, b)`, anything else as its attribute.
//
//===----------------------------------------------------------------------===//
#ifndef TILEIR_CUDATILE_PREVIEW_TD
#define TILEIR_CUDATILE_PREVIEW_TD

include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"
include "TileIR/Dialect/CudaTile/IR/CudaTileDialect.td"

//===----------------------------------------------------------------------===//
// Enums (bytecode values are NVIDIA's)
//===----------------------------------------------------------------------===//

class CTP_Enum<string name, string summary, list<I32EnumAttrCase> cases>
    : I32EnumAttr<name, summary, cases> {
  let cppNamespace = "::mlir::cuda_tile";
  let genSpecializedAttr = 0;
}
class CTP_EnumAttr<EnumAttrInfo info, string mnemonic_>
    : EnumAttr<CudaTile_Dialect, info, "preview$" # mnemonic_> {
  let assemblyFormat = "`<` $value `>`";
}

def CTP_MemorySpace : CTP_Enum<"PreviewMemorySpace", "where a fragment lives", [
  I32EnumAttrCase<"local", 0>, I32EnumAttrCase<"smem", 1>]>;
def CTP_MemorySpaceAttr : CTP_EnumAttr<CTP_MemorySpace, "memory_space">;

def CTP_Synchronization : CTP_Enum<"PreviewSynchronization",
    "which threads an extern implementation synchronizes", [
  I32EnumAttrCase<"none", 0>, I32EnumAttrCase<"warp", 1>,
  I32EnumAttrCase<"warpgroup", 2>, I32EnumAttrCase<"cta", 3>]>;
def CTP_SynchronizationAttr : CTP_EnumAttr<CTP_Synchronization, "synchronization">;

def CTP_Access : CTP_Enum<"PreviewAccess", "how an extern function uses an argument", [
  I32EnumAttrCase<"in", 0>, I32EnumAttrCase<"out", 1>, I32EnumAttrCase<"inout", 2>]>;
def CTP_AccessAttr : CTP_EnumAttr<CTP_Access, "access">;

//===----------------------------------------------------------------------===//
// Symbolic expressions
//===----------------------------------------------------------------------===//

class CTP_Attr<string name, string mnemonic_>
    : AttrDef<CudaTile_Dialect, "Preview" # name> {
  let mnemonic = "preview$" # mnemonic_;
}

def CTP_ExprIntAttr : CTP_Attr<"ExprInt", "expr_int"> {
  let summary = "an integer constant of a symbolic expression";
  let parameters = (ins "int64_t":$value);
  let assemblyFormat = "`<` $value `>`";
}

// A variable: a constant parameter's name (never `compiler.*`, no dots).
def CTP_ExprVarAttr : CTP_Attr<"ExprVar", "expr_var"> {
  let summary = "a named variable of a symbolic expression";
  let parameters = (ins "::mlir::StringAttr":$name);
  let assemblyFormat = "`<` $name `>`";
  let genVerifyDecl = 1;
}

class CTP_BinaryExprAttr<string name, string mnemonic_>
    : CTP_Attr<name, mnemonic_> {
  let parameters = (ins "::mlir::Attribute":$lhs, "::mlir::Attribute":$rhs);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
}
def CTP_ExprAddAttr : CTP_BinaryExprAttr<"ExprAdd", "expr_add">;
def CTP_ExprSubAttr : CTP_BinaryExprAttr<"ExprSub", "expr_sub">;
def CTP_ExprMulAttr : CTP_BinaryExprAttr<"ExprMul", "expr_mul">;
def CTP_ExprDivAttr : CTP_BinaryExprAttr<"ExprDiv", "expr_div">;
def CTP_ExprFloorDivAttr : CTP_BinaryExprAttr<"ExprFloorDiv", "expr_floor_div">;
def CTP_ExprCeilDivAttr : CTP_BinaryExprAttr<"ExprCeilDiv", "expr_ceil_div">;

def CTP_ExprNegAttr : CTP_Attr<"ExprNeg", "expr_neg"> {
  let parameters = (ins "::mlir::Attribute":$operand);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
}

// A value the implementation knows at run time: `context.tid`, ...
def CTP_ExprBuiltinAttr : CTP_Attr<"ExprBuiltin", "expr_builtin"> {
  let parameters = (ins "::mlir::StringAttr":$name, "::mlir::Type":$type);
  let assemblyFormat = "`<` $name `,` $type `>`";
  let genVerifyDecl = 1;
}

def CTP_ExprConstStrAttr : CTP_Attr<"ExprConstStr", "expr_const_str"> {
  let parameters = (ins "::mlir::StringAttr":$value);
  let assemblyFormat = "`<` $value `>`";
}

// A tuple of expressions or tuples: a symbolic shape, a layout's mode.
def CTP_SymbolicTupleAttr : CTP_Attr<"SymbolicTuple", "symbolic_tuple"> {
  let parameters = (ins ArrayRefParameter<"::mlir::Attribute">:$elements);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
}

// (shape):(stride), each a tuple of expressions or nested tuples.
def CTP_LayoutAttr : CTP_Attr<"Layout", "layout"> {
  let parameters = (ins ArrayRefParameter<"::mlir::Attribute">:$shape,
                        ArrayRefParameter<"::mlir::Attribute">:$stride);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// `(s0, s1):(d0, d1)` (without the mnemonic), as fragments print it.
    void printBody(::mlir::AsmPrinter &p) const;
    static ::mlir::FailureOr<PreviewLayoutAttr> parseBody(::mlir::AsmParser &p);
  }];
}

def CTP_ConcreteTypeAttr : CTP_Attr<"ConcreteType", "concrete_type"> {
  let summary = "a type bound to a preview$Datatype parameter";
  let parameters = (ins "::mlir::Type":$type);
  let assemblyFormat = "`<` $type `>`";
}

def CTP_ScratchRequestAttr : CTP_Attr<"ScratchRequest", "scratch_request"> {
  let summary = "shared memory an extern implementation needs";
  let parameters = (ins "::mlir::Attribute":$size, "::mlir::Attribute":$alignment);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
}

def CTP_ConstParamAttr : CTP_Attr<"ConstParam", "const_param"> {
  let summary = "a compile-time parameter of an extern function";
  let parameters = (ins "::mlir::StringAttr":$name, "::mlir::Type":$type);
  let assemblyFormat = "`<` `name` `=` $name `,` `type` `=` $type `>`";
  let genVerifyDecl = 1;
}

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

class CTP_Type<string name, string mnemonic_>
    : TypeDef<CudaTile_Dialect, "Preview" # name> {
  let mnemonic = "preview$" # mnemonic_;
}

// The kinds a constant parameter may have, besides index.
def CTP_DatatypeType : CTP_Type<"Datatype", "Datatype">;
def CTP_ShapeType : CTP_Type<"Shape", "shape">;
def CTP_StringType : CTP_Type<"String", "string">;

// A symbolic scalar: preview$sym_t<k>.
def CTP_SymType : CTP_Type<"Sym", "sym_t"> {
  let parameters = (ins "PreviewExprVarAttr":$var);
  let hasCustomAssemblyFormat = 1;
}

// preview$fragment<8x[k]xf32, local, mem_layout = <..>, fragmap = <..>[, alignment = a]>:
// the part of a tile one thread (or the threads of `fragmap`) holds, in
// registers (local) or shared memory (smem).
def CTP_FragmentType : CTP_Type<"Fragment", "fragment"> {
  let parameters = (ins ArrayRefParameter<"::mlir::Attribute">:$shape,
                        "::mlir::Type":$elementType,
                        "PreviewMemorySpace":$memorySpace,
                        "PreviewLayoutAttr":$memLayout,
                        "PreviewLayoutAttr":$fragmap,
                        OptionalParameter<"::mlir::Attribute">:$alignment);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// Each dimension's value where it is an integer, else kDynamic.
    ::llvm::SmallVector<int64_t> getConcreteShape() const;
  }];
}

#endif
