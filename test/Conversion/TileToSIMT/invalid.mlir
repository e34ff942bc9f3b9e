// Ops and types without a lowering are reported at their location, and the
// pass fails cleanly (no crash, no half-converted kernel).
// RUN: not tile-opt --cutile-rs-text %fixtures/cutile-rs/matmul_f16.ir.txt -convert-tile-to-simt 2>&1 | FileCheck %s --check-prefix=MMA
// RUN: not tile-opt --cutile-rs-text %fixtures/cutile-rs/vadd_f32.ir.txt --tile-to-ptx=chip=sm_75 2>&1 | FileCheck %s --check-prefix=CHIP

// MMA: matmul_f16.ir.txt:55:13: error: cuda_tile op 'mmaf' has no SIMT lowering yet
// CHIP: error: unsupported chip 'sm_75'
