// RUN: tile-opt %s -convert-tile-to-simt -tile-simt-remove-layout-conversions -tile-simt-issue-loads-together | FileCheck %s
// RUN: tile-opt %s -convert-tile-to-simt -tile-simt-remove-layout-conversions -tile-simt-issue-loads-together="all-loads=1" | FileCheck %s --check-prefix=ALL

// tile-simt-issue-loads-together: a kernel's leading loads whose tile goes
// through shared memory (a transpose's convert_layout) get a CTA fence
// before their first use, so ptxas issues all of them before any store to
// shared memory (it otherwise keeps two in flight at 32 registers). A group
// used only in registers is left to ptxas unless all-loads is set; loads in
// a loop body never get one (the fence would also wait for the loads
// prefetched for later trips).

// CHECK-LABEL: gpu.func @transpose
// CHECK: tile_simt.load_tile
// CHECK-NEXT: nvvm.memory.barrier <cta>
// CHECK-NEXT: tile_simt.convert_layout
// CHECK-LABEL: gpu.func @add
// CHECK-NOT: nvvm.memory.barrier
// CHECK-LABEL: gpu.func @rows
// CHECK-NOT: nvvm.memory.barrier
// CHECK: gpu.return

// ALL-LABEL: gpu.func @transpose
// ALL: nvvm.memory.barrier <cta>
// ALL-LABEL: gpu.func @add
// ALL: tile_simt.load_tile
// ALL: tile_simt.load_tile
// ALL: nvvm.memory.barrier <cta>
// ALL-NEXT: arith.addf
// ALL-LABEL: gpu.func @rows
// ALL-NOT: nvvm.memory.barrier
// ALL: gpu.return
cuda_tile.module @m {
  entry @transpose(%x: tile<ptr<f32>>, %m: tile<i32>, %n: tile<i32>, %y: tile<ptr<f32>>) {
    %t = make_token : token
    %xa = assume div_by<16>, %x : tile<ptr<f32>>
    %ya = assume div_by<16>, %y : tile<ptr<f32>>
    %ma = assume div_by<16>, %m : tile<i32>
    %na = assume div_by<16>, %n : tile<i32>
    %tx = make_tensor_view %xa, shape = [%ma, %na], strides = [%na, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %ty = make_tensor_view %ya, shape = [%na, %ma], strides = [%ma, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %px = make_partition_view %tx : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %py = make_partition_view %ty : partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v, %t1 = load_view_tko weak %px[%bx, %by] token = %t : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<64x64xf32>, token
    %p = permute %v [1, 0] : tile<64x64xf32> -> tile<64x64xf32>
    %t2 = store_view_tko weak %p, %py[%by, %bx] token = %t : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
  entry @add(%x: tile<ptr<f32>>, %m: tile<i32>, %n: tile<i32>, %y: tile<ptr<f32>>) {
    %t = make_token : token
    %xa = assume div_by<16>, %x : tile<ptr<f32>>
    %ya = assume div_by<16>, %y : tile<ptr<f32>>
    %ma = assume div_by<16>, %m : tile<i32>
    %na = assume div_by<16>, %n : tile<i32>
    %tx = make_tensor_view %xa, shape = [%ma, %na], strides = [%na, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %ty = make_tensor_view %ya, shape = [%na, %ma], strides = [%ma, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %px = make_partition_view %tx : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %py = make_partition_view %ty : partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v, %t1 = load_view_tko weak %px[%bx, %by] token = %t : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<64x64xf32>, token
    %w, %t3 = load_view_tko weak %px[%by, %bx] token = %t : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<64x64xf32>, token
    %s = addf %v, %w : tile<64x64xf32>
    %t2 = store_view_tko weak %s, %py[%bx, %by] token = %t : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
  entry @rows(%x: tile<ptr<f32>>, %m: tile<i32>, %n: tile<i32>, %y: tile<ptr<f32>>) {
    %t = make_token : token
    %xa = assume div_by<16>, %x : tile<ptr<f32>>
    %ya = assume div_by<16>, %y : tile<ptr<f32>>
    %ma = assume div_by<16>, %m : tile<i32>
    %na = assume div_by<16>, %n : tile<i32>
    %tx = make_tensor_view %xa, shape = [%ma, %na], strides = [%na, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %ty = make_tensor_view %ya, shape = [%na, %ma], strides = [%ma, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %px = make_partition_view %tx : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %py = make_partition_view %ty : partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c4 = constant <i32: 4> : tile<i32>
    for %i in (%c0 to %c4, step %c1) : tile<i32> {
      %v, %t1 = load_view_tko weak %px[%i, %by] token = %t : partition_view<tile=(64x64), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<64x64xf32>, token
      %p = permute %v [1, 0] : tile<64x64xf32> -> tile<64x64xf32>
      %t2 = store_view_tko weak %p, %py[%by, %i] token = %t : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    }
    return
  }
}
