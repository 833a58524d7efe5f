// RUN: tile-opt %s --tile-specialize | FileCheck %s --check-prefix=DEFAULT
// RUN: tile-opt %s --tile-specialize="M=16" | FileCheck %s --check-prefix=SMALL
// RUN: tile-opt %s --tile-specialize="M=300 K=32" | FileCheck %s --check-prefix=SHORT
// RUN: tile-opt %s --tile-specialize="M=16 block_N=128" | FileCheck %s --check-prefix=BOUND
// RUN: tile-opt %s --tile-specialize="M=dynamic" | FileCheck %s --check-prefix=DYNAMIC
// RUN: tile-opt %s --tile-specialize="M=dynamic K=32" | FileCheck %s --check-prefix=DYNAMIC-SHORT
// RUN: tile-opt %s --tile-specialize="M=dynamic block_M=128 block_N=128" | FileCheck %s --check-prefix=DYNAMIC-BOUND
// RUN: tile-opt %s --tile-specialize="M=dynamic gemm.block_N=64" | FileCheck %s --check-prefix=QUALIFIED
// RUN: echo 'func.func private @gemm_case0()' | cat %s - | not tile-opt --tile-specialize="M=dynamic" 2>&1 | FileCheck %s --check-prefix=CLASH
// RUN: tile-opt %s --tile-specialize="M=16 block_N=128" -o /dev/null 2>&1 | FileCheck %s --check-prefix=PARTIAL
// RUN: tile-opt %s --tile-specialize="M=16 block_M=64 block_N=128 stages=6" -o /dev/null 2>&1 | FileCheck %s --check-prefix=WHOLE --allow-empty
// RUN: tile-opt %s --tile-specialize="M=16 block_N=64" -o /dev/null 2>&1 | FileCheck %s --check-prefix=WHOLE --allow-empty

// A kernel's shape cases (tile.dispatch): the first case whose ranges hold
// gives its values; fixed sizes decide it here, and a value bound on the
// command line wins over every case.
// DEFAULT: func.func @gemm(
// DEFAULT-NOT: tile.dispatch
// DEFAULT-SAME: tile.params = {K = 4096 : i64, M = 4096 : i64, block_M = 128 : i64, block_N = 128 : i64, stages = 4 : i64}
// DEFAULT-NOT: func.func @gemm_case
// SMALL: tile.params = {K = 4096 : i64, M = 16 : i64, block_M = 64 : i64, block_N = 64 : i64, stages = 6 : i64}
// SHORT: tile.params = {K = 32 : i64, M = 300 : i64, block_M = 128 : i64, block_N = 128 : i64, stages = 2 : i64}
// BOUND: tile.params = {K = 4096 : i64, M = 16 : i64, block_M = 64 : i64, block_N = 128 : i64, stages = 6 : i64}
// A binding that replaces some of the chosen case's values, not all, is
// warned about: the case's other values (chosen to go with the replaced
// one) stay. Binding all of them, none, or only to the case's own values
// is silent.
// PARTIAL: warning: shape case #0 of 'tile.dispatch' applies at these sizes; the bindings replace its block_N=64 (bound 128) but it still sets block_M=64, stages=6; bind those too if they do not suit the bound values
// WHOLE-NOT: warning

// M left to run time: each case over M becomes a specialization, and the
// kernel keeps the table that the manifest carries (cases over fixed sizes
// are decided: K = 4096 holds in neither K case).
// DYNAMIC: func.func @gemm({{.*}}attributes {tile.dispatch = [#tile.case<when = {M = [1, 64]}, kernel = "gemm_case0">, #tile.case<when = {M = [65, 256]}, kernel = "gemm_case1">]
// DYNAMIC-SAME: tile.params = {K = 4096 : i64, block_M = 128 : i64, block_N = 128 : i64, stages = 4 : i64}
// DYNAMIC: func.func @gemm_case0({{.*}}attributes {tile.case_of = "gemm"
// DYNAMIC-SAME: tile.params = {K = 4096 : i64, block_M = 64 : i64, block_N = 64 : i64, stages = 6 : i64}
// DYNAMIC: func.func @gemm_case1({{.*}}attributes {tile.case_of = "gemm"
// DYNAMIC-SAME: tile.params = {K = 4096 : i64, block_M = 64 : i64, block_N = 128 : i64, stages = 4 : i64}
// DYNAMIC-NOT: func.func @gemm_case

// K = 32 decides case 2 for every M (it is the kernel's own values), so
// the table keeps the M cases before it only.
// DYNAMIC-SHORT: func.func @gemm({{.*}}tile.dispatch = [#tile.case<when = {M = [1, 64]}, kernel = "gemm_case0">, #tile.case<when = {M = [65, 256]}, kernel = "gemm_case1">]
// DYNAMIC-SHORT-SAME: tile.params = {K = 32 : i64, block_M = 128 : i64, block_N = 128 : i64, stages = 2 : i64}

// Bound values leave the cases nothing to choose but the stages: case 1
// then equals the kernel itself and needs no specialization.
// DYNAMIC-BOUND: func.func @gemm({{.*}}tile.dispatch = [#tile.case<when = {M = [1, 64]}, kernel = "gemm_case0">]
// DYNAMIC-BOUND: func.func @gemm_case0(
// DYNAMIC-BOUND-SAME: tile.params = {K = 4096 : i64, block_M = 128 : i64, block_N = 128 : i64, stages = 6 : i64}
// DYNAMIC-BOUND-NOT: func.func @gemm_case1

// A binding qualified by the kernel's name reaches its specializations.
// QUALIFIED: func.func @gemm_case0(
// QUALIFIED-SAME: block_N = 64 : i64
// QUALIFIED: func.func @gemm_case1(
// QUALIFIED-SAME: block_N = 64 : i64

// CLASH: error: 'func.func' op case #0 of 'tile.dispatch' compiles as @gemm_case0, a name the module already holds; rename that function

func.func @gemm(%A: memref<?x?xf16> {tile.dims = ["M", "K"]})
    attributes {tile.dispatch = [
      #tile.case<when = {M = [1, 64]}, set = {block_M = 64, block_N = 64, stages = 6}>,
      #tile.case<when = {M = [65, 256]}, set = {block_M = 64}>,
      #tile.case<when = {K = [1, 64]}, set = {stages = 2}>]} {
  %M = tile.param "M" = 4096 : index
  %K = tile.param "K" = 4096 : index
  %bm = tile.param "block_M" = 128 in [64, 128] : index
  %bn = tile.param "block_N" = 128 in [64, 128] : index
  %s = tile.param "stages" = 3 in [2, 3, 4, 6] on {sm_90a = 4} : index
  %gy = arith.ceildivui %M, %bm : index
  tile.launch blocks(%by) in (%gy) threads(128) {
    %t = tile.alloc_shared(%bm, %bn) : memref<?x?xf16, #tile.shared>
  }
  return
}

