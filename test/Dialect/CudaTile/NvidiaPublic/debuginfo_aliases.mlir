// Debug-info scopes print once each, under an alias named by their mnemonic
// (as NVIDIA's printer writes them); a second print reads back the same.
// RUN: tile-opt --mlir-print-debuginfo %s | FileCheck %s
// RUN: tile-opt --mlir-print-debuginfo %s | tile-opt --mlir-print-debuginfo | FileCheck %s

// CHECK-LABEL: cuda_tile.module @m
// CHECK: constant <i32: 1> : tile<i32> loc(#[[IN_K:loc[0-9]+]])
// CHECK: constant <i32: 2> : tile<i32> loc(#[[IN_BLOCK:loc[0-9]+]])
// CHECK-DAG: #di_file = #cuda_tile.di_file<"k.py" in "/src">
// CHECK-DAG: #di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
// CHECK-DAG: #di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 3, name = "k", linkageName = "k", compileUnit = #di_compile_unit, scopeLine = 4>
// CHECK-DAG: #di_lexical_block = #cuda_tile.di_lexical_block<scope = #di_subprogram, file = #di_file, line = 5, column = 2>
// CHECK-DAG: #[[IN_K]] = #cuda_tile.di_loc<#{{loc[0-9]+}} in #di_subprogram>
// CHECK-DAG: #[[IN_BLOCK]] = #cuda_tile.di_loc<#{{loc[0-9]+}} in #di_lexical_block>
#f = #cuda_tile.di_file<"k.py" in "/src">
#cu = #cuda_tile.di_compile_unit<file = #f>
#sp = #cuda_tile.di_subprogram<file = #f, line = 3, name = "k", linkageName = "k",
                               compileUnit = #cu, scopeLine = 4>
#blk = #cuda_tile.di_lexical_block<scope = #sp, file = #f, line = 5, column = 2>
cuda_tile.module @m {
  entry @k() {
    %a = constant <i32: 1> : tile<i32> loc(#cuda_tile.di_loc<loc("/src/k.py":4:1) in #sp>)
    %b = constant <i32: 2> : tile<i32> loc(#cuda_tile.di_loc<loc("/src/k.py":6:3) in #blk>)
    return
  } loc(#cuda_tile.di_loc<loc("/src/k.py":3:0) in #sp>)
}
