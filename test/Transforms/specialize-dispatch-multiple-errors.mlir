// RUN: tile-opt %s --tile-specialize="N=dynamic" --verify-diagnostics

// A case's multiple over a run-time size that no size the kernel's byte
// counts hold can meet (its clone's default would round to it).
func.func @huge(%X: memref<?xf32> {tile.dims = ["N"]})
    attributes {tile.dispatch = [#tile.case<when = {}, multiple_of = {N = 4611686018427387904}, set = {block = 64}>]} {
  // expected-error @+1 {{'N' would be a multiple of 4611686018427387904 (a shape case's multiple_of): no size the kernel's byte counts can hold is; use a smaller multiple}}
  %N = tile.param "N" = 4096 : index
  %block = tile.param "block" = 128 in [64, 128] : index
  %grid = arith.ceildivui %N, %block : index
  tile.launch blocks(%bx) in (%grid) threads(64) {
    %x = tile.alloc_fragment(%block) : memref<?xf32, #tile.fragment>
    tile.copy %X[%bx] -> %x : memref<?xf32>, memref<?xf32, #tile.fragment>
  }
  return
}
