// RUN: tile-opt %s --tile-specialize | FileCheck %s --check-prefix=DEFAULT
// RUN: tile-opt %s --tile-specialize=chip=sm_80 | FileCheck %s --check-prefix=SM80
// RUN: tile-opt %s --tile-specialize="chip=sm_80 producer_warp=1" | FileCheck %s --check-prefix=SM80
// RUN: tile-opt %s --tile-specialize="chip=sm_90a producer_warp=0 num_stages=2" | FileCheck %s --check-prefix=BOUND
// RUN: tile-opt %s --tile-specialize="chip=sm_90a producer_warp=1" | FileCheck %s --check-prefix=BOUND1
// (sm_80 has no TMA: a producer warp asked for there is dropped, so that
// both values are one kernel.)
// BOUND-LABEL: func.func @per_chip
// BOUND-NOT: tile.warp_specialize
// BOUND: {tile.num_stages = 2 : i64}

// A default per chip (`on {sm_90a = 4}`) applies on that chip; elsewhere,
// and where a binding is given, the plain rules hold. A launch's
// tile.warp_specialize naming a parameter becomes the unit attribute at 1
// and goes at 0; tile.consumer_groups naming one takes its value. A 1 that
// no binding gave (a default, a shape case) is also listed in
// tile.schedule_defaults: tile-tma-loads then reports a fallback as a
// remark, not a warning.
// DEFAULT-LABEL: func.func @per_chip
// DEFAULT: tile.launch
// DEFAULT-SAME: attributes {tile.consumer_groups = 2 : i64, tile.schedule_defaults = ["tile.warp_specialize"], tile.warp_specialize}
// BOUND1-LABEL: func.func @per_chip
// BOUND1-NOT: tile.schedule_defaults
// BOUND1: tile.warp_specialize}
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

// A parameter that reads the chip's description takes the target's value,
// in the kernel's arithmetic and in its shape cases; a binding overrides it.
// RUN: tile-opt %s --tile-specialize | FileCheck %s --check-prefix=FACT90
// RUN: tile-opt %s --tile-specialize=chip=sm_80 | FileCheck %s --check-prefix=FACT80
// RUN: tile-opt %s --tile-specialize="chip=sm_90a multiprocessors=114" | FileCheck %s --check-prefix=FACTSET
// RUN: not tile-opt %s --tile-specialize="multiprocessors=dynamic" 2>&1 | FileCheck %s --check-prefix=FACTDYN
// FACT90-LABEL: func.func @chip_facts
// FACT90: memref.store %c132{{.*}}
// FACT90: memref.store %c8{{.*}}
// FACT90: memref.store %c4{{.*}}
// FACT80-LABEL: func.func @chip_facts
// FACT80: memref.store %c108{{.*}}
// FACT80: memref.store %c1{{.*}}
// FACT80: memref.store %c3{{.*}}
// FACTSET-LABEL: func.func @chip_facts
// FACTSET: memref.store %c114{{.*}}
// FACTDYN: 'multiprocessors' takes its value from the chip (multiprocessors); only a problem size can be dynamic
func.func @chip_facts(%A: memref<3xindex>) attributes {tile.dispatch = [
    #tile.case<when = {cluster_max = [2, 8]}, set = {depth = 4}>]} {
  %sms = tile.param "multiprocessors" = chip(multiprocessors) : index
  %cl = tile.param "cluster_max" = chip(max_cluster) : index
  %depth = tile.param "depth" = 3 in [3, 4] : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  tile.launch blocks(%bx) in (%c1) threads(128) {
    memref.store %sms, %A[%c0] : memref<3xindex>
    memref.store %cl, %A[%c1] : memref<3xindex>
    memref.store %depth, %A[%c2] : memref<3xindex>
  }
  return
}
