// RUN: tile-opt %s --tile-lower-affine | FileCheck %s
// RUN: tile-translate %s --tile-to-ptx --chip sm_90a | FileCheck %s --check-prefix=PTX

// The k loop written with the affine dialect: tile-lower-affine turns an
// affine.for into an scf.for that keeps tile.num_stages, and affine.apply
// into arith, so the copies keep their 16-byte alignment and tile-pipeline
// makes them cp.async, as for the scf.for forms (before, the affine.apply
// form moved A's tile in 2-byte loads).
// CHECK-LABEL: func.func @gemm_for
// CHECK-NOT: affine.
// CHECK: scf.for %[[K:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK: tile.copy %{{.*}}[%{{.*}}, %[[K]]]
// CHECK: } {tile.num_stages = 3 : i64}
// CHECK-LABEL: func.func @gemm_apply
// CHECK-NOT: affine.
// CHECK: scf.for %[[S:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK: %[[OFF:.*]] = arith.muli %[[S]], %{{.*}} : index
// CHECK: tile.copy %{{.*}}[%{{.*}}, %[[OFF]]]
// CHECK: } {tile.num_stages = 3 : i64}
// PTX-LABEL: .entry gemm_for(
// PTX: cp.async.cg.shared.global [{{.*}}], [{{.*}}], 16
// PTX-NOT: ld.global{{(.nc)?}}.b16
// PTX-LABEL: .entry gemm_apply(
// PTX: cp.async.cg.shared.global [{{.*}}], [{{.*}}], 16
// PTX-NOT: ld.global{{(.nc)?}}.b16
func.func @gemm_for(%A: memref<1024x1024xf16>, %B: memref<1024x1024xf16>, %C: memref<1024x1024xf16>) {
  %c8 = arith.constant 8 : index
  tile.launch blocks(%bx, %by) in (%c8, %c8) threads(128) {
    %a = tile.alloc_shared() : memref<128x64xf16, #tile.shared>
    %b = tile.alloc_shared() : memref<64x128xf16, #tile.shared>
    %acc = tile.alloc_fragment() : memref<128x128xf32, #tile.fragment>
    %c = tile.alloc_fragment() : memref<128x128xf16, #tile.fragment>
    %c128 = arith.constant 128 : index
    %row = arith.muli %by, %c128 : index
    %col = arith.muli %bx, %c128 : index
    tile.clear %acc : memref<128x128xf32, #tile.fragment>
    affine.for %k = 0 to 1024 step 64 {
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
  return
}

func.func @gemm_apply(%A: memref<1024x1024xf16>, %B: memref<1024x1024xf16>, %C: memref<1024x1024xf16>) {
  %c8 = arith.constant 8 : index
  tile.launch blocks(%bx, %by) in (%c8, %c8) threads(128) {
    %a = tile.alloc_shared() : memref<128x64xf16, #tile.shared>
    %b = tile.alloc_shared() : memref<64x128xf16, #tile.shared>
    %acc = tile.alloc_fragment() : memref<128x128xf32, #tile.fragment>
    %c = tile.alloc_fragment() : memref<128x128xf16, #tile.fragment>
    %c128 = arith.constant 128 : index
    %row = arith.muli %by, %c128 : index
    %col = arith.muli %bx, %c128 : index
    tile.clear %acc : memref<128x128xf32, #tile.fragment>
    affine.for %ks = 0 to 16 {
      %k = affine.apply affine_map<(d0) -> (d0 * 64)>(%ks)
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
  return
}
