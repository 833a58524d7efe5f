// RUN: tile-opt %s -split-input-file --tile-infer-layout=chip=sm_90a -verify-diagnostics | FileCheck %s
// RUN: not tile-opt %s -split-input-file --tile-infer-layout=chip=sm_80 2>&1 | FileCheck %s --check-prefix=SM80

// 8-bit operands take wgmma's layout in bytes: A's rows of 128 e4m3 are
// 128 bytes (the 128-byte swizzle, rows in warpgroup order), beyond that
// in 128-byte panels; B, K-major ([N, K]), in 128-byte panels. The
// accumulator is the 16-bit GEMM's, with k32 instructions.

// CHECK-LABEL: func.func @fp8_k128
// CHECK: tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, warpgroup_rows = 8>} : memref<128x128xf8E4M3FN
// CHECK: tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, panels = true>} : memref<128x128xf8E5M2
// CHECK: tile.alloc_fragment() {layout = #tile.mma<version = 3, warpsPerBlock = [8, 1], instrShape = [64, 128, 16]>}
// SM80: error: 'tile.gemm' op f8E4M3FN operands need a tensor-core instruction sm_80 lacks (wgmma, sm_90a); compile for sm_90a
func.func @fp8_k128(%g: index) {
  tile.launch blocks(%bx) in (%g) threads(256) {
    %a = tile.alloc_shared() : memref<128x128xf8E4M3FN, #tile.shared>
    %b = tile.alloc_shared() : memref<128x128xf8E5M2, #tile.shared>
    %c = tile.alloc_fragment() : memref<128x128xf32, #tile.fragment>
    tile.gemm %a, %b, %c {transpose_b} : memref<128x128xf8E4M3FN, #tile.shared>, memref<128x128xf8E5M2, #tile.shared>, memref<128x128xf32, #tile.fragment>
  }
  return
}

// -----

// CHECK-LABEL: func.func @fp8_k256
// CHECK: tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, panels = true, warpgroup_rows = 4>} : memref<64x256xf8E4M3FN
// CHECK: tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, panels = true>} : memref<256x256xf8E4M3FN
// CHECK: tile.alloc_fragment() {layout = #tile.mma<version = 3, warpsPerBlock = [4, 1], instrShape = [64, 256, 16]>}
func.func @fp8_k256(%g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    %a = tile.alloc_shared() : memref<64x256xf8E4M3FN, #tile.shared>
    %b = tile.alloc_shared() : memref<256x256xf8E4M3FN, #tile.shared>
    %c = tile.alloc_fragment() : memref<64x256xf32, #tile.fragment>
    tile.gemm %a, %b, %c {transpose_b} : memref<64x256xf8E4M3FN, #tile.shared>, memref<256x256xf8E4M3FN, #tile.shared>, memref<64x256xf32, #tile.fragment>
  }
  return
}

// -----

// A tile wgmma cannot read (K = 32 e4m3 is 32 bytes; rows must be 64 or a
// multiple of 128): no mma.sync to fall back on, so the error says what would fit.
// SM80: error: 'tile.gemm' op f8E4M3FN operands need
func.func @fp8_narrow_k(%g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    %a = tile.alloc_shared() : memref<64x32xf8E4M3FN, #tile.shared>
    %b = tile.alloc_shared() : memref<64x32xf8E4M3FN, #tile.shared>
    %c = tile.alloc_fragment() : memref<64x64xf32, #tile.fragment>
    // expected-error @+1 {{'tile.gemm' op takes f8E4M3FN operands, which only wgmma reads, but its tiles cannot take wgmma's arrangement (K = 32 is 32 bytes: K-major rows are 64 bytes or a multiple of 128): A [M, K] and B [N, K] (transpose_b) plain shared tiles, K of 64 bytes or a multiple of 128, M a multiple of 16 x the warps (whole warpgroups), N a multiple of 8 up to 256, the accumulator within the registers of 128 threads}}
    tile.gemm %a, %b, %c {transpose_b} : memref<64x32xf8E4M3FN, #tile.shared>, memref<64x32xf8E4M3FN, #tile.shared>, memref<64x64xf32, #tile.fragment>
  }
  return
}

// -----

// K = 64 e4m3 (64-byte rows): A in warpgroup order and B K-major, both
// with the 64-byte swizzle.
// CHECK-LABEL: func.func @fp8_k64
// CHECK: tile.alloc_shared() {layout = #tile.swizzle<bytes = 64, warpgroup_rows = 4>} : memref<64x64xf8E4M3FN
// CHECK: tile.alloc_shared() {layout = #tile.swizzle<bytes = 64, panels = true>} : memref<128x64xf8E4M3FN
// CHECK: tile.alloc_fragment() {layout = #tile.mma<version = 3, warpsPerBlock = [4, 1], instrShape = [64, 128, 16]>}
func.func @fp8_k64(%g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    %a = tile.alloc_shared() : memref<64x64xf8E4M3FN, #tile.shared>
    %b = tile.alloc_shared() : memref<128x64xf8E4M3FN, #tile.shared>
    %c = tile.alloc_fragment() : memref<64x128xf32, #tile.fragment>
    tile.gemm %a, %b, %c {transpose_b} : memref<64x64xf8E4M3FN, #tile.shared>, memref<128x64xf8E4M3FN, #tile.shared>, memref<64x128xf32, #tile.fragment>
  }
  return
}

// -----

// K = 96 e4m3: the message gives the shape's reason (96-byte rows), not the
// tiles' arrangement (tile-infer-layout had already swizzled them for
// 96-byte rows).
func.func @fp8_k96(%g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    %a = tile.alloc_shared() : memref<64x96xf8E4M3FN, #tile.shared>
    %b = tile.alloc_shared() : memref<64x96xf8E4M3FN, #tile.shared>
    %c = tile.alloc_fragment() : memref<64x64xf32, #tile.fragment>
    // expected-error @+1 {{cannot take wgmma's arrangement (K = 96 is 96 bytes: K-major rows are 64 bytes or a multiple of 128)}}
    tile.gemm %a, %b, %c {transpose_b} : memref<64x96xf8E4M3FN, #tile.shared>, memref<64x96xf8E4M3FN, #tile.shared>, memref<64x64xf32, #tile.fragment>
  }
  return
}

// -----

// A policy other than full_row: the message says which policies wgmma takes.
func.func @fp8_square_policy(%g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    %a = tile.alloc_shared() : memref<64x128xf8E4M3FN, #tile.shared>
    %b = tile.alloc_shared() : memref<64x128xf8E4M3FN, #tile.shared>
    %c = tile.alloc_fragment() : memref<64x64xf32, #tile.fragment>
    // expected-error @+1 {{cannot take wgmma's arrangement (its policy is not full_row, and wgmma's warpgroups tile M: give it full_row or no policy)}}
    tile.gemm %a, %b, %c {transpose_b, policy = #tile.policy<square>} : memref<64x128xf8E4M3FN, #tile.shared>, memref<64x128xf8E4M3FN, #tile.shared>, memref<64x64xf32, #tile.fragment>
  }
  return
}

// -----

// A second gemm into a wgmma accumulator whose tiles cannot take wgmma's
// shapes fails here, with the reason, not later in the lowering.
func.func @fp8_second_gemm(%g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    %a = tile.alloc_shared() : memref<64x128xf8E4M3FN, #tile.shared>
    %b = tile.alloc_shared() : memref<64x128xf8E4M3FN, #tile.shared>
    %a2 = tile.alloc_shared() : memref<64x32xf8E4M3FN, #tile.shared>
    %b2 = tile.alloc_shared() : memref<64x32xf8E4M3FN, #tile.shared>
    %c = tile.alloc_fragment() : memref<64x64xf32, #tile.fragment>
    tile.gemm %a, %b, %c {transpose_b} : memref<64x128xf8E4M3FN, #tile.shared>, memref<64x128xf8E4M3FN, #tile.shared>, memref<64x64xf32, #tile.fragment>
    // expected-error @+1 {{accumulates into a fragment that another tile.gemm gave wgmma's layout #tile.mma<version = 3, warpsPerBlock = [4, 1], instrShape = [64, 64, 16]>, but its own operands cannot take wgmma's arrangement (K = 32 is 32 bytes: K-major rows are 64 bytes or a multiple of 128)}}
    tile.gemm %a2, %b2, %c {transpose_b} : memref<64x32xf8E4M3FN, #tile.shared>, memref<64x32xf8E4M3FN, #tile.shared>, memref<64x64xf32, #tile.fragment>
  }
  return
}
