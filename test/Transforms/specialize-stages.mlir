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

// -----

// A default per chip (`on {sm_90a = 4}`) applies on that chip; elsewhere,
// and where a binding is given, the plain rules hold. A launch's
// tile.warp_specialize naming a parameter becomes the unit attribute at 1
// and goes at 0.
// DEFAULT-LABEL: func.func @per_chip
// DEFAULT: tile.launch
// DEFAULT-SAME: attributes {tile.warp_specialize}
// DEFAULT: {tile.num_stages = 4 : i64}
// BOUND-LABEL: func.func @per_chip
// BOUND: {tile.num_stages = 4 : i64}
// SM80-LABEL: func.func @per_chip
// SM80: tile.launch
// SM80-NOT: tile.warp_specialize
// SM80: {tile.num_stages = 3 : i64}
// RUN: tile-opt %s -split-input-file --tile-specialize=chip=sm_80 | FileCheck %s --check-prefix=SM80
func.func @per_chip(%n: index, %A: memref<128xf32>) {
  %s = tile.param "num_stages" = 3 in [2, 3, 4] on {sm_90a = 4} : index
  %w = tile.param "producer_warp" = 0 in [0, 1] on {sm_90a = 1} : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.0 : f32
  tile.launch blocks(%bx) in (%c1) threads(128) attributes {tile.warp_specialize = "producer_warp"} {
    scf.for %i = %c0 to %n step %c1 {
      memref.store %f, %A[%i] : memref<128xf32>
    } {tile.num_stages = "num_stages"}
  }
  return
}
