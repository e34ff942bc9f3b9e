// RUN: tile-opt %s -convert-tile-to-simt | FileCheck %s

// Every atomic mode maps to its LLVM atomicrmw operation; orderings map to
// monotonic/acquire/release/acq_rel and scopes to syncscope "block",
// "device" or none (system).
// CHECK-LABEL: gpu.func @rmw
// CHECK: tile_simt.atomic_rmw add monotonic syncscope("device") %[[A:.*]], %{{.*}} mask %{{.*}} : tensor<128xi1, {{.*}}> : tensor<128xi64
// CHECK: tile_simt.atomic_rmw _and acquire syncscope("block") %[[A]], %{{.*}} :
// CHECK: tile_simt.atomic_rmw _or release %[[A]], %{{.*}} :
// CHECK: tile_simt.atomic_rmw _xor acq_rel syncscope("device") %[[A]]
// CHECK: tile_simt.atomic_rmw max monotonic
// CHECK: tile_simt.atomic_rmw min monotonic
// CHECK: tile_simt.atomic_rmw umax monotonic
// CHECK: tile_simt.atomic_rmw umin monotonic
// CHECK: tile_simt.atomic_rmw xchg monotonic
// CHECK: tile_simt.atomic_rmw fadd monotonic syncscope("device") %{{.*}}, %{{.*}} : tensor<128xi64, {{.*}}>, tensor<128xf32
// CHECK: tile_simt.atomic_rmw xchg monotonic syncscope("device") %{{.*}}, %{{.*}} : tensor<128xi64, {{.*}}>, tensor<128xf32
// CHECK-LABEL: gpu.func @cas
// A failed compare only reads: release becomes monotonic, acq_rel acquire.
// CHECK: tile_simt.atomic_cas release monotonic syncscope("device") %{{.*}}, %{{.*}}, %{{.*}} mask %{{.*}} : tensor<128xi1, {{.*}}> : tensor<128xi64
// CHECK: tile_simt.atomic_cas acq_rel acquire %{{.*}} : tensor<128xi64, {{.*}}>, tensor<128xf32
// Rank-0 pointers: one atomic on the scalar.
// CHECK: tile_simt.atomic_cas monotonic monotonic syncscope("block") %{{.*}} : !llvm.ptr<1>, i64
cuda_tile.module @m {
  entry @rmw(%p: tile<ptr<i32>>, %f: tile<ptr<f32>>) {
    %i = iota : tile<128xi32>
    %r = reshape %p : tile<ptr<i32>> -> tile<1xptr<i32>>
    %b = broadcast %r : tile<1xptr<i32>> -> tile<128xptr<i32>>
    %o = offset %b, %i : tile<128xptr<i32>>, tile<128xi32> -> tile<128xptr<i32>>
    %c0 = constant <i32: 0> : tile<128xi32>
    %m = cmpi greater_than %i, %c0, signed : tile<128xi32> -> tile<128xi1>
    %a0, %t0 = atomic_rmw_tko relaxed device %o, add, %i, %m : tile<128xptr<i32>>, tile<128xi32>, tile<128xi1> -> tile<128xi32>, token
    %a1, %t1 = atomic_rmw_tko acquire tl_blk %o, and, %i : tile<128xptr<i32>>, tile<128xi32> -> tile<128xi32>, token
    %a2, %t2 = atomic_rmw_tko release sys %o, or, %i : tile<128xptr<i32>>, tile<128xi32> -> tile<128xi32>, token
    %a3, %t3 = atomic_rmw_tko acq_rel device %o, xor, %i : tile<128xptr<i32>>, tile<128xi32> -> tile<128xi32>, token
    %a4, %t4 = atomic_rmw_tko relaxed device %o, max, %i : tile<128xptr<i32>>, tile<128xi32> -> tile<128xi32>, token
    %a5, %t5 = atomic_rmw_tko relaxed device %o, min, %i : tile<128xptr<i32>>, tile<128xi32> -> tile<128xi32>, token
    %a6, %t6 = atomic_rmw_tko relaxed device %o, umax, %i : tile<128xptr<i32>>, tile<128xi32> -> tile<128xi32>, token
    %a7, %t7 = atomic_rmw_tko relaxed device %o, umin, %i : tile<128xptr<i32>>, tile<128xi32> -> tile<128xi32>, token
    %a8, %t8 = atomic_rmw_tko relaxed device %o, xchg, %i : tile<128xptr<i32>>, tile<128xi32> -> tile<128xi32>, token
    %rf = reshape %f : tile<ptr<f32>> -> tile<1xptr<f32>>
    %bf = broadcast %rf : tile<1xptr<f32>> -> tile<128xptr<f32>>
    %of = offset %bf, %i : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>
    %vf = itof %i signed : tile<128xi32> -> tile<128xf32>
    %a9, %t9 = atomic_rmw_tko relaxed device %of, addf, %vf : tile<128xptr<f32>>, tile<128xf32> -> tile<128xf32>, token
    %a10, %t10 = atomic_rmw_tko relaxed device %of, xchg, %vf : tile<128xptr<f32>>, tile<128xf32> -> tile<128xf32>, token
    return
  }
  entry @cas(%p: tile<ptr<i32>>, %f: tile<ptr<f32>>, %q: tile<ptr<i64>>, %x: tile<i64>) {
    %i = iota : tile<128xi32>
    %r = reshape %p : tile<ptr<i32>> -> tile<1xptr<i32>>
    %b = broadcast %r : tile<1xptr<i32>> -> tile<128xptr<i32>>
    %o = offset %b, %i : tile<128xptr<i32>>, tile<128xi32> -> tile<128xptr<i32>>
    %c0 = constant <i32: 0> : tile<128xi32>
    %m = cmpi greater_than %i, %c0, signed : tile<128xi32> -> tile<128xi1>
    %a0, %t0 = atomic_cas_tko release device %o, %c0, %i, %m : tile<128xptr<i32>>, tile<128xi32>, tile<128xi1> -> tile<128xi32>, token
    %rf = reshape %f : tile<ptr<f32>> -> tile<1xptr<f32>>
    %bf = broadcast %rf : tile<1xptr<f32>> -> tile<128xptr<f32>>
    %of = offset %bf, %i : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>
    %vf = itof %i signed : tile<128xi32> -> tile<128xf32>
    %a1, %t1 = atomic_cas_tko acq_rel sys %of, %vf, %vf : tile<128xptr<f32>>, tile<128xf32> -> tile<128xf32>, token
    %a2, %t2 = atomic_cas_tko relaxed tl_blk %q, %x, %x : tile<ptr<i64>>, tile<i64> -> tile<i64>, token
    return
  }
}
