//===- CudaTileTypes.td - types of cuda_tile -----------------*- tablegen -*-===//
#ifndef TILEIR_CUDATILE_TYPES_TD
#define TILEIR_CUDATILE_TYPES_TD

include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/BuiltinTypeInterfaces.td"
include "TileIR/Dialect/CudaTile/IR/CudaTileDialect.td"
include "TileIR/Dialect/CudaTile/IR/CudaTileEnums.td"

class CT_Type<string name, string mnemonic_, list<Trait> traits = []>
    : TypeDef<CudaTile_Dialect, name, traits> {
  let mnemonic = mnemonic_;
}

// Element types a tile may hold; integers are signless, ops pick signedness.
def CT_I1 : I<1>;  def CT_I4 : I<4>;  def CT_I8 : I<8>;
def CT_I16 : I<16>; def CT_I32 : I<32>; def CT_I64 : I<64>;

// ptr<f32>, ptr<f32, <multicast>>: the pointer attribute is 13.4's (none)
// and 13.5's (unicast, multicast); absent, nothing is promised.
def CT_PointerType : CT_Type<"Pointer", "ptr"> {
  let summary = "a global-memory pointer to an element type";
  let parameters = (ins "::mlir::Type":$pointeeType,
                        OptionalParameter<"PtrAttrKindAttr">:$ptrAttr);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let builders = [
    TypeBuilder<(ins "::mlir::Type":$pointeeType), [{
      return $_get($_ctxt, pointeeType, PtrAttrKindAttr());
    }]>
  ];
  let extraClassDeclaration = [{
    bool isMulticast() const {
      return getPtrAttr() &&
             getPtrAttr().getValue() == PtrAttrKind::multicast;
    }
  }];
}

// tile<8x16xf32>; rank 0 is a scalar. Every dim a power of two, at most 2^24
// elements in all.
def CT_TileType : CT_Type<"Tile", "tile", [ShapedTypeInterface]> {
  let summary = "an immutable multi-dimensional tile of values";
  let parameters = (ins ArrayRefParameter<"int64_t">:$shape,
                        "::mlir::Type":$elementType);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let skipDefaultBuilders = 1;
  let builders = [
    TypeBuilderWithInferredContext<(ins "::llvm::ArrayRef<int64_t>":$shape,
                                        "::mlir::Type":$elementType), [{
      return $_get(elementType.getContext(), shape, elementType);
    }]>,
    TypeBuilder<(ins "::llvm::ArrayRef<int64_t>":$shape,
                     "::mlir::Type":$elementType), [{
      return $_get($_ctxt, shape, elementType);
    }]>
  ];
  let extraClassDeclaration = [{
    // ShapedTypeInterface.
    bool hasRank() const { return true; }
    TileType cloneWith(std::optional<::llvm::ArrayRef<int64_t>> shape,
                       ::mlir::Type elementType) const {
      return TileType::get(shape ? *shape : getShape(), elementType);
    }
    int64_t getNumElements() const;
  }];
}

// tensor_view<512x?xf16, strides=[?,1]>: a global tensor; `?` is dynamic.
def CT_TensorViewType : CT_Type<"TensorView", "tensor_view"> {
  let summary = "a strided view of a tensor in global memory";
  let parameters = (ins "::mlir::Type":$elementType,
                        ArrayRefParameter<"int64_t">:$shape,
                        ArrayRefParameter<"int64_t">:$strides,
                        // Its base pointer's attribute (13.4/13.5).
                        OptionalParameter<"PtrAttrKindAttr">:$ptrAttr);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let builders = [
    TypeBuilder<(ins "::mlir::Type":$elementType,
                     "::llvm::ArrayRef<int64_t>":$shape,
                     "::llvm::ArrayRef<int64_t>":$strides), [{
      return $_get($_ctxt, elementType, shape, strides, PtrAttrKindAttr());
    }]>
  ];
  let extraClassDeclaration = [{
    static constexpr int64_t kDynamic = ::mlir::ShapedType::kDynamic;
    bool isMulticast() const {
      return getPtrAttr() &&
             getPtrAttr().getValue() == PtrAttrKind::multicast;
    }
    size_t getRank() const { return getShape().size(); }
    unsigned getNumDynamicShape() const;
    unsigned getNumDynamicStrides() const;
  }];
}

// What loads, stores and the passes need of any tile view, so that none of
// them switches over the three view types.
def CT_TileViewTypeInterface : TypeInterface<"TileViewType"> {
  let cppNamespace = "::mlir::cuda_tile";
  let description = [{
    A tile view (partition_view, strided_view, gather_scatter_view) cuts
    equal tiles out of a tensor_view. Tile dimension `k` walks tensor
    dimension `getTensorDim(k)`; index `i` along it starts its tile at
    element `i * getIndexStep(k)`, except along the gathered dimension, whose
    index is a 1-D tile of element coordinates.
  }];
  let methods = [
    // Typed as Type: tensor_view's class is declared after this interface
    // (getTensorView below gives it its own type).
    InterfaceMethod<"The tensor view the tiles are cut from.",
      "::mlir::Type", "getTensorViewType", (ins),
      [{ return $_type.getTensorView(); }]>,
    InterfaceMethod<"The shape of one tile.",
      "::mlir::DenseI32ArrayAttr", "getTileShape">,
    InterfaceMethod<"The value read outside the tensor, or null (undefined).",
      "::mlir::cuda_tile::PaddingValueAttr", "getPaddingValue">,
    InterfaceMethod<"The tensor dimension tile dimension `k` walks.",
      "unsigned", "getTensorDim", (ins "unsigned":$k)>,
    InterfaceMethod<[{Elements between the starts of consecutive tiles along
      tile dimension `k`; 0 along the gathered dimension.}],
      "int64_t", "getIndexStep", (ins "unsigned":$k)>,
    InterfaceMethod<"The dimension indexed by a tile of coordinates, if any.",
      "std::optional<unsigned>", "getGatheredDim", (ins), [{}],
      [{ return std::nullopt; }]>,
  ];
  let extraClassDeclaration = [{
    unsigned getRank() const { return getTileShape().size(); }
    TensorViewType getTensorView() const;
    /// The tile a load through the view yields.
    TileType getTileType() const;
    /// Tile-index extent along `k` for a tensor extent `extent`: the extent
    /// itself along the gathered dimension, else ceil(extent / step).
    int64_t getIndexSpace(unsigned k, int64_t extent) const;
  }];
}

// partition_view<tile=(64x64)[, padding_value = P], tensor_view<..>[, dim_map=[..]]>
def CT_PartitionViewType
    : CT_Type<"PartitionView", "partition_view", [CT_TileViewTypeInterface]> {
  let summary = "a tensor view split into a grid of equal tiles";
  let parameters = (ins "::mlir::DenseI32ArrayAttr":$tileShape,
                        "TensorViewType":$tensorView,
                        ArrayRefParameter<"int32_t">:$dimMap,
                        OptionalParameter<"PaddingValueAttr">:$paddingValue);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    unsigned getTensorDim(unsigned k) const {
      return getDimMap().empty() ? k : getDimMap()[k];
    }
    int64_t getIndexStep(unsigned k) const { return getTileShape()[k]; }
  }];
}

// strided_view<tile=(4x2), traversal_strides=[4,3][, padding_value = P], tensor_view<..>[, dim_map]>
def CT_StridedViewType
    : CT_Type<"StridedView", "strided_view", [CT_TileViewTypeInterface]> {
  let summary = "tiles placed on a grid with its own strides (13.3)";
  let parameters = (ins "::mlir::DenseI32ArrayAttr":$tileShape,
                        "::mlir::DenseI32ArrayAttr":$traversalStrides,
                        "TensorViewType":$tensorView,
                        ArrayRefParameter<"int32_t">:$dimMap,
                        OptionalParameter<"PaddingValueAttr">:$paddingValue);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    unsigned getTensorDim(unsigned k) const {
      return getDimMap().empty() ? k : getDimMap()[k];
    }
    int64_t getIndexStep(unsigned k) const { return getTraversalStrides()[k]; }
  }];
}

// gather_scatter_view<tile=(8x16)[, padding_value = P], tensor_view<..>, sparse_dim=0>
def CT_GatherScatterViewType
    : CT_Type<"GatherScatterView", "gather_scatter_view",
              [CT_TileViewTypeInterface]> {
  let summary = "a tile view gathering arbitrary indices along one dim (13.3)";
  let parameters = (ins "::mlir::DenseI32ArrayAttr":$tileShape,
                        "TensorViewType":$tensorView,
                        "uint32_t":$sparseDim,
                        OptionalParameter<"PaddingValueAttr">:$paddingValue);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    unsigned getTensorDim(unsigned k) const { return k; }
    int64_t getIndexStep(unsigned k) const {
      return k == getSparseDim() ? 0 : getTileShape()[k];
    }
    std::optional<unsigned> getGatheredDim() const { return getSparseDim(); }
  }];
}

// 13.4's developer-preview mmaf_scaled scale: 8 bits, 5 of exponent and 3
// of mantissa, finite, no sign. MLIR and LLVM have no such float, so it is
// ours (printed `fnv8E5M3FNU`, as NVIDIA's printer does); it holds no
// arithmetic, only scales.
def CT_Float8E5M3FNUType : CT_Type<"Float8E5M3FNU", "fnv8E5M3FNU"> {
  let summary = "an unsigned finite 8-bit float (e5m3), a block scale";
}

def CT_TokenType : CT_Type<"Token", "token"> {
  let summary = "a compile-time value that orders memory operations";
}

//===----------------------------------------------------------------------===//
// Constraints used by ops
//===----------------------------------------------------------------------===//

def CT_AnyTile : Type<CPred<"::llvm::isa<::mlir::cuda_tile::TileType>($_self)">,
                      "tile", "::mlir::cuda_tile::TileType">;

// A tile whose element type satisfies `pred` (on the element type).
class CT_TileOf<Pred elemPred, string desc>
    : Type<And<[CPred<"::llvm::isa<::mlir::cuda_tile::TileType>($_self)">,
                SubstLeaves<"$_self",
                  "::llvm::cast<::mlir::cuda_tile::TileType>($_self).getElementType()",
                  elemPred>]>,
           "tile of " # desc, "::mlir::cuda_tile::TileType">;

// Rank-0 tile of `elemPred`.
class CT_ScalarOf<Pred elemPred, string desc>
    : Type<And<[CPred<"::llvm::isa<::mlir::cuda_tile::TileType>($_self)">,
                CPred<"::llvm::cast<::mlir::cuda_tile::TileType>($_self).getShape().empty()">,
                SubstLeaves<"$_self",
                  "::llvm::cast<::mlir::cuda_tile::TileType>($_self).getElementType()",
                  elemPred>]>,
           "rank-0 tile of " # desc, "::mlir::cuda_tile::TileType">;

def CT_IntPred : CPred<"::mlir::cuda_tile::isIntegerElement($_self)">;
// Floats usable in arithmetic: f16, bf16, f32, f64.
def CT_ArithFloatPred : CPred<"::mlir::cuda_tile::isArithFloatElement($_self)">;
def CT_AnyFloatPred : CPred<"::mlir::cuda_tile::isFloatElement($_self)">;
def CT_PtrPred : CPred<"::llvm::isa<::mlir::cuda_tile::PointerType>($_self)">;
def CT_I1Pred : CPred<"$_self.isInteger(1)">;
def CT_I32Pred : CPred<"$_self.isInteger(32)">;
def CT_I64Pred : CPred<"$_self.isInteger(64)">;
def CT_NumberPred : Or<[CT_IntPred, CT_AnyFloatPred]>;

def CT_IntTile : CT_TileOf<CT_IntPred, "integers">;
def CT_FloatTile : CT_TileOf<CT_ArithFloatPred, "f16/bf16/f32/f64">;
def CT_AnyFloatTile : CT_TileOf<CT_AnyFloatPred, "floats">;
def CT_NumberTile : CT_TileOf<CT_NumberPred, "numbers">;
def CT_PtrTile : CT_TileOf<CT_PtrPred, "pointers">;
def CT_I1Tile : CT_TileOf<CT_I1Pred, "i1">;
def CT_I64Tile : CT_TileOf<CT_I64Pred, "i64">;
def CT_IntScalar : CT_ScalarOf<CT_IntPred, "integer">;
def CT_I1Scalar : CT_ScalarOf<CT_I1Pred, "i1">;
def CT_I32Scalar : CT_ScalarOf<CT_I32Pred, "i32">;

def CT_Token : Type<CPred<"::llvm::isa<::mlir::cuda_tile::TokenType>($_self)">,
                    "token", "::mlir::cuda_tile::TokenType">;
def CT_TensorView : Type<CPred<"::llvm::isa<::mlir::cuda_tile::TensorViewType>($_self)">,
                         "tensor_view", "::mlir::cuda_tile::TensorViewType">;
// partition_view, strided_view or gather_scatter_view: views loads index into.
def CT_TileView : Type<CPred<"::llvm::isa<::mlir::cuda_tile::TileViewType>($_self)">,
                       "tile view", "::mlir::cuda_tile::TileViewType">;
def CT_AnyView : Type<Or<[CT_TensorView.predicate, CT_TileView.predicate]>, "view">;

#endif
