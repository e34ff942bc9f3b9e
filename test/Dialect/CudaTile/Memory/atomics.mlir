// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt -mlir-print-op-generic %s | tile-opt | FileCheck %s

// atomic_rmw_tko and atomic_cas_tko on pointer tiles.
cuda_tile.module @m {
  // CHECK-LABEL: testing$func @rmw
  testing$func @rmw(%pf: tile<8xptr<f32>>, %vf: tile<8xf32>, %pi: tile<8xptr<i64>>, %vi: tile<8xi64>,
                    %ph: tile<8xptr<bf16>>, %vh: tile<8xbf16>, %m: tile<8xi1>) {
    // CHECK: atomic_rmw_tko relaxed device %{{.*}}, addf, %{{.*}} : tile<8xptr<f32>>, tile<8xf32> -> tile<8xf32>, token
    %a, %ta = atomic_rmw_tko relaxed device %pf, addf, %vf : tile<8xptr<f32>>, tile<8xf32> -> tile<8xf32>, token
    // CHECK: atomic_rmw_tko acq_rel sys %{{.*}}, umax, %{{.*}}, %{{.*}} token=%{{.*}} : tile<8xptr<i64>>, tile<8xi64>, tile<8xi1> -> tile<8xi64>, token
    %b, %tb = atomic_rmw_tko acq_rel sys %pi, umax, %vi, %m token = %ta : tile<8xptr<i64>>, tile<8xi64>, tile<8xi1> -> tile<8xi64>, token
    // CHECK: atomic_rmw_tko acquire tl_blk %{{.*}}, xchg, %{{.*}} : tile<8xptr<f32>>
    %c, %tc = atomic_rmw_tko acquire tl_blk %pf, xchg, %vf : tile<8xptr<f32>>, tile<8xf32> -> tile<8xf32>, token
    // CHECK: atomic_rmw_tko release device %{{.*}}, addf, %{{.*}} : tile<8xptr<bf16>>
    %d, %td = atomic_rmw_tko release device %ph, addf, %vh : tile<8xptr<bf16>>, tile<8xbf16> -> tile<8xbf16>, token
    // CHECK: atomic_rmw_tko relaxed device %{{.*}}, and, %{{.*}}
    %e, %te = atomic_rmw_tko relaxed device %pi, and, %vi : tile<8xptr<i64>>, tile<8xi64> -> tile<8xi64>, token
    // CHECK: atomic_rmw_tko relaxed device %{{.*}}, or, %{{.*}}
    %f, %tf = atomic_rmw_tko relaxed device %pi, or, %vi : tile<8xptr<i64>>, tile<8xi64> -> tile<8xi64>, token
    // CHECK: atomic_rmw_tko relaxed device %{{.*}}, xor, %{{.*}}
    %g, %tg = atomic_rmw_tko relaxed device %pi, xor, %vi : tile<8xptr<i64>>, tile<8xi64> -> tile<8xi64>, token
  }

  // CHECK-LABEL: testing$func @cas
  testing$func @cas(%p: tile<8xptr<i32>>, %cmp: tile<8xi32>, %val: tile<8xi32>, %m: tile<8xi1>) {
    // CHECK: %[[T:.*]] = make_token : token
    %t = make_token : token
    // CHECK: atomic_cas_tko relaxed device %{{.*}}, %{{.*}}, %{{.*}} : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
    %a, %ta = atomic_cas_tko relaxed device %p, %cmp, %val : tile<8xptr<i32>>, tile<8xi32> -> tile<8xi32>, token
    // CHECK: atomic_cas_tko acq_rel sys %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} token=%[[T]] : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> tile<8xi32>, token
    %b, %tb = atomic_cas_tko acq_rel sys %p, %cmp, %val, %m token=%t : tile<8xptr<i32>>, tile<8xi32>, tile<8xi1> -> tile<8xi32>, token
  }

  // CHECK-LABEL: testing$func @cas_f64
  testing$func @cas_f64(%p: tile<ptr<f64>>, %cmp: tile<f64>, %val: tile<f64>) {
    // CHECK: atomic_cas_tko relaxed device %{{.*}}, %{{.*}}, %{{.*}} : tile<ptr<f64>>, tile<f64> -> tile<f64>, token
    %a, %ta = atomic_cas_tko relaxed device %p, %cmp, %val : tile<ptr<f64>>, tile<f64> -> tile<f64>, token
  }
}
