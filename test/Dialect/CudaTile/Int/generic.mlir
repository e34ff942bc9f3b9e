// RUN: tile-opt %s | FileCheck %s

// The generic form NVIDIA's tools print: inherent attributes by their ODS
// names, either as properties or in the attribute dictionary.
cuda_tile.module @generic {
  // CHECK-LABEL: testing$func @f
  testing$func @f(%a: tile<4xi32>, %b: tile<4xi32>) {
    // CHECK: addi %{{.*}}, %{{.*}} overflow<no_wrap> : tile<4xi32>
    %0 = "cuda_tile.addi"(%a, %b) <{overflow = #cuda_tile.overflow<no_wrap>}> : (!cuda_tile.tile<4xi32>, !cuda_tile.tile<4xi32>) -> !cuda_tile.tile<4xi32>
    // CHECK: subi %{{.*}}, %{{.*}} : tile<4xi32>
    %1 = "cuda_tile.subi"(%a, %b) : (!cuda_tile.tile<4xi32>, !cuda_tile.tile<4xi32>) -> !cuda_tile.tile<4xi32>
    // CHECK: divi %{{.*}}, %{{.*}} signed rounding<positive_inf> : tile<4xi32>
    %2 = "cuda_tile.divi"(%a, %b) {signedness = #cuda_tile.signedness<signed>, rounding = #cuda_tile.rounding<positive_inf>} : (!cuda_tile.tile<4xi32>, !cuda_tile.tile<4xi32>) -> !cuda_tile.tile<4xi32>
    // CHECK: shri %{{.*}}, %{{.*}} unsigned : tile<4xi32>
    %3 = "cuda_tile.shri"(%a, %b) <{signedness = #cuda_tile.signedness<unsigned>}> : (!cuda_tile.tile<4xi32>, !cuda_tile.tile<4xi32>) -> !cuda_tile.tile<4xi32>
    // CHECK: mulhii %{{.*}}, %{{.*}} : tile<4xi32>
    %4 = "cuda_tile.mulhii"(%a, %b) : (!cuda_tile.tile<4xi32>, !cuda_tile.tile<4xi32>) -> !cuda_tile.tile<4xi32>
    // CHECK: cmpi greater_than %{{.*}}, %{{.*}}, unsigned : tile<4xi32> -> tile<4xi1>
    %5 = "cuda_tile.cmpi"(%a, %b) {comparison_predicate = #cuda_tile.comparison_predicate<greater_than>, signedness = #cuda_tile.signedness<unsigned>} : (!cuda_tile.tile<4xi32>, !cuda_tile.tile<4xi32>) -> !cuda_tile.tile<4xi1>
    // CHECK: negi %{{.*}} overflow<no_signed_wrap> : tile<4xi32>
    %6 = "cuda_tile.negi"(%a) <{overflow = #cuda_tile.overflow<no_signed_wrap>}> : (!cuda_tile.tile<4xi32>) -> !cuda_tile.tile<4xi32>
  }
}
