//===- NormalizeAbi.cpp - flattened tensor arguments as one parameter -----===//
//
// cuTile Python passes an array as (ptr, shapes, strides); cutile-rs passes
// an input the same way and an output as (ptr, shapes, strides, partition
// shapes, partition strides), output first. This pass names the groups in
// `tileir.abi` and, with `reorder`, rewrites the entry so both ABIs compare.
//
//===----------------------------------------------------------------------===//
#include "NormalizeUtils.h"
#include "TileIR/Dialect/CudaTile/Transforms/Passes.h"

#include "mlir/IR/Builders.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/SetVector.h"

namespace mlir::tileir {
#define GEN_PASS_DEF_TILENORMALIZEABI
#include "TileIR/Dialect/CudaTile/Transforms/Passes.h.inc"
} // namespace mlir::tileir

using namespace mlir;
using namespace mlir::cuda_tile;
using namespace mlir::tileir::normalize;

namespace {

struct Param {
  bool tensor = false;
  unsigned rank = 0;
  SmallVector<unsigned> args; // original argument numbers
  bool read = false, written = false;
};

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

static SmallVector<Param> recognise(EntryOp entry) {
  Block &body = entry.getBody().front();
  unsigned n = body.getNumArguments();
  SmallVector<int> owner(n, -1); // param index claiming each argument
  SmallVector<Param> tensors;
  entry.walk([&](MakeTensorViewOp tv) {
    auto base = llvm::dyn_cast<BlockArgument>(stripAssumes(tv.getBase()));
    if (!base || base.getOwner() != &body || owner[base.getArgNumber()] >= 0)
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

static Attribute describe(MLIRContext *ctx, const Param &p) {
  Builder b(ctx);
  SmallVector<NamedAttribute> fields;
  fields.push_back(b.getNamedAttr("kind", b.getStringAttr(p.tensor ? "tensor" : "scalar")));
  SmallVector<int64_t> args(p.args.begin(), p.args.end());
  fields.push_back(b.getNamedAttr("args", b.getDenseI64ArrayAttr(args)));
  if (p.tensor) {
    fields.push_back(b.getNamedAttr("rank", b.getI64IntegerAttr(p.rank)));
    const char *access = p.read && p.written ? "readwrite"
                         : p.written         ? "write"
                         : p.read            ? "read"
                                             : "none";
    fields.push_back(b.getNamedAttr("access", b.getStringAttr(access)));
  }
  return b.getDictionaryAttr(fields);
}

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
      SmallVector<Param> params = recognise(entry);
      if (reorder)
        reorderArguments(entry, params);
      SmallVector<Attribute> list;
      for (const Param &p : params)
        list.push_back(describe(entry.getContext(), p));
      entry->setAttr("tileir.abi", ArrayAttr::get(entry.getContext(), list));
    });
  }
};

} // namespace
