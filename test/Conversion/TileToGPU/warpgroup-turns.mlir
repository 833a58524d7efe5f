// RUN: tile-opt %s -split-input-file --tile-infer-layout=chip=sm_90a --tile-pipeline --tile-tma-loads --tile-warp-specialize --convert-tile-to-gpu -verify-diagnostics | FileCheck %s

// A tile.ordered in the consumers' loop: warpgroup w enters on named
// barrier 2 + w (256 threads: its own and the previous warpgroup's
// arrival) and lets the next one in on leaving; the last warpgroup lets
// the first in once, after setmaxnreg. The warpgroup comes from the warp
// index the roles broadcast from lane 0. Nothing waits for the gemm's group
// on leaving but the gemm itself.
// CHECK-LABEL: gpu.func @turns
// CHECK: %[[WARP:.+]], %{{.*}} = gpu.shuffle {{ *}}idx
// CHECK: %[[WG:.+]] = arith.divui %[[WARP]], %c4_i32 : i32
// CHECK: nvvm.setmaxregister increase 240
// CHECK: %[[LAST:.+]] = arith.cmpi eq, %[[WG]], %c1_i32{{.*}} : i32
// CHECK-NEXT: scf.if %[[LAST]] {
// CHECK-NEXT: %[[FIRST:.+]] = arith.constant 2 : i32
// CHECK-NEXT: %[[N:.+]] = arith.constant 256 : i32
// CHECK-NEXT: nvvm.barrier.arrive id = %[[FIRST]] number_of_threads = %[[N]]
// CHECK: scf.for
// CHECK: %[[BASE:.+]] = arith.constant 2 : i32
// CHECK-NEXT: %[[MINE:.+]] = arith.addi %[[BASE]], %[[WG]] : i32
// CHECK-NEXT: %[[N2:.+]] = arith.constant 256 : i32
// CHECK-NEXT: nvvm.barrier id = %[[MINE]] number_of_threads = %[[N2]]
// CHECK: %[[INC:.+]] = arith.addi %[[WG]], %{{.*}} : i32
// CHECK-NEXT: %[[NEXT:.+]] = arith.remui %[[INC]], %{{.*}} : i32
// CHECK: nvvm.wgmma.mma_async
// CHECK: %[[THEIRS:.+]] = arith.addi %[[BASE]], %[[NEXT]] : i32
// CHECK-NEXT: %[[N3:.+]] = arith.constant 256 : i32
// CHECK-NEXT: nvvm.barrier.arrive id = %[[THEIRS]] number_of_threads = %[[N3]]
// CHECK: gpu.return
func.func @turns(%A: memref<1024x1024xf16>, %B: memref<1024x1024xf16>, %C: memref<1024x1024xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %c8 = arith.constant 8 : index
  tile.launch blocks(%bx, %by) in (%c8, %c8) threads(256) attributes {tile.producer_registers = 24} {
    %a = tile.alloc_shared() : memref<128x64xf16, #tile.shared>
    %b = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128>} : memref<64x128xf16, #tile.shared>
    %acc = tile.alloc_fragment() : memref<128x128xf32, #tile.fragment>
    %row = arith.muli %by, %c128 : index
    %col = arith.muli %bx, %c128 : index
    tile.clear %acc : memref<128x128xf32, #tile.fragment>
    scf.for %ks = %c0 to %c16 step %c1 {
      %k = arith.muli %ks, %c64 : index
      tile.copy %A[%row, %k] -> %a : memref<1024x1024xf16>, memref<128x64xf16, #tile.shared>
      tile.copy %B[%k, %col] -> %b : memref<1024x1024xf16>, memref<64x128xf16, #tile.shared>
      tile.ordered {
        tile.gemm %a, %b, %acc : memref<128x64xf16, #tile.shared>, memref<64x128xf16, #tile.shared>, memref<128x128xf32, #tile.fragment>
      }
    } {tile.num_stages = 3}
    tile.copy %acc -> %C[%row, %col] : memref<128x128xf32, #tile.fragment>, memref<1024x1024xf32>
  }
  return
}

// -----

// One warpgroup takes every turn: no barriers.
// CHECK-LABEL: gpu.func @one_warpgroup
// CHECK-NOT: nvvm.barrier.arrive
// CHECK: gpu.return
func.func @one_warpgroup(%A: memref<1024x1024xf16>, %B: memref<1024x1024xf16>, %C: memref<1024x1024xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %c8 = arith.constant 8 : index
  tile.launch blocks(%bx, %by) in (%c8, %c8) threads(128) {
    %a = tile.alloc_shared() : memref<64x64xf16, #tile.shared>
    %b = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128>} : memref<64x64xf16, #tile.shared>
    %acc = tile.alloc_fragment() : memref<64x64xf32, #tile.fragment>
    %row = arith.muli %by, %c64 : index
    %col = arith.muli %bx, %c64 : index
    tile.clear %acc : memref<64x64xf32, #tile.fragment>
    scf.for %ks = %c0 to %c16 step %c1 {
      %k = arith.muli %ks, %c64 : index
      tile.copy %A[%row, %k] -> %a : memref<1024x1024xf16>, memref<64x64xf16, #tile.shared>
      tile.copy %B[%k, %col] -> %b : memref<1024x1024xf16>, memref<64x64xf16, #tile.shared>
      tile.ordered {
        tile.gemm %a, %b, %acc : memref<64x64xf16, #tile.shared>, memref<64x64xf16, #tile.shared>, memref<64x64xf32, #tile.fragment>
      }
    } {tile.num_stages = 3}
    tile.copy %acc -> %C[%row, %col] : memref<64x64xf32, #tile.fragment>, memref<1024x1024xf32>
  }
  return
}

// -----

// A block barrier inside the turns would wait for the warpgroups that wait
// for this one to leave: a located error, not a hang.
func.func @block_barrier_inside(%A: memref<1024x1024xf16>, %B: memref<1024x1024xf16>, %C: memref<1024x1024xf32>, %X: memref<16x128xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %c8 = arith.constant 8 : index
  tile.launch blocks(%bx, %by) in (%c8, %c8) threads(256) attributes {tile.producer_registers = 24} {
    %a = tile.alloc_shared() : memref<128x64xf16, #tile.shared>
    %b = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128>} : memref<64x128xf16, #tile.shared>
    %x = tile.alloc_shared() : memref<16x128xf32, #tile.shared>
    %acc = tile.alloc_fragment() : memref<128x128xf32, #tile.fragment>
    %row = arith.muli %by, %c128 : index
    %col = arith.muli %bx, %c128 : index
    tile.clear %acc : memref<128x128xf32, #tile.fragment>
    scf.for %ks = %c0 to %c16 step %c1 {
      %k = arith.muli %ks, %c64 : index
      tile.copy %A[%row, %k] -> %a : memref<1024x1024xf16>, memref<128x64xf16, #tile.shared>
      tile.copy %B[%k, %col] -> %b : memref<1024x1024xf16>, memref<64x128xf16, #tile.shared>
      // expected-error @below {{'tile.ordered' op holds an operation that synchronizes the block}}
      tile.ordered {
        tile.gemm %a, %b, %acc : memref<128x64xf16, #tile.shared>, memref<64x128xf16, #tile.shared>, memref<128x128xf32, #tile.fragment>
        // expected-note @below {{the block-wide synchronization}}
        tile.copy %X -> %x : memref<16x128xf32>, memref<16x128xf32, #tile.shared>
      }
    } {tile.num_stages = 3}
    tile.copy %acc -> %C[%row, %col] : memref<128x128xf32, #tile.fragment>, memref<1024x1024xf32>
  }
  return
}

// -----

// Before the producer split the producer warps run the part too, and would
// wait for a turn.
func.func @before_split(%A: memref<1024x1024xf16>, %B: memref<1024x1024xf16>, %C: memref<1024x1024xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %c8 = arith.constant 8 : index
  tile.launch blocks(%bx, %by) in (%c8, %c8) threads(256) attributes {tile.producer_registers = 24} {
    %a = tile.alloc_shared() : memref<128x64xf16, #tile.shared>
    %b = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128>} : memref<64x128xf16, #tile.shared>
    %acc = tile.alloc_fragment() : memref<128x128xf32, #tile.fragment>
    %row = arith.muli %by, %c128 : index
    %col = arith.muli %bx, %c128 : index
    // expected-error @below {{comes before the producer split (the first pipelined copy), where the producer warps run it too}}
    tile.ordered {
      tile.clear %acc : memref<128x128xf32, #tile.fragment>
    }
    scf.for %ks = %c0 to %c16 step %c1 {
      %k = arith.muli %ks, %c64 : index
      tile.copy %A[%row, %k] -> %a : memref<1024x1024xf16>, memref<128x64xf16, #tile.shared>
      tile.copy %B[%k, %col] -> %b : memref<1024x1024xf16>, memref<64x128xf16, #tile.shared>
      tile.gemm %a, %b, %acc : memref<128x64xf16, #tile.shared>, memref<64x128xf16, #tile.shared>, memref<128x128xf32, #tile.fragment>
    } {tile.num_stages = 3}
    tile.copy %acc -> %C[%row, %col] : memref<128x128xf32, #tile.fragment>, memref<1024x1024xf32>
  }
  return
}
