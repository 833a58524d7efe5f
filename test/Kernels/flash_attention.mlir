// End to end: examples/flash_attention.mlir, non-causal at S = 4096 and
// causal at S = 1000 (masked tails), for sm_90a (wgmma) and sm_80
// (mma.sync). Per key tile: S = Q K^T and O += P V, the row max and sum
// through shfl.sync.bfly within quads, exp2 as ex2.approx, K and V through
// cp.async with a wait per tile. Nothing is stored to global memory before
// the last cp.async group drains after the key loops, and no tensor-core
// instruction follows that.
// On sm_90a both gemms are warpgroup MMAs: S = Q K^T from two
// shared-memory descriptors (Q in 64-column panels with its rows in
// warpgroup order; K [N, D] K-major: imm-trans-b = 0), and O += P V with P
// straight from registers (the register-A form, inline PTX) and V N-major
// (imm-trans-b = 1). On sm_80: ldmatrix of K without .trans (the mma's
// "col" B), ldmatrix .trans of V, P from registers as the mma.sync A
// operand.

// RUN: tile-translate %tile_src_root/examples/flash_attention.mlir --tile-to-ptx --kernel flash_attention_f16 --set S=4096,causal=0,H=4 -o %t.ptx
// RUN: FileCheck %s --check-prefixes=CHECK,WGMMA < %t.ptx
// RUN: FileCheck %s --check-prefix=ORDER < %t.ptx
// RUN: FileCheck %s --check-prefix=WCHAIN < %t.ptx
// RUN: tile-translate %tile_src_root/examples/flash_attention.mlir --tile-to-ptx --kernel flash_attention_f16 --chip sm_80 --set S=4096,causal=0 -o %t.sm80.4096.ptx
// RUN: FileCheck %s --check-prefixes=CHECK,MMA < %t.sm80.4096.ptx
// RUN: FileCheck %s --check-prefix=ORDER < %t.sm80.4096.ptx
// RUN: FileCheck %s --check-prefix=CHAIN < %t.sm80.4096.ptx
// RUN: rm -rf %t.ir && tile-translate %tile_src_root/examples/flash_attention.mlir --tile-to-ptx --kernel flash_attention_f16 --set S=1000,causal=1 -o %t.causal.ptx --dump-ir %t.ir
// RUN: FileCheck %s --check-prefixes=CHECK,WGMMA < %t.causal.ptx
// RUN: FileCheck %s --check-prefix=LOOPS < %t.ir/builtin_module_no-symbol-name/5_tile-pipeline.mlir
// RUN: tile-translate %tile_src_root/examples/flash_attention.mlir --tile-to-ptx --kernel flash_attention_bf16 --chip sm_80 --set S=1000,causal=1,D=64 -o %t.sm80.ptx
// RUN: FileCheck %s --check-prefix=BF16 < %t.sm80.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a %t.ptx -o %t.cubin %}
// RUN: %if ptxas %{ %ptxas -arch=sm_90a %t.causal.ptx -o %t.causal.cubin %}
// RUN: %if ptxas %{ %ptxas -arch=sm_80 %t.sm80.ptx -o %t.sm80.cubin %}
// RUN: %if ptxas %{ %ptxas -arch=sm_80 %t.sm80.4096.ptx -o %t.sm80.4096.cubin %}
// D = 256 with the defaults: the block's threads (or query rows) follow D
// so that O's accumulator stays at 128 registers a thread, and ptxas
// spills nothing (the 128-thread tile of D = 128 spills about 6 KB there).
// D = 96 is refused with the example's requirement. On sm_80, D = 256
// takes 32-key tiles (a shape case): 64-key tiles would need 202 KB of
// shared memory, more than the chip's 163 KB.
// RUN: tile-translate %tile_src_root/examples/flash_attention.mlir --tile-to-ptx --kernel flash_attention_f16 --chip sm_80 --set D=256 -o %t.sm80.d256.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_80 %t.sm80.d256.ptx -o %t.sm80.d256.cubin %}
// RUN: %if ptxas %{ tile-translate %tile_src_root/examples/flash_attention.mlir --tile-inspect --kernel flash_attention_f16 --set B=1,H=2,S=1000,D=256,causal=1 | FileCheck %s --check-prefix=D256 %}
// RUN: not tile-translate %tile_src_root/examples/flash_attention.mlir --tile-to-ptx --kernel flash_attention_f16 --set D=96 -o /dev/null 2>&1 | FileCheck %s --check-prefix=D96

// overlap = 1 (FlashAttention-3's overlap within a warpgroup): per key tile
// the S = Q K^T group (A from shared memory) and the O += P V group (A in
// registers) issue back to back; the wait for S leaves O's group in
// flight through the softmax (its exponentials), and O's own wait follows.
// ptxas keeps the wgmma asynchronous (no C75xx advisory) with no spill.
// On sm_80 the same loop runs on mma.sync, one gemm after the other.
// RUN: tile-translate %tile_src_root/examples/flash_attention.mlir --tile-to-ptx --kernel flash_attention_f16 --set S=1000,causal=1,D=64,threads=256,overlap=1 -o %t.overlap.ptx
// RUN: FileCheck %s --check-prefix=OVERLAP < %t.overlap.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a -v %t.overlap.ptx -o %t.overlap.cubin 2>&1 | FileCheck %s --check-prefix=OVERLAP-PTXAS %}
// RUN: tile-translate %tile_src_root/examples/flash_attention.mlir --tile-to-ptx --kernel flash_attention_bf16 --chip sm_80 --set S=1000,D=64,overlap=1 -o %t.overlap.sm80.ptx
// RUN: FileCheck %s --check-prefix=OVERLAP-SM80 < %t.overlap.sm80.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_80 %t.overlap.sm80.ptx -o %t.overlap.sm80.cubin %}
// OVERLAP: wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16
// OVERLAP: wgmma.commit_group.sync.aligned;
// OVERLAP-NOT: wgmma.wait_group
// OVERLAP: wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {{.*}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, %rd{{[0-9]+}}
// OVERLAP: wgmma.commit_group.sync.aligned;
// OVERLAP-NOT: wgmma.mma_async
// OVERLAP: wgmma.wait_group.sync.aligned 1;
// OVERLAP-NOT: wgmma.mma_async
// OVERLAP: ex2.approx
// OVERLAP-NOT: wgmma.mma_async
// OVERLAP: wgmma.wait_group.sync.aligned 0;
// OVERLAP-PTXAS-NOT: C75{{[0-9][0-9]}}
// OVERLAP-PTXAS: 0 bytes spill stores, 0 bytes spill loads
// OVERLAP-PTXAS-NOT: C75{{[0-9][0-9]}}
// OVERLAP-SM80: mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32
// OVERLAP-SM80-NOT: wgmma

// With a TMA producer warp the consumers free each stage after the
// kernel's own waits: all but the last landed group after the wait for S
// (O += P V still reads the last), the last after the wait for O; the
// two warpgroups issue their gemms in turn (tile.ordered: bar.arrive).
// FlashAttention-3's roles, the sm_90a default of the shape cases for
// attention over many heads (D = 64, 128 and 256, causal or not): K
// and V through TMA from a producer warpgroup that keeps 24 registers (the
// three consumer warpgroups of a 192 x 128 tile get 160, the two of a
// 128 x 160 tile 240); each warpgroup issues S = Q K^T and O += P V in its
// turn (named barriers 2 + w of 256 threads, the last warpgroup letting the
// first in once) and leaves them in flight; no block barrier in the key
// loop. Each wait follows the branch over a membar.cta that keeps ptxas
// from hoisting it (the wait for O would otherwise run before the softmax).
// RUN: rm -rf %t.fa3 && tile-translate %tile_src_root/examples/flash_attention.mlir --tile-to-bundle --no-cubin --kernel flash_attention_f16 --set B=4,H=32,S=8192,D=64 -o %t.fa3
// RUN: FileCheck %s --check-prefixes=FA3,FA3-D64 < %t.fa3/flash_attention_f16.ptx
// RUN: FileCheck %s --check-prefix=FA3-MANIFEST < %t.fa3/flash_attention_f16.json
// RUN: %if ptxas %{ %ptxas -arch=sm_90a -v %t.fa3/flash_attention_f16.ptx -o %t.fa3.cubin 2>&1 | FileCheck %s --check-prefix=FA3-PTXAS %}
// RUN: rm -rf %t.fa3b && tile-translate %tile_src_root/examples/flash_attention.mlir --tile-to-bundle --no-cubin --kernel flash_attention_bf16 --set B=8,H=8,S=4096,D=128 -o %t.fa3b
// RUN: FileCheck %s --check-prefixes=FA3,FA3-D128 < %t.fa3b/flash_attention_bf16.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a -v %t.fa3b/flash_attention_bf16.ptx -o %t.fa3b.cubin 2>&1 | FileCheck %s --check-prefix=FA3-PTXAS %}
// RUN: tile-translate %tile_src_root/examples/flash_attention.mlir --tile-inspect --no-cubin --kernel flash_attention_f16 --set B=4,H=32,S=8192,D=64 | FileCheck %s --check-prefix=FA3-INSPECT
// FA3-INSPECT: roles: consumers 384 threads (warps 0-11), producer 4 warps (warps 12-15) issuing the TMA loads
// FA3-INSPECT: setmaxnreg per warpgroup: 160, 160, 160, 24
// FA3-INSPECT: named barriers: 1 (384 threads), 2 (256 threads), 3 (256 threads), 4 (256 threads)
// D = 256 takes the roles over 128 x 80 tiles (FlashAttention-3's), O's
// 128 registers a thread within the consumers' 240.
// RUN: %if ptxas %{ tile-translate %tile_src_root/examples/flash_attention.mlir --tile-inspect --kernel flash_attention_f16 --set B=4,H=16,S=4096,D=256 | FileCheck %s --check-prefix=FA3-D256 %}
// FA3-D256: roles: consumers 256 threads (warps 0-7), producer 4 warps (warps 8-11) issuing the TMA loads
// FA3-D256: setmaxnreg per warpgroup: 240, 240, 24
// FA3-D256: block_M=128, block_N=80,
// FA3-D256: ptxas 168 registers, 0 B stack, spills 0 B stored / 0 B loaded
// RUN: tile-translate %tile_src_root/examples/flash_attention.mlir --tile-to-ptx --kernel flash_attention_f16 --set B=4,H=32,S=8192,D=64,causal=1 | FileCheck %s --check-prefixes=FA3,FA3-D64
// RUN: tile-translate %tile_src_root/examples/flash_attention.mlir --tile-to-ptx --kernel flash_attention_f16 --set B=8,H=16,S=4096,D=128,causal=1 | FileCheck %s --check-prefixes=FA3,FA3-C128
// Few heads keep the one-role kernel.
// RUN: tile-translate %tile_src_root/examples/flash_attention.mlir --tile-to-ptx --kernel flash_attention_f16 --set B=8,H=4,S=4096,D=128,causal=1 | FileCheck %s --check-prefix=NO-FA3
// RUN: tile-translate %tile_src_root/examples/flash_attention.mlir --tile-to-ptx --kernel flash_attention_f16 --set B=1,H=8,S=8192,D=64 | FileCheck %s --check-prefix=NO-FA3
// FA3-D64: .maxntid 512, 1, 1
// FA3-D128: .maxntid 384, 1, 1
// FA3: .minnctapersm 1
// FA3-DAG: setmaxnreg.dec.sync.aligned.u32 24;
// FA3-DAG: cp.async.bulk.tensor
// FA3-D64-DAG: setmaxnreg.inc.sync.aligned.u32 160;
// FA3-D128-DAG: setmaxnreg.inc.sync.aligned.u32 240;
// FA3-DAG: bar.arrive 2, 256;
// FA3: mbarrier.try_wait.parity
// FA3: bar.sync %r{{[0-9]+}}, 256;
// FA3-NOT: bar.sync 1, 256;
// FA3-C128-NOT: m64n160k16
// FA3-D64: wgmma.mma_async.sync.aligned.m64n128k16.f32
// FA3-D128: wgmma.mma_async.sync.aligned.m64n160k16.f32
// FA3-C128: wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {{.*}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, p, 1, 1, 0, 0;
// FA3: wgmma.commit_group.sync.aligned;
// FA3: wgmma.mma_async.sync.aligned.m64n{{64|128}}k16.f32
// FA3: wgmma.commit_group.sync.aligned;
// FA3-NOT: wgmma.wait_group
// FA3: bar.arrive %r{{[0-9]+}}, 256;
// FA3: mov.u32 c, %clock; setp.ne.u32 p, c, 0; @p bra.uni SKIP; membar.cta; SKIP: }
// FA3-NEXT: wgmma.wait_group.sync.aligned 1;
// FA3: ex2.approx.ftz.f32
// FA3: mov.u32 c, %clock; setp.ne.u32 p, c, 0; @p bra.uni SKIP; membar.cta; SKIP: }
// FA3-NEXT: wgmma.wait_group.sync.aligned 0;
// FA3-MANIFEST: "producer_warps": 4
// FA3-PTXAS-NOT: C75{{[0-9][0-9]}}
// FA3-PTXAS: 0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
// FA3-PTXAS-NOT: C75{{[0-9][0-9]}}
// NO-FA3: .maxntid 128, 1, 1
// NO-FA3-NOT: setmaxnreg
// RUN: rm -rf %t.ovpw && tile-translate %tile_src_root/examples/flash_attention.mlir --tile-to-bundle --no-cubin --tma --producer-warp --kernel flash_attention_f16 --set B=2,H=4,S=1000,D=64,threads=256,kv_splits=1,overlap=1 -o %t.ovpw
// RUN: FileCheck %s --check-prefix=OVERLAP-PW < %t.ovpw/flash_attention_f16.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a -v %t.ovpw/flash_attention_f16.ptx -o %t.ovpw.cubin 2>&1 | FileCheck %s --check-prefix=OVERLAP-PTXAS %}
// OVERLAP-PW: cp.async.bulk.tensor
// OVERLAP-PW: wgmma.commit_group.sync.aligned;
// OVERLAP-PW: wgmma.commit_group.sync.aligned;
// OVERLAP-PW-NEXT: // begin inline asm
// OVERLAP-PW-NEXT: bar.arrive %r{{[0-9]+}}, 256;
// OVERLAP-PW-NEXT: // end inline asm
// OVERLAP-PW-NEXT: // begin inline asm
// OVERLAP-PW-NEXT: { .reg .u32 c; .reg .pred p; mov.u32 c, %clock;
// OVERLAP-PW-NEXT: wgmma.wait_group.sync.aligned 1;
// OVERLAP-PW-NOT: wgmma.mma_async
// OVERLAP-PW: mbarrier.arrive.shared.b64
// OVERLAP-PW-NOT: wgmma.mma_async
// OVERLAP-PW: wgmma.wait_group.sync.aligned 0;
// OVERLAP-PW-NOT: wgmma.mma_async
// OVERLAP-PW: mbarrier.arrive.shared.b64
// Two heads of 1000 queries fill 16 of the 132 SMs: the keys are split
// over clusters of two blocks (kv_splits = 0 picks the split).
// D256: launch grid 8x2x2, block 256x1x1
// D256-NEXT: cluster 1x1x2 blocks
// D256: ptxas {{.*}} spills 0 B stored / 0 B loaded
// D96: error: 'tile.assert' op requirement failed: D (the head dimension) must be 64, 128 or 256

// K and V through TMA (--tma): each is one head's matrix (a subview) of a
// [B, H, S, D] argument, loaded through a 3-d tensor map [D, S, B H] so
// that boxes clip at the head's last key (zeros, as cp.async's zero fill);
// causal's prologue copies sit under `scf.if` (a dynamic trip count) while
// their group's commit issues the boxes. With --producer-warp as well the
// split does not apply (subview sources are refused: wrong results on the
// H200, docs/benchmarks.md run 152, where Q's copy before the loop also ran
// in the producer warp; it now goes to the consumers) and the kernel is the
// --tma one.
// RUN: rm -rf %t.tma && tile-translate %tile_src_root/examples/flash_attention.mlir --tile-to-bundle --no-cubin --tma --kernel flash_attention_f16 --set B=2,H=4,S=1000,causal=1,kv_splits=1 -o %t.tma
// RUN: FileCheck %s --check-prefix=TMA < %t.tma/flash_attention_f16.ptx
// RUN: FileCheck %s --check-prefix=TMA-MAPS < %t.tma/flash_attention_f16.json
// RUN: %if ptxas %{ %ptxas -arch=sm_90a %t.tma/flash_attention_f16.ptx -o %t.tma.cubin %}
// RUN: rm -rf %t.tmapw && tile-translate %tile_src_root/examples/flash_attention.mlir --tile-to-bundle --no-cubin --tma --producer-warp --kernel flash_attention_f16 --set B=2,H=4,S=1000,causal=1,kv_splits=1 -o %t.tmapw 2>&1 | FileCheck %s --check-prefix=TMA-PW --allow-empty
// RUN: FileCheck %s --check-prefix=TMA-PW-PTX < %t.tmapw/flash_attention_f16.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a %t.tmapw/flash_attention_f16.ptx -o %t.tmapw.cubin 2>&1 | FileCheck %s --check-prefix=TMA-PW-PTXAS --allow-empty %}

// CHECK-LABEL: .entry flash_attention_f16(
// MMA-DAG: ldmatrix.sync.aligned.m8n8.x4.shared.b16
// MMA-DAG: ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16
// MMA-DAG: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32
// WGMMA-DAG: wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {{.*}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, p, 1, 1, 0, 0;
// WGMMA-DAG: wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {{.*}}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, %rd{{[0-9]+}}, p, 1, 1, 1;
// WGMMA-DAG: fence.proxy.async.shared::cta
// CHECK-DAG: shfl.sync.bfly.b32
// CHECK-DAG: ex2.approx.ftz.f32
// CHECK-DAG: fma.rn.f32
// CHECK-DAG: cp.async.cg.shared.global
// CHECK-DAG: cp.async.wait_group
// TMA-NOT: cp.async.cg.shared.global
// TMA: cp.async.bulk.tensor.3d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// TMA-NOT: cp.async.cg.shared.global
// TMA-MAPS: "tensor_maps": [
// TMA-MAPS: "arg": 1,
// TMA-MAPS-NEXT: "box": [
// TMA-MAPS-NEXT: 64,
// TMA-MAPS-NEXT: 64,
// TMA-MAPS-NEXT: 1
// TMA-MAPS-NEXT: ],
// TMA-MAPS-NEXT: "dims": [
// TMA-MAPS-NEXT: 128,
// TMA-MAPS-NEXT: 1000,
// TMA-MAPS-NEXT: 8
// TMA-MAPS: "name": "K.map0",
// TMA-MAPS-NEXT: "strides": [
// TMA-MAPS-NEXT: 256,
// TMA-MAPS-NEXT: 256000
// TMA-MAPS: "name": "V.map1",
// With the producer warp: no warning (no refusal, no C7520 from ptxas), a
// block of four consumer warps and the producer's, which issues the K and V
// boxes.
// TMA-PW-NOT: warning
// TMA-PW-PTXAS-NOT: C7520
// TMA-PW-PTX: .maxntid 160, 1, 1
// TMA-PW-PTX: cp.async.bulk.tensor.3d
// BF16-LABEL: .entry flash_attention_bf16(
// BF16-DAG: mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32
// BF16-DAG: ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16
// BF16-DAG: shfl.sync.bfly.b32

// sm_90a, the main key loop (default tiles, D = 128: one warpgroup of 128
// rows, 64 keys): S = Q K^T is 2 x 8 m64n64k16 (two 64-row instructions per
// 16-deep step, 8 steps), waited for before the row reductions; O += P V is
// 2 x 4 m64n128k16 from registers. LLVM places the loop's last block
// (O += P V) before its header in the text.
// WCHAIN: [[LATCH:\$L__BB[0-9_]+]]:
// WCHAIN-NOT: wgmma.mma_async
// WCHAIN: wgmma.fence.sync.aligned
// WCHAIN-COUNT-8: wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16
// WCHAIN-NOT: wgmma.mma_async
// WCHAIN: wgmma.commit_group.sync.aligned
// WCHAIN-NEXT: wgmma.wait_group.sync.aligned 0
// WCHAIN: bra {{.*}}[[HEADER:\$L__BB[0-9_]+]];
// WCHAIN: [[HEADER]]:
// WCHAIN-NOT: wgmma.mma_async
// WCHAIN: cp.async.wait_group
// WCHAIN: bar.sync
// WCHAIN: wgmma.fence.sync.aligned
// WCHAIN-COUNT-16: wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16
// WCHAIN-NOT: wgmma.mma_async
// WCHAIN: wgmma.commit_group.sync.aligned
// WCHAIN: wgmma.wait_group.sync.aligned 0
// WCHAIN-NOT: wgmma.mma_async
// WCHAIN: shfl.sync.bfly.b32
// WCHAIN-NOT: wgmma.mma_async
// WCHAIN-COUNT-4: setp.eq.f32 {{.*}}, 0f3F800000;
// WCHAIN-NOT: wgmma.mma_async
// WCHAIN: bra.uni {{.*}}[[LATCH]];

// sm_80, the main key loop (default tiles, D = 128: 4 warps of 32 rows, 64
// keys) holds exactly two mma.sync chains per iteration: S = Q K^T (2 x 8
// instructions per 16-deep step, 8 steps) and, after the row reductions,
// O += P V (2 x 16 instructions per step, 4 steps). Between them, one test
// per row register of the rescale factor skips the multiplications of O
// when the running max stayed (factor exactly 1.0). LLVM places the loop's
// last block (exp2 and O += P V) before its header in the text.
// CHAIN: [[LATCH:\$L__BB[0-9_]+]]:
// CHAIN-NOT: mma.sync
// CHAIN: ex2.approx.ftz.f32
// CHAIN-COUNT-128: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32
// CHAIN-NOT: mma.sync
// CHAIN: bra {{.*}}[[HEADER:\$L__BB[0-9_]+]];
// CHAIN: [[HEADER]]:
// CHAIN-NOT: mma.sync
// CHAIN: cp.async.wait_group
// CHAIN-COUNT-128: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32
// CHAIN-NOT: mma.sync
// CHAIN: shfl.sync.bfly.b32
// CHAIN-NOT: mma.sync
// CHAIN-COUNT-4: setp.eq.f32 {{.*}}, 0f3F800000;
// CHAIN-NOT: mma.sync
// CHAIN: bra.uni {{.*}}[[LATCH]];

// Once the first result is stored, the key loops are over (the PTX of the
// non-causal kernel is laid out in program order).
// ORDER: st.global
// ORDER-NOT: mma.sync
// ORDER-NOT: wgmma
// ORDER-NOT: cp.async
// ORDER-NOT: ldmatrix

// In program order (the pipelined tile IR; LLVM may place the blocks of
// the causal kernel's PTX out of order): the main and the peeled key loop
// end with the P V gemm and store nothing to global memory; O and the LSE
// are stored after them.
// Each loop body holds the two GEMMs of an iteration: S = Q K^T with Q
// staged in shared memory once (clear_accum, transpose_b) and O += P V
// from P's registers.
// LOOPS: scf.for
// LOOPS-NOT: strided<[128, 1], offset: ?>>{{$}}
// LOOPS: tile.gemm %{{.*}}, %{{.*}}, %{{.*}} {clear_accum, policy = #tile.policy<full_row>, transpose_b} : memref<128x128xf16, #tile.shared>, memref<64x128xf16, #tile.shared>
// LOOPS-NOT: strided<[128, 1], offset: ?>>{{$}}
// LOOPS: tile.gemm %{{.*}}, %{{.*}}, %{{.*}} {policy = #tile.policy<full_row>} : memref<128x64xf16, #tile.fragment>, memref<64x128xf16, #tile.shared>
// LOOPS: scf.for
// LOOPS-NOT: strided<[128, 1], offset: ?>>{{$}}
// LOOPS: tile.gemm %{{.*}}, %{{.*}}, %{{.*}} {clear_accum, policy = #tile.policy<full_row>, transpose_b}
// LOOPS-NOT: strided<[128, 1], offset: ?>>{{$}}
// LOOPS: tile.gemm %{{.*}}, %{{.*}}, %{{.*}} {policy = #tile.policy<full_row>}
// LOOPS-NOT: scf.for
// LOOPS: tile.copy %{{.*}} -> %{{.*}}[%{{.*}}, %{{.*}}] : memref<128x128xf16, #tile.fragment>, memref<1000x128xf16, strided<[128, 1], offset: ?>>
// LOOPS: tile.copy %{{.*}} -> %{{.*}}[%{{.*}}] : memref<128xf32, #tile.fragment>, memref<1000xf32, strided<[1], offset: ?>>
