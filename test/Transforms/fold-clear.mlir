// RUN: tile-opt %s -split-input-file --tile-infer-layout=chip=sm_90a --tile-fold-clear | FileCheck %s
// RUN: tile-opt %s -split-input-file --tile-infer-layout=chip=sm_80 --tile-fold-clear | FileCheck %s --check-prefix=SM80

// A wgmma accumulator cleared before the k loop that only accumulates into
// it: the loop's gemm clears it on the first step (scale-d = 0 there), and
// the clear stays for a loop of no step. On sm_80 (mma.sync) nothing
// changes.
// CHECK-LABEL: func.func @k_loop
// CHECK: tile.clear %[[ACC:[^ ]+]]
// CHECK: scf.for %[[KS:.+]] = %[[LB:[^ ]+]] to %{{.*}} step
// CHECK-NEXT: %[[FIRST:.+]] = arith.cmpi eq, %[[KS]], %[[LB]] : index
// CHECK: tile.gemm %{{.*}}, %{{.*}}, %[[ACC]] clear(%[[FIRST]]) :
// SM80-LABEL: func.func @k_loop
// SM80-NOT: clear(
// SM80: tile.gemm %{{[^ ]+}}, %{{[^ ]+}}, %{{[^ ]+}} :
func.func @k_loop(%A: memref<1024x1024xf16>, %B: memref<1024x1024xf16>, %C: memref<1024x1024xf32>) {
  %c8 = arith.constant 8 : index
  tile.launch blocks(%bx, %by) in (%c8, %c8) threads(128) {
    %a = tile.alloc_shared() : memref<128x64xf16, #tile.shared>
    %b = tile.alloc_shared() : memref<64x128xf16, #tile.shared>
    %acc = tile.alloc_fragment() : memref<128x128xf32, #tile.fragment>
    %c128 = arith.constant 128 : index
    %c64 = arith.constant 64 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c16 = arith.constant 16 : index
    %row = arith.muli %by, %c128 : index
    %col = arith.muli %bx, %c128 : index
    tile.clear %acc : memref<128x128xf32, #tile.fragment>
    scf.for %ks = %c2 to %c16 step %c1 {
      %k = arith.muli %ks, %c64 : index
      tile.copy %A[%row, %k] -> %a : memref<1024x1024xf16>, memref<128x64xf16, #tile.shared>
      tile.copy %B[%k, %col] -> %b : memref<1024x1024xf16>, memref<64x128xf16, #tile.shared>
      tile.gemm %a, %b, %acc : memref<128x64xf16, #tile.shared>, memref<64x128xf16, #tile.shared>, memref<128x128xf32, #tile.fragment>
    } {tile.num_stages = 3}
    tile.copy %acc -> %C[%row, %col] : memref<128x128xf32, #tile.fragment>, memref<1024x1024xf32>
  }
  return
}

// -----

// Not folded: the loop rescales the accumulator before the gemm (as
// attention's output does), or the accumulator is read between the clear
// and the loop, or through a view of it. A persistent kernel's inner k
// loop is folded.
// CHECK-LABEL: func.func @not_folded
// CHECK-NOT: clear(
// CHECK: return
// CHECK-LABEL: func.func @through_a_view
// CHECK: tile.clear
// CHECK-NOT: clear_accum
// CHECK: return
// CHECK-LABEL: func.func @persistent
// CHECK: scf.for %[[T:[^ ]+]] =
// CHECK: tile.clear
// CHECK: scf.for %[[KS:[^ ]+]] = %[[LB:[^ ]+]] to
// CHECK-NEXT: %[[FIRST:.+]] = arith.cmpi eq, %[[KS]], %[[LB]] : index
// CHECK: tile.gemm {{.*}} clear(%[[FIRST]])
func.func @not_folded(%A: memref<1024x1024xf16>, %B: memref<1024x1024xf16>, %C: memref<1024x1024xf32>) {
  %c8 = arith.constant 8 : index
  tile.launch blocks(%bx, %by) in (%c8, %c8) threads(128) {
    %a = tile.alloc_shared() : memref<128x64xf16, #tile.shared>
    %b = tile.alloc_shared() : memref<64x128xf16, #tile.shared>
    %acc = tile.alloc_fragment() : memref<128x128xf32, #tile.fragment>
    %acc2 = tile.alloc_fragment() : memref<128x128xf32, #tile.fragment>
    %c128 = arith.constant 128 : index
    %c64 = arith.constant 64 : index
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %half = arith.constant 0.5 : f32
    %row = arith.muli %by, %c128 : index
    %col = arith.muli %bx, %c128 : index
    tile.clear %acc : memref<128x128xf32, #tile.fragment>
    scf.for %ks = %c0 to %c16 step %c1 {
      %k = arith.muli %ks, %c64 : index
      tile.copy %A[%row, %k] -> %a : memref<1024x1024xf16>, memref<128x64xf16, #tile.shared>
      tile.copy %B[%k, %col] -> %b : memref<1024x1024xf16>, memref<64x128xf16, #tile.shared>
      tile.parallel (%i, %j) in (128, 128) {
        %v = memref.load %acc[%i, %j] : memref<128x128xf32, #tile.fragment>
        %s = arith.mulf %v, %half : f32
        memref.store %s, %acc[%i, %j] : memref<128x128xf32, #tile.fragment>
      }
      tile.gemm %a, %b, %acc : memref<128x64xf16, #tile.shared>, memref<64x128xf16, #tile.shared>, memref<128x128xf32, #tile.fragment>
    }
    tile.clear %acc2 : memref<128x128xf32, #tile.fragment>
    tile.copy %acc2 -> %C[%row, %col] : memref<128x128xf32, #tile.fragment>, memref<1024x1024xf32>
    scf.for %ks = %c0 to %c16 step %c1 {
      %k = arith.muli %ks, %c64 : index
      tile.copy %A[%row, %k] -> %a : memref<1024x1024xf16>, memref<128x64xf16, #tile.shared>
      tile.copy %B[%k, %col] -> %b : memref<1024x1024xf16>, memref<64x128xf16, #tile.shared>
      tile.gemm %a, %b, %acc2 : memref<128x64xf16, #tile.shared>, memref<64x128xf16, #tile.shared>, memref<128x128xf32, #tile.fragment>
    }
    tile.copy %acc -> %C[%row, %col] : memref<128x128xf32, #tile.fragment>, memref<1024x1024xf32>
    tile.copy %acc2 -> %C[%row, %col] : memref<128x128xf32, #tile.fragment>, memref<1024x1024xf32>
  }
  return
}
func.func @through_a_view(%A: memref<1024x1024xf16>, %B: memref<1024x1024xf16>, %C: memref<1024x1024xf32>) {
  %c8 = arith.constant 8 : index
  tile.launch blocks(%bx, %by) in (%c8, %c8) threads(128) {
    %a = tile.alloc_shared() : memref<128x64xf16, #tile.shared>
    %b = tile.alloc_shared() : memref<64x128xf16, #tile.shared>
    %acc = tile.alloc_fragment() : memref<128x128xf32, #tile.fragment>
    %c0 = arith.constant 0 : index
    %c128 = arith.constant 128 : index
    %row = arith.muli %by, %c128 : index
    %col = arith.muli %bx, %c128 : index
    %view = memref.cast %acc : memref<128x128xf32, #tile.fragment> to memref<?x?xf32, #tile.fragment>
    tile.clear %acc : memref<128x128xf32, #tile.fragment>
    tile.copy %A[%row, %c0] -> %a : memref<1024x1024xf16>, memref<128x64xf16, #tile.shared>
    tile.copy %B[%c0, %col] -> %b : memref<1024x1024xf16>, memref<64x128xf16, #tile.shared>
    tile.copy %view -> %C[%col, %row] : memref<?x?xf32, #tile.fragment>, memref<1024x1024xf32>
    tile.gemm %a, %b, %acc : memref<128x64xf16, #tile.shared>, memref<64x128xf16, #tile.shared>, memref<128x128xf32, #tile.fragment>
    tile.copy %acc -> %C[%row, %col] : memref<128x128xf32, #tile.fragment>, memref<1024x1024xf32>
  }
  return
}
func.func @persistent(%A: memref<1024x1024xf16>, %B: memref<1024x1024xf16>, %C: memref<1024x1024xf32>) {
  %c8 = arith.constant 8 : index
  tile.launch blocks(%bx) in (%c8) threads(128) {
    %a = tile.alloc_shared() : memref<128x64xf16, #tile.shared>
    %b = tile.alloc_shared() : memref<64x128xf16, #tile.shared>
    %acc = tile.alloc_fragment() : memref<128x128xf32, #tile.fragment>
    %c128 = arith.constant 128 : index
    %c64 = arith.constant 64 : index
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c64t = arith.constant 64 : index
    scf.for %t = %bx to %c64t step %c8 {
      %tm = arith.divui %t, %c8 : index
      %tn = arith.remui %t, %c8 : index
      %row = arith.muli %tm, %c128 : index
      %col = arith.muli %tn, %c128 : index
      tile.clear %acc : memref<128x128xf32, #tile.fragment>
      scf.for %ks = %c0 to %c16 step %c1 {
        %k = arith.muli %ks, %c64 : index
        tile.copy %A[%row, %k] -> %a : memref<1024x1024xf16>, memref<128x64xf16, #tile.shared>
        tile.copy %B[%k, %col] -> %b : memref<1024x1024xf16>, memref<64x128xf16, #tile.shared>
        tile.gemm %a, %b, %acc : memref<128x64xf16, #tile.shared>, memref<64x128xf16, #tile.shared>, memref<128x128xf32, #tile.fragment>
      }
      tile.copy %acc -> %C[%row, %col] : memref<128x128xf32, #tile.fragment>, memref<1024x1024xf32>
    }
  }
  return
}
