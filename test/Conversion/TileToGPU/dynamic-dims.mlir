// RUN: tile-opt %s --tile-specialize="M=dynamic" --tile-infer-layout --convert-tile-to-gpu | FileCheck %s
// RUN: tile-opt %s --tile-specialize="M=64" --tile-infer-layout --convert-tile-to-gpu | FileCheck %s --check-prefix=STATIC
// RUN: tile-opt %s --tile-specialize="M=dynamic R=dynamic P=dynamic" --tile-infer-layout --convert-tile-to-gpu | FileCheck %s --check-prefix=PITCH
// RUN: tile-opt %s --tile-specialize="M=dynamic%4 R=dynamic%16 P=dynamic%64" --tile-infer-layout --convert-tile-to-gpu | FileCheck %s --check-prefix=WHOLE
// RUN: tile-opt %s --tile-specialize="M=dynamic R=dynamic P=dynamic" --tile-infer-layout --convert-tile-to-gpu 2>&1 >/dev/null | FileCheck %s --check-prefix=REMARK
// RUN: tile-opt %s --tile-specialize="M=dynamic%4 R=dynamic%16 P=dynamic%64" --tile-infer-layout --convert-tile-to-gpu 2>&1 >/dev/null | FileCheck %s --check-prefix=NOREMARK --allow-empty

// A run-time dimension M: the buffers cross into the kernel as bare
// pointers (rank-0 memrefs) and are rebuilt there from M, the launch's
// grid is the host's ceildiv(M, 4), rasterization reads the grid's extent
// from gpu.grid_dim, and the copies' edge test and masks compare against M.
// CHECK-LABEL: func.func @rows(
// CHECK-SAME: %[[X:[a-z0-9]+]]: memref<?x256xf32> {tile.dims = ["M"]}, %[[Y:[a-z0-9]+]]: memref<?x256xf32> {tile.dims = ["M"]}, %[[M:[a-z0-9]+]]: index {tile.name = "M"})
// CHECK: %[[GRID:.*]] = arith.ceildivui %[[M]], %c4
// CHECK: %[[XP:.*]] = memref.reinterpret_cast %[[X]] to offset: [0], sizes: [], strides: [] : memref<?x256xf32> to memref<f32>
// CHECK: %[[YP:.*]] = memref.reinterpret_cast %[[Y]] to offset: [0], sizes: [], strides: [] : memref<?x256xf32> to memref<f32>
// CHECK: gpu.launch_func @rows_kernels::@rows blocks in (%{{.*}}, %[[GRID]], %{{.*}}) threads in {{.*}} args(%[[XP]] : memref<f32>, %[[YP]] : memref<f32>, %[[M]] : index)
// CHECK: gpu.func @rows(%[[KX:.*]]: memref<f32> {tile.access = "in"}, %[[KY:.*]]: memref<f32> {tile.access = "out"}, %[[KM:.*]]: index {tile.access = "value", tile.name = "M"}) kernel
// CHECK-NOT: known_grid_size
// CHECK-SAME: tile.dynamic_dims = {M = 4096 : i64}
// CHECK: %[[KXM:.*]] = memref.reinterpret_cast %[[KX]] to offset: [0], sizes: [%[[KM]], 256], strides: [256, 1] : memref<f32> to memref<?x256xf32>
// CHECK: memref.reinterpret_cast %[[KY]] to offset: [0], sizes: [%[[KM]], 256], strides: [256, 1] : memref<f32> to memref<?x256xf32>
// CHECK: gpu.grid_dim y
// The window [r, r + 4) fits when M >= 4 and r <= M - 4.
// CHECK: %[[ROOM:.*]] = arith.subi %[[KM]], %c4
// CHECK: arith.cmpi ule, %{{.*}}, %[[ROOM]]
// CHECK: vector.load %[[KXM]]
// CHECK: arith.cmpi ult, %{{.*}}, %[[KM]]

// With M bound, nothing of that: plain buffers and a known grid.
// STATIC: gpu.func @rows(%{{.*}}: memref<64x256xf32> {tile.access = "in"}, %{{.*}}: memref<64x256xf32> {tile.access = "out"}) kernel
// STATIC-SAME: known_grid_size = array<i32: 2, 16, 1>
// STATIC-NOT: reinterpret_cast

// Stated multiples (M=dynamic%4): the kernel's M argument carries the
// fact; every window of 4 rows at a multiple of 4 is wholly inside or
// wholly outside, so one test of its origin (r < M) replaces the room
// computation and the per-element masks, and a window outside reads as
// zeros (the load) or stores nothing.
// WHOLE-LABEL: gpu.func @rows(
// WHOLE-SAME: %[[KM:[a-z0-9]+]]: index {tile.access = "value", tile.multiple_of = 4 : i64, tile.name = "M"}) kernel
// WHOLE-NOT: arith.cmpi ule
// WHOLE: arith.cmpi ult, %{{.*}}, %[[KM]] : index
// WHOLE: scf.if
// WHOLE-COUNT-4: vector.load {{.*}} vector<4xf32>
// WHOLE: } else {
// WHOLE-NEXT: arith.constant 0.000000e+00 : f32
// WHOLE-NEXT: vector.broadcast
// WHOLE-NOT: scf.if
// WHOLE: arith.cmpi ult, %{{.*}}, %[[KM]] : index
// WHOLE: scf.if
// WHOLE-COUNT-4: vector.store {{.*}} vector<4xf32>
// WHOLE-NEXT: } else {
// WHOLE-NEXT: }
// WHOLE: gpu.return

// A run-time pitch P moves one element at a time; stated a multiple of 64
// (and R of 16), every row is 16-byte aligned and the 16x64 window whole:
// 16-byte accesses, no masks.
// PITCH-LABEL: gpu.func @pitch(
// PITCH-COUNT-8: vector.load {{.*}} vector<1xf16>
// PITCH: gpu.return
// WHOLE-LABEL: gpu.func @pitch(
// WHOLE-SAME: tile.multiple_of = 16 : i64, tile.name = "R"}, %{{.*}}: index {tile.access = "value", tile.multiple_of = 64 : i64, tile.name = "P"}) kernel
// WHOLE-NOT: vector<1xf16>
// WHOLE: vector.load {{.*}} vector<8xf16>
// WHOLE-NOT: vector<1xf16>
// WHOLE: vector.store {{.*}} vector<8xf16>
// WHOLE-NOT: vector<1xf16>
// WHOLE: gpu.return


func.func @rows(%X: memref<?x?xf32> {tile.dims = ["M", "N"]},
                %Y: memref<?x?xf32> {tile.dims = ["M", "N"]}) {
  %M = tile.param "M" = 4096 : index
  %N = tile.param "N" = 256 : index
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %g = arith.ceildivui %M, %c4 : index
  tile.launch blocks(%bx, %by) in (%c2, %g) threads(64) l2_swizzle(8) {
    %t = tile.alloc_fragment(%c4, %N) : memref<?x?xf32, #tile.fragment>
    %r = arith.muli %by, %c4 : index
    tile.copy %X[%r, %c0] -> %t : memref<?x?xf32>, memref<?x?xf32, #tile.fragment>
    tile.copy %t -> %Y[%r, %c0] : memref<?x?xf32, #tile.fragment>, memref<?x?xf32>
  }
  return
}


// A run-time pitch: the rows of a buffer whose inner extent P is a
// run-time dimension have no known alignment, so they move an element at
// a time, behind masks.
func.func @pitch(%X: memref<?x?xf16> {tile.dims = ["R", "P"]},
                 %Y: memref<?x?xf16> {tile.dims = ["R", "P"]}) {
  %R = tile.param "R" = 256 : index
  %P = tile.param "P" = 1024 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %gx = arith.ceildivui %P, %c64 : index
  %gy = arith.ceildivui %R, %c16 : index
  tile.launch blocks(%bx, %by) in (%gx, %gy) threads(128) {
    %t = tile.alloc_fragment(%c16, %c64) : memref<?x?xf16, #tile.fragment>
    %r = arith.muli %by, %c16 : index
    %c = arith.muli %bx, %c64 : index
    tile.copy %X[%r, %c] -> %t : memref<?x?xf16>, memref<?x?xf16, #tile.fragment>
    tile.copy %t -> %Y[%r, %c] : memref<?x?xf16, #tile.fragment>, memref<?x?xf16>
  }
  return
}


// An async copy from rows of a run-time pitch cannot be cp.async (2-byte
// accesses): a remark says so, once for the copy, and how to state the
// pitch's multiple; stated, the copy is cp.async and nothing is said.
// REMARK: dynamic-dims.mlir:[[@LINE+12]]:5: remark: copies without cp.async: cp.async moves 4, 8 or 16 bytes and this copy's rows allow 2-byte accesses (its row pitch is a run-time size with no stated multiple: state one, e.g. --set NAME=dynamic%8 or `multiple_of` on the tile.param)
// REMARK-NOT: remark: copies without cp.async
// NOREMARK-NOT: remark: copies without cp.async
func.func @pitch_async(%X: memref<?x?xf16> {tile.dims = ["R", "P"]}) {
  %R = tile.param "R" = 256 : index
  %P = tile.param "P" = 1024 : index
  %c16 = arith.constant 16 : index
  %gy = arith.ceildivui %R, %c16 : index
  tile.launch blocks(%by) in (%gy) threads(128) {
    %c0 = arith.constant 0 : index
    %s = tile.alloc_shared() : memref<16x64xf16, #tile.shared>
    %r = arith.muli %by, %c16 : index
    tile.copy %X[%r, %c0] -> %s {async} : memref<?x?xf16>, memref<16x64xf16, #tile.shared>
    tile.async_commit
    tile.async_wait {pending = 0 : i64}
  }
  return
}

// An L2 prefetch of whole rows of a buffer with a run-time row count (the
// online softmax's, M=dynamic): one bulk prefetch of the rows that exist,
// counted against M at run time.
// CHECK-LABEL: gpu.func @prefetch_rows(
// CHECK-SAME: %[[PM:[a-z0-9]+]]: index {tile.access = "value", tile.name = "M"}) kernel
// CHECK: %[[LEFT:.+]] = arith.subi %[[PM]], %[[ROW:.+]] : index
// CHECK: %[[N:.+]] = arith.minui %[[LEFT]], %c4{{.*}} : index
// CHECK: arith.muli %[[N]], %c2048{{.*}} : index
// CHECK: arith.cmpi ult, %[[ROW]], %[[PM]] : index
// CHECK: nvvm.cp.async.bulk.prefetch
// STATIC-LABEL: gpu.func @prefetch_rows(
// STATIC: arith.subi %c64
// STATIC: nvvm.cp.async.bulk.prefetch
func.func @prefetch_rows(%X: memref<?x?xf16> {tile.dims = ["M", "N"]}) {
  %M = tile.param "M" = 4096 : index
  %N = tile.param "N" = 1024 : index
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(64) {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %row = arith.muli %bx, %c4 : index
    tile.prefetch %X[%row, %c0] sizes(%c4, %N) : memref<?x?xf16>
  }
  return
}
