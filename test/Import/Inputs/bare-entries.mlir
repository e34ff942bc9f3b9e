// Entries with no module around them, as NVIDIA's tileirdisasm prints a
// file, after an alias definition.
#bnd = #cuda_tile.bounded<0, 7>
entry @first(%p: tile<ptr<i32>>) {
  %c = constant <i32: 3> : tile<i32>
  %a = assume #bnd, %c : tile<i32>
  %t = store_ptr_tko weak %p, %a : tile<ptr<i32>>, tile<i32> -> token
  return
}
entry @second() {
  return
}
