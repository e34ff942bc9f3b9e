// tile-translate takes NVIDIA's hint flags: silent by default, a warning
// with -Wunsupported-hints (the file is still written), an error with
// -Werr-hints as well. The hints survive bytecode as written.
// RUN: tile-translate --mlir-to-cudatilebc %s -o %t.bc 2>&1 | count 0
// RUN: tile-translate --cudatilebc-to-mlir %t.bc | FileCheck %s
// RUN: tile-translate -Wunsupported-hints --mlir-to-cudatilebc %s -o %t.w.bc 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: cmp %t.bc %t.w.bc
// RUN: not tile-translate -Wunsupported-hints -Werr-hints --mlir-to-cudatilebc %s -o %t.e.bc 2>&1 | FileCheck %s --check-prefix=ERR

// CHECK-LABEL: entry @k
// CHECK-SAME: optimization_hints=<sm_100a = {num_cta_in_cga = 2}, sm_90 = {num_qqq = 1}>
// WARN: export-hint-warnings.mlir:[[@LINE+7]]:3: warning: unknown hint key sm_100a
// WARN: export-hint-warnings.mlir:[[@LINE+6]]:3: warning: num_qqq is not known hint for current Operation
// WARN-NOT: warning
// ERR: warning: unknown hint key sm_100a
// ERR-NOT: warning: unknown hint key
// ERR: error: 'cuda_tile.entry' op Optimization hints verification failed
cuda_tile.module @m {
  entry @k(%arg0: tile<ptr<f32>>) optimization_hints=<sm_100a={num_cta_in_cga=2}, sm_90={num_qqq=1}> {
    return
  }
}
