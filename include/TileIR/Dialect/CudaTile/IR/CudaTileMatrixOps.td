//===- CudaTileMatrixOps.td - matrix multiply-accumulate ops -*- tablegen -*-===//
//
// mmaf, mmai, mmaf_scaled (verifiers in CudaTileMatrixOps.cpp). Operand and
// attribute names follow the reference ODS so that the generic form is
// interchangeable.
//
//===----------------------------------------------------------------------===//
#ifndef TILEIR_CUDATILE_MATRIXOPS_TD
#define TILEIR_CUDATILE_MATRIXOPS_TD

include "TileIR/Dialect/CudaTile/IR/CudaTileOpBase.td"

//===----------------------------------------------------------------------===//
// Element classes local to this group
//===----------------------------------------------------------------------===//

def CTM_F8E4M3FN : CPred<"::llvm::isa<::mlir::Float8E4M3FNType>($_self)">;
def CTM_F8E5M2 : CPred<"::llvm::isa<::mlir::Float8E5M2Type>($_self)">;
def CTM_F8E8M0FNU : CPred<"::llvm::isa<::mlir::Float8E8M0FNUType>($_self)">;
def CTM_F4E2M1FN : CPred<"::llvm::isa<::mlir::Float4E2M1FNType>($_self)">;
def CTM_F8E5M3FNU : CPred<"::llvm::isa<::mlir::cuda_tile::Float8E5M3FNUType>($_self)">;

def CTM_I8Tile : CT_TileOf<CPred<"$_self.isInteger(8)">, "i8">;
def CTM_I32Tile : CT_TileOf<CT_I32Pred, "i32">;
def CTM_F32Tile : CT_TileOf<CPred<"$_self.isF32()">, "f32">;
def CTM_MmaFOperand : CT_TileOf<Or<[CPred<"$_self.isF16()">,
    CPred<"$_self.isBF16()">, CPred<"$_self.isF32()">, CPred<"$_self.isF64()">,
    CPred<"$_self.isTF32()">, CTM_F8E4M3FN, CTM_F8E5M2]>,
    "f16/bf16/f32/f64/tf32/f8E4M3FN/f8E5M2">;
def CTM_MmaFAcc : CT_TileOf<Or<[CPred<"$_self.isF16()">, CPred<"$_self.isF32()">,
    CPred<"$_self.isF64()">]>, "f16/f32/f64">;
def CTM_ScaledOperand : CT_TileOf<Or<[CTM_F8E4M3FN, CTM_F8E5M2, CTM_F4E2M1FN]>,
    "f8E4M3FN/f8E5M2/f4E2M1FN">;
def CTM_ScaleTile : CT_TileOf<Or<[CTM_F8E4M3FN, CTM_F8E8M0FNU, CTM_F8E5M3FNU]>,
    "f8E4M3FN/f8E8M0FNU/fnv8E5M3FNU">;

//===----------------------------------------------------------------------===//
// Matrix multiply-accumulate
//===----------------------------------------------------------------------===//

def CT_MmaFOp : CT_Op<"mmaf", "13.1", [Pure,
    AllTypesMatch<["acc", "result"]>,
    AllElementTypesMatch<["lhs", "rhs"]>,
    AllRanksMatch<["lhs", "rhs", "acc"]>]> {
  let summary = "float matrix multiply-accumulate: acc + lhs x rhs";
  let description = [{
    Computes `acc + lhs x rhs` as a matrix product: `lhs` is MxK, `rhs` KxN and
    `acc` and the result MxN. With rank 3 the leading dimension is a batch, equal
    in all three, and each batch is multiplied on its own. `lhs` and `rhs` share
    one element type, which decides the accumulator type the verifier accepts:
    f8E4M3FN, f8E5M2 and f16 accumulate in f16 or f32; bf16, tf32 and f32 in
    f32; f64 in f64. These are the pairs the tensor cores implement.

    `fast_acc` (13.3) lets Hopper keep fp8 partial sums in its faster, less
    precise internal format instead of full f32.
    ```
    %r = mmaf %a, %b, %c : tile<4x8xf16>, tile<8x2xf16>, tile<4x2xf32>
    ```
  }];
  // `fast_acc` (13.3) lets Hopper keep fp8 products in its native precision.
  let arguments = (ins CTM_MmaFOperand:$lhs, CTM_MmaFOperand:$rhs,
                       CTM_MmaFAcc:$acc, UnitAttr:$fast_acc);
  let results = (outs CTM_MmaFAcc:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs `,` $acc (`fast_acc` $fast_acc^)? attr-dict `:`
    custom<CudaTileType>(type($lhs)) `,` custom<CudaTileType>(type($rhs)) `,`
    custom<CudaTileType>(type($acc))
  }];
  let hasVerifier = 1;
}

def CT_MmaIOp : CT_Op<"mmai", "13.1", [Pure,
    AllTypesMatch<["acc", "result"]>,
    AllElementTypesMatch<["lhs", "rhs"]>,
    AllRanksMatch<["lhs", "rhs", "acc"]>]> {
  let summary = "i8 matrix multiply-accumulate into i32";
  let description = [{
    Computes `acc + lhs x rhs` as an integer matrix product of i8 tiles into an
    i32 accumulator, with the same shape rules as `mmaf` (MxK times KxN plus
    MxN, optionally with a leading batch dimension). `signedness_lhs` and
    `signedness_rhs` say separately whether each input's bytes are signed or
    unsigned. The i32 sums wrap on overflow.
    ```
    %r = mmai %a, %b, %c unsigned signed : tile<4x8xi8>, tile<8x16xi8>, tile<4x16xi32>
    ```
  }];
  let arguments = (ins CTM_I8Tile:$lhs, CTM_I8Tile:$rhs, CTM_I32Tile:$acc,
                       CT_SignednessAttr:$signedness_lhs,
                       CT_SignednessAttr:$signedness_rhs);
  let results = (outs CTM_I32Tile:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs `,` $acc custom<Signedness>($signedness_lhs)
    custom<Signedness>($signedness_rhs) attr-dict `:`
    custom<CudaTileType>(type($lhs)) `,` custom<CudaTileType>(type($rhs)) `,`
    custom<CudaTileType>(type($acc))
  }];
  let hasVerifier = 1;
}

def CT_MmaFScaledOp : CT_Op<"mmaf_scaled", "13.3", [Pure,
    AllTypesMatch<["acc", "result"]>,
    AllElementTypesMatch<["lhs", "rhs"]>,
    AllElementTypesMatch<["lhs_scale", "rhs_scale"]>,
    AllRanksMatch<["lhs", "rhs", "acc", "lhs_scale", "rhs_scale"]>]> {
  let summary = "block-scaled fp8/fp4 matrix multiply-accumulate into f32";
  let description = [{
    A block-scaled matrix multiply-accumulate into f32: every run of V
    consecutive K elements of `lhs` (MxK) and `rhs` (KxN) is multiplied by its
    own scale before the product is summed into `acc` (MxN). `lhs_scale` is
    Mx(K/V) and `rhs_scale` (K/V)xN, so V is K divided by the scale's K
    dimension. The verifier accepts only the combinations the hardware has:
    f8 inputs with f8E8M0FNU scales and V = 32; f4E2M1FN inputs with f8E8M0FNU
    scales and V = 16 or 32, or with f8E4M3FN (or f8E5M3FNU) scales and V = 16.
    Added in 13.3; it needs sm_100 or newer.
    ```
    %r = mmaf_scaled %a, %b, %acc, %sa, %sb : tile<128x128xf4E2M1FN>,
        tile<128x128xf4E2M1FN>, tile<128x128xf32>, tile<128x4xf8E8M0FNU>,
        tile<4x128xf8E8M0FNU>
    ```
  }];
  let arguments = (ins CTM_ScaledOperand:$lhs, CTM_ScaledOperand:$rhs,
                       CTM_F32Tile:$acc, CTM_ScaleTile:$lhs_scale,
                       CTM_ScaleTile:$rhs_scale);
  let results = (outs CTM_F32Tile:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs `,` $acc `,` $lhs_scale `,` $rhs_scale attr-dict `:`
    custom<CudaTileType>(type($lhs)) `,` custom<CudaTileType>(type($rhs)) `,`
    custom<CudaTileType>(type($acc)) `,` custom<CudaTileType>(type($lhs_scale)) `,`
    custom<CudaTileType>(type($rhs_scale))
  }];
  let hasVerifier = 1;
}

#endif
