// The inspection report: launch, arguments, parameters, the instructions
// that matter (static PTX counts) and, with ptxas, its resource figures;
// the blocks an SM holds at once and what limits them (registers only
// once ptxas has counted them).

// RUN: tile-translate %tile_src_root/examples/vector_add.mlir --tile-inspect --no-cubin --set N=1000003 --kernel vector_add_f32 | FileCheck %s
// RUN: %if ptxas %{ tile-translate %tile_src_root/examples/vector_add.mlir --tile-inspect --set N=1000003 --kernel vector_add_f16 | FileCheck %s --check-prefix=PTXAS %}
// RUN: rm -rf %t && tile-translate %tile_src_root/examples/vector_add.mlir --tile-to-bundle --no-cubin --report --set N=1000003 -o %t | FileCheck %s --check-prefix=BUNDLE
// RUN: FileCheck %s --check-prefix=MANIFEST < %t/vector_add_f32.json

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
