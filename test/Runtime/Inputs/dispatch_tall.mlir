// A case with taller blocks for tall inputs (the dispatch tests): at
// M = 4194305 the kernel's own grid (ceildiv(M, 64) = 65537 in y) is past
// CUDA's limit, the case's (16385) is not.
func.func @t(%X: memref<?x?xf16> {tile.dims = ["M", "N"]}, %Y: memref<?x?xf16> {tile.dims = ["M", "N"]})
    attributes {tile.dispatch = [#tile.case<when = {M = [65536, 1073741824]}, set = {bm = 256}>]} {
  %M = tile.param "M" = 4096 : index
  %N = tile.param "N" = 8 : index
  %bm = tile.param "bm" = 64 in [64, 256] : index
  %c8 = arith.constant 8 : index
  %gy = arith.ceildivui %M, %bm : index
  %gx = arith.ceildivui %N, %c8 : index
  tile.launch blocks(%bx, %by) in (%gx, %gy) threads(128) {
    %x = tile.alloc_fragment(%bm) : memref<?x8xf16, #tile.fragment>
    %r = arith.muli %by, %bm : index
    %c = arith.muli %bx, %c8 : index
    tile.copy %X[%r, %c] -> %x : memref<?x?xf16>, memref<?x8xf16, #tile.fragment>
    tile.copy %x -> %Y[%r, %c] : memref<?x8xf16, #tile.fragment>, memref<?x?xf16>
  }
  return
}
