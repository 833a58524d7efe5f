// RUN: tile-opt %s -split-input-file --canonicalize | FileCheck %s

// Constant sizes fold into the allocated type; tile ops and memref
// loads/stores take the refined buffer directly.
// CHECK-LABEL: func.func @fold_sizes
// CHECK: %[[F:.+]] = tile.alloc_fragment() : memref<128xf32, #tile.fragment>
// CHECK: tile.clear %[[F]] : memref<128xf32, #tile.fragment>
// CHECK: tile.parallel (%{{.*}}) in (128)
func.func @fold_sizes() {
  %c1 = arith.constant 1 : index
  %c128 = arith.constant 128 : index
  tile.launch blocks(%bx) in (%c1) threads(32) {
    %f = tile.alloc_fragment(%c128) : memref<?xf32, #tile.fragment>
    tile.clear %f : memref<?xf32, #tile.fragment>
    tile.parallel (%i) in (%c128) {
      %v = memref.load %f[%i] : memref<?xf32, #tile.fragment>
      memref.store %v, %f[%i] : memref<?xf32, #tile.fragment>
    }
  }
  return
}

// -----

// Users that insist on the original type get it through a cast.
// CHECK-LABEL: func.func @keeps_return_type
// CHECK: %[[A:.+]] = tile.alloc_fragment() : memref<128xf32, #tile.fragment>
// CHECK: %[[C:.+]] = memref.cast %[[A]] : memref<128xf32, #tile.fragment> to memref<?xf32, #tile.fragment>
// CHECK: return %[[C]] : memref<?xf32, #tile.fragment>
func.func @keeps_return_type() -> memref<?xf32, #tile.fragment> {
  %c = arith.constant 128 : index
  %a = tile.alloc_fragment(%c) : memref<?xf32, #tile.fragment>
  return %a : memref<?xf32, #tile.fragment>
}

// -----

// Parameters are not constants: canonicalization leaves them to
// tile-specialize.
// CHECK-LABEL: func.func @params_stay
// CHECK: tile.param "N" = 64 : index
// CHECK: tile.alloc_fragment(%{{.*}}) : memref<?xf32, #tile.fragment>
func.func @params_stay() -> memref<?xf32, #tile.fragment> {
  %n = tile.param "N" = 64 : index
  %a = tile.alloc_fragment(%n) : memref<?xf32, #tile.fragment>
  return %a : memref<?xf32, #tile.fragment>
}

// -----

// A constant thread count folds into the attribute.
// CHECK-LABEL: func.func @fold_threads
// CHECK: tile.launch blocks(%{{.*}}) in (%{{.*}}) threads(64) {
func.func @fold_threads(%g: index) {
  %t = arith.constant 64 : index
  tile.launch blocks(%bx) in (%g) threads(%t) {
    tile.print "hello\n"
  }
  return
}

// -----

// A swizzle wider than the tile's rows narrows to them once the sizes are
// known: 64-byte rows take the 64-byte swizzle, 32-byte rows the 32-byte
// one; rows as wide as the swizzle keep it.
// CHECK-LABEL: func.func @narrow_swizzle
// CHECK: tile.alloc_shared() {layout = #tile.swizzle<bytes = 64>} : memref<64x32xf16, #tile.shared>
// CHECK: tile.alloc_shared() {layout = #tile.swizzle<bytes = 32>} : memref<64x16xf16, #tile.shared>
// CHECK: tile.alloc_shared() {layout = #tile.swizzle<bytes = 128>} : memref<64x64xf16, #tile.shared>
func.func @narrow_swizzle() {
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  tile.launch blocks(%bx) in (%c1) threads(128) {
    %a = tile.alloc_shared(%c64, %c32) {layout = #tile.swizzle<bytes = 128>} : memref<?x?xf16, #tile.shared>
    %b = tile.alloc_shared(%c64, %c16) {layout = #tile.swizzle<bytes = 64>} : memref<?x?xf16, #tile.shared>
    %c = tile.alloc_shared(%c64, %c64) {layout = #tile.swizzle<bytes = 128>} : memref<?x?xf16, #tile.shared>
    tile.clear %a : memref<?x?xf16, #tile.shared>
    tile.clear %b : memref<?x?xf16, #tile.shared>
    tile.clear %c : memref<?x?xf16, #tile.shared>
  }
  return
}

// -----

// Constant cluster extents become the attribute; a coordinate along a grid
// dimension of extent 1 is 0, so a kernel written for splits over a
// cluster folds to the one-block kernel (and the grid loses the dimension);
// a reduction over a cluster of one block is gone.
// CHECK-LABEL: func.func @cluster_of_one
// CHECK: tile.launch blocks(%[[BX:[^)]+]]) in (%{{[^)]+}}) threads(128) cluster(1, 1, 1) {
// CHECK-NOT: tile.cluster_reduce
// CHECK: tile.print "%d %d" %[[BX]], %c0 : index, index
// CHECK-LABEL: func.func @cluster_of_two
// CHECK: tile.launch blocks(%{{[^,]+}}, %[[BZ:[^)]+]]) in (%{{.*}}, %{{.*}}) threads(128) cluster(1, 2, 1) {
// CHECK: tile.cluster_reduce sum
// CHECK: tile.print "%d" %[[BZ]] : index
func.func @cluster_of_one(%g: index) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx, %bz) in (%g, %c1) threads(128) cluster(%c1, %c1, %c1) {
    %f = tile.alloc_fragment() : memref<64xf32, #tile.fragment>
    tile.cluster_reduce sum %f {root} : memref<64xf32, #tile.fragment>
    tile.print "%d %d" %bx, %bz : index, index
  }
  return
}
func.func @cluster_of_two(%g: index) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  tile.launch blocks(%bx, %bz) in (%g, %c2) threads(128) cluster(1, %c2, 1) {
    %f = tile.alloc_fragment() : memref<64xf32, #tile.fragment>
    tile.cluster_reduce sum %f {root} : memref<64xf32, #tile.fragment>
    tile.print "%d" %bz : index
  }
  return
}
