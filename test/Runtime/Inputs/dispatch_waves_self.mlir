// A `waves` case that runs the kernel itself, before a range case: sizes
// whose grid of 2048-element blocks fits one wave run the kernel; beyond
// that, N up to 1000000 takes 256-element blocks, and larger N the kernel.
func.func @scale(%X: memref<?xf32> {tile.dims = ["N"]}, %Y: memref<?xf32> {tile.dims = ["N"]})
    attributes {tile.dispatch = [#tile.case<when = {}, waves = 1, set = {block = 2048}>,
                                 #tile.case<when = {N = [1, 1000000]}, set = {block = 256}>]} {
  %N = tile.param "N" = 1048576 : index
  %block = tile.param "block" = 2048 in [256, 2048] : index
  %grid = arith.ceildivui %N, %block : index
  tile.launch blocks(%bx) in (%grid) threads(128) {
    %x = tile.alloc_fragment(%block) : memref<?xf32, #tile.fragment>
    %offset = arith.muli %bx, %block : index
    tile.copy %X[%offset] -> %x : memref<?xf32>, memref<?xf32, #tile.fragment>
    tile.copy %x -> %Y[%offset] : memref<?xf32, #tile.fragment>, memref<?xf32>
  }
  return
}
