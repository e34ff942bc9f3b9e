// RUN: not tile-opt %s --tile-emit-ptx="chip=sm_75" -o /dev/null 2>&1 | FileCheck %s

// CHECK: error: unsupported chip 'sm_75' (sm_80, sm_86, sm_89, sm_90, sm_90a, sm_100)
gpu.module @m {
  llvm.func @k() attributes {nvvm.kernel} {
    llvm.return
  }
}
