// RUN: tile-opt %s -convert-tile-to-simt -split-input-file | FileCheck %s

// pack of e2m1 (4 bits in an i8 each): the tile as [N, 2], the two columns
// taken out, byte = lo | hi << 4.
// CHECK-LABEL: gpu.func @pack_e2m1
// CHECK: %[[P:.*]] = tile_simt.{{reshape|convert_layout}} %{{.*}} -> tensor<512x2xi8
// CHECK: tile_simt.extract_slice %[[P]][%{{.*}}, %{{.*}}] : tensor<512x2xi8, {{.*}}> -> tensor<512x1xi8
// CHECK: tile_simt.extract_slice %[[P]][%{{.*}}, %{{.*}}] : tensor<512x2xi8, {{.*}}> -> tensor<512x1xi8
// CHECK: %[[HI:.*]] = arith.shli %{{.*}}, %{{.*}} : tensor<512xi8
// CHECK: arith.ori %{{.*}}, %[[HI]] : tensor<512xi8
cuda_tile.module @m {
  entry @pack_e2m1(%x: tile<ptr<f32>>, %y: tile<ptr<i8>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %xv = make_tensor_view %x, shape = [4096], strides = [1] : tensor_view<4096xf32, strides=[1]>
    %xp = make_partition_view %xv : partition_view<tile=(1024), tensor_view<4096xf32, strides=[1]>>
    %yv = make_tensor_view %y, shape = [2048], strides = [1] : tensor_view<2048xi8, strides=[1]>
    %yp = make_partition_view %yv : partition_view<tile=(512), tensor_view<2048xi8, strides=[1]>>
    %t, %tok = load_view_tko weak %xp[%bx] : partition_view<tile=(1024), tensor_view<4096xf32, strides=[1]>>, tile<i32> -> tile<1024xf32>, token
    %q = ftof %t : tile<1024xf32> -> tile<1024xf4E2M1FN>
    %b = pack %q : tile<1024xf4E2M1FN> -> tile<512xi8>
    %tok2 = store_view_tko weak %b, %yp[%bx] : tile<512xi8>, partition_view<tile=(512), tensor_view<2048xi8, strides=[1]>>, tile<i32> -> token
    return
  }
}

// -----

// unpack to e2m1: lo = byte & 15, hi = byte >> 4, interleaved as [N, 2].
// CHECK-LABEL: gpu.func @unpack_e2m1
// CHECK: %[[B:.*]] = tile_simt.load_tile {{.*}} -> tensor<512xi8
// CHECK: arith.andi %[[B]], %{{.*}} : tensor<512xi8
// CHECK: arith.shrui %[[B]], %{{.*}} : tensor<512xi8
// CHECK: tile_simt.cat %{{.*}}, %{{.*}} dim = 1 : tensor<512x1xi8, {{.*}}>, tensor<512x1xi8, {{.*}}> -> tensor<512x2xi8
cuda_tile.module @m {
  entry @unpack_e2m1(%x: tile<ptr<i8>>, %y: tile<ptr<f32>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %xv = make_tensor_view %x, shape = [2048], strides = [1] : tensor_view<2048xi8, strides=[1]>
    %xp = make_partition_view %xv : partition_view<tile=(512), tensor_view<2048xi8, strides=[1]>>
    %yv = make_tensor_view %y, shape = [4096], strides = [1] : tensor_view<4096xf32, strides=[1]>
    %yp = make_partition_view %yv : partition_view<tile=(1024), tensor_view<4096xf32, strides=[1]>>
    %t, %tok = load_view_tko weak %xp[%bx] : partition_view<tile=(512), tensor_view<2048xi8, strides=[1]>>, tile<i32> -> tile<512xi8>, token
    %q = unpack %t : tile<512xi8> -> tile<1024xf4E2M1FN>
    %f = ftof %q : tile<1024xf4E2M1FN> -> tile<1024xf32>
    %tok2 = store_view_tko weak %f, %yp[%bx] : tile<1024xf32>, partition_view<tile=(1024), tensor_view<4096xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}

// -----

// pack of f32: four bytes per element, byte k = trunci(bits >> 8k), as
// columns of [N, 4]; unpack to i16: byte k of each element shifted by 8k.
// CHECK-LABEL: gpu.func @wide
// CHECK: arith.bitcast %{{.*}} to tensor<256xi32
// CHECK: arith.shrui
// CHECK: arith.trunci %{{.*}} : tensor<256xi32, {{.*}}> to tensor<256xi8
// CHECK: tile_simt.cat {{.*}} -> tensor<256x2xi8
// CHECK: tile_simt.cat {{.*}} -> tensor<256x4xi8
// CHECK: tile_simt.extract_slice {{.*}} -> tensor<512x1xi8
// CHECK: arith.extui %{{.*}} : tensor<512xi8, {{.*}}> to tensor<512xi16
// CHECK: arith.shli
// CHECK: arith.ori %{{.*}}, %{{.*}} : tensor<512xi16
cuda_tile.module @m {
  entry @wide(%x: tile<ptr<f32>>, %y: tile<ptr<i16>>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %xv = make_tensor_view %x, shape = [1024], strides = [1] : tensor_view<1024xf32, strides=[1]>
    %xp = make_partition_view %xv : partition_view<tile=(256), tensor_view<1024xf32, strides=[1]>>
    %yv = make_tensor_view %y, shape = [2048], strides = [1] : tensor_view<2048xi16, strides=[1]>
    %yp = make_partition_view %yv : partition_view<tile=(512), tensor_view<2048xi16, strides=[1]>>
    %t, %tok = load_view_tko weak %xp[%bx] : partition_view<tile=(256), tensor_view<1024xf32, strides=[1]>>, tile<i32> -> tile<256xf32>, token
    %b = pack %t : tile<256xf32> -> tile<1024xi8>
    %h = unpack %b : tile<1024xi8> -> tile<512xi16>
    %tok2 = store_view_tko weak %h, %yp[%bx] : tile<512xi16>, partition_view<tile=(512), tensor_view<2048xi16, strides=[1]>>, tile<i32> -> token
    return
  }
}
