// RUN: tile-opt %s --split-input-file --tile-normalize-block-ids | FileCheck %s
// RUN: tile-opt %s --split-input-file --tile-normalize-block-ids -mlir-print-op-generic | tile-opt --split-input-file | FileCheck %s

// A re-emitted get_tile_block_id and its assumes become the first ones;
// bounded<0, ?> on a block id is true by construction and goes.
// CHECK-LABEL: entry @ids
// CHECK: %[[X:.*]], %{{.*}}, %{{.*}} = get_tile_block_id
// CHECK-NOT: get_tile_block_id
// CHECK-NOT: assume
// CHECK: addi %[[X]], %[[X]]
cuda_tile.module @m {
  entry @ids(%arg0: tile<ptr<i32>>) {
    %x, %y, %z = get_tile_block_id : tile<i32>
    %ax = assume bounded<0, ?>, %x : tile<i32>
    %x2, %y2, %z2 = get_tile_block_id : tile<i32>
    %ax2 = assume bounded<0, ?>, %x2 : tile<i32>
    %s = addi %ax, %ax2 : tile<i32>
    %p = offset %arg0, %s : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    return
  }
}

// -----

// A bound that is not implied (lb 1 on a block id) stays; a repeated
// div_by on the same value merges into the first.
// CHECK-LABEL: entry @kept
// CHECK: %[[B:.*]] = assume bounded<1, ?>
// CHECK: %[[D:.*]] = assume div_by<16>, %arg1
// CHECK-NOT: assume div_by
// CHECK: addi %[[D]], %[[D]]
cuda_tile.module @m {
  entry @kept(%arg0: tile<ptr<i32>>, %arg1: tile<i32>) {
    %x, %y, %z = get_tile_block_id : tile<i32>
    %b = assume bounded<1, ?>, %x : tile<i32>
    %d1 = assume div_by<16>, %arg1 : tile<i32>
    %d2 = assume div_by<16>, %arg1 : tile<i32>
    %s = addi %d1, %d2 : tile<i32>
    %s2 = addi %s, %b : tile<i32>
    %p = offset %arg0, %s2 : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    return
  }
}

// -----

// bounded<0, ?> on the induction variable of a for starting at 0 goes.
// CHECK-LABEL: entry @loop
// CHECK: for %[[IV:.*]] in
// CHECK-NOT: assume
// CHECK: addi %[[IV]]
cuda_tile.module @m {
  entry @loop(%arg0: tile<i32>) {
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %r = for %iv in (%c0 to %arg0, step %c1) : tile<i32> iter_values(%acc = %c0) -> (tile<i32>) {
      %a = assume bounded<0, ?>, %iv : tile<i32>
      %n = addi %a, %acc : tile<i32>
      continue %n : tile<i32>
    }
    return
  }
}

// -----

// A chain of single-use assumes lists its predicates in sorted order,
// innermost first (cuTile Python writes div_by first, cutile-rs bounded).
// CHECK-LABEL: entry @chain
// CHECK: %[[B:.*]] = assume bounded<0, ?>, %arg1
// CHECK-NEXT: %[[D:.*]] = assume div_by<16>, %[[B]]
// CHECK-NEXT: offset %arg0, %[[D]]
cuda_tile.module @m {
  entry @chain(%arg0: tile<ptr<i32>>, %arg1: tile<i32>) {
    %d = assume div_by<16>, %arg1 : tile<i32>
    %b = assume bounded<0, ?>, %d : tile<i32>
    %p = offset %arg0, %b : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    return
  }
}

// -----

// An inner link with another user keeps its predicate: that user must not
// gain or lose a fact.
// CHECK-LABEL: entry @shared
// CHECK: %[[D:.*]] = assume div_by<16>, %arg1
// CHECK-NEXT: %[[B:.*]] = assume bounded<0, ?>, %[[D]]
// CHECK-NEXT: offset %arg0, %[[B]]
// CHECK-NEXT: offset %arg0, %[[D]]
cuda_tile.module @m {
  entry @shared(%arg0: tile<ptr<i32>>, %arg1: tile<i32>) {
    %d = assume div_by<16>, %arg1 : tile<i32>
    %b = assume bounded<0, ?>, %d : tile<i32>
    %p = offset %arg0, %b : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %q = offset %arg0, %d : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    return
  }
}
