//===- TileSIMTFloatOps.td - f32 ops with PTX modifiers ----*- tablegen -*-===//
//
// arith has no denormal mode and no approximate division, so the spec's
// flush_to_zero and rounding<approx> on f32 ops get an op of their own:
// one PTX instruction per element (add.rn.ftz.f32, div.approx.f32, ...)
// instead of an exact emulation around an arith op.
//
//===----------------------------------------------------------------------===//
#ifndef TILEIR_TILESIMT_FLOATOPS_TD
#define TILEIR_TILESIMT_FLOATOPS_TD

include "TileIR/Dialect/TileSIMT/IR/TileSIMTEnums.td"
include "mlir/Interfaces/InferTypeOpInterface.td"

// `ftz`: subnormal inputs and results are zeros of their sign (PTX .ftz,
// the spec's flush_to_zero); `flush` is that alone (x + -0.0 with .ftz).
// `approx`: div.approx / sqrt.approx, the spec's rounding<approx>;
// otherwise round to nearest even (which rounding<full> also gets: the
// correctly rounded quotient is as precise as any). `tanh` is only
// tanh.approx.f32 (sm_75+, one MUFU.TANH; approx, no ftz): the spec's tanh
// rounding<approx>; `exp` likewise is only ex2.approx.f32 of x * log2(e)
// (a multiply and one MUFU.EX2): the spec's exp rounding<approx>.
// Operands and result: f32, a tensor of f32 or (after distribution) a
// vector of f32, all one type.
def TileSIMT_FloatOp : TileSIMT_Op<"float", [Pure, SameOperandsAndResultType]> {
  let summary = "an element-wise f32 op with PTX's .ftz and rounding";
  let arguments = (ins TileSIMT_FloatKind:$kind, Variadic<AnyType>:$inputs,
                       UnitAttr:$ftz, UnitAttr:$approx);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    $kind $inputs (`ftz` $ftz^)? (`approx` $approx^)? attr-dict `:`
    type($result)
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
}

#endif
