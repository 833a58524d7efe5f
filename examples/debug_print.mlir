// Debugging and introspection: tile.print of scalars (every thread prints)
// and of tiles (thread 0 prints, row by row; a fragment is gathered through
// shared memory first).
//
//   tile-translate examples/debug_print.mlir --tile-to-bundle -o out/print
//   tile-run out/print        # prints the lines below from the GPU
//
// Y = 2 * X + 1 for a 4x16 tile; it prints X staged in shared memory, the
// result fragment, and one line per warp.

func.func @debug_print(%X: memref<4x16xf32>, %Y: memref<4x16xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(64) {
    %smem = tile.alloc_shared() : memref<4x16xf32, #tile.shared>
    %y = tile.alloc_fragment() : memref<4x16xf32, #tile.fragment>
    tile.copy %X -> %smem : memref<4x16xf32>, memref<4x16xf32, #tile.shared>
    tile.print "X" %smem : memref<4x16xf32, #tile.shared>
    tile.copy %smem -> %y : memref<4x16xf32, #tile.shared>, memref<4x16xf32, #tile.fragment>
    tile.parallel (%i, %j) in (4, 16) {
      %v = memref.load %y[%i, %j] : memref<4x16xf32, #tile.fragment>
      %two = arith.constant 2.0 : f32
      %one = arith.constant 1.0 : f32
      %w = arith.mulf %v, %two : f32
      %r = arith.addf %w, %one : f32
      memref.store %r, %y[%i, %j] : memref<4x16xf32, #tile.fragment>
    }
    tile.print "Y" %y : memref<4x16xf32, #tile.fragment>
    tile.copy %y -> %Y : memref<4x16xf32, #tile.fragment>, memref<4x16xf32>
  }
  return
}
