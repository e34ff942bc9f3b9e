// RUN: tile-opt %s --split-input-file --tile-simt-pipeline-mma="chip=sm_90a tma=1" --tile-simt-overlap-scores --cse | FileCheck %s

// tile-simt-overlap-scores issues the next trip's scores before this trip's
// softmax where the scores are one product (S = Q K^T feeds the softmax);
// where they are summed from several (MLA's S = Q K^T + Q_pe K_pe^T: the
// first product is the second's accumulator) the loop is left as it is:
// only the first product could move, the second would still wait within
// the trip.
#l = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
// CHECK-LABEL: gpu.func @single
// CHECK: scf.for
// CHECK: tile_simt.mma {{.*}} {in_flight, rhs_transposed}
// CHECK: math.exp2
// CHECK: gpu.return
gpu.module @m {
gpu.func @single(%pq: !llvm.ptr<1>, %nq: i32, %d: i32, %sq: i32, %uq: i32, %pk: !llvm.ptr<1>, %nk: i32, %dk: i32, %sk: i32, %uk: i32, %pv: !llvm.ptr<1>, %nv: i32, %dv: i32, %sv: i32, %uv: i32, %ub: i32, %c: tensor<64x64xf32, #acc>) -> tensor<64x64xf32, #acc>
    attributes {known_block_size = array<i32: 128, 1, 1>, tileir.abi = [{args = array<i64: 0, 1, 2, 3, 4>, kind = "tensor", rank = 2 : i64}, {args = array<i64: 5, 6, 7, 8, 9>, kind = "tensor", rank = 2 : i64}, {args = array<i64: 10, 11, 12, 13, 14>, kind = "tensor", rank = 2 : i64}]} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c64 = arith.constant 64 : i32
  %z = arith.constant dense<0.0> : tensor<64x64xf32, #acc>
  %q = tile_simt.load_tile %pq[%c0, %c0] shape[%nq, %d] strides[%sq, %c1] {base_align = 16 : i64, shape_div = array<i64: 16, 16>, stride_div = array<i64: 16, 1>} : !llvm.ptr<1> -> tensor<64x64xf16, #l>
  %r = scf.for %i = %c0 to %ub step %c1 iter_args(%o = %c) -> (tensor<64x64xf32, #acc>) : i32 {
    %off = arith.muli %i, %c64 : i32
    %k = tile_simt.load_tile %pk[%off, %c0] shape[%nk, %dk] strides[%sk, %c1] {base_align = 16 : i64, shape_div = array<i64: 16, 16>, stride_div = array<i64: 16, 1>} : !llvm.ptr<1> -> tensor<64x64xf16, #l>
    %s = tile_simt.mma %q, %k, %z {rhs_transposed} : tensor<64x64xf16, #l>, tensor<64x64xf16, #l> -> tensor<64x64xf32, #acc>
    %e = math.exp2 %s : tensor<64x64xf32, #acc>
    %sl = tile_simt.convert_layout %e : tensor<64x64xf32, #acc> -> tensor<64x64xf32, #l>
    %p = arith.truncf %sl : tensor<64x64xf32, #l> to tensor<64x64xf16, #l>
    %o1 = arith.mulf %o, %e : tensor<64x64xf32, #acc>
    %v = tile_simt.load_tile %pv[%off, %c0] shape[%nv, %dv] strides[%sv, %c1] {base_align = 16 : i64, shape_div = array<i64: 16, 16>, stride_div = array<i64: 16, 1>} : !llvm.ptr<1> -> tensor<64x64xf16, #l>
    %o2 = tile_simt.mma %p, %v, %o1 : tensor<64x64xf16, #l>, tensor<64x64xf16, #l> -> tensor<64x64xf32, #acc>
    scf.yield %o2 : tensor<64x64xf32, #acc>
  }
  gpu.return %r : tensor<64x64xf32, #acc>
}
}

// -----

#l = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
// CHECK-LABEL: gpu.func @chained
// CHECK: scf.for
// CHECK-NOT: in_flight
// CHECK: gpu.return
gpu.module @m {
gpu.func @chained(%pq: !llvm.ptr<1>, %nq: i32, %d: i32, %sq: i32, %uq: i32, %pk: !llvm.ptr<1>, %nk: i32, %dk: i32, %sk: i32, %uk: i32, %pv: !llvm.ptr<1>, %nv: i32, %dv: i32, %sv: i32, %uv: i32, %pe: !llvm.ptr<1>, %ne: i32, %de: i32, %se: i32, %ue: i32, %ub: i32, %c: tensor<64x64xf32, #acc>, %qe: tensor<64x64xf16, #l>) -> tensor<64x64xf32, #acc>
    attributes {known_block_size = array<i32: 128, 1, 1>, tileir.abi = [{args = array<i64: 0, 1, 2, 3, 4>, kind = "tensor", rank = 2 : i64}, {args = array<i64: 5, 6, 7, 8, 9>, kind = "tensor", rank = 2 : i64}, {args = array<i64: 10, 11, 12, 13, 14>, kind = "tensor", rank = 2 : i64}, {args = array<i64: 15, 16, 17, 18, 19>, kind = "tensor", rank = 2 : i64}]} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c64 = arith.constant 64 : i32
  %z = arith.constant dense<0.0> : tensor<64x64xf32, #acc>
  %q = tile_simt.load_tile %pq[%c0, %c0] shape[%nq, %d] strides[%sq, %c1] {base_align = 16 : i64, shape_div = array<i64: 16, 16>, stride_div = array<i64: 16, 1>} : !llvm.ptr<1> -> tensor<64x64xf16, #l>
  %r = scf.for %i = %c0 to %ub step %c1 iter_args(%o = %c) -> (tensor<64x64xf32, #acc>) : i32 {
    %off = arith.muli %i, %c64 : i32
    %k = tile_simt.load_tile %pk[%off, %c0] shape[%nk, %dk] strides[%sk, %c1] {base_align = 16 : i64, shape_div = array<i64: 16, 16>, stride_div = array<i64: 16, 1>} : !llvm.ptr<1> -> tensor<64x64xf16, #l>
    %s0 = tile_simt.mma %q, %k, %z {rhs_transposed} : tensor<64x64xf16, #l>, tensor<64x64xf16, #l> -> tensor<64x64xf32, #acc>
    %ke = tile_simt.load_tile %pe[%off, %c0] shape[%ne, %de] strides[%se, %c1] {base_align = 16 : i64, shape_div = array<i64: 16, 16>, stride_div = array<i64: 16, 1>} : !llvm.ptr<1> -> tensor<64x64xf16, #l>
    %s = tile_simt.mma %qe, %ke, %s0 {rhs_transposed} : tensor<64x64xf16, #l>, tensor<64x64xf16, #l> -> tensor<64x64xf32, #acc>
    %e = math.exp2 %s : tensor<64x64xf32, #acc>
    %sl = tile_simt.convert_layout %e : tensor<64x64xf32, #acc> -> tensor<64x64xf32, #l>
    %p = arith.truncf %sl : tensor<64x64xf32, #l> to tensor<64x64xf16, #l>
    %o1 = arith.mulf %o, %e : tensor<64x64xf32, #acc>
    %v = tile_simt.load_tile %pv[%off, %c0] shape[%nv, %dv] strides[%sv, %c1] {base_align = 16 : i64, shape_div = array<i64: 16, 16>, stride_div = array<i64: 16, 1>} : !llvm.ptr<1> -> tensor<64x64xf16, #l>
    %o2 = tile_simt.mma %p, %v, %o1 : tensor<64x64xf16, #l>, tensor<64x64xf16, #l> -> tensor<64x64xf32, #acc>
    scf.yield %o2 : tensor<64x64xf32, #acc>
  }
  gpu.return %r : tensor<64x64xf32, #acc>
}
}
