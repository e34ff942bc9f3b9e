//===- CudaTileFloatOps.td - floating-point ops of cuda_tile --*- tablegen -*-===//
//
// Element-wise float arithmetic, math functions and `cmpf`, on f16/bf16/f32/f64
// tiles. Operand, attribute and result names follow NVIDIA's Ops.td so the
// generic form is compatible.
//
//===----------------------------------------------------------------------===//
#ifndef TILEIR_CUDATILE_FLOATOPS_TD
#define TILEIR_CUDATILE_FLOATOPS_TD

include "TileIR/Dialect/CudaTile/IR/CudaTileOpBase.td"

class CT_FloatOp<string mnemonic, list<Trait> traits = [],
                 string version = "13.1">
    : CT_Op<mnemonic, version, !listconcat([Pure], traits)>;

// source -> result of one float tile type, no modifiers.
class CT_FloatUnaryOp<string mnemonic, string summary_>
    : CT_FloatOp<mnemonic, [AllTypesMatch<["source", "result"]>]> {
  let summary = summary_;
  let arguments = (ins CT_FloatTile:$source);
  let results = (outs CT_FloatTile:$result);
  let assemblyFormat = [{
    $source attr-dict `:` custom<CudaTileType>(type($result))
  }];
}

// Ops with an IEEE rounding mode (required in the generic form; `rounding<..>`
// printed unless nearest_even) and an f32-only flush_to_zero flag. The rounding
// directives print their own leading space, hence the `` before them.
class CT_FloatRoundedBinaryOp<string mnemonic, string summary_,
                              string roundingSyntax = "IEEERounding">
    : CT_FloatOp<mnemonic, [AllTypesMatch<["lhs", "rhs", "result"]>]> {
  let summary = summary_;
  let arguments = (ins CT_FloatTile:$lhs, CT_FloatTile:$rhs,
                       CT_RoundingModeAttr:$rounding_mode,
                       UnitAttr:$flush_to_zero);
  let results = (outs CT_FloatTile:$result);
  let assemblyFormat = "$lhs `,` $rhs `` custom<" # roundingSyntax #
    ">($rounding_mode) (`flush_to_zero` $flush_to_zero^)? attr-dict "
    "`:` custom<CudaTileType>(type($result))";
  let hasVerifier = 1;
  let hasFolder = 1;
}

// maxf/minf: `propagate_nan` and `flush_to_zero` in either order.
class CT_FloatMinMaxOp<string mnemonic, string summary_>
    : CT_FloatOp<mnemonic, [AllTypesMatch<["lhs", "rhs", "result"]>]> {
  let summary = summary_;
  let arguments = (ins CT_FloatTile:$lhs, CT_FloatTile:$rhs,
                       UnitAttr:$propagate_nan, UnitAttr:$flush_to_zero);
  let results = (outs CT_FloatTile:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs
    oilist(`flush_to_zero` $flush_to_zero | `propagate_nan` $propagate_nan)
    attr-dict `:` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
}

//===----------------------------------------------------------------------===//
// Arithmetic
//===----------------------------------------------------------------------===//

def CT_AddFOp : CT_FloatRoundedBinaryOp<"addf", "element-wise float addition"> {
  let description = [{
    Adds `lhs` and `rhs` element by element. Both operands and the result
    share one float tile type (f16, bf16, f32 or f64).

    `rounding_mode` picks how the exact sum is rounded: `nearest_even` (the
    default, not printed), `zero`, `negative_inf` or `positive_inf`.
    `flush_to_zero` treats subnormal inputs and results as zero; the verifier
    accepts it on f32 tiles only, since the hardware has no such mode for the
    other types.
    ```
    %r = addf %a, %b rounding<zero> flush_to_zero : tile<4xf32>
    ```
  }];
}
def CT_SubFOp : CT_FloatRoundedBinaryOp<"subf", "element-wise float subtraction"> {
  let description = [{
    Subtracts `rhs` from `lhs` element by element, on tiles of one float type.

    `rounding_mode` is one of `nearest_even` (the default, not printed), `zero`,
    `negative_inf` or `positive_inf`. `flush_to_zero` makes subnormal inputs and
    results zero and is accepted on f32 tiles only.
    ```
    %r = subf %a, %b rounding<negative_inf> : tile<4xf32>
    ```
  }];
}
def CT_MulFOp : CT_FloatRoundedBinaryOp<"mulf", "element-wise float product"> {
  let description = [{
    Multiplies `lhs` and `rhs` element by element, on tiles of one float type.

    `rounding_mode` is one of `nearest_even` (the default, not printed), `zero`,
    `negative_inf` or `positive_inf`. `flush_to_zero` makes subnormal inputs and
    results zero and is accepted on f32 tiles only.
    ```
    %r = mulf %a, %b rounding<positive_inf> : tile<4xf32>
    ```
  }];
}
// divf also takes `approx` and `full` (f32 only).
def CT_DivFOp : CT_FloatRoundedBinaryOp<"divf", "element-wise float division",
                                        "DivFRounding"> {
  let description = [{
    Divides `lhs` by `rhs` element by element, on tiles of one float type.
    Division by zero gives an infinity or NaN as IEEE 754 says.

    Besides the IEEE modes (`nearest_even`, the default, `zero`,
    `negative_inf`, `positive_inf`), `rounding_mode` may be `approx` (a fast
    approximation) or `full` (a faster division that is not correctly rounded but
    stays within a small error bound). Both of those, and `flush_to_zero`, are
    accepted on f32 tiles only, because only f32 has such instructions.
    ```
    %r = divf %a, %b rounding<approx> flush_to_zero : tile<4xf32>
    ```
  }];
}

def CT_FmaOp : CT_FloatOp<"fma", [AllTypesMatch<["lhs", "rhs", "acc", "result"]>]> {
  let summary = "element-wise fused multiply-add (lhs * rhs + acc, one rounding)";
  let description = [{
    Computes `lhs * rhs + acc` element by element with a single rounding at the
    end, so the product is never rounded on its own. All three operands and the
    result share one float tile type.

    `rounding_mode` is one of `nearest_even` (the default, not printed), `zero`,
    `negative_inf` or `positive_inf`. `flush_to_zero` is accepted on f32 tiles
    only.
    ```
    %r = fma %a, %b, %c rounding<zero> : tile<4xf32>
    ```
  }];
  let arguments = (ins CT_FloatTile:$lhs, CT_FloatTile:$rhs, CT_FloatTile:$acc,
                       CT_RoundingModeAttr:$rounding_mode,
                       UnitAttr:$flush_to_zero);
  let results = (outs CT_FloatTile:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs `,` $acc `` custom<IEEERounding>($rounding_mode)
    (`flush_to_zero` $flush_to_zero^)? attr-dict
    `:` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
}

def CT_MaxFOp : CT_FloatMinMaxOp<"maxf", "element-wise float maximum (+0 > -0)"> {
  let description = [{
    Takes the larger of `lhs` and `rhs` element by element; `+0` counts as
    larger than `-0`.

    When exactly one operand is NaN the result is the other operand, unless
    `propagate_nan` is set: then any NaN operand makes the result NaN.
    `flush_to_zero` treats subnormals as zero and is accepted on f32 tiles only.
    The two keywords may be written in either order.
    ```
    %r = maxf %a, %b propagate_nan : tile<2x2xf32>
    ```
  }];
}
def CT_MinFOp : CT_FloatMinMaxOp<"minf", "element-wise float minimum (-0 < +0)"> {
  let description = [{
    Takes the smaller of `lhs` and `rhs` element by element; `-0` counts as
    smaller than `+0`.

    When exactly one operand is NaN the result is the other operand, unless
    `propagate_nan` is set: then any NaN operand makes the result NaN.
    `flush_to_zero` treats subnormals as zero and is accepted on f32 tiles only.
    The two keywords may be written in either order.
    ```
    %r = minf %a, %b propagate_nan flush_to_zero : tile<2x2xf32>
    ```
  }];
}

def CT_RemFOp : CT_FloatOp<"remf", [AllTypesMatch<["lhs", "rhs", "result"]>]> {
  let summary = "element-wise remainder of truncated division (like fmod)";
  let description = [{
    Computes the remainder of `lhs / rhs` element by element, with the quotient
    truncated toward zero (as C's `fmod`): the result has the sign of `lhs` and is
    smaller in magnitude than `rhs`. A zero `rhs` or an infinite `lhs` gives NaN.
    ```
    %r = remf %a, %b : tile<4xf32>
    ```
  }];
  let arguments = (ins CT_FloatTile:$lhs, CT_FloatTile:$rhs);
  let results = (outs CT_FloatTile:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs attr-dict `:` custom<CudaTileType>(type($result))
  }];
  let hasFolder = 1;
}

let hasFolder = 1 in {
def CT_AbsFOp : CT_FloatUnaryOp<"absf", "element-wise float absolute value"> {
  let description = [{
    Clears the sign bit of every element, so `-0` becomes `+0` and a NaN stays a
    NaN. The result has the type of `source`.
    ```
    %r = absf %a : tile<8xf16>
    ```
  }];
}
def CT_NegFOp : CT_FloatUnaryOp<"negf", "element-wise float negation"> {
  let description = [{
    Flips the sign bit of every element. This is exact: zeros, infinities and
    NaNs only change their sign.
    ```
    %r = negf %a : tile<4xf32>
    ```
  }];
}
def CT_CeilOp : CT_FloatUnaryOp<"ceil", "element-wise round toward +infinity"> {
  let description = [{
    Rounds every element to the nearest integral value not below it (toward
    positive infinity). The result keeps the float type of `source`; infinities,
    zeros and NaNs are returned unchanged.
    ```
    %r = ceil %a : tile<4xf16>
    ```
  }];
}
def CT_FloorOp : CT_FloatUnaryOp<"floor", "element-wise round toward -infinity"> {
  let description = [{
    Rounds every element to the nearest integral value not above it (toward
    negative infinity). The result keeps the float type of `source`; infinities,
    zeros and NaNs are returned unchanged.
    ```
    %r = floor %a : tile<4xf16>
    ```
  }];
}
}

def CT_SqrtOp : CT_FloatOp<"sqrt", [AllTypesMatch<["source", "result"]>]> {
  let summary = "element-wise square root";
  let description = [{
    Computes the square root of every element; negative inputs give NaN.

    `rounding_mode` is one of the IEEE modes (`nearest_even`, the default,
    `zero`, `negative_inf`, `positive_inf`) or `approx` for a faster, not
    correctly rounded result. `approx` and `flush_to_zero` are accepted on f32
    tiles only.
    ```
    %r = sqrt %a rounding<approx> : tile<4xf32>
    ```
  }];
  let arguments = (ins CT_FloatTile:$source, CT_RoundingModeAttr:$rounding_mode,
                       UnitAttr:$flush_to_zero);
  let results = (outs CT_FloatTile:$result);
  let assemblyFormat = [{
    $source `` custom<SqrtRounding>($rounding_mode)
    (`flush_to_zero` $flush_to_zero^)? attr-dict
    `:` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
}

//===----------------------------------------------------------------------===//
// Math functions (approximations on the device: never constant-folded)
//===----------------------------------------------------------------------===//

// Unary ops whose only modifier is flush_to_zero (f32 only).
class CT_FloatFtzUnaryOp<string mnemonic, string summary_>
    : CT_FloatOp<mnemonic, [AllTypesMatch<["source", "result"]>]> {
  let summary = summary_;
  let arguments = (ins CT_FloatTile:$source, UnitAttr:$flush_to_zero);
  let results = (outs CT_FloatTile:$result);
  let assemblyFormat = [{
    $source (`flush_to_zero` $flush_to_zero^)? attr-dict
    `:` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CT_RsqrtOp : CT_FloatFtzUnaryOp<"rsqrt", "element-wise reciprocal square root"> {
  let description = [{
    Computes `1 / sqrt(x)` for every element. The result is an approximation;
    `rsqrt` is never constant-folded, because the device's result may differ from
    an exact host computation. `flush_to_zero` is accepted on f32 tiles only.
    ```
    %r = rsqrt %a flush_to_zero : tile<4xf32>
    ```
  }];
}
def CT_Exp2Op : CT_FloatFtzUnaryOp<"exp2", "element-wise 2^x"> {
  let description = [{
    Computes `2^x` for every element. Like the other math functions the device
    result is an approximation, so the op is never constant-folded.
    `flush_to_zero` is accepted on f32 tiles only.
    ```
    %r = exp2 %a flush_to_zero : tile<4xf32>
    ```
  }];
}

// exp and tanh: rounding `full` (default, not printed) or `approx` (f32 only).
class CT_FloatApproxUnaryOp<string mnemonic, string summary_>
    : CT_FloatOp<mnemonic, [AllTypesMatch<["source", "result"]>]> {
  let summary = summary_;
  let arguments = (ins CT_FloatTile:$source,
                       DefaultValuedAttr<CT_RoundingModeAttr,
                         "::mlir::cuda_tile::RoundingMode::full">:$rounding_mode);
  let results = (outs CT_FloatTile:$result);
  let assemblyFormat = [{
    $source `` custom<FullOrApproxRounding>($rounding_mode) attr-dict
    `:` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

// `rounding_mode` of exp exists since 13.3, of tanh since 13.2.
def CT_ExpOp : CT_FloatApproxUnaryOp<"exp", "element-wise e^x"> {
  let description = [{
    Computes `e^x` for every element.

    `rounding_mode` is `full` (the default, not printed) for the accurate
    library result, or `approx` for a faster hardware approximation; the
    verifier accepts `approx` on f32 tiles only and rejects every other mode.
    ```
    %r = exp %a rounding<approx> : tile<f32>
    ```
  }];
}
def CT_TanHOp : CT_FloatApproxUnaryOp<"tanh", "element-wise hyperbolic tangent"> {
  let description = [{
    Computes the hyperbolic tangent of every element.

    `rounding_mode` is `full` (the default, not printed) for the accurate
    library result, or `approx` for a faster hardware approximation; the
    verifier accepts `approx` on f32 tiles only and rejects every other mode.
    ```
    %r = tanh %a rounding<approx> : tile<f32>
    ```
  }];
}

def CT_LogOp : CT_FloatUnaryOp<"log", "element-wise natural logarithm"> {
  let description = [{
    Computes the natural logarithm of every element: `log(0)` is `-inf` and
    negative inputs give NaN. f16 and bf16 inputs are computed in f32 and rounded
    back. Never constant-folded, as the device result is an approximation.
    ```
    %r = log %a : tile<8xf16>
    ```
  }];
}
def CT_Log2Op : CT_FloatUnaryOp<"log2", "element-wise base-2 logarithm"> {
  let description = [{
    Computes the base-2 logarithm of every element: `log2(0)` is `-inf` and
    negative inputs give NaN. f16 and bf16 inputs are computed in f32 and rounded
    back. Never constant-folded, as the device result is an approximation.
    ```
    %r = log2 %a : tile<8xf16>
    ```
  }];
}
def CT_SinOp : CT_FloatUnaryOp<"sin", "element-wise sine"> {
  let description = [{
    Computes the sine of every element, in radians. f16 and bf16 inputs are
    computed in f32 and rounded back. Never constant-folded, as the device
    result is an approximation.
    ```
    %r = sin %a : tile<8xf16>
    ```
  }];
}
def CT_CosOp : CT_FloatUnaryOp<"cos", "element-wise cosine"> {
  let description = [{
    Computes the cosine of every element, in radians. f16 and bf16 inputs are
    computed in f32 and rounded back. Never constant-folded, as the device
    result is an approximation.
    ```
    %r = cos %a : tile<8xf16>
    ```
  }];
}
def CT_TanOp : CT_FloatUnaryOp<"tan", "element-wise tangent"> {
  let description = [{
    Computes the tangent of every element, in radians. f16 and bf16 inputs are
    computed in f32 and rounded back. Never constant-folded, as the device
    result is an approximation.
    ```
    %r = tan %a : tile<8xf16>
    ```
  }];
}
def CT_SinHOp : CT_FloatUnaryOp<"sinh", "element-wise hyperbolic sine"> {
  let description = [{
    Computes the hyperbolic sine of every element. f16 and bf16 inputs are
    computed in f32 and rounded back. Never constant-folded, as the device
    result is an approximation.
    ```
    %r = sinh %a : tile<8xf16>
    ```
  }];
}
def CT_CosHOp : CT_FloatUnaryOp<"cosh", "element-wise hyperbolic cosine"> {
  let description = [{
    Computes the hyperbolic cosine of every element. f16 and bf16 inputs are
    computed in f32 and rounded back. Never constant-folded, as the device
    result is an approximation.
    ```
    %r = cosh %a : tile<8xf16>
    ```
  }];
}

def CT_PowOp : CT_FloatOp<"pow", [AllTypesMatch<["source", "exponent", "result"]>]> {
  let summary = "element-wise source raised to exponent";
  let description = [{
    Raises each element of `source` to the power held in the same position of
    `exponent`. Both operands and the result share one float tile type. Special
    cases follow C's `pow` (for example a negative base with a non-integral
    exponent gives NaN).
    ```
    %r = pow %a, %b : tile<8xf16>
    ```
  }];
  let arguments = (ins CT_FloatTile:$source, CT_FloatTile:$exponent);
  let results = (outs CT_FloatTile:$result);
  let assemblyFormat = [{
    $source `,` $exponent attr-dict `:` custom<CudaTileType>(type($result))
  }];
}

// 13.4: an integer exponent, so x ** n is exact repeated multiplication
// rather than exp2(n * log2(x)).
def CT_FPowIOp : CT_FloatOp<"fpowi", [AllTypesMatch<["source", "result"]>,
    AllShapesMatch<["source", "exponent"]>], "13.4"> {
  let summary = "element-wise float source raised to an integer exponent";
  let description = [{
    Raises each element of `source` to the integer in the same position of
    `exponent`, by repeated multiplication rather than through `exp2` and `log2`,
    so small integral powers are exact where `pow` would round. The exponent
    tile has the shape of `source` and must hold i8, i16 or i32: an i1 or i4
    exponent means nothing as a power, and no frontend produces i64 ones.
    The exponent is read as a signed value. Added in 13.4.
    ```
    %r = fpowi %x, %n : tile<4xf32>, tile<4xi32>
    ```
  }];
  let arguments = (ins CT_FloatTile:$source, CT_IntTile:$exponent);
  let results = (outs CT_FloatTile:$result);
  let assemblyFormat = [{
    $source `,` $exponent attr-dict `:` custom<CudaTileType>(type($source))
    `,` custom<CudaTileType>(type($exponent))
  }];
  let hasVerifier = 1;
}

def CT_Atan2Op : CT_FloatOp<"atan2", [AllTypesMatch<["x", "y", "result"]>], "13.2"> {
  let summary = "element-wise arc tangent of x / y, quadrant from both signs";
  let description = [{
    Computes, for every element, the angle in radians whose tangent is `x / y`,
    using the signs of both operands to place it in the right quadrant (so the
    result covers the whole circle, not only a half). Operands and result share
    one float tile type. Added in 13.2.
    ```
    %r = atan2 %a, %b : tile<8xf16>
    ```
  }];
  let arguments = (ins CT_FloatTile:$x, CT_FloatTile:$y);
  let results = (outs CT_FloatTile:$result);
  let assemblyFormat = [{
    $x `,` $y attr-dict `:` custom<CudaTileType>(type($result))
  }];
}

//===----------------------------------------------------------------------===//
// Comparison
//===----------------------------------------------------------------------===//

def CT_CmpFOp : CT_FloatOp<"cmpf", [AllTypesMatch<["lhs", "rhs"]>,
    TypesMatchWith<"result is an i1 tile of the operands' shape", "lhs", "result",
      "::mlir::cuda_tile::TileType::get("
      "::llvm::cast<::mlir::cuda_tile::TileType>($_self).getShape(), "
      "::mlir::IntegerType::get($_self.getContext(), 1))">]> {
  let summary = "element-wise float comparison; `ordered` is false on NaN, "
                "`unordered` true";
  let description = [{
    Compares `lhs` and `rhs` element by element and returns a tile of i1 of the
    same shape. `comparison_predicate` is one of `equal`, `not_equal`,
    `less_than`, `less_than_or_equal`, `greater_than` and
    `greater_than_or_equal`.

    `comparison_ordering` says what a NaN operand yields: `ordered` makes every
    comparison involving NaN false, `unordered` makes it true.
    ```
    %r = cmpf less_than ordered %a, %b : tile<4xf32> -> tile<4xi1>
    ```
  }];
  let arguments = (ins CT_ComparisonPredicateAttr:$comparison_predicate,
                       CT_ComparisonOrderingAttr:$comparison_ordering,
                       CT_FloatTile:$lhs, CT_FloatTile:$rhs);
  let results = (outs CT_I1Tile:$result);
  let assemblyFormat = [{
    custom<ComparisonPredicate>($comparison_predicate)
    custom<ComparisonOrdering>($comparison_ordering) $lhs `,` $rhs attr-dict
    `:` custom<CudaTileType>(type($lhs)) `->` custom<CudaTileType>(type($result))
  }];
  let hasFolder = 1;
}

#endif
