// RUN: not tile-opt %s -split-input-file --tile-specialize 2>&1 | FileCheck %s
// RUN: not tile-opt %s -split-input-file --tile-pipeline 2>&1 | FileCheck %s --check-prefix=UNBOUND

// CHECK: specialize-stages-errors.mlir:[[# @LINE + 7]]:5: error: 'scf.for' op 'tile.num_stages' names parameter 'stages', but the function declares no tile.param "stages"; parameters are: num_stages
// UNBOUND: error: 'scf.for' op tile.num_stages names a tile.param; bind it with tile-specialize first
func.func @unknown_name(%n: index) {
  %s = tile.param "num_stages" = 3 in [2, 3] : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%n) threads(128) {
    scf.for %i = %c0 to %n step %c1 {
    } {tile.num_stages = "stages"}
  }
  return
}

// -----

// A parameter of another function does not count.
// CHECK: error: 'scf.for' op 'tile.num_stages' names parameter 'num_stages', but the function declares no tile.param "num_stages"
func.func @other(%n: index) {
  %s = tile.param "num_stages" = 3 : index
  return
}
func.func @no_params(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
  } {tile.num_stages = "num_stages"}
  return
}

// -----

// CHECK: error: 'scf.for' op parameter 'num_stages' = 0 gives 'tile.num_stages'; stage counts must be positive (1 disables pipelining)
func.func @zero(%n: index) {
  %s = tile.param "num_stages" = 0 : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
  } {tile.num_stages = "num_stages"}
  return
}

// -----

// CHECK: error: 'tile.launch' op parameter 'producer_warp' = 2 gives 'tile.warp_specialize'; it is 1 (a producer warp) or 0 (none)
func.func @two_producers() {
  %w = tile.param "producer_warp" = 2 : index
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(128) attributes {tile.warp_specialize = "producer_warp"} {
  }
  return
}

// -----

// CHECK: error: 'tile.launch' op parameter 'groups' = 5 gives 'tile.consumer_groups'; a launch has 1 to 4 consumer groups
func.func @five_groups() {
  %g = tile.param "groups" = 5 : index
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(128) attributes {tile.consumer_groups = "groups"} {
  }
  return
}

// -----

// CHECK: error: 'tile.launch' op parameter 'regs' = 20 gives 'tile.producer_registers'; a producer warpgroup keeps 24 to 256 registers in steps of 8 (setmaxnreg)
func.func @too_few_registers() {
  %r = tile.param "regs" = 20 : index
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(128) attributes {tile.producer_registers = "regs"} {
  }
  return
}

// -----

// Within the range, but not a step of setmaxnreg's.
// CHECK: error: 'tile.launch' op parameter 'regs' = 30 gives 'tile.producer_registers'; a producer warpgroup keeps 24 to 256 registers in steps of 8 (setmaxnreg)
func.func @odd_registers() {
  %r = tile.param "regs" = 30 : index
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(128) attributes {tile.producer_registers = "regs"} {
  }
  return
}

// -----

// Written as a value, the verifier holds it to the same range and steps.
// CHECK: error: 'tile.launch' op 'tile.producer_registers' is the registers of the producer warpgroup on a tile.launch, 24 to 256 in steps of 8 (setmaxnreg), or the name of a tile.param
func.func @odd_value() {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(128) attributes {tile.producer_registers = 36} {
  }
  return
}
