// RUN: tile-opt %s -split-input-file --tile-tma-loads --convert-tile-to-gpu -verify-diagnostics | FileCheck %s
// RUN: tile-opt %s -split-input-file --convert-tile-to-gpu | FileCheck %s --check-prefix=CPASYNC

// TMA loads (convert-tile-to-gpu's tma option): a pipelined copy into a
// wgmma tile becomes boxes of a tensor map, a kernel argument after the
// buffers (tile.tensor_map_args: tile-tensor-map-params makes them
// by-value grid constants). The group's commit issues them all from one
// op (which lowerWgmma can move behind the wgmma group): thread 0 (one
// warpgroup: one issuer) arrives on the group's mbarrier announcing the
// group's bytes, then computes the boxes' coordinates and starts them;
// every thread counts the group. A wait spins on the barrier's phase in
// lane 0 of each warp (the barrier after it informs the other lanes).
//
// A (warpgroup_rows = 4, 128 rows proven inside the 256-row buffer): a
// 5-d view whose box is the 64 rows of one wgmma instruction, stored in
// the order the instruction reads them: rows g + 8 (w mod 4) + 32 rep of
// the tile go to 64 (rep / 2) + 16 w + 8 (rep mod 2) + g, so the view
// steps 256 bytes (a row) for g, 8192 (32 rows) for rep mod 2, 2048 (8
// rows) for w and counts rows in 32s outermost, as far as a box stays in
// the buffer (7: the box at 6 ends at row 255); the second instruction's
// box starts 64 rows on (2 in the last coordinate) and 8192 bytes into
// the tile. B (64-column panels): one 2-d box per panel.
// CHECK-LABEL: func.func @tma_loads
// CHECK: %[[MAPA:.+]] = tile.tensor_map %arg0 dims [128, 8, 2, 4, 7] strides [256, 8192, 2048, 8192] box [64, 8, 2, 4, 1] swizzle 128 : memref<256x128xf16>
// CHECK: %[[MAPB:.+]] = tile.tensor_map %arg1 dims [256, 128] strides [512] box [64, 64] swizzle 128 : memref<128x256xf16>
// CHECK: gpu.launch_func @tma_loads_kernels::@tma_loads {{.*}} args(%arg0 : memref<256x128xf16>, %arg1 : memref<128x256xf16>, %[[MAPA]] : !llvm.ptr, %[[MAPB]] : !llvm.ptr)
// CHECK: gpu.func @tma_loads(%arg0: memref<256x128xf16> {tile.access = "in"}, %arg1: memref<128x256xf16> {tile.access = "in"}, %arg2: !llvm.ptr, %arg3: !llvm.ptr) kernel attributes {{{.*}}tile.tensor_map_args = array<i64: 2, 3>}
// CHECK: %[[GROUPS:.+]] = memref.alloca() : memref<5xi32>
// CHECK: %[[FIRST:.+]] = arith.cmpi eq, %thread_id_x
// CHECK-COUNT-2: nvvm.mbarrier.init %{{.*}}, %c1_i32, predicate = %[[FIRST]]
// CHECK: nvvm.prefetch tensormap, %arg2, predicate = %[[FIRST]]
// CHECK: nvvm.prefetch tensormap, %arg3, predicate = %[[FIRST]]
// CHECK: nvvm.fence.mbarrier.init
// CHECK-NEXT: gpu.barrier
// CHECK: scf.execute_region {
// CHECK: %[[N:.+]] = memref.load %[[GROUPS]][%{{.*}}] : memref<5xi32>
// CHECK: scf.if
// CHECK: %[[BAR:.+]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<3>
// CHECK: nvvm.mbarrier.arrive.expect_tx %[[BAR]], %c32768_i32
// CHECK: %[[Q:.+]] = arith.divui %{{.*}}, %c32
// CHECK: nvvm.cp.async.bulk.tensor.shared.cluster.global %{{.*}}, %arg2, %[[BAR]], box[%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}] : !llvm.ptr<7>, !llvm.ptr
// CHECK: arith.addi %{{.*}}, %c2{{(_[0-9]+)?}} : index
// CHECK: arith.addi %{{.*}}, %c8192 : index
// CHECK: nvvm.cp.async.bulk.tensor.shared.cluster.global %{{.*}}, %arg2, %[[BAR]], box[
// CHECK: nvvm.cp.async.bulk.tensor.shared.cluster.global %{{.*}}, %arg3, %[[BAR]], box[%{{.*}}, %{{.*}}] : !llvm.ptr<7>, !llvm.ptr
// CHECK: arith.addi %{{.*}}, %c64 : index
// CHECK: nvvm.cp.async.bulk.tensor.shared.cluster.global %{{.*}}, %arg3, %[[BAR]], box[%{{.*}}, %{{.*}}] : !llvm.ptr<7>, !llvm.ptr
// CHECK: }
// CHECK: %[[N1:.+]] = arith.addi %[[N]], %c1_i32
// CHECK: memref.store %[[N1]], %[[GROUPS]]
// CHECK: %[[LANE:.+]] = arith.remui %thread_id_x, %c32
// CHECK: %[[LANE0:.+]] = arith.cmpi eq, %[[LANE]]
// CHECK: scf.if %[[LANE0]] {
// CHECK: scf.while
// CHECK: nvvm.mbarrier.try_wait.parity
// CHECK: arith.maxui
// CHECK-NOT: nvgpu.device_async_copy
// CHECK-NOT: nvvm.cp.async.wait.group
// CPASYNC-LABEL: func.func @tma_loads
// CPASYNC-NOT: tile.tensor_map
// CPASYNC: nvgpu.device_async_copy
// CPASYNC-NOT: cp.async.bulk.tensor
func.func @tma_loads(%A: memref<256x128xf16>, %B: memref<128x256xf16>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c128 = arith.constant 128 : index
  tile.launch blocks(%bx, %by) in (%c2, %c2) threads(128) {
    %a = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, warpgroup_rows = 4>} : memref<128x64xf16, #tile.shared>
    %b = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, panels = true>} : memref<64x128xf16, #tile.shared>
    %row = arith.muli %by, %c128 : index
    %col = arith.muli %bx, %c128 : index
    tile.copy %A[%row, %c0] -> %a {async} : memref<256x128xf16>, memref<128x64xf16, #tile.shared>
    tile.copy %B[%c0, %col] -> %b {async} : memref<128x256xf16>, memref<64x128xf16, #tile.shared>
    tile.async_commit
    tile.async_wait {pending = 0}
    gpu.barrier
  }
  return
}

// -----

// A run-time M (tile-specialize's M=dynamic): A's rows follow M, passed
// to tile.tensor_map as values (the manifest's expressions); its pitch,
// K, is fixed. A loads through the 5-d view in the tiles whose rows lie in
// the buffer (the row offset plus 128 at most M, tested at run time) and
// as 8-row 2-d boxes, clipped, in the tile that reaches past them. The 5-d
// view counts the 32-row steps whose box ends in the buffer, M / 32 - 1;
// below 64 rows there is none, and every extent but the row's is 1, so
// that the view stays inside A. Inside the kernel the copy reads the
// buffer rebuilt from its bare pointer; its rows are the launch's M.
// CHECK-LABEL: func.func @tma_dynamic_rows
// CHECK-SAME: %[[A:[a-z0-9]+]]: memref<?x128xf16> {tile.dims = ["M"]}, %[[B:[a-z0-9]+]]: memref<128x256xf16>, %[[M:[a-z0-9]+]]: index {tile.name = "M"}
// CHECK: %[[Q8:.+]] = arith.divsi %[[M]], %c32
// CHECK: %[[Q8M:.+]] = arith.subi %[[Q8]], %c1
// CHECK: %[[Q8S:.+]] = arith.muli %[[Q8M]], %c8
// CHECK: %[[Q8L:.+]] = arith.maxsi %[[Q8S]], %c1
// CHECK: %[[E8:.+]] = arith.minsi %[[Q8L]], %c8
// CHECK: arith.minsi %{{.*}}, %c2
// CHECK: arith.minsi %{{.*}}, %c4
// CHECK: %[[Q:.+]] = arith.divsi %[[M]], %c32
// CHECK: %[[QM:.+]] = arith.subi %[[Q]], %c1
// CHECK: %[[STEPS:.+]] = arith.maxsi %[[QM]], %c1
// CHECK: %[[MAPA:.+]] = tile.tensor_map %[[A]] dims [128, %[[E8]], %{{.*}}, %{{.*}}, %[[STEPS]]] strides [256, 8192, 2048, 8192] box [64, 8, 2, 4, 1] swizzle 128 : memref<?x128xf16>
// CHECK-NEXT: %[[MAPE:.+]] = tile.tensor_map %[[A]] dims [128, %[[M]]] strides [256] box [64, 8] swizzle 128 : memref<?x128xf16>
// CHECK-NEXT: %[[MAPB:.+]] = tile.tensor_map %[[B]] dims [256, 128] strides [512] box [64, 64] swizzle 128 : memref<128x256xf16>
// CHECK: gpu.launch_func @tma_dynamic_rows_kernels::@tma_dynamic_rows {{.*}} args(%{{.*}} : memref<f16>, %[[B]] : memref<128x256xf16>, %[[M]] : index, %[[MAPA]] : !llvm.ptr, %[[MAPE]] : !llvm.ptr, %[[MAPB]] : !llvm.ptr)
// CHECK: gpu.func @tma_dynamic_rows(
// CHECK-SAME: tile.tensor_map_args = array<i64: 3, 4, 5>
// CHECK: nvvm.mbarrier.arrive.expect_tx %{{.*}}, %c32768_i32
// CHECK-COUNT-2: arith.cmpi ule, %{{.*}}, %arg2 : index
// CHECK-NEXT: scf.if
// CHECK: nvvm.cp.async.bulk.tensor.shared.cluster.global %{{.*}}, %arg3, %{{.*}}, box[%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}]
// CHECK-NEXT: } else {
// CHECK-COUNT-8: nvvm.cp.async.bulk.tensor.shared.cluster.global %{{.*}}, %arg4, %{{.*}}, box[%{{.*}}, %{{.*}}]
// CHECK-COUNT-2: nvvm.cp.async.bulk.tensor.shared.cluster.global %{{.*}}, %arg5
// CPASYNC-LABEL: func.func @tma_dynamic_rows
// CPASYNC-NOT: tile.tensor_map
func.func @tma_dynamic_rows(%A: memref<?x128xf16> {tile.dims = ["M"]}, %B: memref<128x256xf16>,
                            %M: index {tile.name = "M"}) attributes {tile.dynamic_dims = {M = 256 : i64}} {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c128 = arith.constant 128 : index
  %gy = arith.ceildivui %M, %c128 : index
  tile.launch blocks(%bx, %by) in (%c2, %gy) threads(128) {
    %a = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, warpgroup_rows = 4>} : memref<128x64xf16, #tile.shared>
    %b = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, panels = true>} : memref<64x128xf16, #tile.shared>
    %row = arith.muli %by, %c128 : index
    %col = arith.muli %bx, %c128 : index
    tile.copy %A[%row, %c0] -> %a {async} : memref<?x128xf16>, memref<128x64xf16, #tile.shared>
    tile.copy %B[%c0, %col] -> %b {async} : memref<128x256xf16>, memref<64x128xf16, #tile.shared>
    tile.async_commit
    tile.async_wait {pending = 0}
    gpu.barrier
  }
  return
}

// -----

// Rows that may leave the buffer (200 rows, 128-row tiles): the 5-d view
// cannot clip them. The first tile (rows 0-127) loads its two 64-row
// groups through it (5 steps of 32 rows end in the buffer); the second
// (128-255) reaches past row 200, and each of its 8-row groups is a 2-d
// box of its own (the map zero-fills rows past 200), stored where its rows
// go: group j (warp w = j mod 4, repetition rep = j / 4) at row 64 (rep /
// 2) + 16 w + 8 (rep mod 2), e.g. group 1 (rows 8-15) at row 16 (2048
// bytes), group 4 (rows 32-39) at row 8 (1024).
// CHECK-LABEL: func.func @tma_clipped_rows
// CHECK: tile.tensor_map %arg0 dims [64, 8, 2, 4, 5] strides [128, 4096, 1024, 4096] box [64, 8, 2, 4, 1] swizzle 128 : memref<200x64xf16>
// CHECK: tile.tensor_map %arg0 dims [64, 200] strides [128] box [64, 8] swizzle 128 : memref<200x64xf16>
// CHECK: gpu.launch_func
// CHECK: gpu.func @tma_clipped_rows
// CHECK: %[[ROW:.+]] = arith.muli %{{.*}}, %c128
// CHECK: nvvm.mbarrier.arrive.expect_tx %{{.*}}, %c16384_i32
// CHECK: %[[END:.+]] = arith.addi %[[ROW]], %c128
// CHECK-NEXT: %[[FITS:.+]] = arith.cmpi ule, %[[END]], %c200
// CHECK-NEXT: scf.if %[[FITS]] {
// CHECK: nvvm.cp.async.bulk.tensor.shared.cluster.global %{{.*}}, %arg1, %{{.*}}, box[%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}]
// CHECK-NEXT: } else {
// CHECK: %[[P0:.+]] = memref.extract_aligned_pointer_as_index
// CHECK: %{{.*}} = arith.addi %[[P0]], %c0
// CHECK: nvvm.cp.async.bulk.tensor.shared.cluster.global %{{.*}}, %arg2, %{{.*}}, box[%{{.*}}, %{{.*}}]
// CHECK: arith.addi %[[ROW]], %c32
// CHECK: %[[P4:.+]] = memref.extract_aligned_pointer_as_index
// CHECK: %{{.*}} = arith.addi %[[P4]], %c1024
// CHECK: arith.addi %[[ROW]], %c8
// CHECK: %[[P1:.+]] = memref.extract_aligned_pointer_as_index
// CHECK: %{{.*}} = arith.addi %[[P1]], %c2048
// CHECK-COUNT-5: nvvm.cp.async.bulk.tensor.shared.cluster.global %{{.*}}, %arg2
// CHECK: scf.if
// CHECK: nvvm.cp.async.bulk.tensor.shared.cluster.global %{{.*}}, %arg1
// CHECK: } else {
// CHECK-COUNT-8: nvvm.cp.async.bulk.tensor.shared.cluster.global %{{.*}}, %arg2
// CHECK-NOT: nvvm.cp.async.bulk.tensor
func.func @tma_clipped_rows(%A: memref<200x64xf16>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c128 = arith.constant 128 : index
  tile.launch blocks(%bx) in (%c2) threads(128) {
    %a = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, warpgroup_rows = 4>} : memref<128x64xf16, #tile.shared>
    %row = arith.muli %bx, %c128 : index
    tile.copy %A[%row, %c0] -> %a {async} : memref<200x64xf16>, memref<128x64xf16, #tile.shared>
    tile.async_commit
    tile.async_wait {pending = 0}
    gpu.barrier
  }
  return
}

// -----

// A pipelined copy TMA cannot do (a tile without a wgmma arrangement)
// keeps the whole kernel on cp.async, with a warning that says why.
// CHECK-LABEL: func.func @tma_not_possible
// CHECK-NOT: tile.tensor_map
// CHECK: nvgpu.device_async_copy
// CHECK-NOT: cp.async.bulk.tensor
func.func @tma_not_possible(%A: memref<256x64xf16>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c128 = arith.constant 128 : index
  tile.launch blocks(%bx) in (%c2) threads(128) {
    %a = tile.alloc_shared() : memref<128x64xf16, #tile.shared>
    %row = arith.muli %bx, %c128 : index
    // expected-warning @below {{cannot load through TMA: its destination is not a wgmma tile with 128-byte swizzle (#tile.swizzle<bytes = 128> with panels or warpgroup_rows) or one of 64-byte rows with the 64-byte swizzle; the kernel's pipelined copies load without TMA}}
    tile.copy %A[%row, %c0] -> %a {async} : memref<256x64xf16>, memref<128x64xf16, #tile.shared>
    tile.async_commit
    tile.async_wait {pending = 0}
    gpu.barrier
  }
  return
}

// -----

// 64-byte rows (block_K = 32 in f16) with the 64-byte swizzle: the same
// 5-d view with 32-element lines, SWIZZLE_64B, and the second wgmma
// instruction's 64 rows 4096 bytes into the tile.
// CHECK-LABEL: func.func @tma_swizzle64
// CHECK: tile.tensor_map %arg0 dims [64, 8, 2, 4, 7] strides [128, 4096, 1024, 4096] box [32, 8, 2, 4, 1] swizzle 64 : memref<256x64xf16>
// CHECK: gpu.func @tma_swizzle64
// CHECK: nvvm.mbarrier.arrive.expect_tx %{{.*}}, %c8192_i32
// CHECK: nvvm.cp.async.bulk.tensor.shared.cluster.global
// CHECK: arith.addi %{{.*}}, %c4096 : index
// CHECK: nvvm.cp.async.bulk.tensor.shared.cluster.global
func.func @tma_swizzle64(%A: memref<256x64xf16>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c128 = arith.constant 128 : index
  tile.launch blocks(%bx) in (%c2) threads(128) {
    %a = tile.alloc_shared() {layout = #tile.swizzle<bytes = 64, warpgroup_rows = 4>} : memref<128x32xf16, #tile.shared>
    %row = arith.muli %bx, %c128 : index
    tile.copy %A[%row, %c0] -> %a {async} : memref<256x64xf16>, memref<128x32xf16, #tile.shared>
    tile.async_commit
    tile.async_wait {pending = 0}
    gpu.barrier
  }
  return
}

// -----

// One matrix of a batched tensor (a subview that keeps the last two
// dimensions whole, e.g. FlashAttention's head): a 3-d view [N, K, batch]
// of the argument, so that boxes clip at the matrix's last row rather than
// run into the next one, and a third coordinate, the subview's leading
// offset (row-major over the leading dimensions: 2 b + h here).
// CHECK-LABEL: func.func @tma_subview
// CHECK: tile.tensor_map %arg0 dims [128, 100, 6] strides [256, 25600] box [64, 64, 1] swizzle 128 : memref<3x2x100x128xf16>
// CHECK: gpu.func @tma_subview
// CHECK: %[[H:.+]] = arith.remui %block_id_x
// CHECK: %[[B:.+]] = arith.addi %{{.*}}, %block_id_y : index
// CHECK: %[[B2:.+]] = arith.muli %[[B]], %c2
// CHECK: %[[M:.+]] = arith.addi %[[B2]], %[[H]] : index
// CHECK: %[[M0:.+]] = arith.addi %[[M]], %c0
// CHECK: %[[MI:.+]] = arith.index_cast %[[M0]] : index to i32
// CHECK: nvvm.cp.async.bulk.tensor.shared.cluster.global %{{.*}}, %{{.*}}, %{{.*}}, box[%{{.*}}, %{{.*}}, %[[MI]]] : !llvm.ptr<7>, !llvm.ptr
func.func @tma_subview(%B: memref<3x2x100x128xf16>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c64 = arith.constant 64 : index
  tile.launch blocks(%bx, %by) in (%c2, %c3) threads(128) {
    %b = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, panels = true>} : memref<64x128xf16, #tile.shared>
    %h = arith.remui %bx, %c2 : index
    %m = memref.subview %B[%by, %h, 0, 0] [1, 1, 100, 128] [1, 1, 1, 1] : memref<3x2x100x128xf16> to memref<100x128xf16, strided<[128, 1], offset: ?>>
    %row = arith.muli %bx, %c64 : index
    tile.copy %m[%row, %c0] -> %b {async} : memref<100x128xf16, strided<[128, 1], offset: ?>>, memref<64x128xf16, #tile.shared>
    tile.async_commit
    tile.async_wait {pending = 0}
    gpu.barrier
  }
  return
}

// -----

// A subview that is not one whole matrix (a window of its rows) keeps the
// kernel on cp.async, and says what TMA needs.
// CHECK-LABEL: func.func @tma_subview_window
// CHECK-NOT: tile.tensor_map
// CHECK: nvgpu.device_async_copy
func.func @tma_subview_window(%B: memref<3x100x128xf16>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  tile.launch blocks(%bx) in (%c2) threads(128) {
    %b = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, panels = true>} : memref<64x128xf16, #tile.shared>
    %m = memref.subview %B[%bx, 10, 0] [1, 80, 128] [1, 1, 1] : memref<3x100x128xf16> to memref<80x128xf16, strided<[128, 1], offset: ?>>
    // expected-warning @below {{cannot load through TMA: its source is a subview that is not one whole matrix of the tensor (the last two dimensions whole, size 1 in the others, unit strides); the kernel's pipelined copies load without TMA}}
    tile.copy %m[%c0, %c0] -> %b {async} : memref<80x128xf16, strided<[128, 1], offset: ?>>, memref<64x128xf16, #tile.shared>
    tile.async_commit
    tile.async_wait {pending = 0}
    gpu.barrier
  }
  return
}

// -----

// A source with more than 2^32 elements along a dimension is past what a
// tensor map addresses: cp.async, with the reason.
// CHECK-LABEL: func.func @tma_huge_extent
// CHECK-NOT: tile.tensor_map
// CHECK: nvgpu.device_async_copy
func.func @tma_huge_extent(%A: memref<8589934592x64xf16>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  tile.launch blocks(%bx) in (%c2) threads(128) {
    %a = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, panels = true>} : memref<64x64xf16, #tile.shared>
    // expected-warning @below {{cannot load through TMA: its source has a dimension of more than 2^32 elements, past what a tensor map addresses; the kernel's pipelined copies load without TMA}}
    tile.copy %A[%c0, %c0] -> %a {async} : memref<8589934592x64xf16>, memref<64x64xf16, #tile.shared>
    tile.async_commit
    tile.async_wait {pending = 0}
    gpu.barrier
  }
  return
}

// -----

// tile-pipeline's guard of a prologue iteration (tile.pipeline_prologue):
// the group's commit after it issues the box, with the offset computed
// again there (the iteration's copy loads even when it does not exist;
// nothing reads it).
// CHECK-LABEL: func.func @tma_prologue_guard
// CHECK: gpu.func @tma_prologue_guard
// CHECK: scf.if
// CHECK: scf.execute_region {
// CHECK: %[[ROW:.+]] = arith.muli %{{.*}}, %c64
// CHECK: arith.addi %[[ROW]], %c0
// CHECK: nvvm.cp.async.bulk.tensor.shared.cluster.global
func.func @tma_prologue_guard(%A: memref<256x64xf16>) {
  %c0 = arith.constant 0 : index
  %n = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c64 = arith.constant 64 : index
  tile.launch blocks(%bx) in (%c2) threads(128) {
    %a = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, panels = true>} : memref<64x64xf16, #tile.shared>
    %exists = arith.cmpi slt, %bx, %n : index
    scf.if %exists {
      %row = arith.muli %bx, %c64 : index
      tile.copy %A[%row, %c0] -> %a {async} : memref<256x64xf16>, memref<64x64xf16, #tile.shared>
    } {tile.pipeline_prologue}
    tile.async_commit
    tile.async_wait {pending = 0}
    gpu.barrier
  }
  return
}

// -----

// A copy under the kernel's own condition: its box would be issued at the
// commit, outside the condition. It stays cp.async.
// CHECK-LABEL: func.func @tma_user_guard
// CHECK-NOT: tile.tensor_map
// CHECK: nvgpu.device_async_copy
func.func @tma_user_guard(%A: memref<256x64xf16>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c64 = arith.constant 64 : index
  tile.launch blocks(%bx) in (%c2) threads(128) {
    %a = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, panels = true>} : memref<64x64xf16, #tile.shared>
    %ok = arith.cmpi eq, %bx, %c0 : index
    scf.if %ok {
      %row = arith.muli %bx, %c64 : index
      // expected-warning @below {{cannot load through TMA: its group's commit does not follow it in the same block (a copy under a condition or in a loop of its own); the kernel's pipelined copies load without TMA}}
      tile.copy %A[%row, %c0] -> %a {async} : memref<256x64xf16>, memref<64x64xf16, #tile.shared>
    }
    tile.async_commit
    tile.async_wait {pending = 0}
    gpu.barrier
  }
  return
}

// -----

// A prologue offset that cannot be computed again at the commit (it reads
// memory): cp.async.
// CHECK-LABEL: func.func @tma_prologue_impure
// CHECK-NOT: tile.tensor_map
// CHECK: nvgpu.device_async_copy
func.func @tma_prologue_impure(%A: memref<256x64xf16>, %T: memref<2xindex>) {
  %c0 = arith.constant 0 : index
  %n = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  tile.launch blocks(%bx) in (%c2) threads(128) {
    %a = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, panels = true>} : memref<64x64xf16, #tile.shared>
    %exists = arith.cmpi slt, %bx, %n : index
    scf.if %exists {
      %row = memref.load %T[%bx] : memref<2xindex>
      // expected-warning @below {{cannot load through TMA: its offsets in the pipeline's prologue come from ops that cannot run again at the group's commit (regions, memory, or possible traps); the kernel's pipelined copies load without TMA}}
      tile.copy %A[%row, %c0] -> %a {async} : memref<256x64xf16>, memref<64x64xf16, #tile.shared>
    } {tile.pipeline_prologue}
    tile.async_commit
    tile.async_wait {pending = 0}
    gpu.barrier
  }
  return
}
