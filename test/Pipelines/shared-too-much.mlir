// A kernel needing more shared memory than the chip gives a block is
// refused at the op whose buffer passes the limit, naming the bytes and the
// chip's limit; nothing reaches ptxas (no "uses too much shared data").
// RUN: not tile-opt %s -split-input-file --tile-to-ptx=chip=sm_90 -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM90
// RUN: not tile-opt %s -split-input-file --tile-to-ptx=chip=sm_80 -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM80
// RUN: not tile-opt %s -split-input-file --tile-to-ptx=chip=sm_86 -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM86
// RUN: tile-translate --emit=manifest --chip=sm_80 %S/Inputs/three-transposes.mlir | FileCheck %s --check-prefix=FITS
// RUN: tile-translate --emit=manifest --chip=sm_90 %S/Inputs/three-transposes.mlir | FileCheck %s --check-prefix=FITS

// One 256x256 f32 transpose: 256 x 257 x 4 = 263168 bytes, more than any
// chip's 227 KiB.
cuda_tile.module @big {
  entry @transpose_256(%y: tile<ptr<f32>>, %x: tile<ptr<f32>>) {
    %xv = make_tensor_view %x, shape = [256, 256], strides = [256, 1] : tensor_view<256x256xf32, strides=[256,1]>
    %yv = make_tensor_view %y, shape = [256, 256], strides = [256, 1] : tensor_view<256x256xf32, strides=[256,1]>
    %xp = make_partition_view %xv : partition_view<tile=(256x256), tensor_view<256x256xf32, strides=[256,1]>>
    %yp = make_partition_view %yv : partition_view<tile=(256x256), tensor_view<256x256xf32, strides=[256,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %t, %tok = load_view_tko weak %xp[%c0, %c0] : partition_view<tile=(256x256), tensor_view<256x256xf32, strides=[256,1]>>, tile<i32> -> tile<256x256xf32>, token
    // SM90: shared-too-much.mlir:[[@LINE+3]]:{{[0-9]+}}: error: 'tile_simt.convert_layout' op needs 263168 bytes of shared memory: more than sm_90 gives a block (232448 bytes)
    // SM80: shared-too-much.mlir:[[@LINE+2]]:{{[0-9]+}}: error: 'tile_simt.convert_layout' op needs 263168 bytes of shared memory: more than sm_80 gives a block (166912 bytes)
    // SM86: shared-too-much.mlir:[[@LINE+1]]:{{[0-9]+}}: error: 'tile_simt.convert_layout' op needs 263168 bytes of shared memory: more than sm_86 gives a block (101376 bytes)
    %p = permute %t [1, 0] : tile<256x256xf32> -> tile<256x256xf32>
    %tok2 = store_view_tko weak %p, %yp[%c0, %c0] : tile<256x256xf32>, partition_view<tile=(256x256), tensor_view<256x256xf32, strides=[256,1]>>, tile<i32> -> token
    return
  }
}

// -----

// Two 128x128 f32 transposes of 66048 bytes each: their buffers share
// bytes, so even sm_86's 99 KiB holds them.
// SM90-NOT: error: 'tile_simt
// SM80-NOT: error: 'tile_simt
// SM86-NOT: error: 'tile_simt
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
// FITS: "dynamic_shared_memory": 66048,
