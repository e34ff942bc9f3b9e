// REQUIRES: ptxas
// num-warps and max-registers reach the PTX as launch bounds (.reqntid,
// .maxnreg) and ptxas keeps to them (ptxas -v).
// RUN: tile-opt --cutile-rs-text %fixtures/cutile-rs/layernorm_rows_f32.ir.txt --tile-to-ptx="chip=sm_90 num-warps=8 max-registers=40" --tile-emit-ptx="output=%t.ptx" -o /dev/null
// RUN: FileCheck %s --input-file=%t.ptx --check-prefix=PTX
// RUN: %ptxas -v -arch=sm_90 %t.ptx -o %t.cubin 2>&1 | FileCheck %s --check-prefix=PTXAS
// The same through tile-translate.
// RUN: tile-translate --cudatile-to-ptx --chip=sm_80 --num-warps=8 --max-registers=40 %fixtures/python/layernorm_rows_f32.v13_3.tileirbc -o %t.80.ptx
// RUN: FileCheck %s --input-file=%t.80.ptx --check-prefix=PTX
// RUN: %ptxas -v -arch=sm_80 %t.80.ptx -o %t.80.cubin 2>&1 | FileCheck %s --check-prefix=PTXAS
// Without the option ptxas chooses (no .maxnreg).
// RUN: tile-opt --cutile-rs-text %fixtures/cutile-rs/layernorm_rows_f32.ir.txt --tile-to-ptx="chip=sm_90" --tile-emit-ptx -o /dev/null | FileCheck %s --check-prefix=FREE

// PTX-LABEL: .visible .entry layernorm_rows_f32
// PTX: .reqntid 256, 1, 1
// PTX: .maxnreg 40

// PTXAS-LABEL: Compiling entry function 'layernorm_rows_f32
// PTXAS: Used {{([0-9]|[1-3][0-9]|40)}} registers

// FREE-LABEL: .visible .entry layernorm_rows_f32
// FREE-NOT: .maxnreg
// FREE: .reqntid 128, 1, 1
// FREE-NOT: .maxnreg
// FREE: ret;
