// Ops and types without a lowering are reported at their location, and the
// pass fails cleanly (no crash, no half-converted kernel).
// RUN: not tile-opt %S/Inputs/mmaf-scaled.mlir -convert-tile-to-simt 2>&1 | FileCheck %s --check-prefix=MMA
// RUN: not tile-opt --cutile-rs-text %fixtures/cutile-rs/vadd_f32.ir.txt --tile-to-ptx=chip=sm_75 2>&1 | FileCheck %s --check-prefix=CHIP

// MMA: mmaf-scaled.mlir:9:10: error: 'mmaf_scaled' (block-scaled matrix multiply) needs the tensor cores of sm_100 or later; it has no lowering for sm_80 to sm_90
// CHIP: error: unsupported chip 'sm_75'
