//===- CudaTileEnums.td - enums of cuda_tile -----------------*- tablegen -*-===//
//
// Integer codes are the bytecode values of Tile IR 13.3 (tile-ir-reference.md).
//
//===----------------------------------------------------------------------===//
#ifndef TILEIR_CUDATILE_ENUMS_TD
#define TILEIR_CUDATILE_ENUMS_TD

include "mlir/IR/EnumAttr.td"
include "TileIR/Dialect/CudaTile/IR/CudaTileDialect.td"

class CT_Case<string sym, int val> : I32EnumAttrCase<sym, val, sym>;
// For spellings that are C++ keywords (and, or, signed, ...).
class CT_KCase<string sym, string str, int val> : I32EnumAttrCase<sym, val, str>;

class CT_Enum<string name, string summary, list<I32EnumAttrCase> cases>
    : I32EnumAttr<name, summary, cases> {
  let cppNamespace = "::mlir::cuda_tile";
  let genSpecializedAttr = 0;
}

// Attributes print as `mnemonic<value>` in the generic form and as the bare
// keyword (or `mnemonic<value>`, per op) in custom op formats.
class CT_EnumAttr<EnumAttrInfo info, string mnemonic>
    : EnumAttr<CudaTile_Dialect, info, mnemonic> {
  let assemblyFormat = "`<` $value `>`";
}

def CT_RoundingMode : CT_Enum<"RoundingMode", "floating-point rounding mode", [
  CT_Case<"nearest_even", 0>, CT_Case<"zero", 1>, CT_Case<"negative_inf", 2>,
  CT_Case<"positive_inf", 3>, CT_Case<"approx", 4>, CT_Case<"full", 5>,
  CT_Case<"nearest_int_to_zero", 6>]>;
def CT_RoundingModeAttr : CT_EnumAttr<CT_RoundingMode, "rounding">;

def CT_Signedness : CT_Enum<"Signedness", "integer signedness", [
  CT_KCase<"Unsigned", "unsigned", 0>, CT_KCase<"Signed", "signed", 1>]>;
def CT_SignednessAttr : CT_EnumAttr<CT_Signedness, "signedness">;

def CT_IntegerOverflow : CT_Enum<"IntegerOverflow", "integer overflow flags", [
  CT_Case<"none", 0>, CT_Case<"no_signed_wrap", 1>,
  CT_Case<"no_unsigned_wrap", 2>, CT_Case<"no_wrap", 3>]>;
def CT_IntegerOverflowAttr : CT_EnumAttr<CT_IntegerOverflow, "overflow">;

def CT_ComparisonPredicate : CT_Enum<"ComparisonPredicate", "comparison predicate", [
  CT_Case<"equal", 0>, CT_Case<"not_equal", 1>, CT_Case<"less_than", 2>,
  CT_Case<"less_than_or_equal", 3>, CT_Case<"greater_than", 4>,
  CT_Case<"greater_than_or_equal", 5>]>;
def CT_ComparisonPredicateAttr
    : CT_EnumAttr<CT_ComparisonPredicate, "comparison_predicate">;

def CT_ComparisonOrdering : CT_Enum<"ComparisonOrdering", "NaN ordering of a float comparison", [
  CT_Case<"unordered", 0>, CT_Case<"ordered", 1>]>;
def CT_ComparisonOrderingAttr
    : CT_EnumAttr<CT_ComparisonOrdering, "comparison_ordering">;

def CT_AtomicRMWMode : CT_Enum<"AtomicRMWMode", "atomic read-modify-write mode", [
  CT_KCase<"And", "and", 0>, CT_KCase<"Or", "or", 1>, CT_KCase<"Xor", "xor", 2>, CT_Case<"add", 3>,
  CT_Case<"addf", 4>, CT_Case<"max", 5>, CT_Case<"min", 6>, CT_Case<"umax", 7>,
  CT_Case<"umin", 8>, CT_Case<"xchg", 9>]>;
def CT_AtomicRMWModeAttr : CT_EnumAttr<CT_AtomicRMWMode, "atomic_rmw_mode">;

def CT_MemoryScope : CT_Enum<"MemoryScope", "memory scope", [
  CT_Case<"tl_blk", 0>, CT_Case<"device", 1>, CT_Case<"sys", 2>]>;
def CT_MemoryScopeAttr : CT_EnumAttr<CT_MemoryScope, "memory_scope">;

def CT_MemoryOrdering : CT_Enum<"MemoryOrderingSemantics", "memory ordering semantics", [
  CT_Case<"weak", 0>, CT_Case<"relaxed", 1>, CT_Case<"acquire", 2>,
  CT_Case<"release", 3>, CT_Case<"acq_rel", 4>]>;
def CT_MemoryOrderingAttr
    : CT_EnumAttr<CT_MemoryOrdering, "memory_ordering_semantics">;

def CT_PaddingValue : CT_Enum<"PaddingValue", "padding value of out-of-bounds loads", [
  CT_Case<"zero", 0>, CT_Case<"neg_zero", 1>, CT_Case<"nan", 2>,
  CT_Case<"pos_inf", 3>, CT_Case<"neg_inf", 4>]>;
def CT_PaddingValueAttr : CT_EnumAttr<CT_PaddingValue, "padding_value">;

// What a pointer may address (13.4: none; 13.5: unicast, and multicast for
// the multimem ops, an address every GPU of a multicast group maps).
def CT_PtrAttrKind : CT_Enum<"PtrAttrKind", "pointer attribute", [
  CT_Case<"none", 0>, CT_Case<"unicast", 1>, CT_Case<"multicast", 2>]>;
def CT_PtrAttr : CT_EnumAttr<CT_PtrAttrKind, "ptr_attr">;

// The reduction of a multimem load or reduce (13.5).
def CT_MultimemReductionKind : CT_Enum<"MultimemReductionKind",
    "reduction of a multimem op", [
  CT_Case<"add", 0>, CT_Case<"min", 1>, CT_Case<"max", 2>,
  CT_KCase<"And", "and", 3>, CT_KCase<"Or", "or", 4>, CT_KCase<"Xor", "xor", 5>,
  CT_Case<"umin", 6>, CT_Case<"umax", 7>]>;
def CT_MultimemReductionKindAttr
    : CT_EnumAttr<CT_MultimemReductionKind, "multimem_reduction_kind">;

def CT_SymbolVisibility : CT_Enum<"SymbolVisibility", "symbol visibility", [
  CT_KCase<"Public", "public", 0>, CT_KCase<"Private", "private", 1>]>;
def CT_SymbolVisibilityAttr
    : CT_EnumAttr<CT_SymbolVisibility, "symbol_visibility">;

#endif
