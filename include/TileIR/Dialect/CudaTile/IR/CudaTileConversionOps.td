//===- CudaTileConversionOps.td - element type conversions ---*- tablegen -*-===//
//
// bitcast, exti, trunci, itof, ftoi, ftof, int_to_ptr, ptr_to_int,
// ptr_to_ptr: element-wise, so source and result shapes always match.
// Operand and attribute names follow the reference ODS (generic form).
//
//===----------------------------------------------------------------------===//
#ifndef TILEIR_CUDATILE_CONVERSIONOPS_TD
#define TILEIR_CUDATILE_CONVERSIONOPS_TD

include "TileIR/Dialect/CudaTile/IR/CudaTileOpBase.td"

// Integers usable in arithmetic: i1..i64 without the storage-only i4.
def CTC_StdIntPred : And<[CT_IntPred, CPred<"!$_self.isInteger(4)">]>;
def CTC_StdIntTile : CT_TileOf<CTC_StdIntPred, "i1/i8/i16/i32/i64">;
def CTC_ValueTile : CT_TileOf<Or<[CTC_StdIntPred, CT_AnyFloatPred]>,
                              "numbers (no i4)">;

class CTC_Op<string mnemonic, string version, list<string> names,
             list<Trait> traits = []>
    : CT_Op<mnemonic, version, !listconcat([Pure, AllShapesMatch<names>], traits)>;

def CT_BitcastOp : CTC_Op<"bitcast", "13.1", ["source", "result"]> {
  let summary = "reinterpret the bits of each element as another type";
  let description = [{
    Reinterprets the bits of every element as another element type of the same
    width, for example f32 as i32; no value is converted. Source and result have
    the same shape. The verifier rejects types of different widths. tf32 counts
    as its 19 value bits, so a tf32 tile can only be cast to tf32, and i4 is not
    accepted (use `pack`/`unpack` for sub-byte data).
    ```
    %r = bitcast %f : tile<4xf32> -> tile<4xi32>
    ```
  }];
  let arguments = (ins CTC_ValueTile:$source);
  let results = (outs CTC_ValueTile:$result);
  let assemblyFormat = [{
    $source attr-dict `:` custom<CudaTileType>(type($source))
    `->` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
}

// i4 is accepted here: widening and narrowing are how it is stored (13.3).
def CT_ExtIOp : CTC_Op<"exti", "13.1", ["from", "to"]> {
  let summary = "widen integers, sign- or zero-extending";
  let description = [{
    Widens every integer to a wider integer type of the same shape. With
    `signed` the new high bits copy the sign bit; with `unsigned` they are zero.
    The verifier requires the result to be strictly wider than the source. i4 is
    allowed here (since 13.3), since extending is how stored i4 values are
    turned into arithmetic ones.
    ```
    %r = exti %a signed : tile<2x2xi16> -> tile<2x2xi32>
    ```
  }];
  let arguments = (ins CT_IntTile:$from, CT_SignednessAttr:$signedness);
  let results = (outs CT_IntTile:$to);
  let assemblyFormat = [{
    $from custom<Signedness>($signedness) attr-dict `:`
    custom<CudaTileType>(type($from)) `->` custom<CudaTileType>(type($to))
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
}

def CT_TruncIOp : CTC_Op<"trunci", "13.1", ["from", "to"]> {
  let summary = "narrow integers by dropping high bits";
  let description = [{
    Narrows every integer to a narrower type of the same shape by keeping its
    low bits. The verifier requires the result to be strictly narrower; i4
    results are allowed (since 13.3).

    `overflow` is `none` (the default), `no_signed_wrap`, `no_unsigned_wrap` or
    `no_wrap`: a promise that the value fits the narrower type when read as
    signed, unsigned, or both; the result is undefined if it does not.
    ```
    %r = trunci %b overflow<no_wrap> : tile<8xi8> -> tile<8xi4>
    ```
  }];
  let arguments = (ins CT_IntTile:$from,
      DefaultValuedAttr<CT_IntegerOverflowAttr,
                        "::mlir::cuda_tile::IntegerOverflow::none">:$overflow);
  let results = (outs CT_IntTile:$to);
  let assemblyFormat = [{
    $from (`overflow` `` $overflow^)? attr-dict `:`
    custom<CudaTileType>(type($from)) `->` custom<CudaTileType>(type($to))
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
}

def CT_IToFOp : CTC_Op<"itof", "13.1", ["from", "to"]> {
  let summary = "convert integers to floats";
  let description = [{
    Converts every integer, read as `signed` or `unsigned`, to the nearest value
    of the result float type; the shapes match. The only accepted
    `rounding_mode` is `nearest_even`, the default, which is not printed.
    f8E8M0FNU results are rejected: that type holds only powers of two, so go
    through another float type and `ftof` instead.
    ```
    %r = itof %a signed : tile<4xi32> -> tile<4xf32>
    ```
  }];
  let arguments = (ins CTC_StdIntTile:$from, CT_SignednessAttr:$signedness,
                       CT_RoundingModeAttr:$rounding_mode);
  let results = (outs CT_AnyFloatTile:$to);
  let assemblyFormat = [{
    $from custom<Signedness>($signedness) `` custom<IEEERoundingMode>($rounding_mode)
    attr-dict `:` custom<CudaTileType>(type($from))
    `->` custom<CudaTileType>(type($to))
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
}

def CT_FToIOp : CTC_Op<"ftoi", "13.1", ["from", "to"]> {
  let summary = "convert floats to integers, rounding toward zero";
  let description = [{
    Converts every float to an integer of the result type, read as `signed` or
    `unsigned`, dropping the fraction (rounding toward zero). The only accepted
    `rounding_mode` is `nearest_int_to_zero`, the default, which is not printed.
    With `saturating` (13.4) values outside the integer range clamp to its
    nearest bound; without it, the result for such values is not specified, so
    the folder only folds values that fit.
    ```
    %r = ftoi %a unsigned : tile<2x2xf32> -> tile<2x2xi64>
    ```
  }];
  // `saturating` (13.4): out-of-range values clamp to the integer range.
  let arguments = (ins CT_AnyFloatTile:$from, CT_SignednessAttr:$signedness,
                       CT_RoundingModeAttr:$rounding_mode,
                       UnitAttr:$saturating);
  let results = (outs CTC_StdIntTile:$to);
  let assemblyFormat = [{
    $from custom<Signedness>($signedness) `` custom<IntegerRoundingMode>($rounding_mode)
    (`saturating` $saturating^)? attr-dict `:` custom<CudaTileType>(type($from))
    `->` custom<CudaTileType>(type($to))
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
}

def CT_FToFOp : CTC_Op<"ftof", "13.1", ["from", "to"]> {
  let summary = "convert between float types";
  let description = [{
    Converts every float to another float type of the same shape, widening
    exactly or narrowing with rounding. The verifier rejects a conversion to the
    same type, since it would do nothing.

    `rounding_mode` must be `nearest_even` (the default, not printed), except
    when converting to f8E8M0FNU: that type holds only powers of two and has no
    "even" value to round to, so it takes `zero` or `positive_inf` instead.
    ```
    %r = ftof %c rounding<positive_inf> : tile<2x2xf16> -> tile<2x2xf8E8M0FNU>
    ```
  }];
  let arguments = (ins CT_AnyFloatTile:$from,
      DefaultValuedAttr<CT_RoundingModeAttr,
                        "::mlir::cuda_tile::RoundingMode::nearest_even">:$rounding_mode);
  let results = (outs CT_AnyFloatTile:$to);
  let assemblyFormat = [{
    $from `` custom<IEEERoundingMode>($rounding_mode) attr-dict `:`
    custom<CudaTileType>(type($from)) `->` custom<CudaTileType>(type($to))
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
}

def CT_IntToPtrOp : CTC_Op<"int_to_ptr", "13.1", ["source", "result"]> {
  let summary = "reinterpret i64 addresses as pointers";
  let description = [{
    Turns every i64 element into a pointer holding that address. The result is
    a tile of pointers of the same shape; the pointee type is taken from the
    result type.
    ```
    %p = int_to_ptr %i : tile<i64> -> tile<ptr<i8>>
    ```
  }];
  let arguments = (ins CT_I64Tile:$source);
  let results = (outs CT_PtrTile:$result);
  let assemblyFormat = [{
    $source attr-dict `:` custom<CudaTileType>(type($source))
    `->` custom<CudaTileType>(type($result))
  }];
  let hasFolder = 1;
}

def CT_PtrToIntOp : CTC_Op<"ptr_to_int", "13.1", ["source", "result"]> {
  let summary = "reinterpret pointers as i64 addresses";
  let description = [{
    Returns the address held by every pointer as an i64, in a tile of the same
    shape. `int_to_ptr` undoes it.
    ```
    %i = ptr_to_int %p : tile<ptr<i8>> -> tile<i64>
    ```
  }];
  let arguments = (ins CT_PtrTile:$source);
  let results = (outs CT_I64Tile:$result);
  let assemblyFormat = [{
    $source attr-dict `:` custom<CudaTileType>(type($source))
    `->` custom<CudaTileType>(type($result))
  }];
  let hasFolder = 1;
}

def CT_PtrToPtrOp : CTC_Op<"ptr_to_ptr", "13.1", ["source", "result"]> {
  let summary = "change the pointee type of pointers";
  let description = [{
    Keeps every address and only changes the pointee type, which decides the
    element type of later loads and the step of `offset`. The shapes match.
    ```
    %q = ptr_to_ptr %p : tile<4xptr<i8>> -> tile<4xptr<f64>>
    ```
  }];
  let arguments = (ins CT_PtrTile:$source);
  let results = (outs CT_PtrTile:$result);
  let assemblyFormat = [{
    $source attr-dict `:` custom<CudaTileType>(type($source))
    `->` custom<CudaTileType>(type($result))
  }];
  let hasFolder = 1;
}

#endif
