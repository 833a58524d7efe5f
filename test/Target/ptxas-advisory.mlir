// ptxas's performance advisories (here C7511, wgmma serialized for lack of
// registers, which made GEMMs 30-40% slower in run 143) become warnings at
// the kernel, lines of the inspection report, entries of the manifest and,
// in tile-tune, a line per candidate and a field of tune.json.
// A stand-in ptxas prints the advisory.

// RUN: cp %S/Inputs/ptxas-advisory.sh %t.ptxas && chmod +x %t.ptxas
// RUN: rm -rf %t && tile-translate %tile_src_root/examples/vector_add.mlir --tile-to-bundle --report --kernel vector_add_f32 --set N=4096 --ptxas=%t.ptxas -o %t 2>&1 | FileCheck %s
// RUN: FileCheck %s --check-prefix=MANIFEST < %t/vector_add_f32.json
// tile-tune lists the candidates ptxas warned about, and tune.json keeps it.
// RUN: rm -rf %t.tune && tile-tune %tile_src_root/examples/vector_add.mlir --kernel vector_add_f32 --set N=4096 --compile-only --no-cache --ptxas=%t.ptxas -o %t.tune 2>&1 | FileCheck %s --check-prefix=TUNE
// RUN: FileCheck %s --check-prefix=TUNEJSON < %t.tune/tune.json

// CHECK: vector_add.mlir:{{[0-9]+}}:{{[0-9]+}}: warning: ptxas: (C7511) Potential Performance Loss: wgmma.mma_async instructions are serialized due to insufficient register resources for the wgmma pipeline in the function 'kernel'; each wgmma then waits for the one before it
// CHECK: kernel vector_add_f32 (sm_90a)
// CHECK: ptxas         168 registers, 0 B stack, spills 0 B stored / 0 B loaded, 1 B static shared memory, 1 barriers
// CHECK-NEXT: ptxas advice  (C7511) Potential Performance Loss: wgmma.mma_async instructions are serialized

// MANIFEST: "ptxas_advisories": [
// MANIFEST-NEXT: "(C7511) Potential Performance Loss: wgmma.mma_async instructions are serialized due to insufficient register resources for the wgmma pipeline in the function 'kernel'"

// TUNE: compiled 4 of 4
// TUNE-NEXT: ptxas advice block=1024: (C7511) Potential Performance Loss: wgmma.mma_async instructions are serialized due to insufficient register resources for the wgmma pipeline in the function 'kernel'{{$}}

// TUNEJSON: "ptxas_advice": "(C7511) Potential Performance Loss: wgmma.mma_async instructions are serialized
