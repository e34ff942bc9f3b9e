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
  let arguments = (ins CT_PtrTile:$source);
  let results = (outs CT_PtrTile:$result);
  let assemblyFormat = [{
    $source attr-dict `:` custom<CudaTileType>(type($source))
    `->` custom<CudaTileType>(type($result))
  }];
  let hasFolder = 1;
}

#endif
