// RUN: tile-opt --cutile-rs-text %fixtures/cutile-rs/vadd_f32.ir.txt --tile-specialize="div-by=0:16,1:16 bind=2:1" | FileCheck %s
// RUN: echo '{"div_by": {"0": 16, "1": 16}, "bind": {"2": 1}}' > %t.json
// RUN: tile-opt --cutile-rs-text %fixtures/cutile-rs/vadd_f32.ir.txt --tile-specialize="spec-file=%t.json" | FileCheck %s
// RUN: not tile-opt --cutile-rs-text %fixtures/cutile-rs/vadd_f32.ir.txt --tile-specialize="div-by=0:12" 2>&1 | FileCheck %s --check-prefix=POW2
// RUN: not tile-opt --cutile-rs-text %fixtures/cutile-rs/vadd_f32.ir.txt --tile-specialize="bind=0:3" 2>&1 | FileCheck %s --check-prefix=PTR
// RUN: not tile-opt --cutile-rs-text %fixtures/cutile-rs/vadd_f32.ir.txt --tile-specialize="div-by=40:16" 2>&1 | FileCheck %s --check-prefix=RANGE
// RUN: not tile-opt --cutile-rs-text %fixtures/cutile-rs/vadd_f32.ir.txt --tile-specialize="entry=nope" 2>&1 | FileCheck %s --check-prefix=ENTRY

// CHECK: entry @vadd_f32_entry(%[[P:[^:]+]]: tile<ptr<f32>>, %[[N:[^:]+]]: tile<i32>
// CHECK-DAG: constant <i32: 1> : tile<i32>
// CHECK-DAG: assume div_by<16>, %[[P]]
// CHECK-DAG: assume div_by<16>, %[[N]]

// POW2: error: tile-specialize: div-by 12 is not a power of two
// PTR: error: tile-specialize: argument #0 of type {{.*}} cannot be bound to a constant
// RANGE: error: tile-specialize: div-by names argument #40 but the entry has 11
// ENTRY: error: tile-specialize: no entry named 'nope'
