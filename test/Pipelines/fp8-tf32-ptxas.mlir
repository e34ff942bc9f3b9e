// fp8 and tf32 tiles through the whole road to PTX, for sm_80 (fp8 by
// integer emulation) and sm_90 (cvt), and ptxas accepts both. The kernel
// touches each way fp8/tf32 values travel: pointer gathers/scatters of
// bytes, view loads/stores, select, reshape/broadcast of a scalar, layout
// changes (2-D transpose-like reads), and ftof from/to f16, bf16, f32 and
// between the two fp8 formats.
// REQUIRES: ptxas
// RUN: rm -rf %t && mkdir -p %t
// RUN: tile-opt %s --tile-to-ptx=chip=sm_80 --tile-emit-ptx="output=%t/k.sm_80.ptx" -o /dev/null
// RUN: tile-opt %s --tile-to-ptx=chip=sm_90 --tile-emit-ptx="output=%t/k.sm_90.ptx" -o /dev/null
// RUN: %ptxas -arch=sm_80 %t/k.sm_80.ptx -o %t/k.sm_80.cubin
// RUN: %ptxas -arch=sm_90 %t/k.sm_90.ptx -o %t/k.sm_90.cubin
// RUN: FileCheck %s --check-prefix=SM80 < %t/k.sm_80.ptx
// RUN: FileCheck %s --check-prefix=SM90 < %t/k.sm_90.ptx

// SM80-LABEL: .entry quant(
// SM80-NOT: e4m3
// SM80-NOT: e5m2
// SM80: ld.global.{{.*}}b8
// SM80: st.global.{{.*}}b8
// SM90-LABEL: .entry quant(
// SM90-DAG: cvt.rn.satfinite.e4m3x2.f32
// SM90-DAG: cvt.rn.f16x2.e4m3x2
// SM90-DAG: cvt.rn.satfinite.e5m2x2.f32
// SM90-DAG: cvt.rn.f16x2.e5m2x2
cuda_tile.module @m {
  entry @quant(%x: tile<ptr<f32>>, %h: tile<ptr<f16>>, %bh: tile<ptr<bf16>>,
               %q: tile<ptr<f8E4M3FN>>, %q5: tile<ptr<f8E5M2>>,
               %t32: tile<ptr<tf32>>, %y: tile<ptr<f32>>, %n: tile<i32>,
               %s: tile<f32>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %i = iota : tile<256xi32>
    %nr = reshape %n : tile<i32> -> tile<1xi32>
    %nb = broadcast %nr : tile<1xi32> -> tile<256xi32>
    %m = cmpi less_than %i, %nb, signed : tile<256xi32> -> tile<256xi1>
    // f32 gathered through pointers, scaled by a broadcast scalar.
    %xr = reshape %x : tile<ptr<f32>> -> tile<1xptr<f32>>
    %xb = broadcast %xr : tile<1xptr<f32>> -> tile<256xptr<f32>>
    %xo = offset %xb, %i : tile<256xptr<f32>>, tile<256xi32> -> tile<256xptr<f32>>
    %z = constant <f32: 0.0> : tile<256xf32>
    %v, %t1 = load_ptr_tko weak %xo, %m, %z : tile<256xptr<f32>>, tile<256xi1>, tile<256xf32> -> tile<256xf32>, token
    %sr = reshape %s : tile<f32> -> tile<1xf32>
    %sb = broadcast %sr : tile<1xf32> -> tile<256xf32>
    %vs = mulf %v, %sb rounding<nearest_even> : tile<256xf32>
    // f32 -> e4m3, a select between two fp8 tiles, scattered as bytes.
    %q8 = ftof %vs : tile<256xf32> -> tile<256xf8E4M3FN>
    %q8z = constant <f8E4M3FN: 0.0> : tile<256xf8E4M3FN>
    %q8s = select %m, %q8, %q8z : tile<256xi1>, tile<256xf8E4M3FN>
    %qr = reshape %q : tile<ptr<f8E4M3FN>> -> tile<1xptr<f8E4M3FN>>
    %qb = broadcast %qr : tile<1xptr<f8E4M3FN>> -> tile<256xptr<f8E4M3FN>>
    %qo = offset %qb, %i : tile<256xptr<f8E4M3FN>>, tile<256xi32> -> tile<256xptr<f8E4M3FN>>
    %t2 = store_ptr_tko weak %qo, %q8s, %m : tile<256xptr<f8E4M3FN>>, tile<256xf8E4M3FN>, tile<256xi1> -> token
    // Gathered back, to f16 and bf16, stored through views.
    %g, %t3 = load_ptr_tko weak %qo, %m, %q8z token=%t2 : tile<256xptr<f8E4M3FN>>, tile<256xi1>, tile<256xf8E4M3FN> -> tile<256xf8E4M3FN>, token
    %gh = ftof %g : tile<256xf8E4M3FN> -> tile<256xf16>
    %hv = make_tensor_view %h, shape = [256], strides = [1] : tensor_view<256xf16, strides=[1]>
    %hp = make_partition_view %hv : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %t4 = store_view_tko weak %gh, %hp[%c0] : tile<256xf16>, partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> token
    %gb = ftof %g : tile<256xf8E4M3FN> -> tile<256xbf16>
    %bv = make_tensor_view %bh, shape = [256], strides = [1] : tensor_view<256xbf16, strides=[1]>
    %bp = make_partition_view %bv : partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>
    %t5 = store_view_tko weak %gb, %bp[%c0] : tile<256xbf16>, partition_view<tile=(256), tensor_view<256xbf16, strides=[1]>>, tile<i32> -> token
    // f16 -> e5m2 -> e4m3 -> e5m2 -> f32 through a 2-D view read in rows.
    %hl, %t6 = load_view_tko weak %hp[%c0] token=%t5 : partition_view<tile=(256), tensor_view<256xf16, strides=[1]>>, tile<i32> -> tile<256xf16>, token
    %e5 = ftof %hl : tile<256xf16> -> tile<256xf8E5M2>
    %e5r = reshape %e5 : tile<256xf8E5M2> -> tile<16x16xf8E5M2>
    %q5v = make_tensor_view %q5, shape = [16, 16], strides = [16, 1] : tensor_view<16x16xf8E5M2, strides=[16,1]>
    %q5p = make_partition_view %q5v : partition_view<tile=(16x16), tensor_view<16x16xf8E5M2, strides=[16,1]>>
    %t7 = store_view_tko weak %e5r, %q5p[%c0, %c0] : tile<16x16xf8E5M2>, partition_view<tile=(16x16), tensor_view<16x16xf8E5M2, strides=[16,1]>>, tile<i32> -> token
    %e5l, %t8 = load_view_tko weak %q5p[%c0, %c0] token=%t7 : partition_view<tile=(16x16), tensor_view<16x16xf8E5M2, strides=[16,1]>>, tile<i32> -> tile<16x16xf8E5M2>, token
    %e4 = ftof %e5l : tile<16x16xf8E5M2> -> tile<16x16xf8E4M3FN>
    %e5b = ftof %e4 : tile<16x16xf8E4M3FN> -> tile<16x16xf8E5M2>
    %f = ftof %e5b : tile<16x16xf8E5M2> -> tile<16x16xf32>
    // f32 -> tf32 stored (4 bytes), loaded and widened back.
    %tf = ftof %f : tile<16x16xf32> -> tile<16x16xtf32>
    %tv = make_tensor_view %t32, shape = [16, 16], strides = [16, 1] : tensor_view<16x16xtf32, strides=[16,1]>
    %tp = make_partition_view %tv : partition_view<tile=(16x16), tensor_view<16x16xtf32, strides=[16,1]>>
    %t9 = store_view_tko weak %tf, %tp[%c0, %c0] : tile<16x16xtf32>, partition_view<tile=(16x16), tensor_view<16x16xtf32, strides=[16,1]>>, tile<i32> -> token
    %tl, %t10 = load_view_tko weak %tp[%c0, %c0] token=%t9 : partition_view<tile=(16x16), tensor_view<16x16xtf32, strides=[16,1]>>, tile<i32> -> tile<16x16xtf32>, token
    %tb = ftof %tl : tile<16x16xtf32> -> tile<16x16xbf16>
    %tf2 = ftof %tb : tile<16x16xbf16> -> tile<16x16xf32>
    %yv = make_tensor_view %y, shape = [16, 16], strides = [16, 1] : tensor_view<16x16xf32, strides=[16,1]>
    %yp = make_partition_view %yv : partition_view<tile=(16x16), tensor_view<16x16xf32, strides=[16,1]>>
    %t11 = store_view_tko weak %tf2, %yp[%c0, %c0] : tile<16x16xf32>, partition_view<tile=(16x16), tensor_view<16x16xf32, strides=[16,1]>>, tile<i32> -> token
    // A scalar: f32 -> e4m3 -> f32 (rank 0 stays scalar).
    %sq = ftof %s : tile<f32> -> tile<f8E4M3FN>
    %sf = ftof %sq : tile<f8E4M3FN> -> tile<f32>
    %sfr = reshape %sf : tile<f32> -> tile<1xf32>
    %yv1 = make_tensor_view %y, shape = [1], strides = [1] : tensor_view<1xf32, strides=[1]>
    %yp1 = make_partition_view %yv1 : partition_view<tile=(1), tensor_view<1xf32, strides=[1]>>
    %t12 = store_view_tko weak %sfr, %yp1[%c0] : tile<1xf32>, partition_view<tile=(1), tensor_view<1xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
