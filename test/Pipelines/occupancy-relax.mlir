// REQUIRES: ptxas
// An occupancy hint that would make ptxas spill is relaxed when the cubin is
// assembled: 16 blocks of 128 threads leave 32 registers, this kernel needs
// more, so the bound is halved until ptxas spills no more than the unbounded
// kernel does, and a remark says what was kept. --tileir-strict-occupancy
// keeps the bound as asked (no remark).
// RUN: tile-translate --cudatile-to-cubin --chip=sm_80 %s -o %t.cubin 2>&1 | FileCheck %s
// RUN: tile-translate --cudatile-to-cubin --chip=sm_80 --tileir-strict-occupancy %s -o %t.strict.cubin 2>&1 | FileCheck %s --check-prefix=STRICT --allow-empty
// On sm_90 the hint asks 4 blocks: 128 registers, 16 bytes of spills.
// RUN: tile-translate --cudatile-to-cubin --chip=sm_90 %s -o %t.90.cubin 2>&1 | FileCheck %s --check-prefix=SM90

// CHECK: remark: occupancy hint: 16 blocks per SM make ptxas spill {{[1-9][0-9]*}} bytes; bounded for {{[0-8]}} instead (0: no bound)
// STRICT-NOT: remark
// SM90: remark: occupancy hint: 4 blocks per SM make ptxas spill {{[1-9][0-9]*}} bytes; bounded for {{[0-2]}} instead

!pv = !cuda_tile.partition_view<tile=(8192), tensor_view<16384xf32, strides=[1]>>
cuda_tile.module @m {
  entry @hinted(%p: tile<ptr<f32>>, %q: tile<ptr<f32>>) optimization_hints=<sm_90 = {num_worker_warps_per_cta = 4, occupancy = 4}, default = {num_worker_warps_per_cta = 4, occupancy = 32}> {
    %tv = make_tensor_view %p, shape = [16384], strides = [1] : tensor_view<16384xf32, strides=[1]>
    %pv = make_partition_view %tv : !pv
    %qv0 = make_tensor_view %q, shape = [16384], strides = [1] : tensor_view<16384xf32, strides=[1]>
    %qv = make_partition_view %qv0 : !pv
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %x, %t = load_view_tko weak %pv[%c0] : !pv, tile<i32> -> tile<8192xf32>, token
    %y, %t1 = load_view_tko weak %pv[%c1] : !pv, tile<i32> -> tile<8192xf32>, token
    %e = exp %x : tile<8192xf32>
    %m = mulf %e, %y : tile<8192xf32>
    %t2 = store_view_tko weak %m, %qv[%c0] token = %t : tile<8192xf32>, !pv, tile<i32> -> token
    return
  }
}
