// ptxas's performance advisories (here C7511, wgmma serialized for lack of
// registers, which made GEMMs 30-40% slower in run 143) become warnings at
// the kernel, lines of the inspection report, entries of the manifest and,
// in tile-tune, a line per candidate and a field of tune.json.
// A stand-in ptxas prints the advisory. The warning's hint follows the
// cause ptxas names: registers (C7511) or a divergent branch (C7520).

// RUN: cp %S/Inputs/ptxas-advisory.sh %t.ptxas && chmod +x %t.ptxas
// RUN: rm -rf %t && tile-translate %tile_src_root/examples/vector_add.mlir --tile-to-bundle --report --kernel vector_add_f32 --set N=4096 --ptxas=%t.ptxas -o %t 2>&1 | FileCheck %s
// RUN: FileCheck %s --check-prefix=MANIFEST < %t/vector_add_f32.json
// RUN: cp %S/Inputs/ptxas-advisory.sh %t.divergent && chmod +x %t.divergent
// RUN: rm -rf %t.d && tile-translate %tile_src_root/examples/vector_add.mlir --tile-to-bundle --kernel vector_add_f32 --set N=4096 --ptxas=%t.divergent -o %t.d 2>&1 | FileCheck %s --check-prefix=DIVERGENT
// Spilled registers are a warning too (ptxas prints them only with -v).
// RUN: cp %S/Inputs/ptxas-advisory.sh %t.spill && chmod +x %t.spill
// RUN: tile-translate %tile_src_root/examples/vector_add.mlir --tile-to-cubin --kernel vector_add_f32 --set N=4096 --ptxas=%t.spill -o %t.cubin 2>&1 | FileCheck %s --check-prefix=SPILL
// SPILL: vector_add.mlir:{{[0-9]+}}:{{[0-9]+}}: warning: ptxas: registers spill to local memory on sm_90a (5640 bytes of spill stores, 5720 of spill loads, at 255 registers); fewer elements per thread (a smaller tile, more threads) or fewer stages avoid it
// tile-tune lists the candidates ptxas warned about, and tune.json keeps it.
// RUN: rm -rf %t.tune && tile-tune %tile_src_root/examples/vector_add.mlir --kernel vector_add_f32 --set N=4096 --compile-only --no-cache --ptxas=%t.ptxas -o %t.tune 2>&1 | FileCheck %s --check-prefix=TUNE
// RUN: FileCheck %s --check-prefix=TUNEJSON < %t.tune/tune.json

// CHECK: vector_add.mlir:{{[0-9]+}}:{{[0-9]+}}: warning: ptxas: (C7511) Potential Performance Loss: wgmma.mma_async instructions are serialized due to insufficient register resources for the wgmma pipeline in the function 'kernel'; each wgmma then waits for the one before it (30-40% slower in docs/benchmarks.md, run 143): lower the registers live across the main loop
// CHECK: kernel vector_add_f32 (sm_90a)
// CHECK: ptxas         168 registers, 0 B stack, spills 0 B stored / 0 B loaded, 1 B static shared memory, 1 barriers
// CHECK-NEXT: ptxas advice  (C7511) Potential Performance Loss: wgmma.mma_async instructions are serialized

// MANIFEST: "ptxas_advisories": [
// MANIFEST-NEXT: "(C7511) Potential Performance Loss: wgmma.mma_async instructions are serialized due to insufficient register resources for the wgmma pipeline in the function 'kernel'"

// TUNE: compiled 4 of 4
// TUNE-NEXT: ptxas advice block=1024: (C7511) Potential Performance Loss: wgmma.mma_async instructions are serialized due to insufficient register resources for the wgmma pipeline in the function 'kernel'{{$}}

// TUNEJSON: "ptxas_advice": "(C7511) Potential Performance Loss: wgmma.mma_async instructions are serialized

// DIVERGENT: warning: ptxas: (C7520) Potential Performance Loss: wgmma.mma_async instructions are serialized due to program dependence on compiler-inserted WG.AR in divergent path in the function 'kernel'; each wgmma then waits for the one before it (30-40% slower in docs/benchmarks.md, run 143): a branch around the wgmma (or around what it waits for) is not warp-uniform to ptxas; make its condition uniform, or move the wgmma out of it
// DIVERGENT-NOT: lower the registers
