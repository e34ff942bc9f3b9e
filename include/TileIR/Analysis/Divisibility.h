//===- Divisibility.h - known power-of-two factors of cuda_tile values -*- C++ -*-===//
//
// A sparse forward dataflow analysis (as Triton's AxisInfo) that knows, for
// every integer or pointer value, the largest power of two it is known to be
// a multiple of (bytes for pointers), and for every view the same fact for
// its base address, each extent and each stride. The lowering asks it when
// choosing vector widths: a 16-byte access needs a 16-byte aligned base and
// extents and strides that keep every row aligned.
//
//===----------------------------------------------------------------------===//
#ifndef TILEIR_ANALYSIS_DIVISIBILITY_H
#define TILEIR_ANALYSIS_DIVISIBILITY_H

#include "mlir/Analysis/DataFlow/SparseAnalysis.h"
#include "mlir/Analysis/DataFlowFramework.h"

namespace mlir::tileir {

/// The lattice value: unknown (not yet reached) or a list of divisors. A
/// scalar or tile has one entry; a view has 1 + 2 * rank (base, extents,
/// strides). Every entry is a power of two; 1 means nothing is known.
class Divisibility {
public:
  Divisibility() = default;
  explicit Divisibility(SmallVector<int64_t> divs) : divs(std::move(divs)) {}

  bool isUninitialized() const { return !divs.has_value(); }
  ArrayRef<int64_t> get() const { return *divs; }
  /// Entry `i`, or 1 when unknown.
  int64_t at(size_t i) const {
    return divs && i < divs->size() ? (*divs)[i] : 1;
  }

  /// The facts both sides guarantee: the smaller power of two per entry.
  static Divisibility join(const Divisibility &a, const Divisibility &b);
  bool operator==(const Divisibility &o) const { return divs == o.divs; }
  void print(raw_ostream &os) const;

private:
  std::optional<SmallVector<int64_t>> divs;
};

class DivisibilityLattice : public dataflow::Lattice<Divisibility> {
public:
  using Lattice::Lattice;
};

class DivisibilityAnalysis
    : public dataflow::SparseForwardDataFlowAnalysis<DivisibilityLattice> {
public:
  using SparseForwardDataFlowAnalysis::SparseForwardDataFlowAnalysis;

  LogicalResult
  visitOperation(Operation *op, ArrayRef<const DivisibilityLattice *> operands,
                 ArrayRef<DivisibilityLattice *> results) override;
  void setToEntryState(DivisibilityLattice *lattice) override;
  /// A counted loop's induction variable (lower bound plus multiples of the
  /// step); its carried values stay unknown.
  void visitNonControlFlowArguments(Operation *op,
                                    const RegionSuccessor &successor,
                                    ArrayRef<DivisibilityLattice *> argLattices,
                                    unsigned firstIndex) override;
};

/// Runs the analysis once over `root` and answers queries afterwards (the
/// answers are copied out, so the IR may change while they are asked).
class DivisibilityInfo {
public:
  explicit DivisibilityInfo(Operation *root);

  /// Known power-of-two divisor of an integer or pointer value (1 if none).
  int64_t getDivisor(Value v) const { return lookup(v).at(0); }

  /// A view's facts: base alignment in bytes, then per dim.
  struct ViewFacts {
    int64_t baseAlign = 1;
    SmallVector<int64_t> shape, strides;
  };
  ViewFacts getViewFacts(Value view, unsigned rank) const;

private:
  Divisibility lookup(Value v) const;
  DenseMap<Value, Divisibility> facts;
};

} // namespace mlir::tileir

#endif
