// A preview$func with a body: valid text, but bytecode holds only extern
// declarations (NVIDIA: "must be extern when serialized to bytecode").
cuda_tile.module @kernels {
  preview$func private @helper(%x: tile<f32>) -> tile<f32> {
    return %x : tile<f32>
  }
}
