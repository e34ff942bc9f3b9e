// REQUIRES: ptxas
// The occupancy hint (CTAs per SM, for the chip or `default`) reaches the PTX
// as .minnctapersm and ptxas allocates registers for that many blocks: 4
// blocks of 128 threads on sm_90 leave 128 registers a thread, where ptxas
// alone takes more. A hint above what the chip holds at this block size (32
// blocks of 128 threads) becomes the most it holds (2048 / 128 = 16).
// RUN: tile-opt %s --tile-to-ptx="chip=sm_90" --tile-emit-ptx="output=%t.90.ptx" -o /dev/null
// RUN: FileCheck %s --input-file=%t.90.ptx --check-prefix=SM90
// RUN: %ptxas -v -arch=sm_90 %t.90.ptx -o %t.90.cubin 2>&1 | FileCheck %s --check-prefix=REGS90
// RUN: tile-opt %s --tile-to-ptx="chip=sm_80" --tile-emit-ptx="output=%t.80.ptx" -o /dev/null
// RUN: FileCheck %s --input-file=%t.80.ptx --check-prefix=SM80
// RUN: %ptxas -v -arch=sm_80 %t.80.ptx -o %t.80.cubin 2>&1 | FileCheck %s --check-prefix=REGS80
// Without the hint ptxas takes more than 128 registers.
// RUN: sed 's/, occupancy = [0-9]*//g' %s > %t.free.mlir
// RUN: tile-opt %t.free.mlir --tile-to-ptx="chip=sm_90" --tile-emit-ptx="output=%t.free.ptx" -o /dev/null
// RUN: FileCheck %s --input-file=%t.free.ptx --check-prefix=FREE
// RUN: %ptxas -v -arch=sm_90 %t.free.ptx -o %t.free.cubin 2>&1 | FileCheck %s --check-prefix=REGSFREE

// SM90-LABEL: .visible .entry hinted
// SM90: .reqntid 128, 1, 1
// SM90: .minnctapersm 4
// REGS90: Used {{([0-9]|[1-9][0-9]|1[01][0-9]|12[0-8])}} registers

// SM80-LABEL: .visible .entry hinted
// SM80: .minnctapersm 16
// REGS80: Used {{([0-9]|[1-3][0-9]|40)}} registers

// FREE-LABEL: .visible .entry hinted
// FREE-NOT: .minnctapersm
// FREE: ret;
// REGSFREE: Used {{(129|1[3-9][0-9]|2[0-5][0-9])}} registers

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
