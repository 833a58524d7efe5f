// RUN: tile-opt %s --tile-specialize="M=dynamic" | FileCheck %s
// RUN: tile-opt %s --tile-specialize="M=dynamic K=64" | FileCheck %s --check-prefix=SHORT-K

// Two cases over the same rows that a fixed size tells apart (a long K
// splits the k loop, a short one does not): with K = 4096 the first serves
// every M in [1, 64], so the second can never be reached at run time and
// gets no specialization; with K = 64 the first does not hold, and the
// second serves those M.
// CHECK: func.func @gemm({{.*}}tile.dispatch = [#tile.case<when = {M = [1, 64]}, kernel = "gemm_case0">]
// CHECK: func.func @gemm_case0(
// CHECK-SAME: split = 2 : i64
// CHECK-NOT: func.func @gemm_case1
// SHORT-K: func.func @gemm({{.*}}tile.dispatch = [#tile.case<when = {M = [1, 64]}, kernel = "gemm_case1">]
// SHORT-K: func.func @gemm_case1(
// SHORT-K-SAME: split = 1 : i64
// SHORT-K-NOT: func.func @gemm_case0
func.func @gemm(%A: memref<?x?xf16> {tile.dims = ["M", "K"]})
    attributes {tile.dispatch = [
      #tile.case<when = {M = [1, 64], K = [512, 1048576]}, set = {block_M = 64, split = 2}>,
      #tile.case<when = {M = [1, 64]}, set = {block_M = 64}>]} {
  %M = tile.param "M" = 4096 : index
  %K = tile.param "K" = 4096 : index
  %bm = tile.param "block_M" = 128 in [64, 128] : index
  %split = tile.param "split" = 1 in [1, 2] : index
  %gy = arith.ceildivui %M, %bm : index
  tile.launch blocks(%by) in (%gy) threads(128) {
    %t = tile.alloc_shared(%bm, %split) : memref<?x?xf16, #tile.shared>
  }
  return
}
