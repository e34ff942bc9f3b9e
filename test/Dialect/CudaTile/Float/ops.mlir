// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt -mlir-print-op-generic %s | tile-opt | FileCheck %s

// Every float op in its custom form; default rounding modes are not printed.
cuda_tile.module @float_ops {
  // CHECK-LABEL: testing$func @rounded
  // CHECK-SAME: (%[[A:.*]]: tile<4xf32>, %[[B:.*]]: tile<4xf32>, %[[C:.*]]: tile<4xf32>)
  testing$func @rounded(%a: tile<4xf32>, %b: tile<4xf32>, %c: tile<4xf32>) {
    // CHECK: addf %[[A]], %[[B]] : tile<4xf32>
    %0 = addf %a, %b : tile<4xf32>
    // CHECK: addf %[[A]], %[[B]] : tile<4xf32>
    %1 = addf %a, %b rounding<nearest_even> : tile<4xf32>
    // CHECK: addf %[[A]], %[[B]] rounding<zero> flush_to_zero : tile<4xf32>
    %2 = addf %a, %b rounding<zero> flush_to_zero : tile<4xf32>
    // CHECK: subf %[[A]], %[[B]] rounding<negative_inf> : tile<4xf32>
    %3 = subf %a, %b rounding<negative_inf> : tile<4xf32>
    // CHECK: mulf %[[A]], %[[B]] rounding<positive_inf> : tile<4xf32>
    %4 = mulf %a, %b rounding<positive_inf> : tile<4xf32>
    // CHECK: divf %[[A]], %[[B]] rounding<approx> flush_to_zero : tile<4xf32>
    %5 = divf %a, %b rounding<approx> flush_to_zero : tile<4xf32>
    // CHECK: divf %[[A]], %[[B]] rounding<full> : tile<4xf32>
    %6 = divf %a, %b rounding<full> : tile<4xf32>
    // CHECK: fma %[[A]], %[[B]], %[[C]] rounding<zero> : tile<4xf32>
    %7 = fma %a, %b, %c rounding<zero> : tile<4xf32>
    // CHECK: fma %[[A]], %[[B]], %[[C]] flush_to_zero : tile<4xf32>
    %8 = fma %a, %b, %c flush_to_zero : tile<4xf32>
    // CHECK: sqrt %[[A]] rounding<approx> : tile<4xf32>
    %9 = sqrt %a rounding<approx> : tile<4xf32>
    // CHECK: sqrt %[[A]] flush_to_zero : tile<4xf32>
    %10 = sqrt %a flush_to_zero : tile<4xf32>
    // CHECK: rsqrt %[[A]] flush_to_zero : tile<4xf32>
    %11 = rsqrt %a flush_to_zero : tile<4xf32>
    // CHECK: exp2 %[[A]] flush_to_zero : tile<4xf32>
    %12 = exp2 %a flush_to_zero : tile<4xf32>
  }

  // CHECK-LABEL: testing$func @min_max
  // CHECK-SAME: (%[[A:.*]]: tile<2x2xf32>, %[[B:.*]]: tile<2x2xf32>)
  testing$func @min_max(%a: tile<2x2xf32>, %b: tile<2x2xf32>) {
    // CHECK: maxf %[[A]], %[[B]] : tile<2x2xf32>
    %0 = maxf %a, %b : tile<2x2xf32>
    // CHECK: maxf %[[A]], %[[B]] propagate_nan : tile<2x2xf32>
    %1 = maxf %a, %b propagate_nan : tile<2x2xf32>
    // CHECK: minf %[[A]], %[[B]] flush_to_zero propagate_nan : tile<2x2xf32>
    %2 = minf %a, %b propagate_nan flush_to_zero : tile<2x2xf32>
    // CHECK: minf %[[A]], %[[B]] flush_to_zero : tile<2x2xf32>
    %3 = minf %a, %b flush_to_zero : tile<2x2xf32>
  }

  // CHECK-LABEL: testing$func @approx
  // CHECK-SAME: (%[[A:.*]]: tile<f32>)
  testing$func @approx(%a: tile<f32>) {
    // CHECK: exp %[[A]] : tile<f32>
    %0 = exp %a : tile<f32>
    // CHECK: exp %[[A]] rounding<approx> : tile<f32>
    %1 = exp %a rounding<approx> : tile<f32>
    // CHECK: tanh %[[A]] : tile<f32>
    %2 = tanh %a rounding<full> : tile<f32>
    // CHECK: tanh %[[A]] rounding<approx> : tile<f32>
    %3 = tanh %a rounding<approx> : tile<f32>
  }

  // CHECK-LABEL: testing$func @plain
  // CHECK-SAME: (%[[A:.*]]: tile<8xf16>, %[[B:.*]]: tile<8xf16>)
  testing$func @plain(%a: tile<8xf16>, %b: tile<8xf16>) {
    // CHECK: absf %[[A]] : tile<8xf16>
    %0 = absf %a : tile<8xf16>
    // CHECK: negf %[[A]] : tile<8xf16>
    %1 = negf %a : tile<8xf16>
    // CHECK: ceil %[[A]] : tile<8xf16>
    %2 = ceil %a : tile<8xf16>
    // CHECK: floor %[[A]] : tile<8xf16>
    %3 = floor %a : tile<8xf16>
    // CHECK: log %[[A]] : tile<8xf16>
    %4 = log %a : tile<8xf16>
    // CHECK: log2 %[[A]] : tile<8xf16>
    %5 = log2 %a : tile<8xf16>
    // CHECK: sin %[[A]] : tile<8xf16>
    %6 = sin %a : tile<8xf16>
    // CHECK: cos %[[A]] : tile<8xf16>
    %7 = cos %a : tile<8xf16>
    // CHECK: tan %[[A]] : tile<8xf16>
    %8 = tan %a : tile<8xf16>
    // CHECK: sinh %[[A]] : tile<8xf16>
    %9 = sinh %a : tile<8xf16>
    // CHECK: cosh %[[A]] : tile<8xf16>
    %10 = cosh %a : tile<8xf16>
    // CHECK: remf %[[A]], %[[B]] : tile<8xf16>
    %11 = remf %a, %b : tile<8xf16>
    // CHECK: pow %[[A]], %[[B]] : tile<8xf16>
    %12 = pow %a, %b : tile<8xf16>
    // CHECK: atan2 %[[A]], %[[B]] : tile<8xf16>
    %13 = atan2 %a, %b : tile<8xf16>
    // CHECK: rsqrt %[[A]] : tile<8xf16>
    %14 = rsqrt %a : tile<8xf16>
    // CHECK: exp2 %[[A]] : tile<8xf16>
    %15 = exp2 %a : tile<8xf16>
    // CHECK: exp %[[A]] : tile<8xf16>
    %16 = exp %a : tile<8xf16>
    // CHECK: tanh %[[A]] : tile<8xf16>
    %17 = tanh %a : tile<8xf16>
    // CHECK: sqrt %[[A]] rounding<zero> : tile<8xf16>
    %18 = sqrt %a rounding<zero> : tile<8xf16>
  }

  // CHECK-LABEL: testing$func @element_types
  testing$func @element_types(%h: tile<bf16>, %d: tile<4x2xf64>) {
    // CHECK: addf %{{.*}}, %{{.*}} : tile<bf16>
    %0 = addf %h, %h : tile<bf16>
    // CHECK: divf %{{.*}}, %{{.*}} rounding<positive_inf> : tile<4x2xf64>
    %1 = divf %d, %d rounding<positive_inf> : tile<4x2xf64>
  }

  // CHECK-LABEL: testing$func @cmpf
  // CHECK-SAME: (%[[A:.*]]: tile<4xf64>, %[[S:.*]]: tile<bf16>)
  testing$func @cmpf(%a: tile<4xf64>, %s: tile<bf16>) {
    // CHECK: cmpf equal ordered %[[A]], %[[A]] : tile<4xf64> -> tile<4xi1>
    %0 = cmpf equal ordered %a, %a : tile<4xf64> -> tile<4xi1>
    // CHECK: cmpf not_equal unordered %[[A]], %[[A]] : tile<4xf64> -> tile<4xi1>
    %1 = cmpf not_equal unordered %a, %a : tile<4xf64> -> tile<4xi1>
    // CHECK: cmpf less_than ordered %[[S]], %[[S]] : tile<bf16> -> tile<i1>
    %2 = cmpf less_than ordered %s, %s : tile<bf16> -> tile<i1>
    // CHECK: cmpf less_than_or_equal unordered %[[S]], %[[S]] : tile<bf16> -> tile<i1>
    %3 = cmpf less_than_or_equal unordered %s, %s : tile<bf16> -> tile<i1>
    // CHECK: cmpf greater_than ordered %[[S]], %[[S]] : tile<bf16> -> tile<i1>
    %4 = cmpf greater_than ordered %s, %s : tile<bf16> -> tile<i1>
    // CHECK: cmpf greater_than_or_equal unordered %[[S]], %[[S]] : tile<bf16> -> tile<i1>
    %5 = cmpf greater_than_or_equal unordered %s, %s : tile<bf16> -> tile<i1>
  }
}
