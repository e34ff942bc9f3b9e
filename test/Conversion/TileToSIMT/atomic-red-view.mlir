// RUN: tile-opt %s -convert-tile-to-simt | FileCheck %s
// RUN: tile-opt %s -convert-tile-to-simt | tile-opt --pass-pipeline='builtin.module(gpu.module(convert-tile-simt-to-nvvm))' | FileCheck %s --check-prefix=NVVM

// A view reduction places the tile as store_view would (offsets are index
// times tile size, extents and strides in tile-dim order) and combines each
// element atomically; relaxed, scope kept.
// CHECK-LABEL: gpu.func @red
// CHECK: %[[T:.*]] = tile_simt.load_tile
// CHECK: %[[O0:.*]] = arith.muli %{{.*}}, %c64_i32
// CHECK: %[[O1:.*]] = arith.muli %{{.*}}, %c64_i32
// CHECK: tile_simt.atomic_red_tile fadd monotonic syncscope("device") %[[T]], %{{.*}}[%[[O0]], %[[O1]]] shape[%{{.*}}, %{{.*}}] strides[%{{.*}}, %{{.*}}] : tensor<64x64xf32
// CHECK: tile_simt.atomic_red_tile add monotonic syncscope("block")
// CHECK: tile_simt.atomic_red_tile umax monotonic syncscope("device") %{{.*}} :

// Per register: bounds checked in i64, one relaxed atom (no old values
// kept: NVPTX may use red).
// NVVM-LABEL: gpu.func @red
// NVVM: arith.cmpi ult, %{{.*}}, %{{.*}} : i64
// NVVM: llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
// NVVM: scf.if
// NVVM: llvm.atomicrmw fadd %{{.*}}, %{{.*}} syncscope("device") monotonic {alignment = 4 : i64} : !llvm.ptr<1>, f32
// NVVM: llvm.atomicrmw add %{{.*}}, %{{.*}} syncscope("block") monotonic
// NVVM: llvm.atomicrmw umax %{{.*}}, %{{.*}} syncscope("device") monotonic
cuda_tile.module @m {
  entry @red(%p: tile<ptr<f32>>, %q: tile<ptr<i32>>, %i: tile<i32>, %j: tile<i32>) {
    %tv = make_tensor_view %p, shape = [8192, 128], strides = [128, 1] : tensor_view<8192x128xf32, strides=[128,1]>
    %pv = make_partition_view %tv : partition_view<tile=(64x64), tensor_view<8192x128xf32, strides=[128,1]>>
    %v, %t = load_view_tko weak %pv[%i, %j] : partition_view<tile=(64x64), tensor_view<8192x128xf32, strides=[128,1]>>, tile<i32> -> tile<64x64xf32>, token
    %t0 = atomic_red_view_tko relaxed device %pv[%i, %j], addf, %v : tile<64x64xf32>, partition_view<tile=(64x64), tensor_view<8192x128xf32, strides=[128,1]>>, tile<i32> -> token
    %tq = make_tensor_view %q, shape = [4096], strides = [1] : tensor_view<4096xi32, strides=[1]>
    %pq = make_partition_view %tq : partition_view<tile=(1024), tensor_view<4096xi32, strides=[1]>>
    %w = iota : tile<1024xi32>
    %t1 = atomic_red_view_tko relaxed tl_blk %pq[%i], add, %w : tile<1024xi32>, partition_view<tile=(1024), tensor_view<4096xi32, strides=[1]>>, tile<i32> -> token
    %t2 = atomic_red_view_tko relaxed device %pq[%i], umax, %w : tile<1024xi32>, partition_view<tile=(1024), tensor_view<4096xi32, strides=[1]>>, tile<i32> -> token
    return
  }
}
