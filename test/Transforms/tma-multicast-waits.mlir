// RUN: tile-opt %s --tile-tma-loads=multicast=1 -verify-diagnostics | FileCheck %s

// The two blocks of a cluster free their stages with their waits, each on
// the other's barriers too, and leave once the other's last releases have
// landed: a tile.gemm_wait under a condition on the block id the pair
// differs in could have them free different groups (one would wait
// forever), so multicast does not apply.
// CHECK-LABEL: func.func @uneven_gemm_waits
// CHECK-NOT: cluster(
// CHECK-NOT: multicast
#wg = #tile.mma<version = 3, warpsPerBlock = [4, 1], instrShape = [64, 64, 16]>
func.func @uneven_gemm_waits(%A: memref<256x256xf16>, %B: memref<256x256xf16>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c64 = arith.constant 64 : index
  // expected-warning @below {{tma-multicast does not apply: a tile.gemm_wait sits in a loop or condition that depends on the block id, so the two blocks of a pair could free their stages differently; the blocks load without clusters}}
  tile.launch blocks(%bx, %by) in (%c4, %c4) threads(128) l2_swizzle(2) {
    %a = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, warpgroup_rows = 4>} : memref<64x64xf16, #tile.shared>
    %b = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, panels = true>} : memref<64x64xf16, #tile.shared>
    %acc = tile.alloc_fragment() {layout = #wg} : memref<64x64xf32, #tile.fragment>
    %row = arith.muli %by, %c64 : index
    %col = arith.muli %bx, %c64 : index
    %even = arith.cmpi ult, %by, %c2 : index
    scf.for %ks = %c0 to %c4 step %c1 {
      %k = arith.muli %ks, %c64 : index
      tile.copy %A[%row, %k] -> %a {async} : memref<256x256xf16>, memref<64x64xf16, #tile.shared>
      tile.copy %B[%k, %col] -> %b {async} : memref<256x256xf16>, memref<64x64xf16, #tile.shared>
      tile.async_commit
      tile.async_wait {pending = 0}
      gpu.barrier
      tile.gemm %a, %b, %acc {async} : memref<64x64xf16, #tile.shared>, memref<64x64xf16, #tile.shared>, memref<64x64xf32, #tile.fragment>
      scf.if %even {
        tile.gemm_wait %acc {pending = 0} : memref<64x64xf32, #tile.fragment>
      }
    }
    tile.gemm_wait %acc {pending = 0} : memref<64x64xf32, #tile.fragment>
  }
  return
}
