// RUN: tile-opt %s -split-input-file --convert-tile-to-gpu -verify-diagnostics | FileCheck %s
// RUN: not tile-opt %s -split-input-file --convert-tile-to-gpu=chip=sm_80 2>&1 | FileCheck %s --check-prefix=SM80

// A 16-bit mma fragment stored to global memory on sm_90 goes through a
// per-warp shared buffer (edge tiles, where a window test is needed, keep
// the direct, masked stores in its other branch): per 8x64 chunk of a warp two stmatrix.x4
// into one of its two 1 KB buffers, a __syncwarp, and two 16-byte loads
// and 16-byte global stores per lane. Four warps, a 64x64 tile: two chunks
// per warp. sm_80 has no stmatrix: the direct stores stay.

#mma = #tile.mma<version = 3, warpsPerBlock = [4, 1], instrShape = [64, 64, 16]>
// CHECK-LABEL: gpu.func @staged
// CHECK: %[[SCRATCH:.+]] = memref.view %{{.*}}[%{{.*}}][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<64x64xf16, #gpu.address_space<workgroup>>
// The thread id read afresh; warp, lane, the lane's matrix row (lane % 8)
// and matrix (lane / 8) within an stmatrix.x4; the warp's 2 KB.
// CHECK: %[[TIDI:.+]] = llvm.inline_asm has_side_effects {{.*}}"mov.u32 $0, %tid.x;"
// CHECK: %[[TID:.+]] = arith.index_castui %[[TIDI]] : i32 to index
// CHECK: %[[WARP:.+]] = arith.divui %[[TID]], %c32
// CHECK: %[[LANE:.+]] = arith.remui %[[TID]], %c32
// CHECK: %[[ROW:.+]] = arith.remui %[[LANE]], %c8
// CHECK: %[[MAT:.+]] = arith.divui %[[LANE]], %c8
// CHECK: memref.extract_aligned_pointer_as_index %[[SCRATCH]]
// CHECK: arith.muli %[[WARP]], %c2048
// CHECK: nvvm.bar.warp.sync
// CHECK: vector.bitcast %{{.*}} : vector<2xf16> to vector<1xi32>
// Row ROW of matrix MAT goes to 16-byte chunk MAT ^ ROW of a 128-byte row.
// CHECK: %[[CHUNK:.+]] = arith.addi %[[MAT]], %{{.*}}
// CHECK: %[[SWZ:.+]] = arith.xori %[[CHUNK]], %[[ROW]]
// CHECK: arith.muli %[[SWZ]], %c16
// CHECK: arith.muli %[[ROW]], %c128
// CHECK: nvvm.stmatrix %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : !llvm.ptr<3>, i32, i32, i32, i32
// CHECK: nvvm.stmatrix
// CHECK: nvvm.bar.warp.sync
// The loads back: lane l reads chunk l % 8 of row l / 8, the same XOR.
// CHECK: %[[RROW:.+]] = arith.addi %[[MAT]], %{{.*}}
// CHECK: %[[RSWZ:.+]] = arith.xori %[[ROW]], %[[RROW]]
// CHECK: %[[RCOL:.+]] = arith.muli %[[RSWZ]], %c8
// CHECK: vector.load %[[SCRATCH]][%{{.*}}, %[[RCOL]]] {alignment = 16 : i64} : memref<64x64xf16, #gpu.address_space<workgroup>>, vector<8xf16>
// CHECK: vector.store %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}] {alignment = 16 : i64} : memref<256x256xf16>, vector<8xf16>
// CHECK: vector.load %[[SCRATCH]]
// CHECK: vector.store
// CHECK-COUNT-2: nvvm.stmatrix
// CHECK: nvvm.bar.warp.sync
// CHECK-COUNT-2: vector.store {{.*}} : memref<256x256xf16>, vector<8xf16>
// CHECK-NOT: nvvm.stmatrix
// CHECK: gpu.return
// SM80-LABEL: gpu.func @staged
// SM80-NOT: nvvm.stmatrix
// SM80: vector.store {{.*}} : memref<256x256xf16>, vector<2xf16>
func.func @staged(%C: memref<256x256xf16>) {
  %c4 = arith.constant 4 : index
  tile.launch blocks(%bx, %by) in (%c4, %c4) threads(128) {
    %f = tile.alloc_fragment() {layout = #mma} : memref<64x64xf16, #tile.fragment>
    tile.clear %f : memref<64x64xf16, #tile.fragment>
    %c64 = arith.constant 64 : index
    %r = arith.muli %by, %c64 : index
    %c = arith.muli %bx, %c64 : index
    tile.copy %f -> %C[%r, %c] : memref<64x64xf16, #tile.fragment>, memref<256x256xf16>
  }
  return
}

// -----

// Warps along N (an mma.sync layout of 2x2 warps): a warp's columns are
// not one contiguous run; the direct stores stay.
#mma = #tile.mma<version = 2, warpsPerBlock = [2, 2], instrShape = [16, 8, 16]>
// CHECK-LABEL: gpu.func @warps_along_n
// CHECK-NOT: nvvm.stmatrix
// CHECK: gpu.return
func.func @warps_along_n(%C: memref<256x256xf16>) {
  %c4 = arith.constant 4 : index
  tile.launch blocks(%bx) in (%c4) threads(128) {
    %f = tile.alloc_fragment() {layout = #mma} : memref<64x64xf16, #tile.fragment>
    tile.clear %f : memref<64x64xf16, #tile.fragment>
    %c64 = arith.constant 64 : index
    %r = arith.muli %bx, %c64 : index
    tile.copy %f -> %C[%r, %r] : memref<64x64xf16, #tile.fragment>, memref<256x256xf16>
  }
  return
}

// -----

// A 32-bit fragment, and a column offset not known to be a multiple of 8
// elements (16-byte stores would not be aligned): the direct stores stay.
#mma = #tile.mma<version = 3, warpsPerBlock = [4, 1], instrShape = [64, 64, 16]>
// CHECK-LABEL: gpu.func @not_staged
// CHECK-NOT: nvvm.stmatrix
// CHECK: gpu.return
func.func @not_staged(%C: memref<256x256xf32>, %D: memref<256x256xf16>) {
  %c4 = arith.constant 4 : index
  tile.launch blocks(%bx) in (%c4) threads(128) {
    %f = tile.alloc_fragment() {layout = #mma} : memref<64x64xf32, #tile.fragment>
    tile.clear %f : memref<64x64xf32, #tile.fragment>
    %h = tile.alloc_fragment() {layout = #mma} : memref<64x64xf16, #tile.fragment>
    tile.clear %h : memref<64x64xf16, #tile.fragment>
    %c64 = arith.constant 64 : index
    %r = arith.muli %bx, %c64 : index
    %c4i = arith.constant 4 : index
    %o = arith.addi %r, %c4i : index
    tile.copy %f -> %C[%r, %r] : memref<64x64xf32, #tile.fragment>, memref<256x256xf32>
    tile.copy %h -> %D[%r, %o] : memref<64x64xf16, #tile.fragment>, memref<256x256xf16>
  }
  return
}

// -----

// No room: the buffers (8 KB for four warps) would not fit beside a
// 224 KB shared tile (227 KB allowed); the direct stores stay. (sm_80
// allows 163 KB.)
// SM80: error: 'tile.launch' op needs {{[0-9]+}} bytes of shared memory; sm_80 allows 166896
#mma = #tile.mma<version = 3, warpsPerBlock = [4, 1], instrShape = [64, 64, 16]>
// CHECK-LABEL: gpu.func @no_room
// CHECK-NOT: nvvm.stmatrix
// CHECK: gpu.return
func.func @no_room(%C: memref<256x256xf16>) {
  %c4 = arith.constant 4 : index
  tile.launch blocks(%bx) in (%c4) threads(128) {
    %s = tile.alloc_shared() : memref<112x1024xf16, #tile.shared>
    %f = tile.alloc_fragment() {layout = #mma} : memref<64x64xf16, #tile.fragment>
    tile.clear %f : memref<64x64xf16, #tile.fragment>
    %c64 = arith.constant 64 : index
    %r = arith.muli %bx, %c64 : index
    tile.copy %f -> %C[%r, %r] : memref<64x64xf16, #tile.fragment>, memref<256x256xf16>
  }
  return
}

// -----

// Shared memory allocated after the copy (here a tile; a reduction's or a
// layout conversion's staging would do the same) is not yet counted when
// the copy is lowered: the budget test could not vouch for the buffers,
// so the direct stores stay.
#mma = #tile.mma<version = 3, warpsPerBlock = [4, 1], instrShape = [64, 64, 16]>
// CHECK-LABEL: gpu.func @shared_after
// CHECK-NOT: nvvm.stmatrix
// CHECK: gpu.return
// SM80-LABEL: gpu.func @shared_after
func.func @shared_after(%C: memref<256x256xf16>) {
  %c4 = arith.constant 4 : index
  tile.launch blocks(%bx) in (%c4) threads(128) {
    %f = tile.alloc_fragment() {layout = #mma} : memref<64x64xf16, #tile.fragment>
    tile.clear %f : memref<64x64xf16, #tile.fragment>
    %c64 = arith.constant 64 : index
    %r = arith.muli %bx, %c64 : index
    tile.copy %f -> %C[%r, %r] : memref<64x64xf16, #tile.fragment>, memref<256x256xf16>
    %s = tile.alloc_shared() : memref<56x1024xf16, #tile.shared>
    tile.clear %s : memref<56x1024xf16, #tile.shared>
  }
  return
}

// -----

// Room for one 1 KB buffer per warp but not two (a 220 KB tile beside
// them): each warp writes and reads back one buffer, with a __syncwarp
// after the loads too, before the next matrices overwrite it.
#mma = #tile.mma<version = 3, warpsPerBlock = [4, 1], instrShape = [64, 64, 16]>
// CHECK-LABEL: gpu.func @one_buffer
// CHECK: %[[SCRATCH:.+]] = memref.view %{{.*}}[%{{.*}}][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<32x64xf16, #gpu.address_space<workgroup>>
// CHECK: %[[WARP:.+]] = arith.divui %{{.*}}, %c32
// CHECK: arith.muli %[[WARP]], %c1024
// CHECK: nvvm.bar.warp.sync
// CHECK-COUNT-2: nvvm.stmatrix
// CHECK: nvvm.bar.warp.sync
// CHECK-COUNT-2: vector.store {{.*}} : memref<256x256xf16>, vector<8xf16>
// CHECK: nvvm.bar.warp.sync
// CHECK-COUNT-2: nvvm.stmatrix
// CHECK: nvvm.bar.warp.sync
// CHECK-COUNT-2: vector.store {{.*}} : memref<256x256xf16>, vector<8xf16>
// CHECK-NOT: nvvm.stmatrix
// CHECK: gpu.return
func.func @one_buffer(%C: memref<256x256xf16>) {
  %c4 = arith.constant 4 : index
  tile.launch blocks(%bx) in (%c4) threads(128) {
    %s = tile.alloc_shared() : memref<110x1024xf16, #tile.shared>
    %f = tile.alloc_fragment() {layout = #mma} : memref<64x64xf16, #tile.fragment>
    tile.clear %f : memref<64x64xf16, #tile.fragment>
    %c64 = arith.constant 64 : index
    %r = arith.muli %bx, %c64 : index
    tile.copy %f -> %C[%r, %r] : memref<64x64xf16, #tile.fragment>, memref<256x256xf16>
  }
  return
}

// -----

// Warpgroups along N (two column groups of four warps, 64 columns each):
// every warp has its own buffers, and stores the rows of its place along
// M in its group (warp % 4) at its group's columns ((warp / 4) x 64).
#wgn = #tile.mma<version = 3, warpsPerBlock = [4, 2], instrShape = [64, 64, 16]>
// CHECK-LABEL: gpu.func @column_groups
// CHECK: %[[SCRATCH:.+]] = memref.view %{{.*}}[%{{.*}}][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<128x64xf16, #gpu.address_space<workgroup>>
// CHECK: %[[WARP:.+]] = arith.divui %{{.*}}, %c32
// CHECK: %[[ROWWARP:.+]] = arith.remui %[[WARP]], %c4
// CHECK: %[[GROUP:.+]] = arith.divui %[[WARP]], %c4
// CHECK: %[[GCOL:.+]] = arith.muli %[[GROUP]], %c64
// CHECK: arith.muli %[[WARP]], %c2048
// CHECK-COUNT-2: nvvm.stmatrix
// CHECK: arith.muli %[[ROWWARP]], %c8
// CHECK: arith.addi %{{.*}}, %[[GCOL]]
// CHECK: vector.store {{.*}} : memref<256x256xf16>, vector<8xf16>
func.func @column_groups(%C: memref<256x256xf16>) {
  %c4 = arith.constant 4 : index
  tile.launch blocks(%bx) in (%c4) threads(256) {
    %f = tile.alloc_fragment() {layout = #wgn} : memref<64x128xf16, #tile.fragment>
    tile.clear %f : memref<64x128xf16, #tile.fragment>
    %c64 = arith.constant 64 : index
    %r = arith.muli %bx, %c64 : index
    %c0 = arith.constant 0 : index
    tile.copy %f -> %C[%r, %c0] : memref<64x128xf16, #tile.fragment>, memref<256x256xf16>
  }
  return
}
