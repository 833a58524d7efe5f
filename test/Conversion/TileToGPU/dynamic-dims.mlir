// RUN: tile-opt %s --tile-specialize="M=dynamic" --tile-infer-layout --convert-tile-to-gpu | FileCheck %s
// RUN: tile-opt %s --tile-specialize="M=64" --tile-infer-layout --convert-tile-to-gpu | FileCheck %s --check-prefix=STATIC

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
