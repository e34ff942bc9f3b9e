// RUN: tile-opt %s -convert-tile-to-simt | FileCheck %s

// A raised gather's strided view (traversal stride 1): its row stride is a
// widened i32 the front end says is a multiple of 4, its base 16-byte
// aligned, and the tile's row and column starts multiples of 128 (block
// ids times 128, widened). The access keeps those facts: the stride
// divisible by 4 through exti, the first element 16-byte aligned (128 rows
// of 4k bytes, 128 columns of 1 byte). Without the indices' factors the
// tile could start at any byte; a store at column start + 1 is aligned to
// 1 byte only.
// CHECK-LABEL: gpu.func @gather_rows
// CHECK: tile_simt.load_tile {{.*}} {base_align = 16 : i64, shape_div = array<i64: 1, 4>, stride_div = array<i64: 4, 1>, unordered} : !llvm.ptr<1> -> tensor<128x128xi8
// CHECK: tile_simt.store_tile {{.*}} index i64 {shape_div = array<i64: 1, 4>, stride_div = array<i64: 4, 1>, weak} : tensor<128x128xi8
!sv = !cuda_tile.strided_view<tile=(128x128), traversal_strides=[1,1], padding_value = zero, tensor_view<?x?xi8, strides=[?,1]>>
cuda_tile.module @m {
  entry @gather_rows(%p: tile<ptr<i8>>, %q: tile<ptr<i8>>, %rows: tile<i32>, %cols: tile<i32>, %stride: tile<i32>) {
    %pa = assume div_by<16>, %p : tile<ptr<i8>>
    %ca = assume div_by<4>, %cols : tile<i32>
    %sa = assume div_by<4>, %stride : tile<i32>
    %r64 = exti %rows signed : tile<i32> -> tile<i64>
    %c64 = exti %ca signed : tile<i32> -> tile<i64>
    %s64 = exti %sa signed : tile<i32> -> tile<i64>
    %tv = make_tensor_view %pa, shape = [%r64, %c64], strides = [%s64, 1] : tile<i64> -> tensor_view<?x?xi8, strides=[?,1]>
    %sv = make_strided_view %tv : !sv
    %x, %y, %z = get_tile_block_id : tile<i32>
    %c128 = constant <i32: 128> : tile<i32>
    %col = muli %y, %c128 : tile<i32>
    %row = muli %x, %c128 : tile<i32>
    %i = exti %row signed : tile<i32> -> tile<i64>
    %j = exti %col signed : tile<i32> -> tile<i64>
    %v, %t1 = load_view_tko weak %sv[%i, %j] : !sv, tile<i64> -> tile<128x128xi8>, token
    %odd = constant <i64: 1> : tile<i64>
    %j1 = addi %j, %odd : tile<i64>
    %tq = make_tensor_view %q, shape = [%r64, %c64], strides = [%s64, 1] : tile<i64> -> tensor_view<?x?xi8, strides=[?,1]>
    %sq = make_strided_view %tq : !sv
    %t2 = store_view_tko weak %v, %sq[%i, %j1] token = %t1 : tile<128x128xi8>, !sv, tile<i64> -> token
    return
  }
}
