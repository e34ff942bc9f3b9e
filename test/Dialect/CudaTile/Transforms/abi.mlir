// RUN: tile-opt %s --split-input-file --tile-normalize-abi | FileCheck %s
// RUN: tile-opt %s --split-input-file --tile-normalize-abi -mlir-print-op-generic | tile-opt --split-input-file | FileCheck %s
// RUN: tile-opt %s --split-input-file --tile-normalize-abi=reorder=true | FileCheck %s --check-prefix=REORDER

!tv = !cuda_tile.tensor_view<?xf32, strides=[1]>
!pv = !cuda_tile.partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>

// cutile-rs: output first with partition shape and stride, then the input,
// then a scalar.
// CHECK-LABEL: entry @rust
// CHECK: } attributes {tileir.abi = [{access = "write", args = array<i64: 0, 1, 2, 3, 4>, kind = "tensor", rank = 1 : i64}, {access = "read", args = array<i64: 5, 6, 7>, kind = "tensor", rank = 1 : i64}, {args = array<i64: 8>, kind = "scalar"}]
// Reordered: the input (first used) then the output; unused arguments go.
// REORDER-LABEL: entry @rust(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<ptr<f32>>, %arg3: tile<i32>)
// REORDER: make_tensor_view %arg0, shape = [%arg1]
// REORDER: make_tensor_view %arg2, shape = [%arg3]
// REORDER: } attributes {tileir.abi = [{access = "read", args = array<i64: 5, 6, 7>
cuda_tile.module @m {
  entry @rust(%o: tile<ptr<f32>>, %on: tile<i32>, %os: tile<i32>, %ops: tile<i32>, %opt: tile<i32>,
              %i: tile<ptr<f32>>, %in: tile<i32>, %is: tile<i32>, %mode: tile<i32>) {
    %t = make_token : token
    %x, %y, %z = get_tile_block_id : tile<i32>
    %tvi = make_tensor_view %i, shape = [%in], strides = [1] : tile<i32> -> !tv
    %pi = make_partition_view %tvi : !pv
    %v, %t1 = load_view_tko weak %pi[%x] token = %t : !pv, tile<i32> -> tile<16xf32>, token
    %tvo = make_tensor_view %o, shape = [%on], strides = [1] : tile<i32> -> !tv
    %po = make_partition_view %tvo : !pv
    %t2 = store_view_tko weak %v, %po[%x] token = %t : tile<16xf32>, !pv, tile<i32> -> token
    return
  }
}

// -----

!tv = !cuda_tile.tensor_view<?xf32, strides=[1]>
!pv = !cuda_tile.partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>

// cuTile Python: inputs first, no partition arguments.
// CHECK-LABEL: entry @python
// CHECK: } attributes {tileir.abi = [{access = "read", args = array<i64: 0, 1, 2>, kind = "tensor", rank = 1 : i64}, {access = "write", args = array<i64: 3, 4, 5>, kind = "tensor", rank = 1 : i64}]
// REORDER-LABEL: entry @python(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<ptr<f32>>, %arg3: tile<i32>)
cuda_tile.module @m {
  entry @python(%i: tile<ptr<f32>>, %in: tile<i32>, %is: tile<i32>,
                %o: tile<ptr<f32>>, %on: tile<i32>, %os: tile<i32>) {
    %t = make_token : token
    %x, %y, %z = get_tile_block_id : tile<i32>
    %tvi = make_tensor_view %i, shape = [%in], strides = [1] : tile<i32> -> !tv
    %pi = make_partition_view %tvi : !pv
    %v, %t1 = load_view_tko weak %pi[%x] token = %t : !pv, tile<i32> -> tile<16xf32>, token
    %tvo = make_tensor_view %o, shape = [%on], strides = [1] : tile<i32> -> !tv
    %po = make_partition_view %tvo : !pv
    %t2 = store_view_tko weak %v, %po[%x] token = %t : tile<16xf32>, !pv, tile<i32> -> token
    return
  }
}
