// RUN: tile-opt %s -split-input-file --tile-infer-layout=chip=sm_90a -verify-diagnostics | FileCheck %s

// Warpgroups along N are taken only where every gemm into the accumulator
// fits them: here the transposed B alone would take 32 columns a group,
// but the N-major one cannot (half a 128-byte panel), so both gemms stay
// on mma.sync, whichever comes first.
// CHECK-LABEL: func.func @every_gemm
// CHECK: tile.alloc_fragment() {layout = #tile.mma<version = 2, {{.*}}} : memref<64x64xf32
func.func @every_gemm(%X: memref<4xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(256) {
    %a = tile.alloc_shared() : memref<64x64xf16, #tile.shared>
    %bt = tile.alloc_shared() : memref<64x64xf16, #tile.shared>
    %b = tile.alloc_shared() : memref<64x64xf16, #tile.shared>
    %acc = tile.alloc_fragment() : memref<64x64xf32, #tile.fragment>
    tile.gemm %a, %bt, %acc {transpose_b} : memref<64x64xf16, #tile.shared>, memref<64x64xf16, #tile.shared>, memref<64x64xf32, #tile.fragment>
    tile.gemm %a, %b, %acc : memref<64x64xf16, #tile.shared>, memref<64x64xf16, #tile.shared>, memref<64x64xf32, #tile.fragment>
  }
  return
}

// -----

// A launch that reduces a fragment (even another one) keeps the gemm on
// mma.sync, and says so: column groups would have fit.
// CHECK-LABEL: func.func @says_why
// CHECK: tile.alloc_fragment() {layout = #tile.mma<version = 2, {{.*}}} : memref<64x128xf32
func.func @says_why(%X: memref<4xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(256) {
    %a = tile.alloc_shared() : memref<64x64xf16, #tile.shared>
    %b = tile.alloc_shared() : memref<64x128xf16, #tile.shared>
    %acc = tile.alloc_fragment() : memref<64x128xf32, #tile.fragment>
    %s = tile.alloc_fragment() : memref<64x64xf32, #tile.fragment>
    %rows = tile.alloc_fragment() : memref<64xf32, #tile.fragment>
    // expected-remark @below {{stays on mma.sync: M = 64 is not a multiple of 16 x the 8 warps (64 rows per warpgroup and instruction); its 2 warpgroups could split the columns, but the launch reduces a fragment or reads one as a broadcast, which that layout cannot take (it has no slices)}}
    tile.gemm %a, %b, %acc : memref<64x64xf16, #tile.shared>, memref<64x128xf16, #tile.shared>, memref<64x128xf32, #tile.fragment>
    tile.reduce max %s -> %rows {dim = 1 : i64} : memref<64x64xf32, #tile.fragment>, memref<64xf32, #tile.fragment>
  }
  return
}

// -----

// A hand-written layout with column groups has no slices to reduce into.
func.func @reduce_column_groups(%X: memref<4xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(256) {
    %acc = tile.alloc_fragment() {layout = #tile.mma<version = 3, warpsPerBlock = [4, 2], instrShape = [64, 64, 16]>} : memref<64x128xf32, #tile.fragment>
    %rows = tile.alloc_fragment() : memref<64xf32, #tile.fragment>
    // expected-error @below {{reduces an accumulator whose warpgroups split its columns}}
    tile.reduce max %acc -> %rows {dim = 1 : i64} : memref<64x128xf32, #tile.fragment>, memref<64xf32, #tile.fragment>
  }
  return
}
