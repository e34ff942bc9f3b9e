// The debug-info scope rules of NVIDIA's verifier (debuginfo_attr_invalid.mlir
// and debuginfo_loc_invalid.mlir of cuda-tile). The diagnostics are located
// at the debug locations themselves, which -verify-diagnostics cannot match,
// so the messages are checked in order.
// RUN: not tile-opt --split-input-file --mlir-print-debuginfo %s 2>&1 | FileCheck %s

#file = #cuda_tile.di_file<"foo.py" in "/tmp/">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 1, name = "test", linkageName = "test", compileUnit = #cu, scopeLine = 2>
#block = #cuda_tile.di_lexical_block<scope = #sp, file = #file, line = 3, column = 4>
// A function's scope is a subprogram, not a block (here through a name).
// CHECK: invalid function debug info scope
// CHECK-SAME: Function location must have cuda_tile.di_subprogram debug info scope
cuda_tile.module @kernels {
  entry @test() {
    return
  } loc("entry_loc"(#cuda_tile.di_loc<loc("/tmp/foo.py":9:10) in #block>))
}

// -----

#file = #cuda_tile.di_file<"foo.py" in "/tmp/">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 1, name = "test", linkageName = "test", compileUnit = #cu, scopeLine = 2>
#in_sp = #cuda_tile.di_loc<loc("/tmp/foo.py":7:8) in #sp>
// The subprogram names the function.
// CHECK: invalid function debug info scope
// CHECK-SAME: Function name "foo" does not match subprogram scope linkage name "test"
cuda_tile.module @kernels {
  entry @foo() {
    return
  } loc(fused["/tmp/foo.py":7:8, #in_sp])
}

// -----

#file = #cuda_tile.di_file<"foo.py" in "/tmp/">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 1, name = "test", linkageName = "test", compileUnit = #cu, scopeLine = 2>
// A function without scope has ops without scope (here in a call site's
// caller, inside an if).
// CHECK: invalid operation debug info scope
// CHECK-SAME: Operation has debug info scope, but function debug info scope is undefined
cuda_tile.module @kernels {
  entry @test() {
    %c = constant <i1: true> : tile<i1>
    if %c {
      yield loc(callsite("/tmp/foo.py":7:8 at #cuda_tile.di_loc<loc("/tmp/foo.py":7:8) in #sp>))
    }
    return
  } loc(unknown)
}

// -----

#file = #cuda_tile.di_file<"foo.py" in "/tmp/">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 1, name = "test", linkageName = "test", compileUnit = #cu, scopeLine = 2>
#other = #cuda_tile.di_subprogram<file = #file, line = 13, name = "other", linkageName = "other", compileUnit = #cu, scopeLine = 14>
#inner = #cuda_tile.di_lexical_block<scope = #cuda_tile.di_lexical_block<scope = #other, file = #file, line = 3, column = 4>, file = #file, line = 5, column = 6>
// An op's scope lies in its function's subprogram, through any blocks.
// CHECK: invalid operation debug info scope
// CHECK-SAME: Operation debug info scope does not match function debug info scope
cuda_tile.module @kernels {
  entry @test() {
    return loc("op"(#cuda_tile.di_loc<loc("/tmp/foo.py":11:12) in #inner>))
  } loc(#cuda_tile.di_loc<loc("/tmp/foo.py":1:1) in #sp>)
}

// -----

#file = #cuda_tile.di_file<"foo.py" in "/tmp/">
#cu = #cuda_tile.di_compile_unit<file = #file>
#sp = #cuda_tile.di_subprogram<file = #file, line = 1, name = "test", linkageName = "test", compileUnit = #cu, scopeLine = 2>
// A global has no scope.
// CHECK: invalid operation debug info scope
// CHECK-SAME: Global variables must not have scope
cuda_tile.module @kernels {
  global @g <f32: [0.0, 1.0]> : tile<2xf32> loc(#cuda_tile.di_loc<loc("/tmp/foo.py":1:1) in #sp>)
}

// -----

// A function's location is never a call site.
// CHECK: invalid function debug info location
// CHECK-SAME: Function location must not be a CallSiteLoc
cuda_tile.module @kernels {
  entry @test() {
    return
  } loc(callsite("a" at "b"))
}
