//===- CudaTileShapeOps.td - constants and shape ops ---------*- tablegen -*-===//
//
// constant, iota, broadcast, reshape, permute, extract, insert, cat, select,
// pack, unpack (the matrix ops are in CudaTileMatrixOps.td). Operand and
// attribute names follow the reference ODS so that the generic form is
// interchangeable.
//
//===----------------------------------------------------------------------===//
#ifndef TILEIR_CUDATILE_SHAPEOPS_TD
#define TILEIR_CUDATILE_SHAPEOPS_TD

include "TileIR/Dialect/CudaTile/IR/CudaTileOpBase.td"

//===----------------------------------------------------------------------===//
// Element classes local to this group
//===----------------------------------------------------------------------===//

// Integers usable in arithmetic: i1..i64 without the storage-only i4.
def CTS_StdIntPred : And<[CT_IntPred, CPred<"!$_self.isInteger(4)">]>;
// Numbers without i4: what a constant may hold.
def CTS_ValueNumberPred : Or<[CTS_StdIntPred, CT_AnyFloatPred]>;

def CTS_StdIntTile : CT_TileOf<CTS_StdIntPred, "i1/i8/i16/i32/i64">;
def CTS_ValueTile : CT_TileOf<CTS_ValueNumberPred, "numbers (no i4)">;
def CTS_I8Tile : CT_TileOf<CPred<"$_self.isInteger(8)">, "i8">;
// tile<i32>, buildable so that formats may leave index types out.
def CTS_I32Index : Type<CT_I32Scalar.predicate, "rank-0 tile of i32",
                        "::mlir::cuda_tile::TileType">,
                   BuildableType<"::mlir::cuda_tile::TileType::get({}, $_builder.getI32Type())">;

// dense<...> : !cuda_tile.tile<...> in the generic form.
def CTS_DenseValueAttr : ElementsAttrBase<
    CPred<"::llvm::isa<::mlir::DenseIntOrFPElementsAttr>($_self)">,
    "dense integer or float elements"> {
  let storageType = [{ ::mlir::DenseElementsAttr }];
  let returnType = [{ ::mlir::DenseElementsAttr }];
}

//===----------------------------------------------------------------------===//
// Values
//===----------------------------------------------------------------------===//

def CT_ConstantOp : CT_Op<"constant", "13.1", [ConstantLike, Pure,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "a tile of compile-time values";
  let description = [{
    `constant <f32: [[1.0, 2.0], [3.0, 4.0]]> : tile<2x2xf32>`; a single value
    fills the whole tile. The attribute's type is the result tile type.
  }];
  let arguments = (ins CTS_DenseValueAttr:$value);
  let results = (outs CTS_ValueTile:$result);
  let assemblyFormat = "custom<TileConstant>($value, type($result)) attr-dict";
  let hasVerifier = 1;
  let hasFolder = 1;
  let builders = [
    OpBuilder<(ins "::mlir::DenseElementsAttr":$value), [{
      build($_builder, $_state, ::llvm::cast<TileType>(value.getType()), value);
    }]>
  ];
}

def CT_IotaOp : CT_Op<"iota", "13.1", [Pure]> {
  let summary = "the 1-d tile [0, 1, ..., n-1]";
  let description = [{
    Produces the rank-1 tile whose element `i` is `i`, for `i` from 0 to n-1.
    The element type may be any of i1, i8, i16, i32 or i64. The verifier
    requires rank 1 and that all n values be distinct in the element type read
    as unsigned, so n may not exceed 2^width (256 for i8, 2 for i1).
    ```
    %r = iota : tile<128xi32>
    ```
  }];
  let results = (outs CTS_StdIntTile:$result);
  let assemblyFormat = "attr-dict `:` custom<CudaTileType>(type($result))";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Shape changes
//===----------------------------------------------------------------------===//

def CT_BroadcastOp : CT_Op<"broadcast", "13.1", [Pure,
    SameOperandsAndResultElementType, AllRanksMatch<["source", "result"]>,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "repeat size-1 dims to the result shape";
  let description = [{
    Expands a tile to a larger shape of the same rank by repeating its size-1
    dimensions; the element type is unchanged. Every source dimension must equal
    the result's or be 1. To add dimensions, `reshape` to insert size-1 dims
    first, then broadcast.
    ```
    %r = broadcast %c : tile<1x4xf32> -> tile<8x4xf32>
    ```
  }];
  let arguments = (ins CT_AnyTile:$source);
  let results = (outs CT_AnyTile:$result);
  let assemblyFormat = [{
    $source attr-dict `:` custom<CudaTileType>(type($source))
    `->` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
}

def CT_ReshapeOp : CT_Op<"reshape", "13.1", [Pure,
    SameOperandsAndResultElementType,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "reinterpret a tile's row-major elements with another shape";
  let description = [{
    Gives a tile a new shape with the same elements in the same row-major
    order; the element type is unchanged. The verifier requires source and
    result to have the same number of elements. Ranks may differ, so `reshape`
    also adds or removes size-1 dimensions.
    ```
    %r = reshape %a : tile<2x4xf32> -> tile<8xf32>
    ```
  }];
  let arguments = (ins CT_AnyTile:$source);
  let results = (outs CT_AnyTile:$result);
  let assemblyFormat = [{
    $source attr-dict `:` custom<CudaTileType>(type($source))
    `->` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
}

def CT_PermuteOp : CT_Op<"permute", "13.1", [Pure,
    SameOperandsAndResultElementType, AllRanksMatch<["source", "result"]>]> {
  let summary = "reorder dims: result dim i is source dim permutation[i]";
  let description = [{
    Reorders the dimensions of a tile: dimension `i` of the result is dimension
    `permutation[i]` of the source, so `[1, 0]` transposes a matrix. The
    verifier requires rank 2 or more, a permutation of exactly `0 .. rank-1`
    (each once) and a result shape that matches the permuted source shape.
    ```
    %r = permute %a [1, 0] : tile<2x4xf32> -> tile<4x2xf32>
    ```
  }];
  let arguments = (ins CT_AnyTile:$source, DenseI32ArrayAttr:$permutation);
  let results = (outs CT_AnyTile:$result);
  let assemblyFormat = [{
    $source $permutation attr-dict `:` custom<CudaTileType>(type($source))
    `->` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
}

def CT_ExtractOp : CT_Op<"extract", "13.1", [Pure,
    AllRanksMatch<["source", "result"]>]> {
  let summary = "the indices-th result-shaped slice of a tile";
  let description = [{
    Cuts the source into equal blocks of the result's shape and returns the
    block at `indices`: the one whose dimension `i` starts at `indices[i] *
    result_shape[i]`. Indices count blocks, not elements. The verifier requires
    matching ranks and element types, a result dimension that divides each
    source dimension, and one rank-0 i32 index per dimension. An index past the
    last block gives an undefined result.
    ```
    %r = extract %t[%i, %j] : tile<8x4xf32> -> tile<4x4xf32>
    ```
  }];
  let arguments = (ins CT_AnyTile:$source, Variadic<CTS_I32Index>:$indices);
  let results = (outs CT_AnyTile:$result);
  let assemblyFormat = [{
    $source `[` $indices `]` attr-dict `:` custom<CudaTileType>(type($source))
    `->` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
}

// 13.4: the inverse of extract; the sub-tile's shape comes from `source`.
def CT_InsertOp : CT_Op<"insert", "13.4", [Pure,
    AllRanksMatch<["source", "destination", "result"]>,
    AllTypesMatch<["destination", "result"]>]> {
  let summary = "destination with its indices-th source-shaped slice replaced";
  let description = [{
    The inverse of `extract`: views `destination` as equal blocks of the
    `source` shape and returns a copy of it with the block at `indices` replaced
    by `source`. The result has the destination's type. The verifier requires
    matching ranks and element types, a source dimension that divides each
    destination dimension, and one rank-0 i32 index per dimension. Added in
    13.4.
    ```
    %r = insert %s, %d[%i, %j] : tile<2x4xf32> -> tile<4x8xf32>
    ```
  }];
  let arguments = (ins CT_AnyTile:$source, CT_AnyTile:$destination,
                       Variadic<CTS_I32Index>:$indices);
  let results = (outs CT_AnyTile:$result);
  let assemblyFormat = [{
    $source `,` $destination `[` $indices `]` attr-dict `:`
    custom<CudaTileType>(type($source)) `->` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

def CT_CatOp : CT_Op<"cat", "13.1", [Pure,
    AllRanksMatch<["lhs", "rhs", "result"]>,
    AllElementTypesMatch<["lhs", "rhs", "result"]>]> {
  let summary = "concatenate two tiles along one dim";
  let description = [{
    Concatenates `lhs` and `rhs` along dimension `dim`: the result holds the
    elements of `lhs` followed by those of `rhs` along it. Both operands and the
    result have one rank and element type. The verifier requires `dim` to be a
    valid dimension, equal sizes in every other dimension, and a result size
    along `dim` equal to the sum of the two operands'. As tile dimensions are
    powers of two, the two operands are usually of the same shape.
    ```
    %r = cat %a, %b dim = 0 : tile<2x2xi32>, tile<2x2xi32> -> tile<4x2xi32>
    ```
  }];
  let arguments = (ins CT_AnyTile:$lhs, CT_AnyTile:$rhs, I64Attr:$dim);
  let results = (outs CT_AnyTile:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs `dim` `=` $dim attr-dict `:` custom<CudaTileType>(type($lhs))
    `,` custom<CudaTileType>(type($rhs)) `->` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
}

def CT_SelectOp : CT_Op<"select", "13.1", [Pure,
    AllTypesMatch<["val_if_true", "val_if_false", "result"]>,
    AllShapesMatch<["cond", "val_if_true", "val_if_false", "result"]>]> {
  let summary = "element-wise choice between two tiles";
  let description = [{
    Picks, for every element, `val_if_true` where `cond` is 1 and
    `val_if_false` where it is 0. The condition is a tile of i1 of the same
    shape; the two values and the result share one type. f4E2M1FN tiles are
    rejected: a single element of a sub-byte type cannot be chosen on its own.
    ```
    %r = select %c, %a, %b : tile<4xi1>, tile<4xf32>
    ```
  }];
  let arguments = (ins CT_I1Tile:$cond, CT_AnyTile:$val_if_true,
                       CT_AnyTile:$val_if_false);
  let results = (outs CT_AnyTile:$result);
  let assemblyFormat = [{
    $cond `,` $val_if_true `,` $val_if_false attr-dict `:`
    custom<CudaTileType>(type($cond)) `,` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
}

//===----------------------------------------------------------------------===//
// Byte packing (13.3)
//===----------------------------------------------------------------------===//

def CT_PackOp : CT_Op<"pack", "13.3", [Pure, AllRanksMatch<["source", "result"]>]> {
  let summary = "reinterpret a rank-1 numeric tile as bytes";
  let description = [{
    Reinterprets the bytes of a rank-1 numeric tile as a rank-1 tile of i8,
    keeping the bit pattern; this is how sub-byte data such as f4E2M1FN or i4 is
    stored and moved. The verifier requires both tiles to be rank 1, to have
    different element widths, to fill whole bytes and to be the same size in
    bytes. Added in 13.3.
    ```
    %b = pack %a : tile<64xf4E2M1FN> -> tile<32xi8>
    ```
  }];
  let arguments = (ins CT_NumberTile:$source);
  let results = (outs CTS_I8Tile:$result);
  let assemblyFormat = [{
    $source attr-dict `:` custom<CudaTileType>(type($source))
    `->` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
}

def CT_UnpackOp : CT_Op<"unpack", "13.3", [Pure, AllRanksMatch<["source", "result"]>]> {
  let summary = "reinterpret a rank-1 byte tile as numbers";
  let description = [{
    The inverse of `pack`: reinterprets a rank-1 tile of i8 as a rank-1 tile of
    another numeric type with the same total number of bytes. The same rules as
    for `pack` apply (rank 1, different widths, whole bytes, equal size).
    Added in 13.3.
    ```
    %a = unpack %b : tile<32xi8> -> tile<64xf4E2M1FN>
    ```
  }];
  let arguments = (ins CTS_I8Tile:$source);
  let results = (outs CT_NumberTile:$result);
  let assemblyFormat = [{
    $source attr-dict `:` custom<CudaTileType>(type($source))
    `->` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
}

#endif
