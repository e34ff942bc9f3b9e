//===- Specialize.cpp - tile-specialize: launch facts as assumes ----------===//
#include "TileIR/Dialect/CudaTile/Transforms/Passes.h"

#include "TileIR/Dialect/CudaTile/IR/CudaTileOps.h"

#include "mlir/IR/Builders.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"

namespace mlir::tileir {
#define GEN_PASS_DEF_TILESPECIALIZE
#include "TileIR/Dialect/CudaTile/Transforms/Passes.h.inc"
} // namespace mlir::tileir

using namespace mlir;
namespace ct = mlir::cuda_tile;

namespace {
using Facts = std::map<unsigned, int64_t>;

static LogicalResult parsePairs(Operation *op, ArrayRef<std::string> items,
                                StringRef what, Facts &out) {
  for (StringRef item : items) {
    auto [a, v] = item.split(':');
    unsigned arg;
    int64_t val;
    if (a.trim().getAsInteger(10, arg) || v.trim().getAsInteger(10, val))
      return op->emitError("tile-specialize: bad ")
             << what << " entry '" << item << "' (expected ARG:VALUE)";
    out[arg] = val;
  }
  return success();
}

static LogicalResult readSpecFile(Operation *op, StringRef path, Facts &divBy,
                                  Facts &bind) {
  auto buf = llvm::MemoryBuffer::getFile(path);
  if (!buf)
    return op->emitError("tile-specialize: cannot read spec file '")
           << path << "'";
  auto json = llvm::json::parse((*buf)->getBuffer());
  if (!json) {
    llvm::consumeError(json.takeError());
    return op->emitError("tile-specialize: spec file '") << path
                                                         << "' is not JSON";
  }
  auto *root = json->getAsObject();
  if (!root)
    return op->emitError("tile-specialize: spec file must hold an object");
  for (auto [key, facts] : {std::pair{"div_by", &divBy}, {"bind", &bind}}) {
    auto *obj = root->getObject(key);
    if (!obj)
      continue;
    for (auto &kv : *obj) {
      unsigned arg;
      auto v = kv.second.getAsInteger();
      if (StringRef(kv.first).getAsInteger(10, arg) || !v)
        return op->emitError("tile-specialize: bad '")
               << key << "' entry '" << kv.first.str() << "' in spec file";
      (*facts)[arg] = *v;
    }
  }
  return success();
}

struct TileSpecializePass
    : public tileir::impl::TileSpecializeBase<TileSpecializePass> {
  using Base::Base;

  LogicalResult specialize(ct::EntryOp entry, const Facts &divBy,
                           const Facts &bind) {
    Block &body = entry.getBody().front();
    OpBuilder b = OpBuilder::atBlockBegin(&body);
    for (auto [idx, n] : bind) {
      if (idx >= body.getNumArguments())
        return entry.emitError("tile-specialize: bind names argument #")
               << idx << " but the entry has " << body.getNumArguments();
      BlockArgument arg = body.getArgument(idx);
      auto tile = dyn_cast<ct::TileType>(arg.getType());
      if (!tile || !tile.getShape().empty() ||
          !tile.getElementType().isInteger())
        return entry.emitError("tile-specialize: argument #")
               << idx << " of type " << arg.getType()
               << " cannot be bound to a constant";
      auto value = DenseElementsAttr::get(
          cast<ShapedType>(tile),
          b.getIntegerAttr(tile.getElementType(), n));
      Value c = ct::ConstantOp::create(b, entry.getLoc(), value);
      arg.replaceAllUsesWith(c);
    }
    for (auto [idx, n] : divBy) {
      if (idx >= body.getNumArguments())
        return entry.emitError("tile-specialize: div-by names argument #")
               << idx << " but the entry has " << body.getNumArguments();
      if (n <= 0 || (n & (n - 1)))
        return entry.emitError("tile-specialize: div-by ")
               << n << " is not a power of two";
      BlockArgument arg = body.getArgument(idx);
      if (bind.count(idx))
        continue; // a constant already says more
      OperationState st(entry.getLoc(), "cuda_tile.assume");
      st.addOperands(arg);
      st.addTypes(arg.getType());
      st.addAttribute("predicate",
                      ct::DivByAttr::get(&getContext(), n, std::nullopt,
                                         std::nullopt));
      Operation *assume = b.create(st);
      arg.replaceAllUsesExcept(assume->getResult(0), assume);
    }
    return success();
  }

  void runOnOperation() override {
    Facts divByFacts, bindFacts;
    if (failed(parsePairs(getOperation(), divBy, "div-by", divByFacts)) ||
        failed(parsePairs(getOperation(), bind, "bind", bindFacts)))
      return signalPassFailure();
    if (!specFile.empty() &&
        failed(readSpecFile(getOperation(), specFile, divByFacts, bindFacts)))
      return signalPassFailure();
    bool found = entry.empty();
    WalkResult r = getOperation().walk([&](ct::EntryOp e) {
      if (!entry.empty() && e.getSymName() != entry)
        return WalkResult::advance();
      found = true;
      return failed(specialize(e, divByFacts, bindFacts))
                 ? WalkResult::interrupt()
                 : WalkResult::advance();
    });
    if (r.wasInterrupted())
      return signalPassFailure();
    if (!found) {
      getOperation().emitError("tile-specialize: no entry named '")
          << entry << "'";
      signalPassFailure();
    }
  }
};
} // namespace
