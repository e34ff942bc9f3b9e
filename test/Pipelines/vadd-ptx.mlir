// vadd through the whole road to PTX. The plain build proves nothing about
// alignment: 16-byte accesses behind a run-time check, scalar fallback.
// The specialised build (div_by<16> on pointers and extents) has only
// 16-byte accesses.
// RUN: tile-opt --cutile-rs-text %fixtures/cutile-rs/vadd_f32.ir.txt --tile-to-ptx=chip=sm_90 --tile-emit-ptx -o /dev/null | FileCheck %s --check-prefix=PLAIN
// RUN: tile-opt --cutile-rs-text %fixtures/cutile-rs/vadd_f32.spec.ir.txt --tile-to-ptx=chip=sm_90 --tile-emit-ptx -o /dev/null | FileCheck %s --check-prefix=SPEC
// RUN: tile-opt --cutile-rs-text %fixtures/cutile-rs/vadd_f32.ir.txt --tile-to-ptx="chip=sm_90 num-warps=8" --tile-emit-ptx -o /dev/null | FileCheck %s --check-prefix=W8
// The same facts given at launch through tile-specialize.
// RUN: tile-opt --cutile-rs-text %fixtures/cutile-rs/vadd_f32.ir.txt --tile-specialize="div-by=0:16,1:16,5:16,6:16,8:16,9:16" --tile-to-ptx=chip=sm_90 --tile-emit-ptx -o /dev/null | FileCheck %s --check-prefix=SPEC

// PLAIN: .target sm_90
// PLAIN-LABEL: .visible .entry vadd_f32_entry(
// PLAIN: .reqntid 128, 1, 1
// PLAIN: ld.global.v4.b32
// PLAIN: ld.global.b32
// PLAIN: st.global.v4.b32

// SPEC-LABEL: .visible .entry vadd_f32_entry(
// SPEC-NOT: ld.global.b32
// SPEC: ld.global.v4.b32
// SPEC-NOT: ld.global.b32
// SPEC: st.global.v4.b32
// SPEC-NOT: st.global.b32

// W8: .reqntid 256, 1, 1
