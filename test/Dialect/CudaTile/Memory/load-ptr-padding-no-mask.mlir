// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt -mlir-print-op-generic %s | tile-opt | FileCheck %s
// RUN: tile-opt -mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// load_ptr_tko with a padding value but no mask (cuTile Python's
// ct.gather(..., check_bounds=False)): every element is loaded and the
// padding is unused. NVIDIA prints the padding where the mask would go; a
// lone extra operand is the mask only when it is a tile of i1.
cuda_tile.module @m {
  // CHECK-LABEL: testing$func @float_padding
  // GENERIC-LABEL: sym_name = "float_padding"
  testing$func @float_padding(%p: tile<8xptr<f32>>, %pad: tile<8xf32>) {
    %t = make_token : token
    // CHECK: load_ptr_tko weak %{{.*}}, %{{.*}} token=%{{.*}} : tile<8xptr<f32>>, tile<8xf32> -> tile<8xf32>, token
    // GENERIC: operandSegmentSizes = array<i32: 1, 0, 1, 1>
    %a, %ta = load_ptr_tko weak %p, %pad token=%t : tile<8xptr<f32>>, tile<8xf32> -> tile<8xf32>, token
    // The explicit spelling parses too; the short one is printed.
    // CHECK: load_ptr_tko relaxed device %{{.*}}, %{{.*}} optimization_hints = <default = {latency = 3}> : tile<8xptr<f32>>, tile<8xf32> -> tile<8xf32>, token
    // GENERIC: operandSegmentSizes = array<i32: 1, 0, 1, 0>
    %b, %tb = load_ptr_tko relaxed device %p, padding_value = %pad optimization_hints = <default = {latency = 3}> : tile<8xptr<f32>>, tile<8xf32> -> tile<8xf32>, token
  }

  // An i1 padding value has a mask's type, so it keeps its marker; an
  // unmarked i1 operand is the mask, as in NVIDIA's reader.
  // CHECK-LABEL: testing$func @bool_padding
  // GENERIC-LABEL: sym_name = "bool_padding"
  testing$func @bool_padding(%p: tile<8xptr<i1>>, %x: tile<8xi1>, %y: tile<8xi1>) {
    // CHECK: load_ptr_tko weak %{{.*}}, padding_value = %{{.*}} : tile<8xptr<i1>>, tile<8xi1> -> tile<8xi1>, token
    // GENERIC: operandSegmentSizes = array<i32: 1, 0, 1, 0>
    %a, %ta = load_ptr_tko weak %p, padding_value = %x : tile<8xptr<i1>>, tile<8xi1> -> tile<8xi1>, token
    // CHECK: load_ptr_tko weak %{{.*}}, %{{.*}} : tile<8xptr<i1>>, tile<8xi1> -> tile<8xi1>, token
    // GENERIC: operandSegmentSizes = array<i32: 1, 1, 0, 0>
    %b, %tb = load_ptr_tko weak %p, %x : tile<8xptr<i1>>, tile<8xi1> -> tile<8xi1>, token
    // CHECK: load_ptr_tko weak %{{.*}}, %{{.*}}, %{{.*}} : tile<8xptr<i1>>, tile<8xi1>, tile<8xi1> -> tile<8xi1>, token
    // GENERIC: operandSegmentSizes = array<i32: 1, 1, 1, 0>
    %c, %tc = load_ptr_tko weak %p, %x, %y : tile<8xptr<i1>>, tile<8xi1>, tile<8xi1> -> tile<8xi1>, token
    // A marked padding after a mask is the ordinary masked form.
    // CHECK: load_ptr_tko weak %{{.*}}, %{{.*}}, %{{.*}} : tile<8xptr<i1>>, tile<8xi1>, tile<8xi1> -> tile<8xi1>, token
    // GENERIC: operandSegmentSizes = array<i32: 1, 1, 1, 0>
    %d, %td = load_ptr_tko weak %p, %x, padding_value = %y : tile<8xptr<i1>>, tile<8xi1>, tile<8xi1> -> tile<8xi1>, token
  }
}
