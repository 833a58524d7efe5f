// RUN: tile-opt %s --tile-specialize="M=1536 N=1536" | FileCheck %s --check-prefix=TAKEN
// RUN: tile-opt %s --tile-specialize="M=3072 N=3072" | FileCheck %s --check-prefix=TAKEN
// RUN: tile-opt %s --tile-specialize="M=2048 N=2048" | FileCheck %s --check-prefix=DEFAULT
// RUN: tile-opt %s --tile-specialize="M=2560 N=2560" | FileCheck %s --check-prefix=DEFAULT
// RUN: tile-opt %s --tile-specialize="M=1408 N=1408" | FileCheck %s --check-prefix=LATER
// RUN: tile-opt %s --tile-specialize="M=dynamic N=3072" | FileCheck %s --check-prefix=DYNAMIC

// `fill = E`: the case competes with what the cases after it choose. It
// runs where its grid's fill of the waves (blocks over the 132-block waves
// of sm_90a they take), weighted by E percent, beats that choice's.
// 1536^2: 128x192 tiles make 96 blocks (fill 0.727 x 0.95) against the
// default's 72 (0.545); 3072^2: 384 (0.970 x 0.95) against 288 (0.727).
// TAKEN: tile.params = {{.*}}block_M = 128 : i64, block_N = 192 : i64}
// 2048^2: 176 blocks (0.667) against 128 (0.970); 2560^2: 280 (0.707)
// against 200 (0.758).
// DEFAULT: tile.params = {{.*}}block_M = 256 : i64, block_N = 128 : i64}
// 1408^2: the waves case after it holds (121 blocks of 128 x 128, 0.917)
// and fills better than 88 blocks of 128x192 (0.667).
// LATER: tile.params = {{.*}}block_M = 128 : i64, block_N = 128 : i64}

// With M at run time both grids follow it: the table keeps `fill` and the
// launch decides (test/Runtime/tile-run-dispatch.mlir).
// DYNAMIC: func.func @gemm({{.*}}tile.dispatch = [#tile.case<when = {}, kernel = "gemm_case0", fill = 95>, #tile.case<when = {}, kernel = "gemm_case1", waves = 1>]
// DYNAMIC: func.func @gemm_case0(
// DYNAMIC-SAME: block_M = 128 : i64, block_N = 192 : i64}
// DYNAMIC: func.func @gemm_case1(
// DYNAMIC-SAME: block_M = 128 : i64, block_N = 128 : i64}

func.func @gemm(%A: memref<?x?xf16> {tile.dims = ["M", "N"]})
    attributes {tile.dispatch = [
      #tile.case<when = {}, fill = 95, set = {block_M = 128, block_N = 192}>,
      #tile.case<when = {}, waves = 1, set = {block_M = 128, block_N = 128}>]} {
  %M = tile.param "M" = 4096 : index
  %N = tile.param "N" = 4096 : index
  %bm = tile.param "block_M" = 256 in [128, 256] : index
  %bn = tile.param "block_N" = 128 in [128, 192] : index
  %gx = arith.ceildivui %N, %bn : index
  %gy = arith.ceildivui %M, %bm : index
  tile.launch blocks(%bx, %by) in (%gx, %gy) threads(128) {
    %t = tile.alloc_shared(%bm, %bn) : memref<?x?xf16, #tile.shared>
  }
  return
}
