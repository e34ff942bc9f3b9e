// tile-set-launch-bounds: max-registers becomes nvvm.maxnreg on every
// kernel; bounds the chip cannot launch are refused.
// RUN: tile-opt %s --pass-pipeline='builtin.module(gpu.module(tile-set-launch-bounds{max-registers=64}))' | FileCheck %s
// RUN: not tile-opt %s --pass-pipeline='builtin.module(gpu.module(tile-set-launch-bounds{max-registers=300}))' 2>&1 | FileCheck %s --check-prefix=PER-THREAD
// RUN: not tile-opt %s --pass-pipeline='builtin.module(gpu.module(tile-set-launch-bounds{max-registers=255}))' 2>&1 | FileCheck %s --check-prefix=PER-BLOCK
// RUN: sed -e 's/512, 1, 1/2048, 1, 1/' %s | not tile-opt --pass-pipeline='builtin.module(gpu.module(tile-set-launch-bounds))' 2>&1 | FileCheck %s --check-prefix=THREADS

// CHECK-LABEL: gpu.func @k
// CHECK-SAME: nvvm.maxnreg = 64 : i32
// CHECK-LABEL: gpu.func @device
// CHECK-NOT: nvvm.maxnreg

// PER-THREAD: error: max-registers=300 is more than sm_80 gives a thread (255)
// PER-BLOCK: error: max-registers=255 for 512 threads needs 130560 registers, more than sm_80 gives a block (65536)
// THREADS: error: a block of 2048 threads is more than sm_80 runs (1024)
gpu.module @m [#nvvm.target<chip = "sm_80">] {
  gpu.func @k() kernel attributes {known_block_size = array<i32: 512, 1, 1>} {
    gpu.return
  }
  gpu.func @device() {
    gpu.return
  }
}
