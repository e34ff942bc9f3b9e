// RUN: tile-opt --preview=simt %s | FileCheck %s
// RUN: tile-opt --preview=simt %s | tile-opt --preview=simt | FileCheck %s

// Symbolic expressions print compactly inside the preview's attributes and
// types, as NVIDIA's 13.5 disassembler prints them: infix + - *, a unary
// minus, parentheses only where precedence needs them, names bare. Floor
// and ceiling division (NVIDIA: a/b, a/+b) and exact division stay in
// attribute form, which MLIR's lexer reads.
cuda_tile.module @kernels {
  preview$func extern @g<[N: index]>(%x: tile<f32> {cuda_tile.preview$access = #cuda_tile<preview$access<inout>>}) -> tile<f32>
  // CHECK-LABEL: entry @exprs
  entry @exprs(%a: tile<f32>) {
    // CHECK: @g<[-(1+2)*3]>
    %0 = preview$call @g<[#cuda_tile<preview$expr_mul<#cuda_tile<preview$expr_neg<#cuda_tile<preview$expr_add<1, 2>>>>, 3>>]>(%a) : (!cuda_tile.tile<f32>) -> !cuda_tile.tile<f32>
    // CHECK: @g<[1-(2-3)+4*5*6]>
    %1 = preview$call @g<[1-(2-3)+4*5*6]>(%0) : (!cuda_tile.tile<f32>) -> !cuda_tile.tile<f32>
    // CHECK: @g<[1+2*3]>
    %2 = preview$call @g<[(1+(2*3))]>(%1) : (!cuda_tile.tile<f32>) -> !cuda_tile.tile<f32>
    // `-5` is the integer -5.
    // CHECK: @g<[-5]>
    %3 = preview$call @g<[#cuda_tile<preview$expr_int<-5>>]>(%2) : (!cuda_tile.tile<f32>) -> !cuda_tile.tile<f32>
    // CHECK: @g<[#cuda_tile<preview$expr_floor_div<7, 2>>]>
    %4 = preview$call @g<[#cuda_tile<preview$expr_floor_div<7, 2>>]>(%3) : (!cuda_tile.tile<f32>) -> !cuda_tile.tile<f32>
    // CHECK: @g<[#cuda_tile<preview$expr_ceil_div<7+1, -2>>]>
    %5 = preview$call @g<[#cuda_tile<preview$expr_ceil_div<7+1, -2>>]>(%4) : (!cuda_tile.tile<f32>) -> !cuda_tile.tile<f32>
    return
  }
  // Fragments: a symbolic dimension in brackets, layouts as (shape):(stride)
  // with nested modes, an optional alignment.
  // CHECK-LABEL: preview$extern_impl @g_impl<[N: index]> implements @g<[N]>
  // CHECK-SAME: preview$fragment<4x[N*2]x[N-1]xf16, local, mem_layout = <(4, (2, N)):(1, (4, 8))>, fragmap = <(1, 32, (4, 2)):(0, 1, (32, 128))>, alignment = N*4>
  preview$extern_impl @g_impl<[N: index]> implements @g<[N]> (%a: preview$fragment<4x[N*2]x[N-1]xf16, local, mem_layout = <(4, (2, N)):(1, (4, 8))>, fragmap = <(1, 32, (4, 2)):(0, 1, (32, 128))>, alignment = N*4> {cuda_tile.preview$access = #cuda_tile<preview$access<inout>>})
}

// The attributes alone print in full.
// CHECK-LABEL: entry @attrs
// CHECK: attributes {preview.layout = #cuda_tile<preview$layout<(8, 16):(16, 1)>>
// CHECK-SAME: preview.mul = #cuda_tile<preview$expr_mul<k, 4>>
// CHECK-SAME: preview.scratch = #cuda_tile<preview$scratch_request<smem.size = 256, smem.alignment = 16>>
// CHECK-SAME: preview.tuple = #cuda_tile<preview$symbolic_tuple<[1, (2, 3)]>>
// CHECK-SAME: preview.type = !cuda_tile<preview$sym_t<k>>
cuda_tile.module @more {
  entry @attrs() {
  } attributes {preview.layout = #cuda_tile<preview$layout<(8, 16):(16, 1)>>, preview.mul = #cuda_tile<preview$expr_mul<k, 4>>, preview.scratch = #cuda_tile<preview$scratch_request<smem.size = 256, smem.alignment = 16>>, preview.tuple = #cuda_tile<preview$symbolic_tuple<[1, (2, 3)]>>, preview.type = !cuda_tile<preview$sym_t<k>>}
}
