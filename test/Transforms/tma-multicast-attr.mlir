// `tile.tma_multicast` on a launch asks tile-tma-loads for clusters of two
// with multicast loads for that launch alone (as --tma-multicast does for
// every launch), so the cluster is a schedule choice in the kernel file and
// in tile-tune's space (a unit attribute, or a 0/1 tile.param).

// RUN: sed -e 's/attributes {tile.warp_specialize = "producer_warp"}/attributes {tile.warp_specialize = "producer_warp", tile.tma_multicast = "mc"}/' -e 's/^  %%pw = tile.param/  %%mc = tile.param "mc" = 1 in [0, 1] : index\n  %%pw = tile.param/' %tile_src_root/examples/gemm.mlir > %t.mlir
// RUN: tile-translate %t.mlir --tile-to-ptx --kernel gemm_f16 --set M=4096,N=4096,K=4096 | FileCheck %s
// RUN: tile-translate %t.mlir --tile-to-ptx --kernel gemm_f16 --set M=4096,N=4096,K=4096,mc=0 | FileCheck %s --check-prefix=OFF
// RUN: tile-translate %t.mlir --tile-to-ptx --kernel gemm_f16 --chip sm_80 --set M=4096,N=4096,K=4096 | FileCheck %s --check-prefix=OFF
// CHECK: .reqnctapercluster 2, 1, 1
// CHECK: cp.async.bulk.tensor.{{.*}}.multicast::cluster
// OFF-NOT: reqnctapercluster
// OFF-NOT: multicast::cluster

// Without TMA loads (no producer warp asked for) it cannot apply: a warning.
// RUN: sed -e 's/attributes {tile.warp_specialize = "producer_warp"}/attributes {tile.tma_multicast}/' %tile_src_root/examples/gemm.mlir > %t.plain.mlir
// RUN: tile-translate %t.plain.mlir --tile-to-ptx --kernel gemm_f16 --set M=4096,N=4096,K=4096 -o /dev/null 2>&1 | FileCheck %s --check-prefix=WARN
// WARN: warning: tile.tma_multicast does not apply: the launch does not load through TMA (ask for it with tile.warp_specialize)


// One block row without l2_swizzle (M within block_M): the grid's other
// extents fold to 1, and the warning says so rather than "not 2-d".
// RUN: sed -e 's/ l2_swizzle(8)//' %t.mlir > %t.row.mlir
// RUN: tile-translate %t.row.mlir --tile-to-ptx --kernel gemm_f16 --set M=128,N=4096,K=4096,block_M=128,block_N=128,block_K=64,threads=256,producer_warp=1 -o /dev/null 2>&1 | FileCheck %s --check-prefix=ROW
// ROW: warning: tma-multicast does not apply: the launch's grid is one row of blocks at these sizes (its other extents are 1); clusters of two pair blocks of a 2-d grid
