//===- RaisePointerAccesses.cpp - pointer tiles back to strided views -----===//
//
// tile-raise-pointer-accesses: a load_ptr_tko / store_ptr_tko whose pointer
// tile is base + sum_k coord_k * stride_k, each coord_k = start_k + iota along
// one dim, and whose mask bounds those same coordinates, becomes a strided
// view access (traversal stride 1, index start_k): one box instead of a tile
// of 64-bit addresses (see Passes.td for why it is legal).
//
//===----------------------------------------------------------------------===//
#include "NormalizeUtils.h"
#include "TileIR/Dialect/CudaTile/Transforms/Passes.h"

#include "TileIR/Dialect/CudaTile/IR/CudaTileOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Matchers.h"

namespace mlir::tileir {
#define GEN_PASS_DEF_TILERAISEPOINTERACCESSES
#include "TileIR/Dialect/CudaTile/Transforms/Passes.h.inc"
} // namespace mlir::tileir

using namespace mlir;
using namespace mlir::cuda_tile;
using mlir::tileir::normalize::provablyNonNegative;
using mlir::tileir::normalize::getConstInt;
using mlir::tileir::normalize::stripAssumes;

namespace {

/// A value every element of a tile holds: an SSA scalar (rank-0 tile) or a
/// constant.
struct Scalar {
  Value value;
  int64_t constant = 0;
  bool isConstant() const { return !value; }
  bool operator==(const Scalar &o) const {
    return value == o.value && (value || constant == o.constant);
  }
};

/// The scalar every element of the integer tile `v` holds, if it is uniform
/// (a splat constant, or a rank-0 value reshaped and broadcast).
static std::optional<Scalar> uniform(Value v) {
  while (true) {
    auto ty = dyn_cast<TileType>(v.getType());
    if (!ty || !ty.getElementType().isInteger())
      return std::nullopt;
    if (std::optional<int64_t> c = getConstInt(v))
      return Scalar{Value(), *c};
    if (ty.getRank() == 0)
      return Scalar{v, 0};
    Operation *def = v.getDefiningOp();
    if (!def)
      return std::nullopt;
    if (!isa<BroadcastOp, ReshapeOp, AssumeOp>(def))
      return std::nullopt;
    // Only a source of one element is uniform through a reshape.
    if (isa<ReshapeOp>(def) &&
        cast<TileType>(def->getOperand(0).getType()).getNumElements() != 1)
      return std::nullopt;
    v = def->getOperand(0);
  }
}

/// A coordinate tile: start + t_dim (t_dim the element's index along `dim`
/// of the full shape), possibly widened, reshaped and broadcast; the start
/// is the sum of `parts`. `root` is the 1-d tile it is made from (two
/// coordinates with one root are one coordinate).
struct Coord {
  unsigned dim;
  Value root;
  SmallVector<Scalar> parts;
  /// How the coordinate was widened on its way to the address (signed
  /// unless an `exti unsigned` says otherwise); its start is widened so.
  Signedness ext = Signedness::Signed;
};

/// Collects the uniform parts of a 1-d sum with exactly one iota.
static LogicalResult sumWithIota(Value v, bool &iota,
                                 SmallVectorImpl<Scalar> &parts) {
  v = stripAssumes(v);
  if (std::optional<Scalar> u = uniform(v)) {
    parts.push_back(*u);
    return success();
  }
  Operation *def = v.getDefiningOp();
  if (isa_and_nonnull<IotaOp>(def)) {
    if (iota)
      return failure();
    iota = true;
    return success();
  }
  if (auto add = dyn_cast_or_null<AddIOp>(def))
    return success(succeeded(sumWithIota(add.getLhs(), iota, parts)) &&
                   succeeded(sumWithIota(add.getRhs(), iota, parts)));
  return failure();
}

static std::optional<Coord> coordinate(Value v) {
  int64_t dim = -1;
  Signedness ext = Signedness::Signed;
  while (true) {
    auto ty = dyn_cast<TileType>(v.getType());
    if (!ty)
      return std::nullopt;
    Operation *def = v.getDefiningOp();
    if (!def)
      return std::nullopt;
    if (auto e = dyn_cast<ExtIOp>(def))
      if (e.getSignedness() == Signedness::Unsigned)
        ext = Signedness::Unsigned;
    if (isa<AssumeOp, ExtIOp, BroadcastOp>(def)) {
      v = def->getOperand(0);
      continue;
    }
    if (auto r = dyn_cast<ReshapeOp>(def)) {
      // [n] -> [1, .., n, .., 1]: the one dim that is not 1 is the coordinate's.
      auto src = cast<TileType>(r.getSource().getType());
      if (src.getRank() != 1)
        return std::nullopt;
      int64_t found = -1;
      for (auto [k, s] : llvm::enumerate(ty.getShape()))
        if (s != 1) {
          if (found >= 0 || s != src.getShape()[0])
            return std::nullopt;
          found = k;
        }
      if (found < 0 || dim >= 0)
        return std::nullopt;
      dim = found;
      v = r.getSource();
      continue;
    }
    if (ty.getRank() != 1)
      return std::nullopt;
    bool iota = false;
    Coord c{(unsigned)std::max<int64_t>(dim, 0), v, {}, ext};
    if (failed(sumWithIota(v, iota, c.parts)) || !iota)
      return std::nullopt;
    return c;
  }
}

/// One term coord * stride of an offset tile.
struct Term {
  Coord coord;
  Scalar stride;
};

/// Decomposes the offset tile `v` into coordinate terms plus a uniform rest.
static LogicalResult terms(Value v, SmallVectorImpl<Term> &out,
                           SmallVectorImpl<Scalar> &rest) {
  if (std::optional<Scalar> u = uniform(v)) {
    rest.push_back(*u);
    return success();
  }
  if (std::optional<Coord> c = coordinate(v)) {
    out.push_back({*c, Scalar{Value(), 1}});
    return success();
  }
  Operation *def = v.getDefiningOp();
  if (!def)
    return failure();
  if (isa<AssumeOp, ExtIOp>(def))
    return terms(def->getOperand(0), out, rest);
  if (auto add = dyn_cast<AddIOp>(def))
    return success(succeeded(terms(add.getLhs(), out, rest)) &&
                   succeeded(terms(add.getRhs(), out, rest)));
  if (auto mul = dyn_cast<MulIOp>(def)) {
    for (auto [x, y] : {std::pair{mul.getLhs(), mul.getRhs()},
                        std::pair{mul.getRhs(), mul.getLhs()}}) {
      std::optional<Coord> c = coordinate(x);
      std::optional<Scalar> s = uniform(y);
      if (c && s) {
        out.push_back({*c, *s});
        return success();
      }
    }
  }
  return failure();
}

/// The rank-0 pointer a uniform pointer tile holds, and the offset tiles
/// added to it.
static Value pointerBase(Value p, SmallVectorImpl<Value> &offsets) {
  while (Operation *def = p.getDefiningOp()) {
    if (auto off = dyn_cast<OffsetOp>(def)) {
      offsets.push_back(off.getOffset());
      p = off.getPtr();
      continue;
    }
    if (cast<TileType>(p.getType()).getRank() == 0)
      return p;
    if (!isa<BroadcastOp, ReshapeOp>(def) ||
        cast<TileType>(def->getOperand(0).getType()).getNumElements() != 1)
      return {};
    p = def->getOperand(0);
  }
  return cast<TileType>(p.getType()).getRank() == 0 ? p : Value();
}

static bool nonNegative(const Scalar &s) {
  return s.isConstant() ? s.constant >= 0 : provablyNonNegative(s.value);
}
static bool nonNegative(ArrayRef<Scalar> parts) {
  return llvm::all_of(parts, [](const Scalar &s) { return nonNegative(s); });
}

/// Per dim, the bound `start + t < limit` a mask tile sets; fails on any
/// other condition. `bounds[d]` stays empty for an unbounded dim.
/// A conjunct every element shares (`row < rows` on a broadcast row) is a
/// rank-0 i1 in `guards`; a constant true one is dropped.
static LogicalResult maskBounds(Value m,
                                SmallVectorImpl<std::optional<Scalar>> &limit,
                                SmallVectorImpl<std::optional<Coord>> &start,
                                SmallVectorImpl<Value> &guards) {
  m = stripAssumes(m);
  if (std::optional<Scalar> u = uniform(m)) {
    if (!u->isConstant()) {
      guards.push_back(u->value);
      return success();
    }
    return success(u->constant != 0);
  }
  Operation *def = m.getDefiningOp();
  if (!def)
    return failure();
  if (isa<BroadcastOp>(def))
    return maskBounds(def->getOperand(0), limit, start, guards);
  if (auto a = dyn_cast<AndIOp>(def))
    return success(succeeded(maskBounds(a.getLhs(), limit, start, guards)) &&
                   succeeded(maskBounds(a.getRhs(), limit, start, guards)));
  auto cmp = dyn_cast<CmpIOp>(def);
  if (!cmp)
    return failure();
  Value lhs = cmp.getLhs(), rhs = cmp.getRhs();
  if (cmp.getComparisonPredicate() == ComparisonPredicate::greater_than)
    std::swap(lhs, rhs);
  else if (cmp.getComparisonPredicate() != ComparisonPredicate::less_than)
    return failure();
  std::optional<Coord> c = coordinate(lhs);
  std::optional<Scalar> bound = uniform(rhs);
  if (!c || !bound || c->dim >= limit.size() || limit[c->dim])
    return failure();
  // A signed comparison agrees with the view's unsigned bounds check only
  // where both sides are non-negative.
  if (cmp.getSignedness() == Signedness::Signed &&
      !(nonNegative(c->parts) && nonNegative(*bound)))
    return failure();
  limit[c->dim] = *bound;
  start[c->dim] = *c;
  return success();
}

/// The padding enum whose value `pad` (a splat constant tile) is, if any.
static std::optional<PaddingValue> paddingOf(Value pad) {
  while (Operation *def = pad.getDefiningOp()) {
    if (!isa<BroadcastOp, ReshapeOp>(def))
      break;
    pad = def->getOperand(0);
  }
  DenseElementsAttr dense;
  if (!matchPattern(pad, m_Constant(&dense)) || !dense.isSplat())
    return std::nullopt;
  if (auto f = dyn_cast<FloatType>(dense.getElementType())) {
    APFloat v = dense.getSplatValue<APFloat>();
    const llvm::fltSemantics &sem = f.getFloatSemantics();
    if (v.bitwiseIsEqual(APFloat::getZero(sem)))
      return PaddingValue::zero;
    if (v.bitwiseIsEqual(APFloat::getZero(sem, true)))
      return PaddingValue::neg_zero;
    if (v.bitwiseIsEqual(APFloat::getQNaN(sem)))
      return PaddingValue::nan;
    if (v.bitwiseIsEqual(APFloat::getInf(sem)))
      return PaddingValue::pos_inf;
    if (v.bitwiseIsEqual(APFloat::getInf(sem, true)))
      return PaddingValue::neg_inf;
    return std::nullopt;
  }
  if (dense.getSplatValue<APInt>().isZero())
    return PaddingValue::zero;
  return std::nullopt;
}

/// What a raised access needs: the view and the index of its tile.
struct Raised {
  Value view;
  SmallVector<Value> index;
  /// Where the mask has uniform conjuncts: an `if` on them, the builder
  /// in its then-block; the caller fills both blocks.
  IfOp guarded;
};

static std::optional<Raised> raise(OpBuilder &b, Operation *access,
                                   Value ptrs, Value mask,
                                   std::optional<Value> pad,
                                   bool allowGuard = true) {
  Location loc = access->getLoc();
  auto ty = cast<TileType>(ptrs.getType());
  unsigned rank = ty.getRank();
  if (rank == 0)
    return std::nullopt;
  SmallVector<Value> offsets;
  Value base = pointerBase(ptrs, offsets);
  if (!base || offsets.empty())
    return std::nullopt;
  SmallVector<Term> ts;
  SmallVector<Scalar> rest;
  for (Value o : offsets)
    if (failed(terms(o, ts, rest)))
      return std::nullopt;
  // One term per dim, and a coordinate start shared with the mask.
  SmallVector<std::optional<Scalar>> stride(rank);
  SmallVector<std::optional<Coord>> start(rank);
  for (const Term &t : ts) {
    if (t.coord.dim >= rank || stride[t.coord.dim])
      return std::nullopt;
    stride[t.coord.dim] = t.stride;
    start[t.coord.dim] = t.coord;
  }
  SmallVector<std::optional<Scalar>> limit(rank);
  SmallVector<std::optional<Coord>> maskStart(rank);
  SmallVector<Value> guards;
  if (mask && failed(maskBounds(mask, limit, maskStart, guards)))
    return std::nullopt;
  if (!guards.empty() && !allowGuard)
    return std::nullopt;
  for (unsigned d = 0; d < rank; ++d) {
    if (!stride[d]) { // the dim only repeats: stride 0, start 0
      stride[d] = Scalar{Value(), 0};
      start[d] = Coord{d, Value(), {}};
    }
    // The mask must bound the very coordinate the address uses.
    if (limit[d] && maskStart[d]->root != start[d]->root)
      return std::nullopt;
    // Where the mask bounds the coordinate, the view's unsigned bounds
    // check is the mask (maskBounds checked the signed case); elsewhere the
    // start must be >= 0, or the box check would drop its elements.
    if (!limit[d] && !nonNegative(start[d]->parts))
      return std::nullopt;
  }
  std::optional<PaddingValue> padding;
  if (pad && *pad && mask) {
    padding = paddingOf(*pad);
    if (!padding)
      return std::nullopt;
  }

  // The uniform conjuncts guard the whole access, the view included (a
  // view of memory that is not there is undefined even unused).
  Value guard;
  for (Value g : guards)
    guard = guard ? AndIOp::create(b, loc, guard, g).getResult() : g;
  IfOp guarded;
  if (guard) {
    guarded = IfOp::create(b, loc, access->getResultTypes(), guard,
                           /*withElse=*/true);
    b.setInsertionPointToStart(guarded.getThenBlock());
  }

  // One integer type for the view's operands: i64 as soon as one is.
  auto widthOf = [](const Scalar &s) -> unsigned {
    return s.isConstant() ? 32 : cast<TileType>(s.value.getType())
                                     .getElementType()
                                     .getIntOrFloatBitWidth();
  };
  unsigned width = 32;
  for (unsigned d = 0; d < rank; ++d) {
    width = std::max(width, widthOf(*stride[d]));
    for (const Scalar &p : start[d]->parts)
      width = std::max(width, widthOf(p));
    if (limit[d])
      width = std::max(width, widthOf(*limit[d]));
  }
  for (const Scalar &r : rest)
    width = std::max(width, widthOf(r));
  auto intTy = TileType::get(b.getContext(), {}, b.getIntegerType(width));
  auto make = [&](const Scalar &s, Signedness sign) -> Value {
    if (s.isConstant())
      return ConstantOp::create(
          b, loc, intTy,
          DenseElementsAttr::get(intTy, APInt(width, s.constant, true)));
    if (s.value.getType() == intTy)
      return s.value;
    return ExtIOp::create(b, loc, intTy, s.value, sign);
  };
  int64_t unbounded = width == 64 ? INT64_MAX : INT32_MAX;
  SmallVector<int64_t> shapeTy, strideTy;
  SmallVector<Value> dynShape, dynStride, index;
  for (unsigned d = 0; d < rank; ++d) {
    shapeTy.push_back(ShapedType::kDynamic);
    dynShape.push_back(limit[d] ? make(*limit[d], Signedness::Unsigned)
                                : make(Scalar{Value(), unbounded},
                                       Signedness::Unsigned));
    if (stride[d]->isConstant() && stride[d]->constant > 0) {
      strideTy.push_back(stride[d]->constant);
    } else {
      strideTy.push_back(ShapedType::kDynamic);
      dynStride.push_back(make(*stride[d], Signedness::Signed));
    }
    Value first;
    for (const Scalar &p : start[d]->parts) {
      Value v = make(p, start[d]->ext);
      first = first ? AddIOp::create(b, loc, first, v, IntegerOverflow::none)
                          .getResult()
                    : v;
    }
    index.push_back(first ? first : make(Scalar{Value(), 0},
                                         Signedness::Unsigned));
  }
  // A uniform rest moves the base.
  for (const Scalar &r : rest) {
    if (r.isConstant() && r.constant == 0)
      continue;
    base = OffsetOp::create(b, loc, base.getType(), base,
                            make(r, Signedness::Signed));
  }
  auto ptrTy = cast<PointerType>(ty.getElementType());
  auto tvTy = TensorViewType::get(b.getContext(), ptrTy.getPointeeType(),
                                  shapeTy, strideTy, ptrTy.getPtrAttr());
  Value tv = MakeTensorViewOp::create(b, loc, tvTy, base, dynShape, dynStride);
  SmallVector<int32_t> tile(ty.getShape().begin(), ty.getShape().end());
  SmallVector<int32_t> trav(rank, 1);
  auto svTy = StridedViewType::get(
      b.getContext(), b.getDenseI32ArrayAttr(tile),
      b.getDenseI32ArrayAttr(trav), tvTy, {},
      padding ? PaddingValueAttr::get(b.getContext(), *padding)
              : PaddingValueAttr());
  Value sv = MakeStridedViewOp::create(b, loc, svTy, tv);
  return Raised{sv, index, guarded};
}


/// The rank-0 value every element of `v` holds when `v` is one element
/// reshaped and broadcast (or a splat constant, made here as a rank-0
/// constant), else null.
static Value broadcastSource(OpBuilder &b, Value v) {
  while (true) {
    auto ty = dyn_cast<TileType>(v.getType());
    if (!ty)
      return {};
    if (ty.getRank() == 0)
      return v;
    DenseElementsAttr dense;
    if (matchPattern(v, m_Constant(&dense)) && dense.isSplat()) {
      auto scalarTy = TileType::get(b.getContext(), {}, ty.getElementType());
      return ConstantOp::create(b, v.getLoc(), scalarTy,
                                dense.resizeSplat(cast<ShapedType>(scalarTy)));
    }
    Operation *def = v.getDefiningOp();
    if (!isa_and_nonnull<BroadcastOp, ReshapeOp>(def) ||
        cast<TileType>(def->getOperand(0).getType()).getNumElements() != 1)
      return {};
    v = def->getOperand(0);
  }
}

/// Integer element-wise ops (and select): on a tile whose elements are all
/// one value they compute one value.
static bool isScalarizable(Operation *op) {
  return isa<AddIOp, SubIOp, MulIOp, DivIOp, RemIOp, MaxIOp, MinIOp, AndIOp,
             OrIOp, XOrIOp, ShLIOp, ShRIOp, NegIOp, AbsIOp, ExtIOp, TruncIOp,
             CmpIOp, SelectOp>(op);
}

/// `op` over uniform tiles, computed once on their element and broadcast.
static void scalarizeUniform(Operation *op) {
  auto ty = cast<TileType>(op->getResult(0).getType());
  if (ty.getRank() == 0)
    return;
  OpBuilder b(op);
  SmallVector<Value> scalars;
  for (Value v : op->getOperands()) {
    Value s = broadcastSource(b, v);
    if (!s)
      return;
    scalars.push_back(s);
  }
  auto scalarTy = TileType::get(b.getContext(), {}, ty.getElementType());
  OperationState st(op->getLoc(), op->getName().getStringRef(), scalars,
                    TypeRange{scalarTy}, op->getAttrs());
  Value scalar = b.create(st)->getResult(0);
  SmallVector<int64_t> ones(ty.getRank(), 1);
  auto onesTy = TileType::get(b.getContext(), ones, ty.getElementType());
  Value r = ReshapeOp::create(b, op->getLoc(), onesTy, scalar);
  op->getResult(0).replaceAllUsesWith(
      BroadcastOp::create(b, op->getLoc(), ty, r).getResult());
  op->erase();
}

/// The token an access that does not happen passes on: its input token, or
/// a new one where it had none.
static Value tokenOrNew(OpBuilder &b, Operation *op, Value token) {
  return token ? token
               : MakeTokenOp::create(b, op->getLoc(),
                                     TokenType::get(b.getContext()))
                     .getResult();
}

struct RaisePointerAccesses
    : mlir::tileir::impl::TileRaisePointerAccessesBase<RaisePointerAccesses> {
  void runOnOperation() override {
    // Addresses and masks are often computed on broadcast scalars (a row's
    // base, `row < rows`): compute those once, so that what is left is a
    // sum of coordinate terms and a conjunction of bounds.
    SmallVector<Operation *> uniformCandidates;
    getOperation().walk([&](Operation *op) {
      if (isScalarizable(op))
        uniformCandidates.push_back(op);
    });
    for (Operation *op : uniformCandidates) // in order: operands first
      scalarizeUniform(op);

    SmallVector<Operation *> todo;
    getOperation().walk([&](Operation *op) {
      if (isa<LoadPtrTkoOp, StorePtrTkoOp>(op))
        todo.push_back(op);
    });
    for (Operation *op : todo) {
      OpBuilder b(op);
      if (auto load = dyn_cast<LoadPtrTkoOp>(op)) {
        // A guarded load yields a value where it does not happen: its
        // padding, or a zero (a pointer tile has none to make).
        Type elem = cast<TileType>(load.getResult().getType()).getElementType();
        std::optional<Raised> r =
            raise(b, op, load.getSource(), load.getMask(),
                  std::optional<Value>(load.getPaddingValue()),
                  load.getPaddingValue() || isa<IntegerType, FloatType>(elem));
        if (!r)
          continue;
        IfOp guarded = r->guarded;
        auto repl = LoadViewTkoOp::create(
            b, op->getLoc(), load.getResult().getType(),
            load.getResultToken().getType(),
            load.getMemoryOrderingSemanticsAttr(), load.getMemoryScopeAttr(),
            r->view, r->index, load.getToken(),
            load.getOptimizationHintsAttr(), /*inbounds=*/DenseBoolArrayAttr());
        ValueRange results = repl->getResults();
        if (guarded) {
          // Masked off everywhere: the padding (or, with none, any value:
          // those lanes are undefined) and no memory touched.
          YieldOp::create(b, op->getLoc(), results);
          b.setInsertionPointToStart(guarded.getElseBlock());
          Value pad = load.getPaddingValue();
          if (!pad) {
            auto ty = cast<TileType>(load.getResult().getType());
            pad = ConstantOp::create(
                b, op->getLoc(), ty,
                DenseElementsAttr::get(cast<ShapedType>(ty),
                                       b.getZeroAttr(ty.getElementType())));
          }
          YieldOp::create(b, op->getLoc(),
                          ValueRange{pad, tokenOrNew(b, op, load.getToken())});
          results = guarded.getResults();
        }
        op->replaceAllUsesWith(results);
        op->erase();
        continue;
      }
      auto store = cast<StorePtrTkoOp>(op);
      std::optional<Raised> r =
          raise(b, op, store.getDestination(), store.getMask(), std::nullopt);
      if (!r)
        continue;
      IfOp guarded = r->guarded;
      auto repl = StoreViewTkoOp::create(
          b, op->getLoc(), store.getResultToken().getType(),
          store.getMemoryOrderingSemanticsAttr(), store.getMemoryScopeAttr(),
          store.getValue(), r->view, r->index, store.getToken(),
          store.getOptimizationHintsAttr(), /*inbounds=*/DenseBoolArrayAttr());
      ValueRange results = repl->getResults();
      if (guarded) {
        YieldOp::create(b, op->getLoc(), results);
        b.setInsertionPointToStart(guarded.getElseBlock());
        YieldOp::create(b, op->getLoc(),
                        ValueRange{tokenOrNew(b, op, store.getToken())});
        results = guarded.getResults();
      }
      op->replaceAllUsesWith(results);
      op->erase();
    }
  }
};

} // namespace
