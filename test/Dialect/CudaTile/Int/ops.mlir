// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt -mlir-print-op-generic %s | tile-opt | FileCheck %s

// Every integer op in its custom form; defaults are not printed.
cuda_tile.module @int_ops {
  // CHECK-LABEL: testing$func @wrap_flags
  // CHECK-SAME: (%[[A:.*]]: tile<4xi32>, %[[B:.*]]: tile<4xi32>)
  testing$func @wrap_flags(%a: tile<4xi32>, %b: tile<4xi32>) {
    // CHECK: addi %[[A]], %[[B]] : tile<4xi32>
    %0 = addi %a, %b : tile<4xi32>
    // CHECK: addi %[[A]], %[[B]] overflow<no_signed_wrap> : tile<4xi32>
    %1 = addi %a, %b overflow<no_signed_wrap> : tile<4xi32>
    // CHECK: subi %[[A]], %[[B]] overflow<no_unsigned_wrap> : tile<4xi32>
    %2 = subi %a, %b overflow<no_unsigned_wrap> : tile<4xi32>
    // CHECK: muli %[[A]], %[[B]] overflow<no_wrap> : tile<4xi32>
    %3 = muli %a, %b overflow<no_wrap> : tile<4xi32>
    // CHECK: shli %[[A]], %[[B]] : tile<4xi32>
    %4 = shli %a, %b overflow<none> : tile<4xi32>
    // CHECK: negi %[[A]] overflow<no_signed_wrap> : tile<4xi32>
    %5 = negi %a overflow<no_signed_wrap> : tile<4xi32>
    // CHECK: negi %[[A]] : tile<4xi32>
    %6 = cuda_tile.negi %a : !cuda_tile.tile<4xi32>
  }

  // CHECK-LABEL: testing$func @signedness
  // CHECK-SAME: (%[[A:.*]]: tile<2x8xi16>, %[[B:.*]]: tile<2x8xi16>)
  testing$func @signedness(%a: tile<2x8xi16>, %b: tile<2x8xi16>) {
    // CHECK: divi %[[A]], %[[B]] signed : tile<2x8xi16>
    %0 = divi %a, %b signed : tile<2x8xi16>
    // CHECK: divi %[[A]], %[[B]] unsigned rounding<positive_inf> : tile<2x8xi16>
    %1 = divi %a, %b unsigned rounding<positive_inf> : tile<2x8xi16>
    // CHECK: divi %[[A]], %[[B]] signed rounding<negative_inf> : tile<2x8xi16>
    %2 = divi %a, %b signed rounding<negative_inf> : tile<2x8xi16>
    // CHECK: divi %[[A]], %[[B]] unsigned : tile<2x8xi16>
    %3 = divi %a, %b unsigned rounding<zero> : tile<2x8xi16>
    // CHECK: remi %[[A]], %[[B]] signed : tile<2x8xi16>
    %4 = remi %a, %b signed : tile<2x8xi16>
    // CHECK: maxi %[[A]], %[[B]] unsigned : tile<2x8xi16>
    %5 = maxi %a, %b unsigned : tile<2x8xi16>
    // CHECK: mini %[[A]], %[[B]] signed : tile<2x8xi16>
    %6 = mini %a, %b signed : tile<2x8xi16>
    // CHECK: shri %[[A]], %[[B]] unsigned : tile<2x8xi16>
    %7 = shri %a, %b unsigned : tile<2x8xi16>
  }

  // CHECK-LABEL: testing$func @plain
  // CHECK-SAME: (%[[A:.*]]: tile<i64>, %[[B:.*]]: tile<i64>)
  testing$func @plain(%a: tile<i64>, %b: tile<i64>) {
    // CHECK: absi %[[A]] : tile<i64>
    %0 = absi %a : tile<i64>
    // CHECK: mulhii %[[A]], %[[B]] : tile<i64>
    %1 = mulhii %a, %b : tile<i64>
    // CHECK: andi %[[A]], %[[B]] : tile<i64>
    %2 = andi %a, %b : tile<i64>
    // CHECK: ori %[[A]], %[[B]] : tile<i64>
    %3 = ori %a, %b : tile<i64>
    // CHECK: xori %[[A]], %[[B]] : tile<i64>
    %4 = xori %a, %b : tile<i64>
  }

  // CHECK-LABEL: testing$func @element_types
  testing$func @element_types(%a: tile<8xi1>, %b: tile<8xi8>) {
    // CHECK: xori %{{.*}}, %{{.*}} : tile<8xi1>
    %0 = xori %a, %a : tile<8xi1>
    // CHECK: addi %{{.*}}, %{{.*}} : tile<8xi8>
    %1 = addi %b, %b : tile<8xi8>
  }

  // CHECK-LABEL: testing$func @cmpi
  // CHECK-SAME: (%[[A:.*]]: tile<4x4xi32>, %[[B:.*]]: tile<4x4xi32>, %[[S:.*]]: tile<i8>)
  testing$func @cmpi(%a: tile<4x4xi32>, %b: tile<4x4xi32>, %s: tile<i8>) {
    // CHECK: cmpi equal %[[A]], %[[B]], signed : tile<4x4xi32> -> tile<4x4xi1>
    %0 = cmpi equal %a, %b, signed : tile<4x4xi32> -> tile<4x4xi1>
    // CHECK: cmpi not_equal %[[A]], %[[B]], unsigned : tile<4x4xi32> -> tile<4x4xi1>
    %1 = cmpi not_equal %a, %b, unsigned : tile<4x4xi32> -> tile<4x4xi1>
    // CHECK: cmpi less_than %[[S]], %[[S]], signed : tile<i8> -> tile<i1>
    %2 = cmpi less_than %s, %s, signed : tile<i8> -> tile<i1>
    // CHECK: cmpi less_than_or_equal %[[S]], %[[S]], unsigned : tile<i8> -> tile<i1>
    %3 = cmpi less_than_or_equal %s, %s, unsigned : tile<i8> -> tile<i1>
    // CHECK: cmpi greater_than %[[S]], %[[S]], signed : tile<i8> -> tile<i1>
    %4 = cmpi greater_than %s, %s, signed : tile<i8> -> tile<i1>
    // CHECK: cmpi greater_than_or_equal %[[S]], %[[S]], unsigned : tile<i8> -> tile<i1>
    %5 = cmpi greater_than_or_equal %s, %s, unsigned : tile<i8> -> tile<i1>
  }
}
