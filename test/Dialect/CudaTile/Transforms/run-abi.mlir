// Second opinion from the CPU interpreter on tile-normalize-abi. Without
// `reorder` only the tileir.abi record is added; with it, unused arguments
// go and parameters follow first use, so the two runs take their inputs in
// different orders: deterministic inputs, and the output files compared.
// RUN: tile-opt %s --tile-normalize-abi -o %t.rec.mlir
// RUN: tile-run --diff %s %t.rec.mlir --entry k --arg 0=zeros:f32:64 '--arg=1=@0.shape[0]' '--arg=2=@0.stride[0]' --arg 3=16 --arg 4=1 --arg 5=iota:f32:64 '--arg=6=@5.shape[0]' '--arg=7=@5.stride[0]' --arg 8=1.5 --grid 4 | FileCheck %s --check-prefix=INTERP
// INTERP: SAME: every output agrees within tolerance
// RUN: tile-opt %s --tile-normalize-abi=reorder=true -o %t.re.mlir
// RUN: FileCheck %s < %t.re.mlir
// RUN: tile-run %s --entry k --arg 0=zeros:f32:64 '--arg=1=@0.shape[0]' '--arg=2=@0.stride[0]' --arg 3=16 --arg 4=1 --arg 5=iota:f32:64 '--arg=6=@5.shape[0]' '--arg=7=@5.stride[0]' --arg 8=1.5 --grid 4 --out 0=%t.a.npy
// RUN: tile-run %t.re.mlir --entry k --arg 0=zeros:f32:64 '--arg=1=@0.shape[0]' --arg 2=iota:f32:64 '--arg=3=@2.shape[0]' --arg 4=1.5 --grid 4 --out 0=%t.b.npy
// RUN: cmp %t.a.npy %t.b.npy

// Rust order (output first, with partition shape and stride): the unused
// stride and partition arguments go; the rest follow first use (the view of
// %z is built first here).
// CHECK-LABEL: entry @k(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<ptr<f32>>, %arg3: tile<i32>, %arg4: tile<f32>)
// CHECK: tileir.abi = [{access = "write", args = array<i64: 0, 1, 2, 3, 4>, kind = "tensor", rank = 1 : i64}, {access = "read", args = array<i64: 5, 6, 7>, kind = "tensor", rank = 1 : i64}, {args = array<i64: 8>, kind = "scalar"}]

!tv = !cuda_tile.tensor_view<?xf32, strides=[1]>
!pv = !cuda_tile.partition_view<tile=(16), tensor_view<?xf32, strides=[1]>>
cuda_tile.module @m {
  entry @k(%z: tile<ptr<f32>>, %zn: tile<i32>, %zs: tile<i32>, %zps: tile<i32>, %zpst: tile<i32>,
           %x: tile<ptr<f32>>, %xn: tile<i32>, %xs: tile<i32>, %alpha: tile<f32>) {
    %t = make_token : token
    %tvz = make_tensor_view %z, shape = [%zn], strides = [1] : tile<i32> -> !tv
    %tvx = make_tensor_view %x, shape = [%xn], strides = [1] : tile<i32> -> !tv
    %pz = make_partition_view %tvz : !pv
    %px = make_partition_view %tvx : !pv
    %b, %by, %bz = get_tile_block_id : tile<i32>
    %v, %t1 = load_view_tko weak %px[%b] token = %t : !pv, tile<i32> -> tile<16xf32>, token
    %r = reshape %alpha : tile<f32> -> tile<1xf32>
    %a = broadcast %r : tile<1xf32> -> tile<16xf32>
    %w = mulf %v, %a : tile<16xf32>
    %t2 = store_view_tko weak %w, %pz[%b] token = %t1 : tile<16xf32>, !pv, tile<i32> -> token
    return
  }
}
