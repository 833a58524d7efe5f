// A kernel argument of index elements (row indices, say): an i64 buffer on
// the device and in the manifest. Its byte count used to crash
// tile-translate (index has no bit width).
func.func @index_arg(%A: memref<128xf32>, %T: memref<4xindex>) {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  tile.launch blocks(%bx) in (%c1) threads(128) {
    %a = tile.alloc_fragment() : memref<128xf32, #tile.fragment>
    tile.copy %A[%c0] -> %a : memref<128xf32>, memref<128xf32, #tile.fragment>
    tile.copy %a -> %A[%c0] : memref<128xf32, #tile.fragment>, memref<128xf32>
  }
  return
}
