// ptxas accepts what the back end writes, for sm_80 and sm_90.
// REQUIRES: ptxas
// RUN: tile-opt %s --tile-emit-ptx="chip=sm_90 output=%t.90.ptx cubin=%t.90.cubin" -o /dev/null
// RUN: %ptxas -arch=sm_90 %t.90.ptx -o %t.90.b.cubin
// RUN: tile-opt %s --tile-emit-ptx="chip=sm_80 output=%t.80.ptx" -o /dev/null
// RUN: %ptxas -arch=sm_80 %t.80.ptx -o %t.80.cubin

gpu.module @m {
  llvm.func @expk(%p: !llvm.ptr<1>) attributes {nvvm.kernel, nvvm.maxntid = array<i32: 64, 1, 1>} {
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %q = llvm.getelementptr %p[%t] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %v = llvm.load %q : !llvm.ptr<1> -> f32
    %e = llvm.call @__nv_expf(%v) : (f32) -> f32
    llvm.store %e, %q : f32, !llvm.ptr<1>
    llvm.return
  }
  llvm.func @__nv_expf(f32) -> f32
}
