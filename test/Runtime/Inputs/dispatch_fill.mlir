// A kernel whose shape case competes on how well its grid fills the waves
// (the dispatch tests): 512-element blocks where they fill the waves of
// one block per multiprocessor better, at 95% of the weight, than the
// default's 2048-element blocks.
func.func @scale(%X: memref<?xf32> {tile.dims = ["N"]}, %Y: memref<?xf32> {tile.dims = ["N"]})
    attributes {tile.dispatch = [#tile.case<when = {}, fill = 95, set = {block = 512}>]} {
  %N = tile.param "N" = 1048576 : index
  %block = tile.param "block" = 2048 in [512, 2048] : index
  %grid = arith.ceildivui %N, %block : index
  tile.launch blocks(%bx) in (%grid) threads(128) {
    %x = tile.alloc_fragment(%block) : memref<?xf32, #tile.fragment>
    %offset = arith.muli %bx, %block : index
    tile.copy %X[%offset] -> %x : memref<?xf32>, memref<?xf32, #tile.fragment>
    tile.copy %x -> %Y[%offset] : memref<?xf32, #tile.fragment>, memref<?xf32>
  }
  return
}
