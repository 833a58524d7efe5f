// The inspection report: launch, arguments, parameters, the instructions
// that matter (static PTX counts) and, with ptxas, its resource figures;
// the blocks an SM holds at once and what limits them (registers only
// once ptxas has counted them).

// RUN: tile-translate %tile_src_root/examples/vector_add.mlir --tile-inspect --no-cubin --set N=1000003 --kernel vector_add_f32 | FileCheck %s
// RUN: %if ptxas %{ tile-translate %tile_src_root/examples/vector_add.mlir --tile-inspect --set N=1000003 --kernel vector_add_f16 | FileCheck %s --check-prefix=PTXAS %}
// RUN: rm -rf %t && tile-translate %tile_src_root/examples/vector_add.mlir --tile-to-bundle --no-cubin --report --set N=1000003 -o %t | FileCheck %s --check-prefix=BUNDLE
// RUN: FileCheck %s --check-prefix=MANIFEST < %t/vector_add_f32.json

// The schedule a warp-specialized kernel runs, as tile-check-async-protocol
// verified it: roles, setmaxnreg, mbarrier rings, named barriers.
// RUN: tile-translate %tile_src_root/examples/gemm.mlir --tile-inspect --no-cubin --kernel gemm_f16 --producer-warp --tma-multicast | FileCheck %s --check-prefix=WS
// WS:      launch        grid 32x16x1, block 288x1x1
// WS-NEXT: cluster       2x1x1 blocks
// WS-NEXT: schedule      roles: consumers 256 threads (warps 0-7), producer 1 warp (warp 8) issuing the TMA loads
// WS-NEXT: schedule      mbarriers: ring of 4, 1 arrival + 49152 B per phase; ring of 4, 16 arrivals per phase
// RUN: tile-translate %tile_src_root/examples/flash_attention.mlir --tile-inspect --no-cubin --kernel flash_attention_f16 --producer-warp --set H=4 | FileCheck %s --check-prefix=FA
// FA: schedule      named barriers: 1 (128 threads)
// A producer warpgroup with setmaxnreg, written by hand.
// RUN: tile-opt %tile_src_root/examples/gemm.mlir --tile-specialize --canonicalize --tile-infer-layout --tile-pipeline --tile-tma-loads --tile-warp-specialize | sed 's/producer_warps(1) stage_release(<after_wgmma>)/producer_warps(4) stage_release(<after_wgmma>) registers(40, 232)/' | tile-translate --tile-inspect --no-cubin --kernel gemm_f16 | FileCheck %s --check-prefix=REGS
// REGS:      schedule      roles: consumers 256 threads (warps 0-7), producer 4 warps (warps 8-11) issuing the TMA loads
// REGS-NEXT: schedule      setmaxnreg per warpgroup: 232, 232, 40
// REGS-NEXT: schedule      mbarriers: ring of 4, 1 arrival + 49152 B per phase; ring of 4, 8 arrivals per phase

// CHECK-LABEL: kernel vector_add_f32 (sm_90a)
// CHECK-NEXT: launch        grid 489x1x1, block 256x1x1, 0 B dynamic shared memory
// CHECK-NEXT: arguments     A: f32[1000003] in, B: f32[1000003] in, C: f32[1000003] out
// CHECK-NEXT: parameters    N=1000003, block=2048
// CHECK-NEXT: traffic       12.0 MB per launch
// CHECK-NEXT: ptxas         not run (no ptxas)
// CHECK-NEXT: occupancy     8 blocks per SM of 8 warps, limited by threads (registers unknown, shared memory 228, threads 8)
// CHECK-NEXT: instructions  (static counts in the PTX)
// CHECK-NEXT:   ld.global 128-bit              8
// CHECK-NEXT:   ld.global narrower            {{ *[0-9]+}}
// CHECK-NEXT:   st.global 128-bit              4
// CHECK-NEXT:   st.global narrower            {{ *[0-9]+}}
// CHECK-NOT: kernel

// PTXAS-LABEL: kernel vector_add_f16 (sm_90a)
// PTXAS: ptxas         {{[0-9]+}} registers, 0 B stack, spills 0 B stored / 0 B loaded, 0 B static shared memory, 0 barriers
// PTXAS-NEXT: occupancy     8 blocks per SM of 8 warps, limited by threads (registers allow {{[0-9]+}}, shared memory 228, threads 8)
// PTXAS: ld.global 128-bit              4

// BUNDLE-DAG: kernel vector_add_f32 (sm_90a)
// BUNDLE-DAG: kernel vector_add_f16 (sm_90a)

// MANIFEST: "inspection": {
// MANIFEST-NEXT: "instructions": {
// MANIFEST-NEXT: "ld.global 128-bit": 8,
// MANIFEST: "occupancy": {
// MANIFEST-NEXT: "blocks_per_sm": 8,
// MANIFEST-NEXT: "by_block_slots": 32,
// MANIFEST-NEXT: "by_shared_memory": 228,
// MANIFEST-NEXT: "by_threads": 8,
// MANIFEST-NEXT: "limited_by": "threads"
