// tile-tune --shapes tunes once per shape, one folder each, and records
// the shape in tune.json; the bench step (tile-run --tune DIR) prints the
// tile.dispatch cases the winners make (formatDispatchTable, unit-tested
// in TuneTest.cpp: DispatchTable).
//
// RUN: rm -rf %t
// RUN: tile-tune %S/Inputs/gemm.mlir --kernel gemm_f16 --set N=256,K=256 --shapes "M=16;M=1000" --space "block_M=64;block_N=64;block_K=32;threads=128;num_stages=2" --compile-only --no-cubin --no-cache -o %t 2>&1 | FileCheck %s --check-prefix=COMPILE
// RUN: FileCheck %s --check-prefix=SHAPE16 < %t/M16/tune.json
// RUN: FileCheck %s --check-prefix=SHAPE1000 < %t/M1000/tune.json
// COMPILE: bundles and tune.json in {{.*}}M16; bench with: tile-run --tune
// COMPILE: bundles and tune.json in {{.*}}M1000; bench with: tile-run --tune
// SHAPE16: "bindings": [
// SHAPE16-NEXT: "N=256",
// SHAPE16-NEXT: "K=256",
// SHAPE16-NEXT: "M=16"
// SHAPE16: "shape": {
// SHAPE16-NEXT: "M": 16
// SHAPE1000: "shape": {
// SHAPE1000-NEXT: "M": 1000

// A shape names problem sizes only, and the table is one kernel's.
// RUN: not tile-tune %S/Inputs/gemm.mlir --kernel gemm_f16 --shapes "block_M=64" --dry-run 2>&1 | FileCheck %s --check-prefix=TUNABLE
// TUNABLE: tile-tune: error: --shapes: 'block_M' is not a problem size of the kernel (a tile.param without candidates, not read from the chip); tunable parameters go in the space
// RUN: not tile-tune %S/Inputs/gemm.mlir --kernel gemm_f16 --shapes "M=16,M=32" --dry-run 2>&1 | FileCheck %s --check-prefix=TWICE
// TWICE: tile-tune: error: --shapes: 'M=16,M=32' gives M twice; separate shapes with ';'
// RUN: not tile-tune %S/Inputs/gemm.mlir --kernel gemm_f16 --shapes "M=0" --dry-run 2>&1 | FileCheck %s --check-prefix=SIZE
// SIZE: tile-tune: error: --shapes: 'M=0' is not NAME=SIZE (a positive integer)
// RUN: not tile-tune %S/Inputs/gemm.mlir --kernel gemm_f16 --shapes "M=16;M=16" --dry-run 2>&1 | FileCheck %s --check-prefix=SAME
// SAME: tile-tune: error: --shapes gives the shape 'M=16' twice
// RUN: not tile-tune %S/Inputs/gemm.mlir --kernel gemm_f16 --shapes ";;" --dry-run 2>&1 | FileCheck %s --check-prefix=NONE
// NONE: tile-tune: error: --shapes ';;' names no shape
// A parameter read from the chip's description is neither a shape nor
// searched.
// RUN: not tile-tune %tile_src_root/examples/gemm.mlir --kernel gemm_f16 --shapes "cluster_max=4" --dry-run 2>&1 | FileCheck %s --check-prefix=FACTSHAPE
// FACTSHAPE: tile-tune: error: --shapes: 'cluster_max' is not a problem size of the kernel (a tile.param without candidates, not read from the chip)
// RUN: not tile-tune %tile_src_root/examples/gemm.mlir --kernel gemm_f16 --space "cluster_max=1,8" --dry-run 2>&1 | FileCheck %s --check-prefix=FACTSPACE
// FACTSPACE: error: 'tile.param' op 'cluster_max' reads the chip's description (chip(max_cluster)), so it is not searched; bind one value with --set
