// The k loop with an i32 counter (`scf.for %k = 0 to 1024 step 64 : i32`,
// cast to index for the copies): the casts keep the facts about k (a
// multiple of the step, at most 1024 - 64), so the copies are 16-byte
// cp.async without a masked path, as with an index counter. tile-pipeline
// computes the prologue's offsets through i64 and back (extsi, trunci),
// which keep them too. Before, A's tile moved in 2-byte loads.

// RUN: tile-translate %s --tile-to-ptx --chip sm_90a | FileCheck %s
// RUN: tile-translate %s --tile-to-ptx --chip sm_80 | FileCheck %s
// CHECK: cp.async.cg.shared.global [{{.*}}], [{{.*}}], 16;
// CHECK-NOT: ld.global
// CHECK-NOT: st.shared.b16
// CHECK-NOT: cp.async.cg.shared.global [{{.*}}], [{{.*}}], 16, %r
func.func @gemm_i32_counter(%A: memref<1024x1024xf16>, %B: memref<1024x1024xf16>, %C: memref<1024x1024xf16>) {
  %c8 = arith.constant 8 : index
  tile.launch blocks(%bx, %by) in (%c8, %c8) threads(128) {
    %a = tile.alloc_shared() : memref<128x64xf16, #tile.shared>
    %b = tile.alloc_shared() : memref<64x128xf16, #tile.shared>
    %acc = tile.alloc_fragment() : memref<128x128xf32, #tile.fragment>
    %c = tile.alloc_fragment() : memref<128x128xf16, #tile.fragment>
    %c128 = arith.constant 128 : index
    %row = arith.muli %by, %c128 : index
    %col = arith.muli %bx, %c128 : index
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c16 = arith.constant 16 : index
    %c64 = arith.constant 64 : index
    %c1024 = arith.constant 1024 : index
    tile.clear %acc : memref<128x128xf32, #tile.fragment>
    %z = arith.constant 0 : i32
    %n = arith.constant 1024 : i32
    %s64 = arith.constant 64 : i32
    scf.for %ki = %z to %n step %s64 : i32 {
      %k = arith.index_cast %ki : i32 to index
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
