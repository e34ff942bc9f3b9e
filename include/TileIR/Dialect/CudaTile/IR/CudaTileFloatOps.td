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

def CT_AddFOp : CT_FloatRoundedBinaryOp<"addf", "element-wise float addition">;
def CT_SubFOp : CT_FloatRoundedBinaryOp<"subf", "element-wise float subtraction">;
def CT_MulFOp : CT_FloatRoundedBinaryOp<"mulf", "element-wise float product">;
// divf also takes `approx` and `full` (f32 only).
def CT_DivFOp : CT_FloatRoundedBinaryOp<"divf", "element-wise float division",
                                        "DivFRounding">;

def CT_FmaOp : CT_FloatOp<"fma", [AllTypesMatch<["lhs", "rhs", "acc", "result"]>]> {
  let summary = "element-wise fused multiply-add (lhs * rhs + acc, one rounding)";
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

def CT_MaxFOp : CT_FloatMinMaxOp<"maxf", "element-wise float maximum (+0 > -0)">;
def CT_MinFOp : CT_FloatMinMaxOp<"minf", "element-wise float minimum (-0 < +0)">;

def CT_RemFOp : CT_FloatOp<"remf", [AllTypesMatch<["lhs", "rhs", "result"]>]> {
  let summary = "element-wise remainder of truncated division (like fmod)";
  let arguments = (ins CT_FloatTile:$lhs, CT_FloatTile:$rhs);
  let results = (outs CT_FloatTile:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs attr-dict `:` custom<CudaTileType>(type($result))
  }];
  let hasFolder = 1;
}

let hasFolder = 1 in {
def CT_AbsFOp : CT_FloatUnaryOp<"absf", "element-wise float absolute value">;
def CT_NegFOp : CT_FloatUnaryOp<"negf", "element-wise float negation">;
def CT_CeilOp : CT_FloatUnaryOp<"ceil", "element-wise round toward +infinity">;
def CT_FloorOp : CT_FloatUnaryOp<"floor", "element-wise round toward -infinity">;
}

def CT_SqrtOp : CT_FloatOp<"sqrt", [AllTypesMatch<["source", "result"]>]> {
  let summary = "element-wise square root";
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

def CT_RsqrtOp : CT_FloatFtzUnaryOp<"rsqrt", "element-wise reciprocal square root">;
def CT_Exp2Op : CT_FloatFtzUnaryOp<"exp2", "element-wise 2^x">;

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
def CT_ExpOp : CT_FloatApproxUnaryOp<"exp", "element-wise e^x">;
def CT_TanHOp : CT_FloatApproxUnaryOp<"tanh", "element-wise hyperbolic tangent">;

def CT_LogOp : CT_FloatUnaryOp<"log", "element-wise natural logarithm">;
def CT_Log2Op : CT_FloatUnaryOp<"log2", "element-wise base-2 logarithm">;
def CT_SinOp : CT_FloatUnaryOp<"sin", "element-wise sine">;
def CT_CosOp : CT_FloatUnaryOp<"cos", "element-wise cosine">;
def CT_TanOp : CT_FloatUnaryOp<"tan", "element-wise tangent">;
def CT_SinHOp : CT_FloatUnaryOp<"sinh", "element-wise hyperbolic sine">;
def CT_CosHOp : CT_FloatUnaryOp<"cosh", "element-wise hyperbolic cosine">;

def CT_PowOp : CT_FloatOp<"pow", [AllTypesMatch<["source", "exponent", "result"]>]> {
  let summary = "element-wise source raised to exponent";
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
