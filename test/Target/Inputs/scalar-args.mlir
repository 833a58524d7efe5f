// Scalar arguments are kernel parameters by value: y = alpha * x + y over
// the first `count` elements, with `alpha` an f32 and `count` an i32.
func.func @axpy(%alpha: f32, %X: memref<1024xf32>, %Y: memref<1024xf32>, %count: i32,
                %tag: bf16, %step: index) {
  %c4 = arith.constant 4 : index
  tile.launch blocks(%bx) in (%c4) threads(128) {
    %c256 = arith.constant 256 : index
    %at = arith.muli %bx, %c256 : index
    %n = arith.index_cast %count : i32 to index
    %x = tile.alloc_fragment() : memref<256xf32, #tile.fragment>
    %y = tile.alloc_fragment() : memref<256xf32, #tile.fragment>
    tile.copy %X[%at] -> %x : memref<1024xf32>, memref<256xf32, #tile.fragment>
    tile.copy %Y[%at] -> %y : memref<1024xf32>, memref<256xf32, #tile.fragment>
    tile.parallel (%i) in (256) {
      %g = arith.addi %at, %i : index
      %inside = arith.cmpi ult, %g, %n : index
      %xi = memref.load %x[%i] : memref<256xf32, #tile.fragment>
      %yi = memref.load %y[%i] : memref<256xf32, #tile.fragment>
      %ax = arith.mulf %alpha, %xi : f32
      %s = arith.addf %ax, %yi : f32
      %r = arith.select %inside, %s, %yi : f32
      memref.store %r, %y[%i] : memref<256xf32, #tile.fragment>
    }
    tile.copy %y -> %Y[%at] : memref<256xf32, #tile.fragment>, memref<1024xf32>
  }
  return
}
