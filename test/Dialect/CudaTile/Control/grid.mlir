// RUN: tile-opt %s | FileCheck %s
// RUN: tile-opt %s | tile-opt | FileCheck %s
// RUN: tile-opt -mlir-print-op-generic %s | tile-opt | FileCheck %s

cuda_tile.module @m {
  // CHECK-LABEL: entry @grid
  // CHECK: %[[BX:.*]], %[[BY:.*]], %{{.*}} = get_tile_block_id : tile<i32>
  // CHECK: %{{.*}}, %{{.*}}, %[[NZ:.*]] = get_num_tile_blocks : tile<i32>
  // CHECK: %{{.*}}, %[[CY:.*]], %{{.*}} = get_tile_block_id : tile<i32>
  // CHECK: print_tko "%d %d %d %d", %[[BX]], %[[NZ]], %[[CY]], %[[BY]] :
  entry @grid() {
    %x, %y, %z = get_tile_block_id : tile<i32>
    %nx, %ny, %nz = cuda_tile.get_num_tile_blocks : !cuda_tile.tile<i32>
    %b:3 = get_tile_block_id : tile<i32>
    print_tko "%d %d %d %d", %x, %nz, %b#1, %y : tile<i32>, tile<i32>, tile<i32>, tile<i32> -> token
  }
}
