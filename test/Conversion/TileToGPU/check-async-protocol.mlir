// RUN: tile-opt %s --split-input-file --tile-check-async-protocol --verify-diagnostics
// Each rule of the protocol check, broken once, on kernels written at the
// level convert-tile-to-gpu emits. The pipeline runs the check on every
// kernel (ptx-snapshots compiles every example under every schedule).
//
// The warp-specialized GEMM (producer warp, multicast in a cluster of two)
// and attention pass it; the GEMM with one consumer warp's release missing
// from the empty barriers' count (init 16 -> 15) does not.
// RUN: tile-opt %tile_src_root/examples/gemm.mlir --tile-specialize="bind=M=512,N=512,K=512,block_K=64,block_M=256,block_N=128,threads=256,producer_warp=1" --canonicalize --tile-infer-layout --tile-pipeline --tile-tma-loads=multicast=1 --tile-warp-specialize --convert-tile-to-gpu --canonicalize --cse -o %t.gemm.mlir
// RUN: tile-opt %t.gemm.mlir --tile-check-async-protocol -o /dev/null
// RUN: sed 's/nvvm.mbarrier.init \(.*\), %c16_i32/nvvm.mbarrier.init \1, %c15_i32/; s/^\( *\)\(%c16_i32 = arith.constant 16 : i32\)/\1\2\n\1%c15_i32 = arith.constant 15 : i32/' %t.gemm.mlir > %t.bad.mlir
// RUN: not tile-opt %t.bad.mlir --tile-check-async-protocol -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: error: 16 threads arrive on this mbarrier per step in block 0 of the cluster, but it was initialized to expect 15: its phase completes before every arrival
// What was verified is recorded on the kernel, for --tile-inspect.
// RUN: tile-opt %t.gemm.mlir --tile-check-async-protocol | FileCheck %s --check-prefix=SCHEDULE
// SCHEDULE: tile.schedule = {mbarriers = [{arrivals = 1 : i64, bytes = 49152 : i64, stages = 4 : i64}, {arrivals = 16 : i64, stages = 4 : i64}]}
// The ping-pong GEMM (test/Kernels/pingpong_gemm.mlir): each group's turn
// barrier (3 and 4) is judged per group owning the turn, 128 threads that
// sync and the other group's 128 that arrive; a turn barrier of 128
// threads at the sync is an id with two counts.
// RUN: tile-opt %tile_src_root/test/Kernels/pingpong_gemm.mlir --tile-specialize="bind=M=1024,N=1024,K=1024" --canonicalize --tile-infer-layout --tile-pipeline --tile-tma-loads --tile-warp-specialize --convert-tile-to-gpu --canonicalize --cse -o %t.pp.mlir
// RUN: tile-opt %t.pp.mlir --tile-check-async-protocol | FileCheck %s --check-prefix=PINGPONG
// RUN: sed 's/nvvm.barrier id = \(%[0-9]*\) number_of_threads = %c256_i32/nvvm.barrier id = \1 number_of_threads = %c128_i32/' %t.pp.mlir > %t.pp-bad.mlir
// RUN: not tile-opt %t.pp-bad.mlir --tile-check-async-protocol -o /dev/null 2>&1 | FileCheck %s --check-prefix=PINGPONG-BAD
// PINGPONG: named_barriers = [{id = 3 : i64, threads = 256 : i64}, {id = 4 : i64, threads = 256 : i64}]
// PINGPONG-BAD: error: barrier {{[34]}} counts {{128|256}} threads here but {{128|256}} elsewhere
// RUN: tile-opt %tile_src_root/examples/flash_attention.mlir --tile-to-nvvm="chip=sm_90a producer-warp bind=B=1,H=2,S=512,D=128" -o /dev/null

// A protocol that holds: the producer warp's elected lane announces both
// boxes, the four consumer warps' lane 0 release the stage, the consumers
// meet at a named barrier of their own count.
module attributes {gpu.container_module} {
func.func @host(%A: memref<256x256xf16>) {
  %c1 = arith.constant 1 : index
  %c160 = arith.constant 160 : index
  %map = tile.tensor_map %A dims [256, 256] strides [512] box [64, 64] swizzle 128 : memref<256x256xf16>
  gpu.launch_func @k::@good blocks in (%c1, %c1, %c1) threads in (%c160, %c1, %c1) args(%map : !llvm.ptr)
  return
}
gpu.module @k {
  gpu.func @good(%map: !llvm.ptr) kernel attributes {known_block_size = array<i32: 160, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c4_i32 = arith.constant 4 : i32
    %c32_i32 = arith.constant 32 : i32
    %c128_i32 = arith.constant 128 : i32
    %c16384_i32 = arith.constant 16384 : i32
    %smem = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
    %rings = memref.view %smem[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<2xi64, #gpu.address_space<workgroup>>
    %base = memref.extract_aligned_pointer_as_index %rings : memref<2xi64, #gpu.address_space<workgroup>> -> index
    %fi = arith.index_castui %base : index to i64
    %full = llvm.inttoptr %fi : i64 to !llvm.ptr<3>
    %eo = arith.addi %base, %c8 : index
    %ei = arith.index_castui %eo : index to i64
    %empty = llvm.inttoptr %ei : i64 to !llvm.ptr<3>
    %tid = gpu.thread_id x
    %first = arith.cmpi eq, %tid, %c0 : index
    nvvm.mbarrier.init %full, %c1_i32, predicate = %first : !llvm.ptr<3>, i32, i1
    nvvm.mbarrier.init %empty, %c4_i32, predicate = %first : !llvm.ptr<3>, i32, i1
    gpu.barrier
    %t32 = arith.index_castui %tid : index to i32
    %warp = arith.divui %t32, %c32_i32 : i32
    %w0, %valid = gpu.shuffle idx %warp, %c0_i32, %c32_i32 : i32
    %producer = arith.cmpi uge, %w0, %c4_i32 : i32
    scf.if %producer {
      %e = nvvm.elect.sync -> i1
      scf.if %e {
        nvvm.mbarrier.arrive.expect_tx %full, %c16384_i32 : !llvm.ptr<3>, i32
        %d = llvm.addrspacecast %full : !llvm.ptr<3> to !llvm.ptr<7>
        nvvm.cp.async.bulk.tensor.shared.cluster.global %d, %map, %full, box[%c0_i32, %c0_i32] : !llvm.ptr<7>, !llvm.ptr
        nvvm.cp.async.bulk.tensor.shared.cluster.global %d, %map, %full, box[%c0_i32, %c32_i32] : !llvm.ptr<7>, !llvm.ptr
      }
    } else {
      %lane = arith.remui %tid, %c32 : index
      %lane0 = arith.cmpi eq, %lane, %c0 : index
      scf.if %lane0 {
        %t = nvvm.mbarrier.arrive %empty : !llvm.ptr<3> -> i64
      }
      nvvm.barrier id = %c1_i32 number_of_threads = %c128_i32
    }
    gpu.return
  }
}
}

// -----

// Arrivals: fewer than the init count (the waiter hangs).
gpu.module @k {
  gpu.func @too_few() kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c2_i32 = arith.constant 2 : i32
    %smem = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
    %ring = memref.view %smem[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<1xi64, #gpu.address_space<workgroup>>
    %base = memref.extract_aligned_pointer_as_index %ring : memref<1xi64, #gpu.address_space<workgroup>> -> index
    %i = arith.index_castui %base : index to i64
    %bar = llvm.inttoptr %i : i64 to !llvm.ptr<3>
    %tid = gpu.thread_id x
    %first = arith.cmpi eq, %tid, %c0 : index
    // expected-note @below {{initialized here}}
    nvvm.mbarrier.init %bar, %c2_i32, predicate = %first : !llvm.ptr<3>, i32, i1
    scf.if %first {
      // expected-error @below {{1 thread arrive on this mbarrier per step, but it was initialized to expect 2: its phase never completes and the waiter hangs}}
      %t = nvvm.mbarrier.arrive %bar : !llvm.ptr<3> -> i64
    }
    gpu.return
  }
}

// -----

// Arrivals: elect.sync picks a lane per warp, so four warps arrive four
// times on a barrier that expects one (a race into the next phase).
gpu.module @k {
  gpu.func @elect_per_warp() kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1_i32 = arith.constant 1 : i32
    %smem = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
    %ring = memref.view %smem[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<1xi64, #gpu.address_space<workgroup>>
    %base = memref.extract_aligned_pointer_as_index %ring : memref<1xi64, #gpu.address_space<workgroup>> -> index
    %i = arith.index_castui %base : index to i64
    %bar = llvm.inttoptr %i : i64 to !llvm.ptr<3>
    %tid = gpu.thread_id x
    %first = arith.cmpi eq, %tid, %c0 : index
    // expected-note @below {{initialized here}}
    nvvm.mbarrier.init %bar, %c1_i32, predicate = %first : !llvm.ptr<3>, i32, i1
    %e = nvvm.elect.sync -> i1
    scf.if %e {
      // expected-error @below {{4 threads arrive on this mbarrier per step, but it was initialized to expect 1: its phase completes before every arrival}}
      %t = nvvm.mbarrier.arrive %bar : !llvm.ptr<3> -> i64
    }
    gpu.return
  }
}

// -----

// Arrivals across a cluster: each block frees the stage locally and in
// its peer (mapa), so every barrier gets its own block's and the peer's
// warps, 8 in all, against an init count of 4.
gpu.module @k {
  gpu.func @peer_arrivals() kernel attributes {known_block_size = array<i32: 128, 1, 1>, nvvm.cluster_dim = array<i32: 2, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %c1_i32 = arith.constant 1 : i32
    %c4_i32 = arith.constant 4 : i32
    %smem = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
    %ring = memref.view %smem[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<1xi64, #gpu.address_space<workgroup>>
    %base = memref.extract_aligned_pointer_as_index %ring : memref<1xi64, #gpu.address_space<workgroup>> -> index
    %i = arith.index_castui %base : index to i64
    %bar = llvm.inttoptr %i : i64 to !llvm.ptr<3>
    %tid = gpu.thread_id x
    %first = arith.cmpi eq, %tid, %c0 : index
    // expected-note @below {{initialized here}}
    nvvm.mbarrier.init %bar, %c4_i32, predicate = %first : !llvm.ptr<3>, i32, i1
    %rank = nvvm.read.ptx.sreg.cluster.ctarank : i32
    %lane = arith.remui %tid, %c32 : index
    %lane0 = arith.cmpi eq, %lane, %c0 : index
    scf.if %lane0 {
      // expected-error @below {{8 threads arrive on this mbarrier per step in block 0 of the cluster, but it was initialized to expect 4}}
      %t = nvvm.mbarrier.arrive %bar : !llvm.ptr<3> -> i64
      %peer = arith.xori %rank, %c1_i32 : i32
      %remote = nvvm.mapa %bar, %peer : !llvm.ptr<3> -> !llvm.ptr<7>
      nvvm.mbarrier.arrive %remote : !llvm.ptr<7>
    }
    gpu.return
  }
}

// -----

// expect-tx: two boxes of 8 KiB announced as 8 KiB (the phase completes
// while the second still lands).
module attributes {gpu.container_module} {
func.func @host(%A: memref<256x256xf16>) {
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %map = tile.tensor_map %A dims [256, 256] strides [512] box [64, 64] swizzle 128 : memref<256x256xf16>
  gpu.launch_func @k::@expect_too_few blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1) args(%map : !llvm.ptr)
  return
}
gpu.module @k {
  gpu.func @expect_too_few(%map: !llvm.ptr) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c64_i32 = arith.constant 64 : i32
    %c8192_i32 = arith.constant 8192 : i32
    %smem = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
    %ring = memref.view %smem[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<1xi64, #gpu.address_space<workgroup>>
    %base = memref.extract_aligned_pointer_as_index %ring : memref<1xi64, #gpu.address_space<workgroup>> -> index
    %i = arith.index_castui %base : index to i64
    %bar = llvm.inttoptr %i : i64 to !llvm.ptr<3>
    %tid = gpu.thread_id x
    %first = arith.cmpi eq, %tid, %c0 : index
    nvvm.mbarrier.init %bar, %c1_i32, predicate = %first : !llvm.ptr<3>, i32, i1
    scf.if %first {
      // expected-error @below {{this mbarrier expects 8192 bytes, but the TMA boxes issued on it bring 16384: its phase completes while boxes still land}}
      nvvm.mbarrier.arrive.expect_tx %bar, %c8192_i32 : !llvm.ptr<3>, i32
      %d = llvm.addrspacecast %bar : !llvm.ptr<3> to !llvm.ptr<7>
      nvvm.cp.async.bulk.tensor.shared.cluster.global %d, %map, %bar, box[%c0_i32, %c0_i32] : !llvm.ptr<7>, !llvm.ptr
      nvvm.cp.async.bulk.tensor.shared.cluster.global %d, %map, %bar, box[%c0_i32, %c64_i32] : !llvm.ptr<7>, !llvm.ptr
    }
    gpu.return
  }
}
}

// -----

// expect-tx under a choice no thread's identity makes (a tile whole or
// reaching past the tensor's last row, known at run time): each branch is
// an alternative, counted on its own. The whole tile's 5-d box brings 8
// KiB; the edge tile's 8-row boxes bring only 6 (three of the four), so
// the barrier waits for bytes that never come where the condition is
// false.
module attributes {gpu.container_module} {
func.func @host(%A: memref<200x64xf16>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c32 = arith.constant 32 : index
  %whole = tile.tensor_map %A dims [64, 8, 2, 4, 5] strides [128, 4096, 1024, 4096] box [64, 8, 2, 4, 1] swizzle 128 : memref<200x64xf16>
  %rows = tile.tensor_map %A dims [64, 200] strides [128] box [64, 16] swizzle 128 : memref<200x64xf16>
  gpu.launch_func @k::@edge_short blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1) args(%whole : !llvm.ptr, %rows : !llvm.ptr)
  return
}
gpu.module @k {
  gpu.func @edge_short(%whole: !llvm.ptr, %rows: !llvm.ptr) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c128 = arith.constant 128 : index
    %c200 = arith.constant 200 : index
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c16_i32 = arith.constant 16 : i32
    %c32_i32 = arith.constant 32 : i32
    %c8192_i32 = arith.constant 8192 : i32
    %smem = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
    %ring = memref.view %smem[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<1xi64, #gpu.address_space<workgroup>>
    %base = memref.extract_aligned_pointer_as_index %ring : memref<1xi64, #gpu.address_space<workgroup>> -> index
    %i = arith.index_castui %base : index to i64
    %bar = llvm.inttoptr %i : i64 to !llvm.ptr<3>
    %tid = gpu.thread_id x
    %bx = gpu.block_id x
    %first = arith.cmpi eq, %tid, %c0 : index
    nvvm.mbarrier.init %bar, %c1_i32, predicate = %first : !llvm.ptr<3>, i32, i1
    %row = arith.muli %bx, %c128 : index
    %end = arith.addi %row, %c128 : index
    scf.if %first {
      // expected-error @below {{this mbarrier expects 8192 bytes, but the TMA boxes issued on it bring 6144: its phase never completes and the waiter hangs}}
      nvvm.mbarrier.arrive.expect_tx %bar, %c8192_i32 : !llvm.ptr<3>, i32
      %d = llvm.addrspacecast %bar : !llvm.ptr<3> to !llvm.ptr<7>
      // expected-note @below {{where this condition is false}}
      %fits = arith.cmpi ule, %end, %c200 : index
      scf.if %fits {
        nvvm.cp.async.bulk.tensor.shared.cluster.global %d, %whole, %bar, box[%c0_i32, %c0_i32, %c0_i32, %c0_i32, %c0_i32] : !llvm.ptr<7>, !llvm.ptr
      } else {
        nvvm.cp.async.bulk.tensor.shared.cluster.global %d, %rows, %bar, box[%c0_i32, %c0_i32] : !llvm.ptr<7>, !llvm.ptr
        nvvm.cp.async.bulk.tensor.shared.cluster.global %d, %rows, %bar, box[%c0_i32, %c16_i32] : !llvm.ptr<7>, !llvm.ptr
        nvvm.cp.async.bulk.tensor.shared.cluster.global %d, %rows, %bar, box[%c0_i32, %c32_i32] : !llvm.ptr<7>, !llvm.ptr
      }
    }
    gpu.return
  }
}
}

// -----

// expect-tx with multicast: block 0 issues a box into both blocks, but
// each block announces only the boxes it issues itself: block 1 expects 0
// bytes and gets 8192.
module attributes {gpu.container_module} {
func.func @host(%A: memref<256x256xf16>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c32 = arith.constant 32 : index
  %map = tile.tensor_map %A dims [256, 256] strides [512] box [64, 64] swizzle 128 : memref<256x256xf16>
  gpu.launch_func @k::@multicast blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1) args(%map : !llvm.ptr)
  return
}
gpu.module @k {
  gpu.func @multicast(%map: !llvm.ptr) kernel attributes {known_block_size = array<i32: 32, 1, 1>, nvvm.cluster_dim = array<i32: 2, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c3_i16 = arith.constant 3 : i16
    %c8192_i32 = arith.constant 8192 : i32
    %smem = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
    %ring = memref.view %smem[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<1xi64, #gpu.address_space<workgroup>>
    %base = memref.extract_aligned_pointer_as_index %ring : memref<1xi64, #gpu.address_space<workgroup>> -> index
    %i = arith.index_castui %base : index to i64
    %bar = llvm.inttoptr %i : i64 to !llvm.ptr<3>
    %tid = gpu.thread_id x
    %first = arith.cmpi eq, %tid, %c0 : index
    nvvm.mbarrier.init %bar, %c1_i32, predicate = %first : !llvm.ptr<3>, i32, i1
    %rank = nvvm.read.ptx.sreg.cluster.ctarank : i32
    %zero = arith.cmpi eq, %rank, %c0_i32 : i32
    %bytes = arith.select %zero, %c8192_i32, %c0_i32 : i32
    scf.if %first {
      // expected-error @below {{this mbarrier expects 0 bytes in block 1 of the cluster, but the TMA boxes issued on it bring 8192: its phase completes while boxes still land}}
      nvvm.mbarrier.arrive.expect_tx %bar, %bytes : !llvm.ptr<3>, i32
      %d = llvm.addrspacecast %bar : !llvm.ptr<3> to !llvm.ptr<7>
      scf.if %zero {
        nvvm.cp.async.bulk.tensor.shared.cluster.global %d, %map, %bar, box[%c0_i32, %c0_i32] multicast_mask = %c3_i16 : !llvm.ptr<7>, !llvm.ptr
      }
    }
    gpu.return
  }
}
}

// -----

// Named barriers: the consumers' barrier counts 256 threads, but only the
// 128 of the first warpgroup get there.
gpu.module @k {
  gpu.func @named_count() kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %c128 = arith.constant 128 : index
    %c1_i32 = arith.constant 1 : i32
    %c256_i32 = arith.constant 256 : i32
    %tid = gpu.thread_id x
    %low = arith.cmpi ult, %tid, %c128 : index
    scf.if %low {
      // expected-error @below {{barrier 1 waits for 256 threads, but 128 reach it: it never completes (a hang); a role's threads synchronize with a named barrier of their own count}}
      nvvm.barrier id = %c1_i32 number_of_threads = %c256_i32
    }
    gpu.return
  }
}

// -----

// Named barriers whose id depends on the thread: each warpgroup has its
// own (1 + tid / 128, 128 threads), which holds; the second pair lets one
// warpgroup through with the other's bar.arrive (256 threads between
// them), which holds too; the third waits for 256 threads of a barrier
// that one warpgroup reaches and no bar.arrive completes.
gpu.module @k {
  gpu.func @group_ids() kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %c128 = arith.constant 128 : index
    %c1_i32 = arith.constant 1 : i32
    %c3_i32 = arith.constant 3 : i32
    %c5_i32 = arith.constant 5 : i32
    %c128_i32 = arith.constant 128 : i32
    %c256_i32 = arith.constant 256 : i32
    %tid = gpu.thread_id x
    %g = arith.divui %tid, %c128 : index
    %g32 = arith.index_castui %g : index to i32
    %own = arith.addi %g32, %c1_i32 : i32
    nvvm.barrier id = %own number_of_threads = %c128_i32
    %low = arith.cmpi ult, %tid, %c128 : index
    scf.if %low {
      nvvm.barrier id = %c3_i32 number_of_threads = %c256_i32
    } else {
      nvvm.barrier.arrive id = %c3_i32 number_of_threads = %c256_i32
    }
    scf.if %low {
      // expected-error @below {{barrier 5 waits for 256 threads, but 128 reach it and no bar.arrive on it brings the rest: it never completes (a hang)}}
      nvvm.barrier id = %c5_i32 number_of_threads = %c256_i32
    }
    gpu.return
  }
}

// -----

// Named barriers: one id with two counts.
gpu.module @k {
  gpu.func @two_counts() kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %c1_i32 = arith.constant 1 : i32
    %c128_i32 = arith.constant 128 : i32
    %c256_i32 = arith.constant 256 : i32
    nvvm.barrier id = %c1_i32 number_of_threads = %c256_i32
    // expected-error @below {{barrier 1 counts 128 threads here but 256 elsewhere}}
    nvvm.barrier id = %c1_i32 number_of_threads = %c128_i32
    gpu.return
  }
}

// -----

// Named barriers: ids and counts the hardware does not have.
gpu.module @k {
  gpu.func @bad_ids() kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
    %c1_i32 = arith.constant 1 : i32
    %c16_i32 = arith.constant 16 : i32
    %c100_i32 = arith.constant 100 : i32
    %c128_i32 = arith.constant 128 : i32
    // expected-error @below {{barrier id 16 is not one of the 16 a block has (0 to 15)}}
    nvvm.barrier id = %c16_i32 number_of_threads = %c128_i32
    // expected-error @below {{barrier 1 counts 100 threads: the count must be a multiple of 32 (whole warps) up to the block's 128}}
    nvvm.barrier id = %c1_i32 number_of_threads = %c100_i32
    gpu.return
  }
}

// -----

// A block-wide barrier inside the consumers' branch: the producer warp
// never gets there.
gpu.module @k {
  gpu.func @block_barrier_in_role() kernel attributes {known_block_size = array<i32: 160, 1, 1>} {
    %c0_i32 = arith.constant 0 : i32
    %c4_i32 = arith.constant 4 : i32
    %c32_i32 = arith.constant 32 : i32
    %tid = gpu.thread_id x
    %t32 = arith.index_castui %tid : index to i32
    %warp = arith.divui %t32, %c32_i32 : i32
    %w0, %valid = gpu.shuffle idx %warp, %c0_i32, %c32_i32 : i32
    %consumer = arith.cmpi ult, %w0, %c4_i32 : i32
    scf.if %consumer {
      // expected-error @below {{this block-wide barrier waits for all 160 threads, but 128 reach it: it never completes (a hang)}}
      gpu.barrier
    }
    gpu.return
  }
}

// -----

// A lane's condition: gpu.lane_id is the thread's id modulo 32.
gpu.module @k {
  gpu.func @block_barrier_under_lane() kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
    %c0 = arith.constant 0 : index
    %lane = gpu.lane_id
    %first = arith.cmpi eq, %lane, %c0 : index
    scf.if %first {
      // expected-error @below {{this block-wide barrier waits for all 128 threads, but 4 reach it: it never completes (a hang)}}
      gpu.barrier
    }
    gpu.return
  }
}

// -----

// A loop whose trip count is the thread's id: thread t passes the barrier
// t times.
gpu.module @k {
  gpu.func @block_barrier_in_thread_loop() kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %tid = gpu.thread_id x
    // expected-note @below {{this loop runs a different number of times in different threads}}
    scf.for %i = %c0 to %tid step %c1 {
      // expected-error @below {{a block-wide barrier in a loop whose trip count differs between threads: threads pass it different numbers of times, which hangs; give the loop bounds that are the same for the whole block}}
      gpu.barrier
    }
    gpu.return
  }
}

// -----

// setmaxnreg on one warp of a warpgroup.
gpu.module @k {
  gpu.func @partial_warpgroup() kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %c32 = arith.constant 32 : index
    %tid = gpu.thread_id x
    %warp0 = arith.cmpi ult, %tid, %c32 : index
    scf.if %warp0 {
      // expected-error @below {{setmaxnreg is reached by 32 threads of warpgroup 0 (threads 0 to 127): all four warps of a warpgroup must run it, or they hang}}
      nvvm.setmaxregister decrease 40
    }
    gpu.return
  }
}

// -----

// setmaxnreg beyond the register file: three warpgroups of 232.
gpu.module @k {
  gpu.func @over_budget() kernel attributes {known_block_size = array<i32: 384, 1, 1>} {
    // expected-error @below {{the warpgroups' register budgets come to 89088 registers, more than the 65536 of sm_90a's register file}}
    nvvm.setmaxregister increase 232
    gpu.return
  }
}

// -----

// Parity: group g waits on barrier g mod 2 of a ring of two, whose phases
// alternate every second group; g & 1 is the parity of the wrong phase.
gpu.module @k {
  gpu.func @parity() kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c64 = arith.constant 64 : index
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %smem = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
    %ring = memref.view %smem[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<2xi64, #gpu.address_space<workgroup>>
    %base = memref.extract_aligned_pointer_as_index %ring : memref<2xi64, #gpu.address_space<workgroup>> -> index
    %tid = gpu.thread_id x
    %first = arith.cmpi eq, %tid, %c0 : index
    %i0 = arith.index_castui %base : index to i64
    %b0 = llvm.inttoptr %i0 : i64 to !llvm.ptr<3>
    nvvm.mbarrier.init %b0, %c1_i32, predicate = %first : !llvm.ptr<3>, i32, i1
    %o1 = arith.addi %base, %c8 : index
    %i1 = arith.index_castui %o1 : index to i64
    %b1 = llvm.inttoptr %i1 : i64 to !llvm.ptr<3>
    nvvm.mbarrier.init %b1, %c1_i32, predicate = %first : !llvm.ptr<3>, i32, i1
    scf.for %g = %c0 to %c64 step %c1 {
      %g32 = arith.index_castui %g : index to i32
      %slot = arith.remui %g32, %c2_i32 : i32
      %slotx = arith.index_castui %slot : i32 to index
      %off = arith.muli %slotx, %c8 : index
      %at = arith.addi %base, %off : index
      %ai = arith.index_castui %at : index to i64
      %bar = llvm.inttoptr %ai : i64 to !llvm.ptr<3>
      %parity = arith.andi %g32, %c1_i32 : i32
      %ticks = arith.constant 1000000 : i32
      // expected-error @below {{when the counter is 1, this wait is the 1st on the mbarrier at byte 8 of its ring, so it waits for parity 0, but it asks for parity 1}}
      nvvm.mbarrier.try_wait.parity %bar, %parity, %ticks : !llvm.ptr<3>, i32, i32
    }
    gpu.return
  }
}

// -----

// Without known_block_size nothing can be counted, and nothing is judged.
gpu.module @k {
  gpu.func @unknown_block() kernel {
    %c0 = arith.constant 0 : index
    %tid = gpu.thread_id x
    %first = arith.cmpi eq, %tid, %c0 : index
    scf.if %first {
      gpu.barrier
    }
    gpu.return
  }
}

// -----

// Two groups of 128 threads take turns: group g syncs on barrier 3 + g
// with 256 threads (its own and the other group's arrival) and, leaving,
// arrives on the other's. Nobody arrives before the loop, so each group
// waits for an arrival that comes after the other's own wait: no first
// turn.
gpu.module @k {
  gpu.func @no_first_turn(%n: index) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %c3_i32 = arith.constant 3 : i32
    %c128_i32 = arith.constant 128 : i32
    %c256_i32 = arith.constant 256 : i32
    %tid = gpu.thread_id x
    %t32 = arith.index_castui %tid : index to i32
    %group = arith.divui %t32, %c128_i32 : i32
    %mine = arith.addi %group, %c3_i32 : i32
    %g1 = arith.addi %group, %c1_i32 : i32
    %next = arith.remui %g1, %c2_i32 : i32
    %theirs = arith.addi %next, %c3_i32 : i32
    scf.for %i = %c0 to %n step %c1 {
      // expected-error @below {{barrier 3 is completed only by bar.arrive that the arriving threads reach after a barrier of this kind of their own, which waits in turn: none of them gets the first turn (a hang)}}
      nvvm.barrier id = %mine number_of_threads = %c256_i32
      nvvm.barrier.arrive id = %theirs number_of_threads = %c256_i32
    }
    gpu.return
  }
}

// -----

// The same with group 1 arriving on group 0's barrier before the loop
// (tile.ordered's pre-arrival for turn 0): it checks.
gpu.module @k {
  gpu.func @first_turn(%n: index) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %c3_i32 = arith.constant 3 : i32
    %c128_i32 = arith.constant 128 : i32
    %c256_i32 = arith.constant 256 : i32
    %tid = gpu.thread_id x
    %t32 = arith.index_castui %tid : index to i32
    %group = arith.divui %t32, %c128_i32 : i32
    %mine = arith.addi %group, %c3_i32 : i32
    %g1 = arith.addi %group, %c1_i32 : i32
    %next = arith.remui %g1, %c2_i32 : i32
    %theirs = arith.addi %next, %c3_i32 : i32
    %last = arith.cmpi eq, %group, %c1_i32 : i32
    scf.if %last {
      nvvm.barrier.arrive id = %c3_i32 number_of_threads = %c256_i32
    }
    scf.for %i = %c0 to %n step %c1 {
      nvvm.barrier id = %mine number_of_threads = %c256_i32
      nvvm.barrier.arrive id = %theirs number_of_threads = %c256_i32
    }
    gpu.return
  }
}

// -----

// Cluster barriers: block 1 of the cluster arrives once more than block 0
// (a combine over the cluster that only some blocks run): block 0's last
// wait never completes.
gpu.module @k {
  gpu.func @uneven_cluster_arrivals() kernel attributes {known_block_size = array<i32: 128, 1, 1>, nvvm.cluster_dim = array<i32: 2, 1, 1>} {
    %c0_i32 = arith.constant 0 : i32
    nvvm.cluster.arrive {aligned}
    nvvm.cluster.wait {aligned}
    %rank = nvvm.read.ptx.sreg.cluster.ctarank : i32
    %peer = arith.cmpi ne, %rank, %c0_i32 : i32
    scf.if %peer {
      // expected-error @below {{thread 0 of block 1 of the cluster arrives on the cluster barrier 2 times, thread 0 of block 0 1 times: every thread of the cluster must arrive as often, or the cluster's waits never complete}}
      nvvm.cluster.arrive {aligned}
      nvvm.cluster.wait {aligned}
    }
    gpu.return
  }
}

// -----

// Every thread of both blocks arrives twice: nothing to report.
gpu.module @k {
  gpu.func @even_cluster_arrivals() kernel attributes {known_block_size = array<i32: 128, 1, 1>, nvvm.cluster_dim = array<i32: 2, 1, 1>} {
    %c0_i32 = arith.constant 0 : i32
    nvvm.cluster.arrive {aligned}
    nvvm.cluster.wait {aligned}
    %rank = nvvm.read.ptx.sreg.cluster.ctarank : i32
    %root = arith.cmpi eq, %rank, %c0_i32 : i32
    scf.if %root {
      %x = arith.addi %rank, %rank : i32
    }
    nvvm.cluster.arrive {aligned}
    nvvm.cluster.wait {aligned}
    gpu.return
  }
}

// -----

// Cluster barriers under a condition on the block's coordinate: blocks of
// one cluster differ along the cluster's dimension (here x, two blocks a
// cluster), so only the even block of each pair arrives: the odd one never
// does, and the even one waits forever.
gpu.module @k {
  gpu.func @block_dependent_cluster_arrivals() kernel attributes {known_block_size = array<i32: 128, 1, 1>, known_grid_size = array<i32: 4, 1, 1>, nvvm.cluster_dim = array<i32: 2, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %bx = gpu.block_id x
    %r = arith.remui %bx, %c2 : index
    %even = arith.cmpi eq, %r, %c0 : index
    scf.if %even {
      // expected-error @below {{thread 0 of block 1 of the cluster arrives on the cluster barrier 0 times, thread 0 of block 0 1 times}}
      nvvm.cluster.arrive {aligned}
      nvvm.cluster.wait {aligned}
    }
    gpu.return
  }
}

// -----

// A condition on a coordinate the cluster does not span (y, with clusters
// along x) is the same in all its blocks: every thread arrives, or none.
gpu.module @k {
  gpu.func @uniform_block_condition() kernel attributes {known_block_size = array<i32: 128, 1, 1>, known_grid_size = array<i32: 2, 4, 1>, nvvm.cluster_dim = array<i32: 2, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %by = gpu.block_id y
    %r = arith.remui %by, %c2 : index
    %even = arith.cmpi eq, %r, %c0 : index
    scf.if %even {
      nvvm.cluster.arrive {aligned}
      nvvm.cluster.wait {aligned}
    }
    gpu.return
  }
}

// -----

// Loops whose bounds read per-thread or per-block values but run the same
// number of times in every thread are not errors: a persistent tile loop
// (the block's id and the grid), and a strided loop from the thread's id.
gpu.module @k {
  gpu.func @uniform_trip_counts() kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %c1024 = arith.constant 1024 : index
    %bid = nvvm.read.ptx.sreg.ctaid.x : i32
    %grid = nvvm.read.ptx.sreg.nctaid.x : i32
    %b = arith.index_cast %bid : i32 to index
    %g = arith.index_cast %grid : i32 to index
    scf.for %t = %b to %c64 step %g {
      gpu.barrier
    }
    %tid = gpu.thread_id x
    %end = arith.addi %tid, %c1024 : index
    scf.for %i = %tid to %end step %c128 {
      gpu.barrier
    }
    gpu.return
  }
}

// -----

// gpu.subgroup_id is the thread's warp: a barrier under warp 0 hangs.
gpu.module @k {
  gpu.func @block_barrier_under_subgroup() kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
    %c0 = arith.constant 0 : index
    %warp = gpu.subgroup_id : index
    %first = arith.cmpi eq, %warp, %c0 : index
    scf.if %first {
      // expected-error @below {{this block-wide barrier waits for all 128 threads, but 32 reach it: it never completes (a hang)}}
      gpu.barrier
    }
    gpu.return
  }
}
