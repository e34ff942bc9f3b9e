// Grid dependency control is griddepcontrol on sm_90 and nothing on sm_80,
// which has no programmatic dependent launch; the manifest says whether a
// kernel uses it. The alias fence is fence.proxy.alias where the PTX ISA
// has it (7.5, sm_90 here), a GPU-scope membar on sm_80 (PTX 7.0).
// RUN: tile-opt %s --tile-to-ptx=chip=sm_90 --tile-emit-ptx="output=%t90.ptx manifest=%t90.json" -o /dev/null
// RUN: FileCheck %s --input-file=%t90.ptx --check-prefix=SM90
// RUN: FileCheck %s --input-file=%t90.json --check-prefix=M90
// RUN: tile-opt %s --tile-to-ptx=chip=sm_80 --tile-emit-ptx="output=%t80.ptx manifest=%t80.json" -o /dev/null
// RUN: FileCheck %s --input-file=%t80.ptx --check-prefix=SM80
// RUN: FileCheck %s --input-file=%t80.json --check-prefix=M80

// SM90-LABEL: .visible .entry pdl(
// SM90: griddepcontrol.wait;
// SM90: ld.global
// SM90: fence.proxy.alias;
// SM90: griddepcontrol.launch_dependents;
// SM90: st.global
// SM90-LABEL: .visible .entry plain(
// SM90-NOT: griddepcontrol

// SM80-NOT: griddepcontrol
// SM80-LABEL: .visible .entry pdl(
// SM80-NOT: fence.proxy
// SM80: membar.gl;
// SM80-NOT: griddepcontrol

// M90: "programmatic_dependent_launch": true,
// M90: "symbol": "pdl"
// M90: "programmatic_dependent_launch": false,
// M90: "symbol": "plain"
// M80: "programmatic_dependent_launch": false,
// M80: "symbol": "pdl"
cuda_tile.module @m {
  entry @pdl(%p: tile<ptr<f32>>) {
    %w = gdc_wait_tko : token
    %v = make_tensor_view %p, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %pv = make_partition_view %v : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %x, %t = load_view_tko weak %pv[%c0] token = %w : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token
    %f = memory_fence_alias_tko %t : token
    %l = gdc_launch_dependents_tko token = %f : token
    %t2 = store_view_tko weak %x, %pv[%c0] token = %l : tile<128xf32>, partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> token
    return
  }
  entry @plain(%p: tile<ptr<f32>>) {
    %v = make_tensor_view %p, shape = [128], strides = [1] : tensor_view<128xf32, strides=[1]>
    %pv = make_partition_view %v : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %x, %t = load_view_tko weak %pv[%c0] : partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token
    %t2 = store_view_tko weak %x, %pv[%c0] : tile<128xf32>, partition_view<tile=(128), tensor_view<128xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
