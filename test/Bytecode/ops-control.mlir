// Every control op survives bytecode at 13.1, 13.2 and 13.3: written, read
// back (FileCheck), and written again from the import byte for byte (cmp).
// RUN: tile-translate --mlir-to-cudatilebc --bytecode-version=13.1 %s -o %t.31
// RUN: tile-translate --cudatilebc-to-mlir %t.31 | FileCheck %s
// RUN: tile-translate --mlir-to-cudatilebc --bytecode-version=13.1 %t.31 -o %t.31b
// RUN: cmp %t.31 %t.31b
// RUN: tile-translate --mlir-to-cudatilebc --bytecode-version=13.2 %s -o %t.32
// RUN: tile-translate --cudatilebc-to-mlir %t.32 | FileCheck %s
// RUN: tile-translate --mlir-to-cudatilebc --bytecode-version=13.2 %t.32 -o %t.32b
// RUN: cmp %t.32 %t.32b
// RUN: tile-translate --mlir-to-cudatilebc --bytecode-version=13.3 %s -o %t.33
// RUN: tile-translate --cudatilebc-to-mlir %t.33 | FileCheck %s
// RUN: tile-translate --mlir-to-cudatilebc --bytecode-version=13.3 %t.33 -o %t.33b
// RUN: cmp %t.33 %t.33b

// CHECK-LABEL: entry @control_ops
// CHECK-SAME: (%[[C:[A-Za-z0-9_]+]]: tile<i1>, %[[N:[A-Za-z0-9_]+]]: tile<i32>, %[[F:[A-Za-z0-9_]+]]: tile<f32>)
// CHECK: assert %[[C]], "n is \22odd\22" : tile<i1>
// CHECK: assume div_by<16>, %[[N]] : tile<i32>
// CHECK: assume bounded<0, ?>, %[[N]] : tile<i32>
// CHECK: %[[V:[A-Za-z0-9_]+]] = constant <i16: [1, 2, 3, 4, 5, 6, 7, 8]> : tile<8xi16>
// CHECK: assume div_by<32, every 4 along 0>, %[[V]] : tile<8xi16>
// CHECK: assume same_elements<[2]>, %[[V]] : tile<8xi16>
// CHECK: get_tile_block_id : tile<i32>
// CHECK: get_num_tile_blocks : tile<i32>
// CHECK: %[[R:[A-Za-z0-9_]+]] = for %[[IV:[A-Za-z0-9_]+]] in (%[[N]] to %[[N]], step %[[N]]) : tile<i32> iter_values(%[[A:[A-Za-z0-9_]+]] = %[[F]]) -> (tile<f32>) {
// CHECK: %[[S:[A-Za-z0-9_]+]] = if %[[C]] -> (tile<f32>) {
// CHECK: continue %[[A]] : tile<f32>
// CHECK: } else {
// CHECK: yield %[[F]] : tile<f32>
// CHECK: continue %[[S]] : tile<f32>
// CHECK: for %{{.*}} in (%[[N]] to %[[N]], step %[[N]]) : tile<i32> {
// CHECK: loop : tile<i32> {
// CHECK: break %[[N]] : tile<i32>
// CHECK: loop iter_values(%{{.*}} = %[[N]]) : tile<i32> {
// CHECK: if %[[C]] {
// CHECK: break
// CHECK: continue %{{.*}} : tile<i32>
// CHECK: reduce %[[V]] dim=0 identities=[0 : i16] : tile<8xi16> -> tile<i16>
// CHECK: (%{{.*}}: tile<i16>, %[[ACC:[A-Za-z0-9_]+]]: tile<i16>) {
// CHECK: yield %[[ACC]] : tile<i16>
// CHECK: scan %[[V]] dim=0 reverse=true identities=[1 : i16] : tile<8xi16> -> tile<8xi16>
// CHECK: yield
// CHECK: print_tko "r=%f n=%d\0A", %[[R]], %[[N]] : tile<f32>, tile<i32> -> token
// CHECK: if %[[C]] {
// CHECK: return
cuda_tile.module @m {
  entry @control_ops(%c: tile<i1>, %n: tile<i32>, %f: tile<f32>) {
    assert %c, "n is \"odd\"" : tile<i1>
    %0 = assume div_by<16>, %n : tile<i32>
    %1 = assume bounded<0, ?>, %n : tile<i32>
    %v = constant <i16: [1, 2, 3, 4, 5, 6, 7, 8]> : tile<8xi16>
    %2 = assume div_by<32, every 4 along 0>, %v : tile<8xi16>
    %3 = assume same_elements<[2]>, %v : tile<8xi16>
    %x, %y, %z = get_tile_block_id : tile<i32>
    %nx, %ny, %nz = get_num_tile_blocks : tile<i32>
    %r = for %iv in (%n to %n, step %n) : tile<i32> iter_values(%a = %f) -> (tile<f32>) {
      %s = if %c -> (tile<f32>) {
        continue %a : tile<f32>
      } else {
        yield %f : tile<f32>
      }
      continue %s : tile<f32>
    }
    for %iv in (%n to %n, step %n) : tile<i32> {
    }
    %l = loop : tile<i32> {
      break %n : tile<i32>
    }
    loop iter_values(%b = %n) : tile<i32> {
      if %c {
        break
      }
      continue %b : tile<i32>
    }
    %red = reduce %v dim=0 identities=[0 : i16] : tile<8xi16> -> tile<i16>
    (%e: tile<i16>, %acc: tile<i16>) {
      yield %acc : tile<i16>
    }
    %sc = scan %v dim=0 reverse=true identities=[1 : i16] : tile<8xi16> -> tile<8xi16>
    (%e: tile<i16>, %acc: tile<i16>) {
      yield %e : tile<i16>
    }
    %t = print_tko "r=%f n=%d\n", %r, %n : tile<f32>, tile<i32> -> token
    if %c {
      return
    }
    return
  }
}
