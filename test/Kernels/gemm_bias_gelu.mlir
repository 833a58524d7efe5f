// End to end: examples/gemm_bias_gelu.mlir. The GEMM's instructions (wgmma
// on sm_90a, mma.sync on sm_80), and the epilogue on the accumulator in
// registers: erf GELU by default (erf with fastmath<afn>: |x| clamped to
// 3.92, a polynomial and one ex2 per element, no reciprocal, no call),
// tanh with tanh_gelu=1 (tanh with fastmath<afn>: tanh.approx.f32); C is
// stored once.

// RUN: tile-opt %tile_src_root/examples/gemm_bias_gelu.mlir --tile-specialize="M=1000 N=1000 K=1000" --canonicalize | FileCheck %s --check-prefix=EXACT
// RUN: tile-opt %tile_src_root/examples/gemm_bias_gelu.mlir --tile-specialize="M=1000 N=1000 K=1000 tanh_gelu=1" --canonicalize | FileCheck %s --check-prefix=TANH
// RUN: tile-translate %tile_src_root/examples/gemm_bias_gelu.mlir --tile-to-ptx --kernel gemm_bias_gelu_f16 --set producer_warp=0,M=1000,N=1000,K=1000 -o %t.ptx
// RUN: FileCheck %s --check-prefixes=PTX,WGMMA,ERF < %t.ptx
// RUN: tile-translate %tile_src_root/examples/gemm_bias_gelu.mlir --tile-to-ptx --kernel gemm_bias_gelu_f16 --chip sm_80 --set M=4096,N=4096,K=4096,tanh_gelu=1 -o %t.sm80.ptx
// RUN: tile-translate %tile_src_root/examples/gemm_bias_gelu.mlir --tile-to-ptx --kernel gemm_bias_gelu_bf16 --set M=1000,N=1000,K=1000 -o %t.bf16.ptx
// RUN: FileCheck %s --check-prefixes=BF16,ERF < %t.bf16.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a %t.bf16.ptx -o %t.bf16.cubin %}
// RUN: FileCheck %s --check-prefixes=PTX,SM80 < %t.sm80.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a %t.ptx -o %t.cubin %}
// K = 64, one k step: the gemm clears its accumulator itself
// (tile-fold-clear), and ptxas injects no warpgroup arrive (C7519).
// RUN: tile-translate %tile_src_root/examples/gemm_bias_gelu.mlir --tile-to-ptx --kernel gemm_bias_gelu_f16 --set M=4096,N=4096,K=64 -o %t.k64.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a -v %t.k64.ptx -o %t.k64.cubin 2>&1 | FileCheck %s --check-prefix=PTXAS %}
// PTXAS-NOT: C75{{[0-9][0-9]}}
// PTXAS: 0 bytes spill stores, 0 bytes spill loads
// PTXAS-NOT: C75{{[0-9][0-9]}}
// RUN: %if ptxas %{ %ptxas -arch=sm_80 %t.sm80.ptx -o %t.sm80.cubin %}
// sm_90a's default (producer_warp = 1, 4 stages): TMA boxes issued by a
// producer warp, the same fused epilogue.
// RUN: tile-translate %tile_src_root/examples/gemm_bias_gelu.mlir --tile-to-bundle --kernel gemm_bias_gelu_f16 --set M=4096,N=4096,K=4096 -o %t.ws
// RUN: FileCheck %s --check-prefixes=WS,ERF < %t.ws/gemm_bias_gelu_f16.ptx
// RUN: FileCheck %s --check-prefix=WS-MANIFEST < %t.ws/gemm_bias_gelu_f16.json
// WS-DAG: cp.async.bulk.tensor
// WS-DAG: mbarrier.try_wait.parity
// WS-DAG: wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16
// WS-MANIFEST: "num_stages": 4
// WS-MANIFEST: "producer_warps": 1

// EXACT: tile.gemm
// EXACT: tile.parallel
// EXACT: math.erf
// EXACT-NOT: math.tanh
// TANH: tile.parallel
// TANH: math.tanh
// TANH-NOT: math.erf

// PTX: .entry gemm_bias_gelu_f16(
// BF16: .entry gemm_bias_gelu_bf16(
// BF16-DAG: wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16
// BF16-DAG: cvt.rn.bf16.f32
// PTX-NOT: call.uni
// ERF-NOT: copysign.f32
// SM80-DAG: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32
// SM80-DAG: tanh.approx.f32
// SM80-DAG: ldmatrix.sync.aligned.m8n8.x4.shared.b16
// WGMMA-DAG: wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16
// ERF-DAG: ex2.approx.ftz.f32
// ERF-DAG: max.NaN.f32 {{.*}}, 0f00000000;
// ERF-DAG: min.NaN.f32 {{.*}}, 0f40B16622;
// PTX-DAG: cp.async.cg.shared.global
// PTX-DAG: cp.async.wait_group
