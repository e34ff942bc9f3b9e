// RUN: not tile-opt --preview=simt %s --convert-tile-to-simt 2>&1 | FileCheck %s

// 13.5's public preview calls into tile libraries, which no target links:
// the lowering names the first preview op and stops.
cuda_tile.module @kernels {
  // CHECK: error: 'cuda_tile.preview$func' is part of Tile IR 13.5's public preview `simt` (tile libraries), which the SIMT lowering does not support
  preview$func extern @f(%x: tile<f32> {cuda_tile.preview$access = #cuda_tile<preview$access<inout>>}) -> tile<f32>
  entry @k(%a: tile<f32>) {
    %0 = preview$call @f(%a) : (!cuda_tile.tile<f32>) -> !cuda_tile.tile<f32>
    return
  }
}
