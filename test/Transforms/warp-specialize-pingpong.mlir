// RUN: tile-opt %s -split-input-file --tile-infer-layout=chip=sm_90a --tile-pipeline --tile-tma-loads --tile-warp-specialize -verify-diagnostics | FileCheck %s

// Two consumer groups over a persistent GEMM's tile loop: the producer
// becomes a warpgroup of 40 registers (the consumers get 232), the tile
// loop's body is a tile.group_turn whose `others` only counts the ring's
// groups (the prologue's commits, the pipelined loop's and the drain's),
// and the part from the first commit to the last wait is ordered.
// CHECK-LABEL: func.func @pingpong
// CHECK: tile.warp_specialize producer_warps(4) stage_release(<after_wgmma>) registers(40, 232) consumer_groups(2) {
// CHECK: } consumers {
// CHECK-NEXT: scf.for
// CHECK-NEXT: tile.group_turn {
// CHECK: tile.clear
// CHECK: tile.ordered {
// CHECK-NEXT: tile.async_commit
// CHECK: tile.async_wait {pending = 1 : i64}
// CHECK: tile.gemm
// CHECK: tile.async_wait {pending = 0 : i64}
// CHECK-NEXT: }
// CHECK: tile.copy %{{.*}} -> %arg2
// CHECK: } others {
// CHECK-NOT: tile.gemm
// CHECK-NOT: tile.async_wait
// CHECK-COUNT-2: tile.async_commit
// CHECK: scf.for
// CHECK-NEXT: tile.async_commit
// CHECK: scf.for
// CHECK-NEXT: tile.async_commit
func.func @pingpong(%A: memref<1024x1024xf16>, %B: memref<1024x1024xf16>, %C: memref<1024x1024xf16>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %c132 = arith.constant 132 : index
  %tiles = arith.constant 64 : index
  tile.launch blocks(%bid) in (%c132) threads(128) attributes {tile.consumer_groups = 2} {
    %a = tile.alloc_shared() : memref<128x64xf16, #tile.shared>
    %b = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128>} : memref<64x128xf16, #tile.shared>
    %acc = tile.alloc_fragment() : memref<128x128xf32, #tile.fragment>
    %c = tile.alloc_fragment() : memref<128x128xf16, #tile.fragment>
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
        tile.gemm %a, %b, %acc : memref<128x64xf16, #tile.shared>, memref<64x128xf16, #tile.shared>, memref<128x128xf32, #tile.fragment>
      } {tile.num_stages = 3}
      tile.parallel (%i, %j) in (128, 128) {
        %v = memref.load %acc[%i, %j] : memref<128x128xf32, #tile.fragment>
        %h = arith.truncf %v : f32 to f16
        memref.store %h, %c[%i, %j] : memref<128x128xf16, #tile.fragment>
      }
      tile.copy %c -> %C[%row, %col] : memref<128x128xf16, #tile.fragment>, memref<1024x1024xf16>
    }
  }
  return
}

// -----

// Without a tile loop (one tile per block) there is nothing to deal out:
// one consumer group, and a remark that says why.
func.func @one_tile(%A: memref<1024x1024xf16>, %B: memref<1024x1024xf16>, %C: memref<1024x1024xf16>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  // expected-remark @below {{tile-warp-specialize: one consumer group, not 2: the consumers have no tile loop to deal out}}
  tile.launch blocks(%bx, %by) in (%c8, %c8) threads(128) attributes {tile.consumer_groups = 2} {
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
      tile.gemm %a, %b, %acc : memref<128x64xf16, #tile.shared>, memref<64x128xf16, #tile.shared>, memref<128x128xf32, #tile.fragment>
    } {tile.num_stages = 3}
  }
  return
}

// -----

// A consumer-group count that names a tile.param is tile-specialize's to
// bind; left unbound, the split refuses it rather than take one group.
func.func @unbound_groups() {
  %c1 = arith.constant 1 : index
  // expected-error @below {{'tile.launch' op tile.consumer_groups names a tile.param; bind it with tile-specialize first}}
  tile.launch blocks(%bx) in (%c1) threads(128) attributes {tile.consumer_groups = "consumer_groups"} {
  }
  return
}
