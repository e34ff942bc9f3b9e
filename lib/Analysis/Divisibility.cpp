//===- Divisibility.cpp - known power-of-two factors ----------------------===//
#include "TileIR/Analysis/Divisibility.h"

#include "TileIR/Dialect/CudaTile/IR/CudaTileOps.h"

#include "mlir/Analysis/DataFlow/ConstantPropagationAnalysis.h"
#include "mlir/Analysis/DataFlow/DeadCodeAnalysis.h"

using namespace mlir;
using namespace mlir::tileir;
namespace ct = mlir::cuda_tile;

Divisibility Divisibility::join(const Divisibility &a, const Divisibility &b) {
  if (a.isUninitialized())
    return b;
  if (b.isUninitialized())
    return a;
  if (a.get().size() != b.get().size())
    return Divisibility(SmallVector<int64_t>{});
  SmallVector<int64_t> r;
  for (auto [x, y] : llvm::zip(a.get(), b.get()))
    r.push_back(std::min(x, y)); // powers of two: the minimum is the gcd
  return Divisibility(std::move(r));
}

void Divisibility::print(raw_ostream &os) const {
  if (isUninitialized()) {
    os << "<uninitialized>";
    return;
  }
  os << "[";
  llvm::interleaveComma(get(), os);
  os << "]";
}

/// The largest power of two dividing `v` (1 for 0 and negative values: they
/// tell nothing useful about alignment).
static int64_t powerOfTwoFactor(int64_t v) { return v > 0 ? (v & -v) : 1; }

/// The divisor a constant integer gives: zero is a multiple of every power
/// of two (a raised access's tile index 0 leaves its base's alignment
/// whole; a loop from 0 starts at a multiple of its step).
static int64_t constantDivisor(int64_t v) {
  return v == 0 ? int64_t(1) << 30 : powerOfTwoFactor(v);
}

void DivisibilityAnalysis::setToEntryState(DivisibilityLattice *lattice) {
  propagateIfChanged(lattice,
                     lattice->join(Divisibility(SmallVector<int64_t>{1})));
}

LogicalResult DivisibilityAnalysis::visitOperation(
    Operation *op, ArrayRef<const DivisibilityLattice *> operands,
    ArrayRef<DivisibilityLattice *> results) {
  auto set = [&](SmallVector<int64_t> divs) {
    propagateIfChanged(results[0],
                       results[0]->join(Divisibility(std::move(divs))));
  };
  if (auto c = dyn_cast<ct::ConstantOp>(op)) {
    auto tile = dyn_cast<ct::TileType>(c.getType());
    auto dense = dyn_cast<DenseIntElementsAttr>(c.getValue());
    if (tile && tile.getShape().empty() && dense)
      set({constantDivisor((*dense.begin()).getSExtValue())});
    else
      set({1});
    return success();
  }
  if (auto a = dyn_cast<ct::AssumeOp>(op)) {
    const Divisibility &in = operands[0]->getValue();
    if (in.isUninitialized())
      return success(); // wait until the operand is known
    if (isa<ct::TensorViewType>(a.getValue().getType()) ||
        isa<ct::TileViewType>(a.getValue().getType())) {
      set(SmallVector<int64_t>(in.get()));
      return success();
    }
    int64_t div = in.at(0);
    // div_by<N> of every element / along a dim says nothing about a scalar.
    if (auto d = dyn_cast<ct::DivByAttr>(a.getPredicate()))
      if (!d.getEvery() && !d.getAlong())
        div = std::max<int64_t>(div, d.getDivisor());
    set({div});
    return success();
  }
  // Integer arithmetic on tiles (every element; values wrap modulo 2^w,
  // which every power-of-two divisor up to 2^w divides): a widened or
  // reshaped value keeps its factor, a sum the smaller one, a product both.
  // A raised pointer access's strides are widened (exti) to its index type.
  if (isa<ct::ExtIOp, ct::BroadcastOp, ct::ReshapeOp, ct::AddIOp, ct::SubIOp,
          ct::MulIOp>(op) &&
      isa<ct::TileType>(op->getResult(0).getType())) {
    SmallVector<int64_t> in;
    for (unsigned i = 0; i < (isa<ct::AddIOp, ct::SubIOp, ct::MulIOp>(op)
                                  ? 2u
                                  : 1u);
         ++i) {
      const Divisibility &d = operands[i]->getValue();
      if (d.isUninitialized())
        return success(); // wait until the operand is known
      in.push_back(d.at(0));
    }
    if (isa<ct::MulIOp>(op))
      set({std::min<int64_t>(in[0] * in[1], int64_t(1) << 30)});
    else if (isa<ct::AddIOp, ct::SubIOp>(op))
      set({std::min(in[0], in[1])});
    else
      set({in[0]});
    return success();
  }
  // A pointer moved by whole elements (divisors of pointers count bytes):
  // its address is the base's plus the offset times the element's bytes.
  // A raised row access's base is `offset %base, %row * %stride`.
  if (auto off = dyn_cast<ct::OffsetOp>(op)) {
    const Divisibility &p = operands[0]->getValue(),
                       &o = operands[1]->getValue();
    if (p.isUninitialized() || o.isUninitialized())
      return success(); // wait until the operands are known
    Type pointee = cast<ct::PointerType>(
                       cast<ct::TileType>(off.getPtr().getType())
                           .getElementType())
                       .getPointeeType();
    int64_t bits =
        pointee.isIntOrFloat() ? pointee.getIntOrFloatBitWidth() : 0;
    if (bits == 0 || bits % 8) {
      set({1});
      return success();
    }
    set({std::min<int64_t>(p.at(0), std::min<int64_t>(o.at(0) * (bits / 8),
                                                      int64_t(1) << 30))});
    return success();
  }
  // The SIMT lowering's structured loops see a tile scalar through a cast
  // (the induction variable, the bounds): the value is the same.
  if (auto cast = dyn_cast<UnrealizedConversionCastOp>(op);
      cast && cast->getNumOperands() == 1 && cast->getNumResults() == 1) {
    const Divisibility &in = operands[0]->getValue();
    if (!in.isUninitialized())
      set(SmallVector<int64_t>(in.get()));
    return success();
  }
  if (auto mv = dyn_cast<ct::MakeTensorViewOp>(op)) {
    auto tv = mv.getResult().getType();
    SmallVector<int64_t> divs{operands[0]->getValue().at(0)};
    unsigned next = 1;
    auto take = [&](ArrayRef<int64_t> statics) {
      for (int64_t s : statics)
        divs.push_back(s == ct::TensorViewType::kDynamic
                           ? operands[next++]->getValue().at(0)
                           : powerOfTwoFactor(s));
    };
    take(tv.getShape());
    take(tv.getStrides());
    set(std::move(divs));
    return success();
  }
  if (isa<ct::MakePartitionViewOp, ct::MakeStridedViewOp>(op)) {
    const Divisibility &in = operands[0]->getValue();
    if (!in.isUninitialized())
      set(SmallVector<int64_t>(in.get()));
    return success();
  }
  setAllToEntryStates(results);
  return success();
}

void DivisibilityAnalysis::visitNonControlFlowArguments(
    Operation *op, const RegionSuccessor &successor,
    ArrayRef<DivisibilityLattice *> argLattices, unsigned firstIndex) {
  // A counted loop's induction variable (cuda_tile.for, or the scf.for the
  // SIMT lowering structures it into) takes lb, lb + step, lb + 2 step, ...:
  // each a multiple of every power of two dividing both lb and step (a loop
  // over a row's columns in chunks of 256 from 0 starts each at a multiple
  // of 256).
  auto loop = dyn_cast<LoopLikeOpInterface>(op);
  std::optional<Value> iv = loop ? loop.getSingleInductionVar() : std::nullopt;
  std::optional<OpFoldResult> lb =
      loop ? loop.getSingleLowerBound() : std::nullopt;
  std::optional<OpFoldResult> step = loop ? loop.getSingleStep() : std::nullopt;
  auto arg = iv ? dyn_cast<BlockArgument>(*iv) : BlockArgument();
  if (!arg || !lb || !step || !successor.getSuccessor() ||
      arg.getParentRegion() != successor.getSuccessor() ||
      arg.getArgNumber() >= argLattices.size() ||
      (arg.getArgNumber() >= firstIndex &&
       arg.getArgNumber() < firstIndex + successor.getSuccessorInputs().size()))
    return SparseForwardDataFlowAnalysis::visitNonControlFlowArguments(
        op, successor, argLattices, firstIndex);
  unsigned ivIndex = arg.getArgNumber();
  for (unsigned i = 0; i < argLattices.size(); ++i)
    if (i != ivIndex &&
        (i < firstIndex ||
         i >= firstIndex + successor.getSuccessorInputs().size()))
      setToEntryState(argLattices[i]);
  // Read as dependencies of the body's entry: this runs again when the
  // bounds' facts change.
  ProgramPoint *entry = getProgramPointBefore(arg.getOwner());
  auto divisorOf = [&](OpFoldResult f) -> std::optional<int64_t> {
    if (auto a = dyn_cast<Attribute>(f)) {
      auto i = dyn_cast<IntegerAttr>(a);
      return i ? constantDivisor(i.getValue().getSExtValue()) : 1;
    }
    const Divisibility &d =
        getLatticeElementFor(entry, cast<Value>(f))->getValue();
    if (d.isUninitialized())
      return std::nullopt;
    return d.at(0);
  };
  std::optional<int64_t> l = divisorOf(*lb), s = divisorOf(*step);
  if (l && s)
    propagateIfChanged(argLattices[ivIndex],
                       argLattices[ivIndex]->join(
                           Divisibility(SmallVector<int64_t>{std::min(*l, *s)})));
}

DivisibilityInfo::DivisibilityInfo(Operation *root) {
  DataFlowSolver solver;
  // The sparse framework only visits blocks the dead-code analysis proves
  // live, and that one needs constant propagation for branch conditions.
  solver.load<dataflow::DeadCodeAnalysis>();
  solver.load<dataflow::SparseConstantPropagation>();
  solver.load<DivisibilityAnalysis>();
  if (failed(solver.initializeAndRun(root)))
    return; // no facts: every query answers 1
  auto record = [&](Value v) {
    if (auto *l = solver.lookupState<DivisibilityLattice>(v))
      if (!l->getValue().isUninitialized())
        facts[v] = l->getValue();
  };
  root->walk([&](Operation *op) {
    for (Value r : op->getResults())
      record(r);
    for (Region &region : op->getRegions())
      for (Block &b : region)
        for (BlockArgument a : b.getArguments())
          record(a);
  });
}

Divisibility DivisibilityInfo::lookup(Value v) const {
  auto it = facts.find(v);
  return it == facts.end() ? Divisibility() : it->second;
}

DivisibilityInfo::ViewFacts DivisibilityInfo::getViewFacts(Value view,
                                                           unsigned rank) const {
  Divisibility d = lookup(view);
  ViewFacts f;
  f.baseAlign = d.at(0);
  for (unsigned i = 0; i < rank; ++i) {
    f.shape.push_back(d.at(1 + i));
    f.strides.push_back(d.at(1 + rank + i));
  }
  return f;
}
