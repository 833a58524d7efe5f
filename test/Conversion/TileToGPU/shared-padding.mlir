// RUN: tile-opt %s --tile-infer-layout --convert-tile-to-gpu | FileCheck %s

// A transpose through shared memory. row_padding = 4 gives the 32x32 f32
// tile a pitch of 33 words, so a warp's column reads touch every bank
// (test/Unit/LayoutTest.cpp, SharedBankTest, counts them); its rows are no
// longer 16-byte aligned, so they are written a word at a time. A tile that
// states no padding gets the same from tile-infer-layout (its accesses
// counted, test/Transforms/shared-padding.mlir); 16 bytes, stated, keeps
// 16-byte writes but reads 4 ways.
// CHECK-LABEL: gpu.func @transpose
// CHECK: memref.view {{.*}} to memref<32x33xf32, #gpu.address_space<workgroup>>
// CHECK: %[[T:.*]] = memref.subview {{.*}}[0, 0] [32, 32] [1, 1] : memref<32x33xf32, #gpu.address_space<workgroup>> to memref<32x32xf32, strided<[33, 1]>, #gpu.address_space<workgroup>>
// CHECK-COUNT-4: vector.store %{{.*}}, %[[T]][{{.*}}] {alignment = 4 : i64} : memref<32x32xf32, strided<[33, 1]>, #gpu.address_space<workgroup>>, vector<1xf32>
// CHECK: gpu.barrier
// CHECK-COUNT-4: memref.load %[[T]][
// CHECK-LABEL: gpu.func @transpose_default
// CHECK: memref.view {{.*}} to memref<32x33xf32, #gpu.address_space<workgroup>>
// CHECK-LABEL: gpu.func @transpose_16
// CHECK: memref.view {{.*}} to memref<32x36xf32, #gpu.address_space<workgroup>>
// CHECK: vector.store {{.*}} vector<4xf32>
func.func @transpose(%X: memref<1024x1024xf32>, %Y: memref<1024x1024xf32>) {
  %c32 = arith.constant 32 : index
  tile.launch blocks(%bx, %by) in (%c32, %c32) threads(256) {
    %n = arith.constant 32 : index
    %t = tile.alloc_shared() {row_padding = 4} : memref<32x32xf32, #tile.shared>
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
func.func @transpose_default(%X: memref<1024x1024xf32>, %Y: memref<1024x1024xf32>) {
  %c32 = arith.constant 32 : index
  tile.launch blocks(%bx, %by) in (%c32, %c32) threads(256) {
    %n = arith.constant 32 : index
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
func.func @transpose_16(%X: memref<1024x1024xf32>, %Y: memref<1024x1024xf32>) {
  %c32 = arith.constant 32 : index
  tile.launch blocks(%bx, %by) in (%c32, %c32) threads(256) {
    %n = arith.constant 32 : index
    %t = tile.alloc_shared() {row_padding = 16} : memref<32x32xf32, #tile.shared>
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
