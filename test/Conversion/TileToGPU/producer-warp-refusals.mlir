// RUN: tile-opt %s -split-input-file --convert-tile-to-gpu="tma=1 producer-warp=1" -verify-diagnostics | FileCheck %s

// Kernels the producer warp's split does not handle (yet) keep the block's
// threads issuing the TMA loads, with a warning that says why. (A
// synchronous copy before the pipelined loop, refused until run 152's
// wrong results, now goes to the consumers: producer-warp.mlir,
// @staged_bias; a copy from a subview, refused until ptxas's C7520 was
// understood, splits too: producer-warp.mlir, @subview_source.)

// A synchronous copy before the pipelined loop runs in the consumers while
// the producer already loads: one that writes global memory (which the
// producer's loads would not wait for) keeps the block's threads issuing.
// CHECK-LABEL: func.func @global_write_before_split
// CHECK-NOT: tile.producer_warps
func.func @global_write_before_split(%A: memref<256x64xf16>, %Q: memref<256x64xf16>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c128 = arith.constant 128 : index
  // expected-warning @below {{producer-warp does not apply: 'tile.copy' writes memory the pipelined copies read, which nothing orders against the producer warp's loads; the block's threads issue the loads}}
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
  // expected-warning @below {{producer-warp does not apply: 'tile.copy' writes a buffer the pipelined copies fill, which nothing orders against the producer warp's loads; the block's threads issue the loads}}
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

// -----

// A value the pipelined copies need, yielded by a condition whose region
// reads shared memory that only the consumers fill: the producer would
// keep the yield and the load with it.
// CHECK-LABEL: func.func @if_yield
// CHECK-NOT: tile.producer_warps
func.func @if_yield(%A: memref<256x256xf16>, %B: memref<256x256xf16>, %sched: memref<128xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  // expected-warning @below {{producer-warp does not apply: the pipelined copies depend on 'memref.load', which touches memory: the producer warp cannot run it apart from the consumers; the block's threads issue the loads}}
  tile.launch blocks(%bx, %by) in (%c2, %c2) threads(128) {
    %a = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, warpgroup_rows = 4>} : memref<128x64xf16, #tile.shared>
    %b = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, panels = true>} : memref<64x128xf16, #tile.shared>
    %ss = tile.alloc_shared() : memref<128xi32, #tile.shared>
    %col = arith.muli %bx, %c128 : index
    %p = arith.cmpi eq, %bx, %c0 : index
    // Block 0 takes its row tile from a schedule staged in shared memory.
    %t = scf.if %p -> (index) {
      tile.copy %sched[%c0] -> %ss : memref<128xi32>, memref<128xi32, #tile.shared>
      %v = memref.load %ss[%by] : memref<128xi32, #tile.shared>
      %vi = arith.index_cast %v : i32 to index
      scf.yield %vi : index
    } else {
      scf.yield %by : index
    }
    %row = arith.muli %t, %c128 : index
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

// A persistent kernel: inside the loop over tiles, before the k loop, a
// write of a stage buffer (the producer is already loading the next
// tile's stages).
// CHECK-LABEL: func.func @pp_clear_stage
// CHECK-NOT: tile.producer_warps
func.func @pp_clear_stage(%A: memref<256x256xf16>, %B: memref<256x256xf16>, %bias: memref<256xf16>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  // expected-warning @below {{producer-warp does not apply: 'tile.clear' writes a buffer the pipelined copies fill, which nothing orders against the producer warp's loads; the block's threads issue the loads}}
  tile.launch blocks(%bid) in (%c2) threads(128) {
    %a = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, warpgroup_rows = 4>} : memref<128x64xf16, #tile.shared>
    %b = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, panels = true>} : memref<64x128xf16, #tile.shared>
    %bs = tile.alloc_shared() : memref<128xf16, #tile.shared>
    scf.for %t = %bid to %c4 step %c2 {
      %bx = arith.remui %t, %c2 : index
      %by = arith.divui %t, %c2 : index
      %row = arith.muli %by, %c128 : index
      %col = arith.muli %bx, %c128 : index
      tile.clear %a : memref<128x64xf16, #tile.shared>
      scf.for %ks = %c0 to %c4 step %c1 {
        %k = arith.muli %ks, %c64 : index
        tile.copy %A[%row, %k] -> %a {async} : memref<256x256xf16>, memref<128x64xf16, #tile.shared>
        tile.copy %B[%k, %col] -> %b {async} : memref<256x256xf16>, memref<64x128xf16, #tile.shared>
        tile.async_commit
        tile.async_wait {pending = 0}
        gpu.barrier
      }
    }
  }
  return
}
