// RUN: tile-opt --preview=simt %s -split-input-file -verify-diagnostics

// The verifier rules of 13.5's public preview, with NVIDIA's words where its
// 13.5 verifier prints them (Bytecode13_5.md §3.4-3.6, and what its
// disassembler said of files TileIR wrote).

cuda_tile.module @m {
  // expected-error @below {{extern function argument 0 must have a 'cuda_tile.preview$access' arg attr}}
  preview$func extern @f(%x: tile<f32>) -> tile<f32>
}

// -----

cuda_tile.module @m {
  // expected-error @below {{extern functions must declare at least one input}}
  preview$func extern @f() -> tile<f32>
}

// -----

cuda_tile.module @m {
  // expected-error @below {{number of bound inouts exceeded the number of results}}
  preview$func extern @f(%x: tile<f32> {cuda_tile.preview$access = #cuda_tile<preview$access<out>>}, %y: tile<f32> {cuda_tile.preview$access = #cuda_tile<preview$access<inout>>}) -> tile<f32>
}

// -----

cuda_tile.module @m {
  // expected-error @below {{duplicate constant parameter name: 'N'}}
  preview$func extern @f<[N: index, N: index]>(%x: tile<f32> {cuda_tile.preview$access = #cuda_tile<preview$access<in>>})
}

// -----

cuda_tile.module @m {
  // expected-error @below {{symbol declaration cannot have public visibility}}
  preview$func public extern @f(%x: tile<f32> {cuda_tile.preview$access = #cuda_tile<preview$access<in>>})
}

// -----

cuda_tile.module @m {
  // expected-error @below {{constant parameters are only valid on extern functions}}
  preview$func private @f<[N: index]>(%x: tile<f32>) {
    return
  }
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{constant parameter 'N' must have type index, preview$shape, preview$Datatype or preview$string, got 'i32'}}
  preview$func extern @f<[N: i32]>(%x: tile<f32> {cuda_tile.preview$access = #cuda_tile<preview$access<in>>})
}

// -----

cuda_tile.module @m {
  preview$func extern @f<[N: index]>(%x: tile<f32> {cuda_tile.preview$access = #cuda_tile<preview$access<in>>})
  entry @k(%a: tile<f32>) {
    // expected-error @below {{constant argument count (0) must match extern function constant parameter count (1)}}
    preview$call @f(%a) : (!cuda_tile.tile<f32>) -> ()
  }
}

// -----

cuda_tile.module @m {
  preview$func extern @f<[N: index]>(%x: tile<f32> {cuda_tile.preview$access = #cuda_tile<preview$access<in>>})
  entry @k(%a: tile<f32>) {
    // expected-error @below {{constant argument #0 for constant parameter 'N' must be statically known; references symbolic variable 'M'}}
    preview$call @f<[M+1]>(%a) : (!cuda_tile.tile<f32>) -> ()
  }
}

// -----

cuda_tile.module @m {
  preview$func extern @f<[N: index]>(%x: tile<f32> {cuda_tile.preview$access = #cuda_tile<preview$access<in>>})
  entry @k(%a: tile<f32>) {
    // Exact division has no integer value (NVIDIA's verifier says so too).
    // expected-error @below {{constant argument #0 for constant parameter 'N' must be a valid integer expression: unsupported expression in integer context}}
    preview$call @f<[#cuda_tile<preview$expr_div<7, 2>>]>(%a) : (!cuda_tile.tile<f32>) -> ()
  }
}

// -----

cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @below {{'@nowhere' does not reference a valid extern preview$func}}
    preview$call @nowhere(%a) : (!cuda_tile.tile<f32>) -> ()
  }
}

// -----

cuda_tile.module @m {
  preview$func extern @f(%x: tile<f32> {cuda_tile.preview$access = #cuda_tile<preview$access<in>>})
  entry @k(%a: tile<f32>) {
    // expected-error @below {{incorrect number of operands for callee}}
    preview$call @f(%a, %a) : (!cuda_tile.tile<f32>, !cuda_tile.tile<f32>) -> ()
  }
}

// -----

cuda_tile.module @m {
  preview$func extern @f(%x: tile<f32> {cuda_tile.preview$access = #cuda_tile<preview$access<in>>})
  entry @k(%a: tile<i32>) {
    // expected-error @below {{operand type mismatch: expected operand type '!cuda_tile.tile<f32>', but provided '!cuda_tile.tile<i32>' for operand number 0}}
    preview$call @f(%a) : (!cuda_tile.tile<i32>) -> ()
  }
}

// -----

cuda_tile.module @m {
  preview$func extern @f(%x: tile<f32> {cuda_tile.preview$access = #cuda_tile<preview$access<in>>})
  // expected-error @below {{extern_impl argument 0 must carry a 'cuda_tile.preview$access' arg attr}}
  preview$extern_impl @f_impl implements @f (%a: preview$fragment<f32, local, mem_layout = <():()>, fragmap = <(1, 1, 1):(0, 0, 0)>>)
}

// -----

cuda_tile.module @m {
  preview$func extern @f(%x: tile<f32> {cuda_tile.preview$access = #cuda_tile<preview$access<in>>})
  // expected-error @below {{function_type must have at least one input and all inputs must be fragment types}}
  preview$extern_impl @f_impl implements @f (%a: tile<f32> {cuda_tile.preview$access = #cuda_tile<preview$access<in>>})
}

// -----

cuda_tile.module @m {
  preview$func extern @f(%x: tile<f32> {cuda_tile.preview$access = #cuda_tile<preview$access<in>>}, %y: tile<f32> {cuda_tile.preview$access = #cuda_tile<preview$access<in>>}, %z: tile<f32> {cuda_tile.preview$access = #cuda_tile<preview$access<in>>}) -> (tile<f32>, tile<f32>)
  // expected-error @below {{out/inout fragment args must form a single contiguous run; found one at argument 2 after argument 0}}
  preview$extern_impl @f_impl implements @f (%a: preview$fragment<f32, local, mem_layout = <():()>, fragmap = <(1, 1, 1):(0, 0, 0)>> {cuda_tile.preview$access = #cuda_tile<preview$access<out>>}, %b: preview$fragment<f32, local, mem_layout = <():()>, fragmap = <(1, 1, 1):(0, 0, 0)>> {cuda_tile.preview$access = #cuda_tile<preview$access<in>>}, %c: preview$fragment<f32, local, mem_layout = <():()>, fragmap = <(1, 1, 1):(0, 0, 0)>> {cuda_tile.preview$access = #cuda_tile<preview$access<out>>})
}

// -----

cuda_tile.module @m {
  preview$func extern @f(%x: tile<f32> {cuda_tile.preview$access = #cuda_tile<preview$access<in>>})
  // expected-error @below {{argument 0: fragmap must have 3 shape modes (invocation, participant, footprint), got 2}}
  preview$extern_impl @f_impl implements @f (%a: preview$fragment<f32, local, mem_layout = <():()>, fragmap = <(1, 1):(0, 0)>> {cuda_tile.preview$access = #cuda_tile<preview$access<in>>})
}

// -----

cuda_tile.module @m {
  preview$func extern @f(%x: tile<f32> {cuda_tile.preview$access = #cuda_tile<preview$access<in>>})
  // Offsets 0, 2, 2, 4 of four elements: no bijection.
  // expected-error @below {{argument 0: mem_layout must be a bijection on the footprint elements}}
  preview$extern_impl @f_impl implements @f (%a: preview$fragment<2x2xf32, local, mem_layout = <(2, 2):(2, 2)>, fragmap = <(1, 1, 4):(0, 0, 1)>> {cuda_tile.preview$access = #cuda_tile<preview$access<in>>})
}

// -----

cuda_tile.module @m {
  preview$func extern @f(%x: tile<f32> {cuda_tile.preview$access = #cuda_tile<preview$access<in>>})
  // expected-error @below {{argument 0 field shape references an undeclared symbolic variable k}}
  preview$extern_impl @f_impl implements @f (%a: preview$fragment<[k]xf32, local, mem_layout = <(4):(1)>, fragmap = <(1, 1, 4):(0, 0, 1)>> {cuda_tile.preview$access = #cuda_tile<preview$access<in>>})
}

// -----

cuda_tile.module @m {
  preview$func extern @f<[N: index]>(%x: tile<f32> {cuda_tile.preview$access = #cuda_tile<preview$access<in>>})
  // expected-error @below {{const_params[0] name 'k' must match implemented function const_param name 'N'}}
  preview$extern_impl @f_impl<[k: index]> implements @f (%a: preview$fragment<f32, local, mem_layout = <():()>, fragmap = <(1, 1, 1):(0, 0, 0)>> {cuda_tile.preview$access = #cuda_tile<preview$access<in>>})
}

// -----

cuda_tile.module @m {
  preview$func extern @f<[N: index]>(%x: tile<f32> {cuda_tile.preview$access = #cuda_tile<preview$access<in>>})
  // expected-error @below {{const_args[0] must be an identity reference to impl param 'N' (non-identity const_args are not supported)}}
  preview$extern_impl @f_impl<[N: index]> implements @f<[4]> (%a: preview$fragment<f32, local, mem_layout = <():()>, fragmap = <(1, 1, 1):(0, 0, 0)>> {cuda_tile.preview$access = #cuda_tile<preview$access<in>>})
}

// -----

cuda_tile.module @m {
  preview$func extern @f(%x: tile<f32> {cuda_tile.preview$access = #cuda_tile<preview$access<in>>})
  // expected-error @below {{input count (2) must match extern function input count (1)}}
  preview$extern_impl @f_impl implements @f (%a: preview$fragment<f32, local, mem_layout = <():()>, fragmap = <(1, 1, 1):(0, 0, 0)>> {cuda_tile.preview$access = #cuda_tile<preview$access<in>>}, %b: preview$fragment<f32, local, mem_layout = <():()>, fragmap = <(1, 1, 1):(0, 0, 0)>> {cuda_tile.preview$access = #cuda_tile<preview$access<in>>})
}

// -----

cuda_tile.module @m {
  preview$func extern @f(%x: tile<f32> {cuda_tile.preview$access = #cuda_tile<preview$access<in>>})
  // expected-error @below {{extern_impl must not carry 'config'}}
  preview$extern_impl @f_impl implements @f (%a: preview$fragment<f32, local, mem_layout = <():()>, fragmap = <(1, 1, 1):(0, 0, 0)>> {cuda_tile.preview$access = #cuda_tile<preview$access<in>>}) {config = {}}
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{alignment must be a power of two, got 12}}
  preview$func extern @f(%x: tile<f32> {cuda_tile.preview$access = #cuda_tile<preview$access<in>>}) attributes {t = !cuda_tile<preview$fragment<f32, local, mem_layout = <():()>, fragmap = <(1, 1, 1):(0, 0, 0)>, alignment = 12>>}
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{expression variable name must be non-empty and contain no '.', got 'compiler.x'}}
  preview$func extern @f(%x: tile<f32> {cuda_tile.preview$access = #cuda_tile<preview$access<in>>}) attributes {v = #cuda_tile<preview$expr_var<"compiler.x">>}
}

// -----

cuda_tile.module @m {
  // expected-error @+1 {{layout has 2 shape modes and 1 stride modes}}
  preview$func extern @f(%x: tile<f32> {cuda_tile.preview$access = #cuda_tile<preview$access<in>>}) attributes {l = #cuda_tile<preview$layout<(2, 2):(1)>>}
}
