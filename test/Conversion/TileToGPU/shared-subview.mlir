// RUN: tile-opt %s -split-input-file --tile-infer-layout --convert-tile-to-gpu -verify-diagnostics | FileCheck %s
// A window of a shared tile (memref.subview) takes the type of the lowered
// tile: here its rows padded to 136 elements. Checked on the H200: the
// window copies exactly, a gemm reads it correctly, racecheck clean
// (docs/benchmarks.md, eighteenth session).

// CHECK-LABEL: gpu.func @window
// CHECK: memref.subview %{{.*}}[64, 64] [64, 64] [1, 1] : memref<128x128xf16, strided<[136, 1]>, #gpu.address_space<workgroup>> to memref<64x64xf16, strided<[136, 1], offset: 8768>, #gpu.address_space<workgroup>>
func.func @window(%X: memref<128x128xf16>, %Y: memref<64x64xf16>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(128) {
    %c0 = arith.constant 0 : index
    %a = tile.alloc_shared() : memref<128x128xf16, #tile.shared>
    tile.copy %X[%c0, %c0] -> %a : memref<128x128xf16>, memref<128x128xf16, #tile.shared>
    %s = memref.subview %a[64, 64] [64, 64] [1, 1] : memref<128x128xf16, #tile.shared> to memref<64x64xf16, strided<[128, 1], offset: 8256>, #tile.shared>
    %f = tile.alloc_fragment() : memref<64x64xf16, #tile.fragment>
    tile.copy %s[%c0, %c0] -> %f : memref<64x64xf16, strided<[128, 1], offset: 8256>, #tile.shared>, memref<64x64xf16, #tile.fragment>
    tile.copy %f -> %Y[%c0, %c0] : memref<64x64xf16, #tile.fragment>, memref<64x64xf16>
  }
  return
}

// -----

// A swizzled tile has no windows: the swizzle moves elements within rows
// (the check that refuses every plain access to one says so).
func.func @swizzled(%X: memref<128x128xf16>, %Y: memref<64x64xf16>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(128) {
    %c0 = arith.constant 0 : index
    %a = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128>} : memref<128x128xf16, #tile.shared>
    tile.copy %X[%c0, %c0] -> %a : memref<128x128xf16>, memref<128x128xf16, #tile.shared>
    // expected-error @below {{'memref.subview' op accesses a swizzled shared tile; only tile.copy, tile.atomic_add, tile.fill, tile.clear and tile.gemm address one (drop the tile's #tile.swizzle to use it here)}}
    %s = memref.subview %a[64, 64] [64, 64] [1, 1] : memref<128x128xf16, #tile.shared> to memref<64x64xf16, strided<[128, 1], offset: 8256>, #tile.shared>
    %f = tile.alloc_fragment() : memref<64x64xf16, #tile.fragment>
    tile.copy %s[%c0, %c0] -> %f : memref<64x64xf16, strided<[128, 1], offset: 8256>, #tile.shared>, memref<64x64xf16, #tile.fragment>
    tile.copy %f -> %Y[%c0, %c0] : memref<64x64xf16, #tile.fragment>, memref<64x64xf16>
  }
  return
}

// -----

// The tensor cores read 16-byte row segments: a gemm operand viewed at
// column 4 of a shared tile (8 bytes into each row) is refused; ldmatrix
// took addresses 8 bytes off, and ptxas does not object.
func.func @gemm_view_unaligned(%A: memref<64x128xf16>, %B: memref<64x64xf16>, %C: memref<64x64xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(128) {
    %c0 = arith.constant 0 : index
    %s = tile.alloc_shared() : memref<64x128xf16, #tile.shared>
    %b = tile.alloc_shared() : memref<64x64xf16, #tile.shared>
    %acc = tile.alloc_fragment() : memref<64x64xf32, #tile.fragment>
    tile.copy %A[%c0, %c0] -> %s : memref<64x128xf16>, memref<64x128xf16, #tile.shared>
    tile.copy %B[%c0, %c0] -> %b : memref<64x64xf16>, memref<64x64xf16, #tile.shared>
    %w = memref.subview %s[0, 4] [64, 64] [1, 1] : memref<64x128xf16, #tile.shared> to memref<64x64xf16, strided<[128, 1], offset: 4>, #tile.shared>
    // expected-remark @+2 {{stays on mma.sync: A must be a tile.alloc_shared of its own (not a view of one)}}
    // expected-error @+1 {{reads A from a view of a shared tile whose rows do not start at 16-byte boundaries}}
    tile.gemm %w, %b, %acc {clear_accum} : memref<64x64xf16, strided<[128, 1], offset: 4>, #tile.shared>, memref<64x64xf16, #tile.shared>, memref<64x64xf32, #tile.fragment>
    tile.copy %acc -> %C[%c0, %c0] : memref<64x64xf32, #tile.fragment>, memref<64x64xf32>
  }
  return
}
