// RUN: tile-opt %s --tile-specialize --split-input-file --verify-diagnostics

// expected-error @+1 {{'func.func' op case #0 of 'tile.dispatch': 'block_M' is not a problem size of the kernel; a case's conditions are over tile.params without candidates (here: M)}}
func.func @range_over_tunable(%A: memref<?xf16> {tile.dims = ["M"]})
    attributes {tile.dispatch = [#tile.case<when = {block_M = [1, 64]}, set = {block_M = 64}>]} {
  %M = tile.param "M" = 4096 : index
  %bm = tile.param "block_M" = 128 in [64, 128] : index
  return
}

// -----

// expected-error @+1 {{'func.func' op case #1 of 'tile.dispatch': 'M' is not a tunable parameter of the kernel; a case sets tile.params with candidates (here: block_M)}}
func.func @sets_a_size(%A: memref<?xf16> {tile.dims = ["M"]})
    attributes {tile.dispatch = [#tile.case<when = {M = [1, 64]}, set = {block_M = 64}>,
                                 #tile.case<when = {M = [65, 128]}, set = {M = 64}>]} {
  %M = tile.param "M" = 4096 : index
  %bm = tile.param "block_M" = 128 in [64, 128] : index
  return
}

// -----

// expected-error @+1 {{'func.func' op case #0 of 'tile.dispatch': value 32 for 'block_M' is not among its candidates [64, 128]}}
func.func @not_a_candidate(%A: memref<?xf16> {tile.dims = ["M"]})
    attributes {tile.dispatch = [#tile.case<when = {M = [1, 64]}, set = {block_M = 32}>]} {
  %M = tile.param "M" = 4096 : index
  %bm = tile.param "block_M" = 128 in [64, 128] : index
  return
}

// -----

// expected-error @+1 {{the range of 'M' must be [lo, hi] with 0 <= lo <= hi, got [64, 1]}}
func.func private @backwards() attributes {tile.dispatch = [#tile.case<when = {M = [64, 1]}, set = {b = 1}>]}

// -----

// expected-error @+1 {{a case needs the values it sets: set = {PARAM = value, ...}}}
func.func private @no_values() attributes {tile.dispatch = [#tile.case<when = {M = [1, 64]}>]}

// -----

// expected-error @+1 {{'func.func' op 'tile.dispatch' is a list of #tile.case on a function}}
func.func private @not_cases() attributes {tile.dispatch = [{M = [1, 64]}]}


// -----

// A table picks one kernel per launch: cases over a run-time size need a
// function with one launch.
// RUN: not tile-opt %s --tile-specialize="N=dynamic" --split-input-file 2>&1 | FileCheck %s --check-prefix=LAUNCHES
// LAUNCHES: error: 'func.func' op has 2 tile.launch ops and cases over a run-time dimension; a dispatch table picks one kernel per launch, so split the function (one launch each) or bind the dimension
func.func @two_launches(%X: memref<?xf32> {tile.dims = ["N"]})
    attributes {tile.dispatch = [#tile.case<when = {N = [1, 64]}, set = {block = 64}>]} {
  %N = tile.param "N" = 4096 : index
  %block = tile.param "block" = 128 in [64, 128] : index
  %grid = arith.ceildivui %N, %block : index
  tile.launch blocks(%bx) in (%grid) threads(64) {
    %x = tile.alloc_fragment(%block) : memref<?xf32, #tile.fragment>
    tile.copy %X[%bx] -> %x : memref<?xf32>, memref<?xf32, #tile.fragment>
  }
  tile.launch blocks(%bx) in (%grid) threads(64) {
    %x = tile.alloc_fragment(%block) : memref<?xf32, #tile.fragment>
    tile.copy %X[%bx] -> %x : memref<?xf32>, memref<?xf32, #tile.fragment>
  }
  return
}

// -----

// expected-error @+1 {{a case's waves bounds its grid's blocks per multiprocessor: waves >= 1, not -1}}
func.func private @negative_waves() attributes {tile.dispatch = [#tile.case<when = {}, waves = -1, set = {b = 1}>]}

// -----

// expected-error @+1 {{a case's fill weighs its grid's fill of the waves against the next choice's, in percent: 1 <= fill <= 1000, not 1001}}
func.func private @fill_too_large() attributes {tile.dispatch = [#tile.case<when = {}, fill = 1001, set = {b = 1}>]}

// -----

// expected-error @+1 {{a case needs a condition: when = {DIM = [lo, hi], ...}, waves = W, fill = E or multiple_of = {DIM = d, ...}}}
func.func private @no_condition() attributes {tile.dispatch = [#tile.case<when = {}, set = {b = 1}>]}

// -----

// expected-error @+1 {{'func.func' op case #0 of 'tile.dispatch': waves counts the launch's blocks, but its grid is not integer arithmetic on tile.params and constants}}
func.func @grid_not_arithmetic(%X: memref<?xf32> {tile.dims = ["N"]})
    attributes {tile.dispatch = [#tile.case<when = {}, waves = 1, set = {block = 64}>]} {
  %N = tile.param "N" = 4096 : index
  %block = tile.param "block" = 128 in [64, 128] : index
  %c1 = arith.constant 1 : index
  %big = arith.cmpi ugt, %N, %block : index
  %grid = arith.select %big, %N, %c1 : index
  tile.launch blocks(%bx) in (%grid) threads(64) {
    %x = tile.alloc_fragment(%block) : memref<?xf32, #tile.fragment>
  }
  return
}

// -----

// expected-error @+1 {{'func.func' op case #0 of 'tile.dispatch': fill counts the launch's blocks, but its grid is not integer arithmetic on tile.params and constants}}
func.func @fill_grid_not_arithmetic(%X: memref<?xf32> {tile.dims = ["N"]})
    attributes {tile.dispatch = [#tile.case<when = {}, fill = 95, set = {block = 64}>]} {
  %N = tile.param "N" = 4096 : index
  %block = tile.param "block" = 128 in [64, 128] : index
  %c1 = arith.constant 1 : index
  %big = arith.cmpi ugt, %N, %block : index
  %grid = arith.select %big, %N, %c1 : index
  tile.launch blocks(%bx) in (%grid) threads(64) {
    %x = tile.alloc_fragment(%block) : memref<?xf32, #tile.fragment>
  }
  return
}

// -----

// expected-error @+1 {{'func.func' op case #0 of 'tile.dispatch': waves counts the blocks of the function's launch, but it has 2 tile.launch ops; split the function (one launch each)}}
func.func @waves_two_launches(%X: memref<?xf32> {tile.dims = ["N"]})
    attributes {tile.dispatch = [#tile.case<when = {}, waves = 1, set = {block = 64}>]} {
  %N = tile.param "N" = 4096 : index
  %block = tile.param "block" = 128 in [64, 128] : index
  %grid = arith.ceildivui %N, %block : index
  tile.launch blocks(%bx) in (%grid) threads(64) {
    %x = tile.alloc_fragment(%block) : memref<?xf32, #tile.fragment>
  }
  tile.launch blocks(%bx) in (%grid) threads(64) {
    %x = tile.alloc_fragment(%block) : memref<?xf32, #tile.fragment>
  }
  return
}

// -----

// A case naming a kernel is tile-specialize's output; written by hand it
// must name one of the function's own specializations.
// expected-error @+1 {{'func.func' op case #0 of 'tile.dispatch' names @nonexist, which is not a specialization tile-specialize made of @names_other; write the values the case takes, set = {PARAM = value, ...}}}
func.func @names_other(%X: memref<?xf32> {tile.dims = ["N"]})
    attributes {tile.dispatch = [#tile.case<when = {N = [1, 64]}, kernel = "nonexist">]} {
  %N = tile.param "N" = 4096 : index
  return
}

// -----

// expected-error @+1 {{a case sets 'b' to an integer, not true}}
func.func private @bool_value() attributes {tile.dispatch = [#tile.case<when = {M = [1, 64]}, set = {b = true}>]}

// -----

// expected-warning @+1 {{case #1 of 'tile.dispatch' is never reached: case #0 comes first and holds wherever it does}}
func.func @dead_case(%X: memref<?xf32> {tile.dims = ["N"]})
    attributes {tile.dispatch = [#tile.case<when = {N = [1, 100000]}, set = {block = 64}>,
                                 #tile.case<when = {N = [1, 64]}, set = {block = 128}>]} {
  %N = tile.param "N" = 4096 : index
  %block = tile.param "block" = 128 in [64, 128] : index
  return
}

// -----

// expected-error @+1 {{multiple_of maps 'K' to a positive integer (the dimension is a multiple of it), not 0 : i64}}
func.func private @zero_multiple() attributes {tile.dispatch = [#tile.case<when = {}, multiple_of = {K = 0}, set = {b = 1}>]}

// -----

// expected-error @+1 {{'func.func' op case #0 of 'tile.dispatch': 'block' is not a problem size of the kernel; a case's conditions are over tile.params without candidates (here: N)}}
func.func @multiple_of_tunable(%X: memref<?xf32> {tile.dims = ["N"]})
    attributes {tile.dispatch = [#tile.case<when = {}, multiple_of = {block = 64}, set = {block = 64}>]} {
  %N = tile.param "N" = 4096 : index
  %block = tile.param "block" = 128 in [64, 128] : index
  %grid = arith.ceildivui %N, %block : index
  tile.launch blocks(%bx) in (%grid) threads(64) {
    %x = tile.alloc_fragment(%block) : memref<?xf32, #tile.fragment>
  }
  return
}
