//===- TensorMap.cpp - CUtensorMap parameters for TMA copies --------------===//
//
// A ring the tensor memory accelerator fills reads its tiles through a
// descriptor of the whole tensor (CUtensorMap), and a slot it stores
// (tile-simt-tma-store) writes through one. Only the launcher can encode a
// descriptor: it knows the tensor's address, extents and strides. So a copy
// must access exactly one tensor parameter of the kernel's launch ABI
// (tileir.abi, from tile-normalize-abi), and the kernel takes the encoded
// descriptor as one more, 128-byte parameter (byval __grid_constant__ once
// an llvm.func: tile-set-launch-convention); the function's
// tile_simt.tensormaps tells the launcher, for each such parameter, which
// tensor, in which dim order, with which box and swizzle.
//
//===----------------------------------------------------------------------===//
#include "PipelineMma.h"

#include "TileIR/Dialect/TileSIMT/IR/Layout.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::simt;
using namespace mlir::tileir::simt::pipeline;

/// Whether `v` is argument `index` of `fn`'s entry block.
static bool isArg(gpu::GPUFuncOp fn, Value v, int64_t index) {
  auto arg = dyn_cast<BlockArgument>(v);
  return arg && arg.getOwner() == &fn.getBody().front() &&
         (int64_t)arg.getArgNumber() == index;
}

namespace {
/// What a descriptor is built from: one tile access of a strided tensor.
struct TensorAccess {
  Value base;
  ValueRange shape, strides;
  ArrayRef<int64_t> strideDiv;
  uint64_t baseAlign;
};
} // namespace

/// The record of a descriptor whose boxes are `buf`'s blocks (see
/// getTensorMapRecord), for an access of tile `tile` (in copy order: its
/// last two dims swapped where `transposed`).
static DictionaryAttr tensorMapRecord(gpu::GPUFuncOp fn,
                                      const TensorAccess &acc,
                                      RankedTensorType tile, bool transposed,
                                      SharedBufferType ring, bool permuted) {
  int64_t rank = acc.shape.size();
  int64_t eltBytes = ring.getElementType().getIntOrFloatBitWidth() / 8;
  if (rank < 2 || rank > 5 || acc.baseAlign < 16)
    return {};
  // The ABI tensor whose pointer the access goes through.
  auto abi = fn->getAttrOfType<ArrayAttr>("tileir.abi");
  auto base = dyn_cast<BlockArgument>(acc.base);
  if (!abi || !base || base.getOwner() != &fn.getBody().front())
    return {};
  int64_t group = -1;
  ArrayRef<int64_t> args;
  for (auto [g, attr] : llvm::enumerate(abi)) {
    auto dict = dyn_cast<DictionaryAttr>(attr);
    auto kind = dict ? dict.getAs<StringAttr>("kind") : StringAttr();
    auto a = dict ? dict.getAs<DenseI64ArrayAttr>("args") : nullptr;
    auto r = dict ? dict.getAs<IntegerAttr>("rank") : IntegerAttr();
    if (kind && kind.getValue() == "tensor" && a && a.size() > 0 &&
        a[0] == (int64_t)base.getArgNumber() && r && r.getInt() == rank) {
      group = g;
      args = a.asArrayRef();
    }
  }
  if (group < 0 || (int64_t)args.size() < 1 + 2 * rank)
    return {};
  // Copy dim d reads the load's dim perm[d] (a transposed copy swaps the
  // last two), which is the tensor's dim tensorDim[perm[d]]: each must span
  // the tensor's whole extent with its own stride, the copy's last dim
  // contiguous and the others 16-byte multiples apart. A load of the tensor
  // as it is has tensorDim[m] = m; a view that permutes the tensor's dims
  // (an attention kernel's K read as [D][L]) is recognized by its strides
  // with `permuted`: the strided dims by their stride parameters, the
  // contiguous one as the dim left over (the launcher checks that the
  // tensor's stride there is 1).
  SmallVector<int64_t> perm = llvm::to_vector(llvm::seq<int64_t>(0, rank));
  if (transposed)
    std::swap(perm[rank - 1], perm[rank - 2]);
  SmallVector<int64_t> tensorDim(rank, -1);
  int64_t contiguous = -1;
  for (int64_t m = 0; m < rank; ++m) {
    Value stride = acc.strides[m];
    if (matchPattern(stride, m_One())) {
      if (contiguous >= 0)
        return {};
      contiguous = m;
      continue;
    }
    for (int64_t j = 0; j < rank; ++j)
      if ((permuted || j == m) && isArg(fn, stride, args[1 + rank + j]))
        tensorDim[m] = j;
    // Two of the view's dims on one of the tensor's is no permutation.
    if (tensorDim[m] < 0 ||
        llvm::is_contained(ArrayRef<int64_t>(tensorDim).take_front(m),
                            tensorDim[m]))
      return {};
  }
  if (contiguous < 0)
    return {};
  for (int64_t j = 0; j < rank; ++j)
    if (!llvm::is_contained(tensorDim, j) && (permuted || j == contiguous))
      tensorDim[contiguous] = j;
  if (tensorDim[contiguous] < 0)
    return {};
  // An extent the kernel knows as a constant (a specialized view: the front
  // end promised the tensor has it) is recorded for the launcher, which
  // encodes that extent rather than the tensor's own; -1 takes the tensor's.
  ArrayRef<int64_t> strideDiv = acc.strideDiv;
  SmallVector<int64_t> extents(rank, -1);
  for (int64_t d = 0; d < rank; ++d) {
    int64_t m = perm[d];
    APInt extent;
    if (matchPattern(acc.shape[m], m_ConstantInt(&extent)) &&
        extent.isStrictlyPositive())
      extents[d] = extent.getSExtValue();
    else if (!isArg(fn, acc.shape[m], args[1 + tensorDim[m]]))
      return {};
    if (d == rank - 1) {
      if (m != contiguous)
        return {};
      continue;
    }
    int64_t div = m < (int64_t)strideDiv.size() ? strideDiv[m] : 1;
    if ((div * eltBytes) % 16)
      return {};
  }
  // The box: one swizzle block of the slot's rows (of a group of 8 where
  // they are permuted for wgmma), unit in the outer dims.
  ArrayRef<int64_t> shape = tile.getShape();
  int64_t rows = ring.getTileShape()[0], cols = ring.getTileShape()[1];
  int64_t boxRows = ring.getTmaBoxRows();
  if (shape[rank - 1] != cols || shape[rank - 2] != rows ||
      llvm::any_of(shape.drop_back(2), [](int64_t s) { return s != 1; }) ||
      rows > 256)
    return {};
  MLIRContext *ctx = fn.getContext();
  Builder b(ctx);
  SmallVector<int64_t> dims, box, known;
  for (int64_t d = rank - 1; d >= 0; --d) {
    dims.push_back(tensorDim[perm[d]]);
    box.push_back(d == rank - 1   ? ring.getPitch()
                  : d == rank - 2 ? boxRows
                                  : 1);
    known.push_back(extents[d]);
  }
  SmallVector<NamedAttribute> fields = {
      b.getNamedAttr("tensor", b.getI64IntegerAttr(group)),
      b.getNamedAttr("dims", b.getDenseI64ArrayAttr(dims)),
      b.getNamedAttr("box", b.getDenseI64ArrayAttr(box)),
      b.getNamedAttr("elem_bytes", b.getI64IntegerAttr(eltBytes)),
      b.getNamedAttr("swizzle",
                     b.getI64IntegerAttr(ring.getPitch() * eltBytes))};
  if (llvm::any_of(known, [](int64_t e) { return e >= 0; }))
    fields.push_back(b.getNamedAttr("extents", b.getDenseI64ArrayAttr(known)));
  return b.getDictionaryAttr(fields);
}

DictionaryAttr pipeline::getTensorMapRecord(gpu::GPUFuncOp fn,
                                           const Operand &o, bool permuted) {
  SharedBufferType ring = o.ring;
  if (!fn || !o.load || !ring.isTmaWritable())
    return {};
  LoadTileOp ld = o.load;
  if (BoolAttr allow = ld.getAllowTmaAttr(); allow && !allow.getValue())
    return {};
  // (a padding the load has is zero: matchOperand takes no other)
  auto tile = o.transposedFor ? o.copyType
                              : cast<RankedTensorType>(ld.getType());
  return tensorMapRecord(fn,
                         {ld.getBase(), ld.getShape(), ld.getStrides(),
                          ld.getStrideDiv(), ld.getBaseAlign()},
                         tile, (bool)o.transposedFor, ring, permuted);
}

DictionaryAttr pipeline::getTensorMapRecord(gpu::GPUFuncOp fn, StoreTileOp st,
                                           SharedBufferType buf) {
  if (!fn || !buf.isTmaWritable() || buf.getLayout().getMmaWarps())
    return {};
  return tensorMapRecord(fn,
                         {st.getBase(), st.getShape(), st.getStrides(),
                          st.getStrideDiv(), st.getBaseAlign()},
                         cast<RankedTensorType>(st.getValue().getType()),
                         /*transposed=*/false, buf, /*permuted=*/false);
}

Value pipeline::addTensorMap(gpu::GPUFuncOp fn, DictionaryAttr record) {
  // One parameter per tensor and box, recorded with its argument number in
  // the function's tile_simt.tensormaps (argument attributes do not survive
  // the conversion to llvm.func; tile-set-launch-convention makes them byval
  // __grid_constant__ there).
  MLIRContext *ctx = fn.getContext();
  Builder b(ctx);
  SmallVector<Attribute> maps;
  if (auto old = fn->getAttrOfType<ArrayAttr>(kTensorMapsAttrName))
    maps.assign(old.begin(), old.end());
  Block &entry = fn.getBody().front();
  for (Attribute m : maps) {
    auto dict = cast<DictionaryAttr>(m);
    if (dict.get("map") == record)
      return entry.getArgument(dict.getAs<IntegerAttr>("arg").getInt());
  }
  unsigned index = fn.getNumArguments();
  if (failed(fn.insertArgument(index, LLVM::LLVMPointerType::get(ctx),
                               DictionaryAttr::get(ctx), fn.getLoc())))
    return {};
  maps.push_back(b.getDictionaryAttr(
      {b.getNamedAttr("arg", b.getI64IntegerAttr(index)),
       b.getNamedAttr("map", record)}));
  fn->setAttr(kTensorMapsAttrName, b.getArrayAttr(maps));
  return entry.getArgument(index);
}
