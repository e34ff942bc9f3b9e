// RUN: tile-opt %s | FileCheck %s

// The generic form NVIDIA's tools print: inherent attributes by their ODS
// names, either as properties or in the attribute dictionary.
cuda_tile.module @generic {
  // CHECK-LABEL: testing$func @f
  testing$func @f(%a: tile<4xf32>, %b: tile<4xf32>) {
    // CHECK: addf %{{.*}}, %{{.*}} rounding<zero> flush_to_zero : tile<4xf32>
    %0 = "cuda_tile.addf"(%a, %b) {flush_to_zero, rounding_mode = #cuda_tile.rounding<zero>} : (!cuda_tile.tile<4xf32>, !cuda_tile.tile<4xf32>) -> !cuda_tile.tile<4xf32>
    // CHECK: mulf %{{.*}}, %{{.*}} : tile<4xf32>
    %1 = "cuda_tile.mulf"(%a, %b) <{rounding_mode = #cuda_tile.rounding<nearest_even>}> : (!cuda_tile.tile<4xf32>, !cuda_tile.tile<4xf32>) -> !cuda_tile.tile<4xf32>
    // CHECK: maxf %{{.*}}, %{{.*}} propagate_nan : tile<4xf32>
    %2 = "cuda_tile.maxf"(%a, %b) {propagate_nan} : (!cuda_tile.tile<4xf32>, !cuda_tile.tile<4xf32>) -> !cuda_tile.tile<4xf32>
    // CHECK: tanh %{{.*}} rounding<approx> : tile<4xf32>
    %3 = "cuda_tile.tanh"(%a) {rounding_mode = #cuda_tile.rounding<approx>} : (!cuda_tile.tile<4xf32>) -> !cuda_tile.tile<4xf32>
    // CHECK: exp %{{.*}} : tile<4xf32>
    %4 = "cuda_tile.exp"(%a) : (!cuda_tile.tile<4xf32>) -> !cuda_tile.tile<4xf32>
    // CHECK: cmpf greater_than unordered %{{.*}}, %{{.*}} : tile<4xf32> -> tile<4xi1>
    %5 = "cuda_tile.cmpf"(%a, %b) {comparison_ordering = #cuda_tile.comparison_ordering<unordered>, comparison_predicate = #cuda_tile.comparison_predicate<greater_than>} : (!cuda_tile.tile<4xf32>, !cuda_tile.tile<4xf32>) -> !cuda_tile.tile<4xi1>
    // CHECK: pow %{{.*}}, %{{.*}} : tile<4xf32>
    %6 = "cuda_tile.pow"(%a, %b) : (!cuda_tile.tile<4xf32>, !cuda_tile.tile<4xf32>) -> !cuda_tile.tile<4xf32>
    // CHECK: sqrt %{{.*}} rounding<approx> flush_to_zero : tile<4xf32>
    %7 = "cuda_tile.sqrt"(%a) {flush_to_zero, rounding_mode = #cuda_tile.rounding<approx>} : (!cuda_tile.tile<4xf32>) -> !cuda_tile.tile<4xf32>
  }
}
