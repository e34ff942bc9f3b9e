// cutile-rs lowers Rust's signed `/` (truncating) to a floor division; with an
// operand that may be negative the two differ (-5 / 4 is -1 truncated, -2
// floored). Normalization only equates them where both operands are provably
// non-negative, so the gate reports the rounding (structural) and the
// numbers (numeric) here.
// RUN: tile-gate --reference=%S/Inputs/quarter.mlir --port=%s --spec=%S/Inputs/quarter.json --summary > %t.json 2> %t.txt; test $? -eq 1
// RUN: FileCheck %s < %t.txt
// RUN: %python %S/validate.py %t.json
// CHECK: verdict: FAIL
// CHECK: fail: [rounding] rounding/flush-to-zero 'divi #cuda_tile.rounding<negative_inf>' of the port is not in the reference
// CHECK: fail: [numeric] configuration 'signed': output 'out' differs in {{[0-9]+}} of 200 elements

cuda_tile.module @kernels {
  entry @quarter(%x: tile<ptr<i32>>, %nx: tile<i32>, %sx: tile<i32>,
                 %out: tile<ptr<i32>>, %no: tile<i32>, %so: tile<i32>) {
    %tok = make_token : token
    %anx = assume bounded<0, ?>, %nx : tile<i32>
    %tx = make_tensor_view %x, shape = [%anx], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
    %px = make_partition_view %tx : partition_view<tile=(64), padding_value = zero, tensor_view<?xi32, strides=[1]>>
    %ano = assume bounded<0, ?>, %no : tile<i32>
    %to = make_tensor_view %out, shape = [%ano], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
    %po = make_partition_view %to : partition_view<tile=(64), tensor_view<?xi32, strides=[1]>>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %v, %t1 = load_view_tko weak %px[%bx] token = %tok : partition_view<tile=(64), padding_value = zero, tensor_view<?xi32, strides=[1]>>, tile<i32> -> tile<64xi32>, token
    %c4 = constant <i32: 4> : tile<64xi32>
    %q = divi %v, %c4 signed rounding<negative_inf> : tile<64xi32>
    %t2 = store_view_tko weak %q, %po[%bx] token = %tok : tile<64xi32>, partition_view<tile=(64), tensor_view<?xi32, strides=[1]>>, tile<i32> -> token
    return
  }
}
