// The rules NVIDIA's 13.5 verifier gives the multimem view ops (partition
// views of a multicast tensor_view, element types, reductions, orderings).
// RUN: tile-opt %s -split-input-file -verify-diagnostics

cuda_tile.module @m {
  entry @k(%p: tile<ptr<i32, <multicast>>>, %q: tile<ptr<i32>>, %i: tile<i32>) {
    %tv = make_tensor_view %p, shape = [128], strides = [1] : tensor_view<128xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>
    %pv = make_partition_view %tv : partition_view<tile=(128), tensor_view<128xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>
    %uv = make_tensor_view %q, shape = [128], strides = [1] : tensor_view<128xi32, strides=[1]>
    %upv = make_partition_view %uv : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>
    // expected-error @below {{requires a multicast view (a tensor_view of a ptr<T, <multicast>> base), got}}
    %v, %t = multimem_load_reduce_view_tko weak %upv[%i] : partition_view<tile=(128), tensor_view<128xi32, strides=[1]>>, tile<i32> -> tile<128xi32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32, <multicast>>>, %q: tile<ptr<f32>>, %i: tile<i32>) {
    %tv = make_tensor_view %p, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>
    %pv = make_partition_view %tv : partition_view<tile=(128), tensor_view<128xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>
    // expected-error @below {{min/max supports f16 and bf16 float types only; got 'f32'}}
    %v, %t = multimem_load_reduce_view_tko weak %pv[%i] attributes {reduction = #cuda_tile.multimem_reduction_kind<min>} : partition_view<tile=(128), tensor_view<128xf32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<128xf32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f16, <multicast>>>, %q: tile<ptr<f16>>, %i: tile<i32>) {
    %tv = make_tensor_view %p, shape = [128], strides = [1] : tensor_view<128xf16, strides=[1], #cuda_tile.ptr_attr<multicast>>
    %pv = make_partition_view %tv : partition_view<tile=(128), tensor_view<128xf16, strides=[1], #cuda_tile.ptr_attr<multicast>>>
    // expected-error @below {{and/or/xor/umin/umax reductions require integer element types}}
    %v, %t = multimem_load_reduce_view_tko weak %pv[%i] attributes {reduction = #cuda_tile.multimem_reduction_kind<xor>} : partition_view<tile=(128), tensor_view<128xf16, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<128xf16>, token
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f16, <multicast>>>, %q: tile<ptr<f16>>, %i: tile<i32>) {
    %tv = make_tensor_view %p, shape = [128], strides = [1] : tensor_view<128xf16, strides=[1], #cuda_tile.ptr_attr<multicast>>
    %pv = make_partition_view %tv : partition_view<tile=(128), tensor_view<128xf16, strides=[1], #cuda_tile.ptr_attr<multicast>>>
    %v, %t = multimem_load_reduce_view_tko weak %pv[%i] : partition_view<tile=(128), tensor_view<128xf16, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<128xf16>, token
    // expected-error @below {{supports only add for floating-point element types}}
    %t2 = multimem_reduce_view_tko relaxed device %pv, %v[%i] attributes {reduction = #cuda_tile.multimem_reduction_kind<max>} : partition_view<tile=(128), tensor_view<128xf16, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<128xf16>, tile<i32> -> token
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<i32, <multicast>>>, %q: tile<ptr<i32>>, %i: tile<i32>) {
    %tv = make_tensor_view %p, shape = [128], strides = [1] : tensor_view<128xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>
    %pv = make_partition_view %tv : partition_view<tile=(128), tensor_view<128xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>
    %v, %t = multimem_load_reduce_view_tko weak %pv[%i] : partition_view<tile=(128), tensor_view<128xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<128xi32>, token
    // expected-error @below {{memory ordering semantics must be one of: relaxed, release}}
    %t2 = multimem_reduce_view_tko acquire device %pv, %v[%i] : partition_view<tile=(128), tensor_view<128xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<128xi32>, tile<i32> -> token
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<i32, <multicast>>>, %q: tile<ptr<i32>>, %i: tile<i32>) {
    %tv = make_tensor_view %p, shape = [128], strides = [1] : tensor_view<128xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>
    %pv = make_partition_view %tv : partition_view<tile=(128), tensor_view<128xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>
    %v, %t = multimem_load_reduce_view_tko weak %pv[%i] : partition_view<tile=(128), tensor_view<128xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<128xi32>, token
    // expected-error @below {{with 'relaxed' ordering needs a memory scope (tl_blk, device or sys)}}
    %t2 = multimem_store_view_tko relaxed %pv, %v[%i] : partition_view<tile=(128), tensor_view<128xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<128xi32>, tile<i32> -> token
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<i32, <multicast>>>, %q: tile<ptr<i32>>, %i: tile<i32>) {
    %tv = make_tensor_view %p, shape = [128], strides = [1] : tensor_view<128xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>
    %pv = make_partition_view %tv : partition_view<tile=(128), tensor_view<128xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>
    // expected-error @below {{inbounds holds 2 flag(s) but the access has 1 index dimension(s)}}
    %v, %t = multimem_load_reduce_view_tko weak %pv[%i] inbounds = [true, true] : partition_view<tile=(128), tensor_view<128xi32, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<128xi32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<i8, <multicast>>>, %q: tile<ptr<i8>>, %i: tile<i32>) {
    %tv = make_tensor_view %p, shape = [128], strides = [1] : tensor_view<128xi8, strides=[1], #cuda_tile.ptr_attr<multicast>>
    %pv = make_partition_view %tv : partition_view<tile=(128), tensor_view<128xi8, strides=[1], #cuda_tile.ptr_attr<multicast>>>
    // expected-error @below {{multimem requires 32- or 64-bit integer element types; got}}
    %v, %t = multimem_load_reduce_view_tko weak %pv[%i] : partition_view<tile=(128), tensor_view<128xi8, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<128xi8>, token
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f16, <multicast>>>, %q: tile<ptr<f16>>, %i: tile<i32>) {
    %tv = make_tensor_view %p, shape = [128], strides = [1] : tensor_view<128xf16, strides=[1], #cuda_tile.ptr_attr<multicast>>
    %pv = make_partition_view %tv : partition_view<tile=(1), tensor_view<128xf16, strides=[1], #cuda_tile.ptr_attr<multicast>>>
    // expected-error @below {{multimem needs a float tile of whole 4-byte words}}
    %v, %t = multimem_load_reduce_view_tko weak %pv[%i] : partition_view<tile=(1), tensor_view<128xf16, strides=[1], #cuda_tile.ptr_attr<multicast>>>, tile<i32> -> tile<1xf16>, token
    return
  }
}

