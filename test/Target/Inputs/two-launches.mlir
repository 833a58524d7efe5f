// Two kernels in one host function (the PTX and bundle tests): T = X * 2,
// then Y = T + 1.
func.func @two_step(%X: memref<1024xf32>, %T: memref<1024xf32>, %Y: memref<1024xf32>) {
  %c4 = arith.constant 4 : index
  tile.launch blocks(%bx) in (%c4) threads(64) {
    %c256 = arith.constant 256 : index
    %off = arith.muli %bx, %c256 : index
    %x = tile.alloc_fragment() : memref<256xf32, #tile.fragment>
    tile.copy %X[%off] -> %x : memref<1024xf32>, memref<256xf32, #tile.fragment>
    tile.parallel (%i) in (256) {
      %v = memref.load %x[%i] : memref<256xf32, #tile.fragment>
      %w = arith.addf %v, %v : f32
      memref.store %w, %x[%i] : memref<256xf32, #tile.fragment>
    }
    tile.copy %x -> %T[%off] : memref<256xf32, #tile.fragment>, memref<1024xf32>
  }
  tile.launch blocks(%bx) in (%c4) threads(64) {
    %c256 = arith.constant 256 : index
    %off = arith.muli %bx, %c256 : index
    %x = tile.alloc_fragment() : memref<256xf32, #tile.fragment>
    tile.copy %T[%off] -> %x : memref<1024xf32>, memref<256xf32, #tile.fragment>
    tile.parallel (%i) in (256) {
      %v = memref.load %x[%i] : memref<256xf32, #tile.fragment>
      %one = arith.constant 1.0 : f32
      %w = arith.addf %v, %one : f32
      memref.store %w, %x[%i] : memref<256xf32, #tile.fragment>
    }
    tile.copy %x -> %Y[%off] : memref<256xf32, #tile.fragment>, memref<1024xf32>
  }
  return
}
