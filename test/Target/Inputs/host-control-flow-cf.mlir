// A launch in a block that a host cf branch reaches.
func.func @k(%X: memref<1024xf32>, %Y: memref<1024xf32>, %flag: i32) {
  %c4 = arith.constant 4 : index
  %z = arith.constant 0 : i32
  %p = arith.cmpi ne, %flag, %z : i32
  cf.cond_br %p, ^launch, ^done
^launch:
  tile.launch blocks(%bx) in (%c4) threads(64) {
    %c256 = arith.constant 256 : index
    %off = arith.muli %bx, %c256 : index
    %x = tile.alloc_fragment() : memref<256xf32, #tile.fragment>
    tile.copy %X[%off] -> %x : memref<1024xf32>, memref<256xf32, #tile.fragment>
    tile.copy %x -> %Y[%off] : memref<256xf32, #tile.fragment>, memref<1024xf32>
  }
  cf.br ^done
^done:
  return
}
