// RUN: tile-opt %S/Inputs/f8-roundtrip.mlir -convert-tile-to-simt | tile-opt --pass-pipeline='builtin.module(gpu.module(tile-attach-nvvm-target{chip=sm_90},convert-tile-simt-to-nvvm))' | FileCheck %s

// sm_89 and later: the fp8 roundings are the cvt pair instructions. Two
// f32 per cvt.rn.satfinite (the first element in the low byte), two fp8
// bytes per cvt to f16x2, then exact widening. 256 elements over 128
// threads: two a thread, one cvt each way.
// CHECK-LABEL: gpu.func @e4m3
// CHECK: arith.minimumf
// CHECK: %[[A0:.*]] = vector.extract %[[V:.*]][0] : f32 from vector<2xf32>
// CHECK: %[[A1:.*]] = vector.extract %[[V]][1] : f32 from vector<2xf32>
// CHECK: nvvm.convert.f32x2.to.f8x2 %[[A1]], %[[A0]] {rnd = #nvvm.fp_rnd_mode<rn>, sat = #nvvm.sat_mode<satfinite>} : vector<2xi8>(f8E4M3FN)
// CHECK-NOT: nvvm.convert.f32x2
// CHECK: %[[H:.*]] = nvvm.convert.f8x2.to.f16x2 %{{.*}} : vector<2xi8>(f8E4M3FN) -> vector<2xf16>
// CHECK: %[[H0:.*]] = vector.extract %[[H]][0] : f16 from vector<2xf16>
// CHECK: arith.extf %[[H0]] : f16 to f32
// CHECK-LABEL: gpu.func @e5m2
// CHECK: nvvm.convert.f32x2.to.f8x2 {{.*}}sat = #nvvm.sat_mode<satfinite>} : vector<2xi8>(f8E5M2)
// CHECK: nvvm.convert.f8x2.to.f16x2 %{{.*}} : vector<2xi8>(f8E5M2) -> vector<2xf16>
