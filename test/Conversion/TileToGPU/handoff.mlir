// RUN: tile-opt %s -split-input-file --convert-tile-to-gpu -verify-diagnostics | FileCheck %s

// A wgmma accumulator's fragment copied into a shared tile in the same
// warpgroup order that only the A operand of wgmma gemms reads (FP8
// attention's P): each warpgroup writes the rows its own instructions
// read, so the hand-off is the warpgroup's named barrier (16 - 2 + w for
// warpgroup w = tid / 128 of two, 128 threads), after a proxy fence, not
// the block's; in the loop one such barrier also precedes the write (the
// previous iteration's gemm read the tile).
// CHECK-LABEL: gpu.func @handoff
// CHECK: scf.for
// CHECK: %[[W:.+]] = arith.divui %thread_id_x, %c128 : index
// CHECK: %[[WI:.+]] = arith.index_castui %[[W]] : index to i32
// CHECK: %[[ID:.+]] = arith.addi %[[WI]], %c14_i32 : i32
// CHECK: nvvm.barrier id = %[[ID]] number_of_threads = %c128_i32
// CHECK-NOT: gpu.barrier
// CHECK: vector.store {{.*}} vector<2xf8E4M3FN>
// CHECK-NOT: gpu.barrier
// CHECK: nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
// CHECK-NOT: gpu.barrier
// CHECK: nvvm.barrier id = %{{.*}} number_of_threads = %c128_i32
// CHECK-NOT: gpu.barrier
// CHECK: nvvm.wgmma.mma_async
#acc = #tile.mma<version = 3, warpsPerBlock = [8, 1], instrShape = [64, 64, 16]>
func.func @handoff(%X: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  tile.launch blocks(%bx) in (%c1) threads(256) {
    %vt = tile.alloc_shared() {layout = #tile.swizzle<bytes = 64, panels = true>} : memref<64x64xf8E4M3FN, #tile.shared>
    %ps = tile.alloc_shared() {layout = #tile.swizzle<bytes = 64, warpgroup_rows = 8>} : memref<128x64xf8E4M3FN, #tile.shared>
    %p = tile.alloc_fragment() {layout = #acc} : memref<128x64xf8E4M3FN, #tile.fragment>
    %o = tile.alloc_fragment() {layout = #acc} : memref<128x64xf32, #tile.fragment>
    tile.clear %o : memref<128x64xf32, #tile.fragment>
    scf.for %i = %c0 to %c4 step %c1 {
      tile.copy %p -> %ps : memref<128x64xf8E4M3FN, #tile.fragment>, memref<128x64xf8E4M3FN, #tile.shared>
      tile.gemm %ps, %vt, %o {transpose_b} : memref<128x64xf8E4M3FN, #tile.shared>, memref<64x64xf8E4M3FN, #tile.shared>, memref<128x64xf32, #tile.fragment>
    }
  }
  return
}

// -----

// The same tile also read by a copy (all threads): the block's barrier.
// CHECK-LABEL: gpu.func @shared_with_block
// CHECK-NOT: number_of_threads = %c128_i32
// CHECK: gpu.barrier
#acc = #tile.mma<version = 3, warpsPerBlock = [8, 1], instrShape = [64, 64, 16]>
func.func @shared_with_block(%X: memref<128x64xf8E4M3FN>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(256) {
    %vt = tile.alloc_shared() {layout = #tile.swizzle<bytes = 64, panels = true>} : memref<64x64xf8E4M3FN, #tile.shared>
    %ps = tile.alloc_shared() {layout = #tile.swizzle<bytes = 64, warpgroup_rows = 8>} : memref<128x64xf8E4M3FN, #tile.shared>
    %p = tile.alloc_fragment() {layout = #acc} : memref<128x64xf8E4M3FN, #tile.fragment>
    %o = tile.alloc_fragment() {layout = #acc} : memref<128x64xf32, #tile.fragment>
    tile.clear %o : memref<128x64xf32, #tile.fragment>
    tile.copy %p -> %ps : memref<128x64xf8E4M3FN, #tile.fragment>, memref<128x64xf8E4M3FN, #tile.shared>
    tile.gemm %ps, %vt, %o {transpose_b} : memref<128x64xf8E4M3FN, #tile.shared>, memref<64x64xf8E4M3FN, #tile.shared>, memref<128x64xf32, #tile.fragment>
    tile.copy %ps -> %X[%c0, %c0] : memref<128x64xf8E4M3FN, #tile.shared>, memref<128x64xf8E4M3FN>
  }
  return
}
