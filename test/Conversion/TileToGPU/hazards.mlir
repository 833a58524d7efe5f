// RUN: tile-opt %s -split-input-file --convert-tile-to-gpu -verify-diagnostics | FileCheck %s

// Barrier placement for shared memory, including the cases that only plain
// loads, branches or while loops expose.

// A plain load of a shared tile counts as a read: the next write waits.
// CHECK-LABEL: gpu.func @direct_load
// CHECK: vector.store
// CHECK-NEXT: gpu.barrier
// CHECK: memref.load %[[S:.+]][%{{.*}}] : memref<64xf32, #gpu.address_space<workgroup>>
// CHECK: gpu.barrier
// CHECK: vector.load
func.func @direct_load(%X: memref<64xf32>, %Y: memref<64xf32>, %Z: memref<1xf32>) {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  tile.launch blocks(%bx) in (%c1) threads(32) {
    %s = tile.alloc_shared() : memref<64xf32, #tile.shared>
    tile.copy %X -> %s : memref<64xf32>, memref<64xf32, #tile.shared>
    %v = memref.load %s[%c5] : memref<64xf32, #tile.shared>
    memref.store %v, %Z[%c0] : memref<1xf32>
    tile.copy %Y -> %s : memref<64xf32>, memref<64xf32, #tile.shared>
  }
  return
}

// -----

// A barrier inside a branch does not order what follows the branch.
// CHECK-LABEL: gpu.func @branch
// CHECK: scf.if
// CHECK: gpu.barrier
// CHECK: }
// CHECK: gpu.barrier
// CHECK: vector.load
func.func @branch(%X: memref<64xf32>, %Y: memref<64xf32>, %Z: memref<64xf32>, %p: memref<1xi8>) {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  tile.launch blocks(%bx) in (%c1) threads(32) {
    %s = tile.alloc_shared() : memref<64xf32, #tile.shared>
    %t = tile.alloc_shared() : memref<64xf32, #tile.shared>
    tile.copy %X -> %s : memref<64xf32>, memref<64xf32, #tile.shared>
    tile.copy %s -> %Z : memref<64xf32, #tile.shared>, memref<64xf32>
    %b = memref.load %p[%c0] : memref<1xi8>
    %zero = arith.constant 0 : i8
    %cond = arith.cmpi ne, %b, %zero : i8
    scf.if %cond {
      tile.copy %Y -> %t : memref<64xf32>, memref<64xf32, #tile.shared>
    }
    tile.copy %Y -> %s : memref<64xf32>, memref<64xf32, #tile.shared>
  }
  return
}

// -----

// In a while loop, a write at the top of the body waits for the previous
// iteration's reads.
// CHECK-LABEL: gpu.func @while_loop
// CHECK: scf.while
// CHECK: do {
// CHECK: ^bb0
// CHECK-NOT: vector.store
// CHECK: gpu.barrier
// CHECK-NEXT: arith.addi
// CHECK-NEXT: vector.load
func.func @while_loop(%X: memref<64xf32>, %Z: memref<64xf32>) {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  tile.launch blocks(%bx) in (%c1) threads(32) {
    %s = tile.alloc_shared() : memref<64xf32, #tile.shared>
    %r = scf.while (%i = %c0) : (index) -> index {
      %more = arith.cmpi ult, %i, %c4 : index
      scf.condition(%more) %i : index
    } do {
    ^bb0(%i: index):
      tile.copy %X -> %s : memref<64xf32>, memref<64xf32, #tile.shared>
      tile.copy %s -> %Z : memref<64xf32, #tile.shared>, memref<64xf32>
      %n = arith.addi %i, %c1 : index
      scf.yield %n : index
    }
  }
  return
}

// -----

// A window at a negative offset (index arithmetic wrapping around) is not
// "in bounds": the unsigned test offset <= extent - shape fails for it.
// CHECK-LABEL: gpu.func @negative_offset
// CHECK: %[[OFF:.+]] = arith.subi
// CHECK: arith.cmpi ule, %[[OFF]], %c744
func.func @negative_offset(%X: memref<1000xf32>) {
  %c4 = arith.constant 4 : index
  %c256 = arith.constant 256 : index
  tile.launch blocks(%bx) in (%c4) threads(64) {
    %x = tile.alloc_fragment() {layout = #tile.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerBlock = [2], order = [0]>} : memref<256xf32, #tile.fragment>
    %base = arith.muli %bx, %c256 : index
    %off = arith.subi %base, %c4 : index
    tile.copy %X[%off] -> %x : memref<1000xf32>, memref<256xf32, #tile.fragment>
  }
  return
}

// -----

// A tile's label is text: its '%' are escaped in the printf format.
// CHECK-LABEL: gpu.func @label
// CHECK: gpu.printf "100%% of X[%lld]:
func.func @label(%X: memref<8xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(32) {
    tile.print "100% of X" %X : memref<8xf32>
  }
  return
}

// -----

func.func @unbound_threads(%X: memref<8xf32>) {
  %c1 = arith.constant 1 : index
  %t = tile.param "threads" = 128 : index
  // expected-error @below {{thread count must be a constant; bind its parameter with tile-specialize}}
  tile.launch blocks(%bx) in (%c1) threads(%t) attributes {full_occupancy} {
    tile.print "hi"
  }
  return
}

// -----

func.func @too_many_registers(%X: memref<16777216xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(32) {
    // expected-error @below {{puts 524288 elements in each thread's registers; at most 1024 are supported}}
    %x = tile.alloc_fragment() {layout = #tile.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerBlock = [1], order = [0]>} : memref<16777216xf32, #tile.fragment>
    tile.copy %X -> %x : memref<16777216xf32>, memref<16777216xf32, #tile.fragment>
  }
  return
}

// -----

// A hand-written asynchronous copy read back before any tile.async_wait
// may read the tile before the data lands.
func.func @async_copy_read_without_wait(%X: memref<1024x64xf16>, %Y: memref<1024x64xf16>) {
  %c8 = arith.constant 8 : index
  tile.launch blocks(%bx) in (%c8) threads(128) {
    %c0 = arith.constant 0 : index
    %c128 = arith.constant 128 : index
    %row = arith.muli %bx, %c128 : index
    %s = tile.alloc_shared() : memref<128x64xf16, #tile.shared>
    %x = tile.alloc_fragment() : memref<128x64xf16, #tile.fragment>
    // expected-note @below {{the asynchronous copy}}
    tile.copy %X[%row, %c0] -> %s {async} : memref<1024x64xf16>, memref<128x64xf16, #tile.shared>
    tile.async_commit
    // expected-error @below {{'tile.copy' op reads a shared tile that an asynchronous (cp.async) copy fills, with no tile.async_wait between}}
    tile.copy %s -> %x : memref<128x64xf16, #tile.shared>, memref<128x64xf16, #tile.fragment>
    tile.copy %x -> %Y[%row, %c0] : memref<128x64xf16, #tile.fragment>, memref<1024x64xf16>
  }
  return
}

// -----

// A double buffer in one allocation: the copy fills one half while the
// other is read; only a view of the copy's tile (or the tile it views)
// would overlap.
// CHECK-LABEL: gpu.func @async_copy_other_half
func.func @async_copy_other_half(%X: memref<1024x64xf16>, %Y: memref<1024x64xf16>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(128) {
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %a = tile.alloc_shared() : memref<128x64xf16, #tile.shared>
    %s0 = memref.subview %a[0, 0] [64, 64] [1, 1] : memref<128x64xf16, #tile.shared> to memref<64x64xf16, strided<[64, 1]>, #tile.shared>
    %s1 = memref.subview %a[64, 0] [64, 64] [1, 1] : memref<128x64xf16, #tile.shared> to memref<64x64xf16, strided<[64, 1], offset: 4096>, #tile.shared>
    %f = tile.alloc_fragment() {layout = #tile.blocked<sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerBlock = [4, 1], order = [1, 0]>} : memref<64x64xf16, #tile.fragment>
    tile.copy %X[%c0, %c0] -> %s0 {async} : memref<1024x64xf16>, memref<64x64xf16, strided<[64, 1]>, #tile.shared>
    tile.async_commit
    tile.async_wait {pending = 0}
    gpu.barrier
    tile.copy %X[%c64, %c0] -> %s1 {async} : memref<1024x64xf16>, memref<64x64xf16, strided<[64, 1], offset: 4096>, #tile.shared>
    tile.async_commit
    tile.copy %s0 -> %f : memref<64x64xf16, strided<[64, 1]>, #tile.shared>, memref<64x64xf16, #tile.fragment>
    tile.copy %f -> %Y[%c0, %c0] : memref<64x64xf16, #tile.fragment>, memref<1024x64xf16>
    tile.async_wait {pending = 0}
    gpu.barrier
    tile.copy %s1 -> %f : memref<64x64xf16, strided<[64, 1], offset: 4096>, #tile.shared>, memref<64x64xf16, #tile.fragment>
    tile.copy %f -> %Y[%c64, %c0] : memref<64x64xf16, #tile.fragment>, memref<1024x64xf16>
  }
  return
}
