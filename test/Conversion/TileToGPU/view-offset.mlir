// RUN: tile-translate %s --tile-to-ptx | FileCheck %s
// A view at a run-time offset starts wherever the offset puts it: rows of
// 51 halves taken one per block start at 2-byte multiples, so the copies
// move 2 bytes at a time (before, 4-byte accesses on odd rows faulted).
// Views whose offset is a known multiple keep their vectors.

// CHECK-LABEL: .entry rows_f16(
// CHECK-NOT: ld.global.b32
// CHECK: ld.global.b16
// CHECK: st.global.b16
func.func @rows_f16(%X: memref<64x51xf16>, %Y: memref<64x51xf16>) {
  %c64 = arith.constant 64 : index
  tile.launch blocks(%by) in (%c64) threads(32) {
    %x = tile.alloc_fragment() : memref<64xf16, #tile.fragment>
    %c0 = arith.constant 0 : index
    %xr = memref.subview %X[%by, 0] [1, 51] [1, 1] : memref<64x51xf16> to memref<51xf16, strided<[1], offset: ?>>
    %yr = memref.subview %Y[%by, 0] [1, 51] [1, 1] : memref<64x51xf16> to memref<51xf16, strided<[1], offset: ?>>
    tile.copy %xr[%c0] -> %x : memref<51xf16, strided<[1], offset: ?>>, memref<64xf16, #tile.fragment>
    tile.copy %x -> %yr[%c0] : memref<64xf16, #tile.fragment>, memref<51xf16, strided<[1], offset: ?>>
  }
  return
}

// A column offset only known at run time: scalar f32 accesses.
// CHECK-LABEL: .entry columns_f32(
// CHECK-NOT: ld.global.v
// CHECK: ld.global.b32
func.func @columns_f32(%X: memref<64x256xf32>, %Y: memref<64x128xf32>, %o: index) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(128) {
    %c0 = arith.constant 0 : index
    %xs = memref.subview %X[0, %o] [64, 128] [1, 1] : memref<64x256xf32> to memref<64x128xf32, strided<[256, 1], offset: ?>>
    %x = tile.alloc_fragment() : memref<64x128xf32, #tile.fragment>
    tile.copy %xs[%c0, %c0] -> %x : memref<64x128xf32, strided<[256, 1], offset: ?>>, memref<64x128xf32, #tile.fragment>
    tile.copy %x -> %Y[%c0, %c0] : memref<64x128xf32, #tile.fragment>, memref<64x128xf32>
  }
  return
}

// Rows of 64 halves (128 bytes) at a run-time row: each thread's two
// halves move as one 4-byte access.
// CHECK-LABEL: .entry rows_aligned(
// CHECK-NOT: ld.global.b16
// CHECK: ld.global.b32
// CHECK: st.global.b32
func.func @rows_aligned(%X: memref<64x64xf16>, %Y: memref<64x64xf16>) {
  %c64 = arith.constant 64 : index
  tile.launch blocks(%by) in (%c64) threads(32) {
    %x = tile.alloc_fragment() : memref<64xf16, #tile.fragment>
    %c0 = arith.constant 0 : index
    %xr = memref.subview %X[%by, 0] [1, 64] [1, 1] : memref<64x64xf16> to memref<64xf16, strided<[1], offset: ?>>
    %yr = memref.subview %Y[%by, 0] [1, 64] [1, 1] : memref<64x64xf16> to memref<64xf16, strided<[1], offset: ?>>
    tile.copy %xr[%c0] -> %x : memref<64xf16, strided<[1], offset: ?>>, memref<64xf16, #tile.fragment>
    tile.copy %x -> %yr[%c0] : memref<64xf16, #tile.fragment>, memref<64xf16, strided<[1], offset: ?>>
  }
  return
}
