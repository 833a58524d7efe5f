// RUN: tile-opt %s -split-input-file --convert-tile-to-gpu -verify-diagnostics | FileCheck %s
// RUN: not tile-opt %s -split-input-file --convert-tile-to-gpu=chip=sm_80 2>&1 | FileCheck %s --check-prefix=SM80

// A wgmma accumulator for sm_80 is an error that says what to do instead.
// SM80: error: 'tile.gemm' op the accumulator's layout #tile.mma<version = 3, warpsPerBlock = [8, 1], instrShape = [64, 128, 16]> needs wgmma, which sm_80 lacks; use #tile.mma<version = 2> (or run tile-infer-layout with chip=sm_80)

// One warp, a 32x16 accumulator: two instruction rows (ldmatrix.x4 of A
// each), two instruction columns (one ldmatrix.x4.trans of B for both),
// one k step: four mma.sync, accumulators read before and written after.
#mma = #tile.mma<version = 2, warpsPerBlock = [1, 1], instrShape = [16, 8, 16]>
// CHECK-LABEL: gpu.func @one_warp
// CHECK: %[[ACC:.+]] = memref.alloca() : memref<16xf32>
// CHECK: %[[A:.+]] = memref.subview {{.*}} to memref<32x16xf16, strided<[24, 1]>, #gpu.address_space<workgroup>>
// CHECK: %[[B:.+]] = memref.subview {{.*}} to memref<16x16xf16, strided<[24, 1]>, #gpu.address_space<workgroup>>
// CHECK-COUNT-2: nvgpu.ldmatrix %[[A]][%{{.*}}, %{{.*}}] {numTiles = 4 : i32, transpose = false} : memref<32x16xf16, strided<[24, 1]>, #gpu.address_space<workgroup>> -> vector<4x2xf16>
// CHECK: nvgpu.ldmatrix %[[B]][%{{.*}}, %{{.*}}] {numTiles = 4 : i32, transpose = true} : memref<16x16xf16, strided<[24, 1]>, #gpu.address_space<workgroup>> -> vector<4x2xf16>
// CHECK-COUNT-4: nvgpu.mma.sync(%{{.*}}, %{{.*}}, %{{.*}}) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
// CHECK-NOT: nvgpu.mma.sync
// CHECK: memref.store %{{.*}}, %[[ACC]]
func.func @one_warp(%X: memref<4xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(32) {
    %a = tile.alloc_shared() : memref<32x16xf16, #tile.shared>
    %b = tile.alloc_shared() : memref<16x16xf16, #tile.shared>
    %acc = tile.alloc_fragment() {layout = #mma} : memref<32x16xf32, #tile.fragment>
    tile.gemm %a, %b, %acc : memref<32x16xf16, #tile.shared>, memref<16x16xf16, #tile.shared>, memref<32x16xf32, #tile.fragment>
  }
  return
}

// -----

// Transposed B ([N, K], K contiguous) loads without .trans; clear_accum
// starts from zeros instead of reading the registers.
#mma = #tile.mma<version = 2, warpsPerBlock = [1, 1], instrShape = [16, 8, 16]>
// CHECK-LABEL: gpu.func @transposed_b
// CHECK: arith.constant dense<0.000000e+00> : vector<2x2xf32>
// CHECK: nvgpu.ldmatrix {{.*}} {numTiles = 2 : i32, transpose = false} : memref<8x32xf16, strided<[40, 1]>, #gpu.address_space<workgroup>> -> vector<2x2xf16>
// CHECK-COUNT-2: nvgpu.mma.sync
func.func @transposed_b(%X: memref<4xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(32) {
    %a = tile.alloc_shared() : memref<16x32xf16, #tile.shared>
    %b = tile.alloc_shared() : memref<8x32xf16, #tile.shared>
    %acc = tile.alloc_fragment() {layout = #mma} : memref<16x8xf32, #tile.fragment>
    tile.gemm %a, %b, %acc {transpose_b, clear_accum} : memref<16x32xf16, #tile.shared>, memref<8x32xf16, #tile.shared>, memref<16x8xf32, #tile.fragment>
  }
  return
}

// -----

// bf16 goes straight to nvvm.mma.sync (MLIR 22's nvgpu.mma.sync lowering
// takes f16 only): each ldmatrix row (two bf16) is one i32 register.
#mma = #tile.mma<version = 2, warpsPerBlock = [1, 1], instrShape = [16, 8, 16]>
// CHECK-LABEL: gpu.func @bf16
// CHECK: nvgpu.ldmatrix {{.*}} -> vector<4x2xbf16>
// CHECK: vector.bitcast %{{.*}} : vector<2xbf16> to vector<1xi32>
// CHECK: nvvm.mma.sync A[{{.*}}] B[{{.*}}] C[{{.*}}] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}
// CHECK-NOT: nvgpu.mma.sync
func.func @bf16(%X: memref<4xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(32) {
    %a = tile.alloc_shared() : memref<16x16xbf16, #tile.shared>
    %b = tile.alloc_shared() : memref<16x8xbf16, #tile.shared>
    %acc = tile.alloc_fragment() {layout = #mma} : memref<16x8xf32, #tile.fragment>
    tile.gemm %a, %b, %acc : memref<16x16xbf16, #tile.shared>, memref<16x8xbf16, #tile.shared>, memref<16x8xf32, #tile.fragment>
  }
  return
}

// -----

// A prefetch issued right before the gemm (as tile-pipeline places it)
// moves in among the k steps, after the first step's ldmatrix, so that it
// does not queue ahead of them; the commit follows the last copy. Step
// k + 1's fragments load before step k's mma.sync.
#mma = #tile.mma<version = 2, warpsPerBlock = [1, 1], instrShape = [16, 8, 16]>
// CHECK-LABEL: gpu.func @spread_prefetch
// CHECK: nvgpu.ldmatrix
// CHECK: nvgpu.ldmatrix
// CHECK: nvgpu.ldmatrix
// CHECK: nvgpu.ldmatrix
// CHECK: nvgpu.device_async_copy
// CHECK: nvvm.cp.async.commit.group
// CHECK: nvgpu.mma.sync
// CHECK: nvgpu.mma.sync
func.func @spread_prefetch(%G: memref<64x64xf16>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(32) {
    %a = tile.alloc_shared() : memref<16x32xf16, #tile.shared>
    %b = tile.alloc_shared() : memref<32x8xf16, #tile.shared>
    %next = tile.alloc_shared() : memref<16x32xf16, #tile.shared>
    %acc = tile.alloc_fragment() {layout = #mma} : memref<16x8xf32, #tile.fragment>
    %c0 = arith.constant 0 : index
    tile.copy %G[%c0, %c0] -> %next {async} : memref<64x64xf16>, memref<16x32xf16, #tile.shared>
    tile.async_commit
    tile.gemm %a, %b, %acc : memref<16x32xf16, #tile.shared>, memref<32x8xf16, #tile.shared>, memref<16x8xf32, #tile.fragment>
  }
  return
}

// -----

// A in registers (P @ V): the fragment shares the accumulator's layout,
// every warp along M; its accumulator-shaped registers are the A operand
// (pairs (row g, cols 2t..) of column groups 2kk and 2kk + 1, rows g and
// g + 8), read with memref.load, no ldmatrix for A, ldmatrix.trans for B.
#mma = #tile.mma<version = 2, warpsPerBlock = [2, 1], instrShape = [16, 8, 16]>
// CHECK-LABEL: gpu.func @a_in_registers
// CHECK: %[[P:.+]] = memref.alloca() : memref<8xf16>
// CHECK-COUNT-8: memref.load %[[P]]
// CHECK: vector.from_elements {{.*}} : vector<4x2xf16>
// CHECK-NOT: nvgpu.ldmatrix %{{.*}} {numTiles = 4 : i32, transpose = false}
// CHECK: nvgpu.ldmatrix {{.*}} {numTiles = 2 : i32, transpose = true}
// CHECK: nvgpu.mma.sync
func.func @a_in_registers(%X: memref<4xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(64) {
    %p = tile.alloc_fragment() {layout = #mma} : memref<32x16xf16, #tile.fragment>
    %v = tile.alloc_shared() : memref<16x8xf16, #tile.shared>
    %acc = tile.alloc_fragment() {layout = #mma} : memref<32x8xf32, #tile.fragment>
    tile.gemm %p, %v, %acc : memref<32x16xf16, #tile.fragment>, memref<16x8xf16, #tile.shared>, memref<32x8xf32, #tile.fragment>
  }
  return
}

// -----

#mma = #tile.mma<version = 2, warpsPerBlock = [1, 2], instrShape = [16, 8, 16]>
func.func @a_in_registers_split_n(%X: memref<4xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(64) {
    %p = tile.alloc_fragment() {layout = #mma} : memref<16x16xf16, #tile.fragment>
    %v = tile.alloc_shared() : memref<16x16xf16, #tile.shared>
    %acc = tile.alloc_fragment() {layout = #mma} : memref<16x16xf32, #tile.fragment>
    // expected-error @+1 {{an A operand in registers must be a fragment with the accumulator's layout}}
    tile.gemm %p, %v, %acc : memref<16x16xf16, #tile.fragment>, memref<16x16xf16, #tile.shared>, memref<16x16xf32, #tile.fragment>
  }
  return
}

// -----

// XOR-swizzled operands (128-byte rows): no padding (the views are plain
// 32x64 tiles), and every access XORs the column with (row mod 8) x 8,
// for the cp.async stores and for the ldmatrix rows alike.
#mma = #tile.mma<version = 2, warpsPerBlock = [1, 1], instrShape = [16, 8, 16]>
// CHECK-LABEL: gpu.func @swizzled_operands
// CHECK: memref.view {{.*}} to memref<32x64xf16, #gpu.address_space<workgroup>>
// CHECK-NOT: memref.subview
// CHECK: %[[R:.+]] = arith.remui %{{.*}}, %c8
// CHECK: %[[X:.+]] = arith.muli %[[R]], %c8
// CHECK: arith.xori %{{.*}}, %[[X]]
// CHECK: nvgpu.device_async_copy
// CHECK: arith.xori
// CHECK: nvgpu.ldmatrix
func.func @swizzled_operands(%G: memref<64x64xf16>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(32) {
    %a = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128>} : memref<32x64xf16, #tile.shared>
    %b = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128>} : memref<64x64xf16, #tile.shared>
    %acc = tile.alloc_fragment() {layout = #mma} : memref<32x64xf32, #tile.fragment>
    %c0 = arith.constant 0 : index
    tile.copy %G[%c0, %c0] -> %a {async} : memref<64x64xf16>, memref<32x64xf16, #tile.shared>
    tile.async_commit
    tile.async_wait {pending = 0 : i64}
    gpu.barrier
    tile.gemm %a, %b, %acc : memref<32x64xf16, #tile.shared>, memref<64x64xf16, #tile.shared>, memref<32x64xf32, #tile.fragment>
  }
  return
}

// -----

// In a loop that touches the accumulator nowhere else, the last k step's
// mma.sync waits for the next iteration: its operands go to registers
// zeroed before the loop (the first iteration adds 0), each iteration runs
// the previous one's step after its own first ldmatrix, and one flush after
// the loop runs the last.
#mma = #tile.mma<version = 2, warpsPerBlock = [1, 1], instrShape = [16, 8, 16]>
// CHECK-LABEL: gpu.func @deferred_last_step
// CHECK-DAG: %[[DA:.*]] = memref.alloca() : memref<8xf16>
// CHECK-DAG: %[[DB:.*]] = memref.alloca() : memref<4xf16>
// CHECK: memref.store %{{.*}}, %[[DA]]
// CHECK: scf.for
// CHECK: nvgpu.ldmatrix
// CHECK: memref.load %[[DA]]
// CHECK: memref.load %[[DB]]
// CHECK: nvgpu.mma.sync
// CHECK: nvgpu.ldmatrix
// CHECK: nvgpu.mma.sync
// CHECK: memref.store %{{.*}}, %[[DA]]
// CHECK-NOT: nvgpu.mma.sync
// CHECK: }
// CHECK: memref.load %[[DA]]
// CHECK: nvgpu.mma.sync
func.func @deferred_last_step(%X: memref<4xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(32) {
    %a = tile.alloc_shared() : memref<16x32xf16, #tile.shared>
    %b = tile.alloc_shared() : memref<32x8xf16, #tile.shared>
    %acc = tile.alloc_fragment() {layout = #mma} : memref<16x8xf32, #tile.fragment>
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    tile.clear %acc : memref<16x8xf32, #tile.fragment>
    scf.for %i = %c0 to %c4 step %c1 {
      tile.gemm %a, %b, %acc : memref<16x32xf16, #tile.shared>, memref<32x8xf16, #tile.shared>, memref<16x8xf32, #tile.fragment>
    }
  }
  return
}

// -----

// Not when the loop reads the accumulator between two gemms (or the gemm
// clears it): every step runs in its own iteration.
#mma = #tile.mma<version = 2, warpsPerBlock = [1, 1], instrShape = [16, 8, 16]>
// CHECK-LABEL: gpu.func @not_deferred
// CHECK: scf.for
// CHECK-COUNT-2: nvgpu.mma.sync
// CHECK-NOT: nvgpu.mma.sync
// CHECK: gpu.return
func.func @not_deferred(%X: memref<4xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(32) {
    %a = tile.alloc_shared() : memref<16x32xf16, #tile.shared>
    %b = tile.alloc_shared() : memref<32x8xf16, #tile.shared>
    %acc = tile.alloc_fragment() {layout = #mma} : memref<16x8xf32, #tile.fragment>
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    tile.clear %acc : memref<16x8xf32, #tile.fragment>
    scf.for %i = %c0 to %c4 step %c1 {
      tile.gemm %a, %b, %acc : memref<16x32xf16, #tile.shared>, memref<32x8xf16, #tile.shared>, memref<16x8xf32, #tile.fragment>
      tile.parallel (%r, %c) in (16, 8) attributes {layout = #mma} {
        %v = memref.load %acc[%r, %c] : memref<16x8xf32, #tile.fragment>
        %w = arith.mulf %v, %v : f32
        memref.store %w, %acc[%r, %c] : memref<16x8xf32, #tile.fragment>
      }
    }
  }
  return
}

// -----

// A wgmma gemm (#tile.mma version 3) outside any loop: two warpgroups, one
// m64n128k16 per 16-deep k step and warpgroup; A and B come from matrix
// descriptors (bit 62: 128-byte swizzle; A's 8-row groups 1024 bytes
// apart; B's 64-column panels 64 x 128 = 8192 bytes apart), advanced by 32
// bytes (A) and 2048 bytes (B) per k step; the group is waited for at
// once. Shared memory is realigned to 1024 bytes at run time (1024 bytes
// of slack) and the wgmma tiles start at multiples of 1024.
#wg = #tile.mma<version = 3, warpsPerBlock = [8, 1], instrShape = [64, 128, 16]>
// CHECK-LABEL: func.func @wgmma_once
// CHECK: dynamic_shared_memory_size %c33792_i32
// CHECK-LABEL: gpu.func @wgmma_once
// CHECK: %[[RAW:.+]] = gpu.dynamic_shared_memory
// CHECK: %[[ADDR:.+]] = memref.extract_aligned_pointer_as_index %[[RAW]]
// CHECK: %[[NEG:.+]] = arith.subi %{{.*}}, %[[ADDR]] : index
// CHECK: %[[SKIP:.+]] = arith.andi %[[NEG]], %c1023 : index
// CHECK: %[[BASE:.+]] = memref.view %[[RAW]][%[[SKIP]]]
// CHECK: %[[A:.+]] = memref.view %[[BASE]][%c0{{.*}}][] {{.*}} to memref<128x64xf16
// CHECK: %[[B:.+]] = memref.view %[[BASE]][%c16384][] {{.*}} to memref<64x128xf16
// CHECK: %[[WG:.+]] = arith.divui %{{.*}}, %c128 : index
// CHECK: %[[SLAB:.+]] = arith.muli %[[WG]], %c8192 : index
// CHECK: memref.extract_aligned_pointer_as_index %[[A]]
// CHECK: arith.ori %{{.*}}, %c65536_i32 : i32
// CHECK: memref.extract_aligned_pointer_as_index %[[B]]
// CHECK: arith.ori %{{.*}}, %c33554432_i32 : i32
// CHECK: nvvm.wgmma.fence.aligned
// CHECK: arith.extui %{{.*}} : i32 to i64
// CHECK: arith.ori %{{.*}}, %c4611686293305294848_i64 : i64
// CHECK: nvvm.wgmma.mma_async {{.*}}, <m = 64, n = 128, k = 16>, D[<f32>, <one>], A[<f16>, <one>, <row>], B[<f16>, <one>, <row>]
// CHECK: arith.addi %{{.*}}, %c128_i32 : i32
// CHECK: arith.addi %{{.*}}, %c2_i32 : i32
// CHECK-COUNT-3: nvvm.wgmma.mma_async
// CHECK-NEXT: nvvm.wgmma.commit.group.sync.aligned
// CHECK-NEXT: nvvm.wgmma.wait.group.sync.aligned 0
func.func @wgmma_once(%X: memref<4xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(256) {
    %a = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, warpgroup_rows = 8>} : memref<128x64xf16, #tile.shared>
    %b = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, panels = true>} : memref<64x128xf16, #tile.shared>
    %acc = tile.alloc_fragment() {layout = #wg} : memref<128x128xf32, #tile.fragment>
    tile.clear %acc : memref<128x128xf32, #tile.fragment>
    tile.gemm %a, %b, %acc : memref<128x64xf16, #tile.shared>, memref<64x128xf16, #tile.shared>, memref<128x128xf32, #tile.fragment>
  }
  return
}

// -----

// Warpgroups along N (#tile.mma version 3, warpsPerBlock = [4, 2]): the
// two warpgroups share A's 64 rows and each issues m64n64k16 on its own
// half of the columns, B's descriptor starting one 64-column panel (64 x
// 128 = 8192 bytes) further for the second; the accumulator's threads
// take their columns from their group (thread id / 128, times 64) when it
// is stored.
#wgn = #tile.mma<version = 3, warpsPerBlock = [4, 2], instrShape = [64, 64, 16]>
// CHECK-LABEL: gpu.func @wgmma_column_groups
// CHECK: %[[TID:.+]] = gpu.thread_id x
// CHECK: %[[G:.+]] = arith.divui %[[TID]], %c128{{.*}} : index
// CHECK: %[[GCOL:.+]] = arith.muli %[[G]], %c64 : index
// CHECK: %[[COL:.+]] = arith.addi %{{.*}}, %[[GCOL]] : index
// CHECK: %[[GROUP:.+]] = arith.divui %[[TID]], %c128{{.*}} : index
// CHECK: %[[PANEL:.+]] = arith.muli %[[GROUP]], %c8192{{.*}} : index
// CHECK: %[[BPTR:.+]] = memref.extract_aligned_pointer_as_index
// CHECK: arith.addi %[[BPTR]], %[[PANEL]] : index
// CHECK: nvvm.wgmma.fence.aligned
// CHECK-COUNT-4: nvvm.wgmma.mma_async {{.*}}, <m = 64, n = 64, k = 16>
// CHECK-NEXT: nvvm.wgmma.commit.group.sync.aligned
// CHECK: %[[C:.+]] = arith.addi %c0{{.*}}, %[[COL]] : index
// CHECK: vector.store %{{.*}}, %arg0[%{{.*}}, %[[C]]] {alignment = 8 : i64} : memref<64x128xf32>, vector<2xf32>
func.func @wgmma_column_groups(%C: memref<64x128xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(256) {
    %a = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, warpgroup_rows = 4>} : memref<64x64xf16, #tile.shared>
    %b = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, panels = true>} : memref<64x128xf16, #tile.shared>
    %acc = tile.alloc_fragment() {layout = #wgn} : memref<64x128xf32, #tile.fragment>
    tile.clear %acc : memref<64x128xf32, #tile.fragment>
    tile.gemm %a, %b, %acc : memref<64x64xf16, #tile.shared>, memref<64x128xf16, #tile.shared>, memref<64x128xf32, #tile.fragment>
    tile.copy %acc -> %C[%c0, %c0] : memref<64x128xf32, #tile.fragment>, memref<64x128xf32>
  }
  return
}

// -----

// At K = 32, A's rows are 64 bytes: its descriptor takes the 64-byte
// swizzle (bits 62-63 = 2) with 8-row groups 512 bytes apart, warpgroup
// slabs of 64 x 64 = 4096 bytes, and the second k step 32 bytes further
// along the row; B (N-major, 32 x 128) keeps the 128-byte panels, 32 x 128
// = 4096 bytes apart.
#wg = #tile.mma<version = 3, warpsPerBlock = [8, 1], instrShape = [64, 128, 16]>
// CHECK-LABEL: gpu.func @wgmma_k32
// CHECK: %[[WG:.+]] = arith.divui %{{.*}}, %c128 : index
// CHECK: arith.muli %[[WG]], %c4096 : index
// CHECK: arith.ori %{{.*}}, %c65536_i32 : i32
// CHECK: arith.ori %{{.*}}, %c16777216_i32 : i32
// CHECK: nvvm.wgmma.fence.aligned
// CHECK: nvvm.wgmma.mma_async
// CHECK: arith.addi %{{.*}}, %c128_i32 : i32
// CHECK: arith.addi %{{.*}}, %c2_i32 : i32
// CHECK: nvvm.wgmma.mma_async
// CHECK-NEXT: nvvm.wgmma.commit.group.sync.aligned
// CHECK-NOT: nvvm.wgmma.mma_async
func.func @wgmma_k32(%X: memref<4xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(256) {
    %a = tile.alloc_shared() {layout = #tile.swizzle<bytes = 64, warpgroup_rows = 8>} : memref<128x32xf16, #tile.shared>
    %b = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, panels = true>} : memref<32x128xf16, #tile.shared>
    %acc = tile.alloc_fragment() {layout = #wg} : memref<128x128xf32, #tile.fragment>
    tile.clear %acc : memref<128x128xf32, #tile.fragment>
    tile.gemm %a, %b, %acc : memref<128x32xf16, #tile.shared>, memref<32x128xf16, #tile.shared>, memref<128x128xf32, #tile.fragment>
  }
  return
}

// -----

// In a loop that tile-pipeline marked #tile.pipelined<stages = 4, ahead = 2> (as it
// leaves it, simplified here to two buffers): the landed copies are fenced
// for the async proxy before the barrier, the prefetch copies issue behind
// the wgmma group, and each iteration waits only for the previous
// iteration's group; the last is waited for after the loop. One warpgroup
// with 128 rows issues two instructions (A slabs 8192 bytes apart) per k
// step.
#wg = #tile.mma<version = 3, warpsPerBlock = [4, 1], instrShape = [64, 128, 16]>
// CHECK-LABEL: gpu.func @wgmma_in_flight
// CHECK: scf.for
// CHECK: nvvm.cp.async.wait.group 0
// CHECK-NEXT: nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
// CHECK-NEXT: gpu.barrier
// CHECK: nvvm.wgmma.fence.aligned
// CHECK-COUNT-8: nvvm.wgmma.mma_async
// CHECK-NEXT: nvvm.wgmma.commit.group.sync.aligned
// CHECK: nvgpu.device_async_copy
// CHECK: nvvm.cp.async.commit.group
// CHECK: nvvm.wgmma.wait.group.sync.aligned 1
// CHECK: } {tile.pipelined = #tile.pipelined<stages = 4, ahead = 2>}
// CHECK-NEXT: nvvm.wgmma.wait.group.sync.aligned 0
func.func @wgmma_in_flight(%G: memref<128x1024xf16>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(128) {
    %a0 = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, warpgroup_rows = 4>} : memref<128x64xf16, #tile.shared>
    %a1 = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, warpgroup_rows = 4>} : memref<128x64xf16, #tile.shared>
    %b = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, panels = true>} : memref<64x128xf16, #tile.shared>
    %acc = tile.alloc_fragment() {layout = #wg} : memref<128x128xf32, #tile.fragment>
    tile.clear %acc : memref<128x128xf32, #tile.fragment>
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    scf.for %i = %c0 to %c16 step %c1 {
      %c64 = arith.constant 64 : index
      %k = arith.muli %i, %c64 : index
      tile.async_wait {pending = 0}
      gpu.barrier
      tile.copy %G[%c0, %k] -> %a1 {async} : memref<128x1024xf16>, memref<128x64xf16, #tile.shared>
      tile.async_commit
      tile.gemm %a0, %b, %acc : memref<128x64xf16, #tile.shared>, memref<64x128xf16, #tile.shared>, memref<128x128xf32, #tile.fragment>
    } {tile.pipelined = #tile.pipelined<stages = 4, ahead = 2>}
  }
  return
}

// -----

// A branch after the gemm that reads the accumulator (a persistent
// kernel's epilogue on a tile's last k step, then a fresh accumulator)
// starts with its own wait for all groups; the loop still waits only for
// the previous iteration's group.
#wg = #tile.mma<version = 3, warpsPerBlock = [4, 1], instrShape = [64, 128, 16]>
// CHECK-LABEL: gpu.func @wgmma_epilogue_in_loop
// CHECK: scf.for
// CHECK: nvvm.wgmma.commit.group.sync.aligned
// CHECK: nvvm.wgmma.wait.group.sync.aligned 1
// CHECK-NOT: nvvm.wgmma.wait.group
// CHECK: scf.if
// CHECK-NEXT: nvvm.wgmma.wait.group.sync.aligned 0
// CHECK-NEXT: arith.constant
// CHECK-NEXT: memref.load
// CHECK: } {tile.pipelined = #tile.pipelined<stages = 4, ahead = 2>}
// CHECK-NEXT: nvvm.wgmma.wait.group.sync.aligned 0
func.func @wgmma_epilogue_in_loop(%G: memref<128x1024xf16>, %C: memref<128x128xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(128) {
    %a0 = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, warpgroup_rows = 4>} : memref<128x64xf16, #tile.shared>
    %a1 = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, warpgroup_rows = 4>} : memref<128x64xf16, #tile.shared>
    %b = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, panels = true>} : memref<64x128xf16, #tile.shared>
    %acc = tile.alloc_fragment() {layout = #wg} : memref<128x128xf32, #tile.fragment>
    tile.clear %acc : memref<128x128xf32, #tile.fragment>
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %c7 = arith.constant 7 : index
    scf.for %i = %c0 to %c16 step %c1 {
      %c64 = arith.constant 64 : index
      %k = arith.muli %i, %c64 : index
      tile.async_wait {pending = 0}
      gpu.barrier
      tile.copy %G[%c0, %k] -> %a1 {async} : memref<128x1024xf16>, memref<128x64xf16, #tile.shared>
      tile.async_commit
      tile.gemm %a0, %b, %acc : memref<128x64xf16, #tile.shared>, memref<64x128xf16, #tile.shared>, memref<128x128xf32, #tile.fragment>
      %last = arith.cmpi eq, %i, %c7 : index
      scf.if %last {
        tile.copy %acc -> %C[%c0, %c0] : memref<128x128xf32, #tile.fragment>, memref<128x128xf32>
        tile.clear %acc : memref<128x128xf32, #tile.fragment>
      }
    } {tile.pipelined = #tile.pipelined<stages = 4, ahead = 2>}
  }
  return
}

// -----

// The wgmma layout needs its operands arranged for wgmma's descriptors.
#wg = #tile.mma<version = 3, warpsPerBlock = [4, 1], instrShape = [64, 64, 16]>
func.func @wgmma_plain_a(%X: memref<4xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(128) {
    %a = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128>} : memref<64x64xf16, #tile.shared>
    %b = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, panels = true>} : memref<64x64xf16, #tile.shared>
    %acc = tile.alloc_fragment() {layout = #wg} : memref<64x64xf32, #tile.fragment>
    // expected-error @below {{a wgmma gemm (accumulator #tile.mma<version = 3, warpsPerBlock = [4, 1], instrShape = [64, 64, 16]>) needs operands wgmma takes (f16, bf16, f8E4M3FN, f8E5M2; 8-bit ones K-major: B as NxK with transpose_b): A of 64xK (rows a multiple of 128 bytes) in shared memory with #tile.swizzle<bytes = 128, warpgroup_rows = 4>}}
    tile.gemm %a, %b, %acc : memref<64x64xf16, #tile.shared>, memref<64x64xf16, #tile.shared>, memref<64x64xf32, #tile.fragment>
  }
  return
}

// -----

// B's swizzle must be the one wgmma's descriptor says (128 bytes for rows
// of 128): a 64- or 32-byte swizzle would be read scrambled.
#wg = #tile.mma<version = 3, warpsPerBlock = [4, 1], instrShape = [64, 64, 16]>
func.func @wgmma_b_swizzle_64(%X: memref<4xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(128) {
    %a = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, warpgroup_rows = 4>} : memref<64x64xf16, #tile.shared>
    %b = tile.alloc_shared() {layout = #tile.swizzle<bytes = 64, panels = true>} : memref<64x64xf16, #tile.shared>
    %acc = tile.alloc_fragment() {layout = #wg} : memref<64x64xf32, #tile.fragment>
    // expected-error @below {{a wgmma gemm (accumulator #tile.mma<version = 3, warpsPerBlock = [4, 1], instrShape = [64, 64, 16]>) needs operands wgmma takes}}
    tile.gemm %a, %b, %acc {transpose_b} : memref<64x64xf16, #tile.shared>, memref<64x64xf16, #tile.shared>, memref<64x64xf32, #tile.fragment>
  }
  return
}

// -----

#wg = #tile.mma<version = 3, warpsPerBlock = [4, 1], instrShape = [64, 64, 16]>
func.func @wgmma_b_swizzle_32(%X: memref<4xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(128) {
    %a = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, warpgroup_rows = 4>} : memref<64x64xf16, #tile.shared>
    %b = tile.alloc_shared() {layout = #tile.swizzle<bytes = 32>} : memref<64x64xf16, #tile.shared>
    %acc = tile.alloc_fragment() {layout = #wg} : memref<64x64xf32, #tile.fragment>
    // expected-error @below {{a wgmma gemm (accumulator #tile.mma<version = 3, warpsPerBlock = [4, 1], instrShape = [64, 64, 16]>) needs operands wgmma takes}}
    tile.gemm %a, %b, %acc : memref<64x64xf16, #tile.shared>, memref<64x64xf16, #tile.shared>, memref<64x64xf32, #tile.fragment>
  }
  return
}

// -----

// The layout's instruction width is the accumulator's.
#wg = #tile.mma<version = 3, warpsPerBlock = [4, 1], instrShape = [64, 64, 16]>
func.func @wgmma_instr_width(%X: memref<4xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(128) {
    %a = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, warpgroup_rows = 4>} : memref<64x64xf16, #tile.shared>
    %b = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, panels = true>} : memref<64x128xf16, #tile.shared>
    %acc = tile.alloc_fragment() {layout = #wg} : memref<64x128xf32, #tile.fragment>
    // expected-error @below {{the accumulator's layout #tile.mma<version = 3, warpsPerBlock = [4, 1], instrShape = [64, 64, 16]> gives instructions 64 wide, but the accumulator has 128 columns}}
    tile.gemm %a, %b, %acc : memref<64x64xf16, #tile.shared>, memref<64x128xf16, #tile.shared>, memref<64x128xf32, #tile.fragment>
  }
  return
}

// -----

// Attention's S = Q K^T on wgmma: A (Q, K = 128) in two 64-column panels
// (a k16 step past the first 64 columns moves to the next panel, rows x
// 128 bytes = 8192 further), B transposed ([N, K], K-major, 64-column
// panels of 64 rows x 128 = 8192 bytes): layoutB = col, the leading byte
// offset unused (16), and the k steps advance both by 32 bytes within a
// panel. clear_accum: the first k16 step runs with scale-d = 0 (D = A B) on
// an undefined accumulator, no zeros moved into its registers.
#wg = #tile.mma<version = 3, warpsPerBlock = [4, 1], instrShape = [64, 64, 16]>
// CHECK-LABEL: gpu.func @wgmma_transposed_b
// CHECK: arith.ori %{{.*}}, %c65536_i32 : i32
// CHECK: arith.ori %{{.*}}, %c65536_i32{{.*}} : i32
// CHECK: %[[UNDEF:.+]] = llvm.mlir.undef : !llvm.struct
// CHECK-NOT: llvm.insertvalue
// CHECK: nvvm.wgmma.fence.aligned
// CHECK: nvvm.wgmma.mma_async %{{.*}}, %{{.*}}, %[[UNDEF]], <m = 64, n = 64, k = 16>, D[<f32>, <zero>], A[<f16>, <one>, <row>], B[<f16>, <one>, <col>]
// CHECK: nvvm.wgmma.mma_async {{.*}}, <m = 64, n = 64, k = 16>, D[<f32>, <one>], A[<f16>, <one>, <row>], B[<f16>, <one>, <col>]
// CHECK-COUNT-6: nvvm.wgmma.mma_async
// CHECK-NEXT: nvvm.wgmma.commit.group.sync.aligned
func.func @wgmma_transposed_b(%X: memref<4xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(128) {
    %q = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, panels = true, warpgroup_rows = 4>} : memref<64x128xf16, #tile.shared>
    %k = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, panels = true>} : memref<64x128xf16, #tile.shared>
    %s = tile.alloc_fragment() {layout = #wg} : memref<64x64xf32, #tile.fragment>
    tile.gemm %q, %k, %s {transpose_b, clear_accum} : memref<64x128xf16, #tile.shared>, memref<64x128xf16, #tile.shared>, memref<64x64xf32, #tile.fragment>
  }
  return
}

// -----

// Attention's O += P V on wgmma: A (P) from registers distributed like the
// accumulator (another instruction N, the same distribution), as inline
// PTX in the register-A form: 64 accumulators tied in and out, four 32-bit
// registers of A (pairs of f16), B's descriptor; B N-major (imm-trans-b 1).
// All of A's registers are packed before the fence.
#wgs = #tile.mma<version = 3, warpsPerBlock = [4, 1], instrShape = [64, 64, 16]>
#wgo = #tile.mma<version = 3, warpsPerBlock = [4, 1], instrShape = [64, 128, 16]>
// CHECK-LABEL: gpu.func @wgmma_register_a
// CHECK-COUNT-16: llvm.bitcast %{{.*}} : vector<2xf16> to i32
// CHECK: nvvm.wgmma.fence.aligned
// CHECK-NOT: llvm.bitcast
// CHECK: llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, 1, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0, {{.*}}, $63}, {$128, $129, $130, $131}, $132, p, 1, 1, 1;\0A}", "=f,{{.*}},=f,0,1,{{.*}},63,r,r,r,r,l"
// CHECK-COUNT-3: llvm.inline_asm
// CHECK: nvvm.wgmma.commit.group.sync.aligned
// CHECK-NEXT: nvvm.wgmma.wait.group.sync.aligned 0
func.func @wgmma_register_a(%X: memref<4xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(128) {
    %p = tile.alloc_fragment() {layout = #wgs} : memref<64x64xf16, #tile.fragment>
    %v = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, panels = true>} : memref<64x128xf16, #tile.shared>
    %o = tile.alloc_fragment() {layout = #wgo} : memref<64x128xf32, #tile.fragment>
    tile.clear %p : memref<64x64xf16, #tile.fragment>
    tile.clear %o : memref<64x128xf32, #tile.fragment>
    tile.gemm %p, %v, %o : memref<64x64xf16, #tile.fragment>, memref<64x128xf16, #tile.shared>, memref<64x128xf32, #tile.fragment>
  }
  return
}

// -----

// A shared tile arranged for wgmma (warpgroup_rows or panels) without a
// gemm: on sm_90a its copy is fenced for the async proxy; sm_80 has no such
// fence, and says so instead of letting LLVM abort.
// SM80: error: 'tile.alloc_shared' op layout #tile.swizzle<bytes = 128, warpgroup_rows = 4> arranges the tile for wgmma, which sm_80 lacks; drop warpgroup_rows and panels (or let tile-infer-layout with chip=sm_80 choose), or compile for sm_90a
// CHECK-LABEL: gpu.func @wgmma_tile_only
func.func @wgmma_tile_only(%A: memref<256x256xf16>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c128 = arith.constant 128 : index
  tile.launch blocks(%bx, %by) in (%c2, %c2) threads(128) {
    %a = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, warpgroup_rows = 4>} : memref<128x64xf16, #tile.shared>
    %row = arith.muli %by, %c128 : index
    tile.copy %A[%row, %c0] -> %a {async} : memref<256x256xf16>, memref<128x64xf16, #tile.shared>
    tile.async_commit
    tile.async_wait {pending = 0}
    gpu.barrier
  }
  return
}

// -----

// mma.sync takes no 8-bit floats: an accumulator given its layout by hand
// is refused at the gemm, not lowered as 16-bit operands.
#v2 = #tile.mma<version = 2, warpsPerBlock = [2, 2], instrShape = [16, 8, 16]>
func.func @mma_sync_fp8(%X: memref<4xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(128) {
    %a = tile.alloc_shared() : memref<64x128xf8E4M3FN, #tile.shared>
    %b = tile.alloc_shared() : memref<64x128xf8E4M3FN, #tile.shared>
    %acc = tile.alloc_fragment() {layout = #v2} : memref<64x64xf32, #tile.fragment>
    // expected-error @below {{the accumulator's layout #tile.mma<version = 2, warpsPerBlock = [2, 2], instrShape = [16, 8, 16]> is mma.sync's, which does not take 'f8E4M3FN' operands; let tile-infer-layout (chip=sm_90a) give it wgmma's layout}}
    tile.gemm %a, %b, %acc {transpose_b} : memref<64x128xf8E4M3FN, #tile.shared>, memref<64x128xf8E4M3FN, #tile.shared>, memref<64x64xf32, #tile.fragment>
  }
  return
}

// -----

// 8-bit operands (e4m3 A, e5m2 B, K = 256: two 128-byte panels each):
// k32 instructions, the PTX types of the chip's table, and descriptors
// that move by the same 32 bytes (2 in the address field) per step as a
// 16-bit k16 step, and by a whole 64-row panel (8192 bytes, 512) after
// four steps, A and B alike.
// CHECK-LABEL: gpu.func @wgmma_fp8
// CHECK: nvvm.wgmma.fence.aligned
// CHECK: nvvm.wgmma.mma_async {{.*}}, <m = 64, n = 64, k = 32>, D[<f32>, <one>], A[<e4m3>, <one>, <row>], B[<e5m2>, <one>, <col>]
// CHECK: %[[S1:.+]] = arith.constant 2 : i32
// CHECK: arith.addi %[[A:.+]], %[[S1]] : i32
// CHECK: arith.addi %[[B:.+]], %{{.*}} : i32
// CHECK: nvvm.wgmma.mma_async {{.*}}, <m = 64, n = 64, k = 32>
// CHECK: %[[P1:.+]] = arith.constant 512 : i32
// CHECK: arith.addi %[[A]], %[[P1]] : i32
// CHECK: arith.addi %[[B]], %{{.*}} : i32
// CHECK-COUNT-4: nvvm.wgmma.mma_async {{.*}}, <m = 64, n = 64, k = 32>
// CHECK-NOT: nvvm.wgmma.mma_async
// CHECK: nvvm.wgmma.commit.group.sync.aligned
#wg8 = #tile.mma<version = 3, warpsPerBlock = [4, 1], instrShape = [64, 64, 16]>
func.func @wgmma_fp8(%X: memref<4xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(128) {
    %a = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, panels = true, warpgroup_rows = 4>} : memref<64x256xf8E4M3FN, #tile.shared>
    %b = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, panels = true>} : memref<64x256xf8E5M2, #tile.shared>
    %acc = tile.alloc_fragment() {layout = #wg8} : memref<64x64xf32, #tile.fragment>
    tile.gemm %a, %b, %acc {transpose_b} : memref<64x256xf8E4M3FN, #tile.shared>, memref<64x256xf8E5M2, #tile.shared>, memref<64x64xf32, #tile.fragment>
  }
  return
}

// -----

// With a first-step clear known only at run time, the 8-bit wgmma is
// inline PTX: scale-d from a register and no transpose immediates.
// CHECK-LABEL: gpu.func @wgmma_fp8_clear
// CHECK: llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, ${{[0-9]+}}, 0;\0Awgmma.mma_async.sync.aligned.m64n64k32.f32.e4m3.e4m3 {$0, {{.*}}}, ${{[0-9]+}}, ${{[0-9]+}}, p, 1, 1;\0A}"
#wg8c = #tile.mma<version = 3, warpsPerBlock = [4, 1], instrShape = [64, 64, 16]>
func.func @wgmma_fp8_clear(%X: memref<4xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(128) {
    %c0 = arith.constant 0 : index
    %first = arith.cmpi eq, %bx, %c0 : index
    %a = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, warpgroup_rows = 4>} : memref<64x128xf8E4M3FN, #tile.shared>
    %b = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, panels = true>} : memref<64x128xf8E4M3FN, #tile.shared>
    %acc = tile.alloc_fragment() {layout = #wg8c} : memref<64x64xf32, #tile.fragment>
    tile.gemm %a, %b, %acc clear(%first) {transpose_b} : memref<64x128xf8E4M3FN, #tile.shared>, memref<64x128xf8E4M3FN, #tile.shared>, memref<64x64xf32, #tile.fragment>
  }
  return
}

// -----

// 8-bit operands of K = 64 (64-byte rows, A and a transposed B alike): both
// descriptors take the 64-byte swizzle mode (2 in bits 62-63) and 8-row
// groups 512 bytes apart (32 in the stride field): 0x80000020 in the high
// word; the second k32 step is 32 bytes on (2 in the address field).
// CHECK-LABEL: gpu.func @wgmma_fp8_64byte_rows
// CHECK: %[[HI:.+]] = arith.constant -9223371899415822336 : i64
// CHECK: nvvm.wgmma.mma_async {{.*}}, <m = 64, n = 64, k = 32>, D[<f32>, <one>], A[<e4m3>, <one>, <row>], B[<e4m3>, <one>, <col>]
// CHECK: %[[S:.+]] = arith.constant 2 : i32
// CHECK: arith.addi %{{.*}}, %[[S]] : i32
// CHECK: nvvm.wgmma.mma_async {{.*}}, <m = 64, n = 64, k = 32>
// CHECK-NOT: nvvm.wgmma.mma_async
#wg8 = #tile.mma<version = 3, warpsPerBlock = [4, 1], instrShape = [64, 64, 16]>
func.func @wgmma_fp8_64byte_rows(%X: memref<4xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(128) {
    %a = tile.alloc_shared() {layout = #tile.swizzle<bytes = 64, warpgroup_rows = 4>} : memref<64x64xf8E4M3FN, #tile.shared>
    %b = tile.alloc_shared() {layout = #tile.swizzle<bytes = 64, panels = true>} : memref<64x64xf8E4M3FN, #tile.shared>
    %acc = tile.alloc_fragment() {layout = #wg8} : memref<64x64xf32, #tile.fragment>
    tile.gemm %a, %b, %acc {transpose_b} : memref<64x64xf8E4M3FN, #tile.shared>, memref<64x64xf8E4M3FN, #tile.shared>, memref<64x64xf32, #tile.fragment>
  }
  return
}
