// RUN: tile-opt %s -split-input-file --tile-pipeline -verify-diagnostics | FileCheck %s

// Three stages: three buffers per tile, a prologue issuing the first two
// iterations' copies as cp.async groups, and in the loop: wait until the
// current group landed (pending = 1), barrier, issue iteration i + 2 into
// buffer (i + 2) mod 3, then compute on buffer i mod 3. The trip count (32)
// is a constant: the last two iterations, which have nothing left to issue,
// are peeled into a second loop that commits empty groups, and no copy is
// guarded by a branch. A final wait drains.

// CHECK-LABEL: func.func @three_stages
// CHECK: %[[A0:.+]] = tile.alloc_shared() : memref<64x32xf16, #tile.shared>
// CHECK: %[[A1:.+]] = tile.alloc_shared() : memref<64x32xf16, #tile.shared>
// CHECK: %[[A2:.+]] = tile.alloc_shared() : memref<64x32xf16, #tile.shared>
// CHECK-NOT: scf.if
// CHECK: %[[S0:.+]] = tile.stage %{{.*}} of %[[A0]], %[[A1]], %[[A2]] : memref<64x32xf16, #tile.shared>
// CHECK: tile.copy %{{.*}} -> %[[S0]] {async}
// CHECK: tile.async_commit
// CHECK: tile.copy %{{.*}} -> %{{.*}} {async}
// CHECK: tile.async_commit
// CHECK: %[[MAIN:.+]] = arith.constant 30 : index
// CHECK: scf.for %[[K:.+]] = %{{.*}} to %[[MAIN]]
// CHECK:   tile.async_wait {pending = 1 : i64}
// CHECK-NEXT: gpu.barrier
// CHECK-NOT: scf.if
// CHECK:   %[[CUR:.+]] = tile.stage %[[I:.+]] of %[[A0]], %[[A1]], %[[A2]] : memref<64x32xf16, #tile.shared>
// CHECK:   %[[NEXT:.+]] = tile.stage %{{.*}} of %[[A0]], %[[A1]], %[[A2]]
// CHECK:     tile.copy %{{.*}} -> %[[NEXT]] {async}
// CHECK:   tile.async_commit
// CHECK:   tile.copy %[[CUR]] -> %{{.*}} : memref<64x32xf16, #tile.shared>, memref<64x32xf16, #tile.fragment>
// CHECK: scf.for %{{.*}} = %[[MAIN]] to
// CHECK:   tile.async_wait {pending = 1 : i64}
// CHECK-NEXT: gpu.barrier
// CHECK-NOT: {async}
// CHECK:   tile.async_commit
// CHECK:   tile.copy %{{.*}} -> %{{.*}} : memref<64x32xf16, #tile.shared>, memref<64x32xf16, #tile.fragment>
// CHECK-NOT: tile.num_stages
// CHECK: tile.async_wait {pending = 0 : i64}
func.func @three_stages(%A: memref<64x1024xf16>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(128) {
    %a = tile.alloc_shared() : memref<64x32xf16, #tile.shared>
    %f = tile.alloc_fragment() : memref<64x32xf16, #tile.fragment>
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %steps = arith.constant 32 : index
    scf.for %ks = %c0 to %steps step %c1 {
      %k = arith.muli %ks, %c32 : index
      tile.copy %A[%c0, %k] -> %a : memref<64x1024xf16>, memref<64x32xf16, #tile.shared>
      tile.copy %a -> %f : memref<64x32xf16, #tile.shared>, memref<64x32xf16, #tile.fragment>
    } {tile.num_stages = 3}
  }
  return
}

// -----

// A wgmma gemm (#tile.mma version 3) still reads iteration i's tiles while
// iteration i + 1 runs: with four stages the copies run two iterations
// ahead (not three), so that the buffer refilled in iteration i is the one
// read in iteration i - 2; the loops are marked #tile.pipelined<stages = 4,
// ahead = 2> for the lowering. With fewer stages the copies stay S - 1 ahead and the
// lowering waits for the group before the next barrier instead.
// CHECK-LABEL: func.func @wgmma_reads_in_flight
// CHECK-COUNT-2: tile.async_commit
// CHECK-NOT: tile.async_commit
// CHECK: %[[MAIN:.+]] = arith.constant 30 : index
// CHECK: scf.for %{{.*}} = %{{.*}} to %[[MAIN]]
// CHECK:   tile.async_wait {pending = 1 : i64}
// CHECK-NEXT: gpu.barrier
// CHECK: tile.gemm
// CHECK: } {tile.pipelined = #tile.pipelined<stages = 4, ahead = 2>}
// CHECK: scf.for %{{.*}} = %[[MAIN]] to
// CHECK: } {tile.pipelined = #tile.pipelined<stages = 4, ahead = 2>}
// CHECK: tile.async_wait {pending = 0 : i64}
func.func @wgmma_reads_in_flight(%A: memref<128x2048xf16>, %B: memref<2048x128xf16>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(256) {
    %a = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, warpgroup_rows = 8>} : memref<128x64xf16, #tile.shared>
    %b = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128, panels = true>} : memref<64x128xf16, #tile.shared>
    %acc = tile.alloc_fragment() {layout = #tile.mma<version = 3, warpsPerBlock = [8, 1], instrShape = [64, 128, 16]>} : memref<128x128xf32, #tile.fragment>
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %steps = arith.constant 32 : index
    scf.for %ks = %c0 to %steps step %c1 {
      %k = arith.muli %ks, %c64 : index
      tile.copy %A[%c0, %k] -> %a : memref<128x2048xf16>, memref<128x64xf16, #tile.shared>
      tile.copy %B[%k, %c0] -> %b : memref<2048x128xf16>, memref<64x128xf16, #tile.shared>
      tile.gemm %a, %b, %acc : memref<128x64xf16, #tile.shared>, memref<64x128xf16, #tile.shared>, memref<128x128xf32, #tile.fragment>
    } {tile.num_stages = 4}
  }
  return
}

// -----

// A trip count known only at run time: the prologue tests that its
// iterations exist (the test is marked, so that TMA may issue the boxes at
// the commit); the main loop stops S - 1 iterations early (computed at run
// time) and issues unconditionally; the copy-free rest is peeled.
// CHECK-LABEL: func.func @dynamic_trip_count
// CHECK: scf.if
// CHECK:   tile.copy %{{.*}} -> %{{.*}} {async}
// CHECK: } {tile.pipeline_prologue}
// CHECK: tile.async_commit
// CHECK: scf.if
// CHECK: tile.async_commit
// CHECK: arith.ceildivsi
// CHECK: arith.maxsi
// CHECK: %[[MAIN:.+]] = arith.addi
// CHECK: scf.for %{{.*}} = %{{.*}} to %[[MAIN]]
// CHECK:   gpu.barrier
// CHECK-NOT: scf.if
// CHECK:     tile.copy %{{.*}} -> %{{.*}} {async}
// CHECK:   tile.async_commit
// CHECK: scf.for %{{.*}} = %[[MAIN]] to
// CHECK-NOT: {async}
// CHECK: tile.async_wait {pending = 0 : i64}
func.func @dynamic_trip_count(%A: memref<64x1024xf16>, %n: index) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(128) {
    %a = tile.alloc_shared() : memref<64x32xf16, #tile.shared>
    %f = tile.alloc_fragment() : memref<64x32xf16, #tile.fragment>
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    scf.for %ks = %c0 to %n step %c1 {
      %k = arith.muli %ks, %c32 : index
      tile.copy %A[%c0, %k] -> %a : memref<64x1024xf16>, memref<64x32xf16, #tile.shared>
      tile.copy %a -> %f : memref<64x32xf16, #tile.shared>, memref<64x32xf16, #tile.fragment>
    } {tile.num_stages = 3}
  }
  return
}

// -----

// Fewer iterations (1) than stages - 1 (2): the prologue issues only the
// iteration that exists and commits an empty group for the other; the
// main loop is empty and the single iteration runs in the peeled loop.
// CHECK-LABEL: func.func @short_loop
// CHECK: tile.copy %{{.*}} -> %{{.*}} {async}
// CHECK-NEXT: tile.async_commit
// CHECK-NOT: {async}
// CHECK: tile.async_commit
// CHECK-NEXT: %[[NONE:.+]] = arith.constant 0 : index
// CHECK-NEXT: scf.for %{{.*}} = %{{.*}} to %[[NONE]] step
// CHECK: scf.for %{{.*}} = %[[NONE]] to %{{.*}} step
// CHECK-NOT: {async}
// CHECK: tile.async_wait {pending = 0 : i64}
func.func @short_loop(%A: memref<64x1024xf16>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(128) {
    %a = tile.alloc_shared() : memref<64x32xf16, #tile.shared>
    %f = tile.alloc_fragment() : memref<64x32xf16, #tile.fragment>
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    scf.for %ks = %c0 to %c1 step %c1 {
      %k = arith.muli %ks, %c32 : index
      tile.copy %A[%c0, %k] -> %a : memref<64x1024xf16>, memref<64x32xf16, #tile.shared>
      tile.copy %a -> %f : memref<64x32xf16, #tile.shared>, memref<64x32xf16, #tile.fragment>
    } {tile.num_stages = 3}
  }
  return
}

// -----

// One stage is no pipelining: the loop is left alone.
// CHECK-LABEL: func.func @one_stage
// CHECK-NOT: async
// CHECK: scf.for
// CHECK-NOT: tile.num_stages
func.func @one_stage(%A: memref<64x1024xf16>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(128) {
    %a = tile.alloc_shared() : memref<64x32xf16, #tile.shared>
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    scf.for %ks = %c0 to %c32 step %c1 {
      %k = arith.muli %ks, %c32 : index
      tile.copy %A[%c0, %k] -> %a : memref<64x1024xf16>, memref<64x32xf16, #tile.shared>
    } {tile.num_stages = 1}
  }
  return
}

// -----

func.func @used_after(%A: memref<64x1024xf16>, %B: memref<64x32xf16>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(128) {
    %a = tile.alloc_shared() : memref<64x32xf16, #tile.shared>
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    scf.for %ks = %c0 to %c32 step %c1 {
      %k = arith.muli %ks, %c32 : index
      tile.copy %A[%c0, %k] -> %a : memref<64x1024xf16>, memref<64x32xf16, #tile.shared>
    } {tile.num_stages = 2}
    // expected-error @below {{uses a shared tile outside the pipelined loop that fills it}}
    tile.copy %a -> %B : memref<64x32xf16, #tile.shared>, memref<64x32xf16>
  }
  return
}

// -----

func.func @nothing(%A: memref<64x1024xf16>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(128) {
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    // expected-warning @below {{tile.num_stages = 2 but the loop fills no shared tile from global memory at its top level; nothing to pipeline}}
    scf.for %ks = %c0 to %c32 step %c1 {
      tile.print "k"
    } {tile.num_stages = 2}
  }
  return
}

// -----

// A copy under a condition in the loop is not the loop's own: it is not
// pipelined, and the warning says where it is and that copies mask their
// own edges (the Triton habit of guarding the tail is not needed).
func.func @guarded_copy(%A: memref<64x1024xf16>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(128) {
    %a = tile.alloc_shared() : memref<64x32xf16, #tile.shared>
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %c1000 = arith.constant 1000 : index
    // expected-warning @below {{tile.num_stages = 2 but the loop fills no shared tile from global memory at its top level; nothing to pipeline}}
    scf.for %ks = %c0 to %c32 step %c1 {
      %k = arith.muli %ks, %c32 : index
      %in = arith.cmpi ult, %k, %c1000 : index
      scf.if %in {
        // expected-warning @below {{this tile.copy is inside 'scf.if' in a loop with tile.num_stages = 2, so it is not pipelined}}
        tile.copy %A[%c0, %k] -> %a : memref<64x1024xf16>, memref<64x32xf16, #tile.shared>
      }
      tile.print "k"
    } {tile.num_stages = 2}
  }
  return
}

// -----

// A stage count bound to a large parameter (here 1000003, e.g. from
// `tile.num_stages = "K"`) is an error, not a million shared tiles.
func.func @too_many_stages(%A: memref<64x1024xf16>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(128) {
    %a = tile.alloc_shared() : memref<64x32xf16, #tile.shared>
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    // expected-error @below {{tile.num_stages = 1000003: at most 32 stages are supported}}
    scf.for %ks = %c0 to %c32 step %c1 {
      %k = arith.muli %ks, %c32 : index
      tile.copy %A[%c0, %k] -> %a : memref<64x1024xf16>, memref<64x32xf16, #tile.shared>
    } {tile.num_stages = 1000003}
  }
  return
}

// -----

// An offset from an scf.if that yields a value computed before it: the
// prologue and the loop clone what the if's regions use as well.
// CHECK-LABEL: func.func @offset_from_if
// CHECK: scf.if
// CHECK:   %[[M:.+]] = arith.muli
// CHECK:   %[[R:.+]] = scf.if %{{.*}} -> (index) {
// CHECK:   } else {
// CHECK:     scf.yield %[[M]] : index
// CHECK:   tile.copy %{{.*}}[%[[R]], %{{.*}}] -> %{{.*}} {async}
// CHECK: } {tile.pipeline_prologue}
func.func @offset_from_if(%A: memref<256x64xf16>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c64 = arith.constant 64 : index
  tile.launch blocks(%bx) in (%c1) threads(128) {
    %a = tile.alloc_shared() : memref<64x64xf16, #tile.shared>
    %f = tile.alloc_fragment() : memref<64x64xf16, #tile.fragment>
    scf.for %k = %c0 to %n step %c1 {
      %big = arith.cmpi ugt, %k, %c2 : index
      %m = arith.muli %k, %c64 : index
      %r = scf.if %big -> index {
        scf.yield %c0 : index
      } else {
        scf.yield %m : index
      }
      tile.copy %A[%r, %c0] -> %a : memref<256x64xf16>, memref<64x64xf16, #tile.shared>
      tile.copy %a -> %f : memref<64x64xf16, #tile.shared>, memref<64x64xf16, #tile.fragment>
    } {tile.num_stages = 3}
  }
  return
}

// -----

// An i32 induction variable: the copies get i32 induction variables (the
// pass once mixed i32 and index, and the output did not verify); iteration
// numbers are computed in i64, stage numbers are indices.

// CHECK-LABEL: func.func @i32_induction
// CHECK: %[[MAIN:.+]] = arith.constant 30 : i32
// CHECK: scf.for %[[K:.+]] = %{{.*}} to %[[MAIN]] step %{{.*}} : i32
// CHECK:   %[[KW:.+]] = arith.extsi %[[K]] : i32 to i64
// CHECK:   %[[ITER:.+]] = arith.divui %{{.*}}, %{{.*}} : i64
// CHECK:   arith.index_cast %[[ITER]] : i64 to index
// CHECK:   tile.async_wait {pending = 1 : i64}
// CHECK:   %[[NEXT:.+]] = arith.addi %[[K]], %{{.*}} : i32
// CHECK:   arith.index_cast %[[NEXT]] : i32 to index
// CHECK:   tile.copy %{{.*}} -> %{{.*}} {async}
// CHECK: scf.for %{{.*}} = %[[MAIN]] to %{{.*}} step %{{.*}} : i32
func.func @i32_induction(%A: memref<64x1024xf16>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(128) {
    %a = tile.alloc_shared() : memref<64x32xf16, #tile.shared>
    %f = tile.alloc_fragment() : memref<64x32xf16, #tile.fragment>
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %lb = arith.constant 0 : i32
    %step = arith.constant 1 : i32
    %ub = arith.constant 32 : i32
    scf.for %ks = %lb to %ub step %step : i32 {
      %ki = arith.index_cast %ks : i32 to index
      %k = arith.muli %ki, %c32 : index
      tile.copy %A[%c0, %k] -> %a : memref<64x1024xf16>, memref<64x32xf16, #tile.shared>
      tile.copy %a -> %f : memref<64x32xf16, #tile.shared>, memref<64x32xf16, #tile.fragment>
    } {tile.num_stages = 3}
  }
  return
}

// -----

// An offset carried by the loop is not known S - 1 iterations ahead.
func.func @offset_from_iter_args(%A: memref<64x1024xf16>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(128) {
    %a = tile.alloc_shared() : memref<64x32xf16, #tile.shared>
    %f = tile.alloc_fragment() : memref<64x32xf16, #tile.fragment>
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %steps = arith.constant 32 : index
    // expected-note @below {{the loop}}
    %r = scf.for %ks = %c0 to %steps step %c1 iter_args(%k = %c0) -> (index) {
      // expected-error @below {{depends on the pipelined loop's iter_args #0; its copies are issued ahead of their iteration, where only the induction variable is known: compute their source and offsets from it}}
      tile.copy %A[%c0, %k] -> %a : memref<64x1024xf16>, memref<64x32xf16, #tile.shared>
      tile.copy %a -> %f : memref<64x32xf16, #tile.shared>, memref<64x32xf16, #tile.fragment>
      %k2 = arith.addi %k, %c32 : index
      scf.yield %k2 : index
    } {tile.num_stages = 3}
  }
  return
}

// -----

// An i8 loop whose bounds are not constants: the trip count is computed in
// i64 (ub - lb = 200 would wrap in i8 and leave the copies out).

// CHECK-LABEL: func.func @i8_dynamic_bounds
// CHECK: arith.cmpi slt, %{{.*}}, %{{.*}} : i64
// CHECK: %[[TRIPS:.+]] = arith.ceildivsi %{{.*}}, %{{.*}} : i64
// CHECK: arith.maxsi %{{.*}}, %{{.*}} : i64
// CHECK: %[[MAINW:.+]] = arith.addi %{{.*}}, %{{.*}} : i64
// CHECK: %[[MAIN:.+]] = arith.trunci %[[MAINW]] : i64 to i8
// CHECK: scf.for %{{.*}} = %{{.*}} to %[[MAIN]] step %{{.*}} : i8
func.func @i8_dynamic_bounds(%A: memref<64x8192xf16>, %lb: i8, %ub: i8) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(128) {
    %a = tile.alloc_shared() : memref<64x32xf16, #tile.shared>
    %f = tile.alloc_fragment() : memref<64x32xf16, #tile.fragment>
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %c128 = arith.constant 128 : index
    %step = arith.constant 1 : i8
    scf.for %ks = %lb to %ub step %step : i8 {
      %ki = arith.index_cast %ks : i8 to index
      %kp = arith.addi %ki, %c128 : index
      %k = arith.muli %kp, %c32 : index
      tile.copy %A[%c0, %k] -> %a : memref<64x8192xf16>, memref<64x32xf16, #tile.shared>
      tile.copy %a -> %f : memref<64x32xf16, #tile.shared>, memref<64x32xf16, #tile.fragment>
    } {tile.num_stages = 3}
  }
  return
}

// -----

func.func @unsigned_loop(%A: memref<64x8192xf16>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(128) {
    %a = tile.alloc_shared() : memref<64x32xf16, #tile.shared>
    %f = tile.alloc_fragment() : memref<64x32xf16, #tile.fragment>
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %lb = arith.constant 0 : i8
    %ub = arith.constant 200 : i8
    %step = arith.constant 1 : i8
    // expected-error @below {{is an unsigned loop; tile-pipeline computes the iterations ahead with signed arithmetic: use a signed (the default) or index loop}}
    scf.for unsigned %ks = %lb to %ub step %step : i8 {
      %ki = arith.index_castui %ks : i8 to index
      %k = arith.muli %ki, %c32 : index
      tile.copy %A[%c0, %k] -> %a : memref<64x8192xf16>, memref<64x32xf16, #tile.shared>
      tile.copy %a -> %f : memref<64x32xf16, #tile.shared>, memref<64x32xf16, #tile.fragment>
    } {tile.num_stages = 3}
  }
  return
}

// -----

// A persistent kernel's tile loop around the pipelined one, whose bounds
// do not change from tile to tile: the stage index runs on across tiles.
// Tile t of the block (t = (tt - bid) / grid) starts at group t x (32 + 2),
// the groups the earlier tiles committed (trips plus the prologue's two),
// and iteration i uses buffer (base + i) mod 3; the tile loop is marked
// for the lowering.
// CHECK-LABEL: func.func @rings_continue
// CHECK: scf.for %[[TT:.+]] = %[[BID:[^ ]+]] to %{{.*}} step %[[GRID:[^ ]+]] {
// CHECK:   %[[T0:.+]] = arith.subi %[[TT]], %[[BID]] : index
// CHECK:   %[[T:.+]] = arith.divui %[[T0]], %[[GRID]] : index
// CHECK:   %[[BASE:.+]] = arith.muli %[[T]], %{{.*}} : index
// CHECK:   arith.addi %[[BASE]], %{{.*}} : index
// CHECK:   arith.remui
// CHECK:   scf.for %[[KS:.+]] =
// CHECK:     %[[I:.+]] = arith.divui
// CHECK:     %[[J:.+]] = arith.addi %[[BASE]], %[[I]] : index
// CHECK:     %[[CUR:.+]] = arith.remui %[[J]], %{{.*}} : index
// CHECK:     tile.stage %[[CUR]] of
// CHECK: } {tile.rings_continue}
func.func @rings_continue(%A: memref<8192x1024xf16>, %grid: index) {
  %c1 = arith.constant 1 : index
  %tiles = arith.constant 128 : index
  tile.launch blocks(%bid) in (%grid) threads(128) {
    %a = tile.alloc_shared() : memref<64x32xf16, #tile.shared>
    %f = tile.alloc_fragment() : memref<64x32xf16, #tile.fragment>
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %steps = arith.constant 32 : index
    scf.for %tt = %bid to %tiles step %grid {
      %row = arith.muli %tt, %c64 : index
      scf.for %ks = %c0 to %steps step %c1 {
        %k = arith.muli %ks, %c32 : index
        tile.copy %A[%row, %k] -> %a : memref<8192x1024xf16>, memref<64x32xf16, #tile.shared>
        tile.copy %a -> %f : memref<64x32xf16, #tile.shared>, memref<64x32xf16, #tile.fragment>
      } {tile.num_stages = 3}
    }
  }
  return
}

// -----

// The key loop of a causal attention: its trip count follows the tile, so
// the groups before a tile are not a product, and the stage index
// restarts with each tile (constants in the prologue, no mark).
// CHECK-LABEL: func.func @rings_restart
// CHECK: scf.for
// CHECK:   tile.stage %c0{{[_0-9]*}} of
// CHECK:   tile.stage %c1{{[_0-9]*}} of
// CHECK-NOT: tile.rings_continue
// CHECK: return
func.func @rings_restart(%A: memref<8192x1024xf16>, %grid: index) {
  %c1 = arith.constant 1 : index
  %tiles = arith.constant 32 : index
  tile.launch blocks(%bid) in (%grid) threads(128) {
    %a = tile.alloc_shared() : memref<64x32xf16, #tile.shared>
    %f = tile.alloc_fragment() : memref<64x32xf16, #tile.fragment>
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    scf.for %tt = %bid to %tiles step %grid {
      %row = arith.muli %tt, %c64 : index
      %steps = arith.addi %tt, %c1 : index
      scf.for %ks = %c0 to %steps step %c1 {
        %k = arith.muli %ks, %c32 : index
        tile.copy %A[%row, %k] -> %a : memref<8192x1024xf16>, memref<64x32xf16, #tile.shared>
        tile.copy %a -> %f : memref<64x32xf16, #tile.shared>, memref<64x32xf16, #tile.fragment>
      } {tile.num_stages = 3}
    }
  }
  return
}

// -----

// A pipelined copy is asynchronous and fills with zeros outside its
// source: a zero pad is dropped as what it does anyway; another value is
// an error that says so.
// CHECK-LABEL: func.func @zero_pad
// CHECK-NOT: pad
// CHECK: tile.copy %{{.*}} -> %{{.*}} {async}
func.func @zero_pad(%A: memref<64x1000xf16>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(128) {
    %a = tile.alloc_shared() : memref<64x32xf16, #tile.shared>
    %f = tile.alloc_fragment() : memref<64x32xf16, #tile.fragment>
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %steps = arith.constant 32 : index
    scf.for %ks = %c0 to %steps step %c1 {
      %k = arith.muli %ks, %c32 : index
      tile.copy %A[%c0, %k] -> %a {pad = 0.0 : f16} : memref<64x1000xf16>, memref<64x32xf16, #tile.shared>
      tile.copy %a -> %f : memref<64x32xf16, #tile.shared>, memref<64x32xf16, #tile.fragment>
    } {tile.num_stages = 2}
  }
  return
}

// -----

func.func @nonzero_pad(%A: memref<64x1000xf16>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(128) {
    %a = tile.alloc_shared() : memref<64x32xf16, #tile.shared>
    %f = tile.alloc_fragment() : memref<64x32xf16, #tile.fragment>
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %steps = arith.constant 32 : index
    scf.for %ks = %c0 to %steps step %c1 {
      %k = arith.muli %ks, %c32 : index
      // expected-error @below {{pads with 0xFC00 : f16, but in a loop with tile.num_stages = 2 it becomes an asynchronous copy, which fills with zeros outside the source: pad with zero, or drop the loop's tile.num_stages}}
      tile.copy %A[%c0, %k] -> %a {pad = 0xFC00 : f16} : memref<64x1000xf16>, memref<64x32xf16, #tile.shared>
      tile.copy %a -> %f : memref<64x32xf16, #tile.shared>, memref<64x32xf16, #tile.fragment>
    } {tile.num_stages = 2}
  }
  return
}
