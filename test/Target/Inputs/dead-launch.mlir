// A launch that writes no global memory: the canonicalizer removes it.
func.func @dead(%X: memref<1024xf32>) {
  %c8 = arith.constant 8 : index
  tile.launch blocks(%bx) in (%c8) threads(128) {
    %x = tile.alloc_fragment() : memref<128xf32, #tile.fragment>
  }
  return
}
