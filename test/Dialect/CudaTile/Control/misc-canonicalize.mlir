// RUN: tile-opt %s -canonicalize | FileCheck %s

cuda_tile.module @m {
  // Assuming the same predicate twice folds to the first assume.
  // CHECK-LABEL: testing$func @assume_twice
  // CHECK: %[[A:.*]] = assume div_by<16>, %{{.*}} : tile<i32>
  // CHECK-NEXT: %[[B:.*]] = assume bounded<0, ?>, %[[A]] : tile<i32>
  // CHECK-NEXT: return %[[A]], %[[B]]
  testing$func @assume_twice(%x: tile<i32>) -> (tile<i32>, tile<i32>) {
    %a = assume div_by<16>, %x : tile<i32>
    %b = assume div_by<16>, %a : tile<i32>
    %c = assume bounded<0, ?>, %a : tile<i32>
    return %b, %c : tile<i32>, tile<i32>
  }

  // Unused pure results are dead: assume, grid queries, reduce, scan.
  // CHECK-LABEL: testing$func @dead
  // CHECK-NEXT: }
  testing$func @dead(%x: tile<i32>, %v: tile<8xi32>) {
    %a = assume div_by<16>, %x : tile<i32>
    %b:3 = get_tile_block_id : tile<i32>
    %n:3 = get_num_tile_blocks : tile<i32>
    %r = reduce %v dim=0 identities=[0 : i32] : tile<8xi32> -> tile<i32>
    (%e: tile<i32>, %acc: tile<i32>) {
      yield %e : tile<i32>
    }
    %s = scan %v dim=0 reverse=false identities=[0 : i32] : tile<8xi32> -> tile<8xi32>
    (%e: tile<i32>, %acc: tile<i32>) {
      yield %e : tile<i32>
    }
  }

  // assert and print_tko are effects.
  // CHECK-LABEL: testing$func @kept
  // CHECK: assert
  // CHECK: print_tko
  testing$func @kept(%c: tile<i1>) {
    assert %c, "x" : tile<i1>
    %t = print_tko "y" -> token
  }
}
