// RUN: tile-opt %s -split-input-file --tile-infer-layout -verify-diagnostics | FileCheck %s

// f32: 16-byte vectors are 4 elements; 256 threads cover 1024 per sweep,
// so a 2048-element fragment is swept twice.
// CHECK-LABEL: func.func @vector_f32
// CHECK: tile.alloc_fragment() {layout = #tile.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerBlock = [8], order = [0]>} : memref<2048xf32
// CHECK: tile.parallel (%{{.*}}) in (2048) attributes {layout = #tile.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerBlock = [8], order = [0]>}
func.func @vector_f32(%X: memref<4096xf32>) {
  %c2 = arith.constant 2 : index
  tile.launch blocks(%bx) in (%c2) threads(256) {
    %x = tile.alloc_fragment() : memref<2048xf32, #tile.fragment>
    tile.parallel (%i) in (2048) {
      %v = memref.load %x[%i] : memref<2048xf32, #tile.fragment>
      memref.store %v, %x[%i] : memref<2048xf32, #tile.fragment>
    }
  }
  return
}

// -----

// f16: 8 elements make 16 bytes.
// CHECK-LABEL: func.func @vector_f16
// CHECK: #tile.blocked<sizePerThread = [8], threadsPerWarp = [32], warpsPerBlock = [4], order = [0]>
func.func @vector_f16(%X: memref<4096xf16>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(128) {
    %x = tile.alloc_fragment() : memref<1024xf16, #tile.fragment>
  }
  return
}

// -----

// 2-d: vectors and lanes along the rows (dimension 1), warps down the
// columns, dimension 1 fastest.
// CHECK-LABEL: func.func @matrix
// CHECK: #tile.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerBlock = [4, 1], order = [1, 0]>
// A short row: lanes spill over into dimension 0.
// CHECK: #tile.blocked<sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerBlock = [4, 1], order = [1, 0]>
func.func @matrix(%X: memref<64x128xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(128) {
    %x = tile.alloc_fragment() : memref<64x128xf32, #tile.fragment>
    %y = tile.alloc_fragment() : memref<64x32xf32, #tile.fragment>
  }
  return
}

// -----

// A layout given by the user is kept, and the loop follows it.
// CHECK-LABEL: func.func @user_layout
// CHECK: tile.alloc_fragment() {layout = #tile.blocked<sizePerThread = [1], threadsPerWarp = [32], warpsPerBlock = [1], order = [0]>}
// CHECK: tile.parallel (%{{.*}}) in (64) attributes {layout = #tile.blocked<sizePerThread = [1], threadsPerWarp = [32], warpsPerBlock = [1], order = [0]>}
func.func @user_layout(%X: memref<64xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(32) {
    %x = tile.alloc_fragment() {layout = #tile.blocked<sizePerThread = [1], threadsPerWarp = [32], warpsPerBlock = [1], order = [0]>} : memref<64xf32, #tile.fragment>
    tile.parallel (%i) in (64) {
      %v = memref.load %x[%i] : memref<64xf32, #tile.fragment>
      memref.store %v, %x[%i] : memref<64xf32, #tile.fragment>
    }
  }
  return
}

// -----

// A loop that touches no fragment is distributed by its own shape.
// CHECK-LABEL: func.func @global_only
// CHECK: tile.parallel (%{{.*}}) in (512) attributes {layout = #tile.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerBlock = [4], order = [0]>}
func.func @global_only(%X: memref<512xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(128) {
    tile.parallel (%i) in (512) {
      %v = memref.load %X[%i] : memref<512xf32>
      memref.store %v, %X[%i] : memref<512xf32>
    }
  }
  return
}

// -----

func.func @too_small(%X: memref<64xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(256) {
    // expected-error @below {{no thread layout for fragment 'memref<64xf32, #tile.fragment>': a tile of 64 element(s) (shape 64) cannot be split evenly over 256 threads}}
    %x = tile.alloc_fragment() : memref<64xf32, #tile.fragment>
  }
  return
}

// -----

func.func @disagree(%X: memref<64xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(32) {
    // expected-note @below {{first fragment defined here}}
    %x = tile.alloc_fragment() {layout = #tile.blocked<sizePerThread = [1], threadsPerWarp = [32], warpsPerBlock = [1], order = [0]>} : memref<64xf32, #tile.fragment>
    // expected-note @below {{second fragment defined here}}
    %y = tile.alloc_fragment() {layout = #tile.blocked<sizePerThread = [2], threadsPerWarp = [32], warpsPerBlock = [1], order = [0]>} : memref<64xf32, #tile.fragment>
    // expected-error @below {{touches two fragments whose layouts differ}}
    tile.parallel (%i) in (64) {
      %v = memref.load %x[%i] : memref<64xf32, #tile.fragment>
      memref.store %v, %y[%i] : memref<64xf32, #tile.fragment>
    }
  }
  return
}

// -----

func.func @shape_mismatch(%X: memref<64xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(32) {
    // expected-note @below {{fragment defined here}}
    %x = tile.alloc_fragment() : memref<64xf32, #tile.fragment>
    // expected-error @below {{iterates over (32) but touches fragment 'memref<64xf32, #tile.fragment>' of another shape}}
    tile.parallel (%i) in (32) {
      %v = memref.load %x[%i] : memref<64xf32, #tile.fragment>
      memref.store %v, %x[%i] : memref<64xf32, #tile.fragment>
    }
  }
  return
}

// -----

func.func @dynamic(%X: memref<64xf32>, %n: index) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(32) {
    // expected-error @below {{has a dynamic shape; bind its parameters with tile-specialize before layout inference}}
    %x = tile.alloc_fragment(%n) : memref<?xf32, #tile.fragment>
  }
  return
}
