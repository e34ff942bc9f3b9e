//===- NormalizeCleanup.cpp - dead code, block ids, tokens, asserts -------===//
//
// The tile-normalize rewrites that only remove or merge ops. Each pass's
// legality argument is in Passes.td; comments here say how it is checked.
//
//===----------------------------------------------------------------------===//
#include "NormalizeUtils.h"
#include "TileIR/Dialect/CudaTile/Transforms/Passes.h"

#include "mlir/IR/Dominance.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SetVector.h"

namespace mlir::tileir {
#define GEN_PASS_DEF_TILENORMALIZEDEADCODE
#define GEN_PASS_DEF_TILENORMALIZEBLOCKIDS
#define GEN_PASS_DEF_TILENORMALIZETOKENS
#define GEN_PASS_DEF_TILENORMALIZEASSERTS
#include "TileIR/Dialect/CudaTile/Transforms/Passes.h.inc"
} // namespace mlir::tileir

using namespace mlir;
using namespace mlir::cuda_tile;
using namespace mlir::tileir::normalize;

namespace {

//===----------------------------------------------------------------------===//
// tile-normalize-dce
//===----------------------------------------------------------------------===//

/// Erases trivially dead ops until none is left; users go before producers.
static void eraseDeadOps(Operation *root) {
  bool changed = true;
  while (changed) {
    changed = false;
    SmallVector<Operation *> dead;
    root->walk([&](Operation *op) {
      if (op != root && isOpTriviallyDead(op))
        dead.push_back(op);
    });
    for (Operation *op : dead) {
      if (!op->use_empty())
        continue; // a user was erased after we looked; next round
      op->erase();
      changed = true;
    }
  }
}

static bool hintsAreEmpty(OptimizationHintsAttr hints) {
  for (NamedAttribute arch : hints.getValue()) {
    auto dict = llvm::dyn_cast<DictionaryAttr>(arch.getValue());
    if (!dict || !dict.empty())
      return false;
  }
  return true;
}

struct DeadCode
    : mlir::tileir::impl::TileNormalizeDeadCodeBase<DeadCode> {
  void runOnOperation() override {
    eraseDeadOps(getOperation());
    getOperation()->walk([](EntryOp entry) {
      if (auto hints = entry.getOptimizationHintsAttr())
        if (hintsAreEmpty(hints))
          entry.removeOptimizationHintsAttr();
    });
  }
};

//===----------------------------------------------------------------------===//
// tile-normalize-block-ids
//===----------------------------------------------------------------------===//

/// True when `assume` states a fact its operand satisfies by construction.
static bool isRedundantAssume(AssumeOp assume) {
  auto bounded = llvm::dyn_cast<BoundedAttr>(assume.getPredicate());
  if (!bounded || bounded.getUb())
    return false;
  int64_t lb = bounded.getLb().value_or(INT64_MIN);
  Value v = stripAssumes(assume.getValue());
  if (isCT(v.getDefiningOp(), "get_tile_block_id"))
    return lb <= 0;
  // The induction variable of a for: it starts at the lower bound and grows.
  auto arg = llvm::dyn_cast<BlockArgument>(v);
  if (!arg || arg.getArgNumber() != 0)
    return false;
  auto loop = llvm::dyn_cast_or_null<ForOp>(arg.getOwner()->getParentOp());
  if (!loop)
    return false;
  std::optional<int64_t> start = getConstInt(loop.getLowerBound());
  return start && *start >= 0 && lb <= *start;
}

struct BlockIds : mlir::tileir::impl::TileNormalizeBlockIdsBase<BlockIds> {
  void runOnOperation() override {
    mlir::ModuleOp module = getOperation();
    DominanceInfo dom(module);
    // (1) One get_tile_block_id per dominance chain.
    SmallVector<Operation *> ids;
    module.walk([&](Operation *op) {
      if (isCT(op, "get_tile_block_id"))
        ids.push_back(op);
    });
    for (Operation *op : ids) {
      for (Operation *earlier : ids) {
        if (earlier == op || earlier->getBlock() == nullptr)
          continue;
        if (!dom.properlyDominates(earlier, op))
          continue;
        op->replaceAllUsesWith(earlier->getResults());
        break;
      }
    }
    // (2) Facts true by construction.
    module.walk([&](AssumeOp assume) {
      if (isRedundantAssume(assume))
        assume.getResult().replaceAllUsesWith(assume.getValue());
    });
    // (3) Repeated predicates on one value: keep the dominating one.
    llvm::DenseMap<std::pair<Value, Attribute>, SmallVector<AssumeOp>> seen;
    module.walk([&](AssumeOp assume) {
      // Look through earlier assumes: assume P (assume Q (assume P x)).
      Value v = assume.getValue();
      for (AssumeOp inner = v.getDefiningOp<AssumeOp>(); inner;
           inner = inner.getValue().getDefiningOp<AssumeOp>()) {
        if (inner.getPredicate() == assume.getPredicate()) {
          assume.getResult().replaceAllUsesWith(v);
          return;
        }
      }
      auto &list = seen[{stripAssumes(v), assume.getPredicate()}];
      for (AssumeOp prev : list) {
        if (prev.getValue() == v &&
            dom.properlyDominates(prev.getOperation(), assume.getOperation())) {
          assume.getResult().replaceAllUsesWith(prev.getResult());
          return;
        }
      }
      list.push_back(assume);
    });
    // Erase only what this pass made dead (users first).
    eraseDeadAssumesAndIds(module);
    // (4) Chains of single-use assumes list their predicates in one order.
    module.walk([&](AssumeOp assume) { sortAssumeChain(assume); });
  }

  /// True when `a`'s only use is as the constrained value of another assume.
  static bool isChainLink(AssumeOp a) {
    if (!a->hasOneUse())
      return false;
    auto next = llvm::dyn_cast<AssumeOp>(*a->user_begin());
    return next && next.getValue() == a.getResult();
  }

  static std::string predicateKey(Attribute a) {
    std::string s;
    llvm::raw_string_ostream os(s);
    a.print(os);
    return s;
  }

  /// Starting at the outermost assume of a chain, reassigns its predicates
  /// in sorted order (innermost first). Only values inside the chain change
  /// facts, and no one else can see them (each link has a single use).
  static void sortAssumeChain(AssumeOp tail) {
    if (isChainLink(tail))
      return; // not the outermost one
    SmallVector<AssumeOp> chain{tail};
    while (auto inner = chain.back().getValue().getDefiningOp<AssumeOp>()) {
      if (!isChainLink(inner))
        break;
      chain.push_back(inner);
    }
    if (chain.size() < 2)
      return;
    std::reverse(chain.begin(), chain.end()); // innermost first
    SmallVector<std::pair<std::string, Attribute>> preds;
    for (AssumeOp a : chain)
      preds.push_back({predicateKey(a.getPredicate()), a.getPredicate()});
    llvm::stable_sort(preds, [](const auto &x, const auto &y) {
      return x.first < y.first;
    });
    for (auto [a, p] : llvm::zip(chain, preds))
      a->setAttr(a.getPredicateAttrName(), p.second);
  }

  static void eraseDeadAssumesAndIds(mlir::ModuleOp module) {
    bool changed = true;
    while (changed) {
      changed = false;
      module.walk([&](Operation *op) {
        if ((llvm::isa<AssumeOp>(op) || isCT(op, "get_tile_block_id")) &&
            op->use_empty()) {
          op->erase();
          changed = true;
        }
      });
    }
  }
};

//===----------------------------------------------------------------------===//
// tile-normalize-tokens
//===----------------------------------------------------------------------===//

static bool isToken(Value v) { return llvm::isa<TokenType>(v.getType()); }

static OpOperand *inputToken(Operation *op) {
  for (OpOperand &operand : op->getOpOperands())
    if (isToken(operand.get()))
      return &operand;
  return nullptr;
}

/// The pointer argument a memory op reaches through views, offsets,
/// broadcasts and assumes; null when it does not end at an argument.
static BlockArgument memoryRoot(Operation *op) {
  if (!op || isMemoryEffectFree(op) || op->getNumOperands() == 0)
    return {};
  // The address operand is the first non-token operand that is a view or
  // a pointer tile.
  Value addr;
  for (Value v : op->getOperands()) {
    Type t = v.getType();
    if (isa<TileViewType>(t) ||
        (llvm::isa<TileType>(t) &&
         llvm::isa<PointerType>(llvm::cast<TileType>(t).getElementType()))) {
      addr = v;
      break;
    }
  }
  for (int depth = 0; addr && depth < 32; ++depth) {
    if (auto arg = llvm::dyn_cast<BlockArgument>(addr))
      return llvm::isa<EntryOp>(arg.getOwner()->getParentOp()) ? arg
                                                               : BlockArgument();
    Operation *def = addr.getDefiningOp();
    if (!def || !isMemoryEffectFree(def) || def->getNumOperands() == 0)
      return {};
    // Views and pointer arithmetic keep their base in operand 0.
    addr = def->getOperand(0);
  }
  return {};
}

struct Tokens : mlir::tileir::impl::TileNormalizeTokensBase<Tokens> {
  using Base::Base;
  void runOnOperation() override {
    getOperation().walk([&](EntryOp entry) { runOnEntry(entry); });
  }

  void runOnEntry(EntryOp entry) {
    Block &body = entry.getBody().front();
    // (1) One fresh token, first in the body.
    MakeTokenOp first;
    SmallVector<MakeTokenOp> fresh;
    entry.walk([&](MakeTokenOp op) { fresh.push_back(op); });
    for (MakeTokenOp op : fresh) {
      if (!first) {
        first = op;
        op->moveBefore(&body, body.begin());
        continue;
      }
      op.getResult().replaceAllUsesWith(first.getResult());
      op->erase();
    }
    // (2) join_tokens without duplicates or fresh operands.
    entry.walk([&](JoinTokensOp join) {
      llvm::SetVector<Value> keep;
      for (Value t : join->getOperands())
        if (!isCT(t.getDefiningOp(), "make_token"))
          keep.insert(t);
      if (keep.size() == 1) {
        join->getResult(0).replaceAllUsesWith(keep.front());
        return;
      }
      if (keep.empty() && first) {
        join->getResult(0).replaceAllUsesWith(first.getResult());
        return;
      }
      if (keep.size() != join->getNumOperands())
        join->setOperands(keep.getArrayRef());
    });
    // (3) Drop edges between accesses to distinct pointer arguments.
    if (!noAlias)
      return;
    // Walk the original chains: rewriting an earlier op first must not make
    // a later one skip past an access to its own tensor (load x; load y;
    // store x keeps the store after the load of x).
    llvm::DenseMap<Operation *, Value> original;
    entry.walk([&](Operation *op) {
      if (OpOperand *in = inputToken(op))
        original[op] = in->get();
    });
    entry.walk([&](Operation *op) {
      OpOperand *in = inputToken(op);
      BlockArgument root = memoryRoot(op);
      if (!in || !root)
        return;
      Value cur = original.lookup(op);
      while (Operation *prev = cur.getDefiningOp()) {
        BlockArgument prevRoot = memoryRoot(prev);
        auto it = original.find(prev);
        if (!prevRoot || prevRoot == root || it == original.end())
          break;
        cur = it->second;
      }
      in->set(cur);
    });
  }
};

//===----------------------------------------------------------------------===//
// tile-normalize-asserts
//===----------------------------------------------------------------------===//

/// Folds `v` to a constant through its defining ops, if it is one.
static Attribute foldToConstant(Value v, int depth = 0) {
  Attribute attr;
  if (matchPattern(v, m_Constant(&attr)))
    return attr;
  Operation *def = v.getDefiningOp();
  if (!def || depth > 16 || !isMemoryEffectFree(def) ||
      def->getNumRegions() != 0)
    return {};
  SmallVector<Attribute> operands;
  for (Value operand : def->getOperands()) {
    Attribute c = foldToConstant(operand, depth + 1);
    if (!c)
      return {};
    operands.push_back(c);
  }
  SmallVector<OpFoldResult> results;
  if (failed(def->fold(operands, results)) || results.size() != def->getNumResults())
    return {};
  auto index = llvm::cast<OpResult>(v).getResultNumber();
  return llvm::dyn_cast_if_present<Attribute>(results[index]);
}

static bool isAllTrue(Attribute attr) {
  if (auto dense = llvm::dyn_cast_or_null<DenseIntElementsAttr>(attr))
    return llvm::all_of(dense.getValues<llvm::APInt>(),
                        [](const llvm::APInt &b) { return !b.isZero(); });
  if (auto i = llvm::dyn_cast_or_null<IntegerAttr>(attr))
    return !i.getValue().isZero();
  return false;
}

struct Asserts : mlir::tileir::impl::TileNormalizeAssertsBase<Asserts> {
  void runOnOperation() override {
    SmallVector<Operation *> proven;
    getOperation().walk([&](Operation *op) {
      if (isCT(op, "assert") && isAllTrue(foldToConstant(op->getOperand(0))))
        proven.push_back(op);
    });
    for (Operation *op : proven)
      op->erase();
  }
};

} // namespace
