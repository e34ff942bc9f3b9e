// REQUIRES: ptxas
// The Python tf32 GEMM fixture (128x128x32 tiles, f32 operands rounded to
// tf32 in registers, so no cp.async ring: each trip stages its operands)
// on sm_90a: the product's accumulator takes all 8 warps along M and runs
// as wgmma m64n128k8 tf32 (A staged as it is, B transposed to [N][K]:
// tf32 operands are read K-major only), four k steps per trip and
// warpgroup; ptxas accepts the result. sm_90 keeps mma.sync m16n8k8.
// RUN: tile-opt %S/../Fixtures/python/matmul_tf32.spec.v13_3.tileir.txt --tile-to-ptx="chip=sm_90a" --tile-emit-ptx="output=%t.ptx" -o /dev/null
// RUN: FileCheck %s --input-file=%t.ptx
// RUN: %ptxas -arch=sm_90a %t.ptx -o %t.cubin
// RUN: tile-opt %S/../Fixtures/python/matmul_tf32.spec.v13_3.tileir.txt --tile-to-ptx="chip=sm_90" --tile-emit-ptx="output=%t.90.ptx" -o /dev/null
// RUN: FileCheck %s --input-file=%t.90.ptx --check-prefix=SM90

// CHECK-LABEL: .visible .entry matmul_tf32
// CHECK-COUNT-4: wgmma.mma_async.sync.aligned.m64n128k8.f32.tf32.tf32
// CHECK-NOT: mma.sync.aligned.m16n8k8
// SM90-LABEL: .visible .entry matmul_tf32
// SM90: mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32
// SM90-NOT: wgmma
