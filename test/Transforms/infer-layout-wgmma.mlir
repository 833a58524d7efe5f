// RUN: tile-opt %s -split-input-file --tile-infer-layout=chip=sm_90a -verify-diagnostics | FileCheck %s

// Which gemms take wgmma on sm_90a, and the remark of those whose shapes
// wgmma takes but whose form it does not.

// A gemm with an explicit policy other than full_row stays on mma.sync.
// CHECK-LABEL: func.func @wgmma_policy
// CHECK: tile.alloc_fragment() {layout = #tile.mma<version = 2, {{.*}}} : memref<128x64xf32
func.func @wgmma_policy(%X: memref<4xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(256) {
    %a3 = tile.alloc_shared() : memref<128x64xf16, #tile.shared>
    %b3 = tile.alloc_shared() : memref<64x64xf16, #tile.shared>
    %acc4 = tile.alloc_fragment() : memref<128x64xf32, #tile.fragment>
    // expected-remark @below {{stays on mma.sync: its policy is not full_row, and wgmma's warpgroups tile M: give it full_row or no policy}}
    tile.gemm %a3, %b3, %acc4 {policy = #tile.policy<square>} : memref<128x64xf16, #tile.shared>, memref<64x64xf16, #tile.shared>, memref<128x64xf32, #tile.fragment>
  }
  return
}

// -----

// An A fragment already distributed otherwise than every warp along M
// cannot be wgmma's register operand: the gemm stays on mma.sync.
// CHECK-LABEL: func.func @wgmma_a_fragment_elsewhere
// CHECK: tile.alloc_fragment() {layout = #tile.mma<version = 2, warpsPerBlock = [4, 1], {{.*}}} : memref<64x128xf32
func.func @wgmma_a_fragment_elsewhere(%X: memref<4xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(128) {
    %p = tile.alloc_fragment() {layout = #tile.mma<version = 2, warpsPerBlock = [2, 2], instrShape = [16, 8, 16]>} : memref<64x64xf16, #tile.fragment>
    %v = tile.alloc_shared() : memref<64x128xf16, #tile.shared>
    %o = tile.alloc_fragment() : memref<64x128xf32, #tile.fragment>
    // expected-remark @below {{stays on mma.sync: A in registers must be a fragment distributed like the accumulator}}
    tile.gemm %p, %v, %o : memref<64x64xf16, #tile.fragment>, memref<64x128xf16, #tile.shared>, memref<64x128xf32, #tile.fragment>
  }
  return
}

// -----

// Two gemms that share A (a gate and an up projection) both take wgmma:
// the second finds A already in the arrangement it needs.
// CHECK-LABEL: func.func @wgmma_shared_a
// CHECK: tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, warpgroup_rows = 4>} : memref<64x64xf16
// CHECK: tile.alloc_fragment() {layout = #tile.mma<version = 3, warpsPerBlock = [4, 1], instrShape = [64, 128, 16]>} : memref<64x128xf32
// CHECK: tile.alloc_fragment() {layout = #tile.mma<version = 3, warpsPerBlock = [4, 1], instrShape = [64, 128, 16]>} : memref<64x128xf32
func.func @wgmma_shared_a(%X: memref<4xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(128) {
    %a = tile.alloc_shared() : memref<64x64xf16, #tile.shared>
    %bg = tile.alloc_shared() : memref<64x128xf16, #tile.shared>
    %bu = tile.alloc_shared() : memref<64x128xf16, #tile.shared>
    %g = tile.alloc_fragment() : memref<64x128xf32, #tile.fragment>
    %u = tile.alloc_fragment() : memref<64x128xf32, #tile.fragment>
    tile.gemm %a, %bg, %g : memref<64x64xf16, #tile.shared>, memref<64x128xf16, #tile.shared>, memref<64x128xf32, #tile.fragment>
    tile.gemm %a, %bu, %u : memref<64x64xf16, #tile.shared>, memref<64x128xf16, #tile.shared>, memref<64x128xf32, #tile.fragment>
  }
  return
}

// -----

// Gemms whose shapes wgmma takes but whose form it does not say why they
// stay on mma.sync: B rewritten in shared memory (a dequantization), and A
// shared with a gemm that needs another arrangement.
// CHECK-LABEL: func.func @wgmma_lost_by_form
// CHECK-COUNT-2: tile.alloc_fragment() {layout = #tile.mma<version = 2
func.func @wgmma_lost_by_form(%X: memref<4xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(128) {
    %a = tile.alloc_shared() : memref<64x64xf16, #tile.shared>
    %b = tile.alloc_shared() : memref<64x128xf16, #tile.shared>
    %acc = tile.alloc_fragment() : memref<64x128xf32, #tile.fragment>
    tile.parallel (%i, %j) in (64, 128) {
      %v = memref.load %b[%i, %j] : memref<64x128xf16, #tile.shared>
      %w = arith.addf %v, %v : f16
      memref.store %w, %b[%i, %j] : memref<64x128xf16, #tile.shared>
    }
    // expected-remark @below {{stays on mma.sync: B is also used by 'memref.store' inside a tile.parallel, and wgmma's swizzled tiles are only copied into and multiplied}}
    tile.gemm %a, %b, %acc : memref<64x64xf16, #tile.shared>, memref<64x128xf16, #tile.shared>, memref<64x128xf32, #tile.fragment>
    %b3 = tile.alloc_shared() : memref<64x64xf16, #tile.shared>
    %acc3 = tile.alloc_fragment() : memref<64x64xf32, #tile.fragment>
    %acc4 = tile.alloc_fragment() : memref<64x64xf32, #tile.fragment>
    %a4 = tile.alloc_shared() : memref<64x64xf16, #tile.shared>
    tile.gemm %a4, %b3, %acc3 : memref<64x64xf16, #tile.shared>, memref<64x64xf16, #tile.shared>, memref<64x64xf32, #tile.fragment>
    // expected-remark @below {{stays on mma.sync: A has the layout #tile.swizzle<bytes = 128, panels = true> (another gemm's, or its own), and this gemm needs #tile.swizzle<bytes = 128, warpgroup_rows = 4>}}
    tile.gemm %b3, %a4, %acc4 : memref<64x64xf16, #tile.shared>, memref<64x64xf16, #tile.shared>, memref<64x64xf32, #tile.fragment>
  }
  return
}

// -----

// A transposed ([K, M]) stays on mma.sync (wgmma's M-major A measured
// slower), with a remark; written by hand, the wgmma form lowers
// (test/Kernels/gemm_transposed_a.mlir).
// CHECK-LABEL: func.func @wgmma_transposed_a
// CHECK: tile.alloc_fragment() {layout = #tile.mma<version = 2, {{.*}}} : memref<128x64xf32
func.func @wgmma_transposed_a(%X: memref<4xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(256) {
    %at = tile.alloc_shared() : memref<32x128xf16, #tile.shared>
    %b = tile.alloc_shared() : memref<32x64xf16, #tile.shared>
    %acc = tile.alloc_fragment() : memref<128x64xf32, #tile.fragment>
    // expected-remark @below {{stays on mma.sync: A is transposed (transpose_a): wgmma's M-major A, measured, runs below mma.sync's ldmatrix.trans; store A as [M, K] for wgmma}}
    tile.gemm %at, %b, %acc {transpose_a} : memref<32x128xf16, #tile.shared>, memref<32x64xf16, #tile.shared>, memref<128x64xf32, #tile.fragment>
  }
  return
}
