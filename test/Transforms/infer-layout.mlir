// RUN: tile-opt %s -split-input-file --tile-infer-layout=chip=sm_80 -verify-diagnostics | FileCheck %s
// RUN: tile-opt %s -split-input-file --tile-infer-layout=chip=sm_90a -verify-diagnostics | FileCheck %s --check-prefix=SM90

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

// An f16 tile and its f32 copy share one layout, sized for f16 vectors;
// the reduction's result takes the slice of it, and the loop that reads it
// as a broadcast keeps the full layout.
// CHECK-LABEL: func.func @unified
// CHECK: tile.alloc_fragment() {layout = #tile.blocked<sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerBlock = [4, 4], order = [1, 0]>} : memref<4x1024xf16
// CHECK: tile.alloc_fragment() {layout = #tile.blocked<sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerBlock = [4, 4], order = [1, 0]>} : memref<4x1024xf32
// CHECK: tile.alloc_fragment() {layout = #tile.slice<dim = 1, parent = #tile.blocked<sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerBlock = [4, 4], order = [1, 0]>>} : memref<4xf32
// CHECK: tile.parallel {{.*}} attributes {layout = #tile.blocked<sizePerThread = [1, 8]
// CHECK: tile.parallel {{.*}} attributes {layout = #tile.blocked<sizePerThread = [1, 8]
func.func @unified(%X: memref<4x1024xf16>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(512) {
    %x = tile.alloc_fragment() : memref<4x1024xf16, #tile.fragment>
    %s = tile.alloc_fragment() : memref<4x1024xf32, #tile.fragment>
    %m = tile.alloc_fragment() : memref<4xf32, #tile.fragment>
    tile.parallel (%i, %j) in (4, 1024) {
      %v = memref.load %x[%i, %j] : memref<4x1024xf16, #tile.fragment>
      %f = arith.extf %v : f16 to f32
      memref.store %f, %s[%i, %j] : memref<4x1024xf32, #tile.fragment>
    }
    tile.reduce max %s -> %m {dim = 1 : i64} : memref<4x1024xf32, #tile.fragment>, memref<4xf32, #tile.fragment>
    tile.parallel (%i, %j) in (4, 1024) {
      %v = memref.load %s[%i, %j] : memref<4x1024xf32, #tile.fragment>
      %mx = memref.load %m[%i] : memref<4xf32, #tile.fragment>
      %d = arith.subf %v, %mx : f32
      memref.store %d, %s[%i, %j] : memref<4x1024xf32, #tile.fragment>
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

// A loop that touches two fragments of different given layouts keeps the
// layout of the one it writes; the other is converted into a fragment of
// that layout by a tile.copy before the loop (through shared memory).
#one = #tile.blocked<sizePerThread = [1], threadsPerWarp = [32], warpsPerBlock = [1], order = [0]>
#two = #tile.blocked<sizePerThread = [2], threadsPerWarp = [32], warpsPerBlock = [1], order = [0]>
// CHECK-LABEL: func.func @disagree
// CHECK: %[[CONV:.+]] = tile.alloc_fragment() {layout = #tile.blocked<sizePerThread = [2], threadsPerWarp = [32], warpsPerBlock = [1], order = [0]>} : memref<64xf32, #tile.fragment>
// CHECK: %[[X:.+]] = tile.alloc_fragment() {layout = #tile.blocked<sizePerThread = [1]
// CHECK: %[[Y:.+]] = tile.alloc_fragment() {layout = #tile.blocked<sizePerThread = [2]
// CHECK: tile.copy %[[X]] -> %[[CONV]]
// CHECK: tile.parallel (%[[I:.+]]) in (64) attributes {layout = #tile.blocked<sizePerThread = [2]
// CHECK:   memref.load %[[CONV]][%[[I]]]
// CHECK:   memref.store %{{.*}}, %[[Y]][%[[I]]]
func.func @disagree(%X: memref<64xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(32) {
    %x = tile.alloc_fragment() {layout = #one} : memref<64xf32, #tile.fragment>
    %y = tile.alloc_fragment() {layout = #two} : memref<64xf32, #tile.fragment>
    tile.parallel (%i) in (64) {
      %v = memref.load %x[%i] : memref<64xf32, #tile.fragment>
      memref.store %v, %y[%i] : memref<64xf32, #tile.fragment>
    }
  }
  return
}

// -----

// Written in the loop too: the converted fragment is copied back after it.
#one = #tile.blocked<sizePerThread = [1], threadsPerWarp = [32], warpsPerBlock = [1], order = [0]>
#two = #tile.blocked<sizePerThread = [2], threadsPerWarp = [32], warpsPerBlock = [1], order = [0]>
// CHECK-LABEL: func.func @disagree_both_written
// CHECK: %[[CONV:.+]] = tile.alloc_fragment() {layout = #tile.blocked<sizePerThread = [1]
// CHECK: %[[X:.+]] = tile.alloc_fragment() {layout = #tile.blocked<sizePerThread = [1]
// CHECK: %[[Y:.+]] = tile.alloc_fragment() {layout = #tile.blocked<sizePerThread = [2]
// CHECK: tile.copy %[[Y]] -> %[[CONV]]
// CHECK: tile.parallel
// CHECK: tile.copy %[[CONV]] -> %[[Y]]
func.func @disagree_both_written(%X: memref<64xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(32) {
    %x = tile.alloc_fragment() {layout = #one} : memref<64xf32, #tile.fragment>
    %y = tile.alloc_fragment() {layout = #two} : memref<64xf32, #tile.fragment>
    tile.parallel (%i) in (64) {
      %v = memref.load %x[%i] : memref<64xf32, #tile.fragment>
      %w = memref.load %y[%i] : memref<64xf32, #tile.fragment>
      %s = arith.addf %v, %w : f32
      memref.store %s, %x[%i] : memref<64xf32, #tile.fragment>
      memref.store %s, %y[%i] : memref<64xf32, #tile.fragment>
    }
  }
  return
}

// -----

// Two loops chain fragments of different given layouts through a third:
// no single loop sees the disagreement, so the class is reported.
func.func @disagree_through_a_class(%X: memref<64xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(32) {
    // expected-note @below {{that fragment is defined here}}
    %x = tile.alloc_fragment() {layout = #tile.blocked<sizePerThread = [1], threadsPerWarp = [32], warpsPerBlock = [1], order = [0]>} : memref<64xf32, #tile.fragment>
    %z = tile.alloc_fragment() : memref<64xf32, #tile.fragment>
    // expected-error @below {{has layout #tile.blocked<sizePerThread = [2], threadsPerWarp = [32], warpsPerBlock = [1], order = [0]> but shares its elements (through a tile.parallel or a copy) with a fragment of layout #tile.blocked<sizePerThread = [1], threadsPerWarp = [32], warpsPerBlock = [1], order = [0]>; to use both, copy one into a fragment of the other layout}}
    %y = tile.alloc_fragment() {layout = #tile.blocked<sizePerThread = [2], threadsPerWarp = [32], warpsPerBlock = [1], order = [0]>} : memref<64xf32, #tile.fragment>
    tile.parallel (%i) in (64) {
      %v = memref.load %x[%i] : memref<64xf32, #tile.fragment>
      memref.store %v, %z[%i] : memref<64xf32, #tile.fragment>
    }
    tile.parallel (%i) in (64) {
      %v = memref.load %z[%i] : memref<64xf32, #tile.fragment>
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

// -----

// A gemm accumulator takes the mma.sync layout with squarish warp tiles
// (8 warps over 128x128: 2 along M, 4 along N, warp tiles 64x32), and the
// epilogue's fragment shares it.
// CHECK-LABEL: func.func @gemm_layout
// CHECK: tile.alloc_fragment() {layout = #tile.mma<version = 2, warpsPerBlock = [2, 4], instrShape = [16, 8, 16]>} : memref<128x128xf32
// CHECK: tile.alloc_fragment() {layout = #tile.mma<version = 2, warpsPerBlock = [2, 4], instrShape = [16, 8, 16]>} : memref<128x128xf16
// CHECK: tile.alloc_fragment() {layout = #tile.mma<version = 2, warpsPerBlock = [8, 1], instrShape = [16, 8, 16]>} : memref<128x64xf32
func.func @gemm_layout(%X: memref<4xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(256) {
    %a = tile.alloc_shared() : memref<128x32xf16, #tile.shared>
    %b = tile.alloc_shared() : memref<32x128xf16, #tile.shared>
    %acc = tile.alloc_fragment() : memref<128x128xf32, #tile.fragment>
    %c = tile.alloc_fragment() : memref<128x128xf16, #tile.fragment>
    tile.gemm %a, %b, %acc : memref<128x32xf16, #tile.shared>, memref<32x128xf16, #tile.shared>, memref<128x128xf32, #tile.fragment>
    tile.parallel (%i, %j) in (128, 128) {
      %v = memref.load %acc[%i, %j] : memref<128x128xf32, #tile.fragment>
      %h = arith.truncf %v : f32 to f16
      memref.store %h, %c[%i, %j] : memref<128x128xf16, #tile.fragment>
    }
    %b2 = tile.alloc_shared() : memref<32x64xf16, #tile.shared>
    %acc2 = tile.alloc_fragment() : memref<128x64xf32, #tile.fragment>
    tile.gemm %a, %b2, %acc2 {policy = #tile.policy<full_row>} : memref<128x32xf16, #tile.shared>, memref<32x64xf16, #tile.shared>, memref<128x64xf32, #tile.fragment>
  }
  return
}

// -----

// On sm_90a a gemm of shared tiles whose A rows are 128 bytes (K = 64) and
// whose B has 64-column panels accumulates with wgmma: every warp along M,
// A's rows in warpgroup order, B in panels (also the 64-wide B, one panel).
// A transposed B ([N, K]) is K-major: panels of 64 columns along K. At
// K = 32, A's rows of 64 bytes take the 64-byte swizzle (B stays N-major
// in 128-byte panels), as do a transposed B's (one 64-byte-swizzled
// panel); an explicit policy other than full_row keeps mma.sync, as does
// every gemm for sm_80.
// CHECK-LABEL: func.func @wgmma_layout
// CHECK-NOT: version = 3
// SM90-LABEL: func.func @wgmma_layout
// SM90: tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, warpgroup_rows = 8>} : memref<128x64xf16
// SM90: tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, panels = true>} : memref<64x256xf16
// SM90: tile.alloc_fragment() {layout = #tile.mma<version = 3, warpsPerBlock = [8, 1], instrShape = [64, 256, 16]>} : memref<128x256xf32
// SM90: tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, panels = true>} : memref<64x64xbf16
// SM90: tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, warpgroup_rows = 8>} : memref<256x64xbf16
// SM90: tile.alloc_fragment() {layout = #tile.mma<version = 3, warpsPerBlock = [8, 1], instrShape = [64, 64, 16]>} : memref<256x64xf32
// SM90: tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, panels = true>} : memref<128x64xf16
// SM90: tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, warpgroup_rows = 8>} : memref<128x64xf16
// SM90: tile.alloc_fragment() {layout = #tile.mma<version = 3, warpsPerBlock = [8, 1], instrShape = [64, 128, 16]>} : memref<128x128xf32
// SM90: tile.alloc_shared() {layout = #tile.swizzle<bytes = 64, warpgroup_rows = 8>} : memref<128x32xf16
// SM90: tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, panels = true>} : memref<32x128xf16
// SM90: tile.alloc_fragment() {layout = #tile.mma<version = 3, warpsPerBlock = [8, 1], instrShape = [64, 128, 16]>} : memref<128x128xf32
// SM90: tile.alloc_shared() {layout = #tile.swizzle<bytes = 64, warpgroup_rows = 8>} : memref<128x32xf16
// SM90: tile.alloc_shared() {layout = #tile.swizzle<bytes = 64, panels = true>} : memref<128x32xf16
// SM90: tile.alloc_fragment() {layout = #tile.mma<version = 3, warpsPerBlock = [8, 1], instrShape = [64, 128, 16]>} : memref<128x128xf32
func.func @wgmma_layout(%X: memref<4xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(256) {
    %a = tile.alloc_shared() : memref<128x64xf16, #tile.shared>
    %b = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128>} : memref<64x256xf16, #tile.shared>
    %acc = tile.alloc_fragment() : memref<128x256xf32, #tile.fragment>
    tile.gemm %a, %b, %acc : memref<128x64xf16, #tile.shared>, memref<64x256xf16, #tile.shared>, memref<128x256xf32, #tile.fragment>
    %b64 = tile.alloc_shared() : memref<64x64xbf16, #tile.shared>
    %a256 = tile.alloc_shared() : memref<256x64xbf16, #tile.shared>
    %acc64 = tile.alloc_fragment() : memref<256x64xf32, #tile.fragment>
    tile.gemm %a256, %b64, %acc64 : memref<256x64xbf16, #tile.shared>, memref<64x64xbf16, #tile.shared>, memref<256x64xf32, #tile.fragment>
    %bt = tile.alloc_shared() : memref<128x64xf16, #tile.shared>
    %a2 = tile.alloc_shared() : memref<128x64xf16, #tile.shared>
    %acc2 = tile.alloc_fragment() : memref<128x128xf32, #tile.fragment>
    tile.gemm %a2, %bt, %acc2 {transpose_b} : memref<128x64xf16, #tile.shared>, memref<128x64xf16, #tile.shared>, memref<128x128xf32, #tile.fragment>
    %a32 = tile.alloc_shared() : memref<128x32xf16, #tile.shared>
    %b32 = tile.alloc_shared() : memref<32x128xf16, #tile.shared>
    %acc3 = tile.alloc_fragment() : memref<128x128xf32, #tile.fragment>
    tile.gemm %a32, %b32, %acc3 : memref<128x32xf16, #tile.shared>, memref<32x128xf16, #tile.shared>, memref<128x128xf32, #tile.fragment>
    %a4 = tile.alloc_shared() : memref<128x32xf16, #tile.shared>
    %bt4 = tile.alloc_shared() : memref<128x32xf16, #tile.shared>
    %acc5 = tile.alloc_fragment() : memref<128x128xf32, #tile.fragment>
    tile.gemm %a4, %bt4, %acc5 {transpose_b} : memref<128x32xf16, #tile.shared>, memref<128x32xf16, #tile.shared>, memref<128x128xf32, #tile.fragment>
  }
  return
}

// -----

// Fewer rows than the warpgroups cover at 16 a warp (64 rows on two
// warpgroups): the warpgroups split the columns instead, each issuing
// m64n64 on its half (warpsPerBlock = [4, 2]), A's rows in one warpgroup's
// order. Four warpgroups split 256 columns in four; a transposed B takes
// 32 columns a group (K-major rows need no 128-byte panel per group), an
// N-major one does not (a group's 32 columns are half a panel).
// infer-layout-column-groups.mlir has the cases that keep mma.sync.
// CHECK-LABEL: func.func @wgmma_column_groups
// CHECK-NOT: version = 3
// SM90-LABEL: func.func @wgmma_column_groups
// SM90: tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, warpgroup_rows = 4>} : memref<64x64xf16
// SM90: tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, panels = true>} : memref<64x128xf16
// SM90: tile.alloc_fragment() {layout = #tile.mma<version = 3, warpsPerBlock = [4, 2], instrShape = [64, 64, 16]>} : memref<64x128xf32
// SM90: tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, panels = true>} : memref<64x64xf16
// SM90: tile.alloc_fragment() {layout = #tile.mma<version = 3, warpsPerBlock = [4, 2], instrShape = [64, 32, 16]>} : memref<64x64xf32
// SM90: tile.alloc_fragment() {layout = #tile.mma<version = 2, {{.*}}} : memref<64x64xf32
func.func @wgmma_column_groups(%X: memref<4xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(256) {
    %a = tile.alloc_shared() : memref<64x64xf16, #tile.shared>
    %b = tile.alloc_shared() : memref<64x128xf16, #tile.shared>
    %acc = tile.alloc_fragment() : memref<64x128xf32, #tile.fragment>
    tile.gemm %a, %b, %acc : memref<64x64xf16, #tile.shared>, memref<64x128xf16, #tile.shared>, memref<64x128xf32, #tile.fragment>
    %a2 = tile.alloc_shared() : memref<64x64xf16, #tile.shared>
    %bt = tile.alloc_shared() : memref<64x64xf16, #tile.shared>
    %acc2 = tile.alloc_fragment() : memref<64x64xf32, #tile.fragment>
    tile.gemm %a2, %bt, %acc2 {transpose_b} : memref<64x64xf16, #tile.shared>, memref<64x64xf16, #tile.shared>, memref<64x64xf32, #tile.fragment>
    %a3 = tile.alloc_shared() : memref<64x64xf16, #tile.shared>
    %b3 = tile.alloc_shared() : memref<64x64xf16, #tile.shared>
    %acc3 = tile.alloc_fragment() : memref<64x64xf32, #tile.fragment>
    tile.gemm %a3, %b3, %acc3 : memref<64x64xf16, #tile.shared>, memref<64x64xf16, #tile.shared>, memref<64x64xf32, #tile.fragment>
  }
  return
}

// SM90-LABEL: func.func @wgmma_four_column_groups
// SM90: tile.alloc_fragment() {layout = #tile.mma<version = 3, warpsPerBlock = [4, 4], instrShape = [64, 64, 16]>} : memref<64x256xf32
func.func @wgmma_four_column_groups(%X: memref<4xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(512) {
    %a = tile.alloc_shared() : memref<64x64xf16, #tile.shared>
    %b = tile.alloc_shared() : memref<64x256xf16, #tile.shared>
    %acc = tile.alloc_fragment() : memref<64x256xf32, #tile.fragment>
    tile.gemm %a, %b, %acc : memref<64x64xf16, #tile.shared>, memref<64x256xf16, #tile.shared>, memref<64x256xf32, #tile.fragment>
  }
  return
}

// -----

// 512 threads may have 128 registers each: a 256x256 wgmma accumulator
// (128 per thread, which cannot spill) leaves nothing for the rest, so the
// gemm stays on mma.sync.
// SM90-LABEL: func.func @wgmma_too_many_registers
// SM90: tile.alloc_fragment() {layout = #tile.mma<version = 2, {{.*}}} : memref<256x256xf32
func.func @wgmma_too_many_registers(%X: memref<4xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(512) {
    %a = tile.alloc_shared() : memref<256x64xf16, #tile.shared>
    %b = tile.alloc_shared() : memref<64x256xf16, #tile.shared>
    %acc = tile.alloc_fragment() : memref<256x256xf32, #tile.fragment>
    tile.gemm %a, %b, %acc : memref<256x64xf16, #tile.shared>, memref<64x256xf16, #tile.shared>, memref<256x256xf32, #tile.fragment>
  }
  return
}

// -----

func.func @gemm_no_arrangement(%X: memref<4xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(256) {
    %a = tile.alloc_shared() : memref<16x16xf16, #tile.shared>
    %b = tile.alloc_shared() : memref<16x8xf16, #tile.shared>
    %acc = tile.alloc_fragment() : memref<16x8xf32, #tile.fragment>
    // expected-error @below {{no arrangement of 8 warps tiles the 16x8 accumulator: mma.sync m16n8k16 needs M a multiple of 16 x (warps along M) and N a multiple of 8 x (warps along N)}}
    tile.gemm %a, %b, %acc : memref<16x16xf16, #tile.shared>, memref<16x8xf16, #tile.shared>, memref<16x8xf32, #tile.fragment>
  }
  return
}

// -----

// Attention's pattern: a gemm whose A operand is a fragment (P) defaults to
// full_row (every warp along M) and gives P its accumulator's layout;
// reducing an mma accumulator yields a slice of its blocked equivalent; and
// a fragment updated together with that reduction's result (the running
// max) takes the same slice layout instead of a default. The shared tiles
// feeding the gemms are XOR-swizzled instead of padded.
// CHECK-LABEL: func.func @attention_layouts
// CHECK: %[[Q:.+]] = tile.alloc_fragment() {layout = #tile.mma<version = 2, warpsPerBlock = [4, 1], instrShape = [16, 8, 16]>} : memref<64x64xf16, #tile.fragment>
// CHECK: tile.alloc_fragment() {layout = #tile.mma<version = 2, warpsPerBlock = [4, 1], instrShape = [16, 8, 16]>} : memref<64x32xf32, #tile.fragment>
// CHECK: tile.alloc_fragment() {layout = #tile.mma<version = 2, warpsPerBlock = [4, 1], instrShape = [16, 8, 16]>} : memref<64x32xf16, #tile.fragment>
// CHECK: tile.alloc_fragment() {layout = #tile.mma<version = 2, warpsPerBlock = [4, 1], instrShape = [16, 8, 16]>} : memref<64x64xf32, #tile.fragment>
// CHECK: tile.alloc_fragment() {layout = #tile.slice<dim = 1, parent = #tile.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerBlock = [4, 1], order = [1, 0]>>} : memref<64xf32, #tile.fragment>
// CHECK: tile.alloc_fragment() {layout = #tile.slice<dim = 1, parent = #tile.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerBlock = [4, 1], order = [1, 0]>>} : memref<64xf32, #tile.fragment>
// CHECK: tile.alloc_shared() {layout = #tile.swizzle<bytes = 128>} : memref<32x64xf16, #tile.shared>
// CHECK: tile.alloc_shared() {layout = #tile.swizzle<bytes = 128>} : memref<32x64xf16, #tile.shared>
func.func @attention_layouts(%X: memref<4xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(128) {
    %q = tile.alloc_fragment() : memref<64x64xf16, #tile.fragment>
    %s = tile.alloc_fragment() : memref<64x32xf32, #tile.fragment>
    %p = tile.alloc_fragment() : memref<64x32xf16, #tile.fragment>
    %o = tile.alloc_fragment() : memref<64x64xf32, #tile.fragment>
    %m = tile.alloc_fragment() : memref<64xf32, #tile.fragment>
    %mcur = tile.alloc_fragment() : memref<64xf32, #tile.fragment>
    %k = tile.alloc_shared() : memref<32x64xf16, #tile.shared>
    %v = tile.alloc_shared() : memref<32x64xf16, #tile.shared>
    tile.gemm %q, %k, %s {transpose_b, policy = #tile.policy<full_row>} : memref<64x64xf16, #tile.fragment>, memref<32x64xf16, #tile.shared>, memref<64x32xf32, #tile.fragment>
    tile.reduce max %s -> %mcur {dim = 1 : i64} : memref<64x32xf32, #tile.fragment>, memref<64xf32, #tile.fragment>
    tile.parallel (%i) in (64) {
      %a = memref.load %m[%i] : memref<64xf32, #tile.fragment>
      %b = memref.load %mcur[%i] : memref<64xf32, #tile.fragment>
      %c = arith.maximumf %a, %b : f32
      memref.store %c, %m[%i] : memref<64xf32, #tile.fragment>
    }
    tile.parallel (%i, %j) in (64, 32) {
      %x = memref.load %s[%i, %j] : memref<64x32xf32, #tile.fragment>
      %mi = memref.load %m[%i] : memref<64xf32, #tile.fragment>
      %d = arith.subf %x, %mi : f32
      %h = arith.truncf %d : f32 to f16
      memref.store %h, %p[%i, %j] : memref<64x32xf16, #tile.fragment>
    }
    tile.gemm %p, %v, %o : memref<64x32xf16, #tile.fragment>, memref<32x64xf16, #tile.shared>, memref<64x64xf32, #tile.fragment>
  }
  return
}

// -----

// A copy between two fragments whose given layouts differ is a layout
// conversion: both keep their layouts (no conflict is reported), and the
// loops that touch each one follow it.
#rows = #tile.blocked<sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerBlock = [1, 1], order = [1, 0]>
#cols = #tile.blocked<sizePerThread = [4, 1], threadsPerWarp = [4, 8], warpsPerBlock = [1, 1], order = [0, 1]>
// CHECK-LABEL: func.func @explicit_conversion
// CHECK: tile.alloc_fragment() {layout = #tile.blocked<sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerBlock = [1, 1], order = [1, 0]>}
// CHECK: tile.alloc_fragment() {layout = #tile.blocked<sizePerThread = [4, 1], threadsPerWarp = [4, 8], warpsPerBlock = [1, 1], order = [0, 1]>}
// CHECK: tile.parallel (%{{.*}}, %{{.*}}) in (16, 16) attributes {layout = #tile.blocked<sizePerThread = [4, 1]
func.func @explicit_conversion(%X: memref<16x16xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(32) {
    %a = tile.alloc_fragment() {layout = #rows} : memref<16x16xf32, #tile.fragment>
    %b = tile.alloc_fragment() {layout = #cols} : memref<16x16xf32, #tile.fragment>
    tile.copy %a -> %b : memref<16x16xf32, #tile.fragment>, memref<16x16xf32, #tile.fragment>
    tile.parallel (%i, %j) in (16, 16) {
      %v = memref.load %b[%i, %j] : memref<16x16xf32, #tile.fragment>
      %w = arith.mulf %v, %v : f32
      memref.store %w, %b[%i, %j] : memref<16x16xf32, #tile.fragment>
    }
  }
  return
}

// -----

// A fragment that a tile.parallel reads at all its variables but one (a
// bias row at [%j], a per-row scale at [%i]) takes the slice of the loop's
// layout along the missing dimension, as a reduction's result does: each
// thread holds the bias of its accumulator columns, read once before the
// k loop. Its copy from global memory follows that layout.
// CHECK-LABEL: func.func @broadcast_slices
// CHECK: tile.alloc_fragment() {layout = #tile.slice<dim = 0, parent = #tile.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerBlock = [2, 2], order = [1, 0]>>} : memref<128xf16
// CHECK: tile.alloc_fragment() {layout = #tile.slice<dim = 1, parent = #tile.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerBlock = [2, 2], order = [1, 0]>>} : memref<128xf32
// SM90-LABEL: func.func @broadcast_slices
// SM90: tile.alloc_fragment() {layout = #tile.slice<dim = 0, parent = #tile.blocked<sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerBlock = [4, 1], order = [1, 0]>>} : memref<128xf16
func.func @broadcast_slices(%bias: memref<128xf16>, %C: memref<128x128xf32>) {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  tile.launch blocks(%bx) in (%c1) threads(128) {
    %a = tile.alloc_shared() : memref<128x64xf16, #tile.shared>
    %b = tile.alloc_shared() : memref<64x128xf16, #tile.shared>
    %acc = tile.alloc_fragment() : memref<128x128xf32, #tile.fragment>
    %bf = tile.alloc_fragment() : memref<128xf16, #tile.fragment>
    %rs = tile.alloc_fragment() : memref<128xf32, #tile.fragment>
    tile.copy %bias[%c0] -> %bf : memref<128xf16>, memref<128xf16, #tile.fragment>
    %two = arith.constant 2.0 : f32
    tile.fill %rs, %two : memref<128xf32, #tile.fragment>, f32
    tile.clear %acc : memref<128x128xf32, #tile.fragment>
    tile.gemm %a, %b, %acc : memref<128x64xf16, #tile.shared>, memref<64x128xf16, #tile.shared>, memref<128x128xf32, #tile.fragment>
    tile.parallel (%i, %j) in (128, 128) {
      %v = memref.load %acc[%i, %j] : memref<128x128xf32, #tile.fragment>
      %bh = memref.load %bf[%j] : memref<128xf16, #tile.fragment>
      %s = memref.load %rs[%i] : memref<128xf32, #tile.fragment>
      %bv = arith.extf %bh : f16 to f32
      %x = arith.addf %v, %bv : f32
      %y = arith.mulf %x, %s : f32
      memref.store %y, %acc[%i, %j] : memref<128x128xf32, #tile.fragment>
    }
    tile.copy %acc -> %C[%c0, %c0] : memref<128x128xf32, #tile.fragment>, memref<128x128xf32>
  }
  return
}

// -----

// Rows of 4097 halves start at 2-byte multiples: the copies move one half
// at a time, so the layout gives the lanes consecutive halves (a warp reads
// 64 contiguous bytes) rather than 8 each (accesses 16 bytes apart). Rows
// of 4096 keep 16-byte vectors; rows of 4098 (4-byte multiples) pairs.
// CHECK-LABEL: func.func @row_alignment
// CHECK: tile.alloc_fragment() {layout = #tile.blocked<sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerBlock = [1, 8], order = [1, 0]>} : memref<1x8192xf16
// CHECK: tile.alloc_fragment() {layout = #tile.blocked<sizePerThread = [1, 8], threadsPerWarp = [1, 32], warpsPerBlock = [1, 8], order = [1, 0]>} : memref<1x8192xf16
// CHECK: tile.alloc_fragment() {layout = #tile.blocked<sizePerThread = [1, 2], threadsPerWarp = [1, 32], warpsPerBlock = [1, 8], order = [1, 0]>} : memref<1x8192xf16
func.func @row_alignment(%X: memref<16x4097xf16>, %Y: memref<16x4096xf16>, %Z: memref<16x4098xf16>) {
  %c16 = arith.constant 16 : index
  tile.launch blocks(%bx) in (%c16) threads(256) {
    %c0 = arith.constant 0 : index
    %x = tile.alloc_fragment() : memref<1x8192xf16, #tile.fragment>
    tile.copy %X[%bx, %c0] -> %x : memref<16x4097xf16>, memref<1x8192xf16, #tile.fragment>
    %y = tile.alloc_fragment() : memref<1x8192xf16, #tile.fragment>
    tile.copy %Y[%bx, %c0] -> %y : memref<16x4096xf16>, memref<1x8192xf16, #tile.fragment>
    %z = tile.alloc_fragment() : memref<1x8192xf16, #tile.fragment>
    tile.copy %Z[%bx, %c0] -> %z : memref<16x4098xf16>, memref<1x8192xf16, #tile.fragment>
  }
  return
}

// -----

// Tile ops run on the whole block: under a condition on the thread, the
// threads outside it would skip their share of the fragment (half of Y
// never written), or of a shared copy's barriers (a hang).
func.func @tile_op_under_thread_condition(%X: memref<1024x64xf32>, %Y: memref<1024x64xf32>) {
  %c8 = arith.constant 8 : index
  tile.launch blocks(%bx) in (%c8) threads(128) {
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %x = tile.alloc_fragment() : memref<128x64xf32, #tile.fragment>
    %t = gpu.thread_id x
    %p = arith.cmpi ult, %t, %c64 : index
    // expected-note @below {{this condition differs between threads}}
    scf.if %p {
      // expected-error @below {{'tile.copy' op runs on the whole block (each thread its share), but a condition around it differs between threads, so some threads would skip their share; make the condition the same for the block, or move it into a tile.parallel body}}
      tile.copy %X[%c0, %c0] -> %x : memref<1024x64xf32>, memref<128x64xf32, #tile.fragment>
    }
  }
  return
}

// -----

func.func @tile_op_in_lane_loop(%X: memref<1024x64xf32>) {
  %c8 = arith.constant 8 : index
  tile.launch blocks(%bx) in (%c8) threads(128) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %x = tile.alloc_shared() : memref<128x64xf32, #tile.shared>
    %lane = gpu.lane_id
    // expected-note @below {{this loop's trip count differs between threads}}
    scf.for %i = %c0 to %lane step %c1 {
      // expected-error @below {{'tile.copy' op runs on the whole block}}
      tile.copy %X[%c0, %c0] -> %x : memref<1024x64xf32>, memref<128x64xf32, #tile.shared>
    }
  }
  return
}

// -----

// Other values that differ between threads: the global id, a lane mask,
// the thread id laundered through a thread's own buffer, an atomic's old
// value.
func.func @tile_op_under_global_id(%X: memref<1024x64xf32>) {
  %c8 = arith.constant 8 : index
  tile.launch blocks(%bx) in (%c8) threads(128) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %x = tile.alloc_shared() : memref<128x64xf32, #tile.shared>
    %gid = gpu.global_id x
    // expected-note @below {{this loop's trip count differs between threads}}
    scf.for %i = %c0 to %gid step %c1 {
      // expected-error @below {{'tile.copy' op runs on the whole block}}
      tile.copy %X[%c0, %c0] -> %x : memref<1024x64xf32>, memref<128x64xf32, #tile.shared>
    }
  }
  return
}

// -----

func.func @tile_op_under_lanemask(%X: memref<1024x64xf32>) {
  %c8 = arith.constant 8 : index
  tile.launch blocks(%bx) in (%c8) threads(128) {
    %c0 = arith.constant 0 : index
    %x = tile.alloc_fragment() : memref<128x64xf32, #tile.fragment>
    %m = nvvm.read.ptx.sreg.lanemask.lt : i32
    %z = arith.constant 0 : i32
    %p = arith.cmpi eq, %m, %z : i32
    // expected-note @below {{this condition differs between threads}}
    scf.if %p {
      // expected-error @below {{'tile.copy' op runs on the whole block}}
      tile.copy %X[%c0, %c0] -> %x : memref<1024x64xf32>, memref<128x64xf32, #tile.fragment>
    }
  }
  return
}

// -----

func.func @tile_op_under_laundered_id(%X: memref<1024x64xf32>) {
  %c8 = arith.constant 8 : index
  tile.launch blocks(%bx) in (%c8) threads(128) {
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %x = tile.alloc_fragment() : memref<128x64xf32, #tile.fragment>
    %l = tile.alloc_local() : memref<1xi32, #tile.local>
    %t = gpu.thread_id x
    %ti = arith.index_cast %t : index to i32
    memref.store %ti, %l[%c0] : memref<1xi32, #tile.local>
    %v = memref.load %l[%c0] : memref<1xi32, #tile.local>
    %c64i = arith.constant 64 : i32
    %p = arith.cmpi ult, %v, %c64i : i32
    // expected-note @below {{this condition differs between threads}}
    scf.if %p {
      // expected-error @below {{'tile.copy' op runs on the whole block}}
      tile.copy %X[%c0, %c0] -> %x : memref<1024x64xf32>, memref<128x64xf32, #tile.fragment>
    }
  }
  return
}

// -----

func.func @tile_op_under_atomic_result(%X: memref<1024x64xf32>, %C: memref<1xi32>) {
  %c8 = arith.constant 8 : index
  tile.launch blocks(%bx) in (%c8) threads(128) {
    %c0 = arith.constant 0 : index
    %x = tile.alloc_fragment() : memref<128x64xf32, #tile.fragment>
    %one = arith.constant 1 : i32
    %old = memref.atomic_rmw addi %one, %C[%c0] : (i32, memref<1xi32>) -> i32
    %z = arith.constant 0 : i32
    %p = arith.cmpi eq, %old, %z : i32
    // expected-note @below {{this condition differs between threads}}
    scf.if %p {
      // expected-error @below {{'tile.copy' op runs on the whole block}}
      tile.copy %X[%c0, %c0] -> %x : memref<1024x64xf32>, memref<128x64xf32, #tile.fragment>
    }
  }
  return
}

// -----

// A condition on the block's coordinates is the same for all its threads.
// CHECK-LABEL: func.func @tile_op_under_block_condition
func.func @tile_op_under_block_condition(%X: memref<1024x64xf32>, %Y: memref<1024x64xf32>) {
  %c8 = arith.constant 8 : index
  tile.launch blocks(%bx) in (%c8) threads(128) {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %x = tile.alloc_fragment() : memref<128x64xf32, #tile.fragment>
    %p = arith.cmpi ult, %bx, %c4 : index
    scf.if %p {
      tile.copy %X[%c0, %c0] -> %x : memref<1024x64xf32>, memref<128x64xf32, #tile.fragment>
      tile.copy %x -> %Y[%c0, %c0] : memref<128x64xf32, #tile.fragment>, memref<1024x64xf32>
    }
  }
  return
}

// -----

// A scalar print under a thread's condition is one printf per thread that
// gets there (how a block prints once); a condition on the block's
// coordinates read from the special registers is the block's own.
// CHECK-LABEL: func.func @print_once_per_block
func.func @print_once_per_block(%X: memref<1024x64xf32>) {
  %c8 = arith.constant 8 : index
  tile.launch blocks(%bx) in (%c8) threads(128) {
    %c0 = arith.constant 0 : index
    %x = tile.alloc_fragment() : memref<128x64xf32, #tile.fragment>
    %t = gpu.thread_id x
    %first = arith.cmpi eq, %t, %c0 : index
    scf.if %first {
      tile.print "block %d" %bx : index
    }
    %cta = nvvm.read.ptx.sreg.ctaid.x : i32
    %c0_i32 = arith.constant 0 : i32
    %block0 = arith.cmpi eq, %cta, %c0_i32 : i32
    scf.if %block0 {
      tile.copy %X[%c0, %c0] -> %x : memref<1024x64xf32>, memref<128x64xf32, #tile.fragment>
    }
  }
  return
}

// -----

// A vector read in a broadcast over a tile takes the tile's slice whatever
// the order of the allocations: allocated first, it used to take a default
// of its own (none at 64 elements over 128 threads; at 256, one that is
// not the tile's slice).
// CHECK-LABEL: func.func @broadcast_allocated_first
// CHECK: tile.alloc_fragment() {layout = #tile.slice<dim = 1, parent = #tile.blocked
// CHECK-SAME: memref<64xf32, #tile.fragment>
// CHECK: tile.alloc_fragment() {layout = #tile.blocked
// CHECK-SAME: memref<64x128xf32, #tile.fragment>
func.func @broadcast_allocated_first(%b: memref<64xf32>, %Y: memref<64x128xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(128) {
    %c0 = arith.constant 0 : index
    %bb = tile.alloc_fragment() : memref<64xf32, #tile.fragment>
    %y = tile.alloc_fragment() : memref<64x128xf32, #tile.fragment>
    tile.copy %b[%c0] -> %bb : memref<64xf32>, memref<64xf32, #tile.fragment>
    tile.parallel (%i, %j) in (64, 128) {
      %w = memref.load %bb[%i] : memref<64xf32, #tile.fragment>
      memref.store %w, %y[%i, %j] : memref<64x128xf32, #tile.fragment>
    }
    tile.copy %y -> %Y[%c0, %c0] : memref<64x128xf32, #tile.fragment>, memref<64x128xf32>
  }
  return
}

// -----

// mma.sync arranges a power of two of warps: twelve are refused with the
// thread counts that work (192 rows are 16 x 12, but no arrangement of
// twelve warps is built).
func.func @twelve_warps(%A: memref<192x16xf16>, %B: memref<16x64xf16>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(384) {
    %c0 = arith.constant 0 : index
    %a = tile.alloc_shared() : memref<192x16xf16, #tile.shared>
    %b = tile.alloc_shared() : memref<16x64xf16, #tile.shared>
    %acc = tile.alloc_fragment() : memref<192x64xf32, #tile.fragment>
    tile.copy %A[%c0, %c0] -> %a : memref<192x16xf16>, memref<192x16xf16, #tile.shared>
    tile.copy %B[%c0, %c0] -> %b : memref<16x64xf16>, memref<16x64xf16, #tile.shared>
    // expected-error @below {{mma.sync arranges a power of two of warps along M and N, and the launch has 12; give it 64, 128, 256 or 512 threads}}
    tile.gemm %a, %b, %acc {clear_accum} : memref<192x16xf16, #tile.shared>, memref<16x64xf16, #tile.shared>, memref<192x64xf32, #tile.fragment>
  }
  return
}

// -----

// A row-reduced vector read by the column variable: its broadcast fixed a
// slice along dim 0 first, and the reduction's error points at that read.
func.func @reduce_wrong_broadcast(%X: memref<64x64xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(128) {
    %c0 = arith.constant 0 : index
    %x = tile.alloc_fragment() : memref<64x64xf32, #tile.fragment>
    // expected-note @below {{destination defined here}}
    %s = tile.alloc_fragment() : memref<64xf32, #tile.fragment>
    tile.copy %X[%c0, %c0] -> %x : memref<64x64xf32>, memref<64x64xf32, #tile.fragment>
    // expected-error @below {{the destination already has layout #tile.slice<dim = 0}}
    tile.reduce sum %x -> %s {dim = 1 : i64} : memref<64x64xf32, #tile.fragment>, memref<64xf32, #tile.fragment>
    tile.parallel (%i, %j) in (64, 64) {
      %v = memref.load %x[%i, %j] : memref<64x64xf32, #tile.fragment>
      // expected-note @below {{accessed here in a tile.parallel, which may have fixed its layout: a vector reduced along dim 1 is indexed by the loop variable of dim 0}}
      %m = memref.load %s[%j] : memref<64xf32, #tile.fragment>
      %d = arith.subf %v, %m : f32
      memref.store %d, %x[%i, %j] : memref<64x64xf32, #tile.fragment>
    }
  }
  return
}
