// RUN: tile-opt %s -convert-tile-to-simt | FileCheck %s

// A tile of pointers is a tensor of i64 addresses: a rank-0 pointer spread
// over a tile is its address in every element, and `offset` adds the
// sign-extended offset times the pointee size.
// CHECK-LABEL: gpu.func @offsets
// CHECK-SAME: (%[[P:.*]]: !llvm.ptr<1>, %[[Q:.*]]: !llvm.ptr<1>)
// CHECK: %[[A:.*]] = llvm.ptrtoint %[[P]] : !llvm.ptr<1> to i64
// CHECK: %[[S:.*]] = tile_simt.splat %[[A]] : i64 -> tensor<1xi64, #tile_simt.blocked
// CHECK: tile_simt.broadcast %[[S]] : tensor<1xi64, {{.*}}> -> tensor<128xi64
// The offset's layout wins; the uniform base is splat again in it.
// CHECK: %[[B:.*]] = tile_simt.splat %[[A]] : i64 -> tensor<128xi64, #[[L:.*]]>
// CHECK: %[[X:.*]] = arith.extsi %{{.*}} : tensor<128xi32, #[[L]]> to tensor<128xi64, #[[L]]>
// CHECK: %[[F:.*]] = arith.constant dense<4> : tensor<128xi64
// CHECK: %[[M:.*]] = arith.muli %[[X]], %[[F]] : tensor<128xi64
// CHECK: arith.addi %[[B]], %[[M]] : tensor<128xi64
// f64 pointees scale by 8; i64 offsets are not extended again.
// CHECK: llvm.ptrtoint %[[Q]]
// CHECK-NOT: arith.extsi
// CHECK: arith.constant dense<8> : tensor<128xi64
// Rank-0 pointers keep their GEP.
// CHECK: llvm.getelementptr %[[P]][%{{.*}}] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
// CHECK: gpu.return
cuda_tile.module @m {
  entry @offsets(%p: tile<ptr<f32>>, %q: tile<ptr<f64>>) {
    %i = iota : tile<128xi32>
    %r = reshape %p : tile<ptr<f32>> -> tile<1xptr<f32>>
    %b = broadcast %r : tile<1xptr<f32>> -> tile<128xptr<f32>>
    %o = offset %b, %i : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>
    %i64 = exti %i signed : tile<128xi32> -> tile<128xi64>
    %rq = reshape %q : tile<ptr<f64>> -> tile<1xptr<f64>>
    %bq = broadcast %rq : tile<1xptr<f64>> -> tile<128xptr<f64>>
    %oq = offset %bq, %i64 : tile<128xptr<f64>>, tile<128xi64> -> tile<128xptr<f64>>
    %c = constant <i32: 3> : tile<i32>
    %s = offset %p, %c : tile<ptr<f32>>, tile<i32> -> tile<ptr<f32>>
    return
  }
}
