// Plain MLIR locations are written as bytecode debug info, which only holds
// di_loc (a file, line and column in a scope) and call sites of them:
// FileLineColLoc becomes a di_loc in a di_subprogram named after the entry
// (in the file of the entry's own location); NameLoc keeps its child (the
// name has no encoding); FusedLoc keeps its first location that can be
// written; unknown stays unknown. The import then writes the same bytes.
// RUN: tile-translate --mlir-to-cudatilebc %s -o %t.bc
// RUN: tile-translate --cudatilebc-to-mlir -mlir-print-debuginfo %t.bc | FileCheck %s
// RUN: tile-translate --mlir-to-cudatilebc %t.bc -o %t2.bc
// RUN: cmp %t.bc %t2.bc
// The same at 13.1.
// RUN: tile-translate --mlir-to-cudatilebc --bytecode-version=13.1 %s -o %t.31
// RUN: tile-translate --cudatilebc-to-mlir -mlir-print-debuginfo %t.31 | FileCheck %s

// CHECK-LABEL: cuda_tile.module @kernels
// CHECK: entry @k(
// CHECK: addf {{.*}} loc(#[[ADD:loc[0-9]+]])
// CHECK: mulf {{.*}} loc(#[[MUL:loc[0-9]+]])
// CHECK: subf {{.*}} loc(#[[SUB:loc[0-9]+]])
// CHECK: negf {{.*}} loc(#[[UNK:loc[0-9]*]])
// CHECK: absf {{.*}} loc(#[[CS:loc[0-9]+]])
// CHECK: } loc(#[[FN:loc[0-9]+]])
// CHECK-DAG: #[[UNK]] = loc(unknown)
// CHECK-DAG: #[[FNF:loc[0-9]+]] = loc("src/kernels/k.py":9:0)
// CHECK-DAG: #[[ADDF:loc[0-9]+]] = loc("src/kernels/k.py":10:4)
// CHECK-DAG: #[[MULF:loc[0-9]+]] = loc("src/kernels/k.py":11:2)
// CHECK-DAG: #[[SUBF:loc[0-9]+]] = loc("src/kernels/k.py":12:6)
// CHECK-DAG: #[[CALLEEF:loc[0-9]+]] = loc("src/lib.py":5:1)
// CHECK-DAG: #[[CALLERF:loc[0-9]+]] = loc("src/kernels/k.py":13:3)
// CHECK-DAG: #di_file = #cuda_tile.di_file<"k.py" in "src/kernels">
// CHECK-DAG: #di_compile_unit = #cuda_tile.di_compile_unit<file = #di_file>
// CHECK-DAG: #di_subprogram = #cuda_tile.di_subprogram<file = #di_file, line = 9, name = "k", linkageName = "k", compileUnit = #di_compile_unit, scopeLine = 9>
// CHECK-DAG: #[[FN]] = #cuda_tile.di_loc<#[[FNF]] in #di_subprogram>
// CHECK-DAG: #[[ADD]] = #cuda_tile.di_loc<#[[ADDF]] in #di_subprogram>
// CHECK-DAG: #[[MUL]] = #cuda_tile.di_loc<#[[MULF]] in #di_subprogram>
// CHECK-DAG: #[[SUB]] = #cuda_tile.di_loc<#[[SUBF]] in #di_subprogram>
// CHECK-DAG: #[[CALLEE:loc[0-9]+]] = #cuda_tile.di_loc<#[[CALLEEF]] in #di_subprogram>
// CHECK-DAG: #[[CALLER:loc[0-9]+]] = #cuda_tile.di_loc<#[[CALLERF]] in #di_subprogram>
// CHECK-DAG: #[[CS]] = loc(callsite(#[[CALLEE]] at #[[CALLER]]))
cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    %0 = addf %a, %a : tile<f32> loc("src/kernels/k.py":10:4)
    %1 = mulf %0, %0 : tile<f32> loc("named"("src/kernels/k.py":11:2))
    %2 = subf %1, %1 : tile<f32> loc(fused["src/kernels/k.py":12:6, "other.py":1:1])
    %3 = negf %2 : tile<f32> loc(unknown)
    %4 = absf %3 : tile<f32> loc(callsite("src/lib.py":5:1 at "src/kernels/k.py":13:3))
    return loc("src/kernels/k.py":14:0)
  } loc("src/kernels/k.py":9:0)
}
