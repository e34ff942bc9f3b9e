//===- Passes.td - tile_simt optimisations -----------------*- tablegen -*-===//
#ifndef TILEIR_TILESIMT_TRANSFORMS_PASSES_TD
#define TILEIR_TILESIMT_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def TileSIMTRemoveLayoutConversions
    : Pass<"tile-simt-remove-layout-conversions"> {
  let summary = "Move layout conversions up to where they cost nothing";
  let description = [{
    A `tile_simt.convert_layout` goes through shared memory. Most of the
    ones convert-tile-to-simt leaves are avoidable: their operand was made
    by a splat or constant (rebuilt in the wanted layout), a broadcast or
    unit-dim reshape (the conversion moves to the smaller operand), an
    elementwise op (the conversion moves to its operands when at most one
    of them needs a real one), or a load with no other use (loaded in the
    wanted layout instead, when `rematerialize-loads` is set). An scf.for
    that yields a value converted from layout L (a matrix accumulator made
    by tile_simt.mma) carries it in L instead: converted once before and
    once after the loop, and the body's other uses read one conversion of
    it (never more conversions per trip than before). Conversions
    that stay are the ones some value really needs in two layouts.
    Semantics never change: every rewrite computes the same tensor in
    another distribution.
  }];
  let options = [
    Option<"rematerializeLoads", "rematerialize-loads", "bool",
           /*default=*/"true",
           "Reload a single-use load_tile in the converted layout">,
  ];
  let dependentDialects = ["::mlir::tileir::simt::TileSIMTDialect"];
}

#endif
