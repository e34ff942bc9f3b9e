// tile-run --params: values by launch parameter (LaunchAbi.h), each tensor
// filling its pointer, extents and strides. @k below takes its arrays as
// cutile-rs passes them (nine arguments), @k_py as cuTile Python does
// (eight, the output's partition extents and strides absent); both take the
// same three parameters.
// RUN: tile-run --diff %s %s --entry k --entry-b k_py --params --arg 0=zeros:f32:64 --arg 1=iota:f32:64 --arg 2=1.5 --grid 4 | FileCheck %s --check-prefix=SAME
// SAME: SAME: every output agrees within tolerance

// The output by parameter number, and @N naming a parameter's tensor (x is
// z here: z doubles in place).
// RUN: tile-run %s --entry k --params --arg 0=iota:f32:64 --arg 1=@0 --arg 2=2 --grid 4 --out 0=%t.z.npy --print-outputs | FileCheck %s --check-prefix=OUT
// OUT: arg 0 = 64xf32 [0, 2, 4, 6, 8,
// RUN: ls %t.z.npy

// RUN: not tile-run %s --entry k --params --arg 0=zeros:f32:64 --arg 2=1.5 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: tile-run: error: missing --arg 1 (launch parameter: a rank-1 tensor)
// RUN: not tile-run %s --entry k --params --arg 3=1 2>&1 | FileCheck %s --check-prefix=RANGE
// RANGE: tile-run: error: --arg 3: the kernel has only 3 launch parameters
// RUN: not tile-run %s --entry k --params --arg 0=zeros:f32:64 --arg 1=@7 --arg 2=1 2>&1 | FileCheck %s --check-prefix=REF
// REF: tile-run: error: '@7': no launch parameter 7
// --out names a parameter holding its own buffer: not one past the last, not
// one that aliases another's.
// RUN: not tile-run %s --entry k --params --arg 0=iota:f32:64 --arg 1=@0 --arg 2=2 --out 3=%t.o.npy 2>&1 | FileCheck %s --check-prefix=OUTRANGE
// OUTRANGE: tile-run: error: bad --out '3={{.*}}' (want INDEX=FILE.npy of a tensor argument)
// RUN: not tile-run %s --entry k --params --arg 0=iota:f32:64 --arg 1=@0 --arg 2=2 --out 1=%t.o.npy 2>&1 | FileCheck %s --check-prefix=OUTALIAS
// OUTALIAS: tile-run: error: bad --out '1={{.*}}' (want INDEX=FILE.npy of a tensor argument)

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
  entry @k_py(%z: tile<ptr<f32>>, %zn: tile<i32>, %zs: tile<i32>,
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
