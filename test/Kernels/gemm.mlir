// End to end: examples/gemm.mlir: cp.async pipelining (3 stages),
// ldmatrix (.trans for B) and mma.sync.m16n8k16. M = N = K = 1000 is not a
// multiple of any tile: the edge copies zero-fill through cp.async's source
// size. At 4096^3 every tile is proven inside its matrix (range analysis
// over the block coordinates and the peeled, pipelined k loop): no copy is
// masked.

// RUN: tile-translate %tile_src_root/examples/gemm.mlir --tile-to-ptx --kernel gemm_f16 --set M=1000,N=1000,K=1000 -o %t.ptx
// RUN: FileCheck %s --check-prefixes=CHECK,MASKED < %t.ptx
// RUN: tile-translate %tile_src_root/examples/gemm.mlir --tile-to-ptx --kernel gemm_f16 --chip sm_80 --set M=4096,N=4096,K=4096,block_K=64 -o %t.sm80.ptx
// RUN: tile-translate %tile_src_root/examples/gemm.mlir --tile-to-ptx --kernel gemm_bf16 --set M=1000,N=1000,K=1000 -o %t.bf16.ptx
// RUN: FileCheck %s --check-prefix=BF16 < %t.bf16.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a %t.bf16.ptx -o %t.bf16.cubin %}
// RUN: FileCheck %s < %t.sm80.ptx
// RUN: FileCheck %s --check-prefix=INBOUNDS < %t.sm80.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a %t.ptx -o %t.cubin %}
// RUN: %if ptxas %{ %ptxas -arch=sm_80 %t.sm80.ptx -o %t.sm80.cubin %}
// RUN: tile-translate %tile_src_root/examples/gemm.mlir --tile-to-ptx --kernel gemm_f16 --set M=1000,N=1000,K=999 -o %t.odd.ptx
// RUN: FileCheck %s --check-prefix=ODDK < %t.odd.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a %t.odd.ptx -o %t.odd.cubin %}

// BF16: .entry gemm_bf16(
// BF16-DAG: mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32
// BF16-DAG: ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16
// BF16-DAG: cp.async.cg.shared.global

// CHECK: .entry gemm_f16(
// CHECK-DAG: ldmatrix.sync.aligned.m8n8.x4.shared.b16
// CHECK-DAG: ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16
// CHECK-DAG: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32
// CHECK-DAG: bar.sync
// MASKED-DAG: cp.async.cg.shared.global [{{.*}}], [{{.*}}], 16, {{%r[0-9]+}};
// CHECK-DAG: cp.async.cg.shared.global [{{.*}}], [{{.*}}], 16
// CHECK-DAG: cp.async.commit_group
// CHECK-DAG: cp.async.wait_group 1

// K = 999: A's rows (1998 bytes) cannot move in 4-byte chunks, so its
// tiles are copied with plain 2-byte loads and stores; B's rows (N = 1000)
// still go through cp.async.
// ODDK: .entry gemm_f16(
// ODDK-DAG: ld.global.b16
// ODDK-DAG: st.shared.b16
// ODDK-DAG: cp.async.cg.shared.global [{{.*}}], [{{.*}}], 16
// ODDK-DAG: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32

// INBOUNDS: cp.async.cg.shared.global [{{.*}}], [{{.*}}], 16;
// INBOUNDS-NOT: cp.async.cg.shared.global [{{.*}}], [{{.*}}], 16, {{%r[0-9]+}};
