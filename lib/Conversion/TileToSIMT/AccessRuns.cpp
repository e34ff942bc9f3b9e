//===- AccessRuns.cpp - runs of consecutive addresses in a gather ---------===//
//
// A gather or scatter through a tile of pointers touches each element at
// its own address. Where the pointers along the innermost dim are runs of
// consecutive elements, aligned, and the mask and padding are the same over
// each run, a thread can move several elements with one vector access.
// Like Triton's AxisInfo, but only for the innermost dim and only where the
// lowering asks: a structural walk over the cuda_tile ops that build the
// pointers (splats of a base, iotas, broadcasts, adds and multiplies by
// constants, sign extensions, comparisons), with the Divisibility analysis
// for the scalars it reaches.
//
//===----------------------------------------------------------------------===//
#include "TileToSIMTImpl.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::detail;
namespace ct = mlir::cuda_tile;

namespace {
/// Facts about the innermost dim of a tile, each a power of two. The dim is
/// cut into aligned chunks of `contig` elements, each holding s, s+1, ...
/// (for pointers: consecutive elements' addresses), and into aligned chunks
/// of `constancy` elements that hold one value. `div` divides the first
/// value of every contiguous chunk (every value where contig is 1; bytes
/// for pointers).
struct Runs {
  int64_t contig = 1, constancy = 1, div = 1;
};

constexpr int64_t kMaxDiv = int64_t(1) << 30;

int64_t pow2Divisor(int64_t v) {
  if (v == 0)
    return kMaxDiv;
  return int64_t(1) << std::min(llvm::countr_zero(uint64_t(v)), 30);
}

/// The divisor every element has: a run's later elements add 1 each.
int64_t elementDiv(const Runs &r) { return r.contig > 1 ? 1 : r.div; }

class RunsOf {
public:
  explicit RunsOf(const DivisibilityInfo &div) : div(div) {}

  /// Facts of `v`; the innermost extent of a rank-0 value is 1.
  Runs get(Value v, unsigned depth = 0) {
    if (auto it = memo.find(v); it != memo.end())
      return it->second;
    Runs r = compute(v, depth);
    memo[v] = r;
    return r;
  }

private:
  const DivisibilityInfo &div;
  DenseMap<Value, Runs> memo;

  static int64_t innermost(Value v) {
    auto t = dyn_cast<ct::TileType>(v.getType());
    if (!t || t.getShape().empty())
      return 1;
    return t.getShape().back();
  }

  /// A value the same everywhere (rank 0, or every innermost extent 1).
  Runs uniform(Value v) {
    return Runs{1, innermost(v), std::max<int64_t>(div.getDivisor(v), 1)};
  }

  Runs compute(Value v, unsigned depth) {
    auto t = dyn_cast<ct::TileType>(v.getType());
    if (!t)
      return {};
    int64_t n = innermost(v);
    if (t.getShape().empty())
      return uniform(v);
    Operation *def = v.getDefiningOp();
    if (!def || depth > 24)
      return Runs{1, 1, std::max<int64_t>(div.getDivisor(v), 1)};
    if (auto c = dyn_cast<ct::ConstantOp>(def)) {
      DenseElementsAttr value = c.getValue();
      if (!value.isSplat())
        return Runs{1, 1, std::max<int64_t>(div.getDivisor(v), 1)};
      if (!value.getElementType().isInteger())
        return Runs{1, n, 1};
      return Runs{1, n,
                  pow2Divisor(value.getSplatValue<APInt>().getSExtValue())};
    }
    if (isa<ct::IotaOp>(def))
      return Runs{(int64_t)llvm::bit_floor(uint64_t(n)), 1, kMaxDiv};
    if (isa<ct::ReshapeOp, ct::BroadcastOp>(def)) {
      Value src = def->getOperand(0);
      Runs s = get(src, depth + 1);
      int64_t m = innermost(src);
      if (m == n && (isa<ct::BroadcastOp>(def) ||
                     cast<ct::TileType>(src.getType()).getRank() > 0))
        return s;
      // The innermost dim is new: one value along it where every
      // innermost run of the source was a single element.
      if (m == 1)
        return Runs{1, n, elementDiv(s)};
      return Runs{1, 1, elementDiv(s)};
    }
    if (auto e = dyn_cast<ct::ExtIOp>(def))
      return get(e.getOperand(), depth + 1); // the values do not change
    if (auto add = dyn_cast<ct::AddIOp>(def))
      return sum(get(add.getLhs(), depth + 1), get(add.getRhs(), depth + 1));
    if (auto sub = dyn_cast<ct::SubIOp>(def)) {
      Runs a = get(sub.getLhs(), depth + 1), b = get(sub.getRhs(), depth + 1);
      // Only a constant subtrahend keeps a run increasing.
      Runs out{std::min(a.contig, b.constancy),
               std::min(a.constancy, b.constancy), std::min(a.div, b.div)};
      if (out.contig < a.contig)
        out.div = std::min(out.div, out.contig);
      return out;
    }
    if (auto mul = dyn_cast<ct::MulIOp>(def)) {
      Runs a = get(mul.getLhs(), depth + 1), b = get(mul.getRhs(), depth + 1);
      if (isSplatOne(mul.getRhs()))
        return a;
      if (isSplatOne(mul.getLhs()))
        return b;
      return Runs{1, std::min(a.constancy, b.constancy),
                  std::min(elementDiv(a) * elementDiv(b), kMaxDiv)};
    }
    if (auto off = dyn_cast<ct::OffsetOp>(def)) {
      // Addresses: the pointer's bytes plus the offset times the element.
      Runs p = get(off.getPtr(), depth + 1);
      Runs o = get(off.getOffset(), depth + 1);
      auto tile = cast<ct::TileType>(off.getPtr().getType());
      auto pointee =
          cast<ct::PointerType>(tile.getElementType()).getPointeeType();
      if (!pointee.isIntOrFloat() || pointee.getIntOrFloatBitWidth() % 8)
        return {};
      int64_t bytes = pointee.getIntOrFloatBitWidth() / 8;
      Runs out{std::min(o.contig, p.constancy),
               std::min(o.constancy, p.constancy),
               std::min(p.div, std::min(o.div * bytes, kMaxDiv))};
      if (out.contig < o.contig)
        out.div = std::min(out.div, out.contig * bytes);
      return out;
    }
    if (auto cmp = dyn_cast<ct::CmpIOp>(def)) {
      Runs a = get(cmp.getLhs(), depth + 1), b = get(cmp.getRhs(), depth + 1);
      int64_t k = std::min(a.constancy, b.constancy);
      // A run s, s+1, .. against a value t constant over it, both
      // multiples of g: s + j < t holds for every j < g or for none (s < t
      // means s <= t - g), and so does its negation >=. (<= and > are not
      // so: s == t.) With the run on the right, > and <= are those.
      using P = ct::ComparisonPredicate;
      P p = cmp.getComparisonPredicate();
      int64_t g = std::min(a.div, b.div);
      if (p == P::less_than || p == P::greater_than_or_equal)
        k = std::max(k, std::min({a.contig, b.constancy, g}));
      if (p == P::greater_than || p == P::less_than_or_equal)
        k = std::max(k, std::min({b.contig, a.constancy, g}));
      return Runs{1, k, 1};
    }
    if (isa<ct::AndIOp, ct::OrIOp>(def)) {
      Runs a = get(def->getOperand(0), depth + 1),
           b = get(def->getOperand(1), depth + 1);
      return Runs{1, std::min(a.constancy, b.constancy), 1};
    }
    if (auto sel = dyn_cast<ct::SelectOp>(def)) {
      Runs c = get(sel.getCond(), depth + 1),
           a = get(sel.getValIfTrue(), depth + 1),
           b = get(sel.getValIfFalse(), depth + 1);
      return Runs{1, std::min({c.constancy, a.constancy, b.constancy}),
                  std::min(elementDiv(a), elementDiv(b))};
    }
    return Runs{1, 1, std::max<int64_t>(div.getDivisor(v), 1)};
  }

  static bool isSplatOne(Value v) {
    while (Operation *d = v.getDefiningOp()) {
      if (auto c = dyn_cast<ct::ConstantOp>(d)) {
        DenseElementsAttr value = c.getValue();
        return value.isSplat() && value.getElementType().isInteger() &&
               value.getSplatValue<APInt>().isOne();
      }
      if (!isa<ct::ReshapeOp, ct::BroadcastOp>(d))
        return false;
      v = d->getOperand(0);
    }
    return false;
  }

  static Runs sum(Runs a, Runs b) {
    Runs out{std::max(std::min(a.contig, b.constancy),
                      std::min(a.constancy, b.contig)),
             std::min(a.constancy, b.constancy), std::min(a.div, b.div)};
    // Cutting a longer run moves the chunk starts inside it.
    if (out.contig < std::max(a.contig, b.contig))
      out.div = std::min(out.div, out.contig);
    return out;
  }
};
} // namespace

int64_t mlir::tileir::detail::gatherVectorElements(
    Value ptrs, Value mask, Value padding, const DivisibilityInfo &div) {
  auto tile = dyn_cast<ct::TileType>(ptrs.getType());
  if (!tile || tile.getRank() == 0)
    return 1;
  auto pointee = cast<ct::PointerType>(tile.getElementType()).getPointeeType();
  if (!pointee.isIntOrFloat())
    return 1;
  unsigned bits = pointee.getIntOrFloatBitWidth();
  if (bits % 8 || bits > 64)
    return 1;
  int64_t bytes = bits / 8;
  RunsOf runs(div);
  Runs p = runs.get(ptrs);
  int64_t v = std::min<int64_t>(p.contig, 16 / bytes);
  // Each vector starts at a run start or a multiple of v past it.
  v = std::min<int64_t>(v, std::max<int64_t>(p.div / bytes, 1));
  if (mask)
    v = std::min(v, runs.get(mask).constancy);
  if (padding)
    v = std::min(v, runs.get(padding).constancy);
  int64_t n = tile.getShape().back();
  while (v > 1 && n % v)
    v /= 2;
  return std::max<int64_t>(v, 1);
}
