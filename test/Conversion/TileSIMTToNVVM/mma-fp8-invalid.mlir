// RUN: tile-opt %s --split-input-file -verify-diagnostics --pass-pipeline='builtin.module(gpu.module(tile-attach-nvvm-target{chip=sm_80},convert-tile-simt-to-nvvm))'
// RUN: not tile-opt %s --split-input-file --pass-pipeline='builtin.module(gpu.module(tile-attach-nvvm-target{chip=sm_90},convert-tile-simt-to-nvvm))' 2>&1 | FileCheck %s --check-prefix=SM90

// fp8 bytes have no lowering but mma.sync on fp8, and only chips with fp8
// mma.sync hardware take it: not sm_80, nor sm_90 (Hopper's ptxas would
// emulate it, 176 against 326 TFLOP/s for the f16 decode on an H200).
// SM90: error: 'tile_simt.mma' op multiplies 'f8E4M3FN' x 'f8E4M3FN' on tensor cores, which sm_90 has not (mma.sync on fp8 in hardware: sm_89, sm_120; decode them to f16 first)
#a8 = #tile_simt.blocked<sizePerThread = [1, 16], threadsPerWarp = [16, 2], warpsPerCTA = [4, 1], order = [1, 0]>
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
gpu.module @m {
gpu.func @sm80(%x: tensor<64x32xi8, #a8>, %y: tensor<32x32xi8, #a8>, %c: tensor<64x32xf32, #acc>) kernel {
  // expected-error @+2 {{failed to legalize operation 'tile_simt.mma'}}
  // expected-error @+1 {{'tile_simt.mma' op multiplies 'f8E4M3FN' x 'f8E4M3FN' on tensor cores, which sm_80 has not (mma.sync on fp8 in hardware: sm_89, sm_120; decode them to f16 first)}}
  %r = tile_simt.mma %x, %y, %c {lhs_fp8 = f8E4M3FN, rhs_fp8 = f8E4M3FN} : tensor<64x32xi8, #a8>, tensor<32x32xi8, #a8> -> tensor<64x32xf32, #acc>
  gpu.return
}
}
