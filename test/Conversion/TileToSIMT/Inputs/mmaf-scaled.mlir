// A block-scaled fp8 product (mmaf_scaled, sm_100+ only); see ../invalid.mlir.
cuda_tile.module @m {
  entry @scaled(%p: tile<ptr<f32>>) {
    %a = constant <f8E4M3FN: 1.0> : tile<64x64xf8E4M3FN>
    %c = constant <f32: 0.0> : tile<64x64xf32>
    %l = constant <f8E8M0FNU: 1.0> : tile<64x2xf8E8M0FNU>
    %r = constant <f8E8M0FNU: 1.0> : tile<2x64xf8E8M0FNU>
    // line 9:
    %0 = mmaf_scaled %a, %a, %c, %l, %r : tile<64x64xf8E4M3FN>, tile<64x64xf8E4M3FN>, tile<64x64xf32>, tile<64x2xf8E8M0FNU>, tile<2x64xf8E8M0FNU>
    return
  }
}
