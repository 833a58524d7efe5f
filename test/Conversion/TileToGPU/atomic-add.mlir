// RUN: tile-opt %s -split-input-file --tile-specialize --tile-infer-layout --convert-tile-to-gpu -verify-diagnostics | FileCheck %s
// RUN: tile-translate %s --tile-to-ptx -o - | FileCheck %s --check-prefix=PTX
// RUN: tile-translate %s --chip=sm_80 --tile-to-ptx -o - | FileCheck %s --check-prefix=SM80
// RUN: tile-translate %s --kernel partial_dynamic --set M=dynamic --tile-to-ptx -o - | FileCheck %s --check-prefix=DYN
// tile.atomic_add: a tile added element by element into global or shared
// memory, each element by exactly one thread.

// A column sum: the 32 threads along the rows hold the reduced vector, 4
// contiguous columns each (one row of threads covers the 128 columns);
// only the first of the threads holding each element adds it, 4 atomics
// per thread, and nothing else is added.
// CHECK-LABEL: gpu.func @colsum
// CHECK: %[[FIRST:.*]] = arith.andi
// CHECK: scf.if %[[FIRST]] {
// CHECK-COUNT-4: memref.atomic_rmw addf
// CHECK-NOT: memref.atomic_rmw
// CHECK: gpu.return
// PTX-LABEL: .entry colsum(
// PTX-COUNT-4: atom.global.add.f32
// PTX-NOT: atom.
// PTX-NOT: red.
// PTX: ret;
func.func @colsum(%X: memref<512x256xf32>, %Out: memref<256xf32>) {
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  tile.launch blocks(%bx, %by) in (%c2, %c8) threads(128) {
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %row = arith.muli %by, %c64 : index
    %col = arith.muli %bx, %c128 : index
    %x = tile.alloc_fragment() : memref<64x128xf32, #tile.fragment>
    %s = tile.alloc_fragment() : memref<128xf32, #tile.fragment>
    tile.copy %X[%row, %col] -> %x : memref<512x256xf32>, memref<64x128xf32, #tile.fragment>
    tile.reduce sum %x -> %s {dim = 0 : i64} : memref<64x128xf32, #tile.fragment>, memref<128xf32, #tile.fragment>
    tile.atomic_add %s -> %Out[%col] : memref<128xf32, #tile.fragment>, memref<256xf32>
  }
  return
}

// -----

// A store of the reduced vector is de-duplicated the same way: one vector
// store per 4 columns, by the first holder.
// CHECK-LABEL: gpu.func @colsum_store
// CHECK: %[[FIRST:.*]] = arith.andi
// CHECK: scf.if %[[FIRST]] {
// CHECK: vector.from_elements
// CHECK: vector.store
// CHECK-NEXT: {{^ *}}}{{$}}
// PTX-LABEL: .entry colsum_store(
// PTX: @%p{{[0-9]+}} bra
// PTX: st.global.v4.b32
// PTX-NOT: st.global
// PTX: ret;
func.func @colsum_store(%X: memref<512x256xf32>, %Out: memref<2048xf32>) {
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  tile.launch blocks(%bx, %by) in (%c2, %c8) threads(128) {
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %c256 = arith.constant 256 : index
    %row = arith.muli %by, %c64 : index
    %col = arith.muli %bx, %c128 : index
    %base = arith.muli %by, %c256 : index
    %at = arith.addi %base, %col : index
    %x = tile.alloc_fragment() : memref<64x128xf32, #tile.fragment>
    %s = tile.alloc_fragment() : memref<128xf32, #tile.fragment>
    tile.copy %X[%row, %col] -> %x : memref<512x256xf32>, memref<64x128xf32, #tile.fragment>
    tile.reduce sum %x -> %s {dim = 0 : i64} : memref<64x128xf32, #tile.fragment>, memref<128xf32, #tile.fragment>
    tile.copy %s -> %Out[%at] : memref<128xf32, #tile.fragment>, memref<2048xf32>
  }
  return
}

// -----

// Split-K partials: a 2-D f32 fragment added into C, one atomic per
// element (32 per thread: 4096 over 128 threads); sm_80 the same.
// CHECK-LABEL: gpu.func @partial_f32
// CHECK-NOT: scf.if
// CHECK-COUNT-32: memref.atomic_rmw addf
// CHECK-NOT: memref.atomic_rmw
// PTX-LABEL: .entry partial_f32(
// PTX-COUNT-32: atom.global.add.f32
// PTX-NOT: atom.
// SM80-LABEL: .entry partial_f32(
// SM80-COUNT-32: atom.global.add.f32
func.func @partial_f32(%X: memref<256x256xf32>, %C: memref<256x256xf32>) {
  %c4 = arith.constant 4 : index
  tile.launch blocks(%bx, %by) in (%c4, %c4) threads(128) {
    %c64 = arith.constant 64 : index
    %row = arith.muli %by, %c64 : index
    %col = arith.muli %bx, %c64 : index
    %x = tile.alloc_fragment() : memref<64x64xf32, #tile.fragment>
    tile.copy %X[%row, %col] -> %x : memref<256x256xf32>, memref<64x64xf32, #tile.fragment>
    tile.atomic_add %x -> %C[%row, %col] : memref<64x64xf32, #tile.fragment>, memref<256x256xf32>
  }
  return
}

// -----

// bf16 adds in pairs on sm_90a (red.global.add.noftz.bf16x2, 16 per
// thread for 32 elements); sm_80 has no bf16 atomic and LLVM loops on a
// compare-and-swap per element.
// CHECK-LABEL: gpu.func @partial_bf16
// CHECK-COUNT-16: red.global.add.noftz.bf16x2 [$0], $1;
// PTX-LABEL: .entry partial_bf16(
// PTX-COUNT-16: red.global.add.noftz.bf16x2
// PTX-NOT: atom.
// SM80-LABEL: .entry partial_bf16(
// SM80: atom.{{.*}}global.cas.b32
func.func @partial_bf16(%X: memref<256x256xbf16>, %C: memref<256x256xbf16>) {
  %c4 = arith.constant 4 : index
  tile.launch blocks(%bx, %by) in (%c4, %c4) threads(128) {
    %c64 = arith.constant 64 : index
    %row = arith.muli %by, %c64 : index
    %col = arith.muli %bx, %c64 : index
    %x = tile.alloc_fragment() : memref<64x64xbf16, #tile.fragment>
    tile.copy %X[%row, %col] -> %x : memref<256x256xbf16>, memref<64x64xbf16, #tile.fragment>
    tile.atomic_add %x -> %C[%row, %col] : memref<64x64xbf16, #tile.fragment>, memref<256x256xbf16>
  }
  return
}

// -----

// f16 pairs on every chip (f16x2 dates from sm_60).
// SM80-LABEL: .entry partial_f16(
// SM80-COUNT-16: red.global.add.noftz.f16x2
func.func @partial_f16(%X: memref<256x256xf16>, %C: memref<256x256xf16>) {
  %c4 = arith.constant 4 : index
  tile.launch blocks(%bx, %by) in (%c4, %c4) threads(128) {
    %c64 = arith.constant 64 : index
    %row = arith.muli %by, %c64 : index
    %col = arith.muli %bx, %c64 : index
    %x = tile.alloc_fragment() : memref<64x64xf16, #tile.fragment>
    tile.copy %X[%row, %col] -> %x : memref<256x256xf16>, memref<64x64xf16, #tile.fragment>
    tile.atomic_add %x -> %C[%row, %col] : memref<64x64xf16, #tile.fragment>, memref<256x256xf16>
  }
  return
}

// -----

// Into shared memory: after the barrier that orders the clear before it,
// atom.shared, and a barrier before the tile is read.
// CHECK-LABEL: gpu.func @shared_sum
// CHECK: gpu.barrier
// CHECK-COUNT-32: memref.atomic_rmw addi
// CHECK: gpu.barrier
// PTX-LABEL: .entry shared_sum(
// PTX-COUNT-32: atom.shared.add.u32
func.func @shared_sum(%X: memref<256x64xi32>, %Out: memref<256x64xi32>) {
  %c4 = arith.constant 4 : index
  tile.launch blocks(%bx) in (%c4) threads(128) {
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %row = arith.muli %bx, %c64 : index
    %x = tile.alloc_fragment() : memref<64x64xi32, #tile.fragment>
    %acc = tile.alloc_shared() : memref<64x64xi32, #tile.shared>
    tile.clear %acc : memref<64x64xi32, #tile.shared>
    tile.copy %X[%row, %c0] -> %x : memref<256x64xi32>, memref<64x64xi32, #tile.fragment>
    tile.atomic_add %x -> %acc[%c0, %c0] : memref<64x64xi32, #tile.fragment>, memref<64x64xi32, #tile.shared>
    tile.copy %acc -> %Out[%row, %c0] : memref<64x64xi32, #tile.shared>, memref<256x64xi32>
  }
  return
}

// -----

// Into a swizzled shared tile: the adds address it through the swizzle, as
// copies do (f16 into shared memory: one atom.shared per element).
// CHECK-LABEL: gpu.func @swizzled_sum
// CHECK-COUNT-32: memref.atomic_rmw addf
// PTX-LABEL: .entry swizzled_sum(
// PTX-COUNT-32: atom.shared.add.noftz.f16
func.func @swizzled_sum(%X: memref<64x64xf16>, %Out: memref<64x64xf16>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(128) {
    %c0 = arith.constant 0 : index
    %x = tile.alloc_fragment() : memref<64x64xf16, #tile.fragment>
    %s = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128>} : memref<64x64xf16, #tile.shared>
    tile.clear %s : memref<64x64xf16, #tile.shared>
    tile.copy %X[%c0, %c0] -> %x : memref<64x64xf16>, memref<64x64xf16, #tile.fragment>
    tile.atomic_add %x -> %s[%c0, %c0] : memref<64x64xf16, #tile.fragment>, memref<64x64xf16, #tile.shared>
    tile.atomic_add %x -> %s[%c0, %c0] : memref<64x64xf16, #tile.fragment>, memref<64x64xf16, #tile.shared>
    tile.copy %s -> %Out[%c0, %c0] : memref<64x64xf16, #tile.shared>, memref<64x64xf16>
  }
  return
}

// -----

// A destination with a run-time extent (M=dynamic): the adds are masked
// against M read at run time, still in f16 pairs.
// DYN-LABEL: .entry partial_dynamic(
// DYN: setp.{{.*}}
// DYN-COUNT-16: red.global.add.noftz.f16x2
func.func @partial_dynamic(%X: memref<?x256xf16> {tile.dims = ["M"]},
                           %C: memref<?x256xf16> {tile.dims = ["M"]}) {
  %M = tile.param "M" = 256 : index
  %c4 = arith.constant 4 : index
  %c64h = arith.constant 64 : index
  %gy = arith.ceildivui %M, %c64h : index
  tile.launch blocks(%bx, %by) in (%c4, %gy) threads(128) {
    %c64 = arith.constant 64 : index
    %row = arith.muli %by, %c64 : index
    %col = arith.muli %bx, %c64 : index
    %x = tile.alloc_fragment() : memref<64x64xf16, #tile.fragment>
    tile.copy %X[%row, %col] -> %x : memref<?x256xf16>, memref<64x64xf16, #tile.fragment>
    tile.atomic_add %x -> %C[%row, %col] : memref<64x64xf16, #tile.fragment>, memref<?x256xf16>
  }
  return
}
