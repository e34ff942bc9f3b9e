// RUN: tile-opt --cutile-rs-text %s | FileCheck %s
// RUN: not tile-opt %s 2>&1 | FileCheck %s --check-prefix=STRICT

// cutile-rs prints reduce/scan identities without a type, and +-inf by name;
// the tolerant mode types them from the operand (f32 -inf = 0xFF800000).
cuda_tile.module @m {
  // CHECK-LABEL: testing$func @untyped_identities
  testing$func @untyped_identities(%x: tile<4x8xf32>, %h: tile<4x8xf16>) {
    // CHECK: reduce %{{.*}} dim=1 identities=[0xFF800000 : f32]
    %0 = reduce %x dim=1 identities=[-inf] : tile<4x8xf32> -> tile<4xf32> {
    ^bb0(%a: tile<f32>, %b: tile<f32>):
      %m = maxf %a, %b : tile<f32>
      yield %m : tile<f32>
    }
    // CHECK: scan %{{.*}} dim=0 reverse=false identities=[0.000000e+00 : f16]
    %1 = scan %h dim=0 reverse=false identities=[0] : tile<4x8xf16> -> tile<4x8xf16> {
    ^bb0(%a: tile<f16>, %b: tile<f16>):
      %s = addf %a, %b : tile<f16>
      yield %s : tile<f16>
    }
  }
}
// STRICT: error:
