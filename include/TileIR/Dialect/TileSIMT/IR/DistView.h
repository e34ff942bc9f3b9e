//===- DistView.h - registers, lanes and warps over a tile ------*- C++ -*-===//
//
// The common form every tile_simt layout resolves to for a given shape
// (DistributedLayoutAttrInterface::getDistView). The lowering to NVVM only
// reads this form, so a new layout is one more implementation of the
// interface.
//
//===----------------------------------------------------------------------===//
#ifndef TILEIR_DIALECT_TILESIMT_IR_DISTVIEW_H
#define TILEIR_DIALECT_TILESIMT_IR_DISTVIEW_H

#include "mlir/Support/LLVM.h"
#include "llvm/ADT/SmallVector.h"

namespace mlir::tileir::simt {

/// A layout applied to a shape. A slice<d, P> over S is P over S
/// with a unit dim inserted at d, so both resolve to this form and share
/// their register numbering.
struct DistView {
  SmallVector<int64_t> shape;        // full-rank shape (unit dim re-inserted)
  SmallVector<unsigned> spt, tpw, wpc, order;
  SmallVector<int64_t> nReg;         // registers per dim
  SmallVector<int64_t> perCTA;       // spt*tpw*wpc per dim
  int64_t numRegs = 1;
  int64_t sliceDim = -1;             // dim squeezed out, for slices

  /// Static coordinate part of register `r` along every dim.
  SmallVector<int64_t> staticCoord(int64_t r) const;
  /// Register index from a per-dim register multi-index.
  int64_t regIndex(ArrayRef<int64_t> regIdx) const;
  SmallVector<int64_t> regMultiIndex(int64_t r) const;
  /// True when dim d is smaller than the CTA footprint (threads replicate).
  bool wraps(unsigned d) const { return perCTA[d] > shape[d]; }
  /// Distinct lanes / warps along d (the rest hold replicas).
  int64_t distinctLanes(unsigned d) const;
  int64_t distinctWarps(unsigned d) const;
  /// Lane-id stride of dim d (lanes are numbered along `order`).
  int64_t laneStride(unsigned d) const;
  int64_t warpStride(unsigned d) const;
};

} // namespace mlir::tileir::simt

#endif
