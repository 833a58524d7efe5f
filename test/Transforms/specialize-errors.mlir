// RUN: not tile-opt %s --tile-specialize="M=3" 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not tile-opt %s --tile-specialize="block=48" 2>&1 | FileCheck %s --check-prefix=CANDIDATE
// RUN: not tile-opt %s --tile-specialize="N=abc" 2>&1 | FileCheck %s --check-prefix=MALFORMED
// RUN: not tile-opt %s --tile-specialize="N" 2>&1 | FileCheck %s --check-prefix=NOEQUALS
// RUN: not tile-opt %s --tile-specialize="N=0" 2>&1 | FileCheck %s --check-prefix=NONPOSITIVE
// RUN: not tile-opt %s --tile-specialize="N=512 block=256" 2>&1 | FileCheck %s --check-prefix=REQUIRE
// RUN: tile-opt %s --tile-specialize="N=64 block=256" | FileCheck %s --check-prefix=HOLDS
// RUN: not tile-opt %s --tile-specialize="N=64 N=128" 2>&1 | FileCheck %s --check-prefix=TWICE
// RUN: tile-opt %s --tile-specialize="N=64 N=64 block=256" | FileCheck %s --check-prefix=HOLDS

// UNKNOWN: error: no tile.param named 'M' to bind; parameters are: N, block
// CANDIDATE: error: 'tile.param' op value 48 bound to 'block' is not among its candidates [32, 64, 256]
// MALFORMED: error: malformed parameter binding 'N=abc': expected name=integer
// NOEQUALS: error: malformed parameter binding 'N': expected name=integer
// TWICE: error: parameter 'N' is bound twice, to 64 and 128; bind it once
// NONPOSITIVE: error: 'func.func' op parameter 'N' = 0 sizes argument #0; dimensions must be positive
// REQUIRE: specialize-errors.mlir:[[# @LINE + 7]]:3: error: 'tile.assert' op requirement failed: N must fit in one block (with N=512, block=256)
// HOLDS-NOT: tile.assert

func.func @scale(%X: memref<?xf32> {tile.dims = ["N"]}) {
  %N = tile.param "N" = 4096 : index
  %block = tile.param "block" = 256 in [32, 64, 256] : index
  %fits = arith.cmpi ule, %N, %block : index
  tile.assert %fits, "N must fit in one block"
  return
}
