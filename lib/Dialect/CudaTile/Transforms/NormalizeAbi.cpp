//===- NormalizeAbi.cpp - flattened tensor arguments as one parameter -----===//
//
// The launch parameters of an entry (LaunchAbi.h). tile-normalize-abi names
// them in `tileir.abi` and, with `reorder`, rewrites the entry so the two
// front ends' ABIs compare (cutile-rs puts outputs first).
//
//===----------------------------------------------------------------------===//
#include "NormalizeUtils.h"
#include "TileIR/Dialect/CudaTile/Transforms/LaunchAbi.h"
#include "TileIR/Dialect/CudaTile/Transforms/Passes.h"

#include "mlir/IR/Builders.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"

namespace mlir::tileir {
#define GEN_PASS_DEF_TILENORMALIZEABI
#include "TileIR/Dialect/CudaTile/Transforms/Passes.h.inc"
} // namespace mlir::tileir

using namespace mlir;
using namespace mlir::cuda_tile;
using namespace mlir::tileir::normalize;

namespace {

using Param = mlir::tileir::AbiParam;

static bool isPointerScalar(Type t) {
  auto tile = llvm::dyn_cast<TileType>(t);
  return tile && tile.getRank() == 0 && isa<PointerType>(tile.getElementType());
}

static bool isI32Scalar(Type t) {
  auto tile = llvm::dyn_cast<TileType>(t);
  return tile && tile.getRank() == 0 && tile.getElementType().isInteger(32);
}

/// Marks which accesses reach a tensor_view: loads read, stores write.
static void collectAccess(Value view, Param &param) {
  for (Operation *user : view.getUsers()) {
    llvm::StringRef name = user->getName().getStringRef();
    if (name.contains("load"))
      param.read = true;
    else if (name.contains("store"))
      param.written = true;
    else if (name.contains("atomic"))
      param.read = param.written = true;
    else if (user->getNumResults() == 1 && isa<TileViewType>(user->getResult(0).getType()))
      collectAccess(user->getResult(0), param);
  }
}

/// Marks what is done through pointers computed from `ptr`: loads read,
/// stores write, atomics both.
static void collectPointerAccess(Value ptr, Param &param,
                                 llvm::SmallPtrSetImpl<Operation *> &seen) {
  for (Operation *user : ptr.getUsers()) {
    if (!seen.insert(user).second)
      continue;
    if (isa<LoadPtrTkoOp>(user))
      param.read = true;
    else if (isa<StorePtrTkoOp>(user))
      param.written = true;
    else if (isa<AtomicRMWTkoOp, AtomicCASTkoOp>(user))
      param.read = param.written = true;
    for (Value r : user->getResults()) {
      auto tile = llvm::dyn_cast<TileType>(r.getType());
      if (tile && isa<PointerType>(tile.getElementType()))
        collectPointerAccess(r, param, seen);
    }
  }
}

/// cuTile Python passes every array as (ptr, extents, strides) even where
/// the kernel reaches it through pointer arithmetic (gathers) rather than a
/// tensor_view. Such a group is recognised when the pointer, made into no
/// tensor_view, is followed by
/// an even run of unclaimed integer scalars, each unused or used only by
/// `assume` (what the front end writes for extents and strides); the run
/// ends at the next pointer or at a scalar the kernel computes with, and an
/// odd run is no group.
static std::optional<Param> pointerGroup(Block &body, unsigned p,
                                         ArrayRef<int> owner) {
  unsigned n = body.getNumArguments(), end = p + 1;
  while (end < n && !isPointerScalar(body.getArgument(end).getType())) {
    BlockArgument a = body.getArgument(end);
    auto tile = llvm::dyn_cast<TileType>(a.getType());
    bool extentLike =
        owner[end] < 0 && tile && tile.getRank() == 0 &&
        tile.getElementType().isInteger() &&
        tile.getElementType().getIntOrFloatBitWidth() >= 32 &&
        llvm::all_of(a.getUsers(),
                     [](Operation *u) { return isa<AssumeOp>(u); });
    if (!extentLike)
      break;
    ++end;
  }
  unsigned words = end - p - 1;
  if (words == 0 || words % 2)
    return std::nullopt;
  Param param;
  param.tensor = true;
  param.rank = words / 2;
  for (unsigned i = p; i < end; ++i)
    param.args.push_back(i);
  llvm::SmallPtrSet<Operation *, 16> seen;
  collectPointerAccess(body.getArgument(p), param, seen);
  return param;
}

} // namespace

SmallVector<Param> mlir::tileir::recogniseLaunchAbi(EntryOp entry,
                                                    bool gatheredArrays) {
  Block &body = entry.getBody().front();
  unsigned n = body.getNumArguments();
  SmallVector<int> owner(n, -1); // param index claiming each argument
  llvm::BitVector viewed(n);      // arguments some tensor_view is made of
  SmallVector<Param> tensors;
  entry.walk([&](MakeTensorViewOp tv) {
    auto base = llvm::dyn_cast<BlockArgument>(stripAssumes(tv.getBase()));
    if (!base || base.getOwner() != &body)
      return;
    viewed.set(base.getArgNumber());
    if (owner[base.getArgNumber()] >= 0)
      return;
    auto type = llvm::cast<TensorViewType>(tv.getResult().getType());
    unsigned p = base.getArgNumber(), r = type.getRank();
    if (p + 2 * r >= n)
      return;
    // Each dynamic operand must be the argument its position predicts.
    auto check = [&](ArrayRef<int64_t> dims, ValueRange operands,
                     unsigned first) {
      unsigned next = 0;
      for (auto [i, d] : llvm::enumerate(dims)) {
        if (!ShapedType::isDynamic(d))
          continue;
        auto arg = llvm::dyn_cast<BlockArgument>(stripAssumes(operands[next++]));
        if (!arg || arg.getOwner() != &body || arg.getArgNumber() != first + i)
          return false;
      }
      return true;
    };
    if (!check(type.getShape(), tv.getDynamicShape(), p + 1) ||
        !check(type.getStrides(), tv.getDynamicStrides(), p + 1 + r))
      return;
    // Extents and strides are integer scalars (i32, or i64 for 64-bit
    // index types); a pointer after a tensor starts the next parameter.
    for (unsigned i = p + 1; i <= p + 2 * r; ++i) {
      auto tile = llvm::dyn_cast<TileType>(body.getArgument(i).getType());
      if (!tile || tile.getRank() != 0 || !tile.getElementType().isInteger() ||
          tile.getElementType().getIntOrFloatBitWidth() < 32)
        return;
    }
    Param param;
    param.tensor = true;
    param.rank = r;
    for (unsigned i = p; i <= p + 2 * r; ++i)
      param.args.push_back(i);
    collectAccess(tv.getResult(), param);
    tensors.push_back(param);
    for (unsigned a : param.args)
      owner[a] = tensors.size() - 1;
  });
  // cutile-rs: an output carries rank partition shapes and strides after
  // its strides, all unused.
  for (auto [idx, t] : llvm::enumerate(tensors)) {
    if (!t.written)
      continue;
    unsigned first = t.args.back() + 1, r = t.rank;
    if (first + 2 * r > n)
      continue;
    bool fits = true;
    for (unsigned i = first; i < first + 2 * r && fits; ++i)
      fits = owner[i] < 0 && isI32Scalar(body.getArgument(i).getType()) &&
             body.getArgument(i).use_empty();
    if (!fits)
      continue;
    for (unsigned i = first; i < first + 2 * r; ++i) {
      t.args.push_back(i);
      owner[i] = idx;
    }
  }
  // Pointers reached without a tensor_view. One some view is made of, with
  // extents other than the arguments after it, follows no front end's ABI:
  // no guess.
  for (unsigned i = 0; i < n && gatheredArrays; ++i) {
    if (owner[i] >= 0 || viewed.test(i) ||
        !isPointerScalar(body.getArgument(i).getType()))
      continue;
    if (std::optional<Param> g = pointerGroup(body, i, owner)) {
      tensors.push_back(*g);
      for (unsigned a : g->args)
        owner[a] = tensors.size() - 1;
    }
  }
  // Everything else is a scalar parameter; order by first argument.
  SmallVector<Param> params = tensors;
  for (unsigned i = 0; i < n; ++i) {
    if (owner[i] >= 0)
      continue;
    Param s;
    s.args.push_back(i);
    params.push_back(s);
  }
  llvm::sort(params, [](const Param &a, const Param &b) {
    return a.args.front() < b.args.front();
  });
  return params;
}

DictionaryAttr Param::toAttr(MLIRContext *ctx) const {
  Builder b(ctx);
  SmallVector<NamedAttribute> fields;
  fields.push_back(b.getNamedAttr("kind", b.getStringAttr(tensor ? "tensor" : "scalar")));
  SmallVector<int64_t> list(args.begin(), args.end());
  fields.push_back(b.getNamedAttr("args", b.getDenseI64ArrayAttr(list)));
  if (tensor) {
    fields.push_back(b.getNamedAttr("rank", b.getI64IntegerAttr(rank)));
    const char *access = read && written ? "readwrite"
                         : written       ? "write"
                         : read          ? "read"
                                         : "none";
    fields.push_back(b.getNamedAttr("access", b.getStringAttr(access)));
  }
  return b.getDictionaryAttr(fields);
}

FailureOr<SmallVector<Param>> mlir::tileir::readLaunchAbi(Operation *entry) {
  auto abi = entry->getAttrOfType<ArrayAttr>("tileir.abi");
  if (!abi)
    return failure();
  SmallVector<Param> params;
  for (Attribute a : abi) {
    auto d = dyn_cast<DictionaryAttr>(a);
    auto kind = d ? d.getAs<StringAttr>("kind") : StringAttr();
    auto args = d ? d.getAs<DenseI64ArrayAttr>("args") : DenseI64ArrayAttr();
    if (!kind || !args || args.empty())
      return failure();
    Param p;
    p.tensor = kind.getValue() == "tensor";
    p.args.assign(args.asArrayRef().begin(), args.asArrayRef().end());
    if (p.tensor) {
      auto rank = d.getAs<IntegerAttr>("rank");
      auto access = d.getAs<StringAttr>("access");
      if (!rank || !access)
        return failure();
      p.rank = rank.getInt();
      p.read = access.getValue().contains("read");
      p.written = access.getValue().contains("write");
    }
    params.push_back(std::move(p));
  }
  return params;
}

namespace {

/// Rewrites the entry: used arguments only, parameters by first use.
static void reorderArguments(EntryOp entry, SmallVectorImpl<Param> &params) {
  Block &body = entry.getBody().front();
  SmallVector<int> paramOf(body.getNumArguments());
  for (auto [i, p] : llvm::enumerate(params))
    for (unsigned a : p.args)
      paramOf[a] = i;
  llvm::SetVector<unsigned> byUse;
  entry.walk([&](Operation *op) {
    for (Value v : op->getOperands())
      if (auto arg = llvm::dyn_cast<BlockArgument>(v))
        if (arg.getOwner() == &body)
          byUse.insert(paramOf[arg.getArgNumber()]);
  });
  SmallVector<Param> ordered;
  for (unsigned i : byUse)
    ordered.push_back(params[i]);
  unsigned oldCount = body.getNumArguments();
  for (const Param &p : ordered)
    for (unsigned a : p.args) {
      BlockArgument old = body.getArgument(a);
      if (old.use_empty())
        continue;
      old.replaceAllUsesWith(body.addArgument(old.getType(), old.getLoc()));
    }
  llvm::BitVector erase(body.getNumArguments());
  erase.set(0, oldCount);
  body.eraseArguments(erase);
  entry.setFunctionType(FunctionType::get(
      entry.getContext(), body.getArgumentTypes(), entry.getResultTypes()));
  entry.removeArgAttrsAttr();
  params = std::move(ordered);
}

struct Abi : mlir::tileir::impl::TileNormalizeAbiBase<Abi> {
  using Base::Base;
  void runOnOperation() override {
    getOperation().walk([&](EntryOp entry) {
      SmallVector<Param> params = mlir::tileir::recogniseLaunchAbi(entry, gatheredArrays);
      if (reorder)
        reorderArguments(entry, params);
      SmallVector<Attribute> list;
      for (const Param &p : params)
        list.push_back(p.toAttr(entry.getContext()));
      entry->setAttr("tileir.abi", ArrayAttr::get(entry.getContext(), list));
    });
  }
};

} // namespace
