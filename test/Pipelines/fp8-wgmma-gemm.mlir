// REQUIRES: ptxas
// An fp8 GEMM as fp8 GEMMs with [N][K] weights are written (TileGym's
// w8a8 block kernels): out = A B^T, B loaded [N][K] and transposed with a
// permute, one mmaf per K tile into a zero accumulator (then scaled and
// summed in f32), one that accumulates across the loop, and one whose B is
// a [K][N] view of [N][K] rows (strides [1, K]: tile-simt-pipeline-mma
// copies it as those rows). On sm_90a all stay fp8 and run as wgmma k32
// (operands K-major, from cp.async rings);
// ptxas accepts the result. sm_90 decodes them to f16 (cvt) for mma.sync.
// RUN: tile-opt %s --tile-to-ptx="chip=sm_90a" --tile-emit-ptx="output=%t.ptx" -o /dev/null
// RUN: FileCheck %s --input-file=%t.ptx
// RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
// RUN: tile-opt %s --tile-to-ptx="chip=sm_90" --tile-emit-ptx="output=%t.90.ptx" -o /dev/null
// RUN: FileCheck %s --input-file=%t.90.ptx --check-prefix=SM90

// CHECK-LABEL: .visible .entry fp8_gemm_scaled(
// CHECK: cp.async.cg.shared.global
// CHECK: wgmma.mma_async.sync.aligned.m64n128k32.f32.e4m3.e4m3
// CHECK-NOT: cvt.rn.f16x2.e4m3x2
// CHECK-NOT: mma.sync
// CHECK-LABEL: .visible .entry fp8_gemm(
// CHECK: wgmma.mma_async.sync.aligned.m64n128k32.f32.e4m3.e4m3
// CHECK: wgmma.wait_group.sync.aligned 0;
// CHECK: add.rn.f32
// CHECK-NOT: mma.sync
// CHECK-LABEL: .visible .entry fp8_gemm_column_major_b(
// CHECK: cp.async.cg.shared.global
// CHECK: wgmma.mma_async.sync.aligned.m64n128k32.f32.e4m3.e4m3
// CHECK-NOT: cvt.rn.f16x2.e4m3x2
// CHECK-NOT: mma.sync
// SM90-LABEL: .visible .entry fp8_gemm_scaled(
// SM90: cvt.rn.f16x2.e4m3x2
// SM90-NOT: wgmma
// SM90: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32
cuda_tile.module @kernels {
  entry @fp8_gemm_scaled(%a: tile<ptr<f8E4M3FN>>, %b: tile<ptr<f8E4M3FN>>, %o: tile<ptr<f32>>, %s: tile<f32>) {
    %t0 = make_token : token
    %a16 = assume div_by<16>, %a : tile<ptr<f8E4M3FN>>
    %b16 = assume div_by<16>, %b : tile<ptr<f8E4M3FN>>
    %o16 = assume div_by<16>, %o : tile<ptr<f32>>
    %av = make_tensor_view %a16, shape = [256, 512], strides = [512, 1] : tensor_view<256x512xf8E4M3FN, strides=[512,1]>
    %bv = make_tensor_view %b16, shape = [256, 512], strides = [512, 1] : tensor_view<256x512xf8E4M3FN, strides=[512,1]>
    %ov = make_tensor_view %o16, shape = [256, 256], strides = [256, 1] : tensor_view<256x256xf32, strides=[256,1]>
    %ap = make_partition_view %av : partition_view<tile=(128x128), tensor_view<256x512xf8E4M3FN, strides=[512,1]>>
    %bp = make_partition_view %bv : partition_view<tile=(128x128), tensor_view<256x512xf8E4M3FN, strides=[512,1]>>
    %op = make_partition_view %ov : partition_view<tile=(128x128), tensor_view<256x256xf32, strides=[256,1]>>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c4 = constant <i32: 4> : tile<i32>
    %zero = constant <f32: 0.0> : tile<128x128xf32>
    %sr = reshape %s : tile<f32> -> tile<1x1xf32>
    %sb = broadcast %sr : tile<1x1xf32> -> tile<128x128xf32>
    %acc = for %k in (%c0 to %c4, step %c1) : tile<i32> iter_values(%sum = %zero) -> (tile<128x128xf32>) {
      %at, %ta = load_view_tko weak %ap[%bx, %k] token = %t0 : partition_view<tile=(128x128), tensor_view<256x512xf8E4M3FN, strides=[512,1]>>, tile<i32> -> tile<128x128xf8E4M3FN>, token
      %bt, %tb = load_view_tko weak %bp[%by, %k] token = %t0 : partition_view<tile=(128x128), tensor_view<256x512xf8E4M3FN, strides=[512,1]>>, tile<i32> -> tile<128x128xf8E4M3FN>, token
      %btt = permute %bt [1, 0] : tile<128x128xf8E4M3FN> -> tile<128x128xf8E4M3FN>
      %p = mmaf %at, %btt, %zero : tile<128x128xf8E4M3FN>, tile<128x128xf8E4M3FN>, tile<128x128xf32>
      %ps = mulf %p, %sb rounding<nearest_even> : tile<128x128xf32>
      %next = addf %sum, %ps rounding<nearest_even> : tile<128x128xf32>
      continue %next : tile<128x128xf32>
    }
    %t1 = store_view_tko weak %acc, %op[%bx, %by] token = %t0 : tile<128x128xf32>, partition_view<tile=(128x128), tensor_view<256x256xf32, strides=[256,1]>>, tile<i32> -> token
    return
  }
  entry @fp8_gemm(%a: tile<ptr<f8E4M3FN>>, %b: tile<ptr<f8E4M3FN>>, %o: tile<ptr<f32>>) {
    %t0 = make_token : token
    %a16 = assume div_by<16>, %a : tile<ptr<f8E4M3FN>>
    %b16 = assume div_by<16>, %b : tile<ptr<f8E4M3FN>>
    %o16 = assume div_by<16>, %o : tile<ptr<f32>>
    %av = make_tensor_view %a16, shape = [256, 512], strides = [512, 1] : tensor_view<256x512xf8E4M3FN, strides=[512,1]>
    %bv = make_tensor_view %b16, shape = [256, 512], strides = [512, 1] : tensor_view<256x512xf8E4M3FN, strides=[512,1]>
    %ov = make_tensor_view %o16, shape = [256, 256], strides = [256, 1] : tensor_view<256x256xf32, strides=[256,1]>
    %ap = make_partition_view %av : partition_view<tile=(128x128), tensor_view<256x512xf8E4M3FN, strides=[512,1]>>
    %bp = make_partition_view %bv : partition_view<tile=(128x128), tensor_view<256x512xf8E4M3FN, strides=[512,1]>>
    %op = make_partition_view %ov : partition_view<tile=(128x128), tensor_view<256x256xf32, strides=[256,1]>>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c4 = constant <i32: 4> : tile<i32>
    %zero = constant <f32: 0.0> : tile<128x128xf32>
    %acc = for %k in (%c0 to %c4, step %c1) : tile<i32> iter_values(%sum = %zero) -> (tile<128x128xf32>) {
      %at, %ta = load_view_tko weak %ap[%bx, %k] token = %t0 : partition_view<tile=(128x128), tensor_view<256x512xf8E4M3FN, strides=[512,1]>>, tile<i32> -> tile<128x128xf8E4M3FN>, token
      %bt, %tb = load_view_tko weak %bp[%by, %k] token = %t0 : partition_view<tile=(128x128), tensor_view<256x512xf8E4M3FN, strides=[512,1]>>, tile<i32> -> tile<128x128xf8E4M3FN>, token
      %btt = permute %bt [1, 0] : tile<128x128xf8E4M3FN> -> tile<128x128xf8E4M3FN>
      %p = mmaf %at, %btt, %sum : tile<128x128xf8E4M3FN>, tile<128x128xf8E4M3FN>, tile<128x128xf32>
      continue %p : tile<128x128xf32>
    }
    %t1 = store_view_tko weak %acc, %op[%bx, %by] token = %t0 : tile<128x128xf32>, partition_view<tile=(128x128), tensor_view<256x256xf32, strides=[256,1]>>, tile<i32> -> token
    return
  }
  entry @fp8_gemm_column_major_b(%a: tile<ptr<f8E4M3FN>>, %b: tile<ptr<f8E4M3FN>>, %o: tile<ptr<f32>>) {
    %t0 = make_token : token
    %a16 = assume div_by<16>, %a : tile<ptr<f8E4M3FN>>
    %b16 = assume div_by<16>, %b : tile<ptr<f8E4M3FN>>
    %o16 = assume div_by<16>, %o : tile<ptr<f32>>
    %av = make_tensor_view %a16, shape = [256, 512], strides = [512, 1] : tensor_view<256x512xf8E4M3FN, strides=[512,1]>
    %bv = make_tensor_view %b16, shape = [512, 256], strides = [1, 512] : tensor_view<512x256xf8E4M3FN, strides=[1,512]>
    %ov = make_tensor_view %o16, shape = [256, 256], strides = [256, 1] : tensor_view<256x256xf32, strides=[256,1]>
    %ap = make_partition_view %av : partition_view<tile=(128x128), tensor_view<256x512xf8E4M3FN, strides=[512,1]>>
    %bp = make_partition_view %bv : partition_view<tile=(128x128), tensor_view<512x256xf8E4M3FN, strides=[1,512]>>
    %op = make_partition_view %ov : partition_view<tile=(128x128), tensor_view<256x256xf32, strides=[256,1]>>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c1 = constant <i32: 1> : tile<i32>
    %c4 = constant <i32: 4> : tile<i32>
    %zero = constant <f32: 0.0> : tile<128x128xf32>
    %acc = for %k in (%c0 to %c4, step %c1) : tile<i32> iter_values(%sum = %zero) -> (tile<128x128xf32>) {
      %at, %ta = load_view_tko weak %ap[%bx, %k] token = %t0 : partition_view<tile=(128x128), tensor_view<256x512xf8E4M3FN, strides=[512,1]>>, tile<i32> -> tile<128x128xf8E4M3FN>, token
      %bt, %tb = load_view_tko weak %bp[%k, %by] token = %t0 : partition_view<tile=(128x128), tensor_view<512x256xf8E4M3FN, strides=[1,512]>>, tile<i32> -> tile<128x128xf8E4M3FN>, token
      %p = mmaf %at, %bt, %zero : tile<128x128xf8E4M3FN>, tile<128x128xf8E4M3FN>, tile<128x128xf32>
      %next = addf %sum, %p rounding<nearest_even> : tile<128x128xf32>
      continue %next : tile<128x128xf32>
    }
    %t1 = store_view_tko weak %acc, %op[%bx, %by] token = %t0 : tile<128x128xf32>, partition_view<tile=(128x128), tensor_view<256x256xf32, strides=[256,1]>>, tile<i32> -> token
    return
  }
}
