// A testing$func's return operands must have its result types.
// RUN: tile-opt %s -split-input-file -verify-diagnostics

cuda_tile.module @test_func_with_operand_and_wrong_result {
  testing$func @kernel(%arg0: !cuda_tile.tile<2xi16>, %arg1: !cuda_tile.tile<2xf32>) -> !cuda_tile.tile<2xi16> {
    // expected-error @below{{type of return operand 0 ('!cuda_tile.tile<2xf32>') doesn't match function result type ('!cuda_tile.tile<2xi16>') in function @kernel}}
    cuda_tile.return %arg1: !cuda_tile.tile<2xf32>
  }
}

// -----

cuda_tile.module @ok {
  testing$func @kernel(%arg0: !cuda_tile.tile<2xi16>) -> !cuda_tile.tile<2xi16> {
    cuda_tile.return %arg0: !cuda_tile.tile<2xi16>
  }
}
