// RUN: tile-opt %s -split-input-file --tile-specialize | FileCheck %s --check-prefix=DEFAULT
// RUN: tile-opt %s -split-input-file --tile-specialize="num_stages=4" | FileCheck %s --check-prefix=BOUND
// RUN: tile-opt %s -split-input-file --tile-specialize="num_stages=4" --tile-pipeline | FileCheck %s --check-prefix=PIPELINED

// A stage count named by a tile.param is tunable like a tile size.

// DEFAULT-LABEL: func.func @stages
// DEFAULT-SAME: tile.params = {{{.*}}num_stages = 3 : i64
// DEFAULT: scf.for
// DEFAULT: } {tile.num_stages = 3 : i64}
// BOUND-LABEL: func.func @stages
// BOUND: } {tile.num_stages = 4 : i64}
// PIPELINED-LABEL: func.func @stages
// PIPELINED-COUNT-4: tile.alloc_shared() : memref<16x32xf16, #tile.shared>
// PIPELINED-NOT: tile.num_stages
func.func @stages(%A: memref<?x?xf16> {tile.dims = ["M", "K"]}) {
  %M = tile.param "M" = 64 : index
  %K = tile.param "K" = 256 : index
  %s = tile.param "num_stages" = 3 in [2, 3, 4] : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  %gy = arith.ceildivui %M, %c16 : index
  tile.launch blocks(%by) in (%gy) threads(128) {
    %a = tile.alloc_shared(%c16, %c32) : memref<?x?xf16, #tile.shared>
    %row = arith.muli %by, %c16 : index
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %steps = arith.ceildivui %K, %c32 : index
    scf.for %ks = %c0 to %steps step %c1 {
      %k = arith.muli %ks, %c32 : index
      tile.copy %A[%row, %k] -> %a : memref<?x?xf16>, memref<?x?xf16, #tile.shared>
    } {tile.num_stages = "num_stages"}
  }
  return
}

