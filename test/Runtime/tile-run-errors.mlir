// tile-run turns every bad input into one line on stderr and exit status 1.
// These checks happen before a GPU is opened, so they hold on any machine.

// RUN: rm -rf %t && tile-translate %tile_src_root/examples/vector_add.mlir --tile-to-bundle --no-cubin --set N=4096 -o %t
// RUN: not tile-run 2>&1 | FileCheck %s --check-prefix=NOBUNDLE
// RUN: not tile-run %t.missing 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not tile-run %t --kernel nope 2>&1 | FileCheck %s --check-prefix=KERNEL
// RUN: not tile-run %t --reps 0 2>&1 | FileCheck %s --check-prefix=REPS
// RUN: not tile-run %t --rtol abc 2>&1 | FileCheck %s --check-prefix=RTOL
// RUN: not tile-run %t --bogus 2>&1 | FileCheck %s --check-prefix=OPTION
// RUN: not tile-run %t %t 2>&1 | FileCheck %s --check-prefix=TWO
// RUN: tile-run --help | FileCheck %s --check-prefix=HELP

// A truncated manifest, and a bundle whose PTX went missing.
// RUN: rm -rf %t.corrupt && mkdir %t.corrupt && cp %t/vector_add_f32.ptx %t.corrupt/
// RUN: head -c 100 %t/vector_add_f32.json > %t.corrupt/vector_add_f32.json
// RUN: not tile-run %t.corrupt 2>&1 | FileCheck %s --check-prefix=CORRUPT
// RUN: rm -rf %t.noptx && mkdir %t.noptx && cp %t/vector_add_f16.json %t.noptx/
// RUN: not tile-run %t.noptx 2>&1 | FileCheck %s --check-prefix=NOPTX
// RUN: rm -rf %t.empty && mkdir %t.empty && not tile-run %t.empty 2>&1 | FileCheck %s --check-prefix=EMPTY

// A reference whose arguments differ is refused before anything runs.
// RUN: not tile-run %t --kernel vector_add_f32 --reference %t/vector_add_f16.json 2>&1 | FileCheck %s --check-prefix=SIGNATURE
// A reference file's kernels pair by the manifest's reference_for, not by
// name: gemm_f16 with gemm_f16_reference (whose arguments, bf16's, differ
// from gemm_bf16_reference's), before any GPU is needed.
// RUN: rm -rf %t.g %t.gref && tile-translate %tile_src_root/examples/gemm.mlir --tile-to-bundle --no-cubin --set M=64,N=64,K=64 -o %t.g
// RUN: tile-translate %tile_src_root/examples/gemm_reference.mlir --tile-to-bundle --no-cubin --set M=64,N=64,K=64 -o %t.gref
// RUN: FileCheck %s --check-prefix=REFFOR < %t.gref/gemm_f16_reference.json
// RUN: not tile-run %t.g --kernel gemm_f16 --reference %t.gref 2>&1 | FileCheck %s --check-prefix=PAIRED
// RUN: not tile-run %t.g --kernel gemm_f16 --reference %t/vector_add_f16.json 2>&1 | FileCheck %s --check-prefix=UNPAIRED
// REFFOR: "reference_for": "gemm_f16"
// PAIRED-NOT: to compare with
// PAIRED-NOT: cannot compare
// PAIRED: tile-run: error:
// UNPAIRED: tile-run: error: cannot compare gemm_f16 with {{.*}}vector_add_f16.json: argument #0 differs

// NOBUNDLE: tile-run: error: no bundle given (see --help)
// MISSING: tile-run: error: {{.*}}.missing: no such bundle (expected a folder or a .json manifest)
// KERNEL: tile-run: error: {{.*}}: no kernel named 'nope' (it holds vector_add_f16, vector_add_f32)
// REPS: tile-run: error: --reps takes an integer >= 1, got '0'
// RTOL: tile-run: error: --rtol takes a non-negative number, got 'abc'
// OPTION: tile-run: error: unknown option '--bogus' (see --help)
// TWO: tile-run: error: one bundle at a time
// HELP: usage: tile-run BUNDLE [options]
// CORRUPT: tile-run: error: {{.*}}vector_add_f32.json: corrupt manifest (line {{[0-9]+}}, column {{[0-9]+}}:
// NOPTX: tile-run: error: {{.*}}vector_add_f16.json: missing vector_add_f16.ptx next to the manifest
// EMPTY: tile-run: error: {{.*}}: no manifest (.json) in this folder
// SIGNATURE: tile-run: error: cannot compare vector_add_f32 with {{.*}}vector_add_f16.json: argument #0 differs: A f32[4096] (in) vs A f16[4096] (in)

// Timing options without --bench were ignored without a word.
// RUN: not tile-run %t --reps 5 2>&1 | FileCheck %s --check-prefix=NOBENCH
// NOBENCH: --reps sets how a kernel is timed: add --bench (or --tune DIR)
// The chip is read from the compiler's table (std::stoi once aborted on
// this one), before any file or GPU is looked at.
// RUN: rm -rf %t.chip && mkdir -p %t.chip
// RUN: echo '{"format":1,"kernel":"k","entry":"k","chip":"sm_99999999999","ptx":"k.ptx","grid":[1,1,1],"block":[32,1,1],"shared_bytes":0,"bytes":0}' > %t.chip/k.json
// RUN: not tile-run %t.chip 2>&1 | FileCheck %s --check-prefix=BIGCHIP
// BIGCHIP: unknown chip 'sm_99999999999'; supported chips are sm_80, sm_90a
// An argument given twice, or a float scalar past its type's range, is a
// mistake to report, not a value to pick.
// RUN: rm -rf %t.fp8 && tile-translate %tile_src_root/examples/gemm_fp8.mlir --tile-to-bundle --no-cubin --kernel gemm_e4m3 --set M=128,N=128,K=128 -o %t.fp8
// RUN: not tile-run %t.fp8 --arg scale_a=1 --arg scale_a=2 2>&1 | FileCheck %s --check-prefix=ARGTWICE
// ARGTWICE: tile-run: error: --arg scale_a is given twice; give it once
// RUN: not tile-run %t.fp8 --arg scale_a=1e39 2>&1 | FileCheck %s --check-prefix=ARGRANGE
// ARGRANGE: scale_a is f32: 1e39 is out of its range
// A manifest the driver would refuse at launch is refused when read.
// RUN: rm -rf %t.block && mkdir -p %t.block
// RUN: echo '{"format":1,"kernel":"k","entry":"k","chip":"sm_90a","ptx":"k.ptx","grid":[1,1,1],"block":[2048,1,1],"shared_bytes":0,"bytes":0}' > %t.block/k.json
// RUN: not tile-run %t.block 2>&1 | FileCheck %s --check-prefix=BIGBLOCK
// Extents whose product wraps 64 bits are refused too.
// RUN: echo '{"format":1,"kernel":"k","entry":"k","chip":"sm_90a","ptx":"k.ptx","grid":[1,1,1],"block":[2097152,2097152,4194304],"shared_bytes":0,"bytes":0}' > %t.block/k.json
// RUN: not tile-run %t.block 2>&1 | FileCheck %s --check-prefix=WRAPBLOCK
// WRAPBLOCK: "block" is 2097152 x 2097152 x 4194304 threads; a block holds at most 1024
// BIGBLOCK: "block" is 2048 x 1 x 1 threads; a block holds at most 1024 (z at most 64)
// RUN: rm -rf %t.names && mkdir -p %t.names && cp %t/vector_add_f32.* %t.names/
// RUN: sed -i 's/"name": "B"/"name": "A"/' %t.names/vector_add_f32.json
// RUN: not tile-run %t.names 2>&1 | FileCheck %s --check-prefix=NAMES
// NAMES: argument names must be unique and not empty, but "A" is repeated
