// Debug-info scopes that keep NVIDIA's rules verify: ops in the function's
// subprogram directly or through nested lexical blocks, behind names, fused
// and call-site locations; ops without scope anywhere; a function without
// scope whose ops have none.
// RUN: tile-opt --mlir-print-debuginfo %s | FileCheck %s

#file = #cuda_tile.di_file<"foo.py" in "/tmp/">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 1, name = "test", linkageName = "test", compileUnit = #cu, scopeLine = 2>
#block = #cuda_tile.di_lexical_block<scope = #sp, file = #file, line = 3, column = 4>
#inner = #cuda_tile.di_lexical_block<scope = #block, file = #file, line = 5, column = 6>
#in_inner = #cuda_tile.di_loc<loc("/tmp/foo.py":6:1) in #inner>
// CHECK-LABEL: cuda_tile.module @kernels
// CHECK: entry @test()
// CHECK: entry @plain()
cuda_tile.module @kernels {
  global @g <f32: [0.0, 1.0]> : tile<2xf32> loc("/tmp/foo.py":1:1)
  entry @test() {
    %a = constant <i32: 1> : tile<i32> loc("a"(#cuda_tile.di_loc<loc("/tmp/foo.py":4:1) in #block>))
    %b = constant <i32: 2> : tile<i32> loc(fused["/tmp/foo.py":6:1, #in_inner])
    %c = constant <i32: 3> : tile<i32> loc(callsite("/tmp/foo.py":8:1 at #cuda_tile.di_loc<loc("/tmp/foo.py":8:1) in #sp>))
    %d = constant <i32: 4> : tile<i32> loc("/tmp/foo.py":9:1)
    return
  } loc("test"(#cuda_tile.di_loc<loc("/tmp/foo.py":1:1) in #sp>))
  entry @plain() {
    %a = constant <i32: 1> : tile<i32> loc("/tmp/foo.py":20:1)
    return
  } loc("/tmp/foo.py":19:1)
}
