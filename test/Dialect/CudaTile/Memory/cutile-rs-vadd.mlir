// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt -mlir-print-op-generic %s | tile-opt | FileCheck %s

// vadd as written by cutile-rs (fixtures/cutile-rs/vadd_f32.ir.txt): the
// views, token-ordered loads and the store must all parse and round-trip.

// CHECK-LABEL: entry @vadd_f32_entry
// CHECK: %[[TOK_C:.*]] = make_token : token
// CHECK: %[[TV_C:.*]] = make_tensor_view %{{.*}}, shape = [%{{.*}}], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
// CHECK: %[[TOK_A:.*]] = make_token : token
// CHECK: %[[TV_A:.*]] = make_tensor_view %{{.*}}, shape = [%{{.*}}], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
// CHECK: %[[PV_A:.*]] = make_partition_view %[[TV_A]] : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>
// CHECK: %[[A:.*]], %{{.*}} = load_view_tko weak %[[PV_A]][%[[BX:.*]]] token = %[[TOK_A]] : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
// CHECK: load_view_tko weak %{{.*}}[%[[BX]]] token = %{{.*}} :
// CHECK: %[[PV_C:.*]] = make_partition_view %[[TV_C]] : partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>
// CHECK: store_view_tko weak %{{.*}}, %[[PV_C]][%{{.*}}] token = %[[TOK_C]] : tile<1024xf32>, partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
cuda_tile.module @vadd_f32_k {
  entry @vadd_f32_entry(%0: tile<ptr<f32>>, %1: tile<i32>, %2: tile<i32>, %3: tile<i32>, %4: tile<i32>, %5: tile<ptr<f32>>, %6: tile<i32>, %7: tile<i32>, %8: tile<ptr<f32>>, %9: tile<i32>, %10: tile<i32>) {
    %11 = constant <i32: 1024> : tile<i32>
    %12 = assume bounded<0, ?>, %1 : tile<i32>
    %13 = make_token : token
    %14 = make_tensor_view %0, shape = [%12], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %15 = assume bounded<0, ?>, %6 : tile<i32>
    %16 = make_token : token
    %17 = make_tensor_view %5, shape = [%15], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %18 = assume bounded<0, ?>, %9 : tile<i32>
    %19 = make_token : token
    %20 = make_tensor_view %8, shape = [%18], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %21 = constant <i32: 1024> : tile<i32>
    %22, %23, %24 = get_tile_block_id : tile<i32>
    %25 = assume bounded<0, ?>, %22 : tile<i32>
    %26 = assume bounded<0, ?>, %23 : tile<i32>
    %27 = assume bounded<0, ?>, %24 : tile<i32>
    %28 = constant <i32: 1024> : tile<i32>
    %29 = constant <i32: -1> : tile<i32>
    %30 = constant <i32: -1> : tile<i32>
    %31 = make_partition_view %17 : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %32 = constant <i32: 1024> : tile<i32>
    %33 = constant <i32: -1> : tile<i32>
    %34 = constant <i32: -1> : tile<i32>
    %35 = make_partition_view %20 : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %36 = constant <i32: 1024> : tile<i32>
    %37, %38 = load_view_tko weak %31[%25] token = %16 : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %39 = constant <i32: 1024> : tile<i32>
    %40, %41 = load_view_tko weak %35[%25] token = %19 : partition_view<tile=(1024), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %42 = addf %37, %40 : tile<1024xf32>
    %43 = constant <i32: 1024> : tile<i32>
    %44 = constant <i32: 1024> : tile<i32>
    %45, %46, %47 = get_tile_block_id : tile<i32>
    %48 = assume bounded<0, ?>, %45 : tile<i32>
    %49 = assume bounded<0, ?>, %46 : tile<i32>
    %50 = assume bounded<0, ?>, %47 : tile<i32>
    %51 = constant <i32: 1024> : tile<i32>
    %52 = make_partition_view %14 : partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>
    %53 = store_view_tko weak %42, %52[%48] token = %13 : tile<1024xf32>, partition_view<tile=(1024), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
