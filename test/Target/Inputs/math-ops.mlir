// Math ops the GPU lowering leaves to upstream's math-to-llvm (trunc, ctpop)
// and one nothing lowers (ipowi).
func.func @m(%X: memref<256xf32>, %Y: memref<256xf32>, %I: memref<256xi16>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(128) {
    %c0 = arith.constant 0 : index
    %a = tile.alloc_fragment() : memref<256xf32, #tile.fragment>
    %b = tile.alloc_fragment() : memref<256xi16, #tile.fragment>
    tile.copy %X[%c0] -> %a : memref<256xf32>, memref<256xf32, #tile.fragment>
    tile.copy %I[%c0] -> %b : memref<256xi16>, memref<256xi16, #tile.fragment>
    tile.parallel (%i) in (256) {
      %v = memref.load %a[%i] : memref<256xf32, #tile.fragment>
      %r = math.trunc %v : f32
      memref.store %r, %a[%i] : memref<256xf32, #tile.fragment>
      %w = memref.load %b[%i] : memref<256xi16, #tile.fragment>
      %n = math.ctpop %w : i16
      memref.store %n, %b[%i] : memref<256xi16, #tile.fragment>
    }
    tile.copy %a -> %Y[%c0] : memref<256xf32, #tile.fragment>, memref<256xf32>
    tile.copy %b -> %I[%c0] : memref<256xi16, #tile.fragment>, memref<256xi16>
  }
  return
}

func.func @p(%X: memref<256xi32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(128) {
    %c0 = arith.constant 0 : index
    %a = tile.alloc_fragment() : memref<256xi32, #tile.fragment>
    tile.copy %X[%c0] -> %a : memref<256xi32>, memref<256xi32, #tile.fragment>
    tile.parallel (%i) in (256) {
      %v = memref.load %a[%i] : memref<256xi32, #tile.fragment>
      %r = math.ipowi %v, %v : i32
      memref.store %r, %a[%i] : memref<256xi32, #tile.fragment>
    }
    tile.copy %a -> %X[%c0] : memref<256xi32, #tile.fragment>, memref<256xi32>
  }
  return
}
