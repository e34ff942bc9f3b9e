// The Tile IR launch convention: a kernel's block shape is required
// (.reqntid, EIATTR_REQNTID) so a launch with a block of 1,1,1 runs the real
// block; launch=maxntid keeps the older upper bound. The manifest says which.
// RUN: tile-opt --cutile-rs-text %fixtures/cutile-rs/vadd_f32.ir.txt --tile-to-ptx=chip=sm_90 --tile-emit-ptx -o /dev/null | FileCheck %s --check-prefix=REQ
// RUN: tile-opt --cutile-rs-text %fixtures/cutile-rs/vadd_f32.ir.txt --tile-to-ptx="chip=sm_90 launch=maxntid" --tile-emit-ptx -o /dev/null | FileCheck %s --check-prefix=MAX
// RUN: not tile-opt --cutile-rs-text %fixtures/cutile-rs/vadd_f32.ir.txt --tile-to-ptx="chip=sm_90 launch=cluster" -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: tile-translate --cudatile-to-manifest %fixtures/python/vadd_f32.v13_3.tileirbc | FileCheck %s --check-prefix=MREQ
// RUN: tile-translate --cudatile-to-manifest --launch=maxntid %fixtures/python/vadd_f32.v13_3.tileirbc | FileCheck %s --check-prefix=MMAX

// REQ-LABEL: .visible .entry vadd_f32_entry(
// REQ-NOT: .maxntid
// REQ: .reqntid 128, 1, 1
// REQ-NOT: .maxntid

// MAX-LABEL: .visible .entry vadd_f32_entry(
// MAX-NOT: .reqntid
// MAX: .maxntid 128, 1, 1
// MAX-NOT: .reqntid

// BAD: unknown launch convention 'cluster' (expected reqntid or maxntid)

// MREQ-LABEL: "kernels": [
// MREQ: "launch": "reqntid",
// MREQ: "launch": "reqntid",

// MMAX-LABEL: "kernels": [
// MMAX: "launch": "maxntid",
// MMAX: "launch": "maxntid",
