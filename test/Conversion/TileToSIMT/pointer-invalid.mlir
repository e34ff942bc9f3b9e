// Accesses through pointers we cannot lower are reported at their op.
// RUN: tile-opt %s -split-input-file -convert-tile-to-simt -verify-diagnostics
// RUN: not tile-opt %s -split-input-file --tile-to-ptx=chip=sm_80 -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM80

cuda_tile.module @m {
  entry @e2m1(%p: tile<ptr<f4E2M1FN>>) {
    %i = iota : tile<128xi32>
    %r = reshape %p : tile<ptr<f4E2M1FN>> -> tile<1xptr<f4E2M1FN>>
    %b = broadcast %r : tile<1xptr<f4E2M1FN>> -> tile<128xptr<f4E2M1FN>>
    // expected-error @below {{element type 'f4E2M1FN' has no SIMT lowering yet}}
    %o = offset %b, %i : tile<128xptr<f4E2M1FN>>, tile<128xi32> -> tile<128xptr<f4E2M1FN>>
    return
  }
}

// -----

// bf16 atomic add with an ordering NVPTX cannot keep needs sm_90 (PTX
// atom.add.bf16); the lowering says so instead of failing in ptxas.
// SM80: error: 'tile_simt.atomic_rmw' op atomic add of bf16 with acquire ordering or system scope needs sm_90 or newer (target sm_80)
cuda_tile.module @m {
  entry @bf16(%p: tile<ptr<bf16>>, %v: tile<bf16>) {
    %a, %t = atomic_rmw_tko acquire device %p, addf, %v : tile<ptr<bf16>>, tile<bf16> -> tile<bf16>, token
    return
  }
}
