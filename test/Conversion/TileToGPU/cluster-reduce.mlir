// RUN: tile-opt %s -split-input-file --convert-tile-to-gpu -verify-diagnostics | FileCheck %s
// RUN: tile-opt %s -split-input-file --convert-tile-to-gpu --tile-check-async-protocol -verify-diagnostics -o /dev/null
// RUN: not tile-opt %s -split-input-file --convert-tile-to-gpu=chip=sm_80 2>&1 | FileCheck %s --check-prefix=SM80

// tile.cluster_reduce over a cluster of two blocks (split-K): each thread
// stages its 32 accumulator registers as 8 vectors of 4 in its block's
// shared memory, the cluster barrier makes them visible, and the first
// block reads both blocks' copies (rank 0's first, through mapa) and adds
// them; a last cluster barrier keeps every buffer alive until it is read.
#mma = #tile.mma<version = 3, warpsPerBlock = [4, 1], instrShape = [64, 64, 16]>
// CHECK-LABEL: gpu.func @split_k
// CHECK-SAME: nvvm.cluster_dim = array<i32: 1, 2, 1>
// CHECK: %[[BASE:.+]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<3>
// CHECK: %[[P0:.+]] = nvvm.mapa %[[BASE]], %c0_i32 : !llvm.ptr<3> -> !llvm.ptr<7>
// CHECK: %[[P1:.+]] = nvvm.mapa %[[BASE]], %c1_i32 : !llvm.ptr<3> -> !llvm.ptr<7>
// CHECK: %[[RANK:.+]] = nvvm.read.ptx.sreg.cluster.ctarank : i32
// CHECK: %[[ROOT:.+]] = arith.cmpi eq, %[[RANK]], %c0_i32
// CHECK-COUNT-8: vector.store %{{.*}} {alignment = 16 : i64} : memref<4096xf32, #gpu.address_space<workgroup>>, vector<4xf32>
// CHECK: nvvm.cluster.arrive {aligned}
// CHECK-NEXT: nvvm.cluster.wait {aligned}
// CHECK: scf.if %[[ROOT]] {
// CHECK: %[[A0:.+]] = llvm.getelementptr %[[P0]][%{{.*}}] : (!llvm.ptr<7>, i64) -> !llvm.ptr<7>, i8
// CHECK: %[[V0:.+]] = llvm.load %[[A0]] {alignment = 16 : i64} : !llvm.ptr<7> -> vector<4xf32>
// CHECK: %[[A1:.+]] = llvm.getelementptr %[[P1]][%{{.*}}] : (!llvm.ptr<7>, i64) -> !llvm.ptr<7>, i8
// CHECK: %[[V1:.+]] = llvm.load %[[A1]] {alignment = 16 : i64} : !llvm.ptr<7> -> vector<4xf32>
// CHECK: arith.addf %[[V0]], %[[V1]] : vector<4xf32>
// CHECK: }
// CHECK: nvvm.cluster.arrive {aligned}
// CHECK-NEXT: nvvm.cluster.wait {aligned}
// CHECK-NOT: nvvm.cluster.arrive
// CHECK: gpu.return
// SM80: error: 'tile.launch' op runs clusters of 2 blocks, which sm_80 lacks (thread-block clusters need sm_90a)
func.func @split_k(%C: memref<256x256xf32>) {
  %c4 = arith.constant 4 : index
  %c2 = arith.constant 2 : index
  tile.launch blocks(%bx, %bz) in (%c4, %c2) threads(128) cluster(1, 2, 1) {
    %f = tile.alloc_fragment() {layout = #mma} : memref<64x64xf32, #tile.fragment>
    tile.clear %f : memref<64x64xf32, #tile.fragment>
    tile.cluster_reduce sum %f {root} : memref<64x64xf32, #tile.fragment>
    %c64 = arith.constant 64 : index
    %r = arith.muli %bx, %c64 : index
    tile.copy %f -> %C[%r, %r] : memref<64x64xf32, #tile.fragment>, memref<256x256xf32>
  }
  return
}

// -----

// Without `root` every block combines (a maximum every block needs), and a
// fragment of more than 32 registers a thread goes in rounds of 32 through
// one buffer (of fewer registers over more blocks, whose words the
// combining thread holds at once): a cluster barrier before each later
// round, so no block overwrites its buffer while another may still read
// it.
#blocked = #tile.blocked<sizePerThread = [8, 8], threadsPerWarp = [4, 8], warpsPerBlock = [4, 1], order = [1, 0]>
// CHECK-LABEL: gpu.func @all_reduce_rounds
// CHECK-SAME: nvvm.cluster_dim = array<i32: 2, 1, 1>
// CHECK-NOT: nvvm.read.ptx.sreg.cluster.ctarank
// CHECK-COUNT-8: vector.store
// CHECK: nvvm.cluster.arrive {aligned}
// CHECK: nvvm.cluster.wait {aligned}
// CHECK-NOT: scf.if
// CHECK-COUNT-2: llvm.load {{.*}} : !llvm.ptr<7> -> vector<4xf32>
// CHECK: arith.maxnumf
// CHECK: nvvm.cluster.arrive {aligned}
// CHECK: nvvm.cluster.wait {aligned}
// CHECK-COUNT-8: vector.store
// CHECK: nvvm.cluster.arrive {aligned}
// CHECK: nvvm.cluster.wait {aligned}
// CHECK: nvvm.cluster.arrive {aligned}
// CHECK: nvvm.cluster.wait {aligned}
// CHECK-NOT: nvvm.cluster.arrive
// CHECK: gpu.return
func.func @all_reduce_rounds(%C: memref<256x256xf32>) {
  %c4 = arith.constant 4 : index
  tile.launch blocks(%bx) in (%c4) threads(128) cluster(2, 1, 1) {
    %f = tile.alloc_fragment() {layout = #blocked} : memref<128x64xf32, #tile.fragment>
    tile.clear %f : memref<128x64xf32, #tile.fragment>
    tile.cluster_reduce max %f : memref<128x64xf32, #tile.fragment>
    %c0 = arith.constant 0 : index
    tile.copy %f -> %C[%c0, %c0] : memref<128x64xf32, #tile.fragment>, memref<256x256xf32>
  }
  return
}


// -----

// A shared tile that an async copy filled but that is read after the
// reduction is alive: the staging gets memory of its own (after the tile's
// 128 padded rows of 272 bytes), not the tile's.
#blocked = #tile.blocked<sizePerThread = [8, 8], threadsPerWarp = [4, 8], warpsPerBlock = [4, 1], order = [1, 0]>
// CHECK-LABEL: func.func @tile_read_after
// CHECK: dynamic_shared_memory_size %c51200_i32
// CHECK: memref.view %{{.*}}[%c0{{.*}}][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<128x68xf32, #gpu.address_space<workgroup>>
// CHECK: memref.view %{{.*}}[%c34816][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<4096xf32, #gpu.address_space<workgroup>>
func.func @tile_read_after(%G: memref<256x256xf32>, %C: memref<256x256xf32>) {
  %c4 = arith.constant 4 : index
  tile.launch blocks(%bx) in (%c4) threads(128) cluster(2, 1, 1) {
    %c0 = arith.constant 0 : index
    %s = tile.alloc_shared() : memref<128x64xf32, #tile.shared>
    tile.copy %G[%c0, %c0] -> %s {async} : memref<256x256xf32>, memref<128x64xf32, #tile.shared>
    tile.async_commit
    tile.async_wait {pending = 0 : i64}
    gpu.barrier
    %f = tile.alloc_fragment() {layout = #blocked} : memref<128x64xf32, #tile.fragment>
    tile.clear %f : memref<128x64xf32, #tile.fragment>
    tile.cluster_reduce sum %f : memref<128x64xf32, #tile.fragment>
    %g = tile.alloc_fragment() {layout = #blocked} : memref<128x64xf32, #tile.fragment>
    tile.copy %s -> %g : memref<128x64xf32, #tile.shared>, memref<128x64xf32, #tile.fragment>
    tile.copy %g -> %C[%c0, %c0] : memref<128x64xf32, #tile.fragment>, memref<256x256xf32>
    tile.copy %f -> %C[%c0, %c0] : memref<128x64xf32, #tile.fragment>, memref<256x256xf32>
  }
  return
}
