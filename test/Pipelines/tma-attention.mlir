// REQUIRES: ptxas
// The attention benchmark kernel (python/bench/kernels, 128 x 64 tiles,
// D = 128 known to the kernel as a constant: its .spec form) with tma=1 on
// sm_90a: both products of its loop (S = Q K^T, O += P V) read K and V
// from rings the tensor memory accelerator fills, K as its [N][K] rows
// (tensor 1) and V (tensor 2); each descriptor records the head dim the
// kernel was specialized on as a known extent (128, innermost first; -1
// where the launcher reads the tensor's own), a box of 64 x 64 x 1 in the
// 128-byte swizzle. Two loops (unmasked trips, then masked ones) each copy
// two tiles ahead and one per trip: 2 x 3 x (2 rings x 2 blocks) = 24
// copies. ptxas accepts the result.
// RUN: tile-opt %S/../../python/bench/kernels/attention_fwd_d128.spec.mlir --tile-to-ptx="chip=sm_90a tma=1" --tile-emit-ptx="output=%t.ptx manifest=%t.json" -o /dev/null
// RUN: FileCheck %s --input-file=%t.ptx
// RUN: FileCheck %s --input-file=%t.json --check-prefix=MANIFEST
// RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin

// CHECK-LABEL: .visible .entry attention_fwd_d128
// CHECK: .param .align 64 .b8 {{.*}}_param_29[128],
// CHECK: .param .align 64 .b8 {{.*}}_param_30[128]
// CHECK-COUNT-24: cp.async.bulk.tensor.3d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// CHECK-NOT: cp.async.bulk.tensor
// CHECK-NOT: cp.async.cg
// MANIFEST: "entry_arg": 29,
// MANIFEST: "box": [
// MANIFEST-NEXT: 64,
// MANIFEST-NEXT: 64,
// MANIFEST-NEXT: 1
// MANIFEST: "extents": [
// MANIFEST-NEXT: 128,
// MANIFEST-NEXT: -1,
// MANIFEST-NEXT: -1
// MANIFEST: "tensor": 1
// MANIFEST: "entry_arg": 30,
// MANIFEST: "extents": [
// MANIFEST-NEXT: 128,
// MANIFEST: "tensor": 2
