// RUN: tile-opt %s -split-input-file --convert-tile-to-gpu="tma=1 producer-warp=1" -verify-diagnostics | FileCheck %s

// Kernels the producer warp's split does not handle (yet) keep the block's
// threads issuing the TMA loads, with a warning that says why. This was
// FlashAttention's (docs/benchmarks.md, run 152: wrong results and illegal
// addresses when the split applied). (A synchronous copy before the
// pipelined loop, refused too until then, now goes to the consumers:
// producer-warp.mlir, @staged_bias.)

// A copy from a subview (one matrix of a batched tensor).
// CHECK-LABEL: func.func @subview_source
// CHECK: known_block_size = array<i32: 128, 1, 1>
// CHECK-NOT: tile.producer_warps
// CHECK: nvvm.cp.async.bulk.tensor.shared.cluster.global
func.func @subview_source(%B: memref<2x128x128xf16>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  // expected-warning @below {{producer-warp does not apply: a pipelined copy reads a subview of an argument, which the producer warp's split does not handle yet; the block's threads issue the loads}}
  tile.launch blocks(%bx) in (%c2) threads(128) {
    %b = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, panels = true>} : memref<64x128xf16, #tile.shared>
    %m = memref.subview %B[%bx, 0, 0] [1, 128, 128] [1, 1, 1] : memref<2x128x128xf16> to memref<128x128xf16, strided<[128, 1], offset: ?>>
    tile.copy %m[%c0, %c0] -> %b {async} : memref<128x128xf16, strided<[128, 1], offset: ?>>, memref<64x128xf16, #tile.shared>
    tile.async_commit
    tile.async_wait {pending = 0}
    gpu.barrier
  }
  return
}

// -----

// A synchronous copy before the pipelined loop runs in the consumers while
// the producer already loads: one that writes global memory (which the
// producer's loads would not wait for) keeps the block's threads issuing.
// CHECK-LABEL: func.func @global_write_before_split
// CHECK-NOT: tile.producer_warps
func.func @global_write_before_split(%A: memref<256x64xf16>, %Q: memref<256x64xf16>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c128 = arith.constant 128 : index
  // expected-warning @below {{producer-warp does not apply: 'tile.copy' before the pipelined loop writes global memory, which the producer warp's loads would not wait for; the block's threads issue the loads}}
  tile.launch blocks(%bx) in (%c2) threads(128) {
    %q = tile.alloc_shared() : memref<128x64xf16, #tile.shared>
    %a = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, warpgroup_rows = 4>} : memref<128x64xf16, #tile.shared>
    %row = arith.muli %bx, %c128 : index
    tile.copy %q -> %A[%row, %c0] : memref<128x64xf16, #tile.shared>, memref<256x64xf16>
    tile.copy %A[%row, %c0] -> %a {async} : memref<256x64xf16>, memref<128x64xf16, #tile.shared>
    tile.async_commit
    tile.async_wait {pending = 0}
    gpu.barrier
  }
  return
}

// -----

// Nor one that writes a buffer the pipelined copies fill.
// CHECK-LABEL: func.func @stage_write_before_split
// CHECK-NOT: tile.producer_warps
func.func @stage_write_before_split(%A: memref<256x64xf16>, %Q: memref<256x64xf16>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c128 = arith.constant 128 : index
  // expected-warning @below {{producer-warp does not apply: 'tile.copy' before the pipelined loop writes a buffer the pipelined copies fill; the block's threads issue the loads}}
  tile.launch blocks(%bx) in (%c2) threads(128) {
    %a = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, warpgroup_rows = 4>} : memref<128x64xf16, #tile.shared>
    %row = arith.muli %bx, %c128 : index
    tile.copy %Q[%row, %c0] -> %a : memref<256x64xf16>, memref<128x64xf16, #tile.shared>
    tile.copy %A[%row, %c0] -> %a {async} : memref<256x64xf16>, memref<128x64xf16, #tile.shared>
    tile.async_commit
    tile.async_wait {pending = 0}
    gpu.barrier
  }
  return
}
