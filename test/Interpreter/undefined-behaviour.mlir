// Undefined behaviour the interpreter reports: out-of-bounds pointer
// accesses, view indices outside the index space, violated assumes and a
// failing assert, each at the op with the tile block id.
// RUN: not tile-run %s --entry oob_load --grid 2 --arg 0=zeros:f32:4 2>&1 | FileCheck %s --check-prefix=OOB
// RUN: not tile-run %s --entry bad_index --grid 3 --arg 0=zeros:f32:8 2>&1 | FileCheck %s --check-prefix=IDX
// RUN: not tile-run %s --entry div_by --arg 0=12 2>&1 | FileCheck %s --check-prefix=DIVBY
// RUN: tile-run %s --entry div_by --arg 0=32
// RUN: not tile-run %s --entry bounded --arg 0=-1 2>&1 | FileCheck %s --check-prefix=BOUND
// RUN: not tile-run %s --entry same --arg 0=[1,1,2,3] 2>&1 | FileCheck %s --check-prefix=SAME
// RUN: tile-run %s --entry same --arg 0=[1,1,3,3]
// RUN: not tile-run %s --entry check --arg 0=0 2>&1 | FileCheck %s --check-prefix=ASSERT
// RUN: not tile-run %s --entry view_too_big --arg 0=zeros:f32:4 2>&1 | FileCheck %s --check-prefix=VIEW

cuda_tile.module @m {
  // Block 1 reads element 4 of a 4-element buffer.
  // OOB: [[@LINE+6]]:14: error: out-of-bounds load of 4 bytes at address 0x10010 (element 0); nearest buffer: arg 0 (zeros:f32:4) at [0x10000, 0x10010) [tile block (1, 0, 0)]
  entry @oob_load(%p: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %four = constant <i32: 4> : tile<i32>
    %o = muli %bx, %four : tile<i32>
    %q = offset %p, %o : tile<ptr<f32>>, tile<i32> -> tile<ptr<f32>>
    %v, %t = load_ptr_tko weak %q : tile<ptr<f32>> -> tile<f32>, token
    return
  }

  // IDX: [[@LINE+5]]:14: error: view index [2] is outside the index space [2] (undefined behaviour) [tile block (2, 0, 0)]
  entry @bad_index(%p: tile<ptr<f32>>) {
    %tv = make_tensor_view %p, shape = [8], strides = [1] : tensor_view<8xf32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(4), tensor_view<8xf32, strides=[1]>>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v, %t = load_view_tko weak %pv[%bx] : partition_view<tile=(4), tensor_view<8xf32, strides=[1]>>, tile<i32> -> tile<4xf32>, token
    return
  }

  // DIVBY: [[@LINE+2]]:10: error: assume #cuda_tile.div_by<16> violated by element 0 = 12
  entry @div_by(%n: tile<i32>) {
    %a = assume div_by<16>, %n : tile<i32>
    return
  }

  // BOUND: error: assume #cuda_tile.bounded<0, ?> violated by element 0 = -1
  entry @bounded(%n: tile<i32>) {
    %a = assume bounded<0, ?>, %n : tile<i32>
    return
  }

  // Groups of 2 must hold equal elements: [1, 1] agrees, [2, 3] does not.
  // SAME: error: assume #cuda_tile.same_elements<[2]> violated by element 3 = 3
  testing$func @same(%x: tile<4xi32>) {
    %a = assume same_elements<[2]>, %x : tile<4xi32>
    return
  }

  // ASSERT: [[@LINE+4]]:5: error: assert failed: "n must be positive" (element 0) [tile block (0, 0, 0)]
  entry @check(%n: tile<i32>) {
    %z = constant <i32: 0> : tile<i32>
    %c = cmpi greater_than %n, %z, signed : tile<i32> -> tile<i1>
    assert %c, "n must be positive" : tile<i1>
    return
  }

  // A static view larger than the buffer behind it.
  // VIEW: error: make_tensor_view: a tensor of shape [8] and strides [1] at 0x10000 needs 32 bytes, outside any buffer
  entry @view_too_big(%p: tile<ptr<f32>>) {
    %tv = make_tensor_view %p, shape = [8], strides = [1] : tensor_view<8xf32, strides=[1]>
    return
  }
}
