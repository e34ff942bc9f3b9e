//===- CudaTileIntOps.td - integer ops of cuda_tile -----------*- tablegen -*-===//
//
// Element-wise integer arithmetic, bitwise ops and `cmpi`. Operand, attribute
// and result names follow NVIDIA's Ops.td so the generic form is compatible.
//
//===----------------------------------------------------------------------===//
#ifndef TILEIR_CUDATILE_INTOPS_TD
#define TILEIR_CUDATILE_INTOPS_TD

include "TileIR/Dialect/CudaTile/IR/CudaTileOpBase.td"

// i4 is a storage-only type: integer arithmetic takes i1/i8/i16/i32/i64.
def CT_ArithIntTile
    : CT_TileOf<And<[CT_IntPred, CPred<"!$_self.isInteger(4)">]>,
                "i1/i8/i16/i32/i64">;

def CT_CmpResultMatchesLhs : TypesMatchWith<
    "result is an i1 tile of the operands' shape", "lhs", "result",
    "::mlir::cuda_tile::TileType::get("
    "::llvm::cast<::mlir::cuda_tile::TileType>($_self).getShape(), "
    "::mlir::IntegerType::get($_self.getContext(), 1))">;

defvar CT_NoOverflow = "::mlir::cuda_tile::IntegerOverflow::none";
def CT_OverflowArg : DefaultValuedAttr<CT_IntegerOverflowAttr, CT_NoOverflow>;

class CT_IntOp<string mnemonic, list<Trait> traits = []>
    : CT_Op<mnemonic, "13.1", !listconcat([Pure], traits)> {
  let hasFolder = 1;
}

// lhs, rhs -> result, all of one integer tile type.
class CT_IntBinaryOp<string mnemonic, string summary_>
    : CT_IntOp<mnemonic, [AllTypesMatch<["lhs", "rhs", "result"]>]> {
  let summary = summary_;
  let results = (outs CT_ArithIntTile:$result);
}

// Binary ops with wrap flags: `addi %a, %b overflow<no_signed_wrap> : T`.
class CT_IntOverflowOp<string mnemonic, string summary_>
    : CT_IntBinaryOp<mnemonic, summary_> {
  let arguments = (ins CT_ArithIntTile:$lhs, CT_ArithIntTile:$rhs,
                       CT_OverflowArg:$overflow);
  let assemblyFormat = [{
    $lhs `,` $rhs (`overflow` `` $overflow^)? attr-dict
    `:` custom<CudaTileType>(type($result))
  }];
}

// Binary ops with a signedness keyword: `maxi %a, %b signed : T`.
class CT_IntSignedOp<string mnemonic, string summary_>
    : CT_IntBinaryOp<mnemonic, summary_> {
  let arguments = (ins CT_ArithIntTile:$lhs, CT_ArithIntTile:$rhs,
                       CT_SignednessAttr:$signedness);
  let assemblyFormat = [{
    $lhs `,` $rhs custom<Signedness>($signedness) attr-dict
    `:` custom<CudaTileType>(type($result))
  }];
}

// Bitwise ops have no modifiers: `andi %a, %b : T`.
class CT_IntBitwiseOp<string mnemonic, string summary_>
    : CT_IntBinaryOp<mnemonic, summary_> {
  let arguments = (ins CT_ArithIntTile:$lhs, CT_ArithIntTile:$rhs);
  let assemblyFormat = [{
    $lhs `,` $rhs attr-dict `:` custom<CudaTileType>(type($result))
  }];
}

def CT_AbsIOp : CT_IntOp<"absi", [AllTypesMatch<["source", "result"]>]> {
  let summary = "element-wise absolute value (signed in, unsigned out)";
  let arguments = (ins CT_ArithIntTile:$source);
  let results = (outs CT_ArithIntTile:$result);
  let assemblyFormat = [{
    $source attr-dict `:` custom<CudaTileType>(type($result))
  }];
}

def CT_NegIOp : CT_IntOp<"negi", [AllTypesMatch<["source", "result"]>]> {
  let summary = "element-wise two's complement negation";
  // `overflow` exists since 13.2.
  let arguments = (ins CT_ArithIntTile:$source, CT_OverflowArg:$overflow);
  let results = (outs CT_ArithIntTile:$result);
  let assemblyFormat = [{
    $source (`overflow` `` $overflow^)? attr-dict
    `:` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CT_AddIOp : CT_IntOverflowOp<"addi", "element-wise integer addition">;
def CT_SubIOp : CT_IntOverflowOp<"subi", "element-wise integer subtraction">;
def CT_MulIOp : CT_IntOverflowOp<"muli", "element-wise integer product (low bits)">;
def CT_ShLIOp : CT_IntOverflowOp<"shli", "element-wise shift left (rhs unsigned)">;

def CT_MulhiIOp : CT_IntOp<"mulhii", [AllTypesMatch<["x", "y", "result"]>]> {
  let summary = "element-wise high half of the unsigned double-width product";
  let arguments = (ins CT_ArithIntTile:$x, CT_ArithIntTile:$y);
  let results = (outs CT_ArithIntTile:$result);
  let assemblyFormat = [{
    $x `,` $y attr-dict `:` custom<CudaTileType>(type($result))
  }];
}

def CT_DivIOp : CT_IntBinaryOp<"divi", "element-wise integer division"> {
  // Rounding: zero (default), negative_inf (floor) or positive_inf (ceil).
  let arguments = (ins CT_ArithIntTile:$lhs, CT_ArithIntTile:$rhs,
                       CT_SignednessAttr:$signedness,
                       DefaultValuedAttr<CT_RoundingModeAttr,
                         "::mlir::cuda_tile::RoundingMode::zero">:$rounding);
  let assemblyFormat = [{
    $lhs `,` $rhs custom<Signedness>($signedness)
    (`rounding` `` $rounding^)? attr-dict
    `:` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CT_RemIOp : CT_IntSignedOp<"remi", "element-wise remainder of truncated division">;
def CT_MaxIOp : CT_IntSignedOp<"maxi", "element-wise integer maximum">;
def CT_MinIOp : CT_IntSignedOp<"mini", "element-wise integer minimum">;
def CT_ShRIOp : CT_IntSignedOp<"shri", "element-wise shift right (arithmetic if signed)">;

def CT_AndIOp : CT_IntBitwiseOp<"andi", "element-wise bitwise and">;
def CT_OrIOp : CT_IntBitwiseOp<"ori", "element-wise bitwise or">;
def CT_XOrIOp : CT_IntBitwiseOp<"xori", "element-wise bitwise exclusive or">;

def CT_CmpIOp : CT_IntOp<"cmpi", [AllTypesMatch<["lhs", "rhs"]>,
                                   CT_CmpResultMatchesLhs]> {
  let summary = "element-wise integer comparison";
  let arguments = (ins CT_ComparisonPredicateAttr:$comparison_predicate,
                       CT_ArithIntTile:$lhs, CT_ArithIntTile:$rhs,
                       CT_SignednessAttr:$signedness);
  let results = (outs CT_I1Tile:$result);
  let assemblyFormat = [{
    custom<ComparisonPredicate>($comparison_predicate) $lhs `,` $rhs `,`
    custom<Signedness>($signedness) attr-dict
    `:` custom<CudaTileType>(type($lhs)) `->` custom<CudaTileType>(type($result))
  }];
}

#endif
