// RUN: tile-opt %s -split-input-file --tile-tma-loads --tile-warp-specialize --convert-tile-to-gpu -verify-diagnostics | FileCheck %s
// RUN: tile-opt %s -split-input-file --tile-tma-loads=multicast=1 --tile-warp-specialize --convert-tile-to-gpu -verify-diagnostics | FileCheck %s --check-prefix=MC

// A producer warp (convert-tile-to-gpu's producer-warp): the block gets 32
// more threads; from the first pipelined copy on, the body splits on the
// warp index, broadcast from lane 0 so that ptxas sees a warp-uniform
// branch. The producer (one lane, elect.sync, issues) keeps the loop with the
// copies and the commit: before each refill it waits on the empty barrier
// of the group that last filled the buffers (one buffer here: the group
// before), announces the bytes and starts the boxes. The consumers keep the
// rest: they count the commits, free the groups read since the last wait
// (one arrival per warp on the empty barrier, initialized to 4) before
// spinning on the next group. The barrier after the wait only published
// what lane 0 saw land: each warp waits itself, so it becomes a warp sync.
// CHECK-LABEL: func.func @producer
// CHECK: gpu.launch_func @producer_kernels::@producer blocks in ({{.*}}) threads in (%c160,
// CHECK: gpu.func @producer({{.*}}) kernel attributes {known_block_size = array<i32: 160, 1, 1>, {{.*}}tile.producer_warps = 1 : i64
// CHECK-COUNT-2: nvvm.mbarrier.init %{{.*}}, %c1_i32
// CHECK-COUNT-2: nvvm.mbarrier.init %{{.*}}, %c4_i32
// CHECK: nvvm.fence.mbarrier.init
// CHECK-NEXT: gpu.barrier
// CHECK: %[[TID:.+]] = gpu.thread_id x
// CHECK: %[[TID32:.+]] = arith.index_castui %[[TID]]
// CHECK: %[[WARP:.+]] = arith.divui %[[TID32]], %c32_i32
// CHECK: %[[UNIFORM:.+]], %{{.+}} = gpu.shuffle idx %[[WARP]], %c0_i32{{.*}}, %c32_i32
// CHECK: %[[PRODUCER:.+]] = arith.cmpi uge, %[[UNIFORM]], %c4_i32
// CHECK: scf.if %[[PRODUCER]] {
// CHECK: scf.for
// CHECK: scf.execute_region {
// CHECK: %[[ISSUER:.+]] = nvvm.elect.sync -> i1
// CHECK: scf.if %[[ISSUER]] {
// CHECK: arith.subi %{{.*}}, %c1_i32
// CHECK: nvvm.mbarrier.try_wait %{{.*}}, %{{.*}} : !llvm.ptr<3>, i32 -> i1
// CHECK: nvvm.mbarrier.arrive.expect_tx %{{.*}}, %c32768_i32
// CHECK-COUNT-4: nvvm.cp.async.bulk.tensor.shared.cluster.global
// CHECK-NOT: gpu.barrier
// CHECK-NOT: nvvm.barrier
// CHECK: } else {
// CHECK: scf.for
// CHECK-NOT: nvvm.cp.async.bulk.tensor
// CHECK: nvvm.wgmma.wait.group.sync.aligned 0
// CHECK: scf.while
// CHECK: nvvm.mbarrier.arrive %{{.*}} : !llvm.ptr<3> -> i64
// CHECK: scf.while
// CHECK: nvvm.mbarrier.try_wait.parity
// CHECK: nvvm.bar.warp.sync
// CHECK-NOT: gpu.barrier
// CHECK: gpu.return

// With multicast too, each consumer warp frees a group here and in the
// peer (empty barriers count 8), and the producer waits for both blocks.
// Before they leave, the consumers wait for the last phase of each of the
// 2 stages' empty barriers (the peer's last releases have landed): no
// cluster barrier at the end.
// MC-LABEL: func.func @producer
// MC: nvvm.cluster_dim = array<i32: 2, 1, 1>
// MC-COUNT-2: nvvm.mbarrier.init %{{.*}}, %c8_i32
// MC: nvvm.cluster.arrive.relaxed {aligned}
// MC-NEXT: nvvm.cluster.wait {aligned}
// MC: scf.if
// MC: nvvm.mbarrier.try_wait
// MC: multicast_mask = %c3_i16
// MC-NOT: nvvm.cluster
// MC: } else {
// MC: nvvm.mbarrier.arrive %{{.*}} : !llvm.ptr<3> -> i64
// MC: nvvm.mapa
// MC: nvvm.mbarrier.arrive %{{.*}} : !llvm.ptr<7>
// MC: %[[RELEASED:.+]] = memref.load %alloca_{{[0-9]+}}[%c2{{.*}}] : memref<5xi32>
// MC-NEXT: %[[TWO:.+]] = arith.constant 2 : i32
// MC-NEXT: arith.cmpi uge, %[[RELEASED]], %[[TWO]] : i32
// MC-NEXT: scf.if
// MC-NEXT: %[[G2:.+]] = arith.subi %[[RELEASED]], %[[TWO]] : i32
// MC: arith.remui %[[G2]]
// MC: nvvm.mbarrier.try_wait %{{.*}}, %{{.*}} : !llvm.ptr<3>, i32 -> i1
// MC: %[[ONE:.+]] = arith.constant 1 : i32
// MC-NEXT: arith.cmpi uge, %[[RELEASED]], %[[ONE]] : i32
// MC-NEXT: scf.if
// MC-NEXT: %[[G1:.+]] = arith.subi %[[RELEASED]], %[[ONE]] : i32
// MC: arith.remui %[[G1]]
// MC: nvvm.mbarrier.try_wait %{{.*}}, %{{.*}} : !llvm.ptr<3>, i32 -> i1
// MC-NOT: nvvm.mbarrier
// MC-NOT: nvvm.cluster
// MC: gpu.return
func.func @producer(%A: memref<256x256xf16>, %B: memref<256x256xf16>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  // expected-warning @below {{producer-warp: a pipelined copy fills a single buffer, so each group waits until the one before it has been read; give its loop tile.num_stages >= 2}}
  tile.launch blocks(%bx, %by) in (%c2, %c2) threads(128) l2_swizzle(2) {
    %a = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, warpgroup_rows = 4>} : memref<128x64xf16, #tile.shared>
    %b = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, panels = true>} : memref<64x128xf16, #tile.shared>
    %row = arith.muli %by, %c128 : index
    %col = arith.muli %bx, %c128 : index
    scf.for %ks = %c0 to %c4 step %c1 {
      %k = arith.muli %ks, %c64 : index
      tile.copy %A[%row, %k] -> %a {async} : memref<256x256xf16>, memref<128x64xf16, #tile.shared>
      tile.copy %B[%k, %col] -> %b {async} : memref<256x256xf16>, memref<64x128xf16, #tile.shared>
      tile.async_commit
      tile.async_wait {pending = 0}
      gpu.barrier
    }
  }
  return
}

// -----

// A copy into a buffer allocated after the first copy: both sides would
// need it, so the kernel stays as it was.
// CHECK-LABEL: func.func @late_buffer
// CHECK: known_block_size = array<i32: 128, 1, 1>
// CHECK-NOT: nvvm.barrier id
// MC-LABEL: func.func @late_buffer
func.func @late_buffer(%A: memref<256x128xf16>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c128 = arith.constant 128 : index
  // expected-remark @below {{tile-warp-specialize: no producer warp: a pipelined copy fills a buffer that is not allocated before the split (the first pipelined copy, or a tile op before it that moves data in memory); the block's threads issue the loads}}
  tile.launch blocks(%bx, %by) in (%c2, %c2) threads(128) {
    %a = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, warpgroup_rows = 4>} : memref<128x64xf16, #tile.shared>
    %row = arith.muli %by, %c128 : index
    tile.copy %A[%row, %c0] -> %a {async} : memref<256x128xf16>, memref<128x64xf16, #tile.shared>
    tile.async_commit
    %a2 = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, warpgroup_rows = 4>} : memref<128x64xf16, #tile.shared>
    tile.copy %A[%row, %c0] -> %a2 {async} : memref<256x128xf16>, memref<128x64xf16, #tile.shared>
    tile.async_commit
    tile.async_wait {pending = 0}
    gpu.barrier
  }
  return
}

// -----

// A loop whose consumers also write shared memory keeps its barrier, on
// the consumers only (named barrier 1, 128 threads).
// CHECK-LABEL: func.func @shared_write
// CHECK: } else {
// CHECK: nvvm.barrier id = %c1_i32{{.*}} number_of_threads = %c128_i32
// CHECK-NOT: nvvm.bar.warp.sync
// CHECK: gpu.return
// MC-LABEL: func.func @shared_write
func.func @shared_write(%A: memref<256x256xf16>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %zero = arith.constant 0.0 : f16
  // expected-warning @below {{producer-warp: a pipelined copy fills a single buffer, so each group waits until the one before it has been read; give its loop tile.num_stages >= 2}}
  tile.launch blocks(%bx, %by) in (%c2, %c2) threads(128) {
    %a = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, warpgroup_rows = 4>} : memref<128x64xf16, #tile.shared>
    %s = tile.alloc_shared() : memref<128x64xf16, #tile.shared>
    %row = arith.muli %by, %c128 : index
    scf.for %ks = %c0 to %c4 step %c1 {
      %k = arith.muli %ks, %c64 : index
      tile.copy %A[%row, %k] -> %a {async} : memref<256x256xf16>, memref<128x64xf16, #tile.shared>
      tile.async_commit
      tile.async_wait {pending = 0}
      gpu.barrier
      tile.fill %s, %zero : memref<128x64xf16, #tile.shared>, f16
    }
  }
  return
}

// -----

// A block of 1024 threads has no room for another warp.
// CHECK-LABEL: func.func @full_block
// CHECK: known_block_size = array<i32: 1024, 1, 1>
// MC-LABEL: func.func @full_block
func.func @full_block(%A: memref<256x256xf16>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c128 = arith.constant 128 : index
  // expected-remark @below {{tile-warp-specialize: no producer warp: the block already has 1024 threads and one more warp would pass 1024; the block's threads issue the loads}}
  tile.launch blocks(%bx, %by) in (%c2, %c2) threads(1024) {
    %a = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, warpgroup_rows = 4>} : memref<128x64xf16, #tile.shared>
    %row = arith.muli %by, %c128 : index
    tile.copy %A[%row, %c0] -> %a {async} : memref<256x256xf16>, memref<128x64xf16, #tile.shared>
    tile.async_commit
    tile.async_wait {pending = 0}
    gpu.barrier
  }
  return
}

// -----

// An mma.sync gemm (no wgmma groups to wait for) reads the tiles: the
// consumers free them at the next wait.
// CHECK-LABEL: func.func @mma_sync_reads
// CHECK: } else {
// CHECK: nvvm.mbarrier.arrive %{{.*}} : !llvm.ptr<3> -> i64
// CHECK: nvvm.mbarrier.try_wait.parity
// MC-LABEL: func.func @mma_sync_reads
#mma = #tile.mma<version = 2, warpsPerBlock = [4, 1], instrShape = [16, 8, 16]>
func.func @mma_sync_reads(%A: memref<256x512xf16>, %B: memref<512x256xf16>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  tile.launch blocks(%bx, %by) in (%c2, %c2) threads(128) {
    %a0 = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, warpgroup_rows = 4>} : memref<128x64xf16, #tile.shared>
    %a1 = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, warpgroup_rows = 4>} : memref<128x64xf16, #tile.shared>
    %b0 = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, panels = true>} : memref<64x128xf16, #tile.shared>
    %b1 = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, panels = true>} : memref<64x128xf16, #tile.shared>
    %acc = tile.alloc_fragment() {layout = #mma} : memref<128x128xf32, #tile.fragment>
    tile.clear %acc : memref<128x128xf32, #tile.fragment>
    %row = arith.muli %by, %c128 : index
    %col = arith.muli %bx, %c128 : index
    scf.for %ks = %c0 to %c8 step %c1 {
      %k = arith.muli %ks, %c64 : index
      %s = arith.remui %ks, %c2 : index
      %odd = arith.cmpi eq, %s, %c1 : index
      %a = arith.select %odd, %a1, %a0 : memref<128x64xf16, #tile.shared>
      %b = arith.select %odd, %b1, %b0 : memref<64x128xf16, #tile.shared>
      tile.copy %A[%row, %k] -> %a {async} : memref<256x512xf16>, memref<128x64xf16, #tile.shared>
      tile.copy %B[%k, %col] -> %b {async} : memref<512x256xf16>, memref<64x128xf16, #tile.shared>
      tile.async_commit
      tile.async_wait {pending = 0}
      gpu.barrier
      tile.gemm %a, %b, %acc : memref<128x64xf16, #tile.shared>, memref<64x128xf16, #tile.shared>, memref<128x128xf32, #tile.fragment>
    }
  }
  return
}

// -----

// The copies' offsets come from shared memory the consumers write: the
// producer warp could not compute them alone.
// CHECK-LABEL: func.func @impure_offsets
// CHECK: known_block_size = array<i32: 128, 1, 1>
// MC-LABEL: func.func @impure_offsets
func.func @impure_offsets(%A: memref<256x256xf16>, %T: memref<4xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  // expected-remark @below {{tile-warp-specialize: no producer warp: the pipelined copies depend on 'memref.load', which touches memory: the producer warp cannot run it apart from the consumers; the block's threads issue the loads}}
  tile.launch blocks(%bx, %by) in (%c2, %c2) threads(128) {
    %a = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, warpgroup_rows = 4>} : memref<128x64xf16, #tile.shared>
    %s = tile.alloc_shared() : memref<1xi32, #tile.shared>
    %row = arith.muli %by, %c128 : index
    scf.for %ks = %c0 to %c4 step %c1 {
      %t = memref.load %T[%ks] : memref<4xi32>
      memref.store %t, %s[%c0] : memref<1xi32, #tile.shared>
      gpu.barrier
      %kk = memref.load %s[%c0] : memref<1xi32, #tile.shared>
      %kx = arith.index_cast %kk : i32 to index
      %k = arith.muli %kx, %c64 : index
      tile.copy %A[%row, %k] -> %a {async} : memref<256x256xf16>, memref<128x64xf16, #tile.shared>
      tile.async_commit
      tile.async_wait {pending = 0}
      gpu.barrier
    }
  }
  return
}

// -----

// Tiles TMA cannot load (no wgmma swizzle) keep cp.async, and the block
// its threads.
// CHECK-LABEL: func.func @not_tma
// CHECK: known_block_size = array<i32: 128, 1, 1>
// CHECK-NOT: tile.producer_warps
// MC-LABEL: func.func @not_tma
func.func @not_tma(%A: memref<256x256xf16>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c128 = arith.constant 128 : index
  // expected-remark @below {{tile-warp-specialize: no producer warp: its pipelined copies do not load through TMA (tile-tma-loads marks them `tma` where they can); the block's threads issue the loads}}
  tile.launch blocks(%bx, %by) in (%c2, %c2) threads(128) {
    %a = tile.alloc_shared() : memref<128x64xf16, #tile.shared>
    %row = arith.muli %by, %c128 : index
    // expected-warning @below {{cannot load through TMA}}
    tile.copy %A[%row, %c0] -> %a {async} : memref<256x256xf16>, memref<128x64xf16, #tile.shared>
    tile.async_commit
    tile.async_wait {pending = 0}
    gpu.barrier
  }
  return
}

// -----

// A tile the block copies synchronously before the pipelined loop (a bias
// staged in shared memory): the split comes before it, so only the
// consumers run the copy, over the threads it was spread on, and its
// barrier is theirs. The producer keeps only the pipelined copies.
// CHECK-LABEL: func.func @staged_bias
// CHECK: tile.producer_warps = 1
// CHECK: scf.if %{{.*}} {
// CHECK-NOT: %arg2
// CHECK: nvvm.cp.async.bulk.tensor.shared.cluster.global
// CHECK: } else {
// CHECK: vector.load %arg2
// CHECK: vector.store %{{.*}} : memref<128xf16, #gpu.address_space<workgroup>>
// CHECK: nvvm.barrier id = %{{.*}} number_of_threads = %c128_i32
// CHECK-NEXT: scf.for
func.func @staged_bias(%A: memref<256x256xf16>, %B: memref<256x256xf16>, %bias: memref<256xf16>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  // expected-warning @below {{producer-warp: a pipelined copy fills a single buffer, so each group waits until the one before it has been read; give its loop tile.num_stages >= 2}}
  tile.launch blocks(%bx, %by) in (%c2, %c2) threads(128) {
    %a = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, warpgroup_rows = 4>} : memref<128x64xf16, #tile.shared>
    %b = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, panels = true>} : memref<64x128xf16, #tile.shared>
    %bs = tile.alloc_shared() : memref<128xf16, #tile.shared>
    %row = arith.muli %by, %c128 : index
    %col = arith.muli %bx, %c128 : index
    tile.copy %bias[%col] -> %bs : memref<256xf16>, memref<128xf16, #tile.shared>
    scf.for %ks = %c0 to %c4 step %c1 {
      %k = arith.muli %ks, %c64 : index
      tile.copy %A[%row, %k] -> %a {async} : memref<256x256xf16>, memref<128x64xf16, #tile.shared>
      tile.copy %B[%k, %col] -> %b {async} : memref<256x256xf16>, memref<64x128xf16, #tile.shared>
      tile.async_commit
      tile.async_wait {pending = 0}
      gpu.barrier
    }
  }
  return
}

// -----

// A copy from a subview (one matrix of a batched tensor, as FlashAttention's
// K and V): the producer warp computes the subview from the block id and
// issues the 3-d box.
// CHECK-LABEL: func.func @subview_source
// CHECK: known_block_size = array<i32: 160, 1, 1>
// CHECK-SAME: tile.producer_warps = 1
// CHECK: scf.if
// CHECK: nvvm.cp.async.bulk.tensor.shared.cluster.global
// CHECK: } else {
// CHECK-NOT: nvvm.cp.async.bulk.tensor.shared.cluster.global
// CHECK: gpu.return
func.func @subview_source(%B: memref<2x128x128xf16>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  // expected-warning @below {{a pipelined copy fills a single buffer}}
  tile.launch blocks(%bx, %by) in (%c2, %c2) threads(128) {
    %b = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, panels = true>} : memref<64x128xf16, #tile.shared>
    %m = memref.subview %B[%by, 0, 0] [1, 128, 128] [1, 1, 1] : memref<2x128x128xf16> to memref<128x128xf16, strided<[128, 1], offset: ?>>
    tile.copy %m[%c0, %c0] -> %b {async} : memref<128x128xf16, strided<[128, 1], offset: ?>>, memref<64x128xf16, #tile.shared>
    tile.async_commit
    tile.async_wait {pending = 0}
    gpu.barrier
  }
  return
}

// -----

// Two gemms read each group (FlashAttention's S = Q K^T, then O += P V):
// the stage is freed after the wait of the second, the last before the
// next tile.async_wait; the first's wait frees nothing, or the producer
// would refill V while P V may still read it.
// CHECK-LABEL: func.func @two_gemms
// CHECK: } else {
// CHECK: scf.for
// CHECK: nvvm.wgmma.commit.group.sync.aligned
// CHECK: nvvm.wgmma.wait.group.sync.aligned 0
// CHECK-NOT: nvvm.mbarrier.arrive
// CHECK: llvm.inline_asm has_side_effects {{.*}}wgmma.mma_async
// CHECK: nvvm.wgmma.commit.group.sync.aligned
// CHECK: nvvm.wgmma.wait.group.sync.aligned 0
// CHECK: nvvm.mbarrier.arrive %{{.*}} : !llvm.ptr<3> -> i64
// CHECK: nvvm.mbarrier.try_wait.parity
// MC-LABEL: func.func @two_gemms
// MC: } else {
// MC: nvvm.wgmma.wait.group.sync.aligned 0
// MC-NOT: nvvm.mbarrier.arrive
// MC: llvm.inline_asm has_side_effects {{.*}}wgmma.mma_async
// MC: nvvm.wgmma.wait.group.sync.aligned 0
// MC: nvvm.mbarrier.arrive %{{.*}} : !llvm.ptr<3> -> i64
// MC: nvvm.mapa
func.func @two_gemms(%Q: memref<256x128xf16>, %K: memref<320x128xf16>, %V: memref<320x128xf16>, %O: memref<256x256xf16>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  tile.launch blocks(%bx, %by) in (%c2, %c2) threads(128) {
    %q = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, panels = true, warpgroup_rows = 4>} : memref<128x128xf16, #tile.shared>
    %k0 = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, panels = true>} : memref<64x128xf16, #tile.shared>
    %k1 = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, panels = true>} : memref<64x128xf16, #tile.shared>
    %v0 = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, panels = true>} : memref<64x128xf16, #tile.shared>
    %v1 = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, panels = true>} : memref<64x128xf16, #tile.shared>
    %s = tile.alloc_fragment() {layout = #tile.mma<version = 3, warpsPerBlock = [4, 1], instrShape = [64, 64, 16]>} : memref<128x64xf32, #tile.fragment>
    %p = tile.alloc_fragment() {layout = #tile.mma<version = 3, warpsPerBlock = [4, 1], instrShape = [64, 128, 16]>} : memref<128x64xf16, #tile.fragment>
    %o = tile.alloc_fragment() {layout = #tile.mma<version = 3, warpsPerBlock = [4, 1], instrShape = [64, 128, 16]>} : memref<128x128xf32, #tile.fragment>
    %o16 = tile.alloc_fragment() {layout = #tile.mma<version = 3, warpsPerBlock = [4, 1], instrShape = [64, 128, 16]>} : memref<128x128xf16, #tile.fragment>
    %row = arith.muli %bx, %c128 : index
    %ocol = arith.muli %by, %c128 : index
    tile.copy %Q[%row, %c0] -> %q : memref<256x128xf16>, memref<128x128xf16, #tile.shared>
    tile.clear %o : memref<128x128xf32, #tile.fragment>
    // The stage selects of tile-pipeline's prologue, which picks stage 0.
    %first = arith.constant true
    %kp = arith.select %first, %k0, %k1 : memref<64x128xf16, #tile.shared>
    %vp = arith.select %first, %v0, %v1 : memref<64x128xf16, #tile.shared>
    tile.copy %K[%c0, %c0] -> %kp {async} : memref<320x128xf16>, memref<64x128xf16, #tile.shared>
    tile.copy %V[%c0, %c0] -> %vp {async} : memref<320x128xf16>, memref<64x128xf16, #tile.shared>
    tile.async_commit
    scf.for %t = %c0 to %c4 step %c1 {
      %cur = arith.remui %t, %c2 : index
      %t1 = arith.addi %t, %c1 : index
      %nxt = arith.remui %t1, %c2 : index
      tile.async_wait {pending = 0 : i64}
      gpu.barrier
      %isCur0 = arith.cmpi eq, %cur, %c0 : index
      %kc = arith.select %isCur0, %k0, %k1 : memref<64x128xf16, #tile.shared>
      %vc = arith.select %isCur0, %v0, %v1 : memref<64x128xf16, #tile.shared>
      %isNxt0 = arith.cmpi eq, %nxt, %c0 : index
      %kn = arith.select %isNxt0, %k0, %k1 : memref<64x128xf16, #tile.shared>
      %vn = arith.select %isNxt0, %v0, %v1 : memref<64x128xf16, #tile.shared>
      %col = arith.muli %t1, %c64 : index
      tile.copy %K[%col, %c0] -> %kn {async} : memref<320x128xf16>, memref<64x128xf16, #tile.shared>
      tile.copy %V[%col, %c0] -> %vn {async} : memref<320x128xf16>, memref<64x128xf16, #tile.shared>
      tile.async_commit
      tile.gemm %q, %kc, %s {clear_accum, policy = #tile.policy<full_row>, transpose_b} : memref<128x128xf16, #tile.shared>, memref<64x128xf16, #tile.shared>, memref<128x64xf32, #tile.fragment>
      tile.parallel (%i, %j) in (128, 64) attributes {layout = #tile.mma<version = 3, warpsPerBlock = [4, 1], instrShape = [64, 64, 16]>} {
        %x = memref.load %s[%i, %j] : memref<128x64xf32, #tile.fragment>
        %x16 = arith.truncf %x : f32 to f16
        memref.store %x16, %p[%i, %j] : memref<128x64xf16, #tile.fragment>
      }
      tile.gemm %p, %vc, %o {policy = #tile.policy<full_row>} : memref<128x64xf16, #tile.fragment>, memref<64x128xf16, #tile.shared>, memref<128x128xf32, #tile.fragment>
    }
    tile.async_wait {pending = 0 : i64}
    tile.parallel (%i, %j) in (128, 128) attributes {layout = #tile.mma<version = 3, warpsPerBlock = [4, 1], instrShape = [64, 128, 16]>} {
      %x = memref.load %o[%i, %j] : memref<128x128xf32, #tile.fragment>
      %x16 = arith.truncf %x : f32 to f16
      memref.store %x16, %o16[%i, %j] : memref<128x128xf16, #tile.fragment>
    }
    tile.copy %o16 -> %O[%row, %ocol] : memref<128x128xf16, #tile.fragment>, memref<256x256xf16>
  }
  return
}

// -----

// The same with P V under a condition: that gemm's wait might not run, so
// no wgmma wait frees the stage; the consumers free it at the next async
// wait instead (the previous group's, before they spin on the next).
// CHECK-LABEL: func.func @conditional_gemm
// CHECK: } else {
// CHECK: scf.for
// CHECK: nvvm.mbarrier.arrive %{{.*}} : !llvm.ptr<3> -> i64
// CHECK: nvvm.mbarrier.try_wait.parity
// CHECK: nvvm.wgmma.wait.group.sync.aligned 0
// CHECK-NOT: nvvm.mbarrier.arrive
// CHECK: nvvm.wgmma.wait.group.sync.aligned 0
// CHECK-NOT: nvvm.mbarrier.arrive
// CHECK: scf.while
// CHECK: nvvm.mbarrier.arrive %{{.*}} : !llvm.ptr<3> -> i64
// CHECK: nvvm.mbarrier.try_wait.parity
// MC-LABEL: func.func @conditional_gemm
// MC: } else {
// MC: nvvm.mbarrier.arrive %{{.*}} : !llvm.ptr<3> -> i64
// MC: nvvm.mapa
// MC: nvvm.mbarrier.try_wait.parity
// MC: nvvm.wgmma.wait.group.sync.aligned 0
// MC-NOT: nvvm.mbarrier.arrive
// MC: nvvm.wgmma.wait.group.sync.aligned 0
func.func @conditional_gemm(%Q: memref<256x128xf16>, %K: memref<320x128xf16>, %V: memref<320x128xf16>, %O: memref<256x256xf16>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  tile.launch blocks(%bx, %by) in (%c2, %c2) threads(128) {
    %q = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, panels = true, warpgroup_rows = 4>} : memref<128x128xf16, #tile.shared>
    %k0 = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, panels = true>} : memref<64x128xf16, #tile.shared>
    %k1 = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, panels = true>} : memref<64x128xf16, #tile.shared>
    %v0 = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, panels = true>} : memref<64x128xf16, #tile.shared>
    %v1 = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, panels = true>} : memref<64x128xf16, #tile.shared>
    %s = tile.alloc_fragment() {layout = #tile.mma<version = 3, warpsPerBlock = [4, 1], instrShape = [64, 64, 16]>} : memref<128x64xf32, #tile.fragment>
    %p = tile.alloc_fragment() {layout = #tile.mma<version = 3, warpsPerBlock = [4, 1], instrShape = [64, 128, 16]>} : memref<128x64xf16, #tile.fragment>
    %o = tile.alloc_fragment() {layout = #tile.mma<version = 3, warpsPerBlock = [4, 1], instrShape = [64, 128, 16]>} : memref<128x128xf32, #tile.fragment>
    %o16 = tile.alloc_fragment() {layout = #tile.mma<version = 3, warpsPerBlock = [4, 1], instrShape = [64, 128, 16]>} : memref<128x128xf16, #tile.fragment>
    %row = arith.muli %bx, %c128 : index
    %ocol = arith.muli %by, %c128 : index
    tile.copy %Q[%row, %c0] -> %q : memref<256x128xf16>, memref<128x128xf16, #tile.shared>
    tile.clear %o : memref<128x128xf32, #tile.fragment>
    // The stage selects of tile-pipeline's prologue, which picks stage 0.
    %first = arith.constant true
    %kp = arith.select %first, %k0, %k1 : memref<64x128xf16, #tile.shared>
    %vp = arith.select %first, %v0, %v1 : memref<64x128xf16, #tile.shared>
    tile.copy %K[%c0, %c0] -> %kp {async} : memref<320x128xf16>, memref<64x128xf16, #tile.shared>
    tile.copy %V[%c0, %c0] -> %vp {async} : memref<320x128xf16>, memref<64x128xf16, #tile.shared>
    tile.async_commit
    scf.for %t = %c0 to %c4 step %c1 {
      %cur = arith.remui %t, %c2 : index
      %t1 = arith.addi %t, %c1 : index
      %nxt = arith.remui %t1, %c2 : index
      tile.async_wait {pending = 0 : i64}
      gpu.barrier
      %isCur0 = arith.cmpi eq, %cur, %c0 : index
      %kc = arith.select %isCur0, %k0, %k1 : memref<64x128xf16, #tile.shared>
      %vc = arith.select %isCur0, %v0, %v1 : memref<64x128xf16, #tile.shared>
      %isNxt0 = arith.cmpi eq, %nxt, %c0 : index
      %kn = arith.select %isNxt0, %k0, %k1 : memref<64x128xf16, #tile.shared>
      %vn = arith.select %isNxt0, %v0, %v1 : memref<64x128xf16, #tile.shared>
      %col = arith.muli %t1, %c64 : index
      tile.copy %K[%col, %c0] -> %kn {async} : memref<320x128xf16>, memref<64x128xf16, #tile.shared>
      tile.copy %V[%col, %c0] -> %vn {async} : memref<320x128xf16>, memref<64x128xf16, #tile.shared>
      tile.async_commit
      tile.gemm %q, %kc, %s {clear_accum, policy = #tile.policy<full_row>, transpose_b} : memref<128x128xf16, #tile.shared>, memref<64x128xf16, #tile.shared>, memref<128x64xf32, #tile.fragment>
      tile.parallel (%i, %j) in (128, 64) attributes {layout = #tile.mma<version = 3, warpsPerBlock = [4, 1], instrShape = [64, 64, 16]>} {
        %x = memref.load %s[%i, %j] : memref<128x64xf32, #tile.fragment>
        %x16 = arith.truncf %x : f32 to f16
        memref.store %x16, %p[%i, %j] : memref<128x64xf16, #tile.fragment>
      }
      %odd = arith.cmpi eq, %by, %c1 : index
      scf.if %odd {
        tile.gemm %p, %vc, %o {policy = #tile.policy<full_row>} : memref<128x64xf16, #tile.fragment>, memref<64x128xf16, #tile.shared>, memref<128x128xf32, #tile.fragment>
      }
    }
    tile.async_wait {pending = 0 : i64}
    tile.parallel (%i, %j) in (128, 128) attributes {layout = #tile.mma<version = 3, warpsPerBlock = [4, 1], instrShape = [64, 128, 16]>} {
      %x = memref.load %o[%i, %j] : memref<128x128xf32, #tile.fragment>
      %x16 = arith.truncf %x : f32 to f16
      memref.store %x16, %o16[%i, %j] : memref<128x128xf16, #tile.fragment>
    }
    tile.copy %o16 -> %O[%row, %ocol] : memref<128x128xf16, #tile.fragment>, memref<256x256xf16>
  }
  return
}

// -----

// A later gemm on mma.sync has no wgmma wait to free the stage at: the
// wgmma gemm's own wait does (else the producer would wait forever).
// CHECK-LABEL: func.func @later_mma_sync
// CHECK: } else {
// CHECK: scf.for
// CHECK: nvvm.wgmma.wait.group.sync.aligned 0
// CHECK: nvvm.mbarrier.arrive %{{.*}} : !llvm.ptr<3> -> i64
// CHECK: nvgpu.mma.sync
// MC-LABEL: func.func @later_mma_sync
// MC: } else {
// MC: nvvm.wgmma.wait.group.sync.aligned 0
// MC: nvvm.mbarrier.arrive %{{.*}} : !llvm.ptr<3> -> i64
// MC: nvgpu.mma.sync
func.func @later_mma_sync(%Q: memref<256x128xf16>, %K: memref<320x128xf16>, %O: memref<256x256xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  tile.launch blocks(%bx, %by) in (%c2, %c2) threads(128) {
    %q = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, panels = true, warpgroup_rows = 4>} : memref<128x128xf16, #tile.shared>
    %k0 = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, panels = true>} : memref<64x128xf16, #tile.shared>
    %k1 = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, panels = true>} : memref<64x128xf16, #tile.shared>
    %a2 = tile.alloc_shared() : memref<64x16xf16, #tile.shared>
    %b2 = tile.alloc_shared() : memref<16x8xf16, #tile.shared>
    %s = tile.alloc_fragment() {layout = #tile.mma<version = 3, warpsPerBlock = [4, 1], instrShape = [64, 64, 16]>} : memref<128x64xf32, #tile.fragment>
    %o2 = tile.alloc_fragment() {layout = #tile.mma<version = 2, warpsPerBlock = [4, 1], instrShape = [16, 8, 16]>} : memref<64x8xf32, #tile.fragment>
    %row = arith.muli %bx, %c128 : index
    tile.copy %Q[%row, %c0] -> %q : memref<256x128xf16>, memref<128x128xf16, #tile.shared>
    %first = arith.constant true
    %kp = arith.select %first, %k0, %k1 : memref<64x128xf16, #tile.shared>
    tile.copy %K[%c0, %c0] -> %kp {async} : memref<320x128xf16>, memref<64x128xf16, #tile.shared>
    tile.async_commit
    scf.for %t = %c0 to %c4 step %c1 {
      %cur = arith.remui %t, %c2 : index
      %t1 = arith.addi %t, %c1 : index
      %nxt = arith.remui %t1, %c2 : index
      tile.async_wait {pending = 0 : i64}
      gpu.barrier
      %isCur0 = arith.cmpi eq, %cur, %c0 : index
      %kc = arith.select %isCur0, %k0, %k1 : memref<64x128xf16, #tile.shared>
      %isNxt0 = arith.cmpi eq, %nxt, %c0 : index
      %kn = arith.select %isNxt0, %k0, %k1 : memref<64x128xf16, #tile.shared>
      %col = arith.muli %t1, %c64 : index
      tile.copy %K[%col, %c0] -> %kn {async} : memref<320x128xf16>, memref<64x128xf16, #tile.shared>
      tile.async_commit
      tile.gemm %q, %kc, %s {clear_accum, transpose_b} : memref<128x128xf16, #tile.shared>, memref<64x128xf16, #tile.shared>, memref<128x64xf32, #tile.fragment>
      tile.gemm %a2, %b2, %o2 : memref<64x16xf16, #tile.shared>, memref<16x8xf16, #tile.shared>, memref<64x8xf32, #tile.fragment>
    }
    tile.async_wait {pending = 0 : i64}
    tile.copy %s -> %O[%row, %c0] : memref<128x64xf32, #tile.fragment>, memref<256x256xf32>
  }
  return
}
