// The k loop written the Triton way (`for k = 0 to K step block_K`, the
// copy at column k) is as fast a form as the examples' (`for ks`, k =
// ks * block_K): its copies are 16-byte aligned (k is a multiple of the
// step) and in bounds (k reaches K - block_K, not K - 1), so they are
// cp.async without a masked path, at 4096^3 and at 1000^3 alike.

// RUN: sed -e 's/scf.for %%ks = %%first to %%last step %%c1 {/scf.for %%k = %%c0 to %%K step %%bk {/' -e '/%%k = arith.muli %%ks, %%bk : index/d' %tile_src_root/examples/gemm.mlir > %t.mlir
// RUN: tile-translate %t.mlir --tile-to-ptx --kernel gemm_f16 --set producer_warp=0 | FileCheck %s
// RUN: tile-translate %t.mlir --tile-to-ptx --kernel gemm_f16 --set producer_warp=0,M=1000,N=1000,K=1000 | FileCheck %s
// RUN: tile-translate %t.mlir --tile-to-ptx --kernel gemm_f16 --chip sm_80 | FileCheck %s
// On sm_90a by default (producer_warp = 1) the same loop loads through TMA.
// RUN: tile-translate %t.mlir --tile-to-ptx --kernel gemm_f16 | FileCheck %s --check-prefix=TMA
// TMA: cp.async.bulk.tensor
// TMA-NOT: st.shared.b16
// CHECK: cp.async.cg.shared.global
// CHECK-NOT: ld.global
// CHECK-NOT: st.shared.b16
