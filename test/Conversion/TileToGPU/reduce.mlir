// RUN: tile-opt %s -split-input-file --convert-tile-to-gpu -verify-diagnostics | FileCheck %s

// A 4x256 fragment over 4x2 warps: each thread owns 8 contiguous columns of
// one row. max along dim 1: in-thread maxima, a 5-step butterfly over the
// 32 lanes of the row (xor 1, 2, 4, 8, 16), then the two warps of a row
// meet in shared memory: lane 0 writes, a barrier, lane i reads warp
// i % 2's partial and one more shuffle (xor 1) combines the two.

#blocked = #tile.blocked<sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerBlock = [4, 2], order = [1, 0]>
#slice = #tile.slice<dim = 1, parent = #blocked>

// CHECK-LABEL: gpu.func @row_max
// CHECK: %[[SRC:.+]] = memref.alloca() : memref<4xf32>
// CHECK: %[[DST:.+]] = memref.alloca() : memref<1xf32>
// CHECK-COUNT-3: arith.maxnumf
// CHECK: %[[W:.+]] = arith.constant 32 : i32
// CHECK: %[[M1:.+]] = arith.constant 1 : i32
// CHECK: gpu.shuffle xor %{{.*}}, %[[M1]], %[[W]] : f32
// CHECK: arith.maxnumf
// CHECK: gpu.shuffle xor
// CHECK: gpu.shuffle xor
// CHECK: gpu.shuffle xor
// CHECK: %[[M16:.+]] = arith.constant 16 : i32
// CHECK: gpu.shuffle xor %{{.*}}, %[[M16]], %[[W]] : f32
// CHECK-NOT: gpu.shuffle
// CHECK: %[[SCRATCH:.+]] = memref.view {{.*}} to memref<2x4xf32, #gpu.address_space<workgroup>>
// CHECK: %[[LEAD:.+]] = arith.cmpi eq
// CHECK: scf.if %[[LEAD]] {
// CHECK:   memref.store %{{.*}}, %[[SCRATCH]]
// CHECK: }
// CHECK-NEXT: gpu.barrier
// CHECK: %[[MINE:.+]] = arith.remui %{{.*}}, %c2
// CHECK: %[[PART:.+]] = memref.load %[[SCRATCH]][%[[MINE]], %{{.*}}]
// CHECK-NOT: memref.load %[[SCRATCH]]
// CHECK: %[[OTHER:.+]], %{{.*}} = gpu.shuffle xor %[[PART]], %c1_i32{{.*}}, %c32_i32{{.*}} : f32
// CHECK: %[[MAX:.+]] = arith.maxnumf %[[PART]], %[[OTHER]]
// CHECK: memref.store %[[MAX]], %[[DST]]
func.func @row_max(%X: memref<4x256xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(256) {
    %s = tile.alloc_fragment() {layout = #blocked} : memref<4x256xf32, #tile.fragment>
    %m = tile.alloc_fragment() {layout = #slice} : memref<4xf32, #tile.fragment>
    tile.copy %X -> %s : memref<4x256xf32>, memref<4x256xf32, #tile.fragment>
    tile.reduce max %s -> %m {dim = 1 : i64} : memref<4x256xf32, #tile.fragment>, memref<4xf32, #tile.fragment>
  }
  return
}

// -----

// Along dim 0 the lanes that split it are the ones above the 8 lanes of
// dim 1: xor 8 and 16. One warp: no shared memory. clear = false combines
// with the destination's current value.
#blocked = #tile.blocked<sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerBlock = [1, 1], order = [1, 0]>
#slice = #tile.slice<dim = 0, parent = #blocked>

// CHECK-LABEL: gpu.func @col_sum
// CHECK: %[[M8:.+]] = arith.constant 8 : i32
// CHECK: gpu.shuffle xor %{{.*}}, %[[M8]]
// CHECK: %[[M16:.+]] = arith.constant 16 : i32
// CHECK: gpu.shuffle xor %{{.*}}, %[[M16]]
// CHECK-NOT: gpu.barrier
// CHECK-NOT: gpu.dynamic_shared_memory
// CHECK: %[[OLD:.+]] = memref.load
// CHECK: arith.addf %[[OLD]]
func.func @col_sum(%X: memref<4x8xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(32) {
    %s = tile.alloc_fragment() {layout = #blocked} : memref<4x8xf32, #tile.fragment>
    %m = tile.alloc_fragment() {layout = #slice} : memref<8xf32, #tile.fragment>
    tile.copy %X -> %s : memref<4x8xf32>, memref<4x8xf32, #tile.fragment>
    tile.reduce sum %s -> %m {dim = 0 : i64, clear = false} : memref<4x8xf32, #tile.fragment>, memref<8xf32, #tile.fragment>
  }
  return
}

// -----

// A reduced fragment read as a broadcast: each iteration reads the row
// maximum its register belongs to.
#blocked = #tile.blocked<sizePerThread = [1, 2], threadsPerWarp = [2, 16], warpsPerBlock = [1, 1], order = [1, 0]>
#slice = #tile.slice<dim = 1, parent = #blocked>
// CHECK-LABEL: gpu.func @broadcast
// CHECK: %[[M:.+]] = memref.alloca() : memref<2xf32>
// CHECK-COUNT-4: memref.load %[[M]][%c{{[01]}}{{(_[0-9]+)?}}] : memref<2xf32>
func.func @broadcast(%X: memref<4x32xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(32) {
    %s = tile.alloc_fragment() {layout = #blocked} : memref<4x32xf32, #tile.fragment>
    %m = tile.alloc_fragment() {layout = #slice} : memref<4xf32, #tile.fragment>
    tile.copy %X -> %s : memref<4x32xf32>, memref<4x32xf32, #tile.fragment>
    tile.reduce max %s -> %m {dim = 1 : i64} : memref<4x32xf32, #tile.fragment>, memref<4xf32, #tile.fragment>
    tile.parallel (%i, %j) in (4, 32) attributes {layout = #blocked} {
      %v = memref.load %s[%i, %j] : memref<4x32xf32, #tile.fragment>
      %mx = memref.load %m[%i] : memref<4xf32, #tile.fragment>
      %d = arith.subf %v, %mx : f32
      memref.store %d, %s[%i, %j] : memref<4x32xf32, #tile.fragment>
    }
  }
  return
}

// -----

#blocked = #tile.blocked<sizePerThread = [1, 2], threadsPerWarp = [2, 16], warpsPerBlock = [1, 1], order = [1, 0]>
#slice = #tile.slice<dim = 1, parent = #blocked>
func.func @write_broadcast(%X: memref<4x32xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(32) {
    %s = tile.alloc_fragment() {layout = #blocked} : memref<4x32xf32, #tile.fragment>
    %m = tile.alloc_fragment() {layout = #slice} : memref<4xf32, #tile.fragment>
    tile.parallel (%i, %j) in (4, 32) attributes {layout = #blocked} {
      %v = memref.load %s[%i, %j] : memref<4x32xf32, #tile.fragment>
      // expected-error @below {{writes a reduced fragment inside a loop over the full tile}}
      memref.store %v, %m[%i] : memref<4xf32, #tile.fragment>
    }
  }
  return
}

// -----

// A reduced fragment read in a 1-d loop of another layout (its slice
// dimension is past the loop's rank): a located error (the shape check
// used to erase past the end of the loop's shape and crash).
#parent = #tile.blocked<sizePerThread = [1, 4], threadsPerWarp = [32, 1], warpsPerBlock = [1, 1], order = [1, 0]>
#slice = #tile.slice<dim = 1, parent = #parent>
#row = #tile.blocked<sizePerThread = [1], threadsPerWarp = [32], warpsPerBlock = [1], order = [0]>
func.func @slice_in_1d_loop() {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(32) {
    %m = tile.alloc_fragment() {layout = #slice} : memref<32xf32, #tile.fragment>
    tile.parallel (%i) in (32) attributes {layout = #row} {
      // expected-error @below {{accesses a fragment whose layout}}
      %v = memref.load %m[%i] : memref<32xf32, #tile.fragment>
      memref.store %v, %m[%i] : memref<32xf32, #tile.fragment>
    }
  }
  return
}

// -----

#blocked = #tile.blocked<sizePerThread = [1, 2], threadsPerWarp = [2, 16], warpsPerBlock = [1, 1], order = [1, 0]>
#slice = #tile.slice<dim = 1, parent = #blocked>
func.func @f16_reduce(%X: memref<4x32xf16>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(32) {
    %s = tile.alloc_fragment() {layout = #blocked} : memref<4x32xf16, #tile.fragment>
    %m = tile.alloc_fragment() {layout = #slice} : memref<4xf16, #tile.fragment>
    // expected-error @below {{reductions of 'f16' are not lowered; reduce in f32 (convert in a tile.parallel first)}}
    tile.reduce max %s -> %m {dim = 1 : i64} : memref<4x32xf16, #tile.fragment>, memref<4xf16, #tile.fragment>
  }
  return
}

// -----

// Fewer lanes than warps along the reduced dimension (2 lanes, 4 warps):
// after the shuffle over the two lanes, every thread reads all four warps'
// partials from shared memory and combines them in order.
#blocked = #tile.blocked<sizePerThread = [1, 1], threadsPerWarp = [16, 2], warpsPerBlock = [1, 4], order = [1, 0]>
#slice = #tile.slice<dim = 1, parent = #blocked>

// CHECK-LABEL: gpu.func @few_lanes_many_warps
// CHECK: gpu.shuffle xor %{{.*}}, %c1_i32{{.*}}, %c32_i32{{.*}} : f32
// CHECK: %[[SCRATCH:.+]] = memref.view {{.*}} to memref<4x16xf32, #gpu.address_space<workgroup>>
// CHECK: gpu.barrier
// CHECK-NOT: arith.remui
// CHECK-COUNT-4: memref.load %[[SCRATCH]]
// CHECK-NOT: gpu.shuffle
// CHECK: gpu.return
func.func @few_lanes_many_warps(%X: memref<16x8xf32>, %Y: memref<16xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(128) {
    %s = tile.alloc_fragment() {layout = #blocked} : memref<16x8xf32, #tile.fragment>
    %m = tile.alloc_fragment() {layout = #slice} : memref<16xf32, #tile.fragment>
    tile.copy %X -> %s : memref<16x8xf32>, memref<16x8xf32, #tile.fragment>
    tile.reduce sum %s -> %m {dim = 1 : i64} : memref<16x8xf32, #tile.fragment>, memref<16xf32, #tile.fragment>
    tile.copy %m -> %Y : memref<16xf32, #tile.fragment>, memref<16xf32>
  }
  return
}

// -----

// Three warps along the reduced dimension: each thread sums the three
// partials from shared memory in turn. (The butterfly over lanes 0-3,
// which hold warps 0, 1, 2 and 0 again, counted warp 0 twice; it is kept
// for powers of two. Found by fuzzing.)
// CHECK-LABEL: func.func @three_warps
// CHECK: %[[W0:.+]] = memref.load %{{.*}}[%c0{{.*}}] : memref<4x1xf32, #gpu.address_space<workgroup>>
// CHECK: %[[W1:.+]] = memref.load %{{.*}}[%c1{{.*}}] : memref<4x1xf32, #gpu.address_space<workgroup>>
// CHECK-NEXT: %[[S:.+]] = arith.addf %[[W0]], %[[W1]] : f32
// CHECK: %[[W2:.+]] = memref.load %{{.*}}[%c2{{.*}}] : memref<4x1xf32, #gpu.address_space<workgroup>>
// CHECK-NEXT: arith.addf %[[S]], %[[W2]] : f32
#three = #tile.blocked<sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerBlock = [1, 3], order = [1, 0]>
func.func @three_warps(%A: memref<1x96xf32>, %C: memref<1xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(96) {
    %c0 = arith.constant 0 : index
    %s = tile.alloc_fragment() {layout = #three} : memref<1x96xf32, #tile.fragment>
    %m = tile.alloc_fragment() {layout = #tile.slice<dim = 1, parent = #three>} : memref<1xf32, #tile.fragment>
    tile.copy %A[%c0, %c0] -> %s : memref<1x96xf32>, memref<1x96xf32, #tile.fragment>
    tile.reduce sum %s -> %m {dim = 1 : i64} : memref<1x96xf32, #tile.fragment>, memref<1xf32, #tile.fragment>
    tile.copy %m -> %C[%c0] : memref<1xf32, #tile.fragment>, memref<1xf32>
  }
  return
}

// -----

// Warpgroups along N (#tile.mma version 3 with two column groups) have no
// slices: a row reduction of such an accumulator, or a bias read under it,
// is refused with what to do.
#wgn = #tile.mma<version = 3, warpsPerBlock = [4, 2], instrShape = [64, 64, 16]>
#rows = #tile.slice<dim = 1, parent = #tile.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerBlock = [8, 1], order = [1, 0]>>
func.func @column_groups_reduce(%X: memref<4xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(256) {
    %acc = tile.alloc_fragment() {layout = #wgn} : memref<64x128xf32, #tile.fragment>
    %m = tile.alloc_fragment() {layout = #rows} : memref<64xf32, #tile.fragment>
    // expected-error @below {{reduces an accumulator whose warpgroups split its columns}}
    tile.reduce max %acc -> %m {dim = 1 : i64} : memref<64x128xf32, #tile.fragment>, memref<64xf32, #tile.fragment>
  }
  return
}

// -----

#wgn = #tile.mma<version = 3, warpsPerBlock = [4, 2], instrShape = [64, 64, 16]>
#cols = #tile.slice<dim = 0, parent = #tile.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerBlock = [8, 1], order = [1, 0]>>
func.func @column_groups_bias(%X: memref<4xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(256) {
    %acc = tile.alloc_fragment() {layout = #wgn} : memref<64x128xf32, #tile.fragment>
    %bias = tile.alloc_fragment() {layout = #cols} : memref<128xf32, #tile.fragment>
    tile.parallel (%i, %j) in (64, 128) attributes {layout = #wgn} {
      // expected-error @below {{accesses a fragment whose layout}}
      %b = memref.load %bias[%j] : memref<128xf32, #tile.fragment>
      %v = memref.load %acc[%i, %j] : memref<64x128xf32, #tile.fragment>
      %s = arith.addf %v, %b : f32
      memref.store %s, %acc[%i, %j] : memref<64x128xf32, #tile.fragment>
    }
  }
  return
}
