// A kernel argument without elements.
func.func @zero(%X: memref<0xf32>, %Y: memref<64xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(64) {
    %c0 = arith.constant 0 : index
    %x = tile.alloc_fragment() : memref<64xf32, #tile.fragment>
    tile.copy %Y[%c0] -> %x : memref<64xf32>, memref<64xf32, #tile.fragment>
    tile.copy %x -> %Y[%c0] : memref<64xf32, #tile.fragment>, memref<64xf32>
  }
  return
}
