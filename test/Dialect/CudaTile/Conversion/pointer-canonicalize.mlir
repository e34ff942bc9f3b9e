// RUN: tile-opt %s -canonicalize | FileCheck %s

cuda_tile.module @m {
  // CHECK-LABEL: testing$func @round_trips
  // CHECK-SAME: (%[[P:.*]]: tile<4xptr<f32>>, %[[I:.*]]: tile<4xi64>)
  // CHECK-NEXT: return %[[P]], %[[I]]
  testing$func @round_trips(%p: tile<4xptr<f32>>, %i: tile<4xi64>) -> (tile<4xptr<f32>>, tile<4xi64>) {
    %0 = ptr_to_int %p : tile<4xptr<f32>> -> tile<4xi64>
    %1 = int_to_ptr %0 : tile<4xi64> -> tile<4xptr<f32>>
    %2 = int_to_ptr %i : tile<4xi64> -> tile<4xptr<i8>>
    %3 = ptr_to_int %2 : tile<4xptr<i8>> -> tile<4xi64>
    return %1, %3 : tile<4xptr<f32>>, tile<4xi64>
  }

  // The pointee type changes, so this is a ptr_to_ptr, not the identity.
  // CHECK-LABEL: testing$func @retyped
  // CHECK: ptr_to_int
  // CHECK: int_to_ptr
  testing$func @retyped(%p: tile<4xptr<f32>>) -> tile<4xptr<f16>> {
    %0 = ptr_to_int %p : tile<4xptr<f32>> -> tile<4xi64>
    %1 = int_to_ptr %0 : tile<4xi64> -> tile<4xptr<f16>>
    return %1 : tile<4xptr<f16>>
  }

  // CHECK-LABEL: testing$func @ptr_to_ptr
  // CHECK-SAME: (%[[P:.*]]: tile<4xptr<f32>>)
  // CHECK-NEXT: %[[Q:.*]] = ptr_to_ptr %[[P]] : tile<4xptr<f32>> -> tile<4xptr<i8>>
  // CHECK-NEXT: return %[[P]], %[[P]], %[[Q]]
  testing$func @ptr_to_ptr(%p: tile<4xptr<f32>>) -> (tile<4xptr<f32>>, tile<4xptr<f32>>, tile<4xptr<i8>>) {
    %0 = ptr_to_ptr %p : tile<4xptr<f32>> -> tile<4xptr<f32>>
    %1 = ptr_to_ptr %p : tile<4xptr<f32>> -> tile<4xptr<f16>>
    %2 = ptr_to_ptr %1 : tile<4xptr<f16>> -> tile<4xptr<f32>>
    %3 = ptr_to_ptr %1 : tile<4xptr<f16>> -> tile<4xptr<i8>>
    return %0, %2, %3 : tile<4xptr<f32>>, tile<4xptr<f32>>, tile<4xptr<i8>>
  }
}
