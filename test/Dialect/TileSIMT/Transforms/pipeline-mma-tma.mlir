// RUN: tile-opt %s --split-input-file --tile-simt-pipeline-mma="chip=sm_90a tma=1" --cse | FileCheck %s
// RUN: tile-opt %s --split-input-file --tile-simt-pipeline-mma="chip=sm_90a" --cse | FileCheck %s --check-prefix=OFF

// With `tma`, both swizzled rings read whole tensors of the launch ABI
// (tileir.abi: A is group 0, %pa with extents %m, %k and row stride %sa; B
// group 1, %pb, %k2, %n, %sb; the loads take the last dim's stride as 1):
// the kernel takes one more parameter per tensor, the CUtensorMaps that
// tile_simt.tensormaps describes (dims innermost first; B's box one
// 64-column swizzle block by 32 rows, A's 8 rows of its 32-column block, as
// its rows are stored in the warpgroup's order, 8 at a time), and the
// tensor memory accelerator fills every slot: one mbarrier per slot,
// armed by both rings before the copies ahead, waited for at the top of
// each trip with the round's parity (flipped when the slot index wraps),
// invalidated after the loop. No cp.async copy is left, so no group is
// committed or waited for.
#l = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
// CHECK-LABEL: gpu.func @k_loop
// CHECK-SAME: %[[DA:[a-z0-9]+]]: !llvm.ptr, %[[DB:[a-z0-9]+]]: !llvm.ptr)
// CHECK-SAME: tile_simt.tensormaps = [{arg = 11 : i64, map = {box = array<i64: 32, 8>, dims = array<i64: 1, 0>, elem_bytes = 2 : i64, swizzle = 64 : i64, tensor = 0 : i64}}, {arg = 12 : i64, map = {box = array<i64: 64, 32>, dims = array<i64: 1, 0>, elem_bytes = 2 : i64, swizzle = 128 : i64, tensor = 1 : i64}}]
// CHECK: %[[A:.*]] = tile_simt.alloc_shared : !tile_simt.smem<3x64x32xf16, {{.*}}mmaWarps = 4>>
// CHECK: %[[B:.*]] = tile_simt.alloc_shared : !tile_simt.smem<3x32x128xf16
// CHECK: %[[BARS:.*]] = tile_simt.alloc_shared : !tile_simt.smem<3x1x1xi64
// CHECK: tile_simt.init_mbarriers %[[BARS]] arrivals [2, 2, 2]
// CHECK-NOT: async_commit
// CHECK: tile_simt.tma_load_tile %[[DA]][%c0_i32, %{{.*}}] into %[[A]][%c0_i32] bars %[[BARS]] if
// CHECK: tile_simt.tma_load_tile %[[DB]][%{{.*}}, %c0_i32] into %[[B]][%c0_i32] bars %[[BARS]] if
// CHECK: tile_simt.tma_load_tile %[[DA]][%c0_i32, %{{.*}}] into %[[A]][%c1_i32] bars %[[BARS]] if
// CHECK: tile_simt.tma_load_tile %[[DB]][%{{.*}}, %c0_i32] into %[[B]][%c1_i32] bars %[[BARS]] if
// CHECK: scf.for {{.*}} iter_args(%{{.*}} = %{{.*}}, %[[SLOT:.*]] = %c0_i32, %[[PHASE:.*]] = %c0_i32)
// CHECK-NEXT: tile_simt.mbarrier_wait %[[BARS]][%[[SLOT]]] parity %[[PHASE]]
// CHECK-NEXT: gpu.barrier
// CHECK: tile_simt.tma_load_tile %[[DA]]
// CHECK: tile_simt.tma_load_tile %[[DB]]
// CHECK: %[[WRAP:.*]] = arith.cmpi eq, %{{.*}}, %c3_i32
// CHECK: %[[FLIP:.*]] = arith.extui %[[WRAP]] : i1 to i32
// CHECK: arith.xori %[[PHASE]], %[[FLIP]]
// CHECK: }
// CHECK-NEXT: tile_simt.inval_mbarriers %[[BARS]]
// OFF-LABEL: gpu.func @k_loop
// OFF-NOT: tma_load_tile
// OFF-NOT: tile_simt.tensormaps
gpu.module @m {
gpu.func @k_loop(%pa: !llvm.ptr<1>, %m: i32, %k: i32, %sa: i32, %ua: i32, %pb: !llvm.ptr<1>, %k2: i32, %n: i32, %sb: i32, %ub: i32, %c: tensor<64x128xf32, #acc>) -> tensor<64x128xf32, #acc>
    attributes {tileir.abi = [{args = array<i64: 0, 1, 2, 3, 4>, kind = "tensor", rank = 2 : i64}, {args = array<i64: 5, 6, 7, 8, 9>, kind = "tensor", rank = 2 : i64}]} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c32 = arith.constant 32 : i32
  %r = scf.for %i = %c0 to %k step %c1 iter_args(%acc = %c) -> (tensor<64x128xf32, #acc>) : i32 {
    %off = arith.muli %i, %c32 : i32
    %a = tile_simt.load_tile %pa[%c0, %off] shape[%m, %k] strides[%sa, %c1] {base_align = 16 : i64, shape_div = array<i64: 16, 16>, stride_div = array<i64: 16, 1>} : !llvm.ptr<1> -> tensor<64x32xf16, #l>
    %b = tile_simt.load_tile %pb[%off, %c0] shape[%k2, %n] strides[%sb, %c1] {base_align = 16 : i64, shape_div = array<i64: 16, 16>, stride_div = array<i64: 16, 1>} : !llvm.ptr<1> -> tensor<32x128xf16, #l>
    %d = tile_simt.mma %a, %b, %acc : tensor<64x32xf16, #l>, tensor<32x128xf16, #l> -> tensor<64x128xf32, #acc>
    scf.yield %d : tensor<64x128xf32, #acc>
  }
  gpu.return %r : tensor<64x128xf32, #acc>
}
}

// -----

// B's column extent is a constant (a view the front end specialized on the
// tensor's shape): the descriptor records it in `extents` (innermost first,
// -1 where the launcher reads the tensor's own extent).
#l = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
// CHECK-LABEL: gpu.func @static_extent
// CHECK-SAME: {arg = 12 : i64, map = {box = array<i64: 64, 32>, dims = array<i64: 1, 0>, elem_bytes = 2 : i64, extents = array<i64: 128, -1>, swizzle = 128 : i64, tensor = 1 : i64}}]
// CHECK: tile_simt.tma_load_tile
gpu.module @m {
gpu.func @static_extent(%pa: !llvm.ptr<1>, %m: i32, %k: i32, %sa: i32, %ua: i32, %pb: !llvm.ptr<1>, %k2: i32, %n: i32, %sb: i32, %ub: i32, %c: tensor<64x128xf32, #acc>) -> tensor<64x128xf32, #acc>
    attributes {tileir.abi = [{args = array<i64: 0, 1, 2, 3, 4>, kind = "tensor", rank = 2 : i64}, {args = array<i64: 5, 6, 7, 8, 9>, kind = "tensor", rank = 2 : i64}]} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c32 = arith.constant 32 : i32
  %c128 = arith.constant 128 : i32
  %r = scf.for %i = %c0 to %k step %c1 iter_args(%acc = %c) -> (tensor<64x128xf32, #acc>) : i32 {
    %off = arith.muli %i, %c32 : i32
    %a = tile_simt.load_tile %pa[%c0, %off] shape[%m, %k] strides[%sa, %c1] {base_align = 16 : i64, shape_div = array<i64: 16, 16>, stride_div = array<i64: 16, 1>} : !llvm.ptr<1> -> tensor<64x32xf16, #l>
    %b = tile_simt.load_tile %pb[%off, %c0] shape[%k2, %c128] strides[%sb, %c1] {base_align = 16 : i64, shape_div = array<i64: 16, 16>, stride_div = array<i64: 16, 1>} : !llvm.ptr<1> -> tensor<32x128xf16, #l>
    %d = tile_simt.mma %a, %b, %acc : tensor<64x32xf16, #l>, tensor<32x128xf16, #l> -> tensor<64x128xf32, #acc>
    scf.yield %d : tensor<64x128xf32, #acc>
  }
  gpu.return %r : tensor<64x128xf32, #acc>
}
}

// -----

// B's copy does not read a whole ABI tensor (its extent is neither the
// tensor's nor a constant: %half), its row stride is only known even (not
// a 16-byte multiple), or its load says allow_tma = false: B's ring keeps
// cp.async, and so does A's (rows in the warpgroups' order take the
// accelerator only beside no cp.async ring): the kernel takes no
// descriptor. Where A's copy is the one the accelerator cannot make (its
// row stride only even), B's ring still takes it.
#l = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
// CHECK-LABEL: gpu.func @not_whole
// CHECK-NOT: tile_simt.tensormaps
// CHECK: tile_simt.async_load_tile %arg0
// CHECK: tile_simt.async_load_tile %arg5
// CHECK: tile_simt.async_commit
// CHECK: gpu.return
// CHECK-LABEL: gpu.func @stride_not_16_bytes
// CHECK-NOT: tile_simt.tensormaps
// CHECK: tile_simt.async_load_tile %arg0
// CHECK: tile_simt.async_load_tile %arg5
// CHECK: gpu.return
// CHECK-LABEL: gpu.func @not_allowed
// CHECK-NOT: tile_simt.tensormaps
// CHECK: tile_simt.async_load_tile %arg0
// CHECK: tile_simt.async_load_tile %arg5
// CHECK: gpu.return
// CHECK-LABEL: gpu.func @a_stride_not_16_bytes
// CHECK-SAME: tile_simt.tensormaps = [{arg = 11 : i64, map = {{{.*}}tensor = 1 : i64}}]
// CHECK: tile_simt.async_load_tile %arg0
// CHECK: tile_simt.tma_load_tile %arg11
// CHECK: gpu.return
gpu.module @m {
gpu.func @not_whole(%pa: !llvm.ptr<1>, %m: i32, %k: i32, %sa: i32, %ua: i32, %pb: !llvm.ptr<1>, %k2: i32, %n: i32, %sb: i32, %ub: i32, %half: i32, %c: tensor<64x128xf32, #acc>) -> tensor<64x128xf32, #acc>
    attributes {tileir.abi = [{args = array<i64: 0, 1, 2, 3, 4>, kind = "tensor", rank = 2 : i64}, {args = array<i64: 5, 6, 7, 8, 9>, kind = "tensor", rank = 2 : i64}]} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c32 = arith.constant 32 : i32
  %r = scf.for %i = %c0 to %k step %c1 iter_args(%acc = %c) -> (tensor<64x128xf32, #acc>) : i32 {
    %off = arith.muli %i, %c32 : i32
    %a = tile_simt.load_tile %pa[%c0, %off] shape[%m, %k] strides[%sa, %c1] {base_align = 16 : i64, shape_div = array<i64: 16, 16>, stride_div = array<i64: 16, 1>} : !llvm.ptr<1> -> tensor<64x32xf16, #l>
    %b = tile_simt.load_tile %pb[%off, %c0] shape[%k2, %half] strides[%sb, %c1] {base_align = 16 : i64, shape_div = array<i64: 16, 16>, stride_div = array<i64: 16, 1>} : !llvm.ptr<1> -> tensor<32x128xf16, #l>
    %d = tile_simt.mma %a, %b, %acc : tensor<64x32xf16, #l>, tensor<32x128xf16, #l> -> tensor<64x128xf32, #acc>
    scf.yield %d : tensor<64x128xf32, #acc>
  }
  gpu.return %r : tensor<64x128xf32, #acc>
}
gpu.func @stride_not_16_bytes(%pa: !llvm.ptr<1>, %m: i32, %k: i32, %sa: i32, %ua: i32, %pb: !llvm.ptr<1>, %k2: i32, %n: i32, %sb: i32, %ub: i32, %c: tensor<64x128xf32, #acc>) -> tensor<64x128xf32, #acc>
    attributes {tileir.abi = [{args = array<i64: 0, 1, 2, 3, 4>, kind = "tensor", rank = 2 : i64}, {args = array<i64: 5, 6, 7, 8, 9>, kind = "tensor", rank = 2 : i64}]} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c32 = arith.constant 32 : i32
  %r = scf.for %i = %c0 to %k step %c1 iter_args(%acc = %c) -> (tensor<64x128xf32, #acc>) : i32 {
    %off = arith.muli %i, %c32 : i32
    %a = tile_simt.load_tile %pa[%c0, %off] shape[%m, %k] strides[%sa, %c1] {base_align = 16 : i64, shape_div = array<i64: 16, 16>, stride_div = array<i64: 16, 1>} : !llvm.ptr<1> -> tensor<64x32xf16, #l>
    %b = tile_simt.load_tile %pb[%off, %c0] shape[%k2, %n] strides[%sb, %c1] {base_align = 16 : i64, shape_div = array<i64: 16, 16>, stride_div = array<i64: 2, 1>} : !llvm.ptr<1> -> tensor<32x128xf16, #l>
    %d = tile_simt.mma %a, %b, %acc : tensor<64x32xf16, #l>, tensor<32x128xf16, #l> -> tensor<64x128xf32, #acc>
    scf.yield %d : tensor<64x128xf32, #acc>
  }
  gpu.return %r : tensor<64x128xf32, #acc>
}
gpu.func @not_allowed(%pa: !llvm.ptr<1>, %m: i32, %k: i32, %sa: i32, %ua: i32, %pb: !llvm.ptr<1>, %k2: i32, %n: i32, %sb: i32, %ub: i32, %c: tensor<64x128xf32, #acc>) -> tensor<64x128xf32, #acc>
    attributes {tileir.abi = [{args = array<i64: 0, 1, 2, 3, 4>, kind = "tensor", rank = 2 : i64}, {args = array<i64: 5, 6, 7, 8, 9>, kind = "tensor", rank = 2 : i64}]} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c32 = arith.constant 32 : i32
  %r = scf.for %i = %c0 to %k step %c1 iter_args(%acc = %c) -> (tensor<64x128xf32, #acc>) : i32 {
    %off = arith.muli %i, %c32 : i32
    %a = tile_simt.load_tile %pa[%c0, %off] shape[%m, %k] strides[%sa, %c1] {base_align = 16 : i64, shape_div = array<i64: 16, 16>, stride_div = array<i64: 16, 1>} : !llvm.ptr<1> -> tensor<64x32xf16, #l>
    %b = tile_simt.load_tile %pb[%off, %c0] shape[%k2, %n] strides[%sb, %c1] {allow_tma = false, base_align = 16 : i64, shape_div = array<i64: 16, 16>, stride_div = array<i64: 16, 1>} : !llvm.ptr<1> -> tensor<32x128xf16, #l>
    %d = tile_simt.mma %a, %b, %acc : tensor<64x32xf16, #l>, tensor<32x128xf16, #l> -> tensor<64x128xf32, #acc>
    scf.yield %d : tensor<64x128xf32, #acc>
  }
  gpu.return %r : tensor<64x128xf32, #acc>
}
gpu.func @a_stride_not_16_bytes(%pa: !llvm.ptr<1>, %m: i32, %k: i32, %sa: i32, %ua: i32, %pb: !llvm.ptr<1>, %k2: i32, %n: i32, %sb: i32, %ub: i32, %c: tensor<64x128xf32, #acc>) -> tensor<64x128xf32, #acc>
    attributes {tileir.abi = [{args = array<i64: 0, 1, 2, 3, 4>, kind = "tensor", rank = 2 : i64}, {args = array<i64: 5, 6, 7, 8, 9>, kind = "tensor", rank = 2 : i64}]} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c32 = arith.constant 32 : i32
  %r = scf.for %i = %c0 to %k step %c1 iter_args(%acc = %c) -> (tensor<64x128xf32, #acc>) : i32 {
    %off = arith.muli %i, %c32 : i32
    %a = tile_simt.load_tile %pa[%c0, %off] shape[%m, %k] strides[%sa, %c1] {base_align = 16 : i64, shape_div = array<i64: 16, 16>, stride_div = array<i64: 2, 1>} : !llvm.ptr<1> -> tensor<64x32xf16, #l>
    %b = tile_simt.load_tile %pb[%off, %c0] shape[%k2, %n] strides[%sb, %c1] {base_align = 16 : i64, shape_div = array<i64: 16, 16>, stride_div = array<i64: 16, 1>} : !llvm.ptr<1> -> tensor<32x128xf16, #l>
    %d = tile_simt.mma %a, %b, %acc : tensor<64x32xf16, #l>, tensor<32x128xf16, #l> -> tensor<64x128xf32, #acc>
    scf.yield %d : tensor<64x128xf32, #acc>
  }
  gpu.return %r : tensor<64x128xf32, #acc>
}
}
