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
  let description = [{
    Reads every element as a signed integer and returns its absolute value. The
    result is meant to be read as unsigned: the most negative value, whose
    magnitude does not fit the signed range, keeps its bit pattern, which as an
    unsigned number is exactly its magnitude. Element types are i1, i8, i16,
    i32 or i64 (i4 is storage only).
    ```
    %r = absi %a : tile<4xi32>
    ```
  }];
  let arguments = (ins CT_ArithIntTile:$source);
  let results = (outs CT_ArithIntTile:$result);
  let assemblyFormat = [{
    $source attr-dict `:` custom<CudaTileType>(type($result))
  }];
}

def CT_NegIOp : CT_IntOp<"negi", [AllTypesMatch<["source", "result"]>]> {
  let summary = "element-wise two's complement negation";
  let description = [{
    Computes `0 - source` element by element in two's complement; negating the
    most negative value gives that value back.

    `overflow` (since 13.2) may be `none` (the default) or `no_signed_wrap`, a
    promise that the most negative value never occurs; the result is undefined if
    it does. `no_unsigned_wrap` and `no_wrap` are rejected: negation is a signed
    operation, and every nonzero input would wrap as unsigned.
    ```
    %r = negi %a overflow<no_signed_wrap> : tile<4xi32>
    ```
  }];
  // `overflow` exists since 13.2.
  let arguments = (ins CT_ArithIntTile:$source, CT_OverflowArg:$overflow);
  let results = (outs CT_ArithIntTile:$result);
  let assemblyFormat = [{
    $source (`overflow` `` $overflow^)? attr-dict
    `:` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CT_AddIOp : CT_IntOverflowOp<"addi", "element-wise integer addition"> {
  let description = [{
    Adds `lhs` and `rhs` element by element, keeping the low bits of the sum
    (two's complement wrap-around). Integers are signless, so the same op serves
    signed and unsigned values.

    `overflow` is `none` (the default, not printed), `no_signed_wrap`,
    `no_unsigned_wrap` or `no_wrap`: a promise that the sum does not overflow
    when read that way. The result is undefined if the promise is broken, which
    lets the compiler simplify; the folder never folds such a case.
    ```
    %r = addi %a, %b overflow<no_signed_wrap> : tile<4xi32>
    ```
  }];
}
def CT_SubIOp : CT_IntOverflowOp<"subi", "element-wise integer subtraction"> {
  let description = [{
    Subtracts `rhs` from `lhs` element by element, keeping the low bits of the
    difference (two's complement wrap-around).

    `overflow` is `none` (the default, not printed), `no_signed_wrap`,
    `no_unsigned_wrap` or `no_wrap`: a promise that the difference does not
    overflow when read that way; breaking it makes the result undefined.
    ```
    %r = subi %a, %b overflow<no_unsigned_wrap> : tile<4xi32>
    ```
  }];
}
def CT_MulIOp : CT_IntOverflowOp<"muli", "element-wise integer product (low bits)"> {
  let description = [{
    Multiplies `lhs` and `rhs` element by element and keeps the low half of the
    product, which is the same bit pattern for signed and unsigned operands.
    Use `mulhii` for the high half.

    `overflow` is `none` (the default, not printed), `no_signed_wrap`,
    `no_unsigned_wrap` or `no_wrap`: a promise that the full product fits when
    read that way; breaking it makes the result undefined.
    ```
    %r = muli %a, %b overflow<no_wrap> : tile<4xi32>
    ```
  }];
}
def CT_ShLIOp : CT_IntOverflowOp<"shli", "element-wise shift left (rhs unsigned)"> {
  let description = [{
    Shifts each element of `lhs` left by the amount in `rhs`, filling with zeros.
    The amount is read as unsigned; an amount equal to or greater than the
    element width gives an undefined result.

    `overflow` is `none` (the default), `no_signed_wrap`, `no_unsigned_wrap` or
    `no_wrap`: a promise that no bits (or no sign change) are lost by the shift.
    ```
    %r = shli %a, %b overflow<none> : tile<4xi32>
    ```
  }];
}

def CT_MulhiIOp : CT_IntOp<"mulhii", [AllTypesMatch<["x", "y", "result"]>]> {
  let summary = "element-wise high half of the unsigned double-width product";
  let description = [{
    Multiplies `x` and `y` element by element as unsigned integers of twice the
    element width and returns the upper half of the product. Together with
    `muli`, which gives the lower half, it yields the full product.
    ```
    %r = mulhii %a, %b : tile<4xi64>
    ```
  }];
  let arguments = (ins CT_ArithIntTile:$x, CT_ArithIntTile:$y);
  let results = (outs CT_ArithIntTile:$result);
  let assemblyFormat = [{
    $x `,` $y attr-dict `:` custom<CudaTileType>(type($result))
  }];
}

def CT_DivIOp : CT_IntBinaryOp<"divi", "element-wise integer division"> {
  let description = [{
    Divides `lhs` by `rhs` element by element. `signedness` (`signed` or
    `unsigned`, always written) says how the bits are read. Division by zero and,
    for signed operands, the most negative value divided by -1 give undefined
    results.

    `rounding` picks the direction of the quotient: `zero` (the default,
    truncation), `negative_inf` (floor) or `positive_inf` (ceiling); the verifier
    rejects every other mode. `negative_inf` needs `signed`, as the floor of an
    unsigned quotient is just its truncation.
    ```
    %r = divi %a, %b unsigned rounding<positive_inf> : tile<2x8xi16>
    ```
  }];
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

def CT_RemIOp : CT_IntSignedOp<"remi", "element-wise remainder of truncated division"> {
  let description = [{
    Computes the remainder of `lhs / rhs` with the quotient truncated toward
    zero, reading the bits as `signedness` says. A signed remainder has the sign
    of `lhs`. A zero divisor gives an undefined result.
    ```
    %r = remi %a, %b signed : tile<2x8xi16>
    ```
  }];
}
def CT_MaxIOp : CT_IntSignedOp<"maxi", "element-wise integer maximum"> {
  let description = [{
    Takes the larger of `lhs` and `rhs` element by element, comparing them as
    signed or unsigned integers as `signedness` says.
    ```
    %r = maxi %a, %b unsigned : tile<2x8xi16>
    ```
  }];
}
def CT_MinIOp : CT_IntSignedOp<"mini", "element-wise integer minimum"> {
  let description = [{
    Takes the smaller of `lhs` and `rhs` element by element, comparing them as
    signed or unsigned integers as `signedness` says.
    ```
    %r = mini %a, %b signed : tile<2x8xi16>
    ```
  }];
}
def CT_ShRIOp : CT_IntSignedOp<"shri", "element-wise shift right (arithmetic if signed)"> {
  let description = [{
    Shifts each element of `lhs` right by the unsigned amount in `rhs`. With
    `signed` the vacated high bits copy the sign bit (arithmetic shift); with
    `unsigned` they are zero (logical shift). An amount equal to or greater than
    the element width gives an undefined result.
    ```
    %r = shri %a, %b unsigned : tile<2x8xi16>
    ```
  }];
}

def CT_AndIOp : CT_IntBitwiseOp<"andi", "element-wise bitwise and"> {
  let description = [{
    Bitwise and of `lhs` and `rhs`, element by element. On i1 tiles this is the
    logical and.
    ```
    %r = andi %a, %b : tile<4xi32>
    ```
  }];
}
def CT_OrIOp : CT_IntBitwiseOp<"ori", "element-wise bitwise or"> {
  let description = [{
    Bitwise or of `lhs` and `rhs`, element by element. On i1 tiles this is the
    logical or.
    ```
    %r = ori %a, %b : tile<4xi32>
    ```
  }];
}
def CT_XOrIOp : CT_IntBitwiseOp<"xori", "element-wise bitwise exclusive or"> {
  let description = [{
    Bitwise exclusive or of `lhs` and `rhs`, element by element. On i1 tiles
    this is inequality; `xori` with an all-ones tile is bitwise not.
    ```
    %r = xori %a, %b : tile<8xi1>
    ```
  }];
}

def CT_CmpIOp : CT_IntOp<"cmpi", [AllTypesMatch<["lhs", "rhs"]>,
                                   CT_CmpResultMatchesLhs]> {
  let summary = "element-wise integer comparison";
  let description = [{
    Compares `lhs` and `rhs` element by element and returns a tile of i1 of the
    operands' shape. `comparison_predicate` is `equal`, `not_equal`,
    `less_than`, `less_than_or_equal`, `greater_than` or
    `greater_than_or_equal`; `signedness` says whether the ordered predicates
    read the bits as signed or unsigned. It is written even for `equal` and
    `not_equal`, where it makes no difference.
    ```
    %r = cmpi less_than %a, %b, signed : tile<4x4xi32> -> tile<4x4xi1>
    ```
  }];
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
