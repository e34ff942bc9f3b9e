// RUN: tile-opt %s --split-input-file --tile-normalize-tile-count | FileCheck %s
// RUN: tile-opt %s --split-input-file --tile-normalize-tile-count -mlir-print-op-generic | tile-opt --split-input-file | FileCheck %s

!tv = !cuda_tile.tensor_view<?x?xf16, strides=[?,1]>
!pv = !cuda_tile.partition_view<tile=(128x32), tensor_view<?x?xf16, strides=[?,1]>>

// The tile count of a non-negative extent is its ceil-division by the tile.
// CHECK-LABEL: entry @count
// CHECK: %[[K:.*]] = assume bounded<0, ?>, %arg2
// CHECK-NOT: get_index_space_shape
// CHECK: %[[T:.*]] = constant <i32: 32>
// CHECK: %[[N:.*]] = divi %[[K]], %[[T]] signed rounding<positive_inf>
// CHECK: for %{{.*}} in (%{{.*}} to %[[N]],
cuda_tile.module @m {
  entry @count(%a: tile<ptr<f16>>, %m: tile<i32>, %k: tile<i32>, %s: tile<i32>) {
    %am = assume bounded<0, ?>, %m : tile<i32>
    %ak = assume bounded<0, ?>, %k : tile<i32>
    %tv = make_tensor_view %a, shape = [%am, %ak], strides = [%s, 1] : tile<i32> -> !tv
    %pv = make_partition_view %tv : !pv
    %rows, %cols = get_index_space_shape %pv : !pv -> tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %r = for %iv in (%c0 to %cols, step %c1) : tile<i32> iter_values(%acc = %c0) -> (tile<i32>) {
      %n = addi %iv, %acc : tile<i32>
      continue %n : tile<i32>
    }
    return
  }
}

// -----

!tv = !cuda_tile.tensor_view<?x?xf16, strides=[?,1]>
!pv = !cuda_tile.partition_view<tile=(128x32), tensor_view<?x?xf16, strides=[?,1]>>

// An extent not known to be >= 0 keeps get_index_space_shape.
// CHECK-LABEL: entry @unknown
// CHECK: get_index_space_shape
cuda_tile.module @m {
  entry @unknown(%a: tile<ptr<f16>>, %m: tile<i32>, %k: tile<i32>, %s: tile<i32>) {
    %tv = make_tensor_view %a, shape = [%m, %k], strides = [%s, 1] : tile<i32> -> !tv
    %pv = make_partition_view %tv : !pv
    %rows, %cols = get_index_space_shape %pv : !pv -> tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %r = for %iv in (%c0 to %cols, step %c1) : tile<i32> iter_values(%acc = %c0) -> (tile<i32>) {
      %n = addi %iv, %acc : tile<i32>
      continue %n : tile<i32>
    }
    return
  }
}
