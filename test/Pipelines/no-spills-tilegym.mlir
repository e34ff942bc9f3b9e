// REQUIRES: ptxas
// TileGym's norm-backward and attention-preprocess kernels fit in registers
// on sm_80 and sm_90: ptxas -v reports no spills (the RMSNorm backward once
// spilled 936 bytes on sm_90 and 5.6 KB on sm_80 at 255 registers).
// RUN: tile-translate --cudatile-to-ptx --chip=sm_80 %fixtures/tilegym/ops_rms_norm__rms_bwd_kernel.tileirbc -o %t.rms80.ptx
// RUN: %ptxas -arch=sm_80 -v %t.rms80.ptx -o /dev/null 2>&1 | FileCheck %s
// RUN: tile-translate --cudatile-to-ptx --chip=sm_90 %fixtures/tilegym/ops_rms_norm__rms_bwd_kernel.tileirbc -o %t.rms90.ptx
// RUN: %ptxas -arch=sm_90 -v %t.rms90.ptx -o /dev/null 2>&1 | FileCheck %s
// RUN: tile-translate --cudatile-to-ptx --chip=sm_80 %fixtures/tilegym/liger_rms_norm__rms_norm_bwd_large_ct_nww8.tileirbc -o %t.lrms80.ptx
// RUN: %ptxas -arch=sm_80 -v %t.lrms80.ptx -o /dev/null 2>&1 | FileCheck %s
// RUN: tile-translate --cudatile-to-ptx --chip=sm_90 %fixtures/tilegym/liger_rms_norm__rms_norm_bwd_large_ct_nww8.tileirbc -o %t.lrms90.ptx
// RUN: %ptxas -arch=sm_90 -v %t.lrms90.ptx -o /dev/null 2>&1 | FileCheck %s
// RUN: tile-translate --cudatile-to-ptx --chip=sm_80 %fixtures/tilegym/liger_layer_norm__layer_norm_bwd_dx_kernel_ct.tileirbc -o %t.ln80.ptx
// RUN: %ptxas -arch=sm_80 -v %t.ln80.ptx -o /dev/null 2>&1 | FileCheck %s
// RUN: tile-translate --cudatile-to-ptx --chip=sm_90 %fixtures/tilegym/liger_layer_norm__layer_norm_bwd_dx_kernel_ct.tileirbc -o %t.ln90.ptx
// RUN: %ptxas -arch=sm_90 -v %t.ln90.ptx -o /dev/null 2>&1 | FileCheck %s
// RUN: tile-translate --cudatile-to-ptx --chip=sm_80 %fixtures/tilegym/ops_attention__fmha_bwd_preprocess_kernel.tileirbc -o %t.pre80.ptx
// RUN: %ptxas -arch=sm_80 -v %t.pre80.ptx -o /dev/null 2>&1 | FileCheck %s
// RUN: tile-translate --cudatile-to-ptx --chip=sm_90 %fixtures/tilegym/ops_attention__fmha_bwd_preprocess_kernel.tileirbc -o %t.pre90.ptx
// RUN: %ptxas -arch=sm_90 -v %t.pre90.ptx -o /dev/null 2>&1 | FileCheck %s
// RUN: tile-translate --cudatile-to-ptx --chip=sm_90 %fixtures/tilegym/liger_fused_neighborhood_attention__fna_bwd_preprocess_kernel.tileirbc -o %t.fna90.ptx
// RUN: %ptxas -arch=sm_90 -v %t.fna90.ptx -o /dev/null 2>&1 | FileCheck %s

// CHECK: 0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
