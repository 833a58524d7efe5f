// Every candidate passes the budget checks and then fails in the
// conversion (the name is not a PTX identifier): tile-tune fails too.
func.func @"not an identifier"(%A: memref<?xf32> {tile.dims = ["N"]},
                               %C: memref<?xf32> {tile.dims = ["N"]}) {
  %N = tile.param "N" = 4096 : index
  %block = tile.param "block" = 1024 in [1024, 2048] : index
  %grid = arith.ceildivui %N, %block : index
  tile.launch blocks(%bx) in (%grid) threads(256) {
    %a = tile.alloc_fragment(%block) : memref<?xf32, #tile.fragment>
    %offset = arith.muli %bx, %block : index
    tile.copy %A[%offset] -> %a : memref<?xf32>, memref<?xf32, #tile.fragment>
    tile.copy %a -> %C[%offset] : memref<?xf32, #tile.fragment>, memref<?xf32>
  }
  return
}
