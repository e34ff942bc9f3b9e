// RUN: tile-opt %s | tile-opt | FileCheck %s

// The swizzled ring layouts round-trip; mmaWarps is printed only when set.
// CHECK-LABEL: gpu.func @rings
// CHECK-SAME: !tile_simt.smem<3x128x64xf16, #tile_simt.shared<vec = 8, perPhase = 1, maxPhase = 8, padding = 0, order = [1, 0], mmaWarps = 8>>
// CHECK-SAME: !tile_simt.smem<3x32x128xbf16, #tile_simt.shared<vec = 8, perPhase = 2, maxPhase = 4, padding = 0, order = [1, 0]>>
gpu.module @m {
gpu.func @rings(%a: !tile_simt.smem<3x128x64xf16, #tile_simt.shared<vec = 8, perPhase = 1, maxPhase = 8, padding = 0, order = [1, 0], mmaWarps = 8>>,
                %b: !tile_simt.smem<3x32x128xbf16, #tile_simt.shared<vec = 8, perPhase = 2, maxPhase = 4, padding = 0, order = [1, 0]>>) {
  gpu.return
}
}
