// RUN: tile-opt %s -split-input-file -verify-diagnostics

// One case per diagnostic of the tile dialect's verifiers, attribute
// verifiers, discardable-attribute verifiers and custom parsers.

//===----------------------------------------------------------------------===//
// tile.launch
//===----------------------------------------------------------------------===//

func.func @launch_grid_mismatch(%g: index) {
  // expected-error @+1 {{expected one grid size per block coordinate (2 coordinate(s), 1 size(s))}}
  tile.launch blocks(%bx, %by) in (%g) threads(128) {
  }
  return
}

// -----

func.func @launch_rank0() {
  // expected-error @+1 {{'tile.launch' op grid must have 1 to 3 dimensions, got 0}}
  tile.launch blocks() in () threads(128) {
  }
  return
}

// -----

func.func @launch_rank4(%g: index) {
  // expected-error @+1 {{'tile.launch' op grid must have 1 to 3 dimensions, got 4}}
  tile.launch blocks(%a, %b, %c, %d) in (%g, %g, %g, %g) threads(128) {
  }
  return
}

// -----

func.func @launch_threads_not_warps(%g: index) {
  // expected-error @+1 {{'tile.launch' op threads(48) must be a multiple of 32 (whole warps) and at most 1024}}
  tile.launch blocks(%bx) in (%g) threads(48) {
  }
  return
}

// -----

func.func @launch_threads_too_many(%g: index) {
  // expected-error @+1 {{'tile.launch' op threads(2048) must be a multiple of 32 (whole warps) and at most 1024}}
  tile.launch blocks(%bx) in (%g) threads(2048) {
  }
  return
}

// -----

func.func @launch_threads_nonpositive(%g: index) {
  // ODS rejects a non-positive count before the custom verifier runs.
  // expected-error @+1 {{'tile.launch' op attribute 'threads' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive}}
  tile.launch blocks(%bx) in (%g) threads(0) {
  }
  return
}

// -----

func.func @launch_swizzle_nonpositive(%g: index) {
  // expected-error @+1 {{'tile.launch' op l2_swizzle(0) must be a panel height of 1 to 65535 block rows (a grid's y extent is at most 65535)}}
  tile.launch blocks(%bx, %by) in (%g, %g) threads(128) l2_swizzle(0) {
  }
  return
}

// -----

func.func @launch_swizzle_negative(%g: index) {
  // expected-error @+1 {{'tile.launch' op l2_swizzle(-1) must be a panel height}}
  tile.launch blocks(%bx, %by) in (%g, %g) threads(128) l2_swizzle(-1) {
  }
  return
}

// -----

// A panel times the grid's width must not wrap (every block would take one tile).
func.func @launch_swizzle_huge(%g: index) {
  // expected-error @+1 {{'tile.launch' op l2_swizzle(4611686018427387904) must be a panel height}}
  tile.launch blocks(%bx, %by) in (%g, %g) threads(128) l2_swizzle(4611686018427387904) {
  }
  return
}

// -----

func.func @launch_swizzle_1d(%g: index) {
  // expected-error @+1 {{'tile.launch' op l2_swizzle needs a grid of at least 2 dimensions to rasterize}}
  tile.launch blocks(%bx) in (%g) threads(128) l2_swizzle(4) {
  }
  return
}

// -----

func.func @launch_nested(%g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    // expected-error @+1 {{'tile.launch' op cannot be nested in another tile.launch}}
    tile.launch blocks(%by) in (%g) threads(128) {
    }
  }
  return
}

// -----

func.func @launch_body_args(%g: index) {
  // expected-error @+1 {{'tile.launch' op body must take 1 index block coordinate(s)}}
  "tile.launch"(%g) <{operandSegmentSizes = array<i32: 1, 0, 0>, threads = 128 : i64}> ({
  ^bb0(%a: index, %b: index):
    "tile.yield"() : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @launch_body_arg_type(%g: index) {
  // expected-error @+1 {{'tile.launch' op body must take 1 index block coordinate(s)}}
  "tile.launch"(%g) <{operandSegmentSizes = array<i32: 1, 0, 0>, threads = 128 : i64}> ({
  ^bb0(%a: i32):
    "tile.yield"() : () -> ()
  }) : (index) -> ()
  return
}

//===----------------------------------------------------------------------===//
// tile.param
//===----------------------------------------------------------------------===//

// -----

func.func @param_name_digit() {
  // expected-error @+1 {{'tile.param' op parameter name '1N' must be an identifier ([A-Za-z_][A-Za-z0-9_]*)}}
  %0 = tile.param "1N" = 1 : index
  return
}

// -----

func.func @param_name_empty() {
  // expected-error @+1 {{'tile.param' op parameter name '' must be an identifier}}
  %0 = tile.param "" = 1 : index
  return
}

// -----

func.func @param_multiple_default() {
  // expected-error @+1 {{'tile.param' op default 1000 of parameter 'M' is not a multiple of 128, as multiple_of states}}
  %0 = tile.param "M" = 1000 multiple_of 128 : index
  return
}

// -----

func.func @param_multiple_candidate() {
  // expected-error @+1 {{'tile.param' op candidate 96 of parameter 'block' is not a multiple of 64, as multiple_of states}}
  %0 = tile.param "block" = 128 in [96, 128] multiple_of 64 : index
  return
}

// -----

func.func @param_multiple_zero() {
  // expected-error @+1 {{'tile.param' op multiple_of 0 of parameter 'M' must be positive}}
  %0 = tile.param "M" = 128 multiple_of 0 : index
  return
}

// -----

func.func @param_name_dash() {
  // expected-error @+1 {{'tile.param' op parameter name 'block-M' must be an identifier}}
  %0 = tile.param "block-M" = 1 : index
  return
}

// -----

func.func @param_no_candidates() {
  // expected-error @+1 {{'tile.param' op parameter 'N' lists no candidate values}}
  %0 = tile.param "N" = 1 in [] : index
  return
}

// -----

func.func @param_default_not_candidate() {
  // expected-error @+1 {{'tile.param' op default 100 of parameter 'block' is not among its candidates}}
  %0 = tile.param "block" = 100 in [64, 128] : index
  return
}

// -----

func.func @param_duplicate() {
  %0 = tile.param "N" = 1 : index
  // expected-error @+1 {{'tile.param' op parameter 'N' is already declared at loc(}}
  %1 = tile.param "N" = 2 : index
  return
}

//===----------------------------------------------------------------------===//
// Allocations
//===----------------------------------------------------------------------===//

// -----

func.func @alloc_shared_space(%g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    // expected-error @+1 {{'tile.alloc_shared' op result must be in memory space #tile.shared, got 'memref<16xf32, #tile.fragment>'}}
    %0 = tile.alloc_shared() : memref<16xf32, #tile.fragment>
  }
  return
}

// -----

func.func @alloc_fragment_space(%g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    // expected-error @+1 {{'tile.alloc_fragment' op result must be in memory space #tile.fragment, got 'memref<16xf32>'}}
    %0 = tile.alloc_fragment() : memref<16xf32>
  }
  return
}

// -----

func.func @alloc_local_space(%g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    // expected-error @+1 {{'tile.alloc_local' op result must be in memory space #tile.local, got 'memref<16xf32, #tile.shared>'}}
    %0 = tile.alloc_local() : memref<16xf32, #tile.shared>
  }
  return
}

// -----

func.func @alloc_dynamic_sizes(%g: index, %n: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    // expected-error @+1 {{'tile.alloc_fragment' op expects 2 dynamic size operand(s) for 'memref<?x?xf32, #tile.fragment>', got 1}}
    %0 = tile.alloc_fragment(%n) : memref<?x?xf32, #tile.fragment>
  }
  return
}

// -----

func.func @alloc_layout_map(%g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    // expected-error @+1 {{'tile.alloc_shared' op tile buffers take no memref layout map; put the tile layout in the 'layout' attribute}}
    %0 = tile.alloc_shared() : memref<16x16xf16, strided<[32, 1]>, #tile.shared>
  }
  return
}

// -----

func.func @alloc_element_type(%g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    // expected-error @+1 {{'tile.alloc_local' op element type 'vector<4xf32>' is not supported in tiles; use integers or floats of 8 bits or more}}
    %0 = tile.alloc_local() : memref<4xvector<4xf32>, #tile.local>
  }
  return
}

// -----

func.func @alloc_zero_dim(%g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    // expected-error @+1 {{'tile.alloc_fragment' op tile dimensions must be positive, got 0x16}}
    %0 = tile.alloc_fragment() : memref<0x16xf32, #tile.fragment>
  }
  return
}

// -----

func.func @alloc_fragment_blocked_rank(%g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    // expected-error @+1 {{'tile.alloc_fragment' op layout has rank 1 but the fragment has rank 2}}
    %0 = tile.alloc_fragment() {layout = #tile.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerBlock = [4], order = [0]>} : memref<16x16xf32, #tile.fragment>
  }
  return
}

// -----

func.func @alloc_fragment_mma_rank(%g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    // expected-error @+1 {{'tile.alloc_fragment' op mma layouts apply to 2-d fragments, got rank 1}}
    %0 = tile.alloc_fragment() {layout = #tile.mma<version = 2, warpsPerBlock = [2, 2], instrShape = [16, 8, 16]>} : memref<256xf32, #tile.fragment>
  }
  return
}

// -----

func.func @alloc_fragment_wgmma_rank(%g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    // expected-error @+1 {{'tile.alloc_fragment' op mma layouts apply to 2-d fragments, got rank 3}}
    %0 = tile.alloc_fragment() {layout = #tile.wgmma<warpGroupsPerBlock = [1, 1], instrShape = [64, 64, 16]>} : memref<2x64x64xf32, #tile.fragment>
  }
  return
}

// -----

func.func @alloc_fragment_operand_rank(%g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    // expected-error @+1 {{'tile.alloc_fragment' op mma layouts apply to 2-d fragments, got rank 1}}
    %0 = tile.alloc_fragment() {layout = #tile.mma_operand<opIdx = 1, parent = #tile.mma<version = 2, warpsPerBlock = [2, 2], instrShape = [16, 8, 16]>>} : memref<64xf16, #tile.fragment>
  }
  return
}

//===----------------------------------------------------------------------===//
// Layout attributes (their verify() errors surface through the parser)
//===----------------------------------------------------------------------===//

// -----

// expected-error @+1 {{sizePerThread, threadsPerWarp, warpsPerBlock and order must have the same rank (got 2, 2, 1, 2)}}
#bad = #tile.blocked<sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerBlock = [4], order = [1, 0]>

// -----

// A warp count whose product overflows (found by the fuzzer: it crashed
// tile-infer-layout's wgmma fit).
// expected-error @+1 {{warpsPerBlock = [4, 4611686018427387904] asks for more than 32 warps; a block has at most 1024 threads}}
#bad = #tile.mma<version = 3, warpsPerBlock = [4, 4611686018427387904], instrShape = [64, 64, 16]>

// -----

// expected-error @+1 {{warpsPerBlock = [8, 8] asks for more than 32 warps; a block has at most 1024 threads}}
#bad = #tile.mma<version = 2, warpsPerBlock = [8, 8], instrShape = [16, 8, 16]>

// -----

// expected-error @+1 {{sizePerThread = [0, 4] must hold positive values}}
#bad = #tile.blocked<sizePerThread = [0, 4], threadsPerWarp = [4, 8], warpsPerBlock = [4, 1], order = [1, 0]>

// -----

// expected-error @+1 {{threadsPerWarp = [-4, 8] must hold positive values}}
#bad = #tile.blocked<sizePerThread = [1, 4], threadsPerWarp = [-4, 8], warpsPerBlock = [4, 1], order = [1, 0]>

// -----

// expected-error @+1 {{warpsPerBlock = [4, 0] must hold positive values}}
#bad = #tile.blocked<sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerBlock = [4, 0], order = [1, 0]>

// -----

// A sizePerThread entry bounded so that the block tile cannot overflow
// (2^62 made a later division by zero).
// expected-error @+1 {{sizePerThread = [4611686018427387904] has an entry above 1024 (a thread holds at most 1024 elements of a fragment)}}
#bad = #tile.blocked<sizePerThread = [4611686018427387904], threadsPerWarp = [32], warpsPerBlock = [1], order = [0]>

// -----

// expected-error @+1 {{threadsPerWarp = [4, 4] must multiply to 32 (got 16)}}
#bad = #tile.blocked<sizePerThread = [1, 4], threadsPerWarp = [4, 4], warpsPerBlock = [4, 1], order = [1, 0]>

// -----

// expected-error @+1 {{order = [1, 1] must be a permutation of the dimensions 0..1}}
#bad = #tile.blocked<sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerBlock = [4, 1], order = [1, 1]>

// -----

// expected-error @+1 {{order = [2, 0] must be a permutation of the dimensions 0..1}}
#bad = #tile.blocked<sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerBlock = [4, 1], order = [2, 0]>

// -----

// expected-error @+1 {{mma layout version 4 is not supported (2: mma.sync, 3: wgmma)}}
#bad = #tile.mma<version = 4, warpsPerBlock = [2, 2], instrShape = [16, 8, 16]>

// -----

// expected-error @+1 {{a wgmma layout (version 3) needs warpsPerBlock = [W, G] with W a multiple of 4 (whole warpgroups along M in each of G column groups), got [2, 2]}}
#bad = #tile.mma<version = 3, warpsPerBlock = [2, 2], instrShape = [64, 128, 16]>

// -----

// expected-error @+1 {{instrShape = [16, 8, 16] is not a wgmma shape (expected [64, N, 16] with N a multiple of 8 up to 256)}}
#bad = #tile.mma<version = 3, warpsPerBlock = [8, 1], instrShape = [16, 8, 16]>

// -----

// expected-error @+1 {{panels arrange a tile for wgmma's 128- or 64-byte swizzle; they need bytes = 128 or 64}}
#bad = #tile.swizzle<bytes = 32, panels = true>

// -----

// expected-error @+1 {{warpgroup_rows arranges a tile for wgmma's 128- or 64-byte swizzle; it needs bytes = 128 or 64}}
#bad = #tile.swizzle<bytes = 32, warpgroup_rows = 4>

// -----

// expected-error @+1 {{warpgroup_rows must be a multiple of 4 (the warps of whole warpgroups), got 6}}
#bad = #tile.swizzle<bytes = 128, warpgroup_rows = 6>

// -----

// 16 rows per warp: a huge count once overflowed to 0 and divided by it.
// expected-error @+1 {{warpgroup_rows counts the warps along the tile's rows: at most 32 (a block's 1024 threads), got 1152921504606846976}}
#huge = #tile.swizzle<bytes = 128, warpgroup_rows = 1152921504606846976>
func.func private @warpgroup_rows_huge() attributes {l = #huge}

// -----

// expected-error @+1 {{warpgroup_cols arranges a transposed A ([K, M]) for wgmma: it needs bytes = 128 and panels = true, without warpgroup_rows}}
#bad = #tile.swizzle<bytes = 128, warpgroup_cols = 8>

// -----

// expected-error @+1 {{warpgroup_cols must be a multiple of 4 up to 32 (the warps of whole warpgroups), got 6}}
#bad = #tile.swizzle<bytes = 128, panels = true, warpgroup_cols = 6>

// -----

// expected-error @+1 {{warpsPerBlock must have 2 entries (got 3)}}
#bad = #tile.mma<version = 2, warpsPerBlock = [2, 2, 1], instrShape = [16, 8, 16]>

// -----

// expected-error @+1 {{warpsPerBlock = [2, 0] must hold positive values}}
#bad = #tile.mma<version = 2, warpsPerBlock = [2, 0], instrShape = [16, 8, 16]>

// -----

// expected-error @+1 {{instrShape = [16, 8, 8] is not an mma.sync shape (expected [16, 8, 16])}}
#bad = #tile.mma<version = 2, warpsPerBlock = [2, 2], instrShape = [16, 8, 8]>

// -----

// expected-error @+1 {{warpGroupsPerBlock must have 2 entries (got 1)}}
#bad = #tile.wgmma<warpGroupsPerBlock = [1], instrShape = [64, 64, 16]>

// -----

// expected-error @+1 {{warpGroupsPerBlock = [0, 1] must hold positive values}}
#bad = #tile.wgmma<warpGroupsPerBlock = [0, 1], instrShape = [64, 64, 16]>

// -----

// expected-error @+1 {{instrShape = [64, 12, 16] is not a wgmma shape (expected [64, N, 16] with N a multiple of 8 up to 256)}}
#bad = #tile.wgmma<warpGroupsPerBlock = [1, 1], instrShape = [64, 12, 16]>

// -----

// expected-error @+1 {{instrShape = [64, 264, 16] is not a wgmma shape}}
#bad = #tile.wgmma<warpGroupsPerBlock = [1, 1], instrShape = [64, 264, 16]>

// -----

// expected-error @+1 {{instrShape = [64, 64] is not a wgmma shape}}
#bad = #tile.wgmma<warpGroupsPerBlock = [1, 1], instrShape = [64, 64]>

// -----

// expected-error @+1 {{opIdx must be 0 (A) or 1 (B), got 2}}
#bad = #tile.mma_operand<opIdx = 2, parent = #tile.mma<version = 2, warpsPerBlock = [2, 2], instrShape = [16, 8, 16]>>

// -----

// expected-error @+1 {{parent of an mma_operand layout must be #tile.mma or #tile.wgmma, got #tile.blocked<sizePerThread = [1], threadsPerWarp = [32], warpsPerBlock = [1], order = [0]>}}
#bad = #tile.mma_operand<opIdx = 0, parent = #tile.blocked<sizePerThread = [1], threadsPerWarp = [32], warpsPerBlock = [1], order = [0]>>

// -----

// expected-error @+1 {{swizzle bytes must be 0, 32, 64 or 128, got 16}}
#bad = #tile.swizzle<bytes = 16>

//===----------------------------------------------------------------------===//
// tile.copy
//===----------------------------------------------------------------------===//

// -----

func.func @copy_element_type(%A: memref<1024xf16>, %g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    %f = tile.alloc_fragment() : memref<128xf32, #tile.fragment>
    // expected-error @+1 {{'tile.copy' op source element type 'f16' differs from destination element type 'f32'; convert in a tile.parallel first}}
    tile.copy %A[%bx] -> %f : memref<1024xf16>, memref<128xf32, #tile.fragment>
  }
  return
}

// -----

func.func @copy_global_global(%A: memref<1024xf32>, %B: memref<128xf32>, %g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    // expected-error @+1 {{'tile.copy' op copies between two global buffers are not supported; stage the tile through shared memory or a fragment}}
    tile.copy %A[%bx] -> %B : memref<1024xf32>, memref<128xf32>
  }
  return
}

// -----

func.func @copy_both_indexed(%A: memref<1024xf32>, %g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    %s = tile.alloc_shared() : memref<512xf32, #tile.shared>
    // expected-error @+1 {{'tile.copy' op only one side of a copy may be indexed; the other side is the tile that gives the region}}
    tile.copy %A[%bx] -> %s[%bx] : memref<1024xf32>, memref<512xf32, #tile.shared>
  }
  return
}

// -----

func.func @copy_offset_count(%A: memref<1024x1024xf32>, %g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    %f = tile.alloc_fragment() : memref<64x64xf32, #tile.fragment>
    // expected-error @+1 {{'tile.copy' op expects 2 offset(s) into 'memref<1024x1024xf32>', got 1}}
    tile.copy %A[%bx] -> %f : memref<1024x1024xf32>, memref<64x64xf32, #tile.fragment>
  }
  return
}

// -----

func.func @copy_window_rank(%C: memref<1024x1024xf32>, %g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    %f = tile.alloc_fragment() : memref<64xf32, #tile.fragment>
    // expected-error @+1 {{'tile.copy' op tile of rank 1 cannot be copied into a window of a rank-2 buffer}}
    tile.copy %f -> %C[%bx, %bx] : memref<64xf32, #tile.fragment>, memref<1024x1024xf32>
  }
  return
}

// -----

func.func @copy_shapes(%g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    %s = tile.alloc_shared() : memref<64x32xf16, #tile.shared>
    %f = tile.alloc_fragment() : memref<32x64xf16, #tile.fragment>
    // expected-error @+1 {{'tile.copy' op shapes 64x32 and 32x64 differ; index the larger buffer with offsets}}
    tile.copy %s -> %f : memref<64x32xf16, #tile.shared>, memref<32x64xf16, #tile.fragment>
  }
  return
}

// -----

func.func @copy_pad_unindexed(%C: memref<1024xf32>, %g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    %f = tile.alloc_fragment() : memref<128xf32, #tile.fragment>
    // expected-error @+1 {{'tile.copy' op 'pad' applies only to loads from an indexed source}}
    tile.copy %f -> %C[%bx] {pad = 0.0 : f32} : memref<128xf32, #tile.fragment>, memref<1024xf32>
  }
  return
}

// -----

func.func @copy_pad_type(%A: memref<1024xf16>, %g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    %f = tile.alloc_fragment() : memref<128xf16, #tile.fragment>
    // expected-error @+1 {{'tile.copy' op pad value type 'f32' differs from the element type 'f16'}}
    tile.copy %A[%bx] -> %f {pad = 0.0 : f32} : memref<1024xf16>, memref<128xf16, #tile.fragment>
  }
  return
}

// -----

func.func @copy_outside_launch(%A: memref<1024xf32>, %i: index) {
  %f = tile.alloc_fragment() : memref<128xf32, #tile.fragment>
  // expected-error @+1 {{'tile.copy' op must be nested in a tile.launch}}
  tile.copy %A[%i] -> %f : memref<1024xf32>, memref<128xf32, #tile.fragment>
  return
}

//===----------------------------------------------------------------------===//
// tile.fill, tile.clear
//===----------------------------------------------------------------------===//

// -----

func.func @fill_global(%C: memref<128xf32>, %g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    %cst = arith.constant 0.0 : f32
    // expected-error @+1 {{'tile.fill' op target must be a shared, fragment or local tile, got global 'memref<128xf32>'; fill a fragment and copy it out}}
    tile.fill %C, %cst : memref<128xf32>, f32
  }
  return
}

// -----

func.func @fill_value_type(%g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    %f = tile.alloc_fragment() : memref<128xf16, #tile.fragment>
    %cst = arith.constant 0.0 : f32
    // expected-error @+1 {{'tile.fill' op value of type 'f32' does not match the element type 'f16'}}
    tile.fill %f, %cst : memref<128xf16, #tile.fragment>, f32
  }
  return
}

// -----

func.func @clear_global(%C: memref<128xf32>, %g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    // expected-error @+1 {{'tile.clear' op target must be a shared, fragment or local tile, got global 'memref<128xf32>'; fill a fragment and copy it out}}
    tile.clear %C : memref<128xf32>
  }
  return
}

//===----------------------------------------------------------------------===//
// tile.gemm
//===----------------------------------------------------------------------===//

// -----

func.func @gemm_a_rank(%g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    %a = tile.alloc_shared() : memref<4096xf16, #tile.shared>
    %b = tile.alloc_shared() : memref<32x128xf16, #tile.shared>
    %c = tile.alloc_fragment() : memref<128x128xf32, #tile.fragment>
    // expected-error @+1 {{'tile.gemm' op A must be a 2-d tile, got 'memref<4096xf16, #tile.shared>'}}
    tile.gemm %a, %b, %c : memref<4096xf16, #tile.shared>, memref<32x128xf16, #tile.shared>, memref<128x128xf32, #tile.fragment>
  }
  return
}

// -----

func.func @gemm_wait_shared(%g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    %a = tile.alloc_shared() : memref<128x32xf16, #tile.shared>
    // expected-error @+1 {{'tile.gemm_wait' op names the accumulators of asynchronous gemms, which are fragments; got shared memory}}
    tile.gemm_wait %a {pending = 0} : memref<128x32xf16, #tile.shared>
  }
  return
}

// -----

func.func @gemm_wait_nothing(%g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    // expected-error @+1 {{'tile.gemm_wait' op must name the accumulators it completes (the fragments the kernel reads after it)}}
    tile.gemm_wait {pending = 0}
  }
  return
}

// -----

func.func @gemm_wait_negative(%g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    %c = tile.alloc_fragment() : memref<128x128xf32, #tile.fragment>
    // expected-error @+1 {{'tile.gemm_wait' op attribute 'pending' failed to satisfy constraint}}
    tile.gemm_wait %c {pending = -1} : memref<128x128xf32, #tile.fragment>
  }
  return
}

// -----

func.func @gemm_two_clears(%g: index, %first: i1) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    %a = tile.alloc_shared() : memref<128x32xf16, #tile.shared>
    %b = tile.alloc_shared() : memref<32x128xf16, #tile.shared>
    %c = tile.alloc_fragment() : memref<128x128xf32, #tile.fragment>
    // expected-error @+1 {{'tile.gemm' op has both clear_accum and clear(...); keep clear_accum to always zero C, clear(%cond) to zero it when %cond holds}}
    tile.gemm %a, %b, %c clear(%first) {clear_accum} : memref<128x32xf16, #tile.shared>, memref<32x128xf16, #tile.shared>, memref<128x128xf32, #tile.fragment>
  }
  return
}

// -----

func.func @gemm_b_rank(%g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    %a = tile.alloc_shared() : memref<128x32xf16, #tile.shared>
    %b = tile.alloc_shared() : memref<1x32x128xf16, #tile.shared>
    %c = tile.alloc_fragment() : memref<128x128xf32, #tile.fragment>
    // expected-error @+1 {{'tile.gemm' op B must be a 2-d tile, got 'memref<1x32x128xf16, #tile.shared>'}}
    tile.gemm %a, %b, %c : memref<128x32xf16, #tile.shared>, memref<1x32x128xf16, #tile.shared>, memref<128x128xf32, #tile.fragment>
  }
  return
}

// -----

func.func @gemm_c_rank(%g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    %a = tile.alloc_shared() : memref<128x32xf16, #tile.shared>
    %b = tile.alloc_shared() : memref<32x128xf16, #tile.shared>
    %c = tile.alloc_fragment() : memref<16384xf32, #tile.fragment>
    // expected-error @+1 {{'tile.gemm' op C must be a 2-d tile, got 'memref<16384xf32, #tile.fragment>'}}
    tile.gemm %a, %b, %c : memref<128x32xf16, #tile.shared>, memref<32x128xf16, #tile.shared>, memref<16384xf32, #tile.fragment>
  }
  return
}

// -----

func.func @gemm_a_global(%A: memref<128x32xf16>, %g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    %b = tile.alloc_shared() : memref<32x128xf16, #tile.shared>
    %c = tile.alloc_fragment() : memref<128x128xf32, #tile.fragment>
    // expected-error @+1 {{'tile.gemm' op A must be in shared memory or a fragment, got global memory}}
    tile.gemm %A, %b, %c : memref<128x32xf16>, memref<32x128xf16, #tile.shared>, memref<128x128xf32, #tile.fragment>
  }
  return
}

// -----

func.func @gemm_b_local(%g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    %a = tile.alloc_shared() : memref<128x32xf16, #tile.shared>
    %b = tile.alloc_local() : memref<32x128xf16, #tile.local>
    %c = tile.alloc_fragment() : memref<128x128xf32, #tile.fragment>
    // expected-error @+1 {{'tile.gemm' op B must be in shared memory or a fragment, got local memory}}
    tile.gemm %a, %b, %c : memref<128x32xf16, #tile.shared>, memref<32x128xf16, #tile.local>, memref<128x128xf32, #tile.fragment>
  }
  return
}

// -----

func.func @gemm_c_shared(%g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    %a = tile.alloc_shared() : memref<128x32xf16, #tile.shared>
    %b = tile.alloc_shared() : memref<32x128xf16, #tile.shared>
    %c = tile.alloc_shared() : memref<128x128xf32, #tile.shared>
    // expected-error @+1 {{'tile.gemm' op C must be a fragment (the accumulator), got shared memory}}
    tile.gemm %a, %b, %c : memref<128x32xf16, #tile.shared>, memref<32x128xf16, #tile.shared>, memref<128x128xf32, #tile.shared>
  }
  return
}

// -----

func.func @gemm_ab_types(%g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    %a = tile.alloc_shared() : memref<128x32xf16, #tile.shared>
    %b = tile.alloc_shared() : memref<32x128xbf16, #tile.shared>
    %c = tile.alloc_fragment() : memref<128x128xf32, #tile.fragment>
    // expected-error @+1 {{'tile.gemm' op A and B element types differ ('f16' vs 'bf16'); only the 8-bit float types mix}}
    tile.gemm %a, %b, %c : memref<128x32xf16, #tile.shared>, memref<32x128xbf16, #tile.shared>, memref<128x128xf32, #tile.fragment>
  }
  return
}

// -----

func.func @gemm_fp8_n_major_b(%g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    %a = tile.alloc_shared() : memref<128x128xf8E4M3FN, #tile.shared>
    %b = tile.alloc_shared() : memref<128x128xf8E4M3FN, #tile.shared>
    %c = tile.alloc_fragment() : memref<128x128xf32, #tile.fragment>
    // expected-error @+1 {{'tile.gemm' op takes 'f8E4M3FN' operands, which the tensor cores read K-major only: A as [M, K] without transpose_a, B as [N, K] with transpose_b (transpose B on the way in if it is stored [K, N])}}
    tile.gemm %a, %b, %c : memref<128x128xf8E4M3FN, #tile.shared>, memref<128x128xf8E4M3FN, #tile.shared>, memref<128x128xf32, #tile.fragment>
  }
  return
}

// -----

func.func @gemm_fp8_a_in_registers(%g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    %a = tile.alloc_fragment() : memref<128x128xf8E5M2, #tile.fragment>
    %b = tile.alloc_shared() : memref<128x128xf8E4M3FN, #tile.shared>
    %c = tile.alloc_fragment() : memref<128x128xf32, #tile.fragment>
    // expected-error @+1 {{'tile.gemm' op takes 'f8E5M2' operands, which must both be in shared memory (A from registers is not supported yet for 8-bit types)}}
    tile.gemm %a, %b, %c {transpose_b} : memref<128x128xf8E5M2, #tile.fragment>, memref<128x128xf8E4M3FN, #tile.shared>, memref<128x128xf32, #tile.fragment>
  }
  return
}

// -----

func.func @gemm_fp8_with_16bit(%g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    %a = tile.alloc_shared() : memref<128x128xf8E4M3FN, #tile.shared>
    %b = tile.alloc_shared() : memref<128x128xf16, #tile.shared>
    %c = tile.alloc_fragment() : memref<128x128xf32, #tile.fragment>
    // expected-error @+1 {{'tile.gemm' op A and B element types differ ('f8E4M3FN' vs 'f16'); only the 8-bit float types mix}}
    tile.gemm %a, %b, %c {transpose_b} : memref<128x128xf8E4M3FN, #tile.shared>, memref<128x128xf16, #tile.shared>, memref<128x128xf32, #tile.fragment>
  }
  return
}

// -----

func.func @gemm_input_type(%g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    %a = tile.alloc_shared() : memref<128x32xf32, #tile.shared>
    %b = tile.alloc_shared() : memref<32x128xf32, #tile.shared>
    %c = tile.alloc_fragment() : memref<128x128xf32, #tile.fragment>
    // expected-error @+1 {{'tile.gemm' op inputs of type 'f32' are not supported yet; the tensor cores take f16, bf16, f8E4M3FN, f8E5M2}}
    tile.gemm %a, %b, %c : memref<128x32xf32, #tile.shared>, memref<32x128xf32, #tile.shared>, memref<128x128xf32, #tile.fragment>
  }
  return
}

// -----

func.func @gemm_acc_type(%g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    %a = tile.alloc_shared() : memref<128x32xf16, #tile.shared>
    %b = tile.alloc_shared() : memref<32x128xf16, #tile.shared>
    %c = tile.alloc_fragment() : memref<128x128xf16, #tile.fragment>
    // expected-error @+1 {{'tile.gemm' op accumulator of type 'f16' is not supported; accumulate in f32}}
    tile.gemm %a, %b, %c : memref<128x32xf16, #tile.shared>, memref<32x128xf16, #tile.shared>, memref<128x128xf16, #tile.fragment>
  }
  return
}

// -----

func.func @gemm_dynamic_outside_launch(%n: index) {
  %a = tile.alloc_shared(%n) : memref<?x32xf16, #tile.shared>
  %b = tile.alloc_shared() : memref<32x128xf16, #tile.shared>
  %c = tile.alloc_fragment(%n) : memref<?x128xf32, #tile.fragment>
  // Dynamic shapes skip the shape checks but not the nesting check.
  // expected-error @+1 {{'tile.gemm' op must be nested in a tile.launch}}
  tile.gemm %a, %b, %c : memref<?x32xf16, #tile.shared>, memref<32x128xf16, #tile.shared>, memref<?x128xf32, #tile.fragment>
  return
}

// -----

func.func @gemm_k_mismatch(%g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    %a = tile.alloc_shared() : memref<128x32xf16, #tile.shared>
    %b = tile.alloc_shared() : memref<128x64xf16, #tile.shared>
    %c = tile.alloc_fragment() : memref<128x128xf32, #tile.fragment>
    // expected-error @+1 {{'tile.gemm' op A is 128x32 and B is 128x64 (transposed): their K dimensions (32 and 64) differ}}
    tile.gemm %a, %b, %c {transpose_b} : memref<128x32xf16, #tile.shared>, memref<128x64xf16, #tile.shared>, memref<128x128xf32, #tile.fragment>
  }
  return
}

// -----

func.func @gemm_k_mismatch_transpose_a(%g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    %a = tile.alloc_shared() : memref<32x128xf16, #tile.shared>
    %b = tile.alloc_shared() : memref<16x128xf16, #tile.shared>
    %c = tile.alloc_fragment() : memref<128x128xf32, #tile.fragment>
    // expected-error @+1 {{'tile.gemm' op A is 32x128 (transposed) and B is 16x128: their K dimensions (32 and 16) differ}}
    tile.gemm %a, %b, %c {transpose_a} : memref<32x128xf16, #tile.shared>, memref<16x128xf16, #tile.shared>, memref<128x128xf32, #tile.fragment>
  }
  return
}

// -----

func.func @gemm_c_shape(%g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    %a = tile.alloc_shared() : memref<128x32xf16, #tile.shared>
    %b = tile.alloc_shared() : memref<32x64xf16, #tile.shared>
    %c = tile.alloc_fragment() : memref<128x128xf32, #tile.fragment>
    // expected-error @+1 {{'tile.gemm' op C is 128x128 but A x B is 128x64}}
    tile.gemm %a, %b, %c : memref<128x32xf16, #tile.shared>, memref<32x64xf16, #tile.shared>, memref<128x128xf32, #tile.fragment>
  }
  return
}

// -----

func.func @gemm_k_multiple(%g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    %a = tile.alloc_shared() : memref<128x24xf16, #tile.shared>
    %b = tile.alloc_shared() : memref<24x128xf16, #tile.shared>
    %c = tile.alloc_fragment() : memref<128x128xf32, #tile.fragment>
    // expected-error @+1 {{'tile.gemm' op K = 24 is not a multiple of the mma K (16)}}
    tile.gemm %a, %b, %c : memref<128x24xf16, #tile.shared>, memref<24x128xf16, #tile.shared>, memref<128x128xf32, #tile.fragment>
  }
  return
}

// -----

func.func @gemm_static_outside_launch() {
  %a = tile.alloc_shared() : memref<128x32xf16, #tile.shared>
  %b = tile.alloc_shared() : memref<32x128xf16, #tile.shared>
  %c = tile.alloc_fragment() : memref<128x128xf32, #tile.fragment>
  // expected-error @+1 {{'tile.gemm' op must be nested in a tile.launch}}
  tile.gemm %a, %b, %c : memref<128x32xf16, #tile.shared>, memref<32x128xf16, #tile.shared>, memref<128x128xf32, #tile.fragment>
  return
}

//===----------------------------------------------------------------------===//
// tile.parallel
//===----------------------------------------------------------------------===//

// -----

func.func @parallel_bound_count(%g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    // expected-error @+1 {{expected one bound per induction variable (2 variables, 1 bounds)}}
    tile.parallel (%i, %j) in (64) {
    }
  }
  return
}

// -----

func.func @parallel_rank0(%g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    // expected-error @+1 {{'tile.parallel' op needs at least one dimension}}
    tile.parallel () in () {
    }
  }
  return
}

// -----

func.func @parallel_dynamic_bound_operands(%g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    // Reported by the upstream verifyListOfOperandsOrIntegers helper.
    // expected-error @+1 {{expected 1 dynamic bound values}}
    "tile.parallel"() <{staticBounds = array<i64: -9223372036854775808>}> ({
    ^bb0(%i: index):
      "tile.yield"() : () -> ()
    }) : () -> ()
  }
  return
}

// -----

func.func @parallel_zero_bound(%g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    // expected-error @+1 {{'tile.parallel' op bounds must be positive, got 0}}
    tile.parallel (%i, %j) in (64, 0) {
    }
  }
  return
}

// -----

func.func @parallel_layout_rank(%g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    // expected-error @+1 {{'tile.parallel' op layout has rank 1 but the loop nest has rank 2}}
    tile.parallel (%i, %j) in (64, 64) attributes {layout = #tile.blocked<sizePerThread = [4], threadsPerWarp = [32], warpsPerBlock = [4], order = [0]>} {
    }
  }
  return
}

// -----

func.func @parallel_outside_launch() {
  // expected-error @+1 {{'tile.parallel' op must be nested in a tile.launch}}
  tile.parallel (%i) in (64) {
  }
  return
}

// -----

func.func @parallel_body_args(%g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    // expected-error @+1 {{'tile.parallel' op body must take 2 index induction variable(s)}}
    "tile.parallel"() <{staticBounds = array<i64: 64, 64>}> ({
    ^bb0(%i: index):
      "tile.yield"() : () -> ()
    }) : () -> ()
  }
  return
}

// -----

func.func @parallel_body_arg_type(%g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    // expected-error @+1 {{'tile.parallel' op body must take 1 index induction variable(s)}}
    "tile.parallel"() <{staticBounds = array<i64: 64>}> ({
    ^bb0(%i: i64):
      "tile.yield"() : () -> ()
    }) : () -> ()
  }
  return
}

//===----------------------------------------------------------------------===//
// tile.reduce
//===----------------------------------------------------------------------===//

// -----

func.func @reduce_source_space(%g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    %s = tile.alloc_shared() : memref<64x128xf32, #tile.shared>
    %m = tile.alloc_fragment() : memref<64xf32, #tile.fragment>
    // expected-error @+1 {{'tile.reduce' op source must be a fragment or local tile, got shared memory}}
    tile.reduce max %s -> %m {dim = 1} : memref<64x128xf32, #tile.shared>, memref<64xf32, #tile.fragment>
  }
  return
}

// -----

func.func @reduce_destination_space(%M: memref<64xf32>, %g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    %s = tile.alloc_fragment() : memref<64x128xf32, #tile.fragment>
    // expected-error @+1 {{'tile.reduce' op destination must be a fragment or local tile, got global memory}}
    tile.reduce max %s -> %M {dim = 1} : memref<64x128xf32, #tile.fragment>, memref<64xf32>
  }
  return
}

// -----

func.func @reduce_dim_range(%g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    %s = tile.alloc_fragment() : memref<64x128xf32, #tile.fragment>
    %m = tile.alloc_fragment() : memref<64xf32, #tile.fragment>
    // expected-error @+1 {{'tile.reduce' op dim = 2 is out of range for a rank-2 source}}
    tile.reduce max %s -> %m {dim = 2} : memref<64x128xf32, #tile.fragment>, memref<64xf32, #tile.fragment>
  }
  return
}

// -----

func.func @reduce_dim_negative(%g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    %s = tile.alloc_fragment() : memref<64x128xf32, #tile.fragment>
    %m = tile.alloc_fragment() : memref<64xf32, #tile.fragment>
    // expected-error @+1 {{'tile.reduce' op dim = -1 is out of range for a rank-2 source}}
    tile.reduce max %s -> %m {dim = -1} : memref<64x128xf32, #tile.fragment>, memref<64xf32, #tile.fragment>
  }
  return
}

// -----

func.func @reduce_shape(%g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    %s = tile.alloc_fragment() : memref<64x128xf32, #tile.fragment>
    %m = tile.alloc_fragment() : memref<128xf32, #tile.fragment>
    // expected-error @+1 {{'tile.reduce' op reducing 64x128 along dim 1 gives 64, but the destination is 128}}
    tile.reduce sum %s -> %m {dim = 1} : memref<64x128xf32, #tile.fragment>, memref<128xf32, #tile.fragment>
  }
  return
}

// -----

func.func @reduce_shape_rank1(%g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    %s = tile.alloc_fragment() : memref<128xf32, #tile.fragment>
    %m = tile.alloc_local() : memref<2xf32, #tile.local>
    // expected-error @+1 {{'tile.reduce' op reducing a 1-d tile to a single value is not supported yet; reduce a 1xN tile along dim 1}}
    tile.reduce sum %s -> %m {dim = 0} : memref<128xf32, #tile.fragment>, memref<2xf32, #tile.local>
  }
  return
}

// -----

func.func @reduce_keep_dim(%g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    %s = tile.alloc_fragment() : memref<64x256xf32, #tile.fragment>
    %m = tile.alloc_fragment() : memref<64x1xf32, #tile.fragment>
    // expected-error @+1 {{'tile.reduce' op the destination keeps the reduced dimension (shape 64x1); keep-dim destinations are not supported: drop dimension 1 (64)}}
    tile.reduce max %s -> %m {dim = 1} : memref<64x256xf32, #tile.fragment>, memref<64x1xf32, #tile.fragment>
  }
  return
}

// -----

func.func @reduce_element_types(%g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    %s = tile.alloc_fragment() : memref<64x128xf16, #tile.fragment>
    %m = tile.alloc_fragment() : memref<64xf32, #tile.fragment>
    // expected-error @+1 {{'tile.reduce' op source and destination element types differ ('f16' vs 'f32')}}
    tile.reduce sum %s -> %m {dim = 1} : memref<64x128xf16, #tile.fragment>, memref<64xf32, #tile.fragment>
  }
  return
}

// -----

func.func @reduce_absmax_int(%g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    %s = tile.alloc_fragment() : memref<64x128xi32, #tile.fragment>
    %m = tile.alloc_fragment() : memref<64xi32, #tile.fragment>
    // expected-error @+1 {{'tile.reduce' op absmax reduction of 'i32' is not supported}}
    tile.reduce absmax %s -> %m {dim = 1} : memref<64x128xi32, #tile.fragment>, memref<64xi32, #tile.fragment>
  }
  return
}

// -----

func.func @alloc_index(%g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    // expected-error @+1 {{'tile.alloc_local' op element type 'index' is not supported in tiles; use integers or floats of 8 bits or more}}
    %s = tile.alloc_local() : memref<8x4xindex, #tile.local>
  }
  return
}

// -----

func.func @alloc_i1(%g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    // expected-error @+1 {{'tile.alloc_fragment' op element type 'i1' is not supported in tiles}}
    %s = tile.alloc_fragment() : memref<64xi1, #tile.fragment>
  }
  return
}

// -----

func.func @alloc_rank0(%g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    // expected-error @+1 {{'tile.alloc_shared' op tiles need at least one dimension; use memref<1x...> for a single element}}
    %s = tile.alloc_shared() : memref<f32, #tile.shared>
  }
  return
}

// -----

func.func @copy_indexed_fragment(%g: index, %X: memref<64xf32>) {
  tile.launch blocks(%bx) in (%g) threads(64) {
    %x = tile.alloc_fragment() : memref<256xf32, #tile.fragment>
    %s = tile.alloc_shared() : memref<64xf32, #tile.shared>
    %c0 = arith.constant 0 : index
    // expected-error @+1 {{'tile.copy' op a fragment is copied whole; index the other buffer instead}}
    tile.copy %x[%c0] -> %s : memref<256xf32, #tile.fragment>, memref<64xf32, #tile.shared>
  }
  return
}

// -----

func.func @nested_in_parallel(%g: index) {
  tile.launch blocks(%bx) in (%g) threads(64) {
    tile.parallel (%i) in (64) {
      %v = arith.constant 1.0 : f32
      // expected-error @+1 {{'tile.print' op cannot be nested in tile.parallel, whose body is per-element scalar code; move it outside the loop}}
      tile.print "%f" %v : f32
    }
  }
  return
}

// -----

func.func @reduce_outside_launch() {
  %s = tile.alloc_fragment() : memref<64x128xf32, #tile.fragment>
  %m = tile.alloc_fragment() : memref<64xf32, #tile.fragment>
  // expected-error @+1 {{'tile.reduce' op must be nested in a tile.launch}}
  tile.reduce max %s -> %m {dim = 1} : memref<64x128xf32, #tile.fragment>, memref<64xf32, #tile.fragment>
  return
}

//===----------------------------------------------------------------------===//
// tile.atomic_add
//===----------------------------------------------------------------------===//

// -----

func.func @atomic_source_global(%A: memref<64xf32>, %C: memref<1024xf32>, %g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    // expected-error @+1 {{'tile.atomic_add' op source must be an on-chip tile, got global memory}}
    tile.atomic_add %A -> %C[%bx] : memref<64xf32>, memref<1024xf32>
  }
  return
}

// -----

func.func @atomic_destination_fragment(%g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    %s = tile.alloc_fragment() : memref<64xf32, #tile.fragment>
    %d = tile.alloc_fragment() : memref<1024xf32, #tile.fragment>
    // expected-error @+1 {{'tile.atomic_add' op destination must be in global or shared memory, got fragment memory}}
    tile.atomic_add %s -> %d[%bx] : memref<64xf32, #tile.fragment>, memref<1024xf32, #tile.fragment>
  }
  return
}

// -----

func.func @atomic_offsets(%C: memref<1024x1024xf32>, %g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    %s = tile.alloc_fragment() : memref<64x64xf32, #tile.fragment>
    // expected-error @+1 {{'tile.atomic_add' op expects 2 offset(s) into the destination, got 1}}
    tile.atomic_add %s -> %C[%bx] : memref<64x64xf32, #tile.fragment>, memref<1024x1024xf32>
  }
  return
}

// -----

func.func @atomic_rank(%C: memref<1024x1024xf32>, %g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    %s = tile.alloc_fragment() : memref<64xf32, #tile.fragment>
    // expected-error @+1 {{'tile.atomic_add' op source rank 1 differs from destination rank 2}}
    tile.atomic_add %s -> %C[%bx, %bx] : memref<64xf32, #tile.fragment>, memref<1024x1024xf32>
  }
  return
}

// -----

func.func @atomic_element_types(%C: memref<1024xf32>, %g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    %s = tile.alloc_fragment() : memref<64xf16, #tile.fragment>
    // expected-error @+1 {{'tile.atomic_add' op source and destination element types differ ('f16' vs 'f32')}}
    tile.atomic_add %s -> %C[%bx] : memref<64xf16, #tile.fragment>, memref<1024xf32>
  }
  return
}

// -----

func.func @atomic_element_type(%C: memref<1024xf64>, %g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    %s = tile.alloc_fragment() : memref<64xf64, #tile.fragment>
    // expected-error @+1 {{'tile.atomic_add' op atomic add of 'f64' is not supported; use f32, f16, bf16 or i32}}
    tile.atomic_add %s -> %C[%bx] : memref<64xf64, #tile.fragment>, memref<1024xf64>
  }
  return
}

// -----

func.func @atomic_outside_launch(%C: memref<1024xf32>, %i: index) {
  %s = tile.alloc_fragment() : memref<64xf32, #tile.fragment>
  // expected-error @+1 {{'tile.atomic_add' op must be nested in a tile.launch}}
  tile.atomic_add %s -> %C[%i] : memref<64xf32, #tile.fragment>, memref<1024xf32>
  return
}

//===----------------------------------------------------------------------===//
// tile.print
//===----------------------------------------------------------------------===//

// -----

func.func @print_tile_not_alone(%g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    %f = tile.alloc_fragment() : memref<16xf32, #tile.fragment>
    // expected-error @+1 {{'tile.print' op a tile must be printed alone (one memref operand, the message is its label)}}
    tile.print "%d" %bx, %f : index, memref<16xf32, #tile.fragment>
  }
  return
}

// -----

func.func @print_vector(%v: vector<4xf32>, %g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    // expected-error @+1 {{'tile.print' op cannot print a value of type 'vector<4xf32>'; print signless integers of at most 64 bits, index, f16, bf16, f32 or f64, or a tile}}
    tile.print "%f" %v : vector<4xf32>
  }
  return
}

// -----

func.func @print_f128(%v: f128, %g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    // expected-error @+1 {{'tile.print' op cannot print a value of type 'f128'; print signless integers of at most 64 bits, index, f16, bf16, f32 or f64, or a tile}}
    tile.print "%f" %v : f128
  }
  return
}

// -----

func.func @print_i128_tile(%t: memref<4xi128>, %g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    // expected-error @+1 {{'tile.print' op cannot print a tile of 'i128'; print tiles of signless integers of at most 64 bits, index, f16, bf16, f32 or f64}}
    tile.print "t" %t : memref<4xi128>
  }
  return
}

// -----

func.func @print_unsigned(%v: ui32, %g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    // expected-error @+1 {{'tile.print' op cannot print a value of type 'ui32'}}
    tile.print "%u" %v : ui32
  }
  return
}

// -----

func.func @print_f8_tile(%t: memref<4xf8E4M3FN>, %g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    // expected-error @+1 {{'tile.print' op cannot print a tile of 'f8E4M3FN'}}
    tile.print "t" %t : memref<4xf8E4M3FN>
  }
  return
}

// -----

func.func @print_conversions(%g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    // expected-error @+1 {{'tile.print' op format "bx=%d by=%d 100%%" has 2 conversion(s) but 1 value(s) are printed}}
    tile.print "bx=%d by=%d 100%%" %bx : index
  }
  return
}

// -----

func.func @print_outside_launch(%i: index) {
  // expected-error @+1 {{'tile.print' op must be nested in a tile.launch}}
  tile.print "i=%d" %i : index
  return
}

//===----------------------------------------------------------------------===//
// Discardable attributes (TileDialect::verifyOperationAttribute)
//===----------------------------------------------------------------------===//

// -----

func.func @num_stages_not_for(%g: index) {
  // expected-error @+1 {{'tile.launch' op 'tile.num_stages' only applies to scf.for and affine.for loops}}
  tile.launch blocks(%bx) in (%g) threads(128) attributes {tile.num_stages = 2 : i64} {
  }
  return
}

// -----

func.func @num_stages_zero(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-error @+1 {{'scf.for' op 'tile.num_stages' must be a positive integer (1 disables pipelining) or the name of a tile.param}}
  scf.for %i = %c0 to %n step %c1 {
  } {tile.num_stages = 0 : i64}
  return
}

// -----

func.func @num_stages_not_integer(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-error @+1 {{'scf.for' op 'tile.num_stages' must be a positive integer (1 disables pipelining) or the name of a tile.param}}
  scf.for %i = %c0 to %n step %c1 {
  } {tile.num_stages = 2.0 : f32}
  return
}

// -----

// expected-error @+1 {{'func.func' op 'tile.flops' must be a string on a function}}
func.func @flops_not_string() attributes {tile.flops = 42} {
  return
}

// -----

// expected-error @+1 {{'func.func' op 'tile.producer_warps' must be a non-negative integer on a function}}
func.func @producer_warps_negative() attributes {tile.producer_warps = -1} {
  return
}

// -----

// expected-error @+1 {{'func.func' op 'tile.params' must be a dictionary of parameters and values}}
func.func @params_not_dict() attributes {tile.params = [1, 2]} {
  return
}

// -----

// (Read as integers by tile-specialize's diagnostics, the manifest and
// tile-tune: a unit entry crashed the first.)
// expected-error @+1 {{'func.func' op 'tile.params' binds 'M' to unit, not an integer}}
func.func @params_not_integer() attributes {tile.params = {M}} {
  return
}

// -----

// expected-error @+1 {{'func.func' op unknown tile dialect attribute 'tile.bogus'}}
func.func @unknown_op_attr() attributes {tile.bogus = 1 : i64} {
  return
}

//===----------------------------------------------------------------------===//
// Argument attributes (TileDialect::verifyRegionArgAttribute)
//===----------------------------------------------------------------------===//

// -----

// expected-error @+1 {{'func.func' op 'tile.dims' of argument #0 must be an array of parameter names on a memref argument}}
func.func @dims_not_memref(%n: index {tile.dims = ["N"]}) {
  return
}

// -----

// expected-error @+1 {{'func.func' op 'tile.dims' of argument #1 must be an array of parameter names on a memref argument}}
func.func @dims_not_strings(%n: index, %A: memref<?xf32> {tile.dims = [1]}) {
  return
}

// -----

// expected-error @+1 {{'func.func' op 'tile.dims' of argument #0 must be an array of parameter names on a memref argument}}
func.func @dims_not_array(%A: memref<?xf32> {tile.dims = "N"}) {
  return
}

// -----

// expected-error @+1 {{'func.func' op argument #0 has 2 dynamic dimension(s) but 'tile.dims' names 1 parameter(s); name one tile.param per '?' dimension}}
func.func @dims_count(%A: memref<?x?xf32> {tile.dims = ["M"]}) {
  return
}

// -----

// expected-error @+1 {{'func.func' op 'tile.name' of argument #0 must be a string}}
func.func @name_not_string(%A: memref<16xf32> {tile.name = 3 : i64}) {
  return
}

// -----

// expected-error @+1 {{'func.func' op 'tile.multiple_of' of argument #0 must be a positive integer on an integer or index argument}}
func.func @multiple_of_memref(%A: memref<16xf32> {tile.multiple_of = 16 : i64}) {
  return
}

// -----

// expected-error @+1 {{'func.func' op 'tile.multiple_of' of argument #0 must be a positive integer on an integer or index argument}}
func.func @multiple_of_negative(%M: index {tile.multiple_of = -4 : i64}) {
  return
}

// -----

// expected-error @+1 {{'func.func' op 'tile.access' of argument #0 must be "in", "out", "inout" or "value"}}
func.func @access_value(%A: memref<16xf32> {tile.access = "readwrite"}) {
  return
}

// -----

// expected-error @+1 {{'func.func' op 'tile.access' of argument #0 must be "in", "out", "inout" or "value"}}
func.func @access_not_string(%A: memref<16xf32> {tile.access = 1 : i64}) {
  return
}

// -----

// expected-error @+1 {{'func.func' op unknown tile dialect argument attribute 'tile.bogus'}}
func.func @unknown_arg_attr(%A: memref<16xf32> {tile.bogus}) {
  return
}

// -----

func.func @param_does_not_fit() {
  // expected-error @below {{default 300 of parameter 'N' does not fit in 'i8'}}
  %n = tile.param "N" = 300 : i8
  return
}

// -----

func.func @param_candidate_twice() {
  // expected-error @below {{candidate 64 of parameter 'block' is listed twice}}
  %n = tile.param "block" = 64 in [64, 128, 64] : index
  return
}

// -----

func.func @local_layout_rank() {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(32) {
    // expected-error @below {{layout has rank 1 but the buffer has rank 2}}
    %l = tile.alloc_local() {layout = #tile.blocked<sizePerThread = [1], threadsPerWarp = [32], warpsPerBlock = [1], order = [0]>} : memref<4x4xf32, #tile.local>
  }
  return
}

// -----

func.func @parallel_mma_rank(%n: index) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(128) {
    // expected-error @below {{mma layouts apply to 2-d loop nests, got rank 1}}
    tile.parallel (%i) in (64) attributes {layout = #tile.mma<version = 2, warpsPerBlock = [2, 2], instrShape = [16, 8, 16]>} {
    }
  }
  return
}

// -----

func.func @print_tile_outside(%A: memref<16xf32>) {
  // expected-error @below {{must be nested in a tile.launch}}
  tile.print "A" %A : memref<16xf32>
  return
}

// -----

func.func @print_lone_percent() {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(32) {
    // expected-error @below {{ends with a lone '%'; write '%%' for a percent sign}}
    tile.print "100%" 
  }
  return
}

// -----

func.func @print_star_width(%w: i32) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(32) {
    %c = arith.constant 7 : i32
    // expected-error @below {{format "%*d" takes a width or precision from an argument ('*'); write it in the format}}
    tile.print "%*d" %c : i32
  }
  return
}

// -----

// Values reach printf widened (integers to 64 bits, floats to double): a
// conversion must be of the value's kind, and %s, %c, %p, %n pass nothing
// tile.print has.
func.func @print_wrong_kind() {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(32) {
    %f = arith.constant 1.0 : f32
    // expected-error @below {{format "x=%d": conversion 1 ('%d') does not print 'f32'; integers take d i u o x X, floats f e g a}}
    tile.print "x=%d" %f : f32
  }
  return
}

// -----

func.func @print_percent_inside_conversion() {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(32) {
    %i = arith.constant 3 : i32
    // expected-error @below {{format "%5% done %d" has a conversion without its letter at '%5%'; write '%%' for a percent sign}}
    tile.print "%5% done %d" %i : i32
  }
  return
}

// -----

func.func @print_string_conversion() {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(32) {
    %f = arith.constant 1.0 : f32
    // expected-error @below {{format "%s" has the conversion '%s', which tile.print does not pass (it prints integers with d i u o x X, floats with f e g a)}}
    tile.print "%s" %f : f32
  }
  return
}

// -----

// expected-error @below {{threadsPerWarp = [4294967297, 4294967295, 32] must multiply to 32 (an entry exceeds 32)}}
func.func private @overflow() -> () attributes {test.layout = #tile.blocked<sizePerThread = [1, 1, 1], threadsPerWarp = [4294967297, 4294967295, 32], warpsPerBlock = [1, 1, 1], order = [2, 1, 0]>}

// -----

// expected-error @below {{warpsPerBlock = [64] exceeds 32 warps (1024 threads) in one dimension}}
func.func private @too_many_warps() -> () attributes {test.layout = #tile.blocked<sizePerThread = [1], threadsPerWarp = [32], warpsPerBlock = [64], order = [0]>}

// -----

// expected-error @below {{tile dialect attribute 'tile.name' does not apply to results (result #0)}}
func.func private @result_attr() -> (index {tile.name = "r"})

// -----

func.func @launch_no_threads(%g: index) {
  // expected-error @+1 {{'tile.launch' op needs a thread count}}
  "tile.launch"(%g) <{operandSegmentSizes = array<i32: 1, 0, 0>}> ({
  ^bb0(%a: index):
    "tile.yield"() : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @launch_both_threads(%g: index, %t: index) {
  // expected-error @+1 {{'tile.launch' op has both a constant and a parameter thread count}}
  "tile.launch"(%g, %t) <{operandSegmentSizes = array<i32: 1, 1, 0>, threads = 128 : i64}> ({
  ^bb0(%a: index):
    "tile.yield"() : () -> ()
  }) : (index, index) -> ()
  return
}

// -----

func.func @assert_in_launch(%g: index, %c: i1) {
  tile.launch blocks(%bx) in (%g) threads(32) {
    // expected-error @below {{states a requirement on parameters and belongs outside tile.launch}}
    tile.assert %c, "no"
  }
  return
}

// -----

func.func @assert_false() {
  %false = arith.constant false
  // expected-error @below {{requirement failed: block too small}}
  tile.assert %false, "block too small"
  return
}

// -----

func.func @async_to_fragment(%g: index, %X: memref<64x64xf16>) {
  tile.launch blocks(%bx) in (%g) threads(64) {
    %f = tile.alloc_fragment() : memref<64x64xf16, #tile.fragment>
    %c0 = arith.constant 0 : index
    // expected-error @+1 {{'tile.copy' op async copies go from a window of a global buffer into a shared tile}}
    tile.copy %X[%c0, %c0] -> %f {async} : memref<64x64xf16>, memref<64x64xf16, #tile.fragment>
  }
  return
}

// -----

func.func @async_pad(%g: index, %X: memref<64x64xf16>) {
  tile.launch blocks(%bx) in (%g) threads(64) {
    %s = tile.alloc_shared() : memref<64x64xf16, #tile.shared>
    %c0 = arith.constant 0 : index
    // expected-error @+1 {{'tile.copy' op async copies read zeros outside the source; 'pad' is not supported}}
    tile.copy %X[%c0, %c0] -> %s {async, pad = 1.0 : f16} : memref<64x64xf16>, memref<64x64xf16, #tile.shared>
  }
  return
}

// -----

func.func @async_ops_outside() {
  // expected-error @+1 {{'tile.async_commit' op must be nested in a tile.launch}}
  tile.async_commit
  return
}

// -----

func.func @async_wait_outside() {
  // expected-error @+1 {{'tile.async_wait' op must be nested in a tile.launch}}
  tile.async_wait {pending = 0}
  return
}

// -----

// expected-error @below {{the parent of a slice layout needs at least 2 dimensions, got 1}}
func.func private @slice_rank1() -> () attributes {test.layout = #tile.slice<dim = 0, parent = #tile.blocked<sizePerThread = [1], threadsPerWarp = [32], warpsPerBlock = [1], order = [0]>>}

// -----

// expected-error @below {{slice dim = 2 is out of range for a rank-2 parent}}
func.func private @slice_dim() -> () attributes {test.layout = #tile.slice<dim = 2, parent = #tile.blocked<sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerBlock = [1, 1], order = [1, 0]>>}

// -----

func.func @slice_rank_mismatch(%g: index) {
  tile.launch blocks(%bx) in (%g) threads(32) {
    // expected-error @+1 {{'tile.alloc_fragment' op slice layout has rank 1 but the fragment has rank 2}}
    %f = tile.alloc_fragment() {layout = #tile.slice<dim = 1, parent = #tile.blocked<sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerBlock = [1, 1], order = [1, 0]>>} : memref<4x8xf32, #tile.fragment>
  }
  return
}

// -----

func.func @parallel_slice_rank(%g: index) {
  tile.launch blocks(%bx) in (%g) threads(32) {
    // expected-error @+1 {{'tile.parallel' op slice layout has rank 1 but the loop nest has rank 2}}
    tile.parallel (%i, %j) in (4, 8) attributes {layout = #tile.slice<dim = 1, parent = #tile.blocked<sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerBlock = [1, 1], order = [1, 0]>>} {
    }
  }
  return
}

// -----

func.func @copy_rank0_tile(%g: index, %X: memref<f32>, %S: memref<f32, #tile.shared>) {
  tile.launch blocks(%bx) in (%g) threads(32) {
    // expected-error @+1 {{'tile.copy' op the tile needs at least one dimension}}
    tile.copy %X -> %S : memref<f32>, memref<f32, #tile.shared>
  }
  return
}

// -----

func.func @print_rank0_tile(%g: index, %X: memref<f32>) {
  tile.launch blocks(%bx) in (%g) threads(32) {
    // expected-error @+1 {{'tile.print' op a printed tile needs at least one dimension}}
    tile.print "x" %X : memref<f32>
  }
  return
}

// -----

func.func @prefetch_on_chip() {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(32) {
    %s = tile.alloc_shared() : memref<32xf32, #tile.shared>
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    // expected-error @below {{prefetches global memory into L2; 'memref<32xf32, #tile.shared>' is on chip}}
    tile.prefetch %s[%c0] sizes(%c32) : memref<32xf32, #tile.shared>
  }
  return
}

// -----

func.func @prefetch_rank(%X: memref<64x64xf32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(32) {
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    // expected-error @below {{needs one offset and one size per dimension of 'memref<64x64xf32>', got 1 offsets and 2 sizes}}
    tile.prefetch %X[%c0] sizes(%c32, %c32) : memref<64x64xf32>
  }
  return
}

// -----

// A buffer of rank 0 (the lowering indexed its last dimension).
func.func @prefetch_scalar(%S: memref<f32>) {
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%c1) threads(32) {
    // expected-error @below {{prefetches a region of a buffer with dimensions; 'memref<f32>' holds one element (load it instead)}}
    tile.prefetch %S[] sizes() : memref<f32>
  }
  return
}

// -----

func.func @prefetch_outside_launch(%X: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  // expected-error @below {{must be nested in a tile.launch}}
  tile.prefetch %X[%c0] sizes(%c32) : memref<64xf32>
  return
}

// -----

func.func @tensor_map_on_chip(%X: memref<64x64xf16, #tile.shared>) {
  // expected-error @below {{maps a global buffer; 'memref<64x64xf16, #tile.shared>' is on chip}}
  %m = tile.tensor_map %X dims [64, 64] strides [128] box [64, 64] swizzle 128 : memref<64x64xf16, #tile.shared>
  return
}

// -----

func.func @tensor_map_rank(%X: memref<64x64xf16>) {
  // expected-error @below {{has 6 dimensions; TMA maps 1 to 5}}
  %m = tile.tensor_map %X dims [64, 1, 1, 1, 1, 64] strides [128, 128, 128, 128, 128] box [64, 1, 1, 1, 1, 1] swizzle 128 : memref<64x64xf16>
  return
}

// -----

func.func @tensor_map_counts(%X: memref<64x64xf16>) {
  // expected-error @below {{needs one box extent per dimension and one stride per dimension after the first (rank 2), got 2 and 2}}
  %m = tile.tensor_map %X dims [64, 64] strides [128, 128] box [64, 64] swizzle 128 : memref<64x64xf16>
  return
}

// -----

func.func @tensor_map_box(%X: memref<512x64xf16>) {
  // expected-error @below {{dimension 1: extent 512 and box 512 must be positive, the extent at most 2^32 and the box at most 256}}
  %m = tile.tensor_map %X dims [64, 512] strides [128] box [64, 512] swizzle 128 : memref<512x64xf16>
  return
}

// -----

func.func @tensor_map_extent(%X: memref<8589934592x64xf16>) {
  // expected-error @below {{dimension 1: extent 8589934592 and box 64 must be positive, the extent at most 2^32 and the box at most 256}}
  %m = tile.tensor_map %X dims [64, 8589934592] strides [128] box [64, 64] swizzle 128 : memref<8589934592x64xf16>
  return
}

// -----

func.func @tensor_map_stride(%X: memref<64x60xf16>) {
  // expected-error @below {{stride 120 must be a positive multiple of 16 bytes below 2^40}}
  %m = tile.tensor_map %X dims [60, 64] strides [120] box [60, 64] swizzle 0 : memref<64x60xf16>
  return
}

// -----

func.func @tensor_map_promotion(%X: memref<64x64xf16>) {
  // expected-error @below {{l2_promotion 32 must be 0, 64, 128 or 256 bytes}}
  %m = tile.tensor_map %X dims [64, 64] strides [128] box [64, 64] swizzle 128 l2_promotion 32 : memref<64x64xf16>
  return
}

// -----

func.func @tensor_map_swizzle(%X: memref<64x64xf16>) {
  // expected-error @below {{swizzle 16 must be 0, 32, 64 or 128 bytes}}
  %m = tile.tensor_map %X dims [64, 64] strides [128] box [64, 64] swizzle 16 : memref<64x64xf16>
  return
}

// -----

func.func @tensor_map_swizzle_span(%X: memref<64x256xf16>) {
  // expected-error @below {{a box row of 256 bytes exceeds its 128-byte swizzle}}
  %m = tile.tensor_map %X dims [256, 64] strides [512] box [128, 64] swizzle 128 : memref<64x256xf16>
  return
}

// -----

func.func @tensor_map_element(%X: memref<64x64xi1>) {
  // expected-error @below {{element type 'i1' has no TMA data type}}
  %m = tile.tensor_map %X dims [64, 64] strides [16] box [64, 64] swizzle 0 : memref<64x64xi1>
  return
}

// -----

func.func @stage_one_buffer(%X: memref<256x64xf16>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  tile.launch blocks(%bx, %by) in (%c2, %c2) threads(128) {
    %a = tile.alloc_shared() : memref<64x64xf16, #tile.shared>
    %b = tile.alloc_shared() : memref<64x64xf16, #tile.shared>
    // expected-error @below {{needs the ring's buffers, at least 2 (got 1)}}
    %s = tile.stage %c0 of %a : memref<64x64xf16, #tile.shared>
  }
  return
}

// -----

func.func @stage_out_of_ring(%X: memref<256x64xf16>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  tile.launch blocks(%bx, %by) in (%c2, %c2) threads(128) {
    %a = tile.alloc_shared() : memref<64x64xf16, #tile.shared>
    %b = tile.alloc_shared() : memref<64x64xf16, #tile.shared>
    // expected-error @below {{stage 3 of a ring of 2}}
    %s = tile.stage %c3 of %a, %b : memref<64x64xf16, #tile.shared>
  }
  return
}

// -----

func.func @stage_types(%X: memref<256x64xf16>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  tile.launch blocks(%bx, %by) in (%c2, %c2) threads(128) {
    %a = tile.alloc_shared() : memref<64x64xf16, #tile.shared>
    %b = tile.alloc_shared() : memref<64x64xf16, #tile.shared>
    %f = tile.alloc_shared() : memref<64x32xf16, #tile.shared>
    // expected-error @below {{buffer of type 'memref<64x32xf16, #tile.shared>' in a ring of 'memref<64x64xf16, #tile.shared>'; every stage has the same type}}
    %s = "tile.stage"(%c0, %a, %f) : (index, memref<64x64xf16, #tile.shared>, memref<64x32xf16, #tile.shared>) -> memref<64x64xf16, #tile.shared>
  }
  return
}

// -----

func.func @tma_sync_copy(%X: memref<256x64xf16>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  tile.launch blocks(%bx, %by) in (%c2, %c2) threads(128) {
    %a = tile.alloc_shared() : memref<64x64xf16, #tile.shared>
    %b = tile.alloc_shared() : memref<64x64xf16, #tile.shared>
    // expected-error @below {{a tma copy is a pipelined load (async) or the store of a fragment into a global buffer}}
    tile.copy %X[%c0, %c0] -> %a {tma} : memref<256x64xf16>, memref<64x64xf16, #tile.shared>
  }
  return
}

// -----

func.func @multicast_without_tma(%X: memref<256x64xf16>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  tile.launch blocks(%bx, %by) in (%c2, %c2) threads(128) {
    %a = tile.alloc_shared() : memref<64x64xf16, #tile.shared>
    %b = tile.alloc_shared() : memref<64x64xf16, #tile.shared>
    // expected-error @below {{a multicast copy must be a pipelined load through tma}}
    tile.copy %X[%c0, %c0] -> %a {async, multicast} : memref<256x64xf16>, memref<64x64xf16, #tile.shared>
  }
  return
}

// -----

func.func @multicast_without_cluster(%X: memref<256x64xf16>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  tile.launch blocks(%bx, %by) in (%c2, %c2) threads(128) {
    %a = tile.alloc_shared() : memref<64x64xf16, #tile.shared>
    %b = tile.alloc_shared() : memref<64x64xf16, #tile.shared>
    // expected-error @below {{multicasts, but its launch runs no clusters (cluster(...))}}
    tile.copy %X[%c0, %c0] -> %a {async, multicast, tma} : memref<256x64xf16>, memref<64x64xf16, #tile.shared>
  }
  return
}

// -----

func.func @cluster_too_big(%g: index) {
  // expected-error @below {{cluster must be 3 extents of at least 1 and at most 8 blocks in all}}
  tile.launch blocks(%bx) in (%g) threads(128) attributes {cluster = array<i64: 4, 4, 1>} {
  }
  return
}

// -----

func.func @cluster_grid(%g: index) {
  %c3 = arith.constant 3 : index
  // expected-error @below {{grid extent 0 (3) is not a multiple of the cluster's (2)}}
  tile.launch blocks(%bx) in (%c3) threads(128) attributes {cluster = array<i64: 2, 1, 1>} {
  }
  return
}

// -----

func.func @ws_too_many_threads(%g: index) {
  tile.launch blocks(%bx) in (%g) threads(1024) {
    // expected-error @below {{1024 consumer threads and 2 producer warps pass the 1024 threads of a block}}
    tile.warp_specialize producer_warps(2) stage_release(<at_wait>) {
    } consumers {
    }
  }
  return
}

// -----

func.func @ws_one_budget(%g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    // expected-error @below {{gives the registers of one role only; give both or neither}}
    "tile.warp_specialize"() <{producer_registers = 40 : i64, producer_warps = 4 : i64, stage_release = #tile.stage_release<at_wait>}> ({
      tile.yield
    }, {
      tile.yield
    }) : () -> ()
  }
  return
}

// -----

func.func @ws_budget_range(%g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    // expected-error @below {{setmaxnreg takes a multiple of 8 in [24, 256], got 20}}
    tile.warp_specialize producer_warps(4) stage_release(<at_wait>) registers(20, 232) {
    } consumers {
    }
  }
  return
}

// -----

func.func @ws_budget_warpgroup(%g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    // expected-error @below {{setmaxnreg applies to whole warpgroups: the producer needs a multiple of 4 warps (it has 1)}}
    tile.warp_specialize producer_warps(1) stage_release(<at_wait>) registers(40, 232) {
    } consumers {
    }
  }
  return
}

// -----

func.func @ws_budget_consumers(%g: index) {
  tile.launch blocks(%bx) in (%g) threads(192) {
    // expected-error @below {{setmaxnreg applies to whole warpgroups: the consumers' 192 threads are not}}
    tile.warp_specialize producer_warps(4) stage_release(<at_wait>) registers(40, 232) {
    } consumers {
    }
  }
  return
}

// -----

func.func @ws_budget_total(%g: index) {
  tile.launch blocks(%bx) in (%g) threads(256) {
    // expected-error @below {{the roles ask for 98304 registers, more than a multiprocessor's 65536}}
    tile.warp_specialize producer_warps(4) stage_release(<at_wait>) registers(256, 256) {
    } consumers {
    }
  }
  return
}

// -----

func.func @ws_nested(%g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    // expected-error @below {{cannot hold another tile.warp_specialize}}
    tile.warp_specialize producer_warps(1) stage_release(<at_wait>) {
      tile.warp_specialize producer_warps(1) stage_release(<at_wait>) {
      } consumers {
      }
    } consumers {
    }
  }
  return
}

// -----

func.func @ws_outside_launch() {
  // expected-error @below {{must be directly in a tile.launch's body}}
  tile.warp_specialize producer_warps(1) stage_release(<at_wait>) {
  } consumers {
  }
  return
}

// -----

func.func @pipelined_stages(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-error @+2 {{a pipelined loop has at least 2 stages, got 1}}
  scf.for %i = %c0 to %n step %c1 {
  } {tile.pipelined = #tile.pipelined<stages = 1, ahead = 1>}
  return
}

// -----

func.func @pipelined_ahead(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-error @+2 {{copies run 1 to stages - 1 = 2 iterations ahead, got 3}}
  scf.for %i = %c0 to %n step %c1 {
  } {tile.pipelined = #tile.pipelined<stages = 3, ahead = 3>}
  return
}

// -----

// The constraint names the layouts a fragment takes.
func.func @fragment_layout_kind(%g: index) {
  tile.launch blocks(%b) in (%g) threads(32) {
    // expected-error @+1 {{failed to satisfy constraint: a fragment layout: #tile.blocked, #tile.slice, #tile.mma, #tile.wgmma or #tile.mma_operand}}
    %a = tile.alloc_fragment() {layout = 3 : i64} : memref<4xf32, #tile.fragment>
  }
  return
}

// -----

func.func @row_padding_partial_element() {
  // expected-error @+1 {{'tile.alloc_shared' op row_padding = 3 must be a multiple of the 4-byte element from 0 to 128 bytes}}
  %0 = tile.alloc_shared() {row_padding = 3} : memref<32x32xf32, #tile.shared>
  return
}

// -----

func.func @row_padding_rank() {
  // expected-error @+1 {{'tile.alloc_shared' op row_padding pads the rows of a 2-d tile, got rank 1}}
  %0 = tile.alloc_shared() {row_padding = 4} : memref<32xf32, #tile.shared>
  return
}

// -----

func.func @row_padding_and_swizzle() {
  // expected-error @+1 {{'tile.alloc_shared' op takes a swizzle or row_padding, not both}}
  %0 = tile.alloc_shared() {layout = #tile.swizzle<bytes = 128>, row_padding = 4} : memref<32x64xf16, #tile.shared>
  return
}

// -----

func.func @groups_without_turns(%g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    // expected-error @below {{has 2 consumer groups but no tile.group_turn deals them work}}
    tile.warp_specialize producer_warps(4) stage_release(<at_wait>) registers(40, 232) consumer_groups(2) {
    } consumers {
    }
  }
  return
}

// -----

func.func @groups_register_total(%g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    // expected-error @below {{the roles ask for 70656 registers, more than a multiprocessor's 65536}}
    tile.warp_specialize producer_warps(4) stage_release(<at_wait>) registers(40, 256) consumer_groups(2) {
    } consumers {
    }
  }
  return
}

// -----

func.func @turn_outside_groups(%g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    tile.warp_specialize producer_warps(1) stage_release(<at_wait>) {
    } consumers {
      // expected-error @below {{belongs in the consumers of a tile.warp_specialize with consumer_groups(2) or more}}
      tile.group_turn {
      } others {
      }
    }
  }
  return
}

// -----

func.func @turn_without_order(%g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    tile.warp_specialize producer_warps(4) stage_release(<at_wait>) registers(40, 232) consumer_groups(2) {
    } consumers {
      // expected-error @below {{needs a tile.ordered around its main loop}}
      tile.group_turn {
        tile.async_commit
      } others {
        tile.async_commit
      }
    }
  }
  return
}

// -----

func.func @others_count_only(%g: index, %m: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  tile.launch blocks(%bx) in (%g) threads(128) {
    tile.warp_specialize producer_warps(4) stage_release(<at_wait>) registers(40, 232) consumer_groups(2) {
    } consumers {
      tile.group_turn {
        tile.ordered {
          tile.async_commit
        }
      } others {
        // expected-error @below {{cannot be in a tile.group_turn's `others`, which only counts the ring's groups}}
        memref.store %f, %m[%c0] : memref<4xf32>
        tile.async_commit
      }
    }
  }
  return
}

// -----

func.func @others_same_commits(%g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    tile.warp_specialize producer_warps(4) stage_release(<at_wait>) registers(40, 232) consumer_groups(2) {
    } consumers {
      // expected-error @below {{commits 1 groups in its body but 0 in `others`}}
      tile.group_turn {
        tile.ordered {
          tile.async_commit
        }
      } others {
      }
    }
  }
  return
}

// -----

func.func @ordered_nested_in_turn(%g: index, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  tile.launch blocks(%bx) in (%g) threads(128) {
    tile.warp_specialize producer_warps(4) stage_release(<at_wait>) registers(40, 232) consumer_groups(2) {
    } consumers {
      tile.group_turn {
        tile.ordered {
          tile.async_commit
        }
        scf.for %i = %c0 to %n step %c1 {
          // expected-error @below {{inside a tile.group_turn must be directly in its body}}
          tile.ordered {
          }
        }
      } others {
        tile.async_commit
      }
    }
  }
  return
}

// -----

func.func @ordered_outside_launch() {
  // expected-error @below {{orders the warpgroups of a tile.launch: it belongs in a launch's body}}
  tile.ordered {
  }
  return
}

// -----

func.func @ordered_in_ordered(%g: index) {
  tile.launch blocks(%bx) in (%g) threads(256) {
    tile.ordered {
      // expected-error @below {{cannot be inside another tile.ordered}}
      tile.ordered {
      }
    }
  }
  return
}

// -----

func.func @groups_on_a_loop(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-error @below {{'tile.consumer_groups' is an integer from 1 to 4 on a tile.launch}}
  scf.for %i = %c0 to %n step %c1 {
  } {tile.consumer_groups = 2}
  return
}

// -----

// The lowering trusts tile.rings_continue (one release wait per group), so
// only tile-pipeline may set it, on a loop around the one it pipelined.
func.func @rings_continue_by_hand(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-error @below {{'tile.rings_continue' is set by tile-pipeline on the loop around a pipelined one; remove it}}
  scf.for %t = %c0 to %n step %c1 {
    scf.for %i = %c0 to %n step %c1 {
    } {tile.num_stages = 3}
  } {tile.rings_continue}
  return
}

// -----

func.func @default_on_unknown_chip() {
  // expected-error @below {{parameter 'num_stages' gives a default on 'sm_70'}}
  %s = tile.param "num_stages" = 3 in [2, 3, 4] on {sm_70 = 4} : index
  return
}

// -----

func.func @unknown_chip_fact() {
  // expected-error @below {{parameter 'sms' takes chip(sm_count), which no chip describes; the facts are multiprocessors, max_cluster, shared_bytes, tma, wgmma, setmaxnreg, clusters}}
  %s = tile.param "sms" = chip(sm_count) : index
  return
}

// -----

func.func @chip_fact_with_candidates() {
  // expected-error @below {{parameter 'sms' takes its default from the chip (multiprocessors); it takes no candidates, multiple_of or `on` defaults (bind it with --set to override it)}}
  %s = tile.param "sms" = chip(multiprocessors) in [108, 132] : index
  return
}

// -----

func.func @chip_fact_too_wide() {
  // expected-error @below {{parameter 'smem' takes chip(shared_bytes), 166912 on sm_80, which does not fit in 'i8'}}
  %s = tile.param "smem" = chip(shared_bytes) : i8
  return
}

// -----

func.func @chip_fact_malformed() {
  // expected-error @below {{expected ')'}}
  %s = tile.param "sms" = chip(multiprocessors : index
  return
}

// -----

func.func @chip_default_not_a_candidate() {
  // expected-error @below {{sm_90a default 5 of parameter 'num_stages' is not among its candidates}}
  %s = tile.param "num_stages" = 3 in [2, 3, 4] on {sm_90a = 5} : index
  return
}

// -----

func.func @warp_specialize_on_a_loop(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-error @below {{'tile.warp_specialize' is a unit attribute on a tile.launch, or the name of a tile.param (1: a producer warp, 0: none)}}
  scf.for %i = %c0 to %n step %c1 {
  } {tile.warp_specialize}
  return
}

// -----

func.func @cluster_reduce_without_cluster(%g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) {
    %f = tile.alloc_fragment() : memref<64x64xf32, #tile.fragment>
    // expected-error @below {{needs a launch that runs clusters: give it cluster(x, y, z), the blocks that combine}}
    tile.cluster_reduce sum %f : memref<64x64xf32, #tile.fragment>
  }
  return
}

// -----

func.func @cluster_reduce_f16(%g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) cluster(2, 1, 1) {
    %f = tile.alloc_fragment() : memref<64x64xf16, #tile.fragment>
    // expected-error @below {{combines f32 or i32 fragments, not 'f16' (accumulate in f32 and round after the reduction)}}
    tile.cluster_reduce sum %f : memref<64x64xf16, #tile.fragment>
  }
  return
}

// -----

func.func @cluster_reduce_shared(%g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) cluster(2, 1, 1) {
    %s = tile.alloc_shared() : memref<64x64xf32, #tile.shared>
    // expected-error @below {{combines a fragment (#tile.fragment), got shared memory}}
    tile.cluster_reduce max %s : memref<64x64xf32, #tile.shared>
  }
  return
}

// -----

func.func @cluster_reduce_absmax(%g: index) {
  tile.launch blocks(%bx) in (%g) threads(128) cluster(2, 1, 1) {
    %f = tile.alloc_fragment() : memref<64xf32, #tile.fragment>
    // expected-error @below {{combines with sum, max or min}}
    tile.cluster_reduce absmax %f : memref<64xf32, #tile.fragment>
  }
  return
}

// -----

func.func @cluster_reduce_in_parallel(%g: index) {
  %c4 = arith.constant 4 : index
  tile.launch blocks(%bx) in (%g) threads(128) cluster(2, 1, 1) {
    %f = tile.alloc_fragment() : memref<64xf32, #tile.fragment>
    tile.parallel (%i) in (%c4) {
      // expected-error @below {{synchronizes the cluster: it cannot sit in a tile.parallel}}
      tile.cluster_reduce sum %f : memref<64xf32, #tile.fragment>
    }
  }
  return
}

// -----

func.func @cluster_missing_dimension(%g: index) {
  // expected-error @below {{the cluster spans 2 blocks along grid dimension 1, which the 1-d grid does not have}}
  tile.launch blocks(%bx) in (%g) threads(128) cluster(1, 2, 1) {
  }
  return
}


// -----

func.func @cluster_two_extents(%g: index) {
  // expected-error @below {{cluster takes 3 extents (x, y, z)}}
  tile.launch blocks(%bx) in (%g) threads(128) cluster(2, 1) {
  }
  return
}

// -----

func.func @cluster_reduce_rasterized(%g: index) {
  tile.launch blocks(%bx, %by) in (%g, %g) threads(128) cluster(1, 2, 1) l2_swizzle(8) {
    %f = tile.alloc_fragment() : memref<64xf32, #tile.fragment>
    // expected-error @below {{combines over a cluster along grid dimension 1 of a launch with l2_swizzle, which renumbers the blocks there: cluster along z, or drop l2_swizzle}}
    tile.cluster_reduce sum %f : memref<64xf32, #tile.fragment>
  }
  return
}
