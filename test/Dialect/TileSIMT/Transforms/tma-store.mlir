// RUN: tile-opt %s --split-input-file --tile-simt-tma-store="chip=sm_90a" | FileCheck %s
// RUN: tile-opt %s --split-input-file --tile-simt-tma-store="chip=sm_80" | FileCheck %s --check-prefix=SM80

// A GEMM epilogue: the f32 accumulator converted to a row layout, truncated
// and stored weakly to C (ABI group 0: %pc with extents %m, %n and row
// stride %sc, the last stride 1, 16-byte aligned). The truncation is made
// again on the accumulator's own layout, written into one 128 x 128 f16
// slot in the 128-byte swizzle (8 halves a group, 8 groups a phase) and
// stored by the tensor memory accelerator through a CUtensorMap parameter
// of C (one 64 x 128 box per 64-column swizzle block) at the store's
// offsets. The conversion, the old truncation and the store are gone.
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [8, 1], order = [1, 0]>
#row = #tile_simt.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [8, 1], order = [1, 0]>
// CHECK-LABEL: gpu.func @epilogue
// CHECK-SAME: %[[DESC:[a-z0-9]+]]: !llvm.ptr)
// CHECK-SAME: tile_simt.tensormaps = [{arg = 8 : i64, map = {box = array<i64: 64, 128>, dims = array<i64: 1, 0>, elem_bytes = 2 : i64, swizzle = 128 : i64, tensor = 0 : i64}}]
// CHECK-NOT: convert_layout
// CHECK: %[[T:.*]] = arith.truncf %{{.*}} : tensor<128x128xf32, #[[ACC:.*]]> to tensor<128x128xf16, #[[ACC]]>
// CHECK: %[[ZERO:.*]] = arith.constant 0 : i32
// CHECK: %[[SLOT:.*]] = tile_simt.alloc_shared : !tile_simt.smem<1x128x128xf16, #tile_simt.shared<vec = 8, perPhase = 1, maxPhase = 8, padding = 0, order = [1, 0]>>
// CHECK: tile_simt.write_slot %[[T]], %[[SLOT]][%[[ZERO]]]
// CHECK: tile_simt.tma_store_tile %[[SLOT]][%[[ZERO]]] to %[[DESC]][%arg5, %arg6]
// CHECK-NOT: store_tile
// CHECK: gpu.return
gpu.module @m {
gpu.func @epilogue(%pc: !llvm.ptr<1>, %m: i32, %n: i32, %sc: i32, %uc: i32, %row: i32, %col: i32, %c: tensor<128x128xf32, #acc>) kernel
    attributes {tileir.abi = [{access = "write", args = array<i64: 0, 1, 2, 3, 4>, kind = "tensor", rank = 2 : i64}]} {
  %c1 = arith.constant 1 : i32
  %cv = tile_simt.convert_layout %c : tensor<128x128xf32, #acc> -> tensor<128x128xf32, #row>
  %h = arith.truncf %cv : tensor<128x128xf32, #row> to tensor<128x128xf16, #row>
  tile_simt.store_tile %h, %pc[%row, %col] shape[%m, %n] strides[%sc, %c1] {base_align = 16 : i64, shape_div = array<i64: 16, 16>, stride_div = array<i64: 16, 1>, weak} : tensor<128x128xf16, #row>, !llvm.ptr<1>
  gpu.return
}
}
// SM80-LABEL: gpu.func @epilogue
// SM80: convert_layout
// SM80: tile_simt.store_tile

// -----

// A rank-3 tile of one batch ([1, 64, 32] of a [B, M, N] tensor) with an
// f32 result: a 64 x 32 f32 slot in the 128-byte swizzle (4 floats a
// group), one 32 x 64 box, unit in the batch dim.
#acc3 = #tile_simt.blocked<sizePerThread = [1, 1, 2], threadsPerWarp = [1, 8, 4], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]>
#row3 = #tile_simt.blocked<sizePerThread = [1, 1, 4], threadsPerWarp = [1, 4, 8], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]>
// CHECK-LABEL: gpu.func @batched
// CHECK-SAME: tile_simt.tensormaps = [{arg = 10 : i64, map = {box = array<i64: 32, 64, 1>, dims = array<i64: 2, 1, 0>, elem_bytes = 4 : i64, swizzle = 128 : i64, tensor = 0 : i64}}]
// CHECK: tile_simt.alloc_shared : !tile_simt.smem<1x64x32xf32, #tile_simt.shared<vec = 4, perPhase = 1, maxPhase = 8, padding = 0, order = [1, 0]>>
// CHECK: tile_simt.write_slot %arg9
// CHECK: tile_simt.tma_store_tile
gpu.module @m {
gpu.func @batched(%p: !llvm.ptr<1>, %b: i32, %m: i32, %n: i32, %sb: i32, %sm: i32, %u: i32, %i: i32, %j: i32, %c: tensor<1x64x32xf32, #acc3>) kernel
    attributes {tileir.abi = [{access = "write", args = array<i64: 0, 1, 2, 3, 4, 5, 6>, kind = "tensor", rank = 3 : i64}]} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %cv = tile_simt.convert_layout %c : tensor<1x64x32xf32, #acc3> -> tensor<1x64x32xf32, #row3>
  tile_simt.store_tile %cv, %p[%c0, %i, %j] shape[%b, %m, %n] strides[%sb, %sm, %c1] {base_align = 16 : i64, stride_div = array<i64: 16, 16, 1>, weak} : tensor<1x64x32xf32, #row3>, !llvm.ptr<1>
  gpu.return
}
}

// -----

// A persistent bmm's epilogue: the conversion, the truncation, then a
// reshape that adds the batch dim. The truncation is made again on the
// accumulator (2-d), the reshape left out (the slot is row-major either
// way), and the copy goes to the 3-d tile at the store's offsets. A
// conversion that transposes is left alone (the slot would hold the
// elements in another order).
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
#row = #tile_simt.blocked<sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]>
#row3 = #tile_simt.blocked<sizePerThread = [1, 1, 4], threadsPerWarp = [1, 4, 8], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]>
// CHECK-LABEL: gpu.func @reshaped
// CHECK: %[[T:.*]] = arith.truncf %arg9 : tensor<64x32xf32, #{{.*}}> to tensor<64x32xf16, #
// CHECK-NOT: tile_simt.reshape
// CHECK: tile_simt.write_slot %[[T]], %{{.*}} : tensor<64x32xf16, #{{.*}}>, !tile_simt.smem<1x64x32xf16, #tile_simt.shared<vec = 8, perPhase = 2, maxPhase = 4, padding = 0, order = [1, 0]>>
// CHECK: tile_simt.tma_store_tile %{{.*}} to %{{.*}}[%c0_i32, %arg7, %arg8]
// CHECK-LABEL: gpu.func @transposed
// CHECK: tile_simt.convert_layout
// CHECK: tile_simt.store_tile
gpu.module @m {
gpu.func @reshaped(%p: !llvm.ptr<1>, %b: i32, %m: i32, %n: i32, %sb: i32, %sm: i32, %u: i32, %i: i32, %j: i32, %c: tensor<64x32xf32, #acc>) kernel
    attributes {tileir.abi = [{access = "write", args = array<i64: 0, 1, 2, 3, 4, 5, 6>, kind = "tensor", rank = 3 : i64}]} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %cv = tile_simt.convert_layout %c : tensor<64x32xf32, #acc> -> tensor<64x32xf32, #row>
  %h = arith.truncf %cv : tensor<64x32xf32, #row> to tensor<64x32xf16, #row>
  %h3 = tile_simt.reshape %h : tensor<64x32xf16, #row> -> tensor<1x64x32xf16, #row3>
  tile_simt.store_tile %h3, %p[%c0, %i, %j] shape[%b, %m, %n] strides[%sb, %sm, %c1] {base_align = 16 : i64, stride_div = array<i64: 16, 16, 1>, weak} : tensor<1x64x32xf16, #row3>, !llvm.ptr<1>
  gpu.return
}
gpu.func @transposed(%p: !llvm.ptr<1>, %m: i32, %n: i32, %sm: i32, %u: i32, %i: i32, %j: i32, %c: tensor<64x32xf32, #acc>) kernel
    attributes {tileir.abi = [{access = "write", args = array<i64: 0, 1, 2, 3, 4>, kind = "tensor", rank = 2 : i64}]} {
  %c1 = arith.constant 1 : i32
  %t = tile_simt.convert_layout %c {permutation = array<i32: 1, 0>} : tensor<64x32xf32, #acc> -> tensor<32x64xf32, #row>
  tile_simt.store_tile %t, %p[%i, %j] shape[%m, %n] strides[%sm, %c1] {base_align = 16 : i64, stride_div = array<i64: 16, 1>, weak} : tensor<32x64xf32, #row>, !llvm.ptr<1>
  gpu.return
}
}

// -----

// Left alone, each for one reason: a store that is not weak (its ordering
// would be lost), one whose hint says allow_tma = false, a tensor the
// kernel also reads (the copy's writes land out of order with that read),
// a widening after the conversion (the slot would outgrow the conversion's
// scratch), and a stored tile that is no conversion's.
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [8, 1], order = [1, 0]>
#row = #tile_simt.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [8, 1], order = [1, 0]>
// CHECK-LABEL: gpu.func @ordered
// CHECK-NOT: tile_simt.tensormaps
// CHECK: tile_simt.store_tile
// CHECK-LABEL: gpu.func @no_tma
// CHECK-NOT: tile_simt.tensormaps
// CHECK: tile_simt.store_tile
// CHECK-LABEL: gpu.func @also_read
// CHECK-NOT: tile_simt.tensormaps
// CHECK: tile_simt.store_tile
// CHECK-LABEL: gpu.func @widened
// CHECK-NOT: tile_simt.tensormaps
// CHECK: tile_simt.store_tile
// CHECK-LABEL: gpu.func @no_conversion
// CHECK-NOT: tile_simt.tensormaps
// CHECK: tile_simt.store_tile
// CHECK-NOT: tma_store_tile
gpu.module @m {
gpu.func @ordered(%pc: !llvm.ptr<1>, %m: i32, %n: i32, %sc: i32, %uc: i32, %row: i32, %col: i32, %c: tensor<128x128xf32, #acc>) kernel
    attributes {tileir.abi = [{access = "write", args = array<i64: 0, 1, 2, 3, 4>, kind = "tensor", rank = 2 : i64}]} {
  %c1 = arith.constant 1 : i32
  %a = tile_simt.convert_layout %c : tensor<128x128xf32, #acc> -> tensor<128x128xf32, #row>
  tile_simt.store_tile %a, %pc[%row, %col] shape[%m, %n] strides[%sc, %c1] {base_align = 16 : i64, stride_div = array<i64: 16, 1>} : tensor<128x128xf32, #row>, !llvm.ptr<1>
  gpu.return
}
gpu.func @no_tma(%pc: !llvm.ptr<1>, %m: i32, %n: i32, %sc: i32, %uc: i32, %row: i32, %col: i32, %c: tensor<128x128xf32, #acc>) kernel
    attributes {tileir.abi = [{access = "write", args = array<i64: 0, 1, 2, 3, 4>, kind = "tensor", rank = 2 : i64}]} {
  %c1 = arith.constant 1 : i32
  %b = tile_simt.convert_layout %c : tensor<128x128xf32, #acc> -> tensor<128x128xf32, #row>
  tile_simt.store_tile %b, %pc[%row, %col] shape[%m, %n] strides[%sc, %c1] {allow_tma = false, base_align = 16 : i64, stride_div = array<i64: 16, 1>, weak} : tensor<128x128xf32, #row>, !llvm.ptr<1>
  gpu.return
}
gpu.func @also_read(%pc: !llvm.ptr<1>, %m: i32, %n: i32, %sc: i32, %uc: i32, %row: i32, %col: i32, %c: tensor<128x128xf32, #acc>) kernel
    attributes {tileir.abi = [{access = "readwrite", args = array<i64: 0, 1, 2, 3, 4>, kind = "tensor", rank = 2 : i64}]} {
  %c1 = arith.constant 1 : i32
  %x = tile_simt.load_tile %pc[%row, %col] shape[%m, %n] strides[%sc, %c1] {base_align = 16 : i64, stride_div = array<i64: 16, 1>} : !llvm.ptr<1> -> tensor<128x128xf32, #acc>
  %s = arith.addf %x, %c : tensor<128x128xf32, #acc>
  %y = tile_simt.convert_layout %s : tensor<128x128xf32, #acc> -> tensor<128x128xf32, #row>
  tile_simt.store_tile %y, %pc[%row, %col] shape[%m, %n] strides[%sc, %c1] {base_align = 16 : i64, stride_div = array<i64: 16, 1>, weak} : tensor<128x128xf32, #row>, !llvm.ptr<1>
  gpu.return
}
gpu.func @widened(%pc: !llvm.ptr<1>, %m: i32, %n: i32, %sc: i32, %uc: i32, %row: i32, %col: i32, %h: tensor<128x128xf16, #acc>) kernel
    attributes {tileir.abi = [{access = "write", args = array<i64: 0, 1, 2, 3, 4>, kind = "tensor", rank = 2 : i64}]} {
  %c1 = arith.constant 1 : i32
  %hh = tile_simt.convert_layout %h : tensor<128x128xf16, #acc> -> tensor<128x128xf16, #row>
  %w = arith.extf %hh : tensor<128x128xf16, #row> to tensor<128x128xf32, #row>
  tile_simt.store_tile %w, %pc[%row, %col] shape[%m, %n] strides[%sc, %c1] {base_align = 16 : i64, stride_div = array<i64: 16, 1>, weak} : tensor<128x128xf32, #row>, !llvm.ptr<1>
  gpu.return
}
gpu.func @no_conversion(%pc: !llvm.ptr<1>, %m: i32, %n: i32, %sc: i32, %uc: i32, %row: i32, %col: i32, %c: tensor<128x128xf32, #acc>) kernel
    attributes {tileir.abi = [{access = "write", args = array<i64: 0, 1, 2, 3, 4>, kind = "tensor", rank = 2 : i64}]} {
  %c1 = arith.constant 1 : i32
  tile_simt.store_tile %c, %pc[%row, %col] shape[%m, %n] strides[%sc, %c1] {base_align = 16 : i64, stride_div = array<i64: 16, 1>, weak} : tensor<128x128xf32, #acc>, !llvm.ptr<1>
  gpu.return
}
}
