// RUN: tile-opt %s --split-input-file --pass-pipeline='builtin.module(gpu.module(tile-attach-nvvm-target{chip=sm_89},convert-tile-simt-to-nvvm))' | FileCheck %s
// RUN: tile-opt %s --split-input-file --pass-pipeline='builtin.module(gpu.module(tile-attach-nvvm-target{chip=sm_120},convert-tile-simt-to-nvvm))' | FileCheck %s

// fp8 operands (their bytes, i8) on tensor cores: fragments loaded as i8
// ones (A one word, B four bytes of a column), one m16n8k32 per 16 x 8
// tile and k step through the NVVM intrinsic (the nvvm.mma.sync op has no
// dense fp8 form); formats per operand. Each instruction's sum starts from
// zero and is added to the accumulator in f32.
#a8 = #tile_simt.blocked<sizePerThread = [1, 16], threadsPerWarp = [16, 2], warpsPerCTA = [4, 1], order = [1, 0]>
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
// CHECK-LABEL: gpu.func @promoted
// CHECK-NOT: nvvm.mma.sync
// CHECK: llvm.load %{{.*}} {alignment = 4 : i64} : !llvm.ptr<3> -> i32
// CHECK: llvm.load %{{.*}} : !llvm.ptr<3> -> i8
// CHECK: %[[Z:.*]] = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK: %[[D:.*]] = llvm.call_intrinsic "llvm.nvvm.mma.m16n8k32.row.col.f32.e4m3.e5m2.f32"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[Z]], %[[Z]], %[[Z]], %[[Z]]) : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
// CHECK: %[[D0:.*]] = llvm.extractvalue %[[D]][0]
// CHECK: llvm.fadd %{{.*}}, %[[D0]] : f32
// CHECK-NOT: nvvm.mma.sync
gpu.module @m {
gpu.func @promoted(%x: tensor<64x32xi8, #a8>, %y: tensor<32x32xi8, #a8>, %c: tensor<64x32xf32, #acc>) kernel {
  %r = tile_simt.mma %x, %y, %c {lhs_fp8 = f8E4M3FN, rhs_fp8 = f8E5M2} : tensor<64x32xi8, #a8>, tensor<32x32xi8, #a8> -> tensor<64x32xf32, #acc>
  gpu.return
}
}

// -----

// fast_acc: the accumulator goes through the instruction itself.
#a8 = #tile_simt.blocked<sizePerThread = [1, 16], threadsPerWarp = [16, 2], warpsPerCTA = [4, 1], order = [1, 0]>
#acc = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
// CHECK-LABEL: gpu.func @fast_acc
// CHECK-NOT: llvm.fadd
// CHECK: llvm.call_intrinsic "llvm.nvvm.mma.m16n8k32.row.col.f32.e5m2.e5m2.f32"
// CHECK-NOT: llvm.fadd
// CHECK: gpu.return
gpu.module @m2 {
gpu.func @fast_acc(%x: tensor<64x32xi8, #a8>, %y: tensor<32x32xi8, #a8>, %c: tensor<64x32xf32, #acc>) kernel {
  %r = tile_simt.mma %x, %y, %c {fast_acc, lhs_fp8 = f8E5M2, rhs_fp8 = f8E5M2} : tensor<64x32xi8, #a8>, tensor<32x32xi8, #a8> -> tensor<64x32xf32, #acc>
  gpu.return
}
}
