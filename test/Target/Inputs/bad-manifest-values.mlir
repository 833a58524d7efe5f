// A flop count below zero at the default sizes.
func.func @negative_flops(%A: memref<?xf32> {tile.dims = ["N"]}, %C: memref<?xf32> {tile.dims = ["N"]}) attributes {tile.flops = "N - 5000"} {
  %N = tile.param "N" = 4096 : index
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(64) {
    %c0 = arith.constant 0 : index
    %x = tile.alloc_fragment() : memref<64xf32, #tile.fragment>
    tile.copy %A[%c0] -> %x : memref<?xf32>, memref<64xf32, #tile.fragment>
    tile.copy %x -> %C[%c0] : memref<64xf32, #tile.fragment>, memref<?xf32>
  }
  return
}
