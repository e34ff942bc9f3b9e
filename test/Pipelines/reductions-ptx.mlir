// Row reductions: warp butterflies; rows split over warps go through
// shared memory (rmsnorm's 2x2048 tile puts two warps on a row).
// RUN: tile-opt --cutile-rs-text %fixtures/cutile-rs/softmax_rows_f32.ir.txt --tile-to-ptx=chip=sm_90 --tile-emit-ptx -o /dev/null | FileCheck %s --check-prefix=SOFTMAX
// RUN: tile-opt --cutile-rs-text %fixtures/cutile-rs/rmsnorm_rows_f16.ir.txt --tile-to-ptx=chip=sm_90 --tile-emit-ptx -o /dev/null | FileCheck %s --check-prefix=RMS
// RUN: tile-opt --cutile-rs-text %fixtures/cutile-rs/transpose_f32.ir.txt --tile-to-ptx=chip=sm_90 --tile-emit-ptx -o /dev/null | FileCheck %s --check-prefix=TRANSPOSE

// SOFTMAX-LABEL: .visible .entry softmax_rows_f32_entry(
// SOFTMAX: shfl.sync.bfly.b32
// SOFTMAX-NOT: bar.sync
// SOFTMAX: ret;

// RMS-LABEL: .visible .entry rmsnorm_rows_f16_entry(
// RMS: shfl.sync.bfly.b32
// RMS: st.shared
// RMS: bar.sync
// RMS: ld.shared

// TRANSPOSE-LABEL: .visible .entry transpose_f32_entry(
// The transpose's buffer is XOR-swizzled (no padding): 16-byte stores.
// TRANSPOSE: .shared {{.*}}__tile_smem_0[4096]
// TRANSPOSE: st.shared.v4
// TRANSPOSE: bar.sync
// TRANSPOSE: ld.shared
