// RUN: tile-opt %s -split-input-file --tile-infer-layout=chip=sm_90a -verify-diagnostics | FileCheck %s
// RUN: tile-translate %s --tile-to-ptx --chip sm_90a --kernel two_loops | FileCheck %s --check-prefix=PTX

// Two gemms accumulate into one fragment (the k range in two loops, each
// with its own tiles). The first gives the accumulator wgmma's layout; the
// second's tiles get wgmma's arrangement too (before, they kept plain
// rows and the lowering refused the gemm).
// CHECK-LABEL: func.func @two_loops
// CHECK: tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, warpgroup_rows = 4>} : memref<128x64xf16, #tile.shared>
// CHECK: tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, panels = true>} : memref<64x128xf16, #tile.shared>
// CHECK: tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, warpgroup_rows = 4>} : memref<128x64xf16, #tile.shared>
// CHECK: tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, panels = true>} : memref<64x128xf16, #tile.shared>
// PTX-COUNT-16: wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16
func.func @two_loops(%A: memref<1024x1024xf16>, %B: memref<1024x1024xf16>, %C: memref<1024x1024xf16>) {
  %c8 = arith.constant 8 : index
  tile.launch blocks(%bx, %by) in (%c8, %c8) threads(128) {
    %a = tile.alloc_shared() : memref<128x64xf16, #tile.shared>
    %b = tile.alloc_shared() : memref<64x128xf16, #tile.shared>
    %a2 = tile.alloc_shared() : memref<128x64xf16, #tile.shared>
    %b2 = tile.alloc_shared() : memref<64x128xf16, #tile.shared>
    %acc = tile.alloc_fragment() : memref<128x128xf32, #tile.fragment>
    %c = tile.alloc_fragment() : memref<128x128xf16, #tile.fragment>
    %c128 = arith.constant 128 : index
    %c64 = arith.constant 64 : index
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8b = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %row = arith.muli %by, %c128 : index
    %col = arith.muli %bx, %c128 : index
    tile.clear %acc : memref<128x128xf32, #tile.fragment>
    scf.for %ks = %c0 to %c8b step %c1 {
      %k = arith.muli %ks, %c64 : index
      tile.copy %A[%row, %k] -> %a : memref<1024x1024xf16>, memref<128x64xf16, #tile.shared>
      tile.copy %B[%k, %col] -> %b : memref<1024x1024xf16>, memref<64x128xf16, #tile.shared>
      tile.gemm %a, %b, %acc : memref<128x64xf16, #tile.shared>, memref<64x128xf16, #tile.shared>, memref<128x128xf32, #tile.fragment>
    } {tile.num_stages = 3}
    scf.for %ks = %c8b to %c16 step %c1 {
      %k = arith.muli %ks, %c64 : index
      tile.copy %A[%row, %k] -> %a2 : memref<1024x1024xf16>, memref<128x64xf16, #tile.shared>
      tile.copy %B[%k, %col] -> %b2 : memref<1024x1024xf16>, memref<64x128xf16, #tile.shared>
      tile.gemm %a2, %b2, %acc : memref<128x64xf16, #tile.shared>, memref<64x128xf16, #tile.shared>, memref<128x128xf32, #tile.fragment>
    } {tile.num_stages = 3}
    tile.parallel (%i, %j) in (128, 128) {
      %v = memref.load %acc[%i, %j] : memref<128x128xf32, #tile.fragment>
      %h = arith.truncf %v : f32 to f16
      memref.store %h, %c[%i, %j] : memref<128x128xf16, #tile.fragment>
    }
    tile.copy %c -> %C[%row, %col] : memref<128x128xf16, #tile.fragment>, memref<1024x1024xf16>
  }
  return
}

// -----

// A second gemm whose tiles cannot take wgmma's arrangement (K = 16) is
// told so where it is.
func.func @mismatched(%A: memref<1024x1024xf16>, %B: memref<1024x1024xf16>, %C: memref<1024x1024xf16>) {
  %c8 = arith.constant 8 : index
  tile.launch blocks(%bx, %by) in (%c8, %c8) threads(128) {
    %a = tile.alloc_shared() : memref<128x64xf16, #tile.shared>
    %b = tile.alloc_shared() : memref<64x128xf16, #tile.shared>
    %a2 = tile.alloc_shared() : memref<128x16xf16, #tile.shared>
    %b2 = tile.alloc_shared() : memref<16x128xf16, #tile.shared>
    %acc = tile.alloc_fragment() : memref<128x128xf32, #tile.fragment>
    %c = tile.alloc_fragment() : memref<128x128xf16, #tile.fragment>
    %c128 = arith.constant 128 : index
    %c64 = arith.constant 64 : index
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8b = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %row = arith.muli %by, %c128 : index
    %col = arith.muli %bx, %c128 : index
    tile.clear %acc : memref<128x128xf32, #tile.fragment>
    scf.for %ks = %c0 to %c8b step %c1 {
      %k = arith.muli %ks, %c64 : index
      tile.copy %A[%row, %k] -> %a : memref<1024x1024xf16>, memref<128x64xf16, #tile.shared>
      tile.copy %B[%k, %col] -> %b : memref<1024x1024xf16>, memref<64x128xf16, #tile.shared>
      tile.gemm %a, %b, %acc : memref<128x64xf16, #tile.shared>, memref<64x128xf16, #tile.shared>, memref<128x128xf32, #tile.fragment>
    } {tile.num_stages = 3}
    scf.for %ks = %c8b to %c16 step %c1 {
      %k = arith.muli %ks, %c64 : index
      tile.copy %A[%row, %k] -> %a2 : memref<1024x1024xf16>, memref<128x16xf16, #tile.shared>
      tile.copy %B[%k, %col] -> %b2 : memref<1024x1024xf16>, memref<16x128xf16, #tile.shared>
      // expected-error @+1 {{accumulates into a fragment that another tile.gemm gave}}
      tile.gemm %a2, %b2, %acc : memref<128x16xf16, #tile.shared>, memref<16x128xf16, #tile.shared>, memref<128x128xf32, #tile.fragment>
    } {tile.num_stages = 3}
    tile.parallel (%i, %j) in (128, 128) {
      %v = memref.load %acc[%i, %j] : memref<128x128xf32, #tile.fragment>
      %h = arith.truncf %v : f32 to f16
      memref.store %h, %c[%i, %j] : memref<128x128xf16, #tile.fragment>
    }
    tile.copy %c -> %C[%row, %col] : memref<128x128xf16, #tile.fragment>, memref<1024x1024xf16>
  }
  return
}
