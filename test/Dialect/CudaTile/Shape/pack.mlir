// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt -mlir-print-op-generic %s | tile-opt | FileCheck %s

// pack/unpack (13.3) reinterpret rank-1 tiles as bytes and back.
cuda_tile.module @m {
  // CHECK-LABEL: testing$func @pack
  testing$func @pack(%a: tile<64xf16>, %b: tile<64xf4E2M1FN>, %c: tile<64xi16>, %d: tile<16xi4>, %e: tile<8xtf32>) {
    // CHECK: pack %{{.*}} : tile<64xf16> -> tile<128xi8>
    %0 = pack %a : tile<64xf16> -> tile<128xi8>
    // CHECK: pack %{{.*}} : tile<64xf4E2M1FN> -> tile<32xi8>
    %1 = cuda_tile.pack %b : !cuda_tile.tile<64xf4E2M1FN> -> !cuda_tile.tile<32xi8>
    // CHECK: pack %{{.*}} : tile<64xi16> -> tile<128xi8>
    %2 = pack %c : tile<64xi16> -> tile<128xi8>
    // CHECK: pack %{{.*}} : tile<16xi4> -> tile<8xi8>
    %3 = pack %d : tile<16xi4> -> tile<8xi8>
    // tf32 is stored in 32 bits.
    // CHECK: pack %{{.*}} : tile<8xtf32> -> tile<32xi8>
    %4 = pack %e : tile<8xtf32> -> tile<32xi8>
  }

  // CHECK-LABEL: testing$func @unpack
  testing$func @unpack(%a: tile<64xi8>) {
    // CHECK: unpack %{{.*}} : tile<64xi8> -> tile<32xf16>
    %0 = unpack %a : tile<64xi8> -> tile<32xf16>
    // CHECK: unpack %{{.*}} : tile<64xi8> -> tile<128xf4E2M1FN>
    %1 = cuda_tile.unpack %a : !cuda_tile.tile<64xi8> -> !cuda_tile.tile<128xf4E2M1FN>
    // CHECK: unpack %{{.*}} : tile<64xi8> -> tile<8xf64>
    %2 = unpack %a : tile<64xi8> -> tile<8xf64>
  }
}
