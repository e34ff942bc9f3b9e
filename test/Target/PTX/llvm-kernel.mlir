// PTX text from a hand-written kernel already in the LLVM/NVVM dialects.
// RUN: tile-opt %s --tile-emit-ptx="chip=sm_90" -o /dev/null | FileCheck %s
// RUN: tile-opt %s --tile-emit-ptx="chip=sm_80" -o /dev/null | FileCheck %s --check-prefix=SM80
// RUN: tile-opt %s --tile-emit-ptx="output= manifest=-" -o /dev/null | FileCheck %s --check-prefix=MANIFEST

gpu.module @m {
  llvm.func @scale(%p: !llvm.ptr<1>, %a: f32, %n: i32) attributes {nvvm.kernel, nvvm.maxntid = array<i32: 128, 1, 1>} {
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %in = llvm.icmp "slt" %t, %n : i32
    llvm.cond_br %in, ^body, ^done
  ^body:
    %q = llvm.getelementptr %p[%t] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %v = llvm.load %q : !llvm.ptr<1> -> f32
    %w = llvm.fmul %v, %a : f32
    llvm.store %w, %q : f32, !llvm.ptr<1>
    llvm.br ^done
  ^done:
    llvm.return
  }
}

// CHECK: .version 8.1
// CHECK: .target sm_90
// CHECK: .address_size 64
// CHECK-LABEL: .visible .entry scale(
// CHECK: .param .u64 {{.*}}scale_param_0
// CHECK: .param .f32 {{.*}}scale_param_1
// CHECK: .param .u32 {{.*}}scale_param_2
// CHECK: .maxntid 128, 1, 1
// CHECK: mov.u32 {{.*}}%tid.x
// CHECK: ld.global.b32
// CHECK: mul.rn.f32
// CHECK: st.global.b32
// CHECK: ret;

// SM80: .target sm_80
// SM80: .visible .entry scale(

// MANIFEST: "format": "tileir-launch-manifest/2"
// MANIFEST: "block": [
// MANIFEST-NEXT: 128,
// MANIFEST: "entry_arg": 0
// MANIFEST: "type": "ptr"
// MANIFEST: "type": "f32"
// MANIFEST: "type": "i32"
// MANIFEST: "symbol": "scale"
// MANIFEST: "target": "sm_90"
