// End to end: examples/gemm_fp8.mlir. On sm_90a each kernel's operands
// land in shared memory through TMA (a producer warp, byte-wide boxes) and
// every 32-deep step is one wgmma.mma_async m64nNk32 per warpgroup and 64
// rows, with the operand types the kernel names (e4m3 x e4m3, e5m2 x
// e4m3); the scales multiply the f32 accumulator before the bf16 store.
// 1000 x 1000 takes the shape case's 128 x 128 tile (N = 128 per
// instruction), 4096^3 the default 128 x 256 (N = 256), and 256 x 128
// bound by hand N = 128 again.
// The SIMT references widen each byte with cvt. sm_80 has no 8-bit
// tensor-core instruction: a located error names the chip.

// RUN: tile-translate %tile_src_root/examples/gemm_fp8.mlir --tile-to-ptx --kernel gemm_e4m3 --set M=1000,N=1000,K=1024 -o %t.ptx
// RUN: FileCheck %s --check-prefix=E4M3 < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a -v %t.ptx -o %t.cubin 2>&1 | FileCheck %s --check-prefix=PTXAS %}
// RUN: tile-translate %tile_src_root/examples/gemm_fp8.mlir --tile-to-ptx --kernel gemm_e5m2_e4m3 --set M=4096,N=4096,K=4096 -o %t.mixed.ptx
// RUN: FileCheck %s --check-prefix=MIXED < %t.mixed.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a -v %t.mixed.ptx -o %t.mixed.cubin 2>&1 | FileCheck %s --check-prefix=PTXAS %}
// RUN: tile-translate %tile_src_root/examples/gemm_fp8.mlir --tile-to-ptx --kernel gemm_e4m3_rowwise --set M=4096,N=4096,K=4096,block_M=256,block_N=128 -o %t.rowwise.ptx
// RUN: FileCheck %s --check-prefix=ROWWISE < %t.rowwise.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a -v %t.rowwise.ptx -o %t.rowwise.cubin 2>&1 | FileCheck %s --check-prefix=PTXAS %}
// RUN: tile-translate %tile_src_root/examples/gemm_fp8.mlir --tile-to-ptx --kernel gemm_e4m3_blockwise --set M=2000,N=3000,K=1040,KB=9,NB=24 -o %t.block.ptx
// RUN: FileCheck %s --check-prefix=BLOCK < %t.block.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a -v %t.block.ptx -o %t.block.cubin 2>&1 | FileCheck %s --check-prefix=PTXAS %}
// RUN: not tile-translate %tile_src_root/examples/gemm_fp8.mlir --tile-to-ptx --kernel gemm_e4m3_blockwise --set M=2000,N=3000,K=1040 -o %t.block.bad.ptx 2>&1 | FileCheck %s --check-prefix=BLOCK-KB
// RUN: tile-translate %tile_src_root/examples/gemm_fp8_reference.mlir --tile-to-ptx --kernel gemm_e5m2_e4m3_reference -o %t.ref.ptx
// RUN: FileCheck %s --check-prefix=REF < %t.ref.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a %t.ref.ptx -o %t.ref.cubin %}
// RUN: not tile-translate %tile_src_root/examples/gemm_fp8.mlir --tile-to-ptx --kernel gemm_e4m3 --chip sm_80 -o %t.sm80.ptx 2>&1 | FileCheck %s --check-prefix=SM80

// E4M3: .entry gemm_e4m3
// E4M3: cp.async.bulk.tensor.5d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// E4M3: wgmma.fence.sync.aligned
// E4M3-COUNT-4: wgmma.mma_async.sync.aligned.m64n128k32.f32.e4m3.e4m3
// E4M3-NOT: wgmma.mma_async.sync.aligned.m64n128k16
// E4M3: wgmma.commit_group.sync.aligned
// E4M3: cvt.rn.bf16.f32

// MIXED: .entry gemm_e5m2_e4m3
// MIXED: wgmma.mma_async.sync.aligned.m64n256k32.f32.e5m2.e4m3

// ROWWISE: .entry gemm_e4m3_rowwise
// ROWWISE: wgmma.mma_async.sync.aligned.m64n128k32.f32.e4m3.e4m3

// Block scales: loaded from global memory before the gemm (B's block
// scale and A's row scales), then each k block's wgmma group is waited for
// and its accumulator added into the f32 sum with one FMA per element.
// BLOCK: .entry gemm_e4m3_blockwise
// BLOCK: cp.async.bulk.tensor.{{[25]}}d
// BLOCK: ld.global.b32
// BLOCK: wgmma.mma_async.sync.aligned.m64n128k32.f32.e4m3.e4m3
// BLOCK: wgmma.wait_group.sync.aligned 0;
// BLOCK: fma.rn.f32
// BLOCK-KB: gemm_fp8.mlir:{{[0-9]+}}:{{[0-9]+}}: error: 'tile.assert' op requirement failed: KB must be ceildiv(K, 128) (with K=1040, KB=32

// PTXAS-NOT: C75{{[0-9][0-9]}}
// PTXAS: 0 bytes spill stores, 0 bytes spill loads
// PTXAS-NOT: C75{{[0-9][0-9]}}

// REF: .entry gemm_e5m2_e4m3_reference
// REF-DAG: cvt.rn.f16x2.e5m2x2
// REF-DAG: cvt.rn.f16x2.e4m3x2

// SM80: gemm_fp8.mlir:{{[0-9]+}}:{{[0-9]+}}: error: 'tile.gemm' op f8E4M3FN operands need a tensor-core instruction sm_80 lacks (wgmma, sm_90a); compile for sm_90a

// RUN: not tile-translate %tile_src_root/examples/gemm_fp8_reference.mlir --tile-to-ptx --kernel gemm_e4m3_reference --chip sm_80 -o %t.ref80.ptx 2>&1 | FileCheck %s --check-prefix=REF80
// REF80: gemm_fp8_reference.mlir:{{[0-9]+}}:{{[0-9]+}}: error: 'arith.extf' op converts 'f8E4M3FN', which needs sm_89 or later (cvt between 8-bit floats and f16/f32); sm_80 lacks it: compile for sm_90a
