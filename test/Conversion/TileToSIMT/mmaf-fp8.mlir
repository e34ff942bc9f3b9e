// RUN: tile-opt %s --split-input-file -convert-tile-to-simt="num-warps=4 chip=sm_89" | FileCheck %s --check-prefix=NATIVE
// RUN: tile-opt %s --split-input-file -convert-tile-to-simt="num-warps=4 chip=sm_120" | FileCheck %s --check-prefix=NATIVE
// RUN: tile-opt %s --split-input-file -convert-tile-to-simt="num-warps=4 chip=sm_80" | FileCheck %s --check-prefix=DECODE
// RUN: tile-opt %s --split-input-file -convert-tile-to-simt="num-warps=4 chip=sm_90" | FileCheck %s --check-prefix=DECODE
// RUN: tile-opt %s --split-input-file -convert-tile-to-simt="num-warps=4 chip=sm_90a" | FileCheck %s --check-prefix=DECODE

// fp8 x fp8 into f32 on a chip with fp8 mma.sync hardware (chip feature
// mma.fp8: sm_89 Ada, sm_120 consumer Blackwell): the operands stay their
// bytes (i8) and say which format they hold; the accumulator takes the
// mma.sync layout. On sm_80 they are decoded to f16 (exact) and multiplied
// as f16. So are they on sm_90 and sm_90a: Hopper has no fp8 mma.sync
// hardware (ptxas emulates m16n8k32 e4m3 with conversions and f16 HMMA),
// and on an H200 the native path ran the matmul_fp8 GEMM at 176 TFLOP/s
// against 326 for the f16 decode (BENCHMARKS.md, session 12).
// NATIVE-LABEL: gpu.func @e4m3
// NATIVE-NOT: arith.extf
// NATIVE: tile_simt.mma %{{.*}}, %{{.*}}, %{{.*}} {lhs_fp8 = f8E4M3FN, rhs_fp8 = f8E4M3FN} : tensor<64x64xi8, {{.*}}>, tensor<64x64xi8, {{.*}}> -> tensor<64x64xf32, #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4]
// DECODE-LABEL: gpu.func @e4m3
// DECODE: %[[E:.*]] = arith.extf %{{.*}} : tensor<64x64xf8E4M3FN, #{{.*}}> to tensor<64x64xf32
// DECODE: %[[H:.*]] = arith.truncf %[[E]] {{.*}} to tensor<64x64xf16
// DECODE: tile_simt.mma %[[H]], %{{.*}}, %{{.*}} : tensor<64x64xf16, {{.*}}>, tensor<64x64xf16, {{.*}}> -> tensor<64x64xf32
// DECODE-NOT: lhs_fp8
cuda_tile.module @m {
  entry @e4m3(%p: tile<ptr<f32>>) {
    %a = constant <f8E4M3FN: 1.0> : tile<64x64xf8E4M3FN>
    %b = constant <f8E4M3FN: 2.0> : tile<64x64xf8E4M3FN>
    %c = constant <f32: 0.0> : tile<64x64xf32>
    %r = mmaf %a, %b, %c : tile<64x64xf8E4M3FN>, tile<64x64xf8E4M3FN>, tile<64x64xf32>
    %v = make_tensor_view %p, shape = [64, 64], strides = [64, 1] : tensor_view<64x64xf32, strides=[64,1]>
    %pv = make_partition_view %v : partition_view<tile=(64x64), tensor_view<64x64xf32, strides=[64,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %t = store_view_tko weak %r, %pv[%c0, %c0] : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<64x64xf32, strides=[64,1]>>, tile<i32> -> token
    return
  }
}

// -----

// e5m2 with fast_acc: the flag travels to tile_simt.mma, which may then let
// the tensor core carry the running sum.
// NATIVE-LABEL: gpu.func @e5m2_fast_acc
// NATIVE: tile_simt.mma {{.*}} {fast_acc, lhs_fp8 = f8E5M2, rhs_fp8 = f8E5M2} : tensor<32x64xi8
// DECODE-LABEL: gpu.func @e5m2_fast_acc
// DECODE: arith.truncf {{.*}} to tensor<32x64xf16
// DECODE-NOT: fast_acc
cuda_tile.module @m2 {
  entry @e5m2_fast_acc(%p: tile<ptr<f32>>) {
    %a = constant <f8E5M2: 1.0> : tile<32x64xf8E5M2>
    %b = constant <f8E5M2: 2.0> : tile<64x32xf8E5M2>
    %c = constant <f32: 0.0> : tile<32x32xf32>
    %r = mmaf %a, %b, %c fast_acc : tile<32x64xf8E5M2>, tile<64x32xf8E5M2>, tile<32x32xf32>
    %v = make_tensor_view %p, shape = [32, 32], strides = [32, 1] : tensor_view<32x32xf32, strides=[32,1]>
    %pv = make_partition_view %v : partition_view<tile=(32x32), tensor_view<32x32xf32, strides=[32,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %t = store_view_tko weak %r, %pv[%c0, %c0] : tile<32x32xf32>, partition_view<tile=(32x32), tensor_view<32x32xf32, strides=[32,1]>>, tile<i32> -> token
    return
  }
}

// -----

// What mma.sync on fp8 cannot take is decoded on every chip: an f16
// accumulator (its fp8 form needs PTX 8.7), and a K that is no multiple of
// the instruction's 32.
// NATIVE-LABEL: gpu.func @decoded
// NATIVE: arith.truncf {{.*}} to tensor<64x32xf16
// NATIVE: tile_simt.mma {{.*}} : tensor<64x32xf16, {{.*}}> -> tensor<64x64xf16
// NATIVE: arith.truncf {{.*}} to tensor<64x16xf16
// NATIVE: tile_simt.mma {{.*}} : tensor<64x16xf16, {{.*}}> -> tensor<64x64xf32
// NATIVE-NOT: lhs_fp8
cuda_tile.module @m3 {
  entry @decoded(%p: tile<ptr<f16>>, %q: tile<ptr<f32>>) {
    %a = constant <f8E4M3FN: 1.0> : tile<64x32xf8E4M3FN>
    %b = constant <f8E4M3FN: 2.0> : tile<32x64xf8E4M3FN>
    %c = constant <f16: 0.0> : tile<64x64xf16>
    %r = mmaf %a, %b, %c : tile<64x32xf8E4M3FN>, tile<32x64xf8E4M3FN>, tile<64x64xf16>
    %a2 = constant <f8E4M3FN: 1.0> : tile<64x16xf8E4M3FN>
    %b2 = constant <f8E4M3FN: 2.0> : tile<16x64xf8E4M3FN>
    %c2 = constant <f32: 0.0> : tile<64x64xf32>
    %r2 = mmaf %a2, %b2, %c2 : tile<64x16xf8E4M3FN>, tile<16x64xf8E4M3FN>, tile<64x64xf32>
    %v = make_tensor_view %p, shape = [64, 64], strides = [64, 1] : tensor_view<64x64xf16, strides=[64,1]>
    %pv = make_partition_view %v : partition_view<tile=(64x64), tensor_view<64x64xf16, strides=[64,1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %t = store_view_tko weak %r, %pv[%c0, %c0] : tile<64x64xf16>, partition_view<tile=(64x64), tensor_view<64x64xf16, strides=[64,1]>>, tile<i32> -> token
    %w = make_tensor_view %q, shape = [64, 64], strides = [64, 1] : tensor_view<64x64xf32, strides=[64,1]>
    %pw = make_partition_view %w : partition_view<tile=(64x64), tensor_view<64x64xf32, strides=[64,1]>>
    %t2 = store_view_tko weak %r2, %pw[%c0, %c0] : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<64x64xf32, strides=[64,1]>>, tile<i32> -> token
    return
  }
}
