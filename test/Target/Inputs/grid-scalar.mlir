// A grid computed from a plain scalar argument (the errors test): the
// manifest cannot say how to launch it.
func.func @grid_from_arg(%X: memref<4096x128xf32>, %Y: memref<4096x128xf32>, %n: index) {
  %c32 = arith.constant 32 : index
  %g = arith.ceildivui %n, %c32 : index
  tile.launch blocks(%bx) in (%g) threads(128) {
    %c0 = arith.constant 0 : index
    %x = tile.alloc_fragment() : memref<32x128xf32, #tile.fragment>
    %row = arith.muli %bx, %c32 : index
    tile.copy %X[%row, %c0] -> %x : memref<4096x128xf32>, memref<32x128xf32, #tile.fragment>
    tile.copy %x -> %Y[%row, %c0] : memref<32x128xf32, #tile.fragment>, memref<4096x128xf32>
  }
  return
}
