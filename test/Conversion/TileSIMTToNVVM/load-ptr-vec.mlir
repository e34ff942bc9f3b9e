// RUN: tile-opt %s --pass-pipeline='builtin.module(gpu.module(convert-tile-simt-to-nvvm))' | FileCheck %s

// A gather that promises `vec = 8` in a layout giving each thread 8
// consecutive elements along the innermost dim (two repetitions along the
// rows: registers 0-7 and 8-15) loads each group of 8 bf16 with one 16-byte
// access through the group's first address, guarded by the group's first
// mask bit; masked-off groups give their `other` values.
#l = #tile_simt.blocked<sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]>
// CHECK-LABEL: gpu.func @groups
// CHECK: %[[A0:.*]] = vector.extract %{{.*}}[0] : i64 from vector<16xi64>
// CHECK: %[[A8:.*]] = vector.extract %{{.*}}[8] : i64 from vector<16xi64>
// CHECK: %[[M0:.*]] = vector.extract %{{.*}}[0] : i1 from vector<16xi1>
// CHECK: %[[M8:.*]] = vector.extract %{{.*}}[8] : i1 from vector<16xi1>
// CHECK: %[[G0:.*]] = scf.if %[[M0]] -> (vector<8xbf16>) {
// CHECK:   %[[P0:.*]] = llvm.inttoptr %[[A0]] : i64 to !llvm.ptr<1>
// CHECK:   llvm.load %[[P0]] {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
// CHECK: } else {
// CHECK: scf.if %[[M8]] -> (vector<8xbf16>) {
// CHECK:   %[[P8:.*]] = llvm.inttoptr %[[A8]] : i64 to !llvm.ptr<1>
// CHECK:   llvm.load %[[P8]] {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xbf16>
// CHECK-NOT: llvm.load
// CHECK: vector.from_elements {{.*}} : vector<16xbf16>
// A layout with 2 consecutive elements per thread moves pairs (4 bytes).
// CHECK-LABEL: gpu.func @pairs
// CHECK: llvm.load %{{.*}} {alignment = 4 : i64} : !llvm.ptr<1> -> vector<2xbf16>
// CHECK-NOT: llvm.load
// A scatter that promises `vec`: each group of 8 is one 16-byte store of
// the group's values, guarded by its first mask bit.
// CHECK-LABEL: gpu.func @scatter
// CHECK: %[[SM0:.*]] = vector.extract %{{.*}}[0] : i1 from vector<16xi1>
// CHECK: scf.if %[[SM0]] {
// CHECK: %[[SV:.*]] = vector.from_elements {{.*}} : vector<8xbf16>
// CHECK: llvm.store %[[SV]], %{{.*}} {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<1>
// CHECK: scf.if
// CHECK: llvm.store %{{.*}}, %{{.*}} {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr<1>
// CHECK-NOT: llvm.store
// Without `vec` each element is its own access.
// CHECK-LABEL: gpu.func @none
// CHECK-COUNT-2: llvm.load %{{.*}} {alignment = 2 : i64} : !llvm.ptr<1> -> bf16
#p = #tile_simt.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]>
gpu.module @m {
gpu.func @groups(%a: tensor<32x64xi64, #l>, %m: tensor<32x64xi1, #l>, %o: tensor<32x64xbf16, #l>) kernel {
  %v = tile_simt.load_ptr %a mask %m : tensor<32x64xi1, #l> other %o : tensor<32x64xbf16, #l> {vec = 8 : i64} : tensor<32x64xi64, #l> -> tensor<32x64xbf16, #l>
  gpu.return
}
gpu.func @pairs(%a: tensor<32x8xi64, #p>) kernel {
  %v = tile_simt.load_ptr %a {vec = 8 : i64} : tensor<32x8xi64, #p> -> tensor<32x8xbf16, #p>
  gpu.return
}
gpu.func @scatter(%a: tensor<32x64xi64, #l>, %m: tensor<32x64xi1, #l>, %v: tensor<32x64xbf16, #l>) kernel {
  tile_simt.store_ptr %a, %v mask %m : tensor<32x64xi1, #l> {vec = 8 : i64} : tensor<32x64xi64, #l>, tensor<32x64xbf16, #l>
  gpu.return
}
gpu.func @none(%a: tensor<32x8xi64, #p>) kernel {
  %v = tile_simt.load_ptr %a : tensor<32x8xi64, #p> -> tensor<32x8xbf16, #p>
  gpu.return
}
}
