// RUN: tile-opt %s --split-input-file --tile-simt-pipeline-mma="chip=sm_90a tma=1 release-slots=1" --tile-simt-overlap-scores --tile-simt-overlap-values --cse | FileCheck %s
// RUN: tile-opt %s --split-input-file --tile-simt-pipeline-mma="chip=sm_90a tma=1" --tile-simt-overlap-scores --tile-simt-overlap-values --cse | FileCheck %s --check-prefix=BARRIER
// RUN: tile-opt %s --split-input-file --tile-simt-pipeline-mma="chip=sm_90a tma=1 num-stages=2" --tile-simt-overlap-scores --tile-simt-overlap-values --cse | FileCheck %s --check-prefix=TWO

// An attention loop whose K and V rings the tensor memory accelerator fills,
// rotated by tile-simt-overlap-scores: its P V product is left in flight into
// the next trip, which waits for it (and for the next scores, issued before
// the softmax) where it first reads O, keeping the carried P's registers; the
// hand-back and refill of the previous trip's slot follow that wait. The
// next scores pass through a wait at the trip's end that leaves P V running;
// P is written anew before its product and carried; after the loop the last
// P V is waited for.
#l = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
// CHECK-LABEL: gpu.func @attention
// CHECK: %[[R:.*]]:5 = scf.for {{.*}} iter_args(%[[O:[^ ]*]] = %{{[^,]*}}, %[[SLOT:[^ ]*]] = %{{[^,]*}}, %{{[^ ]*}} = %{{[^,]*}}, %[[S:[^ ]*]] = %{{[^,]*}}, %[[P:[^ ]*]] = %{{[^)]*}})
// CHECK: %[[NEXT:.*]] = tile_simt.mma {{.*}} {in_flight, issue_only, rhs_transposed}
// CHECK: math.exp2 %[[S]]
// CHECK: %[[OW:.*]] = tile_simt.mma_wait %[[O]] keep(%[[P]] : {{.*}}) :
// CHECK-NEXT: tile_simt.mbarrier_arrive
// CHECK-NEXT: tile_simt.mbarrier_wait {{.*}} first_thread
// CHECK-NEXT: tile_simt.tma_load_tile
// CHECK-NEXT: tile_simt.tma_load_tile
// CHECK-NEXT: arith.mulf %[[OW]],
// CHECK: %[[V:.*]] = tile_simt.read_slot %{{.*}}[%[[SLOT]]]
// CHECK-NEXT: %[[PN:.*]] = tile_simt.renew
// CHECK-NEXT: %[[PV:.*]] = tile_simt.mma %[[PN]], %[[V]], %{{.*}} {in_flight, issue_only}
// CHECK-NEXT: %[[SW:.*]] = tile_simt.mma_wait %[[NEXT]] {pending = 1 : i64}
// CHECK-NEXT: scf.yield %[[PV]], %{{.*}}, %{{.*}}, %[[SW]], %[[PN]]
// CHECK: tile_simt.mma_wait %[[R]]#0 keep(%[[R]]#4 : {{.*}}) :
// CHECK-NOT: pending
// CHECK: gpu.return
// BARRIER-LABEL: gpu.func @attention
// BARRIER: tile_simt.mma {{.*}} {in_flight, issue_only, rhs_transposed}
// BARRIER: tile_simt.mma_wait %{{.*}} keep(
// BARRIER-NEXT: gpu.barrier
// BARRIER-NEXT: tile_simt.tma_load_tile
// BARRIER: tile_simt.mma {{.*}} {in_flight, issue_only}
// Two slots: the previous trip's slot is the next one, whose copy the next
// scores wait for before the refill could be issued; the loop is left as it is.
// TWO-LABEL: gpu.func @attention
// TWO-NOT: issue_only
// TWO-NOT: renew
// TWO: gpu.return
gpu.module @m {
gpu.func @attention(%pq: !llvm.ptr<1>, %nq: i32, %d: i32, %sq: i32, %uq: i32, %pk: !llvm.ptr<1>, %nk: i32, %dk: i32, %sk: i32, %uk: i32, %pv: !llvm.ptr<1>, %nv: i32, %dv: i32, %sv: i32, %uv: i32, %ub: i32, %c: tensor<64x64xf32, #acc>) -> tensor<64x64xf32, #acc>
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
