// RUN: tile-opt %s -split-input-file --tile-tma-loads -verify-diagnostics | FileCheck %s

// `tile.tma_store` on a launch: tile-tma-loads marks the copies of a 16-bit
// mma fragment into a global buffer `tma` (the epilogue stores through
// TMA) and drops the attribute; copies that cannot are left as they are,
// each with a warning that says why.
#mma = #tile.mma<version = 3, warpsPerBlock = [4, 1], instrShape = [64, 64, 16]>
// CHECK-LABEL: func.func @marks_epilogue
// CHECK: tile.launch
// CHECK-NOT: tile.tma_store
// CHECK: tile.copy %{{.*}} -> %{{.*}}[%{{.*}}, %{{.*}}] {tma} : memref<64x64xf16, #tile.fragment>, memref<256x256xf16>
func.func @marks_epilogue(%C: memref<256x256xf16>) {
  %c4 = arith.constant 4 : index
  tile.launch blocks(%bx, %by) in (%c4, %c4) threads(128) attributes {tile.tma_store} {
    %f = tile.alloc_fragment() {layout = #mma} : memref<64x64xf16, #tile.fragment>
    tile.clear %f : memref<64x64xf16, #tile.fragment>
    %c64 = arith.constant 64 : index
    %r = arith.muli %by, %c64 : index
    %c = arith.muli %bx, %c64 : index
    tile.copy %f -> %C[%r, %c] : memref<64x64xf16, #tile.fragment>, memref<256x256xf16>
  }
  return
}

// -----

#mma = #tile.mma<version = 3, warpsPerBlock = [4, 1], instrShape = [64, 64, 16]>
// CHECK-LABEL: func.func @f32_accumulator
// CHECK-NOT: {tma}
func.func @f32_accumulator(%C: memref<256x256xf32>) {
  %c4 = arith.constant 4 : index
  tile.launch blocks(%bx, %by) in (%c4, %c4) threads(128) attributes {tile.tma_store} {
    %f = tile.alloc_fragment() {layout = #mma} : memref<64x64xf32, #tile.fragment>
    tile.clear %f : memref<64x64xf32, #tile.fragment>
    %c0 = arith.constant 0 : index
    // expected-warning @below {{tile.tma_store: cannot store through TMA: its elements are not 16-bit (round the accumulator first); it stores without}}
    tile.copy %f -> %C[%c0, %c0] : memref<64x64xf32, #tile.fragment>, memref<256x256xf32>
  }
  return
}

// -----

// Rows 500 bytes apart: a tensor map needs strides in multiples of 16.
#mma = #tile.mma<version = 3, warpsPerBlock = [4, 1], instrShape = [64, 64, 16]>
func.func @unaligned_rows(%C: memref<256x250xf16>) {
  %c4 = arith.constant 4 : index
  tile.launch blocks(%bx, %by) in (%c4, %c4) threads(128) attributes {tile.tma_store} {
    %f = tile.alloc_fragment() {layout = #mma} : memref<64x64xf16, #tile.fragment>
    tile.clear %f : memref<64x64xf16, #tile.fragment>
    %c0 = arith.constant 0 : index
    // expected-warning @below {{the destination's rows are 500 bytes apart, not a multiple of 16}}
    tile.copy %f -> %C[%c0, %c0] : memref<64x64xf16, #tile.fragment>, memref<256x250xf16>
  }
  return
}

// -----

// Warps along N: a warp's 8-row band is not 64 whole columns of its own.
#mma = #tile.mma<version = 2, warpsPerBlock = [2, 2], instrShape = [16, 8, 16]>
func.func @warps_along_n(%C: memref<256x256xf16>) {
  %c4 = arith.constant 4 : index
  tile.launch blocks(%bx) in (%c4) threads(128) attributes {tile.tma_store} {
    %f = tile.alloc_fragment() {layout = #mma} : memref<64x64xf16, #tile.fragment>
    tile.clear %f : memref<64x64xf16, #tile.fragment>
    %c0 = arith.constant 0 : index
    // expected-warning @below {{its fragment's layout is not an #tile.mma whose warps all lie along M}}
    tile.copy %f -> %C[%c0, %c0] : memref<64x64xf16, #tile.fragment>, memref<256x256xf16>
  }
  return
}

// -----

func.func @nothing_to_store(%C: memref<256xf32>) {
  %c4 = arith.constant 4 : index
  // expected-warning @below {{tile.tma_store does not apply: the launch copies no fragment into a global buffer}}
  tile.launch blocks(%bx) in (%c4) threads(128) attributes {tile.tma_store} {
  }
  return
}

// -----

// An accumulator whose warpgroups split its columns stores through TMA
// too: within each column group its warps lie along M.
#wgn = #tile.mma<version = 3, warpsPerBlock = [4, 2], instrShape = [64, 64, 16]>
// CHECK-LABEL: func.func @marks_column_groups
// CHECK: tile.copy %{{.*}} -> %{{.*}}[%{{.*}}, %{{.*}}] {tma} : memref<64x128xf16, #tile.fragment>, memref<256x256xf16>
func.func @marks_column_groups(%C: memref<256x256xf16>) {
  %c4 = arith.constant 4 : index
  %c2 = arith.constant 2 : index
  tile.launch blocks(%bx, %by) in (%c2, %c4) threads(256) attributes {tile.tma_store} {
    %f = tile.alloc_fragment() {layout = #wgn} : memref<64x128xf16, #tile.fragment>
    tile.clear %f : memref<64x128xf16, #tile.fragment>
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %r = arith.muli %by, %c64 : index
    %c = arith.muli %bx, %c128 : index
    tile.copy %f -> %C[%r, %c] : memref<64x128xf16, #tile.fragment>, memref<256x256xf16>
  }
  return
}
