// REQUIRES: ptxas
// The 13.4 lowerings assemble: griddepcontrol and fence.proxy.alias on
// sm_90, their sm_80 forms (nothing, membar.gl), and the GPU-test kernels
// of fpowi, insert and the grid-dependency chain.
// RUN: tile-opt %S/gdc-ptx.mlir --tile-to-ptx=chip=sm_90 --tile-emit-ptx="output=%t.gdc90.ptx" -o /dev/null
// RUN: %ptxas -arch=sm_90 %t.gdc90.ptx -o %t.cubin
// RUN: tile-opt %S/gdc-ptx.mlir --tile-to-ptx=chip=sm_80 --tile-emit-ptx="output=%t.gdc80.ptx" -o /dev/null
// RUN: %ptxas -arch=sm_80 %t.gdc80.ptx -o %t.cubin
// RUN: tile-opt %S/../../python/tests/kernels/fpowi_f32.mlir --tile-to-ptx=chip=sm_90 --tile-emit-ptx="output=%t.fpowi.ptx" -o /dev/null
// RUN: %ptxas -arch=sm_90 %t.fpowi.ptx -o %t.cubin
// RUN: tile-opt %S/../../python/tests/kernels/insert_f32.mlir --tile-to-ptx=chip=sm_80 --tile-emit-ptx="output=%t.insert.ptx" -o /dev/null
// RUN: %ptxas -arch=sm_80 %t.insert.ptx -o %t.cubin
// RUN: FileCheck %s --input-file=%t.insert.ptx
// RUN: tile-opt %S/../../python/tests/kernels/gdc_chain_f32.mlir --tile-to-ptx=chip=sm_90 --tile-emit-ptx="output=%t.chain.ptx manifest=%t.chain.json" -o /dev/null
// RUN: %ptxas -arch=sm_90 %t.chain.ptx -o %t.cubin
// RUN: FileCheck %s --input-file=%t.chain.ptx --check-prefix=CHAIN
// RUN: FileCheck %s --input-file=%t.chain.json --check-prefix=CHAIN-MANIFEST
// Dependents are released first; the wait comes before the first global load.
// CHAIN-LABEL: .visible .entry gdc_chain_f32(
// CHAIN: griddepcontrol.launch_dependents;
// CHAIN-NOT: ld.global
// CHAIN: griddepcontrol.wait;
// CHAIN: ld.global
// CHAIN-MANIFEST: "programmatic_dependent_launch": true
// The run-time index goes through shared memory.
// CHECK-LABEL: .visible .entry insert_f32(
// CHECK: st.shared
// CHECK: bar.sync
// CHECK: ld.shared
