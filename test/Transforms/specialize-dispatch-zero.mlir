// A range that starts at 0 (allowed: 0/1 parameters such as a causal flag)
// over a run-time dimension starts at 1 in the table, where every size is;
// a range [0, 0] over one never holds and leaves the table.
// RUN: tile-opt %s --tile-specialize="N=dynamic" | FileCheck %s --check-prefix=ZERO
// ZERO: func.func @from_zero({{.*}}tile.dispatch = [#tile.case<when = {N = [1, 64]}, kernel = "from_zero_case0">]
// ZERO-NOT: from_zero_case1
func.func @from_zero(%X: memref<?xf32> {tile.dims = ["N"]})
    attributes {tile.dispatch = [#tile.case<when = {N = [0, 64]}, set = {block = 64}>,
                                 #tile.case<when = {N = [0, 0]}, set = {block = 32}>]} {
  %N = tile.param "N" = 4096 : index
  %block = tile.param "block" = 128 in [32, 64, 128] : index
  %grid = arith.ceildivui %N, %block : index
  tile.launch blocks(%bx) in (%grid) threads(64) {
    %x = tile.alloc_fragment(%block) : memref<?xf32, #tile.fragment>
  }
  return
}
