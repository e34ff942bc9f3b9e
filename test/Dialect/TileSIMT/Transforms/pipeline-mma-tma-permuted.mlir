// RUN: tile-opt %s --tile-simt-pipeline-mma="chip=sm_90a tma=1 tma-permuted=1" --cse | FileCheck %s
// RUN: tile-opt %s --tile-simt-pipeline-mma="chip=sm_90a tma=1" --cse | FileCheck %s --check-prefix=OFF

// B is the ABI tensor 1 stored [N][K] (args 5-9: pointer, N, K, N's stride,
// K's), read through a view that permutes its dims: [K][N] with strides
// [1, N's stride] (as attention kernels read K^T). With `tma-permuted` the
// view's dims are matched to the tensor's by their stride parameters (the
// strided one is tensor dim 0; the contiguous one, the dim left over, is
// tensor dim 1), so the accelerator fills B's ring ([N][K] rows, read
// rhs_transposed): the descriptor names tensor 1's dims innermost first,
// [1, 0], with a box of K's 32 elements by N's 128 rows. With every ring
// so filled, A takes the accelerator too. Without the option the view's
// dims must be the tensor's own, and both rings stay on cp.async.
#l = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#lt = #tile_simt.blocked<sizePerThread = [8, 1], threadsPerWarp = [4, 8], warpsPerCTA = [1, 4], order = [0, 1]>
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
// CHECK-LABEL: gpu.func @permuted_b
// CHECK-SAME: tile_simt.tensormaps = [{arg = 11 : i64, map = {box = array<i64: 32, 8>, dims = array<i64: 1, 0>, elem_bytes = 2 : i64, swizzle = 64 : i64, tensor = 0 : i64}}, {arg = 12 : i64, map = {box = array<i64: 32, 128>, dims = array<i64: 1, 0>, elem_bytes = 2 : i64, swizzle = 64 : i64, tensor = 1 : i64}}]
// CHECK: scf.for
// CHECK: tile_simt.tma_load_tile %arg11
// CHECK: tile_simt.tma_load_tile %arg12
// CHECK-NOT: async_load_tile
// CHECK: tile_simt.mma {{.*}} {rhs_transposed}
// OFF-LABEL: gpu.func @permuted_b
// OFF-NOT: tensormaps
// OFF-NOT: tma_load_tile
// OFF: tile_simt.async_load_tile %arg5
gpu.module @m {
gpu.func @permuted_b(%pa: !llvm.ptr<1>, %m: i32, %k: i32, %sa: i32, %ua: i32, %pb: !llvm.ptr<1>, %nb: i32, %kb: i32, %sb: i32, %ub: i32, %c: tensor<64x128xf32, #acc>) -> tensor<64x128xf32, #acc>
    attributes {known_block_size = array<i32: 128, 1, 1>, tileir.abi = [{args = array<i64: 0, 1, 2, 3, 4>, kind = "tensor", rank = 2 : i64}, {args = array<i64: 5, 6, 7, 8, 9>, kind = "tensor", rank = 2 : i64}]} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c32 = arith.constant 32 : i32
  %r = scf.for %i = %c0 to %k step %c1 iter_args(%acc = %c) -> (tensor<64x128xf32, #acc>) : i32 {
    %off = arith.muli %i, %c32 : i32
    %a = tile_simt.load_tile %pa[%c0, %off] shape[%m, %k] strides[%sa, %c1] {base_align = 16 : i64, shape_div = array<i64: 16, 16>, stride_div = array<i64: 16, 1>} : !llvm.ptr<1> -> tensor<64x32xf16, #l>
    %b = tile_simt.load_tile %pb[%off, %c0] shape[%kb, %nb] strides[%c1, %sb] {base_align = 16 : i64, shape_div = array<i64: 16, 16>, stride_div = array<i64: 1, 16>} : !llvm.ptr<1> -> tensor<32x128xf16, #lt>
    %d = tile_simt.mma %a, %b, %acc : tensor<64x32xf16, #l>, tensor<32x128xf16, #lt> -> tensor<64x128xf32, #acc>
    scf.yield %d : tensor<64x128xf32, #acc>
  }
  gpu.return %r : tensor<64x128xf32, #acc>
}
}
