// RUN: tile-opt %s -split-input-file -convert-tile-to-simt -verify-diagnostics

cuda_tile.module @m {
  entry @k(%0: tile<ptr<f32>>, %1: tile<i32>) {
    %2 = iota : tile<16xi32>
    %3 = reshape %2 : tile<16xi32> -> tile<4x4xi32>
    // expected-error @below {{'permute' to a rank-0 tile has no SIMT lowering yet}}
    %4 = reduce %2 dim=0 identities=[0 : i32] : tile<16xi32> -> tile<i32> {
    ^bb0(%a: tile<i32>, %b: tile<i32>):
      %c = addi %a, %b : tile<i32>
      yield %c : tile<i32>
    }
    return
  }
}
