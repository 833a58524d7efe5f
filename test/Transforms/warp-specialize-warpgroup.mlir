// RUN: tile-opt %s -split-input-file --tile-infer-layout=chip=sm_90a --tile-pipeline --tile-tma-loads --tile-warp-specialize -verify-diagnostics | FileCheck %s

// tile.producer_registers without consumer groups: the producer becomes a
// warpgroup that keeps 24 registers and the launch's two warpgroups get
// the rest, 240 (FlashAttention-3's split). The kernel's own tile.ordered
// stays with the consumers; the producer's copy of the loop has none.
// CHECK-LABEL: func.func @producer_warpgroup
// CHECK: tile.warp_specialize producer_warps(4) stage_release(<after_wgmma>) registers(24, 240) {
// CHECK-NOT: tile.ordered
// CHECK: } consumers {
// CHECK: scf.for
// CHECK: tile.async_wait
// CHECK: tile.ordered {
// CHECK-NEXT: tile.gemm
// CHECK-NEXT: }
func.func @producer_warpgroup(%A: memref<1024x1024xf16>, %B: memref<1024x1024xf16>, %C: memref<1024x1024xf32>) {
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

// Consumer groups order their main loops themselves: a kernel that orders
// its warpgroups keeps one group.
// CHECK-LABEL: func.func @groups_and_turns
// CHECK: tile.warp_specialize producer_warps(1) stage_release(<after_wgmma>) {
// CHECK-NOT: tile.group_turn
func.func @groups_and_turns(%A: memref<1024x1024xf16>, %B: memref<1024x1024xf16>, %C: memref<1024x1024xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %c132 = arith.constant 132 : index
  %tiles = arith.constant 64 : index
  // expected-remark @below {{tile-warp-specialize: one consumer group, not 2: the kernel orders its warpgroups itself (tile.ordered), and groups order their main loops}}
  tile.launch blocks(%bid) in (%c132) threads(128) attributes {tile.consumer_groups = 2} {
    %a = tile.alloc_shared() : memref<128x64xf16, #tile.shared>
    %b = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128>} : memref<64x128xf16, #tile.shared>
    %acc = tile.alloc_fragment() : memref<128x128xf32, #tile.fragment>
    scf.for %t = %bid to %tiles step %c132 {
      %by = arith.divui %t, %c8 : index
      %bx = arith.remui %t, %c8 : index
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
  }
  return
}
