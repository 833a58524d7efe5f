// A kernel whose shape case holds where N is a multiple of its block (the
// dispatch tests): that case's kernel is compiled knowing so, without the
// edge masks; other values take the default.
func.func @scale(%X: memref<?xf32> {tile.dims = ["N"]}, %Y: memref<?xf32> {tile.dims = ["N"]})
    attributes {tile.dispatch = [#tile.case<when = {}, multiple_of = {N = 256}, set = {block = 256}>]} {
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
