// RUN: tile-opt %s -split-input-file --tile-tma-loads=multicast=1 --convert-tile-to-gpu -verify-diagnostics | FileCheck %s

// TMA multicast (convert-tile-to-gpu's tma-multicast): blocks 2i and 2i + 1
// form a cluster (nvvm.cluster_dim). With l2_swizzle(2) the pair walks down
// one column of tiles: both load the same tile of B (its offsets use only
// the column id), so each issues one of B's two panel boxes with
// multicast_mask = 3 and it lands in both blocks; A stays a plain load.
// Each stage gets a second mbarrier, on which the peer says that its copy
// of the stage is free (a remote arrive through mapa) before a refill; the
// issuer waits for it before the multicast boxes. Cluster barriers follow
// the barrier initialization and, split, end the kernel: the arrive after
// the last group, the wait before the return.
// CHECK-LABEL: func.func @multicast_b
// CHECK: gpu.func @multicast_b({{.*}}) kernel attributes {{{.*}}nvvm.cluster_dim = array<i32: 2, 1, 1>
// CHECK: %[[FIRST:.+]] = arith.cmpi eq, %thread_id_x
// CHECK-COUNT-2: nvvm.mbarrier.init %{{.*}}, %c1_i32, predicate = %[[FIRST]]
// CHECK: nvvm.prefetch tensormap
// CHECK-COUNT-2: nvvm.mbarrier.init %{{.*}}, %c1_i32{{.*}}, predicate = %[[FIRST]]
// CHECK: %[[RANK:.+]] = nvvm.read.ptx.sreg.cluster.ctarank : i32
// CHECK: nvvm.fence.mbarrier.init
// CHECK-NEXT: nvvm.cluster.arrive.relaxed {aligned}
// CHECK-NEXT: nvvm.cluster.wait {aligned}
// CHECK: scf.execute_region {
// CHECK: nvvm.mbarrier.arrive.expect_tx %[[BAR:.+]], %c32768_i32
// CHECK: %[[REFILL:.+]] = arith.cmpi uge, %{{.*}}, %c2_i32
// CHECK: scf.if %[[REFILL]] {
// CHECK: %[[PEER:.+]] = arith.xori %[[RANK]], %c1_i32
// CHECK: %[[REMOTE:.+]] = nvvm.mapa %{{.*}}, %[[PEER]] : !llvm.ptr<3> -> !llvm.ptr<7>
// CHECK: nvvm.mbarrier.arrive %[[REMOTE]] : !llvm.ptr<7>
// CHECK: }
// CHECK: nvvm.cp.async.bulk.tensor.shared.cluster.global %{{.*}}, %arg2, %[[BAR]], box[{{[^]]*}}] : !llvm.ptr<7>, !llvm.ptr
// CHECK: nvvm.cp.async.bulk.tensor.shared.cluster.global %{{.*}}, %arg2, %[[BAR]], box[{{[^]]*}}] : !llvm.ptr<7>, !llvm.ptr
// CHECK: scf.if
// CHECK: scf.while
// CHECK: nvvm.mbarrier.try_wait %{{.*}}, %{{.*}} : !llvm.ptr<3>, i32 -> i1
// CHECK: %[[MINE0:.+]] = arith.cmpi eq, %[[RANK]], %c0_i32
// CHECK: scf.if %[[MINE0]] {
// CHECK: nvvm.cp.async.bulk.tensor.shared.cluster.global %{{.*}}, %arg3, %[[BAR]], box[%{{.*}}, %{{.*}}] multicast_mask = %c3_i16
// CHECK: %[[MINE1:.+]] = arith.cmpi eq, %[[RANK]], %c1_i32
// CHECK: scf.if %[[MINE1]] {
// CHECK: nvvm.cp.async.bulk.tensor.shared.cluster.global %{{.*}}, %arg3, %[[BAR]], box[%{{.*}}, %{{.*}}] multicast_mask = %c3_i16
// CHECK: nvvm.cluster.arrive {aligned}
// CHECK-NOT: nvvm.cluster
// CHECK: nvvm.cluster.wait {aligned}
// CHECK-NEXT: gpu.return
func.func @multicast_b(%A: memref<256x128xf16>, %B: memref<128x256xf16>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c128 = arith.constant 128 : index
  tile.launch blocks(%bx, %by) in (%c2, %c2) threads(128) l2_swizzle(2) {
    %a = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, warpgroup_rows = 4>} : memref<128x64xf16, #tile.shared>
    %b = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, panels = true>} : memref<64x128xf16, #tile.shared>
    %row = arith.muli %by, %c128 : index
    %col = arith.muli %bx, %c128 : index
    tile.copy %A[%row, %c0] -> %a {async} : memref<256x128xf16>, memref<128x64xf16, #tile.shared>
    tile.copy %B[%c0, %col] -> %b {async} : memref<128x256xf16>, memref<64x128xf16, #tile.shared>
    tile.async_commit
    tile.async_wait {pending = 0}
    gpu.barrier
  }
  return
}

// -----

// Without l2_swizzle the pair is blocks (x, y) and (x + 1, y): they share
// their rows of A, whose two boxes (one per wgmma instruction) multicast;
// B's panels are plain loads.
// CHECK-LABEL: func.func @multicast_a
// CHECK: gpu.func @multicast_a({{.*}}) kernel attributes {{{.*}}nvvm.cluster_dim = array<i32: 2, 1, 1>
// CHECK: nvvm.cp.async.bulk.tensor.shared.cluster.global %{{.*}}, %arg3, %{{.*}}, box[%{{.*}}, %{{.*}}] : !llvm.ptr<7>, !llvm.ptr
// CHECK: nvvm.cp.async.bulk.tensor.shared.cluster.global %{{.*}}, %arg3, %{{.*}}, box[%{{.*}}, %{{.*}}] : !llvm.ptr<7>, !llvm.ptr
// CHECK: nvvm.mbarrier.try_wait
// CHECK: nvvm.cp.async.bulk.tensor.shared.cluster.global %{{.*}}, %arg2, %{{.*}}, box[{{[^]]*}}] multicast_mask = %c3_i16
// CHECK: nvvm.cp.async.bulk.tensor.shared.cluster.global %{{.*}}, %arg2, %{{.*}}, box[{{[^]]*}}] multicast_mask = %c3_i16
func.func @multicast_a(%A: memref<256x128xf16>, %B: memref<128x256xf16>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c128 = arith.constant 128 : index
  tile.launch blocks(%bx, %by) in (%c2, %c2) threads(128) {
    %a = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, warpgroup_rows = 4>} : memref<128x64xf16, #tile.shared>
    %b = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, panels = true>} : memref<64x128xf16, #tile.shared>
    %row = arith.muli %by, %c128 : index
    %col = arith.muli %bx, %c128 : index
    tile.copy %A[%row, %c0] -> %a {async} : memref<256x128xf16>, memref<128x64xf16, #tile.shared>
    tile.copy %B[%c0, %col] -> %b {async} : memref<128x256xf16>, memref<64x128xf16, #tile.shared>
    tile.async_commit
    tile.async_wait {pending = 0}
    gpu.barrier
  }
  return
}

// -----

// An odd grid cannot be cut into pairs: TMA without clusters, and a
// warning that says why.
// CHECK-LABEL: func.func @odd_grid
// CHECK-NOT: nvvm.cluster_dim
// CHECK-NOT: multicast_mask
// CHECK-NOT: nvvm.cluster.arrive
func.func @odd_grid(%A: memref<256x128xf16>, %B: memref<128x384xf16>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c128 = arith.constant 128 : index
  // expected-remark @below {{tma-multicast does not apply: the grid's x extent (3) is odd; clusters of two blocks need an even one; the blocks load without clusters}}
  tile.launch blocks(%bx, %by) in (%c3, %c2) threads(128) {
    %a = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, warpgroup_rows = 4>} : memref<128x64xf16, #tile.shared>
    %b = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, panels = true>} : memref<64x128xf16, #tile.shared>
    %row = arith.muli %by, %c128 : index
    %col = arith.muli %bx, %c128 : index
    tile.copy %A[%row, %c0] -> %a {async} : memref<256x128xf16>, memref<128x64xf16, #tile.shared>
    tile.copy %B[%c0, %col] -> %b {async} : memref<128x384xf16>, memref<64x128xf16, #tile.shared>
    tile.async_commit
    tile.async_wait {pending = 0}
    gpu.barrier
  }
  return
}

// -----

// An odd l2_swizzle panel would put the two blocks of a pair in two
// columns of tiles.
// CHECK-LABEL: func.func @odd_panel
// CHECK-NOT: nvvm.cluster_dim
func.func @odd_panel(%A: memref<256x128xf16>, %B: memref<128x256xf16>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c128 = arith.constant 128 : index
  // expected-warning @below {{tma-multicast does not apply: l2_swizzle(3) over 2 block rows leaves a pair of blocks in two columns; it needs an even panel and an even number of block rows; the blocks load without clusters}}
  tile.launch blocks(%bx, %by) in (%c2, %c2) threads(128) l2_swizzle(3) {
    %a = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, warpgroup_rows = 4>} : memref<128x64xf16, #tile.shared>
    %b = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, panels = true>} : memref<64x128xf16, #tile.shared>
    %row = arith.muli %by, %c128 : index
    %col = arith.muli %bx, %c128 : index
    tile.copy %A[%row, %c0] -> %a {async} : memref<256x128xf16>, memref<128x64xf16, #tile.shared>
    tile.copy %B[%c0, %col] -> %b {async} : memref<128x256xf16>, memref<64x128xf16, #tile.shared>
    tile.async_commit
    tile.async_wait {pending = 0}
    gpu.barrier
  }
  return
}

// -----

// A k loop whose trip count depends on the row id (as a causal mask's
// would) could have the two blocks of a pair issue different numbers of
// groups, and one would wait forever for the other's word.
// CHECK-LABEL: func.func @uneven_loops
// CHECK-NOT: nvvm.cluster_dim
func.func @uneven_loops(%A: memref<256x256xf16>, %B: memref<256x256xf16>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  // expected-warning @below {{tma-multicast does not apply: the pipelined copies sit in a loop or condition that depends on the block id, so the two blocks of a pair could issue different loads; the blocks load without clusters}}
  tile.launch blocks(%bx, %by) in (%c2, %c2) threads(128) l2_swizzle(2) {
    %a = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, warpgroup_rows = 4>} : memref<128x64xf16, #tile.shared>
    %b = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, panels = true>} : memref<64x128xf16, #tile.shared>
    %row = arith.muli %by, %c128 : index
    %col = arith.muli %bx, %c128 : index
    %steps = arith.addi %by, %c1 : index
    scf.for %ks = %c0 to %steps step %c1 {
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

// B's 64-column tile is one panel: with multicast it loads as two boxes of
// 32 rows (the second 32 rows and 4096 bytes on), one from each block of
// the pair, each landing in both.
// CHECK-LABEL: func.func @halved_box
// CHECK: gpu.func @halved_box({{.*}}) kernel attributes {{{.*}}nvvm.cluster_dim = array<i32: 2, 1, 1>
// CHECK: %[[RANK:.+]] = nvvm.read.ptx.sreg.cluster.ctarank : i32
// CHECK: %[[MINE0:.+]] = arith.cmpi eq, %[[RANK]], %c0_i32
// CHECK: scf.if %[[MINE0]] {
// CHECK: nvvm.cp.async.bulk.tensor.shared.cluster.global %{{.*}}, %arg3, %{{.*}}, box[%{{.*}}, %{{.*}}] multicast_mask = %c3_i16
// CHECK: %[[MINE1:.+]] = arith.cmpi eq, %[[RANK]], %c1_i32
// CHECK: scf.if %[[MINE1]] {
// CHECK: arith.constant 32 : index
// CHECK: arith.constant 4096 : index
// CHECK: nvvm.cp.async.bulk.tensor.shared.cluster.global %{{.*}}, %arg3, %{{.*}}, box[%{{.*}}, %{{.*}}] multicast_mask = %c3_i16
func.func @halved_box(%A: memref<256x128xf16>, %B: memref<128x128xf16>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  tile.launch blocks(%bx, %by) in (%c2, %c2) threads(128) l2_swizzle(2) {
    %a = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, warpgroup_rows = 4>} : memref<128x64xf16, #tile.shared>
    %b = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, panels = true>} : memref<64x64xf16, #tile.shared>
    %row = arith.muli %by, %c128 : index
    %col = arith.muli %bx, %c64 : index
    tile.copy %A[%row, %c0] -> %a {async} : memref<256x128xf16>, memref<128x64xf16, #tile.shared>
    tile.copy %B[%c0, %col] -> %b {async} : memref<128x128xf16>, memref<64x64xf16, #tile.shared>
    tile.async_commit
    tile.async_wait {pending = 0}
    gpu.barrier
  }
  return
}

// -----

// B's tile of 8 rows is one box whose rows do not halve into whole
// swizzle atoms (8 rows each): two blocks cannot split it.
// CHECK-LABEL: func.func @odd_boxes
// CHECK-NOT: nvvm.cluster_dim
func.func @odd_boxes(%A: memref<256x128xf16>, %B: memref<128x128xf16>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  // expected-warning @below {{tma-multicast does not apply: a copy both blocks share loads 1 boxes a stage, which two blocks cannot split evenly; the blocks load without clusters}}
  tile.launch blocks(%bx, %by) in (%c2, %c2) threads(128) l2_swizzle(2) {
    %a = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, warpgroup_rows = 4>} : memref<128x64xf16, #tile.shared>
    %b = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, panels = true>} : memref<8x64xf16, #tile.shared>
    %row = arith.muli %by, %c128 : index
    %col = arith.muli %bx, %c64 : index
    tile.copy %A[%row, %c0] -> %a {async} : memref<256x128xf16>, memref<128x64xf16, #tile.shared>
    tile.copy %B[%c0, %col] -> %b {async} : memref<128x128xf16>, memref<8x64xf16, #tile.shared>
    tile.async_commit
    tile.async_wait {pending = 0}
    gpu.barrier
  }
  return
}

// -----

// A subview's matrix picked by the block id that differs within a pair
// (here bx: the two blocks read different matrices at the same offsets):
// no copy is shared, whatever its offsets.
// CHECK-LABEL: func.func @multicast_subview_differs
// CHECK-NOT: nvvm.cluster_dim
func.func @multicast_subview_differs(%B: memref<2x128x128xf16>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  // expected-warning @below {{tma-multicast does not apply: no pipelined copy reads a tile that both blocks of a pair share; the blocks load without clusters}}
  tile.launch blocks(%bx, %by) in (%c2, %c2) threads(128) {
    %b = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, panels = true>} : memref<64x128xf16, #tile.shared>
    %m = memref.subview %B[%bx, 0, 0] [1, 128, 128] [1, 1, 1] : memref<2x128x128xf16> to memref<128x128xf16, strided<[128, 1], offset: ?>>
    tile.copy %m[%c0, %c0] -> %b {async} : memref<128x128xf16, strided<[128, 1], offset: ?>>, memref<64x128xf16, #tile.shared>
    tile.async_commit
    tile.async_wait {pending = 0}
    gpu.barrier
  }
  return
}
