// Shared memory past what a chip gives a block. A conversion converts in
// rounds through a buffer of at most 64 KiB of its data, so no tile is too
// big for it; buffers of different ops share bytes, so their number does
// not count. (An op whose own buffer passes the limit is still refused at
// its location: TileSIMTToNVVM/shared-large-static.mlir.)
// RUN: tile-opt %s -split-input-file --tile-to-ptx=chip=sm_90 -o - | FileCheck %s
// RUN: tile-opt %s -split-input-file --tile-to-ptx=chip=sm_80 -o - | FileCheck %s
// RUN: tile-opt %s -split-input-file --tile-to-ptx=chip=sm_86 -o - | FileCheck %s
// RUN: tile-translate --cudatile-to-manifest --chip=sm_80 %S/Inputs/three-transposes.mlir | FileCheck %s --check-prefix=FITS
// RUN: tile-translate --cudatile-to-manifest --chip=sm_90 %S/Inputs/three-transposes.mlir | FileCheck %s --check-prefix=FITS

// One 256x256 f32 transpose: 256 x 257 x 4 = 263168 bytes at once, more
// than any chip's 227 KiB; in 4 rounds of 64 result rows, 64 x 257 f32 and
// one dummy slot (a source register's row of the result depends on its
// lane here) = 65808 bytes (one static array), with 7 barriers.
// CHECK: llvm.mlir.global internal @{{.*}}() {{.*}} : !llvm.array<16449 x f32>
// CHECK-LABEL: llvm.func @transpose_256
// CHECK-COUNT-7: nvvm.barrier0
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.return
cuda_tile.module @big {
  entry @transpose_256(%y: tile<ptr<f32>>, %x: tile<ptr<f32>>) {
    %xv = make_tensor_view %x, shape = [256, 256], strides = [256, 1] : tensor_view<256x256xf32, strides=[256,1]>
    %yv = make_tensor_view %y, shape = [256, 256], strides = [256, 1] : tensor_view<256x256xf32, strides=[256,1]>
    %xp = make_partition_view %xv : partition_view<tile=(256x256), tensor_view<256x256xf32, strides=[256,1]>>
    %yp = make_partition_view %yv : partition_view<tile=(256x256), tensor_view<256x256xf32, strides=[256,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %t, %tok = load_view_tko weak %xp[%c0, %c0] : partition_view<tile=(256x256), tensor_view<256x256xf32, strides=[256,1]>>, tile<i32> -> tile<256x256xf32>, token
    %p = permute %t [1, 0] : tile<256x256xf32> -> tile<256x256xf32>
    %tok2 = store_view_tko weak %p, %yp[%c0, %c0] : tile<256x256xf32>, partition_view<tile=(256x256), tensor_view<256x256xf32, strides=[256,1]>>, tile<i32> -> token
    return
  }
}

// -----

// Two 128x128 f32 transposes of 65536 bytes each (swizzled): their
// buffers share bytes, so even sm_86's 99 KiB holds them (3 barriers: the second one's
// writes wait for the first one's reads).
// CHECK: llvm.mlir.global internal @{{.*}}() {{.*}} : !llvm.array<16384 x f32>
// CHECK-LABEL: llvm.func @two_transposes
// CHECK-COUNT-3: nvvm.barrier0
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.return
cuda_tile.module @two {
  entry @two_transposes(%y: tile<ptr<f32>>, %x: tile<ptr<f32>>) {
    %xv = make_tensor_view %x, shape = [256, 128], strides = [128, 1] : tensor_view<256x128xf32, strides=[128,1]>
    %yv = make_tensor_view %y, shape = [256, 128], strides = [128, 1] : tensor_view<256x128xf32, strides=[128,1]>
    %xp = make_partition_view %xv : partition_view<tile=(128x128), tensor_view<256x128xf32, strides=[128,1]>>
    %yp = make_partition_view %yv : partition_view<tile=(128x128), tensor_view<256x128xf32, strides=[128,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %a, %t0 = load_view_tko weak %xp[%c0, %c0] : partition_view<tile=(128x128), tensor_view<256x128xf32, strides=[128,1]>>, tile<i32> -> tile<128x128xf32>, token
    %pa = permute %a [1, 0] : tile<128x128xf32> -> tile<128x128xf32>
    %b, %t1 = load_view_tko weak %xp[%c1, %c0] : partition_view<tile=(128x128), tensor_view<256x128xf32, strides=[128,1]>>, tile<i32> -> tile<128x128xf32>, token
    %pb = permute %b [1, 0] : tile<128x128xf32> -> tile<128x128xf32>
    %t2 = store_view_tko weak %pa, %yp[%c0, %c0] : tile<128x128xf32>, partition_view<tile=(128x128), tensor_view<256x128xf32, strides=[128,1]>>, tile<i32> -> token
    %t3 = store_view_tko weak %pb, %yp[%c1, %c0] : tile<128x128xf32>, partition_view<tile=(128x128), tensor_view<256x128xf32, strides=[128,1]>>, tile<i32> -> token
    return
  }
}

// Three 128x128 f32 transposes take one transpose's bytes (they were
// 198144, beyond sm_80's 163 KiB, when every buffer had its own).
// FITS: "dynamic_shared_memory": 0,
// FITS: "static_shared_memory": 65536,
