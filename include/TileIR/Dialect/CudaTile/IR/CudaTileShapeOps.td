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
