// REQUIRES: ptxas
// A 128x128 f32 transpose needs 128 x 128 x 4 = 65536 bytes (swizzled, no
// padding) of shared memory, past plain ptxas's 48 KiB static cap: it is
// still one static .shared array, which ptxas takes with
// --enable-extended-smem (%ptxas passes it, as tileiras does), so the
// kernel needs no launch-time bytes (cuTile launches with none).
// RUN: tile-opt %s --tile-to-ptx=chip=sm_86 --tile-emit-ptx="output=%t.ptx manifest=%t.json" -o /dev/null
// RUN: FileCheck %s --input-file=%t.ptx --check-prefix=STATIC
// RUN: FileCheck %s --input-file=%t.json --check-prefix=STATIC-MANIFEST
// RUN: %ptxas -v -arch=sm_86 %t.ptx -o %t.cubin 2>&1 | FileCheck %s --check-prefix=PTXAS
// RUN: tile-opt %s --tile-to-ptx=chip=sm_90 --tile-emit-ptx="output=%t.90.ptx manifest=%t.90.json" -o /dev/null
// RUN: FileCheck %s --input-file=%t.90.ptx --check-prefix=STATIC
// RUN: FileCheck %s --input-file=%t.90.json --check-prefix=STATIC-MANIFEST
// RUN: %ptxas -v -arch=sm_90 %t.90.ptx -o %t.90.cubin 2>&1 | FileCheck %s --check-prefix=PTXAS

// STATIC-NOT: .extern .shared
// STATIC-LABEL: .visible .entry transpose_128(
// STATIC: .shared .align 16 .b8 {{.*}}[65536];
// STATIC-MANIFEST: "dynamic_shared_memory": 0,
// STATIC-MANIFEST: "static_shared_memory": 65536,

// PTXAS-LABEL: Compiling entry function 'transpose_128'
// PTXAS-NOT: error
// PTXAS: Used {{[0-9]+}} registers
cuda_tile.module @m {
  entry @transpose_128(%y: tile<ptr<f32>>, %x: tile<ptr<f32>>) {
    %xa = assume div_by<16>, %x : tile<ptr<f32>>
    %ya = assume div_by<16>, %y : tile<ptr<f32>>
    %xv = make_tensor_view %xa, shape = [128, 128], strides = [128, 1] : tensor_view<128x128xf32, strides=[128,1]>
    %yv = make_tensor_view %ya, shape = [128, 128], strides = [128, 1] : tensor_view<128x128xf32, strides=[128,1]>
    %xp = make_partition_view %xv : partition_view<tile=(128x128), tensor_view<128x128xf32, strides=[128,1]>>
    %yp = make_partition_view %yv : partition_view<tile=(128x128), tensor_view<128x128xf32, strides=[128,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %t, %tok = load_view_tko weak %xp[%c0, %c0] : partition_view<tile=(128x128), tensor_view<128x128xf32, strides=[128,1]>>, tile<i32> -> tile<128x128xf32>, token
    %p = permute %t [1, 0] : tile<128x128xf32> -> tile<128x128xf32>
    %tok2 = store_view_tko weak %p, %yp[%c0, %c0] : tile<128x128xf32>, partition_view<tile=(128x128), tensor_view<128x128xf32, strides=[128,1]>>, tile<i32> -> token
    return
  }
}
