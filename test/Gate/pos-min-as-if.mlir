// min written as an if-expression (cutile-rs lowers Rust's
// `if a < b { a } else { b }` to a scalar `if` with yields) against `mini`.
// RUN: tile-gate --reference=%S/Inputs/loop.mlir --port=%s --spec=%S/Inputs/loop.json --summary > %t.json 2> %t.txt; test $? -eq 0
// RUN: FileCheck %s < %t.txt
// RUN: %python %S/validate.py %t.json
// CHECK: verdict: PASS
// CHECK-NEXT: structural: PASS
// CHECK-NEXT: numeric: PASS

cuda_tile.module @kernels {
  entry @loop(%x: tile<ptr<f32>>, %m: tile<i32>, %n: tile<i32>, %sx: tile<i32>, %sx1: tile<i32>,
              %out: tile<ptr<f32>>, %nout: tile<i32>, %so: tile<i32>, %limit: tile<i32>) {
    %tok = make_token : token
    %am = assume bounded<0, ?>, %m : tile<i32>
    %an = assume bounded<0, ?>, %n : tile<i32>
    %as = assume bounded<0, ?>, %sx : tile<i32>
    %tx = make_tensor_view %x, shape = [%am, %an], strides = [%as, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %px = make_partition_view %tx : partition_view<tile=(4x64), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %ao = assume bounded<0, ?>, %nout : tile<i32>
    %to = make_tensor_view %out, shape = [%ao], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %po = make_partition_view %to : partition_view<tile=(4), tensor_view<?xf32, strides=[1]>>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c64 = constant <i32: 64> : tile<i32>
    %tiles = divi %an, %c64 signed rounding<positive_inf> : tile<i32>
    %lt = cmpi less_than %tiles, %limit, signed : tile<i32> -> tile<i1>
    %trips = if %lt -> (tile<i32>) {
      yield %tiles : tile<i32>
    } else {
      yield %limit : tile<i32>
    }
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %zero = constant <f32: 0.0> : tile<4x64xf32>
    %acc = for %j in (%c0 to %trips, step %c1) : tile<i32> iter_values(%a = %zero) -> (tile<4x64xf32>) {
      %v, %t = load_view_tko weak %px[%bx, %j] token = %tok : partition_view<tile=(4x64), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<4x64xf32>, token
      %s = addf %a, %v : tile<4x64xf32>
      continue %s : tile<4x64xf32>
    }
    %r = reduce %acc dim=1 identities=[0.0 : f32] : tile<4x64xf32> -> tile<4xf32>
    (%e: tile<f32>, %c: tile<f32>) {
      %sum = addf %e, %c : tile<f32>
      yield %sum : tile<f32>
    }
    %t3 = store_view_tko weak %r, %po[%bx] token = %tok : tile<4xf32>, partition_view<tile=(4), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
