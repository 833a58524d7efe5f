func.func @swiglu(%A: memref<1024x1024xf16>, %Wg: memref<1024x1024xf16>, %Wu: memref<1024x1024xf16>, %C: memref<1024x1024xf16>) {
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  tile.launch blocks(%bx, %by) in (%c8, %c16) threads(128) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %c16k = arith.constant 16 : index
    %row = arith.muli %by, %c64 : index
    %col = arith.muli %bx, %c128 : index
    %a = tile.alloc_shared() : memref<64x64xf16, #tile.shared>
    %bg = tile.alloc_shared() : memref<64x128xf16, #tile.shared>
    %bu = tile.alloc_shared() : memref<64x128xf16, #tile.shared>
    %g = tile.alloc_fragment() : memref<64x128xf32, #tile.fragment>
    %u = tile.alloc_fragment() : memref<64x128xf32, #tile.fragment>
    %o = tile.alloc_fragment() : memref<64x128xf16, #tile.fragment>
    tile.clear %g : memref<64x128xf32, #tile.fragment>
    tile.clear %u : memref<64x128xf32, #tile.fragment>
    scf.for %ks = %c0 to %c16k step %c1 {
      %k = arith.muli %ks, %c64 : index
      tile.copy %A[%row, %k] -> %a : memref<1024x1024xf16>, memref<64x64xf16, #tile.shared>
      tile.copy %Wg[%k, %col] -> %bg : memref<1024x1024xf16>, memref<64x128xf16, #tile.shared>
      tile.copy %Wu[%k, %col] -> %bu : memref<1024x1024xf16>, memref<64x128xf16, #tile.shared>
      tile.gemm %a, %bg, %g : memref<64x64xf16, #tile.shared>, memref<64x128xf16, #tile.shared>, memref<64x128xf32, #tile.fragment>
      tile.gemm %a, %bu, %u : memref<64x64xf16, #tile.shared>, memref<64x128xf16, #tile.shared>, memref<64x128xf32, #tile.fragment>
    } {tile.num_stages = 3}
    tile.parallel (%i, %j) in (64, 128) {
      %x = memref.load %g[%i, %j] : memref<64x128xf32, #tile.fragment>
      %y = memref.load %u[%i, %j] : memref<64x128xf32, #tile.fragment>
      %n = arith.negf %x : f32
      %e = math.exp %n : f32
      %one = arith.constant 1.0 : f32
      %d = arith.addf %e, %one : f32
      %s = arith.divf %x, %d : f32
      %p = arith.mulf %s, %y : f32
      %h = arith.truncf %p : f32 to f16
      memref.store %h, %o[%i, %j] : memref<64x128xf16, #tile.fragment>
    }
    tile.copy %o -> %C[%row, %col] : memref<64x128xf16, #tile.fragment>, memref<1024x1024xf16>
  }
  return
}
