// RUN: tile-opt %s --tile-specialize="M=dynamic" | FileCheck %s
// A specialized module fed back keeps its run-time dimensions (their
// tile.params are gone; tile.dynamic_dims records them).
// RUN: tile-opt %s --tile-specialize="M=dynamic" | tile-opt --tile-specialize | FileCheck %s
// RUN: not tile-opt %s --tile-specialize="block=dynamic" 2>&1 | FileCheck %s --check-prefix=CANDIDATES
// RUN: not tile-opt %s --tile-specialize="M=dynamic M=64" 2>&1 | FileCheck %s --check-prefix=TWICE
// RUN: not tile-opt %s --tile-specialize="M=dyn" 2>&1 | FileCheck %s --check-prefix=MALFORMED
// RUN: not tile-opt %s --tile-specialize="rows=dynamic" 2>&1 | FileCheck %s --check-prefix=TILE
// RUN: not tile-opt %s --tile-specialize="align=dynamic" 2>&1 | FileCheck %s --check-prefix=REQUIRE
// RUN: not tile-opt %s --tile-specialize="stages=dynamic" 2>&1 | FileCheck %s --check-prefix=STAGES
// RUN: tile-opt %s --tile-specialize="M=dynamic%128 L=dynamic%3" | FileCheck %s --check-prefix=MULTIPLE
// RUN: not tile-opt %s --tile-specialize="M=dynamic%0" 2>&1 | FileCheck %s --check-prefix=MALFORMED-MULTIPLE
// RUN: not tile-opt %s --tile-specialize="M=64%2" 2>&1 | FileCheck %s --check-prefix=MALFORMED-MULTIPLE
// RUN: not tile-opt %s --tile-specialize="M=dynamic%3" 2>&1 | FileCheck %s --check-prefix=DEFAULT
// RUN: not tile-opt %s --tile-specialize="L=1000" 2>&1 | FileCheck %s --check-prefix=BOUND
// RUN: not tile-opt %s --tile-specialize="L=dynamic%9223372036854775807" 2>&1 | FileCheck %s --check-prefix=OVERFLOW
// RUN: sed 's/"M" = 4096/"M" = -4096/' %s | not tile-opt --tile-specialize="M=dynamic" 2>&1 | FileCheck %s --check-prefix=NEGATIVE

// M becomes the last argument, an index named M; X keeps its run-time
// dimension and tile.dims names only it; N is bound as before.
// CHECK-LABEL: func.func @rows(
// CHECK-SAME: %[[X:.*]]: memref<?x256xf32> {tile.dims = ["M"]}, %[[M:.*]]: index {tile.name = "M"})
// CHECK-SAME: tile.dynamic_dims = {M = 4096 : i64}
// CHECK-SAME: tile.params = {N = 256 : i64, align = 64 : i64, block = 64 : i64, rows = 2 : i64, stages = 2 : i64}
// CHECK: %[[GRID:.*]] = arith.ceildivui %[[M]], %{{.*}} : index
// CHECK: tile.launch blocks(%{{.*}}) in (%[[GRID]]) threads(64)
// CHECK: tile.alloc_fragment() : memref<2x256xf32, #tile.fragment>

// `dynamic%d` states a multiple; it holds together with the parameter's
// own multiple_of (L: 256 and 3 make 768, which 3072 is a multiple of).
// MULTIPLE: func.func @rows({{.*}}, %{{.*}}: index {tile.multiple_of = 128 : i64, tile.name = "M"})
// MULTIPLE: func.func @multiple({{.*}}, %{{.*}}: index {tile.multiple_of = 768 : i64, tile.name = "L"})
// MALFORMED-MULTIPLE: error: malformed parameter binding '{{.*}}': expected name=integer, name=dynamic or name=dynamic%d
// DEFAULT: error: 'tile.param' op 'M' is bound to dynamic%3, but its default 4096 (the value a launch takes when given none) is not a multiple of 3; change the default or the multiple
// OVERFLOW: error: 'tile.param' op 'L' is bound to dynamic%9223372036854775807 and declared multiple_of 256: no 64-bit size is a multiple of both
// NEGATIVE: error: 'tile.param' op 'M' is bound to dynamic, but its default -4096 (the value a launch takes when given none) is not a size; give it a default of 1 or more
// BOUND: error: 'tile.param' op value 1000 bound to 'L' is not a multiple of 256, which the kernel states (multiple_of) and relies on

// CANDIDATES: error: 'tile.param' op 'block' has candidates, so it chooses code at compile time; only a parameter without candidates (a problem size) can be dynamic
// TWICE: error: parameter 'M' is bound twice, to dynamic and 64; bind it once
// MALFORMED: error: malformed parameter binding 'M=dyn': expected name=integer, name=dynamic or name=dynamic%d (a run-time value that is a multiple of the positive integer d)
// TILE: error: 'tile.alloc_fragment' op sizes a tile with a value known only at run time (the run-time dimensions are rows); tile sizes must be compile-time parameters
// REQUIRE: specialize-dynamic.mlir:[[# @LINE + 14]]:3: error: 'tile.assert' op requirement 'N must be a multiple of align' depends on a run-time dimension (align); bind the dimension to a value, or state the requirement on compile-time parameters only
// STAGES: error: 'scf.for' op 'tile.num_stages' names parameter 'stages', which is bound to run time; a schedule choice must be a compile-time value

func.func @rows(%X: memref<?x?xf32> {tile.dims = ["M", "N"]}) {
  %M = tile.param "M" = 4096 : index
  %N = tile.param "N" = 256 : index
  %block = tile.param "block" = 64 in [32, 64] : index
  %rows = tile.param "rows" = 2 : index
  %stages = tile.param "stages" = 2 : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %align = tile.param "align" = 64 : index
  %rem = arith.remui %N, %align : index
  %ok = arith.cmpi eq, %rem, %c0 : index
  tile.assert %ok, "N must be a multiple of align"
  %g = arith.ceildivui %M, %rows : index
  tile.launch blocks(%bx) in (%g) threads(%block) {
    %t = tile.alloc_fragment(%rows, %N) : memref<?x?xf32, #tile.fragment>
    %r = arith.muli %bx, %rows : index
    scf.for %i = %c0 to %c1 step %c1 {
      tile.copy %X[%r, %c0] -> %t : memref<?x?xf32>, memref<?x?xf32, #tile.fragment>
    } {tile.num_stages = "stages"}
  }
  return
}

func.func @multiple(%X: memref<?xf32> {tile.dims = ["L"]}) {
  %L = tile.param "L" = 3072 multiple_of 256 : index
  %c256 = arith.constant 256 : index
  %g = arith.ceildivui %L, %c256 : index
  tile.launch blocks(%bx) in (%g) threads(64) {
    %t = tile.alloc_fragment(%c256) : memref<?xf32, #tile.fragment>
    %o = arith.muli %bx, %c256 : index
    tile.copy %X[%o] -> %t : memref<?xf32>, memref<?xf32, #tile.fragment>
  }
  return
}
