// Ops and types without a lowering are reported at their location, and the
// pass fails cleanly (no crash, no half-converted kernel).
// RUN: not tile-opt %S/Inputs/mmaf-scaled.mlir -convert-tile-to-simt 2>&1 | FileCheck %s --check-prefix=MMA
// RUN: not tile-opt %S/Inputs/f4-in-memory.mlir -convert-tile-to-simt 2>&1 | FileCheck %s --check-prefix=F4
// RUN: not tile-opt --cutile-rs-text %fixtures/cutile-rs/vadd_f32.ir.txt --tile-to-ptx=chip=sm_75 2>&1 | FileCheck %s --check-prefix=CHIP

// MMA: mmaf-scaled.mlir:9:10: error: 'mmaf_scaled' (block-scaled matrix multiply) needs the tensor cores of sm_100 or later; it has no lowering for sm_80 to sm_90
// F4: f4-in-memory.mlir:4:11: error: a tensor_view of f4E2M1FN (two to a byte in memory) has no SIMT lowering yet; view the bytes as i8 and pack/unpack them
// CHIP: error: unsupported chip 'sm_75'
