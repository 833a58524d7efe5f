// RUN: tile-opt %s -split-input-file --convert-tile-to-gpu -verify-diagnostics | FileCheck %s
// RUN: not tile-opt %s -split-input-file --convert-tile-to-gpu=chip=sm_75 2>&1 | FileCheck %s --check-prefix=CHIP
// RUN: not tile-opt %s -split-input-file --tile-tma-loads=chip=sm_80 2>&1 | FileCheck %s --check-prefix=TMA80

// TMA80: error: tile-tma-loads needs a chip with TMA (sm_90a); sm_80 loads with cp.async
// CHIP: error: unknown chip 'sm_75'; supported chips are sm_80, sm_90a

#blocked = #tile.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerBlock = [2], order = [0]>

// The launch becomes a kernel in its own gpu.module (bare pointers: the host
// arguments in order) and a gpu.launch_func with static sizes. A copy whose
// window may cross the end takes one uniform test: the unmasked path moves
// 16-byte vectors, the edge path masks element by element.

// CHECK-LABEL: func.func @add
// CHECK: gpu.launch_func @add_kernels::@add blocks in (%{{.*}}, %{{.*}}, %{{.*}}) threads in (%{{.*}}, %{{.*}}, %{{.*}}) args(%{{.*}} : memref<1000xf32>, %{{.*}} : memref<1000xf32>)
// CHECK-NOT: tile.launch
// CHECK-LABEL: gpu.module @add_kernels
// CHECK: gpu.func @add(%[[X:.+]]: memref<1000xf32> {tile.access = "in"}, %[[Y:.+]]: memref<1000xf32> {tile.access = "out"}) kernel
// CHECK-SAME: known_block_size = array<i32: 64, 1, 1>
// CHECK-SAME: known_grid_size = array<i32: 4, 1, 1>
// CHECK: %[[TID:.+]] = gpu.thread_id x
// CHECK: %[[REGS:.+]] = memref.alloca() : memref<4xf32>
// CHECK: %[[BID:.+]] = gpu.block_id x
// CHECK: %[[OFF:.+]] = arith.muli %[[BID]]
// CHECK: %[[INB:.+]] = arith.cmpi ule, %[[OFF]], %c744
// CHECK: scf.if %[[INB]] {
// CHECK: vector.load %[[X]][%{{.*}}] {alignment = 16 : i64} : memref<1000xf32>, vector<4xf32>
// CHECK: } else {
// CHECK: arith.cmpi ult
// CHECK: scf.if %{{.*}} -> (vector<1xf32>) {
// CHECK: vector.load %[[X]][%{{.*}}] {alignment = 4 : i64} : memref<1000xf32>, vector<1xf32>
// CHECK: arith.mulf
// CHECK: arith.mulf
// CHECK: arith.mulf
// CHECK: arith.mulf
// CHECK-NOT: arith.mulf
// CHECK: vector.store %{{.*}}, %[[Y]][%{{.*}}] {alignment = 16 : i64}
// CHECK: gpu.return
func.func @add(%X: memref<1000xf32>, %Y: memref<1000xf32>) {
  %c4 = arith.constant 4 : index
  %c256 = arith.constant 256 : index
  tile.launch blocks(%bx) in (%c4) threads(64) {
    %x = tile.alloc_fragment() {layout = #blocked} : memref<256xf32, #tile.fragment>
    %off = arith.muli %bx, %c256 : index
    tile.copy %X[%off] -> %x : memref<1000xf32>, memref<256xf32, #tile.fragment>
    tile.parallel (%i) in (256) attributes {layout = #blocked} {
      %v = memref.load %x[%i] : memref<256xf32, #tile.fragment>
      %w = arith.mulf %v, %v : f32
      memref.store %w, %x[%i] : memref<256xf32, #tile.fragment>
    }
    tile.copy %x -> %Y[%off] : memref<256xf32, #tile.fragment>, memref<1000xf32>
  }
  return
}

// -----

#blocked = #tile.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerBlock = [1], order = [0]>

// A window that is always in bounds needs no test; an offset that is not a
// provable multiple of 4 gets no 16-byte vectors.
// CHECK-LABEL: gpu.func @static_window
// CHECK-NOT: scf.if
// CHECK: vector.load %{{.*}} {alignment = 16 : i64} : memref<256xf32>, vector<4xf32>
// CHECK-LABEL: gpu.func @unaligned
// CHECK: vector.load %{{.*}} : memref<256xf32>, vector<1xf32>
func.func @static_window(%X: memref<256xf32>) {
  %c1 = arith.constant 1 : index
  %c128 = arith.constant 128 : index
  tile.launch blocks(%bx) in (%c1) threads(32) {
    %x = tile.alloc_fragment() {layout = #blocked} : memref<128xf32, #tile.fragment>
    tile.copy %X[%c128] -> %x : memref<256xf32>, memref<128xf32, #tile.fragment>
  }
  return
}
func.func @unaligned(%X: memref<256xf32>) {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  tile.launch blocks(%bx) in (%c1) threads(32) {
    %x = tile.alloc_fragment() {layout = #blocked} : memref<128xf32, #tile.fragment>
    %off = arith.muli %bx, %c3 : index
    tile.copy %X[%off] -> %x : memref<256xf32>, memref<128xf32, #tile.fragment>
  }
  return
}

// -----

#blocked = #tile.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerBlock = [2], order = [0]>

// Integer range analysis: block x of a 4-block grid reads [256 x, 256 x +
// 256), inside the 1024 elements: no bounds test. With 5 blocks the last
// window would end at 1280, so the copy keeps its test and masked path.
// CHECK-LABEL: gpu.func @proven_in_bounds
// CHECK-NOT: scf.if
// CHECK: gpu.return
// CHECK-LABEL: gpu.func @maybe_out_of_bounds
// CHECK: scf.if
func.func @proven_in_bounds(%X: memref<1024xf32>, %Y: memref<1024xf32>) {
  %c4 = arith.constant 4 : index
  %c256 = arith.constant 256 : index
  tile.launch blocks(%bx) in (%c4) threads(64) {
    %x = tile.alloc_fragment() {layout = #blocked} : memref<256xf32, #tile.fragment>
    %off = arith.muli %bx, %c256 : index
    tile.copy %X[%off] -> %x : memref<1024xf32>, memref<256xf32, #tile.fragment>
    tile.copy %x -> %Y[%off] : memref<256xf32, #tile.fragment>, memref<1024xf32>
  }
  return
}
func.func @maybe_out_of_bounds(%X: memref<1024xf32>) {
  %c5 = arith.constant 5 : index
  %c256 = arith.constant 256 : index
  tile.launch blocks(%bx) in (%c5) threads(64) {
    %x = tile.alloc_fragment() {layout = #blocked} : memref<256xf32, #tile.fragment>
    %off = arith.muli %bx, %c256 : index
    tile.copy %X[%off] -> %x : memref<1024xf32>, memref<256xf32, #tile.fragment>
  }
  return
}

// -----

// Shared tiles are views of the kernel's dynamic shared memory, 128-byte
// aligned one after the other, rows padded by 16 bytes against bank
// conflicts (32x16 f16 rows take 24 elements, 16x16 f32 rows 20); the
// launch passes the total. Copies are spread over the block; a barrier
// follows every write to shared memory, and precedes one that follows
// reads. #tile.swizzle<bytes = 0> asks for an unpadded tile.
// CHECK-LABEL: func.func @staged
// CHECK: %[[SMEM:.+]] = arith.constant 3072 : i32
// CHECK: gpu.launch_func @staged_kernels::@staged {{.*}} dynamic_shared_memory_size %[[SMEM]]
// CHECK-LABEL: gpu.func @staged
// CHECK: %[[BASE:.+]] = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
// CHECK: %[[AV:.+]] = memref.view %[[BASE]][%{{.*}}][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<32x24xf16, #gpu.address_space<workgroup>>
// CHECK: %[[A:.+]] = memref.subview %[[AV]][0, 0] [32, 16] [1, 1] : memref<32x24xf16, #gpu.address_space<workgroup>> to memref<32x16xf16, strided<[24, 1]>, #gpu.address_space<workgroup>>
// CHECK: %[[BV:.+]] = memref.view %[[BASE]][%{{.*}}][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<16x20xf32, #gpu.address_space<workgroup>>
// CHECK: %[[B:.+]] = memref.subview %[[BV]]
// CHECK: %[[U:.+]] = memref.view %[[BASE]][%{{.*}}][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<8x16xf16, #gpu.address_space<workgroup>>
// CHECK: %[[G:.+]] = vector.load %{{.*}} {alignment = 16 : i64} : memref<64x16xf16>, vector<8xf16>
// CHECK: vector.store %[[G]], %[[A]][%{{.*}}] {alignment = 16 : i64} : memref<32x16xf16, strided<[24, 1]>, #gpu.address_space<workgroup>>, vector<8xf16>
// CHECK-NEXT: gpu.barrier
// CHECK: vector.store %{{.*}}, %[[B]][%{{.*}}] {alignment = 16 : i64} : memref<16x16xf32, strided<[20, 1]>, #gpu.address_space<workgroup>>, vector<4xf32>
// CHECK-NEXT: gpu.barrier
// CHECK: vector.load %[[A]]
// CHECK: gpu.barrier
// CHECK: vector.broadcast
// CHECK: vector.store %{{.*}}, %[[A]]
// CHECK-NEXT: gpu.barrier
func.func @staged(%X: memref<64x16xf16>, %Y: memref<32x16xf16>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(64) {
    %a = tile.alloc_shared() : memref<32x16xf16, #tile.shared>
    %b = tile.alloc_shared() : memref<16x16xf32, #tile.shared>
    %u = tile.alloc_shared() {layout = #tile.swizzle<bytes = 0>} : memref<8x16xf16, #tile.shared>
    %c32 = arith.constant 32 : index
    %c0 = arith.constant 0 : index
    tile.copy %X[%c32, %c0] -> %a : memref<64x16xf16>, memref<32x16xf16, #tile.shared>
    tile.clear %b : memref<16x16xf32, #tile.shared>
    tile.copy %a -> %Y : memref<32x16xf16, #tile.shared>, memref<32x16xf16>
    %h = arith.constant 1.0 : f16
    tile.fill %a, %h : memref<32x16xf16, #tile.shared>, f16
  }
  return
}

// -----

// A fragment prints from thread 0 after a trip through shared memory: one
// printf per line of up to 8 elements.
// CHECK-LABEL: gpu.func @print_tile
// CHECK: gpu.dynamic_shared_memory
// CHECK: gpu.barrier
// CHECK: %[[FIRST:.+]] = arith.cmpi eq, %{{.*}}, %{{.*}} : index
// CHECK: scf.if %[[FIRST]] {
// CHECK: scf.for
// CHECK: scf.for
// CHECK: gpu.printf "acc[%lld, %lld]: %g %g %g %g %g %g %g %g\0A"
func.func @print_tile(%X: memref<8x16xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(32) {
    %f = tile.alloc_fragment() {layout = #tile.blocked<sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerBlock = [1, 1], order = [1, 0]>} : memref<8x16xf32, #tile.fragment>
    tile.copy %X -> %f : memref<8x16xf32>, memref<8x16xf32, #tile.fragment>
    tile.print "acc" %f : memref<8x16xf32, #tile.fragment>
  }
  return
}

// -----

// l2_swizzle(4): the block ids are renumbered so that consecutive blocks
// walk down a panel of 4 block rows (the last panel of this 3x10 grid has
// 2): pid = by * 3 + bx, panel = pid / 12, row = 4 * panel + (pid % 12) %
// rows, column = (pid % 12) / rows.
// CHECK-LABEL: gpu.func @rasterized
// CHECK: %[[X:.+]] = gpu.block_id x
// CHECK: %[[Y:.+]] = gpu.block_id y
// CHECK: %[[YX:.+]] = arith.muli %[[Y]], %c3
// CHECK: %[[PID:.+]] = arith.addi %[[YX]], %[[X]]
// CHECK: %[[GROUP:.+]] = arith.divui %[[PID]], %c12
// CHECK: %[[FIRST:.+]] = arith.muli %[[GROUP]], %c4
// CHECK: %[[LEFT:.+]] = arith.subi %c10{{.*}}, %[[FIRST]]
// CHECK: %[[ROWS:.+]] = arith.minui %[[LEFT]], %c4
// CHECK: %[[IN:.+]] = arith.remui %[[PID]], %c12
// CHECK: %[[R:.+]] = arith.remui %[[IN]], %[[ROWS]]
// CHECK: %[[ROW:.+]] = arith.addi %[[FIRST]], %[[R]]
// CHECK: %[[COL:.+]] = arith.divui %[[IN]], %[[ROWS]]
// CHECK: arith.index_cast %[[COL]]
// CHECK: arith.index_cast %[[ROW]]
func.func @rasterized(%X: memref<4xf32>) {
  %c3 = arith.constant 3 : index
  %c10 = arith.constant 10 : index
  tile.launch blocks(%bx, %by) in (%c3, %c10) threads(32) l2_swizzle(4) {
    tile.print "%lld %lld" %bx, %by : index, index
  }
  return
}

// -----

// full_occupancy: 2048 / 256 = 8 blocks per multiprocessor while every
// thread's fragments (8 f32 = 8 registers) fit in the 32 that leaves.
// CHECK-LABEL: gpu.func @occupancy_small
// CHECK-SAME: nvvm.minctasm = 8 : i32
func.func @occupancy_small(%X: memref<2048xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(256) attributes {full_occupancy} {
    %x = tile.alloc_fragment() {layout = #tile.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerBlock = [8], order = [0]>} : memref<2048xf32, #tile.fragment>
    tile.copy %X -> %x : memref<2048xf32>, memref<2048xf32, #tile.fragment>
    tile.copy %x -> %X : memref<2048xf32, #tile.fragment>, memref<2048xf32>
  }
  return
}

// -----

// full_occupancy with 48 registers of fragments per thread (32 f16 and 32
// f32): 8 blocks would cap a thread at 32 registers and spill, so it asks
// for 65536 / (256 * 48) = 5.
// CHECK-LABEL: gpu.func @occupancy_large
// CHECK-SAME: nvvm.minctasm = 5 : i32
func.func @occupancy_large(%X: memref<8192xf16>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(256) attributes {full_occupancy} {
    %x = tile.alloc_fragment() {layout = #tile.blocked<sizePerThread = [8], threadsPerWarp = [32], warpsPerBlock = [8], order = [0]>} : memref<8192xf16, #tile.fragment>
    %s = tile.alloc_fragment() {layout = #tile.blocked<sizePerThread = [8], threadsPerWarp = [32], warpsPerBlock = [8], order = [0]>} : memref<8192xf32, #tile.fragment>
    tile.copy %X -> %x : memref<8192xf16>, memref<8192xf16, #tile.fragment>
    tile.parallel (%i) in (8192) attributes {layout = #tile.blocked<sizePerThread = [8], threadsPerWarp = [32], warpsPerBlock = [8], order = [0]>} {
      %v = memref.load %x[%i] : memref<8192xf16, #tile.fragment>
      %f = arith.extf %v : f16 to f32
      memref.store %f, %s[%i] : memref<8192xf32, #tile.fragment>
    }
  }
  return
}

// -----

// An in-place scale by a reduced fragment, x[i, j] *= a[i]: each thread
// owns 2 rows x 4 columns, so two tests of its two factors against 1.0,
// each around the four multiplications it scales.
#rows = #tile.blocked<sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerBlock = [1, 1], order = [1, 0]>
// CHECK-LABEL: gpu.func @scale_rows
// CHECK: %[[X:.+]] = memref.alloca() : memref<8xf32>
// CHECK: %[[A:.+]] = memref.alloca() : memref<2xf32>
// CHECK: %[[ONE:.+]] = arith.constant 1.000000e+00 : f32
// CHECK: %[[F0:.+]] = memref.load %[[A]][%c0{{.*}}] : memref<2xf32>
// CHECK: %[[NE0:.+]] = arith.cmpf une, %[[F0]], %[[ONE]] : f32
// CHECK: scf.if %[[NE0]] {
// CHECK-COUNT-4: arith.mulf %{{.*}}, %[[F0]] : f32
// CHECK-NOT: arith.mulf
// CHECK: }
// CHECK: %[[F1:.+]] = memref.load %[[A]][%c1{{.*}}] : memref<2xf32>
// CHECK: %[[NE1:.+]] = arith.cmpf une, %[[F1]], %[[ONE]] : f32
// CHECK: scf.if %[[NE1]] {
// CHECK-COUNT-4: arith.mulf %{{.*}}, %[[F1]] : f32
// CHECK: }
// A body that does more than scale is unrolled as usual, without tests.
// CHECK-NOT: arith.cmpf une
// CHECK: arith.addf
// CHECK: gpu.return
func.func @scale_rows(%X: memref<4x64xf32>, %Y: memref<4xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(32) {
    %x = tile.alloc_fragment() {layout = #rows} : memref<4x64xf32, #tile.fragment>
    %a = tile.alloc_fragment() {layout = #tile.slice<dim = 1, parent = #rows>} : memref<4xf32, #tile.fragment>
    tile.copy %X -> %x : memref<4x64xf32>, memref<4x64xf32, #tile.fragment>
    tile.copy %Y -> %a : memref<4xf32>, memref<4xf32, #tile.fragment>
    tile.parallel (%i, %j) in (4, 64) attributes {layout = #rows} {
      %v = memref.load %x[%i, %j] : memref<4x64xf32, #tile.fragment>
      %f = memref.load %a[%i] : memref<4xf32, #tile.fragment>
      %y = arith.mulf %v, %f : f32
      memref.store %y, %x[%i, %j] : memref<4x64xf32, #tile.fragment>
    }
    tile.parallel (%i, %j) in (4, 64) attributes {layout = #rows} {
      %v = memref.load %x[%i, %j] : memref<4x64xf32, #tile.fragment>
      %f = memref.load %a[%i] : memref<4xf32, #tile.fragment>
      %y = arith.mulf %v, %f : f32
      %z = arith.addf %y, %f : f32
      memref.store %z, %x[%i, %j] : memref<4x64xf32, #tile.fragment>
    }
    tile.copy %x -> %X : memref<4x64xf32, #tile.fragment>, memref<4x64xf32>
  }
  return
}

// -----

// An async copy whose rows cannot move in 4-byte chunks (63 f16 columns:
// 126-byte rows) is copied synchronously, element by element, with the
// barriers of a shared write; the one whose rows can (64 columns) becomes
// cp.async.
// CHECK-LABEL: gpu.func @async_fallback
// CHECK-NOT: nvgpu.device_async_copy
// CHECK: vector.load %{{.*}} : memref<16x63xf16>, vector<1xf16>
// CHECK: vector.store %{{.*}} #gpu.address_space<workgroup>>, vector<1xf16>
// CHECK: gpu.barrier
// CHECK: nvgpu.device_async_copy %{{.*}}, 8 {bypassL1} : memref<16x64xf16> to
// CHECK: nvvm.cp.async.commit.group
func.func @async_fallback(%G: memref<16x63xf16>, %H: memref<16x64xf16>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(32) {
    %a = tile.alloc_shared() : memref<16x64xf16, #tile.shared>
    %b = tile.alloc_shared() : memref<16x64xf16, #tile.shared>
    // expected-remark @below {{copies without cp.async: cp.async moves 4, 8 or 16 bytes and this copy's rows allow 2-byte accesses (a row pitch or window start that is not a multiple of 4 bytes: pad the rows to a multiple of 8 elements for 16-byte copies)}}
    tile.copy %G[%c0, %c0] -> %a {async} : memref<16x63xf16>, memref<16x64xf16, #tile.shared>
    tile.copy %H[%c0, %c0] -> %b {async} : memref<16x64xf16>, memref<16x64xf16, #tile.shared>
    tile.async_commit
    tile.async_wait {pending = 0 : i64}
  }
  return
}

// -----

// Scalars print with gpu.printf; integers widen to i64 and floats to f64,
// and the format's lengths follow ("%d" reads an int: of two widened
// values it would print the halves of the first); values printed unsigned
// (u o x X) widen without their sign, as C prints them.
// CHECK-LABEL: gpu.func @print
// CHECK: %[[B:.+]] = arith.index_cast %{{.*}} : index to i64
// CHECK: gpu.printf "block %lld\0A", %[[B]] : i64
// CHECK: arith.extsi %{{.*}} : i32 to i64
// CHECK: arith.extui %{{.*}} : i16 to i64
// CHECK: gpu.printf "%lld %5llx %.3f %e\0A", %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : i64, i64, f64, f64
func.func @print(%X: memref<4xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(32) {
    tile.print "block %lld\n" %bx : index
    %i = arith.constant 7 : i32
    %h = arith.constant 3 : i16
    %f = arith.constant 1.5 : f32
    %g = arith.constant 2.5 : f16
    tile.print "%d %5hx %.3Lf %e\n" %i, %h, %f, %g : i32, i16, f32, f16
  }
  return
}

// -----

// expected-error @below {{argument #0 has the dynamic shape 'memref<?xf32>'; name its dimensions' parameters with tile.dims and run tile-specialize}}
func.func @dynamic(%X: memref<?xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(32) {
  }
  return
}

// -----

// expected-error @below {{argument #1 of type 'i16' cannot be passed to a kernel: a scalar argument is i8, i32, i64, index, f16, bf16, f32 or f64 (a compile-time constant is a tile.param)}}
func.func @scalar(%X: memref<4xf32>, %s: i16) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(32) {
  }
  return
}

// -----

// The kernel is named after its function: a name that is not a PTX
// identifier made LLVM's NVPTX printer abort (a space) or ptxas reject
// the PTX (a leading digit, a '.').
// expected-error @below {{name 'my kernel' is not a PTX identifier, which the kernel's name must be: a letter, then letters, digits, '_' and '$'}}
func.func @"my kernel"(%X: memref<4xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(32) {
  }
  return
}

// -----

// expected-error @below {{argument #1 'memref<4xvector<4xf32>>' holds elements the runtime has no type for; use integers, floats or index}}
func.func @vector_elements(%X: memref<4xf32>, %V: memref<4xvector<4xf32>>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(32) {
  }
  return
}

// -----

// expected-error @below {{name '9lives' is not a PTX identifier}}
func.func @"9lives"(%X: memref<4xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(32) {
  }
  return
}

// -----

// The error names the op in the grid's computation that the host cannot
// redo (a note there).
func.func @dynamic_grid(%X: memref<4xf32>, %n: memref<1xindex>) {
  %c0 = arith.constant 0 : index
  // expected-note @below {{it depends on 'memref.load' here, not integer arithmetic the host can redo; compute the value from constants, parameters and run-time dimensions only}}
  %g = memref.load %n[%c0] : memref<1xindex>
  // expected-error @below {{grid size must follow from constants and the function's run-time dimensions}}
  tile.launch blocks(%bx) in (%g) threads(32) {
  }
  return
}

// -----

// A division by a run-time dimension (FlashAttention's automatic key split
// with S left to run time): the host cannot prove the divisor nonzero.
func.func @grid_divides_by_dimension(%X: memref<4xf32>, %S: index {tile.name = "S"}) attributes {tile.dynamic_dims = {S = 4096 : i64}} {
  %c132 = arith.constant 132 : index
  // expected-note @below {{it depends on 'arith.divui' here, a division (or remainder) whose divisor the host cannot prove nonzero (it follows the run-time dimension S); bind the parameters that lead to it (one that picks another value folds it away), or keep run-time sizes out of divisors}}
  %g = arith.divui %c132, %S : index
  // expected-error @below {{grid size must follow from constants and the function's run-time dimensions}}
  tile.launch blocks(%bx) in (%g) threads(32) {
  }
  return
}

// -----

func.func @swizzle_wider_than_row(%A: memref<16x16xf16>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(32) {
    // expected-error @below {{a swizzled shared tile must be 2-d with rows a multiple of the swizzle's 64 bytes}}
    %a = tile.alloc_shared() {layout = #tile.swizzle<bytes = 64>} : memref<16x16xf16, #tile.shared>
  }
  return
}

// -----

#blocked = #tile.blocked<sizePerThread = [2], threadsPerWarp = [32], warpsPerBlock = [1], order = [0]>
func.func @swizzle_other_user(%A: memref<16x64xf16>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(32) {
    %a = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128>} : memref<16x64xf16, #tile.shared>
    %c0 = arith.constant 0 : index
    // expected-error @below {{accesses a swizzled shared tile; only tile.copy, tile.atomic_add, tile.fill, tile.clear and tile.gemm address one}}
    %v = memref.load %a[%c0, %c0] : memref<16x64xf16, #tile.shared>
  }
  return
}

// -----

#blocked = #tile.blocked<sizePerThread = [1], threadsPerWarp = [32], warpsPerBlock = [1], order = [0]>
func.func @gather(%X: memref<32xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(32) {
    %x = tile.alloc_fragment() {layout = #blocked} : memref<32xf32, #tile.fragment>
    tile.parallel (%i) in (32) attributes {layout = #blocked} {
      %c0 = arith.constant 0 : index
      // expected-error @below {{indexes a fragment with something other than the tile.parallel induction variables in order}}
      %v = memref.load %x[%c0] : memref<32xf32, #tile.fragment>
      memref.store %v, %x[%i] : memref<32xf32, #tile.fragment>
    }
  }
  return
}

// -----

// tile.prefetch: a window of whole rows is one bulk prefetch into L2 by
// the first thread, its size the bytes of the rows that exist (rows past
// the buffer skipped); a window inside the rows is one prefetch per
// 128-byte line (one line more per row, for a start inside a line: 2 rows
// of 512 bytes are 10 lines), spread over the threads, rows past the buffer
// and columns past the window's end skipped.
// CHECK-LABEL: gpu.func @prefetch_forms
// CHECK: %[[LEFT:.+]] = arith.subi %c100, %[[ROW:.+]] : index
// CHECK: %[[N:.+]] = arith.minui %[[LEFT]], %c4{{.*}} : index
// CHECK: %[[BYTES:.+]] = arith.muli %[[N]], %c2000 : index
// CHECK: arith.cmpi ult, %[[ROW]], %c100{{.*}} : index
// CHECK: arith.cmpi eq, %{{.*}}, %c0{{.*}} : index
// CHECK: scf.if
// CHECK: %[[SIZE:.+]] = arith.index_cast %[[BYTES]] : index to i32
// CHECK: nvvm.cp.async.bulk.prefetch %{{.*}}, %[[SIZE]] : <1>
// CHECK: scf.for %{{.*}} = %{{.*}} to %c10{{.*}} step %c64
// CHECK: scf.if
// CHECK: llvm.inline_asm has_side_effects {{.*}}"prefetch.global.L2 [$0];", "l"
// CHECK-NOT: tile.prefetch
func.func @prefetch_forms(%X: memref<100x1000xf16>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(64) {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c1024 = arith.constant 1024 : index
    %row = arith.muli %bx, %c4 : index
    tile.prefetch %X[%row, %c0] sizes(%c4, %c1024) : memref<100x1000xf16>
    %c8 = arith.constant 8 : index
    %c2 = arith.constant 2 : index
    %c256 = arith.constant 256 : index
    tile.prefetch %X[%row, %c8] sizes(%c2, %c256) : memref<100x1000xf16>
  }
  return
}

// -----

func.func @prefetch_rank3(%X: memref<2x4x8xf16>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(64) {
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    // expected-error @below {{needs a row-major 1-d or 2-d buffer of whole-byte elements, got 'memref<2x4x8xf16>'}}
    tile.prefetch %X[%c0, %c0, %c0] sizes(%c2, %c2, %c2) : memref<2x4x8xf16>
  }
  return
}

// -----

func.func @prefetch_index(%X: memref<64xindex>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(64) {
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    // expected-error @below {{needs a row-major 1-d or 2-d buffer of whole-byte elements, got 'memref<64xindex>'}}
    tile.prefetch %X[%c0] sizes(%c2) : memref<64xindex>
  }
  return
}

// -----

// A view is not prefetched: its buffer is, at the view's offsets.
func.func @prefetch_view(%X: memref<64x129xf16>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(128) {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c129 = arith.constant 129 : index
    %xs = memref.subview %X[1, 0] [63, 129] [1, 1] : memref<64x129xf16> to memref<63x129xf16, strided<[129, 1], offset: 129>>
    // expected-error @below {{takes a buffer, not a view ('memref<63x129xf16, strided<[129, 1], offset: 129>>'): prefetch the window of the buffer the view is taken from, at the view's offsets}}
    tile.prefetch %xs[%c0, %c0] sizes(%c4, %c129) : memref<63x129xf16, strided<[129, 1], offset: 129>>
  }
  return
}

// -----

// A tile that does not spread evenly over the block (64x128 f16: 1024
// 16-byte vectors over 384 threads) is copied by the first 256 threads,
// four vectors each, under one test of the thread index; the barriers of
// the synchronous copy stay outside the test, where every thread meets
// them.
// CHECK-LABEL: gpu.func @partial_block
// CHECK: %[[TID:.+]] = gpu.thread_id x
// CHECK: %[[IN:.+]] = arith.cmpi ult, %[[TID]], %c256
// CHECK-NEXT: scf.if %[[IN]] {
// CHECK-COUNT-4: nvgpu.device_async_copy
// CHECK: {{^ *}$}}
// CHECK: %[[IN2:.+]] = arith.cmpi ult, %[[TID]], %c256
// CHECK-NEXT: scf.if %[[IN2]] {
// CHECK-COUNT-4: vector.load
// CHECK: {{^ *}$}}
// CHECK-NEXT: gpu.barrier
func.func @partial_block(%G: memref<64x128xf16>) {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  tile.launch blocks(%bx) in (%c1) threads(384) {
    %a = tile.alloc_shared() : memref<64x128xf16, #tile.shared>
    %b = tile.alloc_shared() : memref<64x128xf16, #tile.shared>
    tile.copy %G[%c0, %c0] -> %a {async} : memref<64x128xf16>, memref<64x128xf16, #tile.shared>
    tile.copy %G[%c0, %c0] -> %b : memref<64x128xf16>, memref<64x128xf16, #tile.shared>
  }
  return
}

// -----

// A copy between fragments of different layouts converts through a shared
// scratch tile: each thread stores its source elements (16-byte vectors of
// the row-major layout), a barrier, each thread loads its elements of the
// column-major one (one element at a time: its run is along rows).
#rows = #tile.blocked<sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerBlock = [1, 1], order = [1, 0]>
#cols = #tile.blocked<sizePerThread = [4, 1], threadsPerWarp = [4, 8], warpsPerBlock = [1, 1], order = [0, 1]>
// CHECK-LABEL: gpu.func @convert_layout
// CHECK: %[[SCRATCH:.+]] = memref.subview
// CHECK: vector.store %{{.*}}, %[[SCRATCH]]{{.*}} : memref<16x16xf32, strided<[20, 1]>, #gpu.address_space<workgroup>>, vector<4xf32>
// CHECK: gpu.barrier
// CHECK: vector.load %[[SCRATCH]]{{.*}} : memref<16x16xf32, strided<[20, 1]>, #gpu.address_space<workgroup>>, vector<1xf32>
func.func @convert_layout(%X: memref<16x16xf32>, %Y: memref<16x16xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(32) {
    %c0 = arith.constant 0 : index
    %a = tile.alloc_fragment() {layout = #rows} : memref<16x16xf32, #tile.fragment>
    %b = tile.alloc_fragment() {layout = #cols} : memref<16x16xf32, #tile.fragment>
    tile.copy %X[%c0, %c0] -> %a : memref<16x16xf32>, memref<16x16xf32, #tile.fragment>
    tile.copy %a -> %b : memref<16x16xf32, #tile.fragment>, memref<16x16xf32, #tile.fragment>
    tile.copy %b -> %Y[%c0, %c0] : memref<16x16xf32, #tile.fragment>, memref<16x16xf32>
  }
  return
}

// -----

// A fragment too large to unroll is an error before anything is expanded
// (it once spent minutes building the register map).
#blocked = #tile.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerBlock = [1], order = [0]>
func.func @huge_fragment(%X: memref<2147483648xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(32) {
    // expected-error @below {{does not fit fragment 'memref<2147483648xf32, #tile.fragment>': it puts 67108864 elements in each thread's registers; at most 1024 are supported (use more threads or a smaller tile)}}
    %x = tile.alloc_fragment() {layout = #blocked} : memref<2147483648xf32, #tile.fragment>
    tile.copy %X -> %x : memref<2147483648xf32>, memref<2147483648xf32, #tile.fragment>
  }
  return
}

// -----

// A function's i-th launch (i > 0) is kernel <name>_<i>, whatever else the
// module holds; a name another function has already is an error (the
// bundle, one file per kernel, once lost one of the two).
// CHECK-LABEL: func.func @k(
// CHECK: gpu.launch_func @k_kernels::@k
// CHECK: gpu.launch_func @k_kernels::@k_1
// CHECK-LABEL: gpu.module @k_kernels
// CHECK: gpu.func @k(
// CHECK: gpu.func @k_1(
#one = #tile.blocked<sizePerThread = [1], threadsPerWarp = [32], warpsPerBlock = [1], order = [0]>
func.func @k(%X: memref<32xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(32) {
    tile.parallel (%i) in (32) attributes {layout = #one} {
      %v = arith.constant 1.0 : f32
      memref.store %v, %X[%i] : memref<32xf32>
    }
  }
  tile.launch blocks(%bx) in (%c1) threads(32) {
    tile.parallel (%i) in (32) attributes {layout = #one} {
      %v = arith.constant 2.0 : f32
      memref.store %v, %X[%i] : memref<32xf32>
    }
  }
  return
}

// -----

#one = #tile.blocked<sizePerThread = [1], threadsPerWarp = [32], warpsPerBlock = [1], order = [0]>
func.func @k(%X: memref<32xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(32) {
    tile.parallel (%i) in (32) attributes {layout = #one} {
      %v = arith.constant 1.0 : f32
      memref.store %v, %X[%i] : memref<32xf32>
    }
  }
  // expected-error @below {{would be kernel 'k_1' (launch 2 of @k), a name the module already has; rename @k or the other}}
  tile.launch blocks(%bx) in (%c1) threads(32) {
    tile.parallel (%i) in (32) attributes {layout = #one} {
      %v = arith.constant 2.0 : f32
      memref.store %v, %X[%i] : memref<32xf32>
    }
  }
  return
}
// expected-note @below {{'k_1' is here}}
func.func @k_1(%X: memref<32xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(32) {
    tile.parallel (%i) in (32) attributes {layout = #one} {
      %v = arith.constant 3.0 : f32
      memref.store %v, %X[%i] : memref<32xf32>
    }
  }
  return
}

// -----

// A tile allocated on the host: the error names it and its use.
func.func @host_tile(%X: memref<128xf32>) {
  // expected-note @below {{the value is defined here}}
  %s = tile.alloc_shared() : memref<128xf32, #tile.shared>
  %c1 = arith.constant 1 : index
  // expected-error @below {{uses a tile allocated on the host; tiles belong to a thread block: allocate it inside the launch}}
  tile.launch blocks(%bx) in (%c1) threads(128) {
    %c0 = arith.constant 0 : index
    // expected-note @below {{and used here}}
    tile.copy %X[%c0] -> %s : memref<128xf32>, memref<128xf32, #tile.shared>
  }
  return
}

// -----

func.func @atomic_from_local(%C: memref<64xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(32) {
    %c0 = arith.constant 0 : index
    %l = tile.alloc_local() : memref<64xf32, #tile.local>
    // expected-error @below {{adds from a local buffer, which each thread holds whole; add from a fragment or a shared tile}}
    tile.atomic_add %l -> %C[%c0] : memref<64xf32, #tile.local>, memref<64xf32>
  }
  return
}
