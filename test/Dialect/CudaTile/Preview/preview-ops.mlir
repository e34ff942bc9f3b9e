// RUN: tile-opt --preview=simt %s | FileCheck %s
// RUN: tile-opt --preview=simt %s | tile-opt --preview=simt | FileCheck %s
// RUN: tile-opt --preview=simt -mlir-print-op-generic %s | tile-opt --preview=simt | FileCheck %s

// Tile IR 13.5's public preview `simt`: an extern function, an
// implementation over fragments and calls, printed as NVIDIA's 13.5
// disassembler prints them (an extern declaration is private without
// saying so; the implementation's clauses come in NVIDIA's order).
cuda_tile.module @kernels {
  // CHECK-LABEL: preview$func extern @g<[N: index]>
  // CHECK-SAME: (%arg0: tile<f32> {cuda_tile.preview$access = #cuda_tile<preview$access<inout>>}, %arg1: tile<4xi32> {cuda_tile.preview$access = #cuda_tile<preview$access<in>>}) -> tile<f32>
  preview$func extern @g<[N: index]>(%x: tile<f32> {cuda_tile.preview$access = #cuda_tile<preview$access<inout>>}, %y: tile<4xi32> {cuda_tile.preview$access = #cuda_tile<preview$access<in>>}) -> tile<f32>

  // CHECK-LABEL: preview$func extern @kinds<[D: !cuda_tile<preview$Datatype>, S: !cuda_tile<preview$shape>, T: !cuda_tile<preview$string>]>
  // CHECK-SAME: -> (tile<f32>, tile<f32>)
  preview$func extern @kinds<[D: preview$Datatype, S: preview$shape, T: preview$string]>(%x: tile<f32> {cuda_tile.preview$access = #cuda_tile<preview$access<out>>}) -> (tile<f32>, tile<f32>)

  // CHECK-LABEL: preview$extern_impl @g_impl<[N: index]> implements @g<[N]>
  // CHECK-SAME: (%arg0: preview$fragment<f32, local, mem_layout = <():()>, fragmap = <(1, 1, 1):(0, 0, 0)>> {cuda_tile.preview$access = #cuda_tile<preview$access<inout>>},
  // CHECK-SAME: %arg1: preview$fragment<8x[N]xi32, smem, mem_layout = <(8, 16):(16, 1)>, fragmap = <(8, (2, 4), 16):(16, (1, 2), 1)>, alignment = 16> {cuda_tile.preview$access = #cuda_tile<preview$access<in>>})
  // CHECK-SAME: synchronization = #cuda_tile<preview$synchronization<cta>> arch = ["sm_90"]
  // CHECK-SAME: scratch {smem.size = #cuda_tile<preview$expr_int<256>>, smem.alignment = #cuda_tile<preview$expr_int<16>>} {frontendABI = {cuda_tile.preview$access = "x"}}
  preview$extern_impl @g_impl<[N: index]> implements @g<[N]> (%a: preview$fragment<f32, local, mem_layout = <():()>, fragmap = <(1, 1, 1):(0, 0, 0)>> {cuda_tile.preview$access = #cuda_tile<preview$access<inout>>}, %b: preview$fragment<8x[N]xi32, smem, mem_layout = <(8, 16):(16, 1)>, fragmap = <(8, (2, 4), 16):(16, (1, 2), 1)>, alignment = 16> {cuda_tile.preview$access = #cuda_tile<preview$access<in>>}) scratch {smem.size = 256, smem.alignment = 16} arch = ["sm_90"] synchronization = #cuda_tile<preview$synchronization<cta>> {frontendABI = {cuda_tile.preview$access = "x"}}

  // CHECK-LABEL: entry @k
  entry @k(%a: tile<f32>) {
    %b = iota : tile<4xi32>
    // CHECK: preview$call @g<[4]>(%{{.*}}, %{{.*}}) : (!cuda_tile.tile<f32>, !cuda_tile.tile<4xi32>) -> !cuda_tile.tile<f32>
    %0 = preview$call @g<[4]>(%a, %b) : (!cuda_tile.tile<f32>, !cuda_tile.tile<4xi32>) -> !cuda_tile.tile<f32>
    // CHECK: preview$call @g<[2*3]>(%{{.*}}) {arg_attrs = [{}, {}], res_attrs = [{}]}
    %1 = preview$call @g<[2*3]>(%0, %b) {arg_attrs = [{}, {}], res_attrs = [{}]} : (!cuda_tile.tile<f32>, !cuda_tile.tile<4xi32>) -> !cuda_tile.tile<f32>
    // A builtin is a known value at the call (NVIDIA's verifier agrees).
    // CHECK: preview$call @g<[#cuda_tile<preview$expr_builtin<"context.tid", index>>]>
    %2 = preview$call @g<[#cuda_tile<preview$expr_builtin<"context.tid", index>>]>(%1, %b) : (!cuda_tile.tile<f32>, !cuda_tile.tile<4xi32>) -> !cuda_tile.tile<f32>
    // A type, a shape and a string bind the other kinds of parameter.
    // CHECK: preview$call @kinds<[f16, (4, 8), "fast"]>
    %3:2 = preview$call @kinds<[#cuda_tile<preview$concrete_type<f16>>, (4, 8), "fast"]>(%2) : (!cuda_tile.tile<f32>) -> (!cuda_tile.tile<f32>, !cuda_tile.tile<f32>)
    return
  }
}
