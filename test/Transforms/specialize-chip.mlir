// RUN: tile-opt %s --tile-specialize | FileCheck %s --check-prefix=DEFAULT
// RUN: tile-opt %s --tile-specialize=chip=sm_80 | FileCheck %s --check-prefix=SM80
// RUN: tile-opt %s --tile-specialize="chip=sm_80 producer_warp=1" | FileCheck %s --check-prefix=SM80
// RUN: tile-opt %s --tile-specialize="chip=sm_90a producer_warp=0 num_stages=2" | FileCheck %s --check-prefix=BOUND
// (sm_80 has no TMA: a producer warp asked for there is dropped, so that
// both values are one kernel.)
// BOUND-LABEL: func.func @per_chip
// BOUND-NOT: tile.warp_specialize
// BOUND: {tile.num_stages = 2 : i64}

// A default per chip (`on {sm_90a = 4}`) applies on that chip; elsewhere,
// and where a binding is given, the plain rules hold. A launch's
// tile.warp_specialize naming a parameter becomes the unit attribute at 1
// and goes at 0; tile.consumer_groups naming one takes its value.
// DEFAULT-LABEL: func.func @per_chip
// DEFAULT: tile.launch
// DEFAULT-SAME: attributes {tile.consumer_groups = 2 : i64, tile.warp_specialize}
// DEFAULT: {tile.num_stages = 4 : i64}
// SM80-LABEL: func.func @per_chip
// SM80: tile.launch
// SM80-NOT: tile.warp_specialize
// SM80: {tile.num_stages = 3 : i64}
func.func @per_chip(%n: index, %A: memref<128xf32>) {
  %s = tile.param "num_stages" = 3 in [2, 3, 4] on {sm_90a = 4} : index
  %w = tile.param "producer_warp" = 0 in [0, 1] on {sm_90a = 1} : index
  %g = tile.param "consumer_groups" = 2 in [1, 2] : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.0 : f32
  tile.launch blocks(%bx) in (%c1) threads(128) attributes {tile.warp_specialize = "producer_warp", tile.consumer_groups = "consumer_groups"} {
    scf.for %i = %c0 to %n step %c1 {
      memref.store %f, %A[%i] : memref<128xf32>
    } {tile.num_stages = "num_stages"}
  }
  return
}
