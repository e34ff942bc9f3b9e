//===- SplitClusters.cpp - a tile block's work over a cluster's CTAs ------===//
//
// num_cta_in_cga = C asks that C CTAs of one cluster compute each tile block
// together. The plan gives every tile value either one split dimension (each
// CTA holds 1/C of it along that dimension) or none (every CTA computes it
// whole); the rewrite then shrinks the split values' types and moves the
// split loads and stores onto views with tiles 1/C as long. The pass
// description (Passes.td) says why each rule is legal.
//
//===----------------------------------------------------------------------===//
#include "TileIR/Dialect/CudaTile/IR/CudaTileOps.h"
#include "TileIR/Dialect/TileSIMT/IR/Layout.h"
#include "TileIR/Dialect/TileSIMT/IR/TileSIMT.h"
#include "TileIR/Dialect/TileSIMT/Transforms/Passes.h"
#include "TileIR/Target/Chip.h"

#include "mlir/IR/Builders.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SetVector.h"

namespace mlir::tileir {
#define GEN_PASS_DEF_TILESPLITCLUSTERS
#include "TileIR/Dialect/TileSIMT/Transforms/Passes.h.inc"
} // namespace mlir::tileir

using namespace mlir;
using namespace mlir::tileir;
namespace ct = mlir::cuda_tile;

namespace {

/// Ops that compute each result element from the operand elements at the
/// same position: pure cuda_tile ops without regions whose tile operands and
/// results all have one shape, less the shape ops that keep a shape.
static bool isElementwise(Operation *op) {
  if (!isa<ct::CudaTileDialect>(op->getDialect()) || op->getNumRegions() ||
      op->getNumResults() == 0 || !isMemoryEffectFree(op) ||
      isa<ct::PermuteOp, ct::ReshapeOp, ct::BroadcastOp, ct::ConstantOp,
          ct::IotaOp, ct::ExtractOp, ct::CatOp, ct::PackOp, ct::UnpackOp,
          ct::MmaFOp, ct::MmaIOp, ct::MmaFScaledOp>(op))
    return false;
  auto result = dyn_cast<ct::TileType>(op->getResult(0).getType());
  if (!result)
    return false;
  ArrayRef<int64_t> shape = result.getShape();
  auto sameShape = [&](Type t) {
    auto tile = dyn_cast<ct::TileType>(t);
    return tile && tile.getShape() == shape;
  };
  return llvm::all_of(op->getOperandTypes(), sameShape) &&
         llvm::all_of(op->getResultTypes(), sameShape);
}

/// Writes that C copies of the kernel would repeat with another effect.
static bool repeatsBadly(Operation *op) {
  return isa<ct::AtomicCASTkoOp, ct::AtomicRMWTkoOp, ct::AtomicRedViewTkoOp,
             ct::PrintTkoOp, ct::MultimemReduceViewTkoOp,
             ct::MultimemStoreViewTkoOp, ct::MultimemLoadReduceViewTkoOp>(op);
}

class SplitPlan {
public:
  SplitPlan(ct::EntryOp entry, int64_t ctas) : entry(entry), ctas(ctas) {}

  /// Splits every product's result along its N dim (`alongN`) or M dim and
  /// spreads the split; false where some op cannot take it.
  bool build(bool alongN) {
    dims.clear();
    whole.clear();
    worklist.clear();
    failed = false;
    bool any = false;
    entry.walk([&](Operation *op) {
      if (!isa<ct::MmaFOp, ct::MmaIOp>(op))
        return;
      int64_t rank = cast<ct::TileType>(op->getResult(0).getType()).getRank();
      split(op->getResult(0), alongN ? rank - 1 : rank - 2);
      any = true;
    });
    while (!failed && !worklist.empty())
      visit(worklist.pop_back_val());
    return any && !failed;
  }

  /// The split dim of `v`, if it has one.
  std::optional<unsigned> dimOf(Value v) const {
    auto it = dims.find(v);
    if (it == dims.end())
      return std::nullopt;
    return it->second;
  }

  /// Every split value, in no particular order.
  const llvm::DenseMap<Value, unsigned> &splitValues() const { return dims; }

private:
  void fail() { failed = true; }

  /// Gives `v` split dim `d`: its shape must divide there.
  void split(Value v, unsigned d) {
    auto tile = dyn_cast<ct::TileType>(v.getType());
    if (!tile || d >= tile.getRank() || tile.getShape()[d] % ctas ||
        whole.contains(v))
      return fail();
    auto [it, inserted] = dims.try_emplace(v, d);
    if (!inserted) {
      if (it->second != d)
        fail();
      return;
    }
    if (Operation *def = v.getDefiningOp())
      worklist.insert(def);
    else
      worklist.insert(v.getParentBlock()->getParentOp());
    for (Operation *user : v.getUsers())
      worklist.insert(user);
  }

  /// `v` must be computed whole by every CTA.
  void keepWhole(Value v) {
    if (dims.contains(v))
      return fail();
    whole.insert(v);
  }

  /// Gives every value of `group` the split one of them has.
  void unify(ArrayRef<Value> group) {
    std::optional<unsigned> d;
    for (Value v : group)
      if (auto dv = dimOf(v)) {
        if (d && *d != *dv)
          return fail();
        d = dv;
      }
    if (d)
      for (Value v : group)
        split(v, *d);
  }

  /// Whether a view access of a tile split along `d` can go through a view
  /// with tiles 1/C as long there.
  bool splittableView(Value view, unsigned d) {
    auto pv = dyn_cast<ct::PartitionViewType>(view.getType());
    return pv && pv.getTileShape().asArrayRef()[d] % ctas == 0;
  }

  void visit(Operation *op) {
    if (auto mma = dyn_cast<ct::MmaFOp>(op))
      return visitProduct(op, mma.getLhs(), mma.getRhs(), mma.getAcc());
    if (auto mma = dyn_cast<ct::MmaIOp>(op))
      return visitProduct(op, mma.getLhs(), mma.getRhs(), mma.getAcc());
    if (isElementwise(op)) {
      SmallVector<Value> group(op->getOperands());
      llvm::append_range(group, op->getResults());
      return unify(group);
    }
    if (auto b = dyn_cast<ct::BroadcastOp>(op)) {
      auto src = cast<ct::TileType>(b.getSource().getType()).getShape();
      std::optional<unsigned> d = dimOf(b.getResult());
      if (auto ds = dimOf(b.getSource())) {
        if (d && *d != *ds)
          return fail();
        d = ds;
      }
      if (!d)
        return;
      split(b.getResult(), *d);
      if (src[*d] == 1)
        keepWhole(b.getSource());
      else
        split(b.getSource(), *d);
      return;
    }
    if (auto r = dyn_cast<ct::ReshapeOp>(op))
      return visitReshape(r);
    if (auto p = dyn_cast<ct::PermuteOp>(op)) {
      // Result dim i is source dim perm[i]: the split moves with its dim.
      ArrayRef<int32_t> perm = p.getPermutation();
      if (auto d = dimOf(p.getResult()))
        split(p.getSource(), perm[*d]);
      if (auto ds = dimOf(p.getSource()))
        split(p.getResult(), llvm::find(perm, (int32_t)*ds) - perm.begin());
      return;
    }
    if (auto c = dyn_cast<ct::ConstantOp>(op)) {
      if (!c.getValue().isSplat())
        fail();
      return;
    }
    if (auto ld = dyn_cast<ct::LoadViewTkoOp>(op))
      return visitAccess(ld);
    if (auto st = dyn_cast<ct::StoreViewTkoOp>(op))
      return visitAccess(st);
    if (auto f = dyn_cast<ct::ForOp>(op)) {
      auto cont = cast<ct::ContinueOp>(f.getBody()->getTerminator());
      for (unsigned i = 0, e = f.getNumResults(); i < e; ++i)
        unify({f.getInitValues()[i], f.getRegionIterValues()[i],
               cont.getOperand(i), f.getResult(i)});
      return;
    }
    if (auto i = dyn_cast<ct::IfOp>(op)) {
      for (unsigned k = 0, e = i.getNumResults(); k < e; ++k) {
        SmallVector<Value> group{i.getResult(k)};
        for (Block *b : {i.getThenBlock(), i.getElseBlock()})
          if (b)
            if (auto y = dyn_cast<ct::YieldOp>(b->getTerminator()))
              group.push_back(y.getOperand(k));
        unify(group);
      }
      return;
    }
    if (isa<ct::ContinueOp>(op) && isa<ct::ForOp>(op->getParentOp()))
      return visit(op->getParentOp());
    if (isa<ct::YieldOp>(op) && isa<ct::IfOp>(op->getParentOp()))
      return visit(op->getParentOp());
    if (auto red = dyn_cast<ct::ReduceOp>(op))
      return visitReduce(red);
    // A split iota (1-d: its only dim) counts from its slice's first
    // position (applyPlan adds it), so each CTA holds its own positions.
    // (Of 32 bits or more: the rank extends to its elements.)
    if (auto io = dyn_cast<ct::IotaOp>(op)) {
      if (cast<ct::TileType>(io.getType()).getElementType()
              .getIntOrFloatBitWidth() < 32)
        fail();
      return;
    }
    fail();
  }

  /// A view load or store of a split tile: its view must split there.
  template <typename AccessOp> void visitAccess(AccessOp access) {
    if (auto d = dimOf(access.getTile());
        d && !splittableView(access.getView(), *d))
      fail();
  }

  void visitProduct(Operation *op, Value lhs, Value rhs, Value acc) {
    Value result = op->getResult(0);
    int64_t rank = cast<ct::TileType>(result.getType()).getRank();
    unsigned m = rank - 2, n = rank - 1;
    std::optional<unsigned> d = dimOf(result);
    if (!d)
      d = dimOf(acc);
    if (auto dl = dimOf(lhs)) {
      if (*dl != m || (d && *d != m))
        return fail();
      d = m;
    }
    if (auto dr = dimOf(rhs)) {
      if (*dr != n || (d && *d != n))
        return fail();
      d = n;
    }
    if (!d)
      return;
    if (*d != m && *d != n)
      return fail(); // a batch dim
    split(result, *d);
    split(acc, *d);
    if (*d == m) {
      split(lhs, m);
      keepWhole(rhs);
    } else {
      split(rhs, n);
      keepWhole(lhs);
    }
  }

  /// A reshape that only inserts or drops unit dims keeps the split on the
  /// same non-unit dim.
  void visitReshape(ct::ReshapeOp r) {
    auto src = cast<ct::TileType>(r.getSource().getType()).getShape();
    auto dst = cast<ct::TileType>(r.getResult().getType()).getShape();
    auto nonUnit = [](ArrayRef<int64_t> s) {
      SmallVector<unsigned> dims;
      for (auto [i, n] : llvm::enumerate(s))
        if (n != 1)
          dims.push_back(i);
      return dims;
    };
    SmallVector<unsigned> ns = nonUnit(src), nd = nonUnit(dst);
    bool unitOnly = ns.size() == nd.size() &&
                    llvm::all_of(llvm::seq<size_t>(0, ns.size()), [&](size_t k) {
                      return src[ns[k]] == dst[nd[k]];
                    });
    std::optional<unsigned> ds = dimOf(r.getSource());
    std::optional<unsigned> dd = dimOf(r.getResult());
    if (!ds && !dd)
      return;
    if (!unitOnly)
      return fail();
    auto position = [](ArrayRef<unsigned> dims, unsigned d) {
      return (unsigned)(llvm::find(dims, d) - dims.begin());
    };
    if (ds) {
      unsigned k = position(ns, *ds);
      if (k == ns.size())
        return fail();
      split(r.getResult(), nd[k]);
    }
    if (dd) {
      unsigned k = position(nd, *dd);
      if (k == nd.size())
        return fail();
      split(r.getSource(), ns[k]);
    }
  }

  /// A reduction along another dim keeps the split (renumbered past the
  /// reduced dim); along the split dim every CTA would need all of it.
  void visitReduce(ct::ReduceOp red) {
    unsigned rd = red.getDim();
    std::optional<unsigned> d;
    auto take = [&](unsigned dv) {
      if (d && *d != dv)
        fail();
      d = dv;
    };
    for (Value v : red.getOperands())
      if (auto dv = dimOf(v)) {
        if (*dv == rd)
          return fail();
        take(*dv);
      }
    for (Value v : red.getResults())
      if (auto dv = dimOf(v))
        take(*dv >= rd ? *dv + 1 : *dv);
    if (!d || failed)
      return;
    for (Value v : red.getOperands())
      split(v, *d);
    for (Value v : red.getResults())
      split(v, *d > rd ? *d - 1 : *d);
  }

  ct::EntryOp entry;
  int64_t ctas;
  llvm::DenseMap<Value, unsigned> dims;
  llvm::DenseSet<Value> whole;
  llvm::SetVector<Operation *> worklist;
  bool failed = false;
};

/// `t` with dim `d` 1/`ctas` as long.
static ct::TileType splitType(Type t, unsigned d, int64_t ctas) {
  auto tile = cast<ct::TileType>(t);
  SmallVector<int64_t> shape(tile.getShape());
  shape[d] /= ctas;
  return ct::TileType::get(tile.getContext(), shape, tile.getElementType());
}

/// Rewrites `entry` by `plan`: split values get their slice's type, and
/// split view accesses go through a view with tiles 1/C as long along the
/// split dim, at index i * C + rank.
static void applyPlan(ct::EntryOp entry, const SplitPlan &plan, int64_t ctas) {
  MLIRContext *ctx = entry.getContext();
  OpBuilder b(ctx);
  b.setInsertionPointToStart(&entry.getBody().front());
  auto i32 = ct::TileType::get(ctx, {}, IntegerType::get(ctx, 32));
  Value rank = simt::ClusterRankOp::create(b, entry.getLoc(), i32);

  // One view per (view, dim), made right after the view it refines.
  llvm::DenseMap<std::pair<Value, unsigned>, Value> views;
  auto splitView = [&](Value view, unsigned d) {
    Value &v = views[{view, d}];
    if (v)
      return v;
    auto pv = cast<ct::PartitionViewType>(view.getType());
    SmallVector<int32_t> tile(pv.getTileShape().asArrayRef());
    tile[d] /= ctas;
    auto type = ct::PartitionViewType::get(
        ctx, DenseI32ArrayAttr::get(ctx, tile), pv.getTensorView(),
        pv.getDimMap(), pv.getPaddingValue());
    Operation *def = view.getDefiningOp();
    OpBuilder vb(def);
    vb.setInsertionPointAfter(def);
    Operation *copy = vb.clone(*def);
    copy->getResult(0).setType(type);
    return v = copy->getResult(0);
  };
  // The rank, and `rank * k`, as scalars of integer tile type `type`.
  auto rankAs = [&](OpBuilder &ib, Location loc, ct::TileType type) -> Value {
    if (type == i32)
      return rank;
    return ct::ExtIOp::create(ib, loc, type, rank, ct::Signedness::Unsigned);
  };
  auto constantAs = [&](OpBuilder &ib, Location loc, ct::TileType type,
                        int64_t k) -> Value {
    unsigned width = type.getElementType().getIntOrFloatBitWidth();
    return ct::ConstantOp::create(
        ib, loc, type, DenseElementsAttr::get(type, APInt(width, k)));
  };
  // index * C + rank, in the index's type.
  auto splitIndex = [&](OpBuilder &ib, Location loc, Value index) {
    auto type = cast<ct::TileType>(index.getType());
    Value scaled = ct::MulIOp::create(ib, loc, index,
                                      constantAs(ib, loc, type, ctas),
                                      ct::IntegerOverflow::none);
    return ct::AddIOp::create(ib, loc, scaled, rankAs(ib, loc, type),
                              ct::IntegerOverflow::none)
        .getResult();
  };
  auto reindex = [&](OpBuilder &ib, Location loc, ValueRange index,
                     unsigned d) {
    SmallVector<Value> out(index);
    out[d] = splitIndex(ib, loc, index[d]);
    return out;
  };

  // A split load or store moves to the split view, at the split index.
  auto moveAccess = [&](auto access) {
    std::optional<unsigned> d = plan.dimOf(access.getTile());
    if (!d)
      return;
    OpBuilder ib(access);
    Value view = splitView(access.getView(), *d);
    SmallVector<Value> index =
        reindex(ib, access.getLoc(), access.getIndex(), *d);
    access.getViewMutable().assign(view);
    access.getIndexMutable().assign(index);
  };
  entry.walk([&](Operation *op) {
    if (auto ld = dyn_cast<ct::LoadViewTkoOp>(op))
      moveAccess(ld);
    else if (auto st = dyn_cast<ct::StoreViewTkoOp>(op))
      moveAccess(st);
  });
  SmallVector<ct::IotaOp> iotas;
  for (auto [v, d] : plan.splitValues()) {
    ct::TileType type = splitType(v.getType(), d, ctas);
    v.setType(type);
    if (auto c = v.getDefiningOp<ct::ConstantOp>())
      c.setValueAttr(DenseElementsAttr::get(
          type, c.getValue().getSplatValue<Attribute>()));
    if (auto io = v.getDefiningOp<ct::IotaOp>())
      iotas.push_back(io);
  }
  // A split iota of n positions: the CTA's slice is iota(n / C) + rank *
  // (n / C), the positions the whole iota held there.
  for (ct::IotaOp io : iotas) {
    OpBuilder ib(io);
    ib.setInsertionPointAfter(io);
    Location loc = io.getLoc();
    auto type = cast<ct::TileType>(io.getType());
    auto scalar = ct::TileType::get(ctx, {}, type.getElementType());
    // (One op a statement: the IR's order does not hang on the order in
    // which a compiler evaluates arguments.)
    Value at = rankAs(ib, loc, scalar);
    Value n = constantAs(ib, loc, scalar, type.getShape()[0]);
    Value start = ct::MulIOp::create(ib, loc, at, n, ct::IntegerOverflow::none);
    Value one = ct::ReshapeOp::create(
        ib, loc, ct::TileType::get(ctx, {1}, type.getElementType()), start);
    Value starts = ct::BroadcastOp::create(ib, loc, type, one);
    auto shifted = ct::AddIOp::create(ib, loc, io.getResult(), starts,
                                      ct::IntegerOverflow::none);
    io.getResult().replaceAllUsesExcept(shifted.getResult(), shifted);
  }
  entry->setAttr(simt::kClusterSplitAttrName,
                 IntegerAttr::get(IntegerType::get(ctx, 32), ctas));
}

struct TileSplitClustersPass
    : public tileir::impl::TileSplitClustersBase<TileSplitClustersPass> {
  using Base::Base;
  void runOnOperation() override {
    const Chip *c = lookupChip(chip);
    if (!c || c->computeCapability < 90)
      return; // no clusters before Hopper
    getOperation().walk([&](ct::EntryOp entry) {
      auto hints = entry.getOptimizationHintsAttr();
      auto n = hints ? dyn_cast_or_null<IntegerAttr>(
                           hints.lookup(chip, "num_cta_in_cga"))
                     : IntegerAttr();
      int64_t ctas = n ? n.getInt() : 1;
      if (ctas <= 1 && fit > 1)
        ctas = fit;
      // Up to 8 CTAs a cluster is portable; more needs an opt-in at launch.
      if (ctas < 2 || ctas > 8 || !llvm::isPowerOf2_64(ctas))
        return;
      if (entry.walk([](Operation *op) {
                 return repeatsBadly(op) ? WalkResult::interrupt()
                                         : WalkResult::advance();
               })
              .wasInterrupted())
        return;
      SplitPlan plan(entry, ctas);
      if (plan.build(/*alongN=*/true) || plan.build(/*alongN=*/false))
        applyPlan(entry, plan, ctas);
    });
  }
};
} // namespace
