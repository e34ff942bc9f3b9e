// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt -mlir-print-op-generic %s | tile-opt | FileCheck %s

// make_token and join_tokens.
cuda_tile.module @m {
  // CHECK-LABEL: testing$func @tokens
  testing$func @tokens() -> token {
    // CHECK: %[[A:.*]] = make_token : token
    %a = make_token : token
    // CHECK: %[[B:.*]] = make_token : token
    %b = cuda_tile.make_token : !cuda_tile.token
    // CHECK: %[[C:.*]] = make_token : token
    %c = make_token : token
    // CHECK: %[[J:.*]] = join_tokens %[[A]], %[[B]] : token
    %j = join_tokens %a, %b : token
    // CHECK: join_tokens %[[J]], %[[B]], %[[C]] : token
    %k = join_tokens %j, %b, %c : token
    return %k : token
  }
}
