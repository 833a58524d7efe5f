// RUN: tile-opt %s -split-input-file --tile-infer-layout=chip=sm_80 | FileCheck %s

// tile-infer-layout pads a shared tile's rows for the accesses it gets
// (lib/Dialect/Tile/Transforms/SharedPadding.cpp). A transpose reads
// columns: under the default 16 bytes a warp's reads of a 32x32 f32 tile
// meet 4 ways, under 4 bytes (a pitch of 33 words) none, which pays for
// the rows' writes going a word at a time.
// CHECK-LABEL: func.func @transpose_f32
// CHECK: tile.alloc_shared() {row_padding = 4 : i64} : memref<32x32xf32, #tile.shared>
func.func @transpose_f32(%X: memref<1024x1024xf32>, %Y: memref<1024x1024xf32>) {
  %c32 = arith.constant 32 : index
  tile.launch blocks(%bx, %by) in (%c32, %c32) threads(256) {
    %t = tile.alloc_shared() : memref<32x32xf32, #tile.shared>
    %o = tile.alloc_fragment() : memref<32x32xf32, #tile.fragment>
    %r = arith.muli %by, %c32 : index
    %c = arith.muli %bx, %c32 : index
    tile.copy %X[%r, %c] -> %t : memref<1024x1024xf32>, memref<32x32xf32, #tile.shared>
    tile.parallel (%i, %j) in (32, 32) {
      %v = memref.load %t[%j, %i] : memref<32x32xf32, #tile.shared>
      memref.store %v, %o[%i, %j] : memref<32x32xf32, #tile.fragment>
    }
    tile.copy %o -> %Y[%c, %r] : memref<32x32xf32, #tile.fragment>, memref<1024x1024xf32>
  }
  return
}

// -----

// 16-bit elements: the same 4 bytes make the pitch an odd number of words.
// CHECK-LABEL: func.func @transpose_f16
// CHECK: tile.alloc_shared() {row_padding = 4 : i64} : memref<64x64xf16, #tile.shared>
func.func @transpose_f16(%X: memref<4096x4096xf16>, %Y: memref<4096x4096xf16>) {
  %c64 = arith.constant 64 : index
  tile.launch blocks(%bx, %by) in (%c64, %c64) threads(128) {
    %t = tile.alloc_shared() : memref<64x64xf16, #tile.shared>
    %o = tile.alloc_fragment() : memref<64x64xf16, #tile.fragment>
    %r = arith.muli %by, %c64 : index
    %c = arith.muli %bx, %c64 : index
    tile.copy %X[%r, %c] -> %t : memref<4096x4096xf16>, memref<64x64xf16, #tile.shared>
    tile.parallel (%i, %j) in (64, 64) {
      %v = memref.load %t[%j, %i] : memref<64x64xf16, #tile.shared>
      memref.store %v, %o[%i, %j] : memref<64x64xf16, #tile.fragment>
    }
    tile.copy %o -> %Y[%c, %r] : memref<64x64xf16, #tile.fragment>, memref<4096x4096xf16>
  }
  return
}

// -----

// Reads along rows are conflict-free under the default padding, whose
// 16-byte rows keep the copy's vectors: nothing changes.
// CHECK-LABEL: func.func @rows
// CHECK: tile.alloc_shared() : memref<32x32xf32, #tile.shared>
func.func @rows(%X: memref<1024x1024xf32>, %Y: memref<1024x1024xf32>) {
  %c32 = arith.constant 32 : index
  tile.launch blocks(%bx, %by) in (%c32, %c32) threads(256) {
    %t = tile.alloc_shared() : memref<32x32xf32, #tile.shared>
    %o = tile.alloc_fragment() : memref<32x32xf32, #tile.fragment>
    %r = arith.muli %by, %c32 : index
    %c = arith.muli %bx, %c32 : index
    tile.copy %X[%r, %c] -> %t : memref<1024x1024xf32>, memref<32x32xf32, #tile.shared>
    tile.parallel (%i, %j) in (32, 32) {
      %v = memref.load %t[%i, %j] : memref<32x32xf32, #tile.shared>
      memref.store %v, %o[%i, %j] : memref<32x32xf32, #tile.fragment>
    }
    tile.copy %o -> %Y[%r, %c] : memref<32x32xf32, #tile.fragment>, memref<1024x1024xf32>
  }
  return
}

// -----

// What the kernel states stays: an explicit padding, a plain tile, and a
// tile read at an index that is not one of the loop's variables (an access
// the choice cannot count).
// CHECK-LABEL: func.func @stated
// CHECK: tile.alloc_shared() {row_padding = 16 : i64} : memref<32x32xf32, #tile.shared>
// CHECK: tile.alloc_shared() {layout = #tile.swizzle<bytes = 0>} : memref<32x32xf32, #tile.shared>
// CHECK: tile.alloc_shared() : memref<32x32xf32, #tile.shared>
func.func @stated(%X: memref<1024x1024xf32>, %Y: memref<1024x1024xf32>) {
  %c32 = arith.constant 32 : index
  tile.launch blocks(%bx, %by) in (%c32, %c32) threads(256) {
    %t = tile.alloc_shared() {row_padding = 16} : memref<32x32xf32, #tile.shared>
    %u = tile.alloc_shared() {layout = #tile.swizzle<bytes = 0>} : memref<32x32xf32, #tile.shared>
    %w = tile.alloc_shared() : memref<32x32xf32, #tile.shared>
    %o = tile.alloc_fragment() : memref<32x32xf32, #tile.fragment>
    %r = arith.muli %by, %c32 : index
    %c = arith.muli %bx, %c32 : index
    tile.copy %X[%r, %c] -> %t : memref<1024x1024xf32>, memref<32x32xf32, #tile.shared>
    tile.copy %X[%r, %c] -> %u : memref<1024x1024xf32>, memref<32x32xf32, #tile.shared>
    tile.copy %X[%r, %c] -> %w : memref<1024x1024xf32>, memref<32x32xf32, #tile.shared>
    tile.parallel (%i, %j) in (32, 32) {
      %v = memref.load %t[%j, %i] : memref<32x32xf32, #tile.shared>
      %x = memref.load %u[%j, %i] : memref<32x32xf32, #tile.shared>
      %k = arith.addi %j, %bx : index
      %z = memref.load %w[%k, %i] : memref<32x32xf32, #tile.shared>
      %s = arith.addf %v, %x : f32
      %s2 = arith.addf %s, %z : f32
      memref.store %s2, %o[%i, %j] : memref<32x32xf32, #tile.fragment>
    }
    tile.copy %o -> %Y[%c, %r] : memref<32x32xf32, #tile.fragment>, memref<1024x1024xf32>
  }
  return
}

// -----

// Rows of 16 bytes are not padded by default, and the choice never takes
// more shared memory than the default (the launch's budget, stages
// included, was planned with it): this transpose keeps its plain rows.
// CHECK-LABEL: func.func @narrow_rows
// CHECK: tile.alloc_shared() : memref<128x4xf32, #tile.shared>
func.func @narrow_rows(%X: memref<4096x4xf32>, %Y: memref<4x4096xf32>) {
  %c32 = arith.constant 32 : index
  tile.launch blocks(%bx) in (%c32) threads(128) {
    %t = tile.alloc_shared() : memref<128x4xf32, #tile.shared>
    %o = tile.alloc_fragment() : memref<4x128xf32, #tile.fragment>
    %r = arith.muli %bx, %c32 : index
    %c0 = arith.constant 0 : index
    tile.copy %X[%r, %c0] -> %t : memref<4096x4xf32>, memref<128x4xf32, #tile.shared>
    tile.parallel (%i, %j) in (4, 128) {
      %v = memref.load %t[%j, %i] : memref<128x4xf32, #tile.shared>
      memref.store %v, %o[%i, %j] : memref<4x128xf32, #tile.fragment>
    }
    tile.copy %o -> %Y[%c0, %r] : memref<4x128xf32, #tile.fragment>, memref<4x4096xf32>
  }
  return
}
