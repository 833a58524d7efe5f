// RUN: tile-opt %s -split-input-file --tile-infer-layout --tile-pipeline --tile-tma-loads -verify-diagnostics | FileCheck %s
// RUN: tile-opt %s -split-input-file --tile-infer-layout --tile-pipeline --tile-tma-loads=multicast=1 -verify-diagnostics | FileCheck %s --check-prefix=MC
// RUN: not tile-opt %s -split-input-file --tile-infer-layout --tile-pipeline --tile-tma-loads=chip=sm_80 2>&1 | FileCheck %s --check-prefix=SM80

// tile-tma-loads marks the pipelined copies that load through TMA: every
// pipelined copy of the launch must qualify (a wgmma tile with 128-byte
// swizzle, a box the bounds proof keeps in the tensor), or none is marked.
// With multicast, launches with an even grid along the tile that the pair
// of blocks shares get `cluster = [2, 1, 1]`, and the copies whose source
// does not depend on the block id the pair differs in (B here: both blocks
// of a pair read the same column of B) are marked `multicast`.
// CHECK-LABEL: func.func @gemm
// CHECK: tile.launch blocks({{.*}}) threads(128) l2_swizzle(2) {
// CHECK-COUNT-2: {async, tma} : memref<512x512xf16>
// CHECK: scf.for
// CHECK: tile.copy %arg0{{.*}} {async, tma}
// CHECK: tile.copy %arg1{{.*}} {async, tma}
// CHECK-NOT: multicast
// MC-LABEL: func.func @gemm
// MC: tile.launch blocks({{.*}}) threads(128) cluster(2, 1, 1) l2_swizzle(2) {
// MC: tile.copy %arg0{{.*}} {async, tma}
// MC: tile.copy %arg1{{.*}} {async, multicast, tma}
// MC: scf.for
// MC: tile.copy %arg0{{.*}} {async, tma}
// MC: tile.copy %arg1{{.*}} {async, multicast, tma}
// SM80: error: tile-tma-loads needs a chip with TMA (sm_90a); sm_80 loads with cp.async
// SM80-NOT: note: see current operation
func.func @gemm(%A: memref<512x512xf16>, %B: memref<512x512xf16>, %C: memref<512x512xf32>) {
  %c4 = arith.constant 4 : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  tile.launch blocks(%bx, %by) in (%c4, %c4) threads(128) l2_swizzle(2) {
    %a = tile.alloc_shared() : memref<128x64xf16, #tile.shared>
    %b = tile.alloc_shared() : memref<64x128xf16, #tile.shared>
    %acc = tile.alloc_fragment() : memref<128x128xf32, #tile.fragment>
    %row = arith.muli %by, %c128 : index
    %col = arith.muli %bx, %c128 : index
    tile.clear %acc : memref<128x128xf32, #tile.fragment>
    scf.for %ks = %c0 to %c8 step %c1 {
      %k = arith.muli %ks, %c64 : index
      tile.copy %A[%row, %k] -> %a : memref<512x512xf16>, memref<128x64xf16, #tile.shared>
      tile.copy %B[%k, %col] -> %b : memref<512x512xf16>, memref<64x128xf16, #tile.shared>
      tile.gemm %a, %b, %acc : memref<128x64xf16, #tile.shared>, memref<64x128xf16, #tile.shared>, memref<128x128xf32, #tile.fragment>
    } {tile.num_stages = 3}
    tile.copy %acc -> %C[%row, %col] : memref<128x128xf32, #tile.fragment>, memref<512x512xf32>
  }
  return
}

// -----

// One copy TMA cannot take (the unswizzled, padded A tile) keeps all of the
// launch's pipelined copies on cp.async, with a warning that says why.
// CHECK-LABEL: func.func @one_cannot
// CHECK-NOT: tma
// MC-LABEL: func.func @one_cannot
// MC-NOT: cluster
func.func @one_cannot(%A: memref<256x60xf16>, %B: memref<256x256xf16>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c64 = arith.constant 64 : index
  tile.launch blocks(%bx) in (%c2) threads(128) {
    %a = tile.alloc_shared() : memref<64x60xf16, #tile.shared>
    %b = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, warpgroup_rows = 4>} : memref<64x64xf16, #tile.shared>
    %f = tile.alloc_fragment() : memref<64x60xf16, #tile.fragment>
    %g = tile.alloc_fragment() : memref<64x64xf16, #tile.fragment>
    scf.for %ks = %c0 to %c4 step %c1 {
      %k = arith.muli %ks, %c64 : index
      // expected-warning @below {{cannot load through TMA: its destination is not a wgmma tile with 128-byte swizzle (#tile.swizzle<bytes = 128> with panels or warpgroup_rows) or one of 64-byte rows with the 64-byte swizzle; the kernel's pipelined copies load without TMA}}
      tile.copy %A[%k, %c0] -> %a : memref<256x60xf16>, memref<64x60xf16, #tile.shared>
      tile.copy %B[%k, %c0] -> %b : memref<256x256xf16>, memref<64x64xf16, #tile.shared>
      tile.copy %a -> %f : memref<64x60xf16, #tile.shared>, memref<64x60xf16, #tile.fragment>
      tile.copy %b -> %g : memref<64x64xf16, #tile.shared>, memref<64x64xf16, #tile.fragment>
    } {tile.num_stages = 2}
  }
  return
}
