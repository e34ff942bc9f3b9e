// RUN: tile-opt %S/Inputs/f8-roundtrip.mlir -convert-tile-to-simt | tile-opt --pass-pipeline='builtin.module(gpu.module(tile-attach-nvvm-target{chip=sm_80},convert-tile-simt-to-nvvm))' | FileCheck %s

// sm_80/sm_86 have no fp8 cvt: exact emulation on the bits, per element.
// f32 -> e4m3 (values already clamped to +-448): sign apart; normal results
// rebias by (127-7)<<23 and round the 20 dropped bits to even (+0x7ffff +
// lsb); subnormal ones come from adding 2^14 (0x46800000), whose ulp is the
// e4m3 subnormal step 2^-9, so the add rounds to nearest even; the choice
// is |x| < 2^-6 (0x3c800000).
// CHECK-LABEL: gpu.func @e4m3
// CHECK-NOT: nvvm.convert
// CHECK: %[[I:.*]] = arith.bitcast %{{.*}} : f32 to i32
// CHECK: %[[SH:.*]] = arith.shrui %[[I]], %c24_i32
// CHECK: %[[SIGN:.*]] = arith.andi %[[SH]], %c128_i32
// CHECK: %[[U:.*]] = arith.andi %[[I]], %c2147483647_i32
// CHECK: %[[L0:.*]] = arith.shrui %[[U]], %c20_i32
// CHECK: %[[LSB:.*]] = arith.andi %[[L0]], %{{.*}}
// CHECK: %[[N0:.*]] = arith.addi %[[U]], %c-1006108673_i32
// CHECK: %[[N1:.*]] = arith.addi %[[N0]], %[[LSB]]
// CHECK: %[[NORM:.*]] = arith.shrui %[[N1]], %{{.*}}
// CHECK: %[[MAGIC:.*]] = arith.bitcast %c1182793728_i32 : i32 to f32
// CHECK: %[[ABS:.*]] = arith.bitcast %[[U]] : i32 to f32
// CHECK: %[[SUM:.*]] = arith.addf %[[ABS]], %[[MAGIC]] : f32
// CHECK: %[[SB:.*]] = arith.bitcast %[[SUM]] : f32 to i32
// CHECK: %[[SUB:.*]] = arith.subi %[[SB]], %{{.*}}
// CHECK: %[[IS:.*]] = arith.cmpi ult, %[[U]], %c1015021568_i32
// CHECK: %[[R:.*]] = arith.select %[[IS]], %[[SUB]], %[[NORM]] : i32
// CHECK: %[[RS:.*]] = arith.ori %[[R]], %[[SIGN]] : i32
// CHECK: arith.trunci %[[RS]] : i32 to i8
// e4m3 -> f32: normal codes shift into place and rebias (+120<<23), the
// seven subnormal ones are their integer times 2^-9, 0x7f is NaN.
// CHECK: %[[W:.*]] = arith.extui %{{.*}} : i8 to i32
// CHECK: %[[MAG:.*]] = arith.andi %[[W]], %c127_i32
// CHECK: %[[SHL:.*]] = arith.shli %[[MAG]], %c20_i32
// CHECK: %[[NRM:.*]] = arith.addi %[[SHL]], %c1006632960_i32
// CHECK: %[[FI:.*]] = arith.uitofp %[[MAG]] : i32 to f32
// CHECK: arith.mulf %[[FI]], %cst{{.*}} : f32
// CHECK: arith.cmpi ult, %[[MAG]], %c8_i32
// CHECK: arith.cmpi eq, %[[MAG]], %c127_i32
// CHECK: arith.select %{{.*}}, %c2143289344_i32, %{{.*}} : i32
// e5m2: the same scheme with 2 mantissa bits and bias 15; decoding is the
// byte as the high half of an f16.
// CHECK-LABEL: gpu.func @e5m2
// CHECK-NOT: nvvm.convert
// CHECK: arith.addi %{{.*}}, %c-938475521_i32
// CHECK: arith.bitcast %c1124073472_i32 : i32 to f32
// CHECK: arith.cmpi ult, %{{.*}}, %c947912704_i32
// CHECK: %[[B:.*]] = arith.extui %{{.*}} : i8 to i16
// CHECK: %[[HB:.*]] = arith.shli %[[B]], %c8_i16
// CHECK: %[[HF:.*]] = arith.bitcast %[[HB]] : i16 to f16
// CHECK: arith.extf %[[HF]] : f16 to f32
