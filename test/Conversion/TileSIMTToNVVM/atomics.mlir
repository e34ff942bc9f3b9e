// RUN: tile-opt %s --pass-pipeline='builtin.module(gpu.module(convert-tile-simt-to-nvvm))' | FileCheck %s

#b = #tile_simt.blocked<sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>

// One atomic per register; a masked register is skipped (its old value
// reads as zero). Relaxed block/device atomics stay llvm.atomicrmw (NVPTX
// writes them as relaxed .gpu atoms); other orderings and the system scope
// are PTX with their own .sem and .scope, floats passed as their bits.
// CHECK-LABEL: gpu.func @rmw
// CHECK: %[[Z:.*]] = arith.constant 0 : i32
// CHECK: scf.if %{{.*}} -> (i32) {
// CHECK:   %[[P:.*]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<1>
// CHECK:   %[[OLD:.*]] = llvm.atomicrmw add %[[P]], %{{.*}} syncscope("device") monotonic {alignment = 4 : i64} : !llvm.ptr<1>, i32
// CHECK:   scf.yield %[[OLD]] : i32
// CHECK: } else {
// CHECK:   scf.yield %[[Z]] : i32
// CHECK: llvm.atomicrmw add
// CHECK: llvm.atomicrmw _and %{{.*}}, %{{.*}} syncscope("block") monotonic
// CHECK: llvm.inline_asm has_side_effects "atom.acq_rel.cta.global.max.u32 $0, [$1], $2;", "=r,l,r,~{memory}" %{{.*}}, %{{.*}} : (!llvm.ptr<1>, i32) -> i32
// CHECK: %[[FI:.*]] = arith.bitcast %{{.*}} : f32 to i32
// CHECK: %[[FO:.*]] = llvm.inline_asm has_side_effects "atom.release.sys.global.add.f32 $0, [$1], $2;", "=r,l,r,~{memory}" %{{.*}}, %[[FI]] : (!llvm.ptr<1>, i32) -> i32
// CHECK: arith.bitcast %[[FO]] : i32 to f32
// CHECK: llvm.inline_asm has_side_effects "atom.acquire.gpu.global.exch.b32 $0, [$1], $2;"
// CHECK: llvm.inline_asm has_side_effects "atom.relaxed.sys.global.min.s64 $0, [$1], $2;", "=l,l,l,~{memory}"
// Float exchange through LLVM goes as the integer of the same width.
// CHECK: %[[XI:.*]] = arith.bitcast %{{.*}} : f32 to i32
// CHECK: %[[XO:.*]] = llvm.atomicrmw xchg %{{.*}}, %[[XI]] syncscope("device") monotonic {{.*}} : !llvm.ptr<1>, i32
// CHECK: arith.bitcast %[[XO]] : i32 to f32
// CHECK: llvm.atomicrmw fadd %{{.*}}, %{{.*}} syncscope("block") monotonic {alignment = 4 : i64} : !llvm.ptr<1>, f32
// CHECK-LABEL: gpu.func @cas
// CHECK: arith.bitcast %{{.*}} : f32 to i32
// CHECK: arith.bitcast %{{.*}} : f32 to i32
// CHECK: %[[PAIR:.*]] = llvm.cmpxchg %{{.*}}, %{{.*}}, %{{.*}} syncscope("block") acq_rel acquire {alignment = 4 : i64} : !llvm.ptr<1>, i32
// CHECK: %[[O:.*]] = llvm.extractvalue %[[PAIR]][0] : !llvm.struct<(i32, i1)>
// CHECK: arith.bitcast %[[O]] : i32 to f32
// CHECK: llvm.cmpxchg %{{.*}} monotonic monotonic {alignment = 8 : i64} : !llvm.ptr<1>, i64
gpu.module @m {
gpu.func @rmw(%a: tensor<256xi64, #b>, %m: tensor<256xi1, #b>, %v: tensor<256xi32, #b>, %f: tensor<256xf32, #b>, %w: tensor<256xi64, #b>) kernel {
  %0 = tile_simt.atomic_rmw add monotonic syncscope("device") %a, %v mask %m : tensor<256xi1, #b> : tensor<256xi64, #b>, tensor<256xi32, #b>
  %1 = tile_simt.atomic_rmw _and monotonic syncscope("block") %a, %v : tensor<256xi64, #b>, tensor<256xi32, #b>
  %2 = tile_simt.atomic_rmw umax acq_rel syncscope("block") %a, %v : tensor<256xi64, #b>, tensor<256xi32, #b>
  %3 = tile_simt.atomic_rmw fadd release %a, %f : tensor<256xi64, #b>, tensor<256xf32, #b>
  %4 = tile_simt.atomic_rmw xchg acquire syncscope("device") %a, %f : tensor<256xi64, #b>, tensor<256xf32, #b>
  %5 = tile_simt.atomic_rmw min monotonic %a, %w : tensor<256xi64, #b>, tensor<256xi64, #b>
  %6 = tile_simt.atomic_rmw xchg monotonic syncscope("device") %a, %f : tensor<256xi64, #b>, tensor<256xf32, #b>
  %7 = tile_simt.atomic_rmw fadd monotonic syncscope("block") %a, %f : tensor<256xi64, #b>, tensor<256xf32, #b>
  gpu.return
}
gpu.func @cas(%a: tensor<256xi64, #b>, %f: tensor<256xf32, #b>, %p: !llvm.ptr<1>, %x: i64) kernel {
  %0 = tile_simt.atomic_cas acq_rel acquire syncscope("block") %a, %f, %f : tensor<256xi64, #b>, tensor<256xf32, #b>
  %1 = tile_simt.atomic_cas monotonic monotonic %p, %x, %x : !llvm.ptr<1>, i64
  gpu.return
}
}
