// RUN: tile-opt %s -split-input-file --convert-tile-to-gpu -verify-diagnostics | FileCheck %s

// FlashAttention-3's overlap: S = Q K^T and O += P V issue as two groups
// with no wait between them; the wait for S leaves O's group in flight
// (pending = 1) and ties S's registers to it, so the work on S cannot move
// above it; O's wait (pending = 0) comes before O is read and P rewritten.
// Each wait follows a branch ptxas cannot fold (it skips a membar.cta unless
// the clock reads 0): ptxas would otherwise hoist the wait for O to the top
// of its block, above the softmax it should overlap.
#wg = #tile.mma<version = 3, warpsPerBlock = [4, 1], instrShape = [64, 64, 16]>
// CHECK-LABEL: gpu.func @overlap
// CHECK: scf.for
// CHECK: nvvm.wgmma.fence.aligned
// CHECK-COUNT-4: nvvm.wgmma.mma_async
// CHECK-NEXT: nvvm.wgmma.commit.group.sync.aligned
// CHECK-NOT: wait
// CHECK: nvvm.wgmma.fence.aligned
// CHECK-COUNT-4: llvm.inline_asm has_side_effects {{.*}}wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16
// CHECK-NEXT: nvvm.wgmma.commit.group.sync.aligned
// CHECK-NOT: wait
// CHECK: llvm.inline_asm has_side_effects asm_dialect = att "{ .reg .u32 c; .reg .pred p; mov.u32 c, %clock; setp.ne.u32 p, c, 0; @p bra.uni SKIP; membar.cta; SKIP: }\0A\09wgmma.wait_group.sync.aligned 1;", "=f,{{(=f,)+}}0,1,
// CHECK: arith.mulf
// CHECK: llvm.inline_asm has_side_effects asm_dialect = att "{ .reg .u32 c; .reg .pred p; mov.u32 c, %clock; setp.ne.u32 p, c, 0; @p bra.uni SKIP; membar.cta; SKIP: }\0A\09wgmma.wait_group.sync.aligned 0;", "=f,{{(=f,)+}}0,1,
// CHECK: arith.truncf
// CHECK-NOT: nvvm.wgmma.wait.group
// CHECK: gpu.return
func.func @overlap(%X: memref<4xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(128) {
    %q = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, warpgroup_rows = 4>} : memref<64x64xf16, #tile.shared>
    %k = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, panels = true>} : memref<64x64xf16, #tile.shared>
    %v = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, panels = true>} : memref<64x64xf16, #tile.shared>
    %s = tile.alloc_fragment() {layout = #wg} : memref<64x64xf32, #tile.fragment>
    %p = tile.alloc_fragment() {layout = #wg} : memref<64x64xf16, #tile.fragment>
    %o = tile.alloc_fragment() {layout = #wg} : memref<64x64xf32, #tile.fragment>
    %c0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %c64 = arith.constant 64 : index
    %two = arith.constant 2.0 : f32
    scf.for %t = %c0 to %c8 step %c1 {
      tile.gemm %q, %k, %s {transpose_b, clear_accum, async} : memref<64x64xf16, #tile.shared>, memref<64x64xf16, #tile.shared>, memref<64x64xf32, #tile.fragment>
      tile.gemm %p, %v, %o {async} : memref<64x64xf16, #tile.fragment>, memref<64x64xf16, #tile.shared>, memref<64x64xf32, #tile.fragment>
      tile.gemm_wait %s {pending = 1} : memref<64x64xf32, #tile.fragment>
      tile.parallel (%i, %j) in (64, 64) attributes {layout = #wg} {
        %x = memref.load %s[%i, %j] : memref<64x64xf32, #tile.fragment>
        %y = arith.mulf %x, %two : f32
        memref.store %y, %s[%i, %j] : memref<64x64xf32, #tile.fragment>
      }
      tile.gemm_wait %o {pending = 0} : memref<64x64xf32, #tile.fragment>
      tile.parallel (%i, %j) in (64, 64) attributes {layout = #wg} {
        %x = memref.load %s[%i, %j] : memref<64x64xf32, #tile.fragment>
        %h = arith.truncf %x : f32 to f16
        memref.store %h, %p[%i, %j] : memref<64x64xf16, #tile.fragment>
      }
    }
  }
  return
}

// -----

// Reading the accumulator before a wait completes it is a race.
#wg = #tile.mma<version = 3, warpsPerBlock = [4, 1], instrShape = [64, 64, 16]>
func.func @read_in_flight(%X: memref<64x64xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(128) {
    %q = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, warpgroup_rows = 4>} : memref<64x64xf16, #tile.shared>
    %k = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, panels = true>} : memref<64x64xf16, #tile.shared>
    %s = tile.alloc_fragment() {layout = #wg} : memref<64x64xf32, #tile.fragment>
    %c0 = arith.constant 0 : index
    // expected-note @below {{the asynchronous gemm}}
    tile.gemm %q, %k, %s {transpose_b, clear_accum, async} : memref<64x64xf16, #tile.shared>, memref<64x64xf16, #tile.shared>, memref<64x64xf32, #tile.fragment>
    // expected-error @below {{'tile.copy' op touches the accumulator of an asynchronous tile.gemm that may still be in flight here}}
    tile.copy %s -> %X[%c0, %c0] : memref<64x64xf32, #tile.fragment>, memref<64x64xf32>
    tile.gemm_wait %s {pending = 0} : memref<64x64xf32, #tile.fragment>
  }
  return
}

// -----

// A wait that leaves the named accumulator's gemm among its pending groups.
#wg = #tile.mma<version = 3, warpsPerBlock = [4, 1], instrShape = [64, 64, 16]>
func.func @pending_too_many(%X: memref<4xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(128) {
    %q = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, warpgroup_rows = 4>} : memref<64x64xf16, #tile.shared>
    %k = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, panels = true>} : memref<64x64xf16, #tile.shared>
    %v = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, panels = true>} : memref<64x64xf16, #tile.shared>
    %s = tile.alloc_fragment() {layout = #wg} : memref<64x64xf32, #tile.fragment>
    %p = tile.alloc_fragment() {layout = #wg} : memref<64x64xf16, #tile.fragment>
    %o = tile.alloc_fragment() {layout = #wg} : memref<64x64xf32, #tile.fragment>
    tile.gemm %q, %k, %s {transpose_b, clear_accum, async} : memref<64x64xf16, #tile.shared>, memref<64x64xf16, #tile.shared>, memref<64x64xf32, #tile.fragment>
    // expected-note @below {{the asynchronous gemm}}
    tile.gemm %p, %v, %o {async} : memref<64x64xf16, #tile.fragment>, memref<64x64xf16, #tile.shared>, memref<64x64xf32, #tile.fragment>
    // expected-error @below {{'tile.gemm_wait' op leaves the asynchronous gemm of this accumulator in flight: 0 asynchronous gemm(s) are issued after it before this wait, fewer than pending = 1; use pending = 0 (or less)}}
    tile.gemm_wait %o {pending = 1} : memref<64x64xf32, #tile.fragment>
  }
  return
}

// -----

// Rewriting the register operand A while its gemm reads it.
#wg = #tile.mma<version = 3, warpsPerBlock = [4, 1], instrShape = [64, 64, 16]>
func.func @write_operand_in_flight(%X: memref<4xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(128) {
    %v = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, panels = true>} : memref<64x64xf16, #tile.shared>
    %p = tile.alloc_fragment() {layout = #wg} : memref<64x64xf16, #tile.fragment>
    %o = tile.alloc_fragment() {layout = #wg} : memref<64x64xf32, #tile.fragment>
    %c64 = arith.constant 64 : index
    %one = arith.constant 1.0 : f16
    // expected-note @below {{the asynchronous gemm}}
    tile.gemm %p, %v, %o {async} : memref<64x64xf16, #tile.fragment>, memref<64x64xf16, #tile.shared>, memref<64x64xf32, #tile.fragment>
    tile.parallel (%i, %j) in (64, 64) attributes {layout = #wg} {
      // expected-error @below {{'memref.store' op touches an operand (A or B) of an asynchronous tile.gemm}}
      memref.store %one, %p[%i, %j] : memref<64x64xf16, #tile.fragment>
    }
    tile.gemm_wait %o {pending = 0} : memref<64x64xf32, #tile.fragment>
  }
  return
}

// -----

// A group left in flight at the end of an iteration is still in flight at
// the start of the next: refilling its B tile there is a race.
#wg = #tile.mma<version = 3, warpsPerBlock = [4, 1], instrShape = [64, 64, 16]>
func.func @next_iteration(%G: memref<64x512xf16>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(128) {
    %q = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, warpgroup_rows = 4>} : memref<64x64xf16, #tile.shared>
    %k = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, panels = true>} : memref<64x64xf16, #tile.shared>
    %s = tile.alloc_fragment() {layout = #wg} : memref<64x64xf32, #tile.fragment>
    %c0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %c64 = arith.constant 64 : index
    scf.for %t = %c0 to %c8 step %c1 {
      %col = arith.muli %t, %c64 : index
      // expected-error @below {{'tile.copy' op touches an operand (A or B) of an asynchronous tile.gemm}}
      tile.copy %G[%c0, %col] -> %k : memref<64x512xf16>, memref<64x64xf16, #tile.shared>
      // expected-note @below {{the asynchronous gemm}}
      tile.gemm %q, %k, %s {transpose_b, async} : memref<64x64xf16, #tile.shared>, memref<64x64xf16, #tile.shared>, memref<64x64xf32, #tile.fragment>
    }
    tile.gemm_wait %s {pending = 0} : memref<64x64xf32, #tile.fragment>
  }
  return
}

// -----

// mma.sync is synchronous: async changes nothing and the wait is dropped.
#mma = #tile.mma<version = 2, warpsPerBlock = [1, 1], instrShape = [16, 8, 16]>
// CHECK-LABEL: gpu.func @mma_sync
// CHECK-COUNT-2: nvgpu.mma.sync
// CHECK-NOT: wait
// CHECK: gpu.return
func.func @mma_sync(%X: memref<4xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(32) {
    %a = tile.alloc_shared() : memref<16x16xf16, #tile.shared>
    %b = tile.alloc_shared() : memref<16x16xf16, #tile.shared>
    %acc = tile.alloc_fragment() {layout = #mma} : memref<16x16xf32, #tile.fragment>
    tile.gemm %a, %b, %acc {clear_accum, async} : memref<16x16xf16, #tile.shared>, memref<16x16xf16, #tile.shared>, memref<16x16xf32, #tile.fragment>
    tile.gemm_wait %acc {pending = 0} : memref<16x16xf32, #tile.fragment>
  }
  return
}

// -----

// An mma.sync gemm issues no wgmma group: it does not count towards the
// pending groups that would leave S's behind.
#wg = #tile.mma<version = 3, warpsPerBlock = [4, 1], instrShape = [64, 64, 16]>
#mma = #tile.mma<version = 2, warpsPerBlock = [4, 1], instrShape = [16, 8, 16]>
func.func @mma_sync_not_a_group(%X: memref<64x64xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(128) {
    %q = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, warpgroup_rows = 4>} : memref<64x64xf16, #tile.shared>
    %k = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, panels = true>} : memref<64x64xf16, #tile.shared>
    %a = tile.alloc_shared() : memref<64x64xf16, #tile.shared>
    %b = tile.alloc_shared() : memref<64x64xf16, #tile.shared>
    %s = tile.alloc_fragment() {layout = #wg} : memref<64x64xf32, #tile.fragment>
    %x = tile.alloc_fragment() {layout = #mma} : memref<64x64xf32, #tile.fragment>
    // expected-note @below {{the asynchronous gemm}}
    tile.gemm %q, %k, %s {transpose_b, clear_accum, async} : memref<64x64xf16, #tile.shared>, memref<64x64xf16, #tile.shared>, memref<64x64xf32, #tile.fragment>
    tile.gemm %a, %b, %x {clear_accum, async} : memref<64x64xf16, #tile.shared>, memref<64x64xf16, #tile.shared>, memref<64x64xf32, #tile.fragment>
    // expected-error @below {{'tile.gemm_wait' op leaves the asynchronous gemm of this accumulator in flight: 0 asynchronous gemm(s) are issued after it}}
    tile.gemm_wait %s {pending = 1} : memref<64x64xf32, #tile.fragment>
  }
  return
}

// -----

// The next iteration reaches the gemm through a branch: the path inside
// the branch before the gemm is checked too.
#wg = #tile.mma<version = 3, warpsPerBlock = [4, 1], instrShape = [64, 64, 16]>
func.func @branch_in_loop(%G: memref<64x512xf16>, %ci: i32) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(128) {
    %z = arith.constant 0 : i32
    %c = arith.cmpi ne, %ci, %z : i32
    %q = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, warpgroup_rows = 4>} : memref<64x64xf16, #tile.shared>
    %k = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, panels = true>} : memref<64x64xf16, #tile.shared>
    %s = tile.alloc_fragment() {layout = #wg} : memref<64x64xf32, #tile.fragment>
    %c0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    scf.for %t = %c0 to %c8 step %c1 {
      scf.if %c {
        // expected-error @below {{'tile.copy' op touches an operand (A or B)}}
        tile.copy %G[%c0, %c0] -> %k : memref<64x512xf16>, memref<64x64xf16, #tile.shared>
        // expected-note @below {{the asynchronous gemm}}
        tile.gemm %q, %k, %s {transpose_b, async} : memref<64x64xf16, #tile.shared>, memref<64x64xf16, #tile.shared>, memref<64x64xf32, #tile.fragment>
      }
    }
    tile.gemm_wait %s {pending = 0} : memref<64x64xf32, #tile.fragment>
  }
  return
}

// -----

// scf.while: the next iteration runs the whole loop again.
#wg = #tile.mma<version = 3, warpsPerBlock = [4, 1], instrShape = [64, 64, 16]>
func.func @while_loop(%G: memref<64x512xf16>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(128) {
    %q = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, warpgroup_rows = 4>} : memref<64x64xf16, #tile.shared>
    %k = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, panels = true>} : memref<64x64xf16, #tile.shared>
    %s = tile.alloc_fragment() {layout = #wg} : memref<64x64xf32, #tile.fragment>
    %c0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    scf.while (%w = %c0) : (index) -> index {
      %more = arith.cmpi ult, %w, %c8 : index
      scf.condition(%more) %w : index
    } do {
    ^bb0(%w2: index):
      // expected-error @below {{'tile.copy' op touches an operand (A or B)}}
      tile.copy %G[%c0, %c0] -> %k : memref<64x512xf16>, memref<64x64xf16, #tile.shared>
      // expected-note @below {{the asynchronous gemm}}
      tile.gemm %q, %k, %s {transpose_b, async} : memref<64x64xf16, #tile.shared>, memref<64x64xf16, #tile.shared>, memref<64x64xf32, #tile.fragment>
      %w3 = arith.addi %w2, %c1 : index
      scf.yield %w3 : index
    }
    tile.gemm_wait %s {pending = 0} : memref<64x64xf32, #tile.fragment>
  }
  return
}

// -----

// B chosen by a select may be either tile.
#wg = #tile.mma<version = 3, warpsPerBlock = [4, 1], instrShape = [64, 64, 16]>
func.func @selected_operand(%G: memref<64x512xf16>, %ci: i32) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(128) {
    %z = arith.constant 0 : i32
    %c = arith.cmpi ne, %ci, %z : i32
    %q = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, warpgroup_rows = 4>} : memref<64x64xf16, #tile.shared>
    %k = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, panels = true>} : memref<64x64xf16, #tile.shared>
    %v = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, panels = true>} : memref<64x64xf16, #tile.shared>
    %s = tile.alloc_fragment() {layout = #wg} : memref<64x64xf32, #tile.fragment>
    %c0 = arith.constant 0 : index
    %kv = arith.select %c, %k, %v : memref<64x64xf16, #tile.shared>
    // expected-note @below {{the asynchronous gemm}}
    tile.gemm %q, %kv, %s {transpose_b, clear_accum, async} : memref<64x64xf16, #tile.shared>, memref<64x64xf16, #tile.shared>, memref<64x64xf32, #tile.fragment>
    // expected-error @below {{'tile.copy' op touches an operand (A or B)}}
    tile.copy %G[%c0, %c0] -> %k : memref<64x512xf16>, memref<64x64xf16, #tile.shared>
    tile.gemm_wait %s {pending = 0} : memref<64x64xf32, #tile.fragment>
  }
  return
}
