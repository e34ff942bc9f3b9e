// RUN: tile-opt %s --tile-raise-pointer-accesses -convert-tile-to-simt | FileCheck %s

// A row walked in chunks (for %c in (0 to n, step 256): base + row *
// stride + %c + iota, masked by column < n), as TileGym's layer norms
// write it. The chunk's start %c takes 0, 256, 512, ...: the Divisibility
// analysis gives a counted loop's induction variable the power of two that
// divides both its lower bound and its step (through the scf.for the SIMT
// lowering structures the loop into, and its casts), so each chunk's
// 16-byte aligned start is known and its load needs no run-time alignment
// test. With a step of no known factor a chunk may start anywhere.

// CHECK-LABEL: gpu.func @chunks
// CHECK: scf.for
// CHECK: tile_simt.load_tile {{.*}}base_align = 16 : i64
// CHECK-LABEL: gpu.func @chunks_any_step
// CHECK: scf.for
// CHECK: tile_simt.load_tile {{.*}}base_align = 4 : i64
cuda_tile.module @m {
  entry @chunks(%x: tile<ptr<f32>>, %n: tile<i32>, %ld: tile<i32>, %st: tile<i32>, %y: tile<ptr<f32>>) {
    %t = make_token : token
    %xa = assume div_by<16>, %x : tile<ptr<f32>>
    %ya = assume div_by<16>, %y : tile<ptr<f32>>
    %na = assume div_by<16>, %n : tile<i32>
    %lda = assume div_by<16>, %ld : tile<i32>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c256 = constant <i32: 256> : tile<i32>
    %io = iota : tile<256xi32>
    %row = exti %bx signed : tile<i32> -> tile<i64>
    %rowr = reshape %row : tile<i64> -> tile<1xi64>
    %R = broadcast %rowr : tile<1xi64> -> tile<256xi64>
    %ld64 = exti %lda signed : tile<i32> -> tile<i64>
    %ldr = reshape %ld64 : tile<i64> -> tile<1xi64>
    %LD = broadcast %ldr : tile<1xi64> -> tile<256xi64>
    %rowoff = muli %R, %LD : tile<256xi64>
    %n64 = exti %na signed : tile<i32> -> tile<i64>
    %nr = reshape %n64 : tile<i64> -> tile<1xi64>
    %N = broadcast %nr : tile<1xi64> -> tile<256xi64>
    %zero = constant <f32: 0.0> : tile<256xf32>
    %xr = reshape %xa : tile<ptr<f32>> -> tile<1xptr<f32>>
    %xb = broadcast %xr : tile<1xptr<f32>> -> tile<256xptr<f32>>
    %s = for %c in (%c0 to %na, step %c256) : tile<i32> iter_values(%acc = %zero) -> (tile<256xf32>) {
      %cr = reshape %c : tile<i32> -> tile<1xi32>
      %cb = broadcast %cr : tile<1xi32> -> tile<256xi32>
      %col = addi %cb, %io : tile<256xi32>
      %C = exti %col signed : tile<256xi32> -> tile<256xi64>
      %mask = cmpi less_than %C, %N, unsigned : tile<256xi64> -> tile<256xi1>
      %off = addi %rowoff, %C : tile<256xi64>
      %xp = offset %xb, %off : tile<256xptr<f32>>, tile<256xi64> -> tile<256xptr<f32>>
      %v, %t1 = load_ptr_tko weak %xp, %mask, %zero token=%t : tile<256xptr<f32>>, tile<256xi1>, tile<256xf32> -> tile<256xf32>, token
      %a = addf %acc, %v : tile<256xf32>
      continue %a : tile<256xf32>
    }
    %sum = reduce %s dim=0 identities=[0.000000e+00 : f32] : tile<256xf32> -> tile<f32>
    (%p: tile<f32>, %q: tile<f32>) {
      %r = addf %p, %q : tile<f32>
      yield %r : tile<f32>
    }
    %yo = offset %ya, %row : tile<ptr<f32>>, tile<i64> -> tile<ptr<f32>>
    %t2 = store_ptr_tko weak %yo, %sum token=%t : tile<ptr<f32>>, tile<f32> -> token
    return
  }
  entry @chunks_any_step(%x: tile<ptr<f32>>, %n: tile<i32>, %ld: tile<i32>, %st: tile<i32>, %y: tile<ptr<f32>>) {
    %t = make_token : token
    %xa = assume div_by<16>, %x : tile<ptr<f32>>
    %ya = assume div_by<16>, %y : tile<ptr<f32>>
    %na = assume div_by<16>, %n : tile<i32>
    %lda = assume div_by<16>, %ld : tile<i32>
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %c256 = assume bounded<1, ?>, %st : tile<i32>
    %io = iota : tile<256xi32>
    %row = exti %bx signed : tile<i32> -> tile<i64>
    %rowr = reshape %row : tile<i64> -> tile<1xi64>
    %R = broadcast %rowr : tile<1xi64> -> tile<256xi64>
    %ld64 = exti %lda signed : tile<i32> -> tile<i64>
    %ldr = reshape %ld64 : tile<i64> -> tile<1xi64>
    %LD = broadcast %ldr : tile<1xi64> -> tile<256xi64>
    %rowoff = muli %R, %LD : tile<256xi64>
    %n64 = exti %na signed : tile<i32> -> tile<i64>
    %nr = reshape %n64 : tile<i64> -> tile<1xi64>
    %N = broadcast %nr : tile<1xi64> -> tile<256xi64>
    %zero = constant <f32: 0.0> : tile<256xf32>
    %xr = reshape %xa : tile<ptr<f32>> -> tile<1xptr<f32>>
    %xb = broadcast %xr : tile<1xptr<f32>> -> tile<256xptr<f32>>
    %s = for %c in (%c0 to %na, step %c256) : tile<i32> iter_values(%acc = %zero) -> (tile<256xf32>) {
      %cr = reshape %c : tile<i32> -> tile<1xi32>
      %cb = broadcast %cr : tile<1xi32> -> tile<256xi32>
      %col = addi %cb, %io : tile<256xi32>
      %C = exti %col signed : tile<256xi32> -> tile<256xi64>
      %mask = cmpi less_than %C, %N, unsigned : tile<256xi64> -> tile<256xi1>
      %off = addi %rowoff, %C : tile<256xi64>
      %xp = offset %xb, %off : tile<256xptr<f32>>, tile<256xi64> -> tile<256xptr<f32>>
      %v, %t1 = load_ptr_tko weak %xp, %mask, %zero token=%t : tile<256xptr<f32>>, tile<256xi1>, tile<256xf32> -> tile<256xf32>, token
      %a = addf %acc, %v : tile<256xf32>
      continue %a : tile<256xf32>
    }
    %sum = reduce %s dim=0 identities=[0.000000e+00 : f32] : tile<256xf32> -> tile<f32>
    (%p: tile<f32>, %q: tile<f32>) {
      %r = addf %p, %q : tile<f32>
      yield %r : tile<f32>
    }
    %yo = offset %ya, %row : tile<ptr<f32>>, tile<i64> -> tile<ptr<f32>>
    %t2 = store_ptr_tko weak %yo, %sum token=%t : tile<ptr<f32>>, tile<f32> -> token
    return
  }
}
