// End to end: examples/flash_attention_fp8.mlir. Both gemms are wgmma
// k32 e4m3 instructions with operands in shared memory: S = Q K^T, then P
// rounded to e4m3 (cvt ... satfinite), stored into its shared tile two
// bytes at a time (the accumulator's column pairs), fenced for the async
// proxy and handed over at a barrier before O += P Vt (of the block with
// one warpgroup, of each warpgroup with a producer warpgroup and two). D = 64 with 64-key
// tiles takes 64-byte rows (the 64-byte swizzle) for both gemms' K and,
// with a producer warp, TMA boxes of 64-byte rows. ptxas keeps every
// configuration free of spills and of wgmma serialization. sm_80 has no
// 8-bit tensor-core instruction.

// RUN: tile-translate %tile_src_root/examples/flash_attention_fp8.mlir --tile-to-ptx --set B=2,H=4,S=1000,D=128,causal=1 -o %t.ptx
// RUN: FileCheck %s --check-prefix=D128 < %t.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a -v %t.ptx -o %t.cubin 2>&1 | FileCheck %s --check-prefix=PTXAS %}
// RUN: tile-translate %tile_src_root/examples/flash_attention_fp8.mlir --tile-to-ptx --set B=2,H=4,S=2048,D=64,block_N=64,producer_warp=1 -o %t.d64.ptx
// RUN: FileCheck %s --check-prefix=D64 < %t.d64.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a -v %t.d64.ptx -o %t.d64.cubin 2>&1 | FileCheck %s --check-prefix=PTXAS %}
// RUN: tile-translate %tile_src_root/examples/flash_attention_fp8.mlir --tile-to-ptx --set B=2,H=4,S=2048,D=128,block_M=128,producer_warp=1,producer_registers=24 -o %t.pp.ptx
// RUN: FileCheck %s --check-prefix=PP < %t.pp.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a -v %t.pp.ptx -o %t.pp.cubin 2>&1 | FileCheck %s --check-prefix=PTXAS %}
// RUN: not tile-translate %tile_src_root/examples/flash_attention_fp8.mlir --tile-to-ptx --set D=96 -o %t.d96.ptx 2>&1 | FileCheck %s --check-prefix=D96
// RUN: not tile-translate %tile_src_root/examples/flash_attention_fp8.mlir --tile-to-ptx --chip sm_80 -o %t.sm80.ptx 2>&1 | FileCheck %s --check-prefix=SM80

// D128: .entry flash_attention_e4m3
// D128: wgmma.mma_async.sync.aligned.m64n128k32.f32.e4m3.e4m3
// P is rounded two elements at a time, and each pair goes to shared
// memory as it comes out of the cvt, one 16-bit store.
// D128: cvt.rn.satfinite.e4m3x2.f32 %rs[[PAIR:[0-9]+]], %r{{[0-9]+}}, %r{{[0-9]+}};
// D128: st.shared.b16 [{{.*}}], %rs[[PAIR]];
// D128: fence.proxy.async.shared::cta;
// D128-NEXT: bar.sync 0;
// D128: wgmma.fence.sync.aligned;
// D128: wgmma.mma_async.sync.aligned.m64n128k32.f32.e4m3.e4m3
// D128: st.global

// D64: .entry flash_attention_e4m3
// D64: cp.async.bulk.tensor.3d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// D64: mbarrier.try_wait.parity.shared.b64
// D64: wgmma.mma_async.sync.aligned.m64n64k32.f32.e4m3.e4m3
// D64: st.shared.b16
// D64: fence.proxy.async.shared::cta;
// D64: wgmma.mma_async.sync.aligned.m64n64k32.f32.e4m3.e4m3

// FlashAttention-3's roles: a producer warpgroup at 24 registers (TMA),
// two consumer warpgroups at 240 taking turns through their gemms (named
// barriers 2 and 3 of 256 threads), each handing its P to its own gemm at
// its own barrier of 128 threads: no barrier of all consumers in the loop.
// PP: .entry flash_attention_e4m3
// PP: setmaxnreg.dec.sync.aligned.u32 24;
// PP: cp.async.bulk.tensor.3d
// PP: setmaxnreg.inc.sync.aligned.u32 240;
// PP: bar.arrive 2, 256;
// PP: bar.sync {{%r[0-9]+}}, 256;
// PP: wgmma.mma_async.sync.aligned.m64n128k32.f32.e4m3.e4m3
// PP: bar.arrive {{%r[0-9]+}}, 256;
// PP-NOT: bar.sync 1, 256;
// PP: bar.sync {{%r[0-9]+}}, 128;
// PP-NOT: bar.sync 1, 256;
// PP: st.shared.b16
// PP-NOT: bar.sync 1, 256;
// PP: fence.proxy.async.shared::cta;
// PP-NEXT: bar.sync {{%r[0-9]+}}, 128;
// PP-NOT: bar.sync 1, 256;
// PP: bar.sync {{%r[0-9]+}}, 256;
// PP: wgmma.mma_async.sync.aligned.m64n128k32.f32.e4m3.e4m3

// PTXAS-NOT: C75{{[0-9][0-9]}}
// PTXAS: 0 bytes spill stores, 0 bytes spill loads
// PTXAS-NOT: C75{{[0-9][0-9]}}

// SM80: flash_attention_fp8.mlir:{{[0-9]+}}:{{[0-9]+}}: error: 'tile.gemm' op f8E4M3FN operands need a tensor-core instruction sm_80 lacks (wgmma, sm_90a); compile for sm_90a

// D96: flash_attention_fp8.mlir:{{[0-9]+}}:{{[0-9]+}}: error: 'tile.assert' op requirement failed: D (the head dimension) must be 64, 128 or 256 (with B=8, D=96
