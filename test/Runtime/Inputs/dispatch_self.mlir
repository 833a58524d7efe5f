// Its first case runs the kernel itself (the defaults) and shadows the
// second below 4097 (tile-run-dispatch.mlir).
func.func @scale(%X: memref<?xf32> {tile.dims = ["N"]}, %Y: memref<?xf32> {tile.dims = ["N"]})
    attributes {tile.dispatch = [
      #tile.case<when = {N = [1, 4096]}, set = {block = 2048}>,
      #tile.case<when = {N = [1, 65536]}, set = {block = 1024}>]} {
  %N = tile.param "N" = 1048576 : index
  %block = tile.param "block" = 2048 in [256, 1024, 2048] : index
  %grid = arith.ceildivui %N, %block : index
  tile.launch blocks(%bx) in (%grid) threads(128) {
    %x = tile.alloc_fragment(%block) : memref<?xf32, #tile.fragment>
    %offset = arith.muli %bx, %block : index
    tile.copy %X[%offset] -> %x : memref<?xf32>, memref<?xf32, #tile.fragment>
    tile.copy %x -> %Y[%offset] : memref<?xf32, #tile.fragment>, memref<?xf32>
  }
  return
}
