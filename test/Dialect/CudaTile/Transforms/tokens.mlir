// RUN: tile-opt %s --split-input-file --tile-normalize-tokens | FileCheck %s
// RUN: tile-opt %s --split-input-file --tile-normalize-tokens -mlir-print-op-generic | tile-opt --split-input-file | FileCheck %s
// RUN: tile-opt %s --split-input-file --tile-normalize-tokens=no-alias=false | FileCheck %s --check-prefix=ALIAS

!tv = !cuda_tile.tensor_view<?xf32, strides=[1]>
!pv = !cuda_tile.partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>

// One make_token per tensor (cutile-rs) becomes one per kernel.
// CHECK-LABEL: entry @per_tensor
// CHECK-NEXT: %[[T:.*]] = make_token
// CHECK-NOT: make_token
// CHECK: load_view_tko weak %{{.*}} token = %[[T]]
// CHECK: store_view_tko weak %{{.*}} token = %[[T]]
cuda_tile.module @m {
  entry @per_tensor(%a: tile<ptr<f32>>, %b: tile<ptr<f32>>, %n: tile<i32>) {
    %ta = make_token : token
    %tva = make_tensor_view %a, shape = [%n], strides = [1] : tile<i32> -> !tv
    %tb = make_token : token
    %tvb = make_tensor_view %b, shape = [%n], strides = [1] : tile<i32> -> !tv
    %x, %y, %z = get_tile_block_id : tile<i32>
    %pa = make_partition_view %tva : !pv
    %pb = make_partition_view %tvb : !pv
    %v, %t1 = load_view_tko weak %pb[%x] token = %tb : !pv, tile<i32> -> tile<16xf32>, token
    %t2 = store_view_tko weak %v, %pa[%x] token = %ta : tile<16xf32>, !pv, tile<i32> -> token
    return
  }
}

// -----

!tv = !cuda_tile.tensor_view<?xf32, strides=[1]>
!pv = !cuda_tile.partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>

// A store to %a ordered after a load of %b: distinct arguments do not
// alias, so the edge goes; the edge between two accesses to %a stays.
// CHECK-LABEL: entry @chain
// CHECK: %[[T:.*]] = make_token
// CHECK: %{{.*}}, %[[T1:.*]] = load_view_tko weak %{{.*}} token = %[[T]]
// CHECK: %[[T2:.*]] = store_view_tko weak %{{.*}} token = %[[T]]
// CHECK: store_view_tko weak %{{.*}} token = %[[T2]]
// ALIAS-LABEL: entry @chain
// ALIAS: %{{.*}}, %[[T1:.*]] = load_view_tko
// ALIAS: store_view_tko weak %{{.*}} token = %[[T1]]
cuda_tile.module @m {
  entry @chain(%a: tile<ptr<f32>>, %b: tile<ptr<f32>>, %n: tile<i32>) {
    %t = make_token : token
    %tva = make_tensor_view %a, shape = [%n], strides = [1] : tile<i32> -> !tv
    %tvb = make_tensor_view %b, shape = [%n], strides = [1] : tile<i32> -> !tv
    %x, %y, %z = get_tile_block_id : tile<i32>
    %pa = make_partition_view %tva : !pv
    %pb = make_partition_view %tvb : !pv
    %v, %t1 = load_view_tko weak %pb[%x] token = %t : !pv, tile<i32> -> tile<16xf32>, token
    %t2 = store_view_tko weak %v, %pa[%x] token = %t1 : tile<16xf32>, !pv, tile<i32> -> token
    %t3 = store_view_tko weak %v, %pa[%x] token = %t2 : tile<16xf32>, !pv, tile<i32> -> token
    return
  }
}

// -----

// join_tokens of a token and a fresh one is that token.
// CHECK-LABEL: entry @join
// CHECK: %[[A:.*]] = print_tko "a"
// CHECK: print_tko "b" token=%[[A]]
cuda_tile.module @m {
  entry @join() {
    %t = make_token : token
    %p = print_tko "a" token = %t -> token
    %j = join_tokens %p, %t, %p : token
    %q = print_tko "b" token = %j -> token
    return
  }
}
