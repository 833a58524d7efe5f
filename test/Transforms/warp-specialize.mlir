// RUN: tile-opt %s -split-input-file --tile-infer-layout=chip=sm_90a --tile-pipeline --tile-tma-loads --tile-warp-specialize -verify-diagnostics | FileCheck %s
// RUN: tile-opt %S/../../examples/flash_attention.mlir --tile-specialize="bind=B=1,H=2,S=512,D=128" --canonicalize --tile-infer-layout --tile-pipeline --tile-tma-loads --tile-warp-specialize | FileCheck %s --check-prefix=FA

// A pipelined wgmma GEMM whose copies all load through TMA: the rest of
// the launch after the buffers splits into the producer warp's region (the
// prologue's and the loop's copies and commits, and the offsets they need)
// and the consumers' (the waits, the gemm, the epilogue). The consumers keep
// a commit per group to count the stages, and their block barrier after a
// wait becomes a warp sync: each warp waits on the stage's mbarrier itself.
// The copied tiles are only wgmma operands, so a stage is freed once the
// wgmma groups that read it are done.
// CHECK-LABEL: func.func @gemm
// CHECK: tile.clear
// CHECK: tile.warp_specialize producer_warps(1) stage_release(<after_wgmma>) {
// CHECK-COUNT-2: tile.copy %{{.*}} -> %{{.*}} {async, tma}
// CHECK: tile.async_commit
// CHECK-COUNT-2: tile.copy %{{.*}} -> %{{.*}} {async, tma}
// CHECK: tile.async_commit
// CHECK: scf.for
// CHECK-NOT: tile.async_wait
// CHECK-NOT: tile.gemm
// CHECK-COUNT-2: tile.copy %{{.*}} -> %{{.*}} {async, tma}
// CHECK: tile.async_commit
// CHECK: } {tile.pipelined = #tile.pipelined<stages = 3, ahead = 2>}
// CHECK: scf.for
// CHECK-NEXT: tile.async_commit
// CHECK-NEXT: } {tile.pipelined = #tile.pipelined<stages = 3, ahead = 2>}
// CHECK-NEXT: } consumers {
// CHECK-NOT: {async, tma}
// CHECK: scf.for
// CHECK: tile.async_wait {pending = 1 : i64}
// CHECK-NEXT: tile.warp_sync
// CHECK-NOT: gpu.barrier
// CHECK: tile.async_commit
// CHECK-NEXT: tile.gemm
// CHECK: tile.async_wait {pending = 0 : i64}
// CHECK-NEXT: tile.copy %{{.*}} -> %arg2
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @gemm(%A: memref<512x512xf16>, %B: memref<512x512xf16>, %C: memref<512x512xf32>) {
  %c4 = arith.constant 4 : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  tile.launch blocks(%bx, %by) in (%c4, %c4) threads(128) {
    %a = tile.alloc_shared() : memref<128x64xf16, #tile.shared>
    %b = tile.alloc_shared() : memref<64x128xf16, #tile.shared>
    %acc = tile.alloc_fragment() : memref<128x128xf32, #tile.fragment>
    %row = arith.muli %by, %c128 : index
    %col = arith.muli %bx, %c128 : index
    tile.clear %acc : memref<128x128xf32, #tile.fragment>
    scf.for %ks = %c0 to %c8 step %c1 {
      %k = arith.muli %ks, %c64 : index
      tile.copy %A[%row, %k] -> %a : memref<512x512xf16>, memref<128x64xf16, #tile.shared>
      tile.copy %B[%k, %col] -> %b : memref<512x512xf16>, memref<64x128xf16, #tile.shared>
      tile.gemm %a, %b, %acc : memref<128x64xf16, #tile.shared>, memref<64x128xf16, #tile.shared>, memref<128x128xf32, #tile.fragment>
    } {tile.num_stages = 3}
    tile.copy %acc -> %C[%row, %col] : memref<128x128xf32, #tile.fragment>, memref<512x512xf32>
  }
  return
}

// -----

// Too many threads for one more warp: the launch stays as it is.
// CHECK-LABEL: func.func @full_block
// CHECK-NOT: tile.warp_specialize
func.func @full_block(%A: memref<256x256xf16>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c64 = arith.constant 64 : index
  // expected-remark @below {{tile-warp-specialize: no producer warp: the block already has 1024 threads and one more warp would pass 1024; the block's threads issue the loads}}
  tile.launch blocks(%bx) in (%c2) threads(1024) {
    %a = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, warpgroup_rows = 4>} : memref<128x64xf16, #tile.shared>
    %f = tile.alloc_fragment() : memref<128x64xf16, #tile.fragment>
    scf.for %ks = %c0 to %c4 step %c1 {
      %k = arith.muli %ks, %c64 : index
      tile.copy %A[%c0, %k] -> %a : memref<256x256xf16>, memref<128x64xf16, #tile.shared>
      tile.copy %a -> %f : memref<128x64xf16, #tile.shared>, memref<128x64xf16, #tile.fragment>
    } {tile.num_stages = 2}
  }
  return
}

// -----

// No loop left to pipeline (a k loop of one step folds away): the remark
// says what a pipelined copy is, and why such a loop has none.
// CHECK-LABEL: func.func @no_loop
// CHECK-NOT: tile.warp_specialize
func.func @no_loop(%A: memref<128x64xf16>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-remark @below {{tile-warp-specialize: no producer warp: the launch has no pipelined copies (a loop with tile.num_stages that fills shared tiles from global memory and runs more than once: a loop of one iteration, such as a k loop with K within block_K, folds away before pipelining)}}
  tile.launch blocks(%bx) in (%c1) threads(128) {
    %a = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, warpgroup_rows = 4>} : memref<128x64xf16, #tile.shared>
    %f = tile.alloc_fragment() : memref<128x64xf16, #tile.fragment>
    tile.copy %A[%c0, %c0] -> %a : memref<128x64xf16>, memref<128x64xf16, #tile.shared>
    tile.copy %a -> %f : memref<128x64xf16, #tile.shared>, memref<128x64xf16, #tile.fragment>
  }
  return
}

// -----

// Copies that cannot load through TMA (an unswizzled tile of 60-element
// rows): the block's threads keep issuing cp.async.
// CHECK-LABEL: func.func @no_tma
// CHECK-NOT: tile.warp_specialize
func.func @no_tma(%A: memref<256x60xf16>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c64 = arith.constant 64 : index
  // expected-remark @below {{tile-warp-specialize: no producer warp: its pipelined copies do not load through TMA (tile-tma-loads marks them `tma` where they can); the block's threads issue the loads}}
  tile.launch blocks(%bx) in (%c2) threads(128) {
    %a = tile.alloc_shared() : memref<64x60xf16, #tile.shared>
    %f = tile.alloc_fragment() : memref<64x60xf16, #tile.fragment>
    scf.for %ks = %c0 to %c4 step %c1 {
      %k = arith.muli %ks, %c64 : index
      // expected-warning @below {{cannot load through TMA: its destination is not a wgmma tile with 128-byte swizzle (#tile.swizzle<bytes = 128> with panels or warpgroup_rows) or one of 64-byte rows with the 64-byte swizzle; the kernel's pipelined copies load without TMA}}
      tile.copy %A[%k, %c0] -> %a : memref<256x60xf16>, memref<64x60xf16, #tile.shared>
      tile.copy %a -> %f : memref<64x60xf16, #tile.shared>, memref<64x60xf16, #tile.fragment>
    } {tile.num_stages = 2}
  }
  return
}

// -----

// Kernels the producer warp's split does not handle (yet) keep the block's
// threads issuing the TMA loads, with a remark that says why. (A
// synchronous copy before the pipelined loop goes to the consumers; a copy
// from a subview splits too: see the FlashAttention check above.)

// A synchronous copy before the pipelined loop runs in the consumers while
// the producer already loads: one that writes global memory (which the
// producer's loads would not wait for) keeps the block's threads issuing.
// CHECK-LABEL: func.func @global_write_before_split
// CHECK-NOT: tile.warp_specialize
func.func @global_write_before_split(%A: memref<256x64xf16>, %Q: memref<256x64xf16>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c128 = arith.constant 128 : index
  // expected-remark @below {{tile-warp-specialize: no producer warp: 'tile.copy' writes memory the pipelined copies read, which nothing orders against the producer warp's loads; the block's threads issue the loads}}
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
// CHECK-NOT: tile.warp_specialize
func.func @stage_write_before_split(%A: memref<256x64xf16>, %Q: memref<256x64xf16>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c128 = arith.constant 128 : index
  // expected-remark @below {{tile-warp-specialize: no producer warp: 'tile.copy' writes a buffer the pipelined copies fill, which nothing orders against the producer warp's loads; the block's threads issue the loads}}
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
// CHECK-NOT: tile.warp_specialize
func.func @if_yield(%A: memref<256x256xf16>, %B: memref<256x256xf16>, %sched: memref<128xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  // expected-remark @below {{tile-warp-specialize: no producer warp: the pipelined copies depend on 'memref.load', which touches memory: the producer warp cannot run it apart from the consumers; the block's threads issue the loads}}
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
// CHECK-NOT: tile.warp_specialize
func.func @pp_clear_stage(%A: memref<256x256xf16>, %B: memref<256x256xf16>, %bias: memref<256xf16>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  // expected-remark @below {{tile-warp-specialize: no producer warp: 'tile.clear' writes a buffer the pipelined copies fill, which nothing orders against the producer warp's loads; the block's threads issue the loads}}
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

// FlashAttention: the K and V tiles of each key block come from the
// producer; the consumers run both gemms and the softmax, and free a stage
// after the wgmma groups that read it (K as the first gemm's B operand, V
// as the second's).
// FA-LABEL: func.func @flash_attention_f16
// FA: tile.warp_specialize producer_warps(1) stage_release(<after_wgmma>) {
// FA: scf.for
// FA: tile.copy %{{.*}} -> %{{.*}} {async, tma}
// FA: tile.copy %{{.*}} -> %{{.*}} {async, tma}
// FA: tile.async_commit
// FA: } consumers {
// FA-NOT: {async, tma}
// FA: tile.async_wait {pending = 0 : i64}
// FA-NEXT: tile.warp_sync
// FA: tile.gemm {{.*}}transpose_b
// FA: tile.gemm
// FA-LABEL: func.func @flash_attention_bf16
// FA: tile.warp_specialize producer_warps(1)

// -----

// FP8 attention's loop: P goes from each warpgroup's registers through a
// shared tile to its own gemm (Handoff.h), a write the warpgroups order
// among themselves: the consumers' barrier after each wait still becomes a
// warp sync. (A shared write of any other kind keeps the block barrier.)
// CHECK-LABEL: func.func @handoff_loop
// CHECK: } consumers {
// CHECK: scf.for
// CHECK: tile.async_wait {pending = 0 : i64}
// CHECK-NEXT: tile.warp_sync
// CHECK-NOT: gpu.barrier
// CHECK: tile.copy %{{.*}} -> %{{.*}} : memref<128x64xf8E4M3FN, #tile.fragment>, memref<128x64xf8E4M3FN, #tile.shared>
// CHECK-NOT: gpu.barrier
// CHECK: } {tile.pipelined
func.func @handoff_loop(%K: memref<512x64xf8E4M3FN>, %V: memref<64x512xf8E4M3FN>, %O: memref<128x64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c64 = arith.constant 64 : index
  tile.launch blocks(%bx) in (%c1) threads(256) {
    %q = tile.alloc_shared() : memref<128x64xf8E4M3FN, #tile.shared>
    %k = tile.alloc_shared() : memref<64x64xf8E4M3FN, #tile.shared>
    %v = tile.alloc_shared() : memref<64x64xf8E4M3FN, #tile.shared>
    %ps = tile.alloc_shared() : memref<128x64xf8E4M3FN, #tile.shared>
    %s = tile.alloc_fragment() : memref<128x64xf32, #tile.fragment>
    %p = tile.alloc_fragment() : memref<128x64xf8E4M3FN, #tile.fragment>
    %o = tile.alloc_fragment() : memref<128x64xf32, #tile.fragment>
    tile.clear %o : memref<128x64xf32, #tile.fragment>
    scf.for %t = %c0 to %c8 step %c1 {
      %col = arith.muli %t, %c64 : index
      tile.copy %K[%col, %c0] -> %k : memref<512x64xf8E4M3FN>, memref<64x64xf8E4M3FN, #tile.shared>
      tile.copy %V[%c0, %col] -> %v : memref<64x512xf8E4M3FN>, memref<64x64xf8E4M3FN, #tile.shared>
      tile.gemm %q, %k, %s {transpose_b, clear_accum, policy = #tile.policy<full_row>} : memref<128x64xf8E4M3FN, #tile.shared>, memref<64x64xf8E4M3FN, #tile.shared>, memref<128x64xf32, #tile.fragment>
      tile.parallel (%i, %j) in (128, 64) {
        %x = memref.load %s[%i, %j] : memref<128x64xf32, #tile.fragment>
        %y = arith.truncf %x : f32 to f8E4M3FN
        memref.store %y, %p[%i, %j] : memref<128x64xf8E4M3FN, #tile.fragment>
      }
      tile.copy %p -> %ps : memref<128x64xf8E4M3FN, #tile.fragment>, memref<128x64xf8E4M3FN, #tile.shared>
      tile.gemm %ps, %v, %o {transpose_b, policy = #tile.policy<full_row>} : memref<128x64xf8E4M3FN, #tile.shared>, memref<64x64xf8E4M3FN, #tile.shared>, memref<128x64xf32, #tile.fragment>
    } {tile.num_stages = 2}
    tile.copy %o -> %O[%c0, %c0] : memref<128x64xf32, #tile.fragment>, memref<128x64xf32>
  }
  return
}
