// RUN: tile-opt %s -split-input-file --convert-tile-to-gpu -verify-diagnostics | FileCheck %s
// RUN: not tile-opt %s -split-input-file --convert-tile-to-gpu=chip=sm_80 2>&1 | FileCheck %s --check-prefix=SM80

// A copy marked `tma` that stores a 16-bit mma fragment: each warp stages
// 8 x 64 elements at a time with two stmatrix.x4 in one of its two 1 KB
// buffers (128-byte rows, chunks XOR-swizzled by row as SWIZZLE_128B
// reads them), fences them for the async proxy, and lane 0 stores the
// piece as one box of the tensor map (64 x 8) in a bulk group of its own
// (a predicated store: the other lanes commit and wait on empty groups, no
// branch). Before refilling a buffer the warp waits until at most one
// group (the other buffer's) still reads; the kernel waits for all before
// it returns.
// No masks: the map clips the box at the buffer's edges.
#mma = #tile.mma<version = 3, warpsPerBlock = [4, 1], instrShape = [64, 64, 16]>
// CHECK-LABEL: func.func @tma_store
// CHECK: %[[MAP:.+]] = tile.tensor_map %arg0 dims [256, 256] strides [512] box [64, 8] swizzle 128 : memref<256x256xf16>
// CHECK: gpu.launch_func @tma_store_kernels::@tma_store {{.*}} args(%arg0 : memref<256x256xf16>, %[[MAP]] : !llvm.ptr)
// CHECK: gpu.func @tma_store(%{{.*}}: memref<256x256xf16> {tile.access = "out"}, %[[ARG:.+]]: !llvm.ptr)
// CHECK-SAME: tile.tensor_map_args = array<i64: 1>
// CHECK: nvvm.prefetch tensormap, %[[ARG]]
// CHECK: %[[LANE0:.+]] = arith.cmpi eq, %{{.*}}, %c0
// CHECK-NOT: scf.if
// CHECK: nvvm.cp.async.bulk.wait_group 0 {read}
// CHECK: nvvm.stmatrix
// CHECK: nvvm.stmatrix
// CHECK: nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
// CHECK-NEXT: nvvm.bar.warp.sync
// CHECK: nvvm.cp.async.bulk.tensor.global.shared.cta %[[ARG]], %{{.*}}, box[%{{.*}}, %{{.*}}], predicate = %[[LANE0]] : !llvm.ptr, <3>
// CHECK-NEXT: nvvm.cp.async.bulk.commit.group
// CHECK: nvvm.cp.async.bulk.wait_group 1 {read}
// CHECK-COUNT-2: nvvm.stmatrix
// CHECK: nvvm.cp.async.bulk.tensor.global.shared.cta {{.*}} predicate = %[[LANE0]]
// CHECK-NOT: vector.store
// CHECK: nvvm.cp.async.bulk.wait_group 0 {read}
// CHECK-NEXT: gpu.return
// SM80: error: 'tile.copy' op stores through TMA, which sm_80 lacks
func.func @tma_store(%C: memref<256x256xf16>) {
  %c4 = arith.constant 4 : index
  tile.launch blocks(%bx, %by) in (%c4, %c4) threads(128) {
    %f = tile.alloc_fragment() {layout = #mma} : memref<64x64xf16, #tile.fragment>
    tile.clear %f : memref<64x64xf16, #tile.fragment>
    %c64 = arith.constant 64 : index
    %r = arith.muli %by, %c64 : index
    %c = arith.muli %bx, %c64 : index
    tile.copy %f -> %C[%r, %c] {tma} : memref<64x64xf16, #tile.fragment>, memref<256x256xf16>
  }
  return
}

// -----

// One matrix of a [B, S, D] tensor (a subview that keeps the last two
// dimensions whole): a 3-d map whose third coordinate is the matrix.
#mma = #tile.mma<version = 3, warpsPerBlock = [4, 1], instrShape = [64, 64, 16]>
// CHECK-LABEL: func.func @tma_store_subview
// CHECK: tile.tensor_map %arg0 dims [64, 1000, 3] strides [128, 128000] box [64, 8, 1] swizzle 128 : memref<3x1000x64xbf16>
// CHECK: nvvm.cp.async.bulk.tensor.global.shared.cta %{{.*}}, %{{.*}}, box[%{{.*}}, %{{.*}}, %{{.*}}], predicate = %{{.*}} : !llvm.ptr, <3>
func.func @tma_store_subview(%O: memref<3x1000x64xbf16>) {
  %c16 = arith.constant 16 : index
  %c3 = arith.constant 3 : index
  tile.launch blocks(%bx, %bz) in (%c16, %c3) threads(128) {
    %f = tile.alloc_fragment() {layout = #mma} : memref<64x64xbf16, #tile.fragment>
    tile.clear %f : memref<64x64xbf16, #tile.fragment>
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %r = arith.muli %bx, %c64 : index
    %m = memref.subview %O[%bz, 0, 0] [1, 1000, 64] [1, 1, 1] : memref<3x1000x64xbf16> to memref<1000x64xbf16, strided<[64, 1], offset: ?>>
    tile.copy %f -> %m[%r, %c0] {tma} : memref<64x64xbf16, #tile.fragment>, memref<1000x64xbf16, strided<[64, 1], offset: ?>>
  }
  return
}

// -----

// A copy marked by hand that cannot store through TMA says why.
#mma = #tile.mma<version = 3, warpsPerBlock = [4, 1], instrShape = [64, 64, 16]>
func.func @unaligned_rows(%C: memref<256x100xf16>) {
  %c4 = arith.constant 4 : index
  tile.launch blocks(%bx) in (%c4) threads(128) {
    %f = tile.alloc_fragment() {layout = #mma} : memref<64x64xf16, #tile.fragment>
    tile.clear %f : memref<64x64xf16, #tile.fragment>
    %c0 = arith.constant 0 : index
    // expected-error @below {{is marked tma but cannot store through TMA: the destination's rows are 200 bytes apart, not a multiple of 16}}
    tile.copy %f -> %C[%c0, %c0] {tma} : memref<64x64xf16, #tile.fragment>, memref<256x100xf16>
  }
  return
}

// -----

// Warpgroups along N (two column groups of four warps): each warp stages
// its own rows and stores the box at its group's columns ((warp / 4) x 64
// on from the window's column).
#wgn = #tile.mma<version = 3, warpsPerBlock = [4, 2], instrShape = [64, 64, 16]>
// CHECK-LABEL: gpu.func @tma_store_column_groups
// CHECK: %[[WARP:.+]] = arith.divui %{{.*}}, %c32
// CHECK: %[[ROWWARP:.+]] = arith.remui %[[WARP]], %c4
// CHECK: %[[GROUP:.+]] = arith.divui %[[WARP]], %c4
// CHECK: %[[GCOL:.+]] = arith.muli %[[GROUP]], %c64
// CHECK: nvvm.stmatrix
// CHECK: arith.muli %[[ROWWARP]], %c8
// CHECK: %[[COL:.+]] = arith.addi %[[GCOL]], %c0
// CHECK: arith.addi %{{.*}}, %[[COL]]
// CHECK: nvvm.cp.async.bulk.tensor.global.shared.cta
// CHECK-NOT: vector.store
// CHECK: gpu.return
func.func @tma_store_column_groups(%C: memref<256x256xf16>) {
  %c4 = arith.constant 4 : index
  %c2 = arith.constant 2 : index
  tile.launch blocks(%bx, %by) in (%c2, %c4) threads(256) {
    %f = tile.alloc_fragment() {layout = #wgn} : memref<64x128xf16, #tile.fragment>
    tile.clear %f : memref<64x128xf16, #tile.fragment>
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %r = arith.muli %by, %c64 : index
    %c = arith.muli %bx, %c128 : index
    tile.copy %f -> %C[%r, %c] {tma} : memref<64x128xf16, #tile.fragment>, memref<256x256xf16>
  }
  return
}
