// RUN: tile-opt %s -split-input-file --tile-infer-layout --tile-pipeline --tile-tma-loads=multicast=1 -verify-diagnostics | FileCheck %s

// A grid whose extent follows a run-time dimension pairs its blocks too:
// tile-tma-loads rounds the extent the pairs need even (here the block
// rows, which l2_swizzle's panels pair) up to an even count. The blocks of
// the row it adds lie past the last tile: they load their share of the
// pair's boxes of B (their A boxes clip to zeros), and every write into a
// global buffer runs under `block row < the old extent`.
// CHECK-LABEL: func.func @rows_at_run_time
// CHECK: %[[ROWS:.*]] = arith.ceildivui %{{.*}}, %c128
// CHECK: %[[TWO:.*]] = arith.constant 2 : index
// CHECK: %[[PAIRS:.*]] = arith.ceildivui %[[ROWS]], %[[TWO]]
// CHECK: %[[EVEN:.*]] = arith.muli %[[PAIRS]], %[[TWO]]
// CHECK: tile.launch blocks({{.*}}) in (%c4, %[[EVEN]]) threads(128) cluster(2, 1, 1) l2_swizzle(2) {
// CHECK: tile.copy %arg0{{.*}} {async, tma}
// CHECK: tile.copy %arg1{{.*}} {async, multicast, tma}
// CHECK: %[[INSIDE:.*]] = arith.cmpi ult, %{{.*}}, %[[ROWS]] : index
// CHECK-NEXT: scf.if %[[INSIDE]] {
// CHECK-NEXT: tile.copy %{{.*}} -> %arg2
func.func @rows_at_run_time(%A: memref<?x512xf16>, %B: memref<512x512xf16>, %C: memref<?x512xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %m = memref.dim %A, %c0 : memref<?x512xf16>
  %gy = arith.ceildivui %m, %c128 : index
  tile.launch blocks(%bx, %by) in (%c4, %gy) threads(128) l2_swizzle(2) {
    %a = tile.alloc_shared() : memref<128x64xf16, #tile.shared>
    %b = tile.alloc_shared() : memref<64x128xf16, #tile.shared>
    %acc = tile.alloc_fragment() : memref<128x128xf32, #tile.fragment>
    %row = arith.muli %by, %c128 : index
    %col = arith.muli %bx, %c128 : index
    tile.clear %acc : memref<128x128xf32, #tile.fragment>
    scf.for %ks = %c0 to %c8 step %c1 {
      %k = arith.muli %ks, %c64 : index
      tile.copy %A[%row, %k] -> %a : memref<?x512xf16>, memref<128x64xf16, #tile.shared>
      tile.copy %B[%k, %col] -> %b : memref<512x512xf16>, memref<64x128xf16, #tile.shared>
      tile.gemm %a, %b, %acc : memref<128x64xf16, #tile.shared>, memref<64x128xf16, #tile.shared>, memref<128x128xf32, #tile.fragment>
    } {tile.num_stages = 3}
    tile.copy %acc -> %C[%row, %col] : memref<128x128xf32, #tile.fragment>, memref<?x512xf32>
  }
  return
}

// -----

// An extent already even (rows stated a multiple of 256, tiles of 128)
// stays as it is, and so do the stores.
// CHECK-LABEL: func.func @rows_even
// CHECK-NOT: arith.muli %{{.*}}, %c2
// CHECK: tile.launch blocks({{.*}}) in (%c4, %{{.*}}) threads(128) cluster(2, 1, 1) l2_swizzle(2) {
// CHECK-NOT: scf.if
// CHECK: return
func.func @rows_even(%A: memref<?x512xf16>, %B: memref<512x512xf16>, %C: memref<?x512xf32>, %M: index {tile.multiple_of = 256 : i64}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %gy = arith.divui %M, %c128 : index
  tile.launch blocks(%bx, %by) in (%c4, %gy) threads(128) l2_swizzle(2) {
    %a = tile.alloc_shared() : memref<128x64xf16, #tile.shared>
    %b = tile.alloc_shared() : memref<64x128xf16, #tile.shared>
    %acc = tile.alloc_fragment() : memref<128x128xf32, #tile.fragment>
    %row = arith.muli %by, %c128 : index
    %col = arith.muli %bx, %c128 : index
    tile.clear %acc : memref<128x128xf32, #tile.fragment>
    scf.for %ks = %c0 to %c8 step %c1 {
      %k = arith.muli %ks, %c64 : index
      tile.copy %A[%row, %k] -> %a : memref<?x512xf16>, memref<128x64xf16, #tile.shared>
      tile.copy %B[%k, %col] -> %b : memref<512x512xf16>, memref<64x128xf16, #tile.shared>
      tile.gemm %a, %b, %acc : memref<128x64xf16, #tile.shared>, memref<64x128xf16, #tile.shared>, memref<128x128xf32, #tile.fragment>
    } {tile.num_stages = 3}
    tile.copy %acc -> %C[%row, %col] : memref<128x128xf32, #tile.fragment>, memref<?x512xf32>
  }
  return
}

// -----

// A global access other than a copy's (a store of the block's own) could
// leave the buffers in the added blocks: no clusters, and the warning
// points at it.
// CHECK-LABEL: func.func @unmasked_store
// CHECK-NOT: cluster
// CHECK-NOT: multicast
func.func @unmasked_store(%A: memref<?x512xf16>, %B: memref<512x512xf16>, %C: memref<?x512xf32>, %Seen: memref<?xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %one = arith.constant 1 : i32
  %m = memref.dim %A, %c0 : memref<?x512xf16>
  %gy = arith.ceildivui %m, %c128 : index
  // expected-warning @below {{tma-multicast does not apply: the grid's y extent follows a run-time dimension, and the blocks that would make it even (past the last tile) would run this 'memref.store' outside the buffers (tile.copy masks where it does not); the blocks load without clusters}}
  tile.launch blocks(%bx, %by) in (%c4, %gy) threads(128) l2_swizzle(2) {
    %a = tile.alloc_shared() : memref<128x64xf16, #tile.shared>
    %b = tile.alloc_shared() : memref<64x128xf16, #tile.shared>
    %acc = tile.alloc_fragment() : memref<128x128xf32, #tile.fragment>
    %row = arith.muli %by, %c128 : index
    %col = arith.muli %bx, %c128 : index
    tile.clear %acc : memref<128x128xf32, #tile.fragment>
    scf.for %ks = %c0 to %c8 step %c1 {
      %k = arith.muli %ks, %c64 : index
      tile.copy %A[%row, %k] -> %a : memref<?x512xf16>, memref<128x64xf16, #tile.shared>
      tile.copy %B[%k, %col] -> %b : memref<512x512xf16>, memref<64x128xf16, #tile.shared>
      tile.gemm %a, %b, %acc : memref<128x64xf16, #tile.shared>, memref<64x128xf16, #tile.shared>, memref<128x128xf32, #tile.fragment>
    } {tile.num_stages = 3}
    tile.copy %acc -> %C[%row, %col] : memref<128x128xf32, #tile.fragment>, memref<?x512xf32>
    // expected-note @below {{here}}
    memref.store %one, %Seen[%by] : memref<?xi32>
  }
  return
}
