// RUN: tile-opt %s -split-input-file --tile-infer-layout --convert-tile-to-gpu -verify-diagnostics | FileCheck %s
// An atomic in a loop over a reduced fragment: the threads along the
// reduced dimension all hold each column's sum, and only the first of
// them adds it (else each column would be added once per copy; checked on
// the H200 against torch's X.sum(0), docs/benchmarks.md).

// CHECK-LABEL: gpu.func @colsum
// CHECK: %[[FIRST:.*]] = arith.andi
// CHECK: scf.if %[[FIRST]] {
// CHECK-NEXT: memref.atomic_rmw addf
func.func @colsum(%X: memref<512x256xf32>, %Out: memref<256xf32>) {
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  tile.launch blocks(%bx, %by) in (%c2, %c8) threads(128) {
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %row = arith.muli %by, %c64 : index
    %col = arith.muli %bx, %c128 : index
    %x = tile.alloc_fragment() : memref<64x128xf32, #tile.fragment>
    %s = tile.alloc_fragment() : memref<128xf32, #tile.fragment>
    tile.copy %X[%row, %col] -> %x : memref<512x256xf32>, memref<64x128xf32, #tile.fragment>
    tile.reduce sum %x -> %s {dim = 0 : i64} : memref<64x128xf32, #tile.fragment>, memref<128xf32, #tile.fragment>
    tile.parallel (%j) in (128) {
      %v = memref.load %s[%j] : memref<128xf32, #tile.fragment>
      %c = arith.addi %col, %j : index
      %old = memref.atomic_rmw addf %v, %Out[%c] : (f32, memref<256xf32>) -> f32
    }
  }
  return
}

// -----

// Its old value cannot reach the other copies' threads.
func.func @colsum_old(%X: memref<512x256xf32>, %Out: memref<256xf32>, %Old: memref<256xf32>) {
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  tile.launch blocks(%bx, %by) in (%c2, %c8) threads(128) {
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %row = arith.muli %by, %c64 : index
    %col = arith.muli %bx, %c128 : index
    %x = tile.alloc_fragment() : memref<64x128xf32, #tile.fragment>
    %s = tile.alloc_fragment() : memref<128xf32, #tile.fragment>
    tile.copy %X[%row, %col] -> %x : memref<512x256xf32>, memref<64x128xf32, #tile.fragment>
    tile.reduce sum %x -> %s {dim = 0 : i64} : memref<64x128xf32, #tile.fragment>, memref<128xf32, #tile.fragment>
    tile.parallel (%j) in (128) {
      %v = memref.load %s[%j] : memref<128xf32, #tile.fragment>
      %c = arith.addi %col, %j : index
      // expected-error @below {{returns the old value inside a loop over a reduced fragment}}
      %old = memref.atomic_rmw addf %v, %Out[%c] : (f32, memref<256xf32>) -> f32
      memref.store %old, %Old[%c] : memref<256xf32>
    }
  }
  return
}
