//===- TileSIMTInterfaces.td - layout interface ------------*- tablegen -*-===//
#ifndef TILEIR_TILESIMT_INTERFACES_TD
#define TILEIR_TILESIMT_INTERFACES_TD

include "mlir/IR/Interfaces.td"

// What the conversions need from a layout: which register, lane and warp
// holds each element of a tile. Every implementation resolves, for a given
// shape, to the one DistView form (per dim: a register block, lane and warp
// digits, an order; a dim squeezed out for slices), which the NVVM lowering
// reads to compute coordinates, shuffles and shared-memory addresses. The
// tensor-core accumulator and operand layouts are further implementations.
def TileSIMT_DistributedLayout : AttrInterface<"DistributedLayoutAttrInterface"> {
  let cppNamespace = "::mlir::tileir::simt";
  let description = [{
    A distribution of a tile's elements over the registers, lanes and warps
    of a CTA.
  }];
  let methods = [
    InterfaceMethod<[{
        The registers, lanes and warps over a tile of `shape`; fails when
        the layout does not apply to that shape (rank, non-power-of-two).
      }], "::mlir::FailureOr<::mlir::tileir::simt::DistView>", "getDistView",
      (ins "::llvm::ArrayRef<int64_t>":$shape)>,
    InterfaceMethod<[{The threads of the CTA the layout was built for.}],
      "unsigned", "getNumThreads", (ins)>,
  ];
}

#endif
