// RUN: tile-opt %s --pass-pipeline='builtin.module(gpu.module(convert-tile-simt-to-nvvm))' | FileCheck %s

#b = #tile_simt.blocked<sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]>

// Each register is one access through its own address; a masked register
// is guarded by an scf.if so a false lane never touches memory, and loads
// of masked-off lanes give `other`.
// CHECK-LABEL: gpu.func @gather
// CHECK: %[[A0:.*]] = vector.extract %[[AV:.*]][0] : i64 from vector<2xi64>
// CHECK: %[[M0:.*]] = vector.extract %{{.*}}[0] : i1 from vector<2xi1>
// CHECK: %[[O0:.*]] = vector.extract %{{.*}}[0] : f32 from vector<2xf32>
// CHECK: %[[R0:.*]] = scf.if %[[M0]] -> (f32) {
// CHECK:   %[[P0:.*]] = llvm.inttoptr %[[A0]] : i64 to !llvm.ptr<1>
// CHECK:   %[[L0:.*]] = llvm.load %[[P0]] {alignment = 4 : i64} : !llvm.ptr<1> -> f32
// CHECK:   scf.yield %[[L0]] : f32
// CHECK: } else {
// CHECK:   scf.yield %[[O0]] : f32
// CHECK: %[[R1:.*]] = scf.if
// CHECK: vector.from_elements %[[R0]], %[[R1]] : vector<2xf32>
// CHECK-LABEL: gpu.func @scatter
// CHECK: scf.if %{{.*}} {
// CHECK:   llvm.store %{{.*}}, %{{.*}} {alignment = 4 : i64} : f32, !llvm.ptr<1>
// CHECK: scf.if
// CHECK: llvm.store
// No mask: no guard; orderings and scopes reach the LLVM access.
// CHECK-LABEL: gpu.func @ordered
// CHECK-NOT: scf.if
// CHECK: llvm.load %{{.*}} atomic syncscope("device") acquire {alignment = 4 : i64} : !llvm.ptr<1> -> f32
// CHECK: llvm.store %{{.*}}, %{{.*}} atomic release {alignment = 4 : i64} : f32, !llvm.ptr<1>
// i1 lives in memory as a byte; loads normalise it to 0/1.
// CHECK-LABEL: gpu.func @bools
// CHECK: %[[B:.*]] = llvm.load %{{.*}} {alignment = 1 : i64} : !llvm.ptr<1> -> i8
// CHECK: arith.cmpi ne, %[[B]], %{{.*}} : i8
// CHECK: arith.extui %{{.*}} : i1 to i8
// CHECK: llvm.store %{{.*}}, %{{.*}} {alignment = 1 : i64} : i8, !llvm.ptr<1>
// A scalar pointer is accessed as is.
// CHECK-LABEL: gpu.func @scalar
// CHECK: scf.if %{{.*}} -> (f32)
// CHECK: llvm.load %{{.*}} {alignment = 4 : i64} : !llvm.ptr<1> -> f32
gpu.module @m {
gpu.func @gather(%a: tensor<256xi64, #b>, %m: tensor<256xi1, #b>, %o: tensor<256xf32, #b>, %p: !llvm.ptr<1>) kernel {
  %v = tile_simt.load_ptr %a mask %m : tensor<256xi1, #b> other %o : tensor<256xf32, #b> : tensor<256xi64, #b> -> tensor<256xf32, #b>
  gpu.return
}
gpu.func @scatter(%a: tensor<256xi64, #b>, %m: tensor<256xi1, #b>, %v: tensor<256xf32, #b>) kernel {
  tile_simt.store_ptr %a, %v mask %m : tensor<256xi1, #b> : tensor<256xi64, #b>, tensor<256xf32, #b>
  gpu.return
}
gpu.func @ordered(%a: tensor<256xi64, #b>, %v: tensor<256xf32, #b>) kernel {
  %w = tile_simt.load_ptr atomic acquire syncscope("device") %a : tensor<256xi64, #b> -> tensor<256xf32, #b>
  tile_simt.store_ptr atomic release %a, %w : tensor<256xi64, #b>, tensor<256xf32, #b>
  gpu.return
}
gpu.func @bools(%a: tensor<256xi64, #b>) kernel {
  %w = tile_simt.load_ptr %a : tensor<256xi64, #b> -> tensor<256xi1, #b>
  tile_simt.store_ptr %a, %w : tensor<256xi64, #b>, tensor<256xi1, #b>
  gpu.return
}
gpu.func @scalar(%p: !llvm.ptr<1>, %m: i1, %o: f32) kernel {
  %v = tile_simt.load_ptr %p mask %m : i1 other %o : f32 : !llvm.ptr<1> -> f32
  gpu.return
}
}
