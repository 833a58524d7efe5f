// RUN: tile-opt %s --tile-specialize="M=512 N=512" | FileCheck %s --check-prefix=SMALL
// RUN: tile-opt %s --tile-specialize="M=1024 N=1024" | FileCheck %s --check-prefix=MID
// RUN: tile-opt %s --tile-specialize="M=1536 N=1408" | FileCheck %s --check-prefix=MID
// RUN: tile-opt %s --tile-specialize="M=1536 N=1536" | FileCheck %s --check-prefix=BIG
// RUN: tile-opt %s --tile-specialize="chip=sm_80 M=1536 N=1408" | FileCheck %s --check-prefix=BIG
// RUN: tile-opt %s --tile-specialize="M=1024 N=1024 block_N=64" | FileCheck %s --check-prefix=BOUND
// RUN: tile-opt %s --tile-specialize="M=dynamic N=1024" | FileCheck %s --check-prefix=DYNAMIC

// `waves = W`: a case holds where its own launch, with its values, has at
// most W blocks per multiprocessor (132 on sm_90a, 108 on sm_80). The
// table below reads "the largest tile whose grid still fits one wave".
// SMALL: tile.params = {M = 512 : i64, N = 512 : i64, block_M = 64 : i64, block_N = 64 : i64}
// MID: block_M = 128 : i64, block_N = 128 : i64}
// 12 x 11 = 132 blocks of 128 x 128 fit sm_90a, 12 x 12 do not; sm_80 has 108.
// BIG: block_M = 256 : i64, block_N = 128 : i64}
// A bound value counts in the case's grid: 128 x 64 tiles make 128 blocks.
// BOUND: tile.params = {M = 1024 : i64, N = 1024 : i64, block_M = 128 : i64, block_N = 64 : i64}

// A grid that follows a run-time dimension leaves the condition to the
// launch: the table keeps `waves`, over no range at all.
// DYNAMIC: func.func @gemm({{.*}}tile.dispatch = [#tile.case<when = {}, kernel = "gemm_case0", waves = 1>, #tile.case<when = {}, kernel = "gemm_case1", waves = 1>]
// DYNAMIC-SAME: block_M = 256 : i64, block_N = 128 : i64}
// DYNAMIC: func.func @gemm_case0(
// DYNAMIC-SAME: block_M = 64 : i64, block_N = 64 : i64}
// DYNAMIC: func.func @gemm_case1(
// DYNAMIC-SAME: block_M = 128 : i64, block_N = 128 : i64}

func.func @gemm(%A: memref<?x?xf16> {tile.dims = ["M", "N"]})
    attributes {tile.dispatch = [
      #tile.case<when = {}, waves = 1, set = {block_M = 64, block_N = 64}>,
      #tile.case<when = {}, waves = 1, set = {block_M = 128, block_N = 128}>]} {
  %M = tile.param "M" = 4096 : index
  %N = tile.param "N" = 4096 : index
  %bm = tile.param "block_M" = 256 in [64, 128, 256] : index
  %bn = tile.param "block_N" = 128 in [64, 128] : index
  %gx = arith.ceildivui %N, %bn : index
  %gy = arith.ceildivui %M, %bm : index
  tile.launch blocks(%bx, %by) in (%gx, %gy) threads(128) {
    %t = tile.alloc_shared(%bm, %bn) : memref<?x?xf16, #tile.shared>
  }
  return
}
