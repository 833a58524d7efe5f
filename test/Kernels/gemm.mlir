// End to end: examples/gemm.mlir. For sm_80 (and any gemm that does not fit
// wgmma): cp.async pipelining (3 stages), ldmatrix (.trans for B) and
// mma.sync.m16n8k16. For sm_90a the default tiles fit wgmma: the same
// cp.async pipeline fills A (rows in warpgroup order) and B (128-byte
// column panels) with the 128-byte swizzle, a proxy fence publishes them,
// and each warpgroup issues wgmma.mma_async from shared-memory descriptors,
// keeping its group in flight into the next iteration.
// Those runs set producer_warp=0 (and 3 stages where they check them):
// sm_90a's defaults are 4 stages loaded through TMA by a producer warp
// (DEFAULT below), the path the other runs check with the flags.
// M = N = K = 1000 is not a multiple of any tile: the edge copies zero-fill
// through cp.async's source size. At 4096^3 every tile is proven inside its
// matrix (range analysis over the block coordinates and the peeled,
// pipelined k loop): no copy is masked.

// RUN: tile-translate %tile_src_root/examples/gemm.mlir --tile-to-ptx --kernel gemm_f16 --set block_K=64,block_M=256,block_N=128,threads=256,producer_warp=0,num_stages=3,M=1000,N=1000,K=1000 -o %t.ptx
// RUN: FileCheck %s --check-prefixes=WGMMA,WG3 < %t.ptx
// RUN: FileCheck %s --check-prefix=MASKED < %t.ptx
// RUN: tile-translate %tile_src_root/examples/gemm.mlir --tile-to-ptx --kernel gemm_f16 --chip sm_80 --set block_K=64,block_M=256,block_N=128,threads=256,M=1000,N=1000,K=1000 -o %t.sm80.masked.ptx
// RUN: FileCheck %s --check-prefixes=CHECK,MASKED < %t.sm80.masked.ptx
// RUN: tile-translate %tile_src_root/examples/gemm.mlir --tile-to-ptx --kernel gemm_f16 --chip sm_80 --set M=4096,N=4096,K=4096,block_K=64 -o %t.sm80.ptx
// RUN: tile-translate %tile_src_root/examples/gemm.mlir --tile-to-ptx --kernel gemm_bf16 --set block_K=64,block_M=256,block_N=128,threads=256,producer_warp=0,M=1000,N=1000,K=1000 -o %t.bf16.ptx
// RUN: FileCheck %s --check-prefix=BF16 < %t.bf16.ptx
// RUN: tile-translate %tile_src_root/examples/gemm.mlir --tile-to-ptx --kernel gemm_bf16 --chip sm_80 --set block_K=64,block_M=256,block_N=128,threads=256,M=1000,N=1000,K=1000 -o %t.bf16.sm80.ptx
// RUN: FileCheck %s --check-prefix=BF16-SM80 < %t.bf16.sm80.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a %t.bf16.ptx -o %t.bf16.cubin %}
// RUN: FileCheck %s < %t.sm80.ptx
// RUN: FileCheck %s --check-prefix=INBOUNDS < %t.sm80.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a %t.ptx -o %t.cubin %}
// RUN: %if ptxas %{ %ptxas -arch=sm_80 %t.sm80.ptx -o %t.sm80.cubin %}
// RUN: %if ptxas %{ %ptxas -arch=sm_80 %t.sm80.masked.ptx -o %t.sm80.masked.cubin %}
// RUN: tile-translate %tile_src_root/examples/gemm.mlir --tile-to-ptx --kernel gemm_f16 --set producer_warp=0,M=4096,N=4096,K=4096,block_M=256,threads=256,num_stages=4 -o %t.wg4.ptx
// RUN: FileCheck %s --check-prefixes=WGMMA,WG4 < %t.wg4.ptx
// RUN: FileCheck %s --check-prefix=INBOUNDS < %t.wg4.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a %t.wg4.ptx -o %t.wg4.cubin %}
// RUN: tile-translate %tile_src_root/examples/gemm.mlir --tile-to-ptx --kernel gemm_f16 --set block_K=64,block_M=256,block_N=128,threads=256,producer_warp=0,M=1000,N=1000,K=999 -o %t.odd.ptx
// RUN: FileCheck %s --check-prefix=ODDK < %t.odd.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a %t.odd.ptx -o %t.odd.cubin %}
// RUN: tile-translate %tile_src_root/examples/gemm.mlir --tile-to-bundle --no-cubin --kernel gemm_f16 --set M=777,N=1000,K=1001 -o %t.oddcase
// RUN: FileCheck %s --check-prefix=ODD-CASE < %t.oddcase/gemm_f16.json
// RUN: %if ptxas %{ %ptxas -arch=sm_90a -v %t.oddcase/gemm_f16.ptx -o %t.oddcase.cubin 2>&1 | FileCheck %s --check-prefix=PTXAS %}
// RUN: tile-translate %tile_src_root/examples/gemm.mlir --tile-to-bundle --no-cubin --kernel gemm_f16 --set M=1001,N=1001,K=1001 -o %t.bothodd
// RUN: FileCheck %s --check-prefix=BOTH-ODD < %t.bothodd/gemm_f16.json
// RUN: tile-translate %tile_src_root/examples/gemm.mlir --tile-to-bundle --no-cubin --kernel gemm_f16 --set M=3000,N=3000,K=3000 -o %t.off16
// RUN: FileCheck %s --check-prefix=OFF16 < %t.off16/gemm_f16.json
// RUN: tile-translate %tile_src_root/examples/gemm.mlir --tile-to-bundle --no-cubin --kernel gemm_f16 --set M=3072,N=3072,K=3000 -o %t.on32
// RUN: FileCheck %s --check-prefix=ON32 < %t.on32/gemm_f16.json
// RUN: tile-translate %tile_src_root/examples/gemm.mlir --tile-to-bundle --no-cubin --kernel gemm_f16 --set M=5000,N=5000,K=5000 -o %t.off16big
// RUN: FileCheck %s --check-prefix=OFF16-BIG < %t.off16big/gemm_f16.json
// The k loop's first step clears the accumulator (tile-fold-clear): scale-d
// is a run-time predicate, false on the first iteration. At K = 192 (three
// steps, unrolled by LLVM, sm_90a defaults) ptxas then serializes nothing;
// zeros moved into the accumulators used to give C7520.
// RUN: tile-translate %tile_src_root/examples/gemm.mlir --tile-to-ptx --kernel gemm_f16 --set M=4096,N=4096,K=192 -o %t.k192.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a -v %t.k192.ptx -o %t.k192.cubin 2>&1 | FileCheck %s --check-prefix=PTXAS %}
// RUN: FileCheck %s --check-prefix=CLEAR < %t.wg4.ptx
// ptxas prints its advisories before the register report.
// PTXAS-NOT: C75{{[0-9][0-9]}}
// PTXAS: 0 bytes spill stores, 0 bytes spill loads
// PTXAS-NOT: C75{{[0-9][0-9]}}
// CLEAR: wgmma.fence.sync.aligned;
// CLEAR: setp.ne.b32 p, %r{{[0-9]+}}, 0;
// CLEAR-NEXT: wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {{.*}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, p, 1, 1, 0, 1;
// CLEAR: setp.ne.b32 p, 1, 0;
// RUN: tile-translate %tile_src_root/examples/gemm.mlir --tile-to-bundle --no-cubin --tma --kernel gemm_f16 --set producer_warp=0,M=4096,N=4096,K=4096,num_stages=4 -o %t.tma
// RUN: FileCheck %s --check-prefix=TMA < %t.tma/gemm_f16.ptx
// RUN: FileCheck %s --check-prefix=TMA-MANIFEST < %t.tma/gemm_f16.json
// RUN: %if ptxas %{ %ptxas -arch=sm_90a %t.tma/gemm_f16.ptx -o %t.tma.cubin %}
// RUN: tile-translate %tile_src_root/examples/gemm.mlir --tile-to-bundle --no-cubin --tma --kernel gemm_bf16 --set block_K=64,block_M=256,block_N=128,threads=256,producer_warp=0,M=1000,N=1000,K=1000 -o %t.tma-masked
// RUN: FileCheck %s --check-prefix=TMA-MASKED < %t.tma-masked/gemm_bf16.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a %t.tma-masked/gemm_bf16.ptx -o %t.tma-masked.cubin %}
// RUN: tile-translate %tile_src_root/examples/gemm.mlir --tile-to-bundle --no-cubin --tma-multicast --kernel gemm_f16 --set block_K=64,producer_warp=0,tma_store=0,M=1000,N=1000,K=1000,block_M=128,block_N=128,threads=128,num_stages=3 -o %t.mc
// RUN: FileCheck %s --check-prefix=MULTICAST < %t.mc/gemm_f16.ptx
// RUN: FileCheck %s --check-prefix=MULTICAST-MANIFEST < %t.mc/gemm_f16.json
// RUN: %if ptxas %{ %ptxas -arch=sm_90a %t.mc/gemm_f16.ptx -o %t.mc.cubin %}
// RUN: tile-translate %tile_src_root/examples/gemm.mlir --tile-to-bundle --no-cubin --kernel gemm_f16 --set M=1000,N=1000,K=1000 -o %t.pwmc 2>&1 | FileCheck %s --check-prefix=PRODUCER-MC-DIAG --allow-empty
// RUN: FileCheck %s --check-prefix=PRODUCER-MC < %t.pwmc/gemm_f16.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a %t.pwmc/gemm_f16.ptx -o %t.pwmc.cubin %}
// RUN: tile-translate %tile_src_root/examples/gemm.mlir --tile-to-bundle --no-cubin --producer-warp --kernel gemm_f16 --set M=4096,N=4096,K=4096,block_M=128,block_N=128,threads=128,num_stages=3 -o %t.pw
// RUN: FileCheck %s --check-prefix=PRODUCER < %t.pw/gemm_f16.ptx
// RUN: tile-translate %tile_src_root/examples/gemm.mlir --tile-to-bundle --no-cubin --producer-warp --kernel gemm_f16 --set M=4096,N=4096,K=4096,block_M=256,block_N=128,threads=256,num_stages=4 -o %t.pw4
// RUN: FileCheck %s --check-prefix=PRODUCER4 < %t.pw4/gemm_f16.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a %t.pw4/gemm_f16.ptx -o %t.pw4.cubin %}
// RUN: tile-translate %tile_src_root/examples/gemm.mlir --tile-to-bundle --no-cubin --tma --kernel gemm_f16 --set producer_warp=0,M=4096,N=4096,K=4096,block_M=128,block_N=128,block_K=32,threads=128,num_stages=4 -o %t.k32
// RUN: FileCheck %s --check-prefix=TMA64 < %t.k32/gemm_f16.json
// RUN: %if ptxas %{ %ptxas -arch=sm_90a %t.k32/gemm_f16.ptx -o %t.k32.cubin %}
// RUN: FileCheck %s --check-prefix=PRODUCER-MANIFEST < %t.pw/gemm_f16.json
// RUN: tile-translate %tile_src_root/examples/gemm.mlir --tile-to-bundle --no-cubin --kernel gemm_bf16 --set M=1000,N=2000,K=1000 -o %t.default
// RUN: tile-translate %tile_src_root/examples/gemm.mlir --tile-to-bundle --no-cubin --kernel gemm_bf16 --set M=1000,N=1000,K=1000 -o %t.case
// RUN: FileCheck %s --check-prefix=CASE < %t.case/gemm_bf16.json
// RUN: tile-translate %tile_src_root/examples/gemm.mlir --tile-to-bundle --no-cubin --kernel gemm_f16 --set M=dynamic,N=4096,K=4096 -o %t.dyn
// RUN: FileCheck %s --check-prefix=DYN-TABLE < %t.dyn/gemm_f16.json
// The same table from tile-opt's specialized module, one kernel picked:
// its cases go with it.
// RUN: tile-opt %tile_src_root/examples/gemm.mlir --tile-specialize="bind=M=dynamic" -o %t.dyn.mlir
// RUN: tile-translate %t.dyn.mlir --tile-to-bundle --no-cubin --kernel gemm_f16 -o %t.dyn2
// RUN: FileCheck %s --check-prefix=DYN-TABLE < %t.dyn2/gemm_f16.json
// RUN: FileCheck %s --check-prefix=DYN-SMALL < %t.dyn/gemm_f16_case0.json
// RUN: FileCheck %s --check-prefix=DEFAULT < %t.default/gemm_bf16.json
// RUN: FileCheck %s --check-prefix=DEFAULT-PTX < %t.default/gemm_bf16.ptx
// RUN: tile-translate %tile_src_root/examples/gemm.mlir --tile-to-bundle --no-cubin --kernel gemm_bf16 --chip sm_80 --set M=1000,N=2000,K=1000 -o %t.default80
// RUN: FileCheck %s --check-prefix=DEFAULT80 < %t.default80/gemm_bf16.json
// RUN: %if ptxas %{ %ptxas -arch=sm_90a %t.pw/gemm_f16.ptx -o %t.pw.cubin %}
// RUN: tile-translate %tile_src_root/examples/gemm.mlir --tile-to-ptx --kernel gemm_f16 --set M=1000,N=1000,K=1000,tma_store=1 -o %t.tmas.ptx
// RUN: FileCheck %s --check-prefix=TMA-STORE < %t.tmas.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a -v %t.tmas.ptx -o %t.tmas.cubin 2>&1 | FileCheck %s --check-prefix=NO-SPILL %}
// RUN: tile-translate %tile_src_root/examples/gemm.mlir --tile-to-bundle --no-cubin --kernel gemm_f16 --set M=64,N=4096,K=4096,block_M=64,block_N=64,threads=128,producer_warp=0,split_k=2 -o %t.splitk
// RUN: FileCheck %s --check-prefix=SPLIT-K < %t.splitk/gemm_f16.ptx
// RUN: FileCheck %s --check-prefix=SPLIT-K-MANIFEST < %t.splitk/gemm_f16.json
// RUN: %if ptxas %{ %ptxas -arch=sm_90a -v %t.splitk/gemm_f16.ptx -o %t.splitk.cubin 2>&1 | FileCheck %s --check-prefix=NO-SPILL %}
// RUN: tile-translate %tile_src_root/examples/gemm.mlir --tile-inspect --no-cubin --kernel gemm_f16 --set M=64,N=4096,K=4096 | FileCheck %s --check-prefix=SPLIT-K-INSPECT
// RUN: tile-translate %tile_src_root/examples/gemm.mlir --tile-inspect --no-cubin --kernel gemm_f16 --set M=1000,N=1000,K=1000,tma_store=1 | FileCheck %s --check-prefix=TMA-STORE-INSPECT
// RUN: tile-translate %tile_src_root/examples/gemm.mlir --tile-inspect --no-cubin --chip sm_80 --kernel gemm_f16 --set M=64,N=4096,K=4096 | FileCheck %s --check-prefix=SPLIT-K-SM80

// The wgmma path: per k step (block_K = 64: four of 16) one m64n128k16 per
// 64 rows of a warpgroup, B N-major (the last immediate, imm-trans-b, is
// 1). The async copies are published to wgmma's async proxy before the
// barrier, and the prefetch copies issue behind the wgmma group. With 3
// stages (the default) the group of iteration i is waited for before the
// barrier of iteration i + 1 (WG3); with 4, the copies run two iterations
// ahead and each iteration waits only for the previous group (WG4).
// WGMMA: .entry gemm_f16(
// WGMMA-NOT: ldmatrix
// WGMMA-NOT: mma.sync
// WGMMA: cp.async.wait_group
// WGMMA-NEXT: fence.proxy.async.shared::cta;
// WG3-NEXT: wgmma.wait_group.sync.aligned 0;
// WGMMA-NEXT: bar.sync
// WGMMA: wgmma.fence.sync.aligned;
// WGMMA: wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {{.*}}, p, 1, 1, 0, 1;
// WGMMA: wgmma.commit_group.sync.aligned;
// WGMMA: cp.async.commit_group
// WG4: wgmma.wait_group.sync.aligned 1;
// WGMMA: wgmma.wait_group.sync.aligned 0;
// WGMMA-NOT: mma.sync
// The f16 result of an in-bounds tile reaches C through a per-warp shared
// buffer: stmatrix.x4, a __syncwarp, then 16-byte loads and stores (edge
// tiles keep 4-byte stores behind masks).
// WG4: stmatrix.sync.aligned.m8n8.x4.shared.b16
// WG4: bar.warp.sync
// WG4: ld.shared.v4.b32
// WG4: st.global.v4.b32
// WG4-NOT: st.global.b32

// With --tma, lane 0 of warps 0 and 1 (one issuer per warpgroup) loads
// each stage through tensor maps (128-byte grid-constant parameters): A
// as 4 boxes of a 5-d view (64 rows of one wgmma instruction each), B as
// 2 boxes (64-column panels), each issuer first announcing its boxes'
// bytes on the stage's mbarrier, behind the wgmma group as the cp.async
// copies were. Every thread waits on the barrier's phase instead of
// cp.async.wait_group, and no proxy fence is needed (TMA writes through
// the async proxy that wgmma reads).
// TMA: .entry gemm_f16(
// TMA: .param .align 64 .b8 gemm_f16_param_3[128],
// TMA-NEXT: .param .align 64 .b8 gemm_f16_param_4[128]
// TMA-NOT: cp.async.cg
// TMA-NOT: fence.proxy.async
// TMA: mbarrier.init.shared.b64
// TMA: prefetch.tensormap
// TMA: fence.mbarrier_init.release.cluster;
// TMA: mbarrier.arrive.expect_tx.shared.b64 %rd{{[0-9]+}}, [[BAR:\[%rd[0-9]+\]]], %r{{[0-9]+}};
// TMA: cp.async.bulk.tensor.5d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [[BAR]];
// TMA: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// TMA: mbarrier.try_wait.parity.shared.b64
// TMA: wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16
// TMA-NOT: cp.async.cg
// TMA-NOT: cp.async.wait_group
// TMA-MANIFEST: "tensor_maps": [
// TMA-MANIFEST: "arg": 0,
// TMA-MANIFEST: "l2_promotion": 128,
// TMA-MANIFEST: "name": "A.map0",
// TMA-MANIFEST: "swizzle": 128
// TMA-MANIFEST: "arg": 1,
// TMA-MANIFEST: "l2_promotion": 128,
// TMA-MANIFEST: "name": "B.map1",
// TMA-MANIFEST: "swizzle": 128
// At 1000^3, A's 256-row tiles may leave the matrix: 32 boxes of 8 rows
// (the map zero-fills past the edges, as cp.async's source size did).
// TMA-MASKED: .entry gemm_bf16(
// TMA-MASKED-NOT: cp.async.cg
// TMA-MASKED: mbarrier.arrive.expect_tx.shared.b64
// TMA-MASKED-COUNT-32: cp.async.bulk.tensor.2d

// With --tma-multicast, pairs of 128x128 blocks in a 2-block cluster
// (l2_swizzle(8) walks a column of tiles) split B's two panel boxes and
// multicast them; a remote arrive (mapa) frees a stage in the peer.
// MULTICAST: .entry gemm_f16(
// MULTICAST: .explicitcluster
// MULTICAST-NEXT: .reqnctapercluster 2, 1, 1
// MULTICAST: barrier.cluster.arrive.relaxed.aligned;
// MULTICAST-NEXT: barrier.cluster.wait.aligned;
// MULTICAST: mapa.shared::cluster.u64
// MULTICAST: mbarrier.arrive.shared::cluster.b64
// MULTICAST: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster
// MULTICAST: wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16
// MULTICAST: barrier.cluster.arrive.aligned;
// MULTICAST: barrier.cluster.wait.aligned;
// MULTICAST-NEXT: ret;
// The example's case where neither A's nor B's rows are 32-byte aligned
// (1000^3): 64x128 tiles, a producer warp, clusters of two with B
// multicast, the epilogue through TMA stores. The start's cluster barrier
// arrives relaxed (the fence releases the barriers' inits); at the end no
// cluster barrier: after their TMA stores the consumers wait on their
// empty barriers until the peer's last releases have landed (16 k steps,
// 4 stages: phase 3, parity 1, of each stage's barrier).
// The shipped default compiles without a warning.
// PRODUCER-MC-DIAG-NOT: warning
// PRODUCER-MC: .reqnctapercluster 2, 1, 1
// PRODUCER-MC: fence.mbarrier_init.release.cluster;
// PRODUCER-MC-NEXT: barrier.cluster.arrive.relaxed.aligned;
// PRODUCER-MC-NEXT: barrier.cluster.wait.aligned;
// PRODUCER-MC-NOT: barrier.cluster
// PRODUCER-MC: wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16
// PRODUCER-MC: mbarrier.arrive.shared::cluster.b64
// PRODUCER-MC: stmatrix
// PRODUCER-MC-COUNT-4: cp.async.bulk.commit_group;
// PRODUCER-MC-NEXT: $L__BB0_[[W0:[0-9]+]]:
// PRODUCER-MC-NEXT: mov.b32 %r{{[0-9]+}}, 1;
// PRODUCER-MC-NEXT: mbarrier.try_wait.parity.shared.b64 %p{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PRODUCER-MC-NEXT: not.pred
// PRODUCER-MC-NEXT: @%p{{[0-9]+}} bra $L__BB0_[[W0]];
// PRODUCER-MC-NEXT: $L__BB0_[[W1:[0-9]+]]:
// PRODUCER-MC-NEXT: mov.b32 %r{{[0-9]+}}, 1;
// PRODUCER-MC-NEXT: mbarrier.try_wait.parity.shared.b64 %p{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PRODUCER-MC-NEXT: not.pred
// PRODUCER-MC-NEXT: @%p{{[0-9]+}} bra $L__BB0_[[W1]];
// PRODUCER-MC-NEXT: $L__BB0_[[W2:[0-9]+]]:
// PRODUCER-MC-NEXT: mov.b32 %r{{[0-9]+}}, 1;
// PRODUCER-MC-NEXT: mbarrier.try_wait.parity.shared.b64 %p{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PRODUCER-MC-NEXT: not.pred
// PRODUCER-MC-NEXT: @%p{{[0-9]+}} bra $L__BB0_[[W2]];
// PRODUCER-MC-NEXT: $L__BB0_[[W3:[0-9]+]]:
// PRODUCER-MC-NEXT: mov.b32 %r{{[0-9]+}}, 1;
// PRODUCER-MC-NEXT: mbarrier.try_wait.parity.shared.b64 %p{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// PRODUCER-MC-NEXT: not.pred
// PRODUCER-MC-NEXT: @%p{{[0-9]+}} bra $L__BB0_[[W3]];
// PRODUCER-MC-NOT: barrier.cluster
// PRODUCER-MC: cp.async.bulk.wait_group.read 0;
// PRODUCER-MC-NEXT: ret;
// MULTICAST-MANIFEST: "cluster": [
// MULTICAST-MANIFEST-NEXT: 2,
// MULTICAST-MANIFEST-NEXT: 1,
// MULTICAST-MANIFEST-NEXT: 1

// With --producer-warp, a fifth warp issues the boxes; the consumers free
// each stage with an mbarrier arrive once the wgmma groups that read it are
// done, and wait for a stage warp by warp: no block barrier in the k loop
// (bar.sync 0 only publishes the barriers' initialization).
// PRODUCER: .entry gemm_f16(
// PRODUCER: .maxntid 160, 1, 1
// PRODUCER: bar.sync 0;
// PRODUCER-NOT: bar.sync
// PRODUCER-DAG: mbarrier.arrive.shared.b64
// PRODUCER-DAG: bar.warp.sync -1;
// PRODUCER-DAG: wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16
// PRODUCER-DAG: cp.async.bulk.tensor.5d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// With four stages one wgmma group stays in flight: right after the wait
// for the one before it, the consumers free the tiles that one read.
// PRODUCER4: .maxntid 288, 1, 1
// PRODUCER4: bar.sync 0;
// PRODUCER4-NOT: bar.sync
// PRODUCER4: wgmma.commit_group.sync.aligned;
// PRODUCER4: wgmma.wait_group.sync.aligned 1;
// PRODUCER4-NOT: bar.sync
// PRODUCER4: mbarrier.arrive.shared.b64
// PRODUCER4-NOT: bar.sync
// PRODUCER4: ret;
// block_K = 32: A's 64-byte rows load with the 64-byte swizzle.
// TMA64: "tensor_maps": [
// TMA64: "swizzle": 64
// TMA64: "swizzle": 128
// PRODUCER-MANIFEST: "block": [
// PRODUCER-MANIFEST-NEXT: 160,
// PRODUCER-MANIFEST: "producer_warps": 1,

// BF16: .entry gemm_bf16(
// BF16-DAG: wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16
// BF16-DAG: cp.async.cg.shared.global
// BF16-SM80: .entry gemm_bf16(
// BF16-SM80-DAG: mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32
// BF16-SM80-DAG: ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16
// BF16-SM80-DAG: cp.async.cg.shared.global

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
// tiles are copied with plain 2-byte loads and stores (fenced for wgmma
// like the async copies); B's rows (N = 1000) still go through cp.async.
// ODDK: .entry gemm_f16(
// ODDK-DAG: ld.global.b16
// ODDK-DAG: st.shared.b16
// ODDK-DAG: cp.async.cg.shared.global [{{.*}}], [{{.*}}], 16
// ODDK-DAG: fence.proxy.async.shared::cta
// ODDK-DAG: wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16

// The `waves = 1` case for rows TMA cannot take: where B's rows are
// 16-byte aligned (N % 8 == 0) and only A's are odd, k steps of 128 over
// 256 threads (128 registers, no spill); where both are, steps of 64.
// ODD-CASE: "block_K": 128,
// ODD-CASE-NEXT: "block_M": 128,
// ODD-CASE-NEXT: "block_N": 64,
// ODD-CASE: "threads": 256,
// BOTH-ODD: "block_K": 64,
// BOTH-ODD-NEXT: "block_M": 128,
// BOTH-ODD-NEXT: "block_N": 64,
// BOTH-ODD: "threads": 128,

// B's rows 16 bytes off 32-byte sectors (N = 3000, 5000): the big
// problems' cases load B once per cluster of two (multicast), on the
// 128x192 tile where it fills the waves better, else the default's; with
// N = 3072 the same tile without clusters (A's rows off sectors, K = 3000,
// cost nothing measurable).
// OFF16: "cluster": [
// OFF16-NEXT: 2,
// OFF16: "block_M": 128,
// OFF16-NEXT: "block_N": 192,
// OFF16: "multicast": 1,
// ON32-NOT: "cluster"
// ON32: "block_M": 128,
// ON32-NEXT: "block_N": 192,
// ON32: "multicast": 0,
// OFF16-BIG: "cluster": [
// OFF16-BIG: "block_M": 256,
// OFF16-BIG-NEXT: "block_N": 128,
// OFF16-BIG: "multicast": 1,

// INBOUNDS: cp.async.cg.shared.global [{{.*}}], [{{.*}}], 16;
// INBOUNDS-NOT: cp.async.cg.shared.global [{{.*}}], [{{.*}}], 16, {{%r[0-9]+}};

// The defaults on sm_90a (`on {sm_90a = ...}`): 4 stages, and the launch's
// tile.warp_specialize = "producer_warp" bound to 1, so that the tiles
// load through TMA from a producer warp; on sm_80 the plain defaults, 3
// stages and cp.async (the attribute names a parameter that is 0 there).
// DEFAULT: "num_stages": 4
// DEFAULT: "producer_warp": 1
// DEFAULT: "producer_warps": 1
// DEFAULT-PTX: cp.async.bulk.tensor
// DEFAULT-PTX: wgmma.mma_async
// The shape cases (tile.dispatch): 1000^3 would fill 32 of 132 SMs with
// the default tiles, and neither operand's rows are 32-byte aligned, so it
// takes 64x128 tiles of 128 threads in clusters of two, B multicast, the
// epilogue through TMA stores (in bf16 too); with M left
// to run time the bundle holds the cases over M as specializations (at
// K = 4096 the split-K cases for M <= 32 and M <= 64, cases 0 and 2: the
// unsplit ones after them, for short K, cannot be reached), and the
// `waves = 1` cases, whose grids the runtime counts at launch (K = N =
// 4096 meet every multiple_of condition at compile time, and the cases for
// few columns, N <= 64 and N <= 128, do not hold at N = 4096), and the
// `fill` case (128x192), which the runtime weighs against the default.
// CASE: "block_M": 64,
// CASE-NEXT: "block_N": 128,
// CASE: "multicast": 1,
// CASE: "producer_warp": 1,
// CASE-NEXT: "split_k": 1,
// CASE-NEXT: "threads": 128,
// CASE-NEXT: "tma_store": 1
// DYN-TABLE: "dispatch": [
// DYN-TABLE: "kernel": "gemm_f16_case0",
// DYN-TABLE: "M": [
// DYN-TABLE-NEXT: 1,
// DYN-TABLE-NEXT: 32
// DYN-TABLE: "kernel": "gemm_f16_case2",
// DYN-TABLE: "kernel": "gemm_f16_case8",
// DYN-TABLE-NEXT: "waves": 1,
// DYN-TABLE-NEXT: "when": {}
// DYN-TABLE: "kernel": "gemm_f16_case9",
// DYN-TABLE-NEXT: "waves": 1,
// DYN-TABLE: "kernel": "gemm_f16_case10",
// DYN-TABLE-NEXT: "waves": 1,
// DYN-TABLE: "kernel": "gemm_f16_case11",
// DYN-TABLE-NEXT: "waves": 1,
// DYN-TABLE: "kernel": "gemm_f16_case12",
// DYN-TABLE-NEXT: "waves": 1,
// DYN-TABLE: "kernel": "gemm_f16_case13",
// DYN-TABLE-NEXT: "waves": 1,
// DYN-TABLE: "fill": 95,
// DYN-TABLE-NEXT: "kernel": "gemm_f16_case14",
// DYN-TABLE-NOT: gemm_f16_case
// DYN-TABLE: "block_M": 256,
// DYN-SMALL: "case_of": "gemm_f16",
// DYN-SMALL: "block_M": 16,
// DYN-SMALL: "split_k": 2,
// DEFAULT80: "num_stages": 3
// DEFAULT80: "producer_warp": 0
// DEFAULT80-NOT: "producer_warps"
// The epilogue through TMA (tile.tma_store on the launch): at 1000^3 (the
// 128x64 case) each of the four warps stores its 32 rows as four 8 x 64
// boxes from shared memory, clipped by the tensor map at the edges: no
// st.global and no masks.
// TMA-STORE-COUNT-4: @%p{{[0-9]+}} cp.async.bulk.tensor.2d.global.shared::cta.bulk_group
// TMA-STORE-NOT: st.global
// TMA-STORE: cp.async.bulk.wait_group.read {{.*}}0;
// NO-SPILL: 0 bytes spill stores, 0 bytes spill loads
// Split-K over clusters of two blocks along the grid's third dimension:
// each block sums half of the k loop, the first adds the other's partial
// accumulator from its shared memory (mapa, ld.shared::cluster) between
// cluster barriers, and stores the tile.
// SPLIT-K: .explicitcluster
// SPLIT-K-NEXT: .reqnctapercluster 1, 1, 2
// SPLIT-K-DAG: mapa.shared::cluster.u64
// SPLIT-K-DAG: ld.shared::cluster.v4.b32
// SPLIT-K-DAG: barrier.cluster.arrive.aligned;
// SPLIT-K-DAG: barrier.cluster.wait.aligned;
// SPLIT-K-MANIFEST: "cluster": [
// SPLIT-K-MANIFEST-NEXT: 1,
// SPLIT-K-MANIFEST-NEXT: 1,
// SPLIT-K-MANIFEST-NEXT: 2
// SPLIT-K-MANIFEST: "grid": [
// SPLIT-K-MANIFEST-NEXT: 64,
// SPLIT-K-MANIFEST-NEXT: 1,
// SPLIT-K-MANIFEST-NEXT: 2
// The staging buffer lives in the k loop's stage buffers, dead by then:
// the kernel takes the shared memory of split_k = 1 (three blocks per SM).
// SPLIT-K-MANIFEST: "shared_bytes": 74752,
// RUN: tile-translate %tile_src_root/examples/gemm.mlir --tile-to-bundle --no-cubin --kernel gemm_f16 --set M=64,N=4096,K=4096,block_M=64,block_N=64,threads=128,producer_warp=0,split_k=1 -o %t.splitk1
// RUN: FileCheck %s --check-prefix=ONE-SPLIT-MANIFEST < %t.splitk1/gemm_f16.json
// ONE-SPLIT-MANIFEST: "shared_bytes": 74752,
// M = 64 with K = 4096 takes the split-K case by itself; --tile-inspect
// shows the cluster and its instructions, and the TMA-store epilogue's.
// SPLIT-K-INSPECT: launch grid 64x1x2, block 128x1x1
// SPLIT-K-INSPECT-NEXT: cluster 1x1x2 blocks
// SPLIT-K-INSPECT: split_k=2
// SPLIT-K-INSPECT: cluster sync, DSMEM
// TMA-STORE-INSPECT: TMA stores 4
// sm_80 has no clusters: the same case runs unsplit there (cluster_max).
// SPLIT-K-SM80: launch grid 64x1x1, block 128x1x1
// SPLIT-K-SM80-NOT: cluster
// SPLIT-K-SM80: cluster_max=1
