// A bundle with a dispatch table: the manifest of the kernel lists its
// specializations by ranges of the run-time dimension; tile-run and the
// bridge pick the one the values fall in before they open a GPU.

// RUN: rm -rf %t && tile-translate %tile_src_root/test/Runtime/Inputs/dispatch_scale.mlir --tile-to-bundle --no-cubin --set N=dynamic -o %t
// RUN: FileCheck %s --check-prefix=TABLE < %t/scale.json
// RUN: FileCheck %s --check-prefix=CASE < %t/scale_case0.json
// TABLE: "dispatch": [
// TABLE-NEXT: {
// TABLE-NEXT: "kernel": "scale_case0",
// TABLE-NEXT: "when": {
// TABLE-NEXT: "N": [
// TABLE-NEXT: 1,
// TABLE-NEXT: 4096
// TABLE: "kernel": "scale_case1",
// TABLE: "params": {
// TABLE-NEXT: "block": 2048
// CASE: "case_of": "scale",
// CASE: "grid": [
// CASE-NEXT: [
// CASE-NEXT: "ceildiv",
// CASE-NEXT: "N",
// CASE-NEXT: 256
// CASE: "kernel": "scale_case0",

// The bridge resolves through the runtime: the manifest that runs, and its grid.
// RUN: env TILE_RUNTIME_LIB=%tile_obj_root/lib/libtile_runtime_c.so python3 %tile_src_root/test/Runtime/Inputs/dispatch_resolve.py %t | FileCheck %s --check-prefix=BRIDGE
// BRIDGE: N=1 scale_case0.json grid=(1, 1, 1)
// BRIDGE-NEXT: N=4096 scale_case0.json grid=(16, 1, 1)
// BRIDGE-NEXT: N=4097 scale_case1.json grid=(5, 1, 1)
// BRIDGE-NEXT: N=65537 scale.json grid=(33, 1, 1)
// BRIDGE-NEXT: kernels: scale
// BRIDGE-NEXT: scale_case1.json: bound N=100 runs scale_case1.json

// tile-run lists the kernel once and refuses a table whose case was edited
// apart from it (before any GPU is opened).
// RUN: sed -i 's/"case_of": "scale"/"case_of": "other"/' %t/scale_case1.json
// RUN: not tile-run %t --arg N=5000 2>&1 | FileCheck %s --check-prefix=EDITED
// EDITED: tile-run: error: {{.*}}scale.json: the dispatch table hands N=5000 to scale_case1, but {{.*}}scale_case1.json is not one of its specializations (its "case_of" is "other"); rebuild the bundle
// RUN: rm %t/scale_case0.json
// RUN: not tile-run %t 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: tile-run: error: {{.*}}scale.json: "dispatch": missing scale_case0.json next to the manifest

// --tile-inspect shows the table and what each specialization is.
// RUN: tile-translate %tile_src_root/test/Runtime/Inputs/dispatch_scale.mlir --tile-inspect --no-cubin --set N=dynamic | FileCheck %s --check-prefix=INSPECT
// INSPECT: kernel scale (
// INSPECT: dispatch      N in [1, 4096] -> scale_case0
// INSPECT-NEXT: dispatch      N in [4097, 65536] -> scale_case1
// INSPECT: parameters    block=2048
// INSPECT: kernel scale_case0 (
// INSPECT: case of       scale (its dispatch table runs it)
// INSPECT: parameters    block=256

// A case in the middle of the table may run the kernel itself (its values
// are the defaults): those sizes run it and not the later case.
// RUN: rm -rf %t.self && tile-translate %tile_src_root/test/Runtime/Inputs/dispatch_self.mlir --tile-to-bundle --no-cubin --set N=dynamic -o %t.self
// RUN: env TILE_RUNTIME_LIB=%tile_obj_root/lib/libtile_runtime_c.so PYTHONPATH=%tile_src_root/python python3 -c "import os, sys; from tile_mlir.bundle import resolve_manifest; [print(n, os.path.basename(resolve_manifest(sys.argv[1] + '/scale.json', {'N': n}).manifest)) for n in (100, 5000, 70000)]" %t.self | FileCheck %s --check-prefix=SELF
// SELF: 100 scale.json
// SELF-NEXT: 5000 scale_case1.json
// SELF-NEXT: 70000 scale.json

// A case with `waves` holds where its kernel's grid, at the launch's
// sizes, has at most that many blocks per multiprocessor of the manifest's
// chip: 132 x 256 = 33792 elements on sm_90a, 108 x 256 on sm_80.
// RUN: rm -rf %t.waves && tile-translate %tile_src_root/test/Runtime/Inputs/dispatch_waves.mlir --tile-to-bundle --no-cubin --set N=dynamic -o %t.waves
// RUN: FileCheck %s --check-prefix=WAVES-TABLE < %t.waves/scale.json
// WAVES-TABLE: "dispatch": [
// WAVES-TABLE-NEXT: {
// WAVES-TABLE-NEXT: "kernel": "scale_case0",
// WAVES-TABLE-NEXT: "waves": 1,
// WAVES-TABLE-NEXT: "when": {}
// RUN: env TILE_RUNTIME_LIB=%tile_obj_root/lib/libtile_runtime_c.so PYTHONPATH=%tile_src_root/python python3 -c "import os, sys; from tile_mlir.bundle import resolve_manifest; [print(n, os.path.basename(resolve_manifest(sys.argv[1] + '/scale.json', {'N': n}).manifest)) for n in (1, 33792, 33793)]" %t.waves | FileCheck %s --check-prefix=WAVES
// WAVES: 1 scale_case0.json
// WAVES-NEXT: 33792 scale_case0.json
// WAVES-NEXT: 33793 scale.json
// RUN: rm -rf %t.waves80 && tile-translate %tile_src_root/test/Runtime/Inputs/dispatch_waves.mlir --tile-to-bundle --no-cubin --chip sm_80 --set N=dynamic -o %t.waves80
// RUN: env TILE_RUNTIME_LIB=%tile_obj_root/lib/libtile_runtime_c.so PYTHONPATH=%tile_src_root/python python3 -c "import os, sys; from tile_mlir.bundle import resolve_manifest; [print(n, os.path.basename(resolve_manifest(sys.argv[1] + '/scale.json', {'N': n}).manifest)) for n in (27648, 27649)]" %t.waves80 | FileCheck %s --check-prefix=WAVES80
// WAVES80: 27648 scale_case0.json
// WAVES80-NEXT: 27649 scale.json
// A fixed size decides the case at compile time, by the same count.
// RUN: tile-translate %tile_src_root/test/Runtime/Inputs/dispatch_waves.mlir --tile-inspect --no-cubin --set N=33793 | FileCheck %s --check-prefix=WAVES-FIXED
// RUN: tile-translate %tile_src_root/test/Runtime/Inputs/dispatch_waves.mlir --tile-inspect --no-cubin --set N=33792 | FileCheck %s --check-prefix=WAVES-FIXED-FITS
// WAVES-FIXED-FITS-NOT: dispatch
// WAVES-FIXED-FITS: parameters    N=33792, block=256
// WAVES-FIXED-NOT: dispatch
// WAVES-FIXED: parameters    N=33793, block=2048
// RUN: tile-translate %tile_src_root/test/Runtime/Inputs/dispatch_waves.mlir --tile-inspect --no-cubin --set N=dynamic | FileCheck %s --check-prefix=WAVES-INSPECT
// WAVES-INSPECT: dispatch      grid <= 1 block(s) per multiprocessor -> scale_case0
// A manifest edited to a waves below 1 is refused.
// RUN: sed -i 's/"waves": 1/"waves": 0/' %t.waves/scale.json
// RUN: not tile-run %t.waves --arg N=5 2>&1 | FileCheck %s --check-prefix=WAVES-BAD
// WAVES-BAD: "dispatch": "waves" must be an integer >= 1 (blocks per multiprocessor), not 0
// A waves case that runs the kernel itself stays in the table before a
// later case: 132 x 2048 = 270336 elements run the kernel, one more the
// 256-element case, and past that case's range the kernel again.
// RUN: rm -rf %t.wself && tile-translate %tile_src_root/test/Runtime/Inputs/dispatch_waves_self.mlir --tile-to-bundle --no-cubin --set N=dynamic -o %t.wself
// RUN: env TILE_RUNTIME_LIB=%tile_obj_root/lib/libtile_runtime_c.so PYTHONPATH=%tile_src_root/python python3 -c "import os, sys; from tile_mlir.bundle import resolve_manifest; [print(n, os.path.basename(resolve_manifest(sys.argv[1] + '/scale.json', {'N': n}).manifest)) for n in (270336, 270337, 1000001)]" %t.wself | FileCheck %s --check-prefix=WSELF
// WSELF: 270336 scale.json
// WSELF-NEXT: 270337 scale_case1.json
// WSELF-NEXT: 1000001 scale.json

// A case with `fill` runs where its grid fills the waves of one block per
// multiprocessor better, its fill weighted by 95%, than the grid of what
// the later cases choose (here the kernel itself): 66 blocks of 2048 fill
// half of sm_90a's 132, 264 of 512 all; at 132 blocks the default fills
// its wave; at 133 it takes 0.50 of two, the case's 532 blocks 0.81 of
// five. sm_80 counts 108.
// RUN: rm -rf %t.fill && tile-translate %tile_src_root/test/Runtime/Inputs/dispatch_fill.mlir --tile-to-bundle --no-cubin --set N=dynamic -o %t.fill
// RUN: FileCheck %s --check-prefix=FILL-TABLE < %t.fill/scale.json
// FILL-TABLE: "dispatch": [
// FILL-TABLE-NEXT: {
// FILL-TABLE-NEXT: "fill": 95,
// FILL-TABLE-NEXT: "kernel": "scale_case0",
// FILL-TABLE-NEXT: "when": {}
// RUN: env TILE_RUNTIME_LIB=%tile_obj_root/lib/libtile_runtime_c.so PYTHONPATH=%tile_src_root/python python3 -c "import os, sys; from tile_mlir.bundle import resolve_manifest; [print(n, os.path.basename(resolve_manifest(sys.argv[1] + '/scale.json', {'N': n}).manifest)) for n in (135168, 270336, 272384)]" %t.fill | FileCheck %s --check-prefix=FILL
// FILL: 135168 scale_case0.json
// FILL-NEXT: 270336 scale.json
// FILL-NEXT: 272384 scale_case0.json
// RUN: rm -rf %t.fill80 && tile-translate %tile_src_root/test/Runtime/Inputs/dispatch_fill.mlir --tile-to-bundle --no-cubin --chip sm_80 --set N=dynamic -o %t.fill80
// RUN: env TILE_RUNTIME_LIB=%tile_obj_root/lib/libtile_runtime_c.so PYTHONPATH=%tile_src_root/python python3 -c "import os, sys; from tile_mlir.bundle import resolve_manifest; [print(n, os.path.basename(resolve_manifest(sys.argv[1] + '/scale.json', {'N': n}).manifest)) for n in (110592, 221184)]" %t.fill80 | FileCheck %s --check-prefix=FILL80
// FILL80: 110592 scale_case0.json
// FILL80-NEXT: 221184 scale.json
// Fixed sizes decide it at compile time by the same count.
// RUN: tile-translate %tile_src_root/test/Runtime/Inputs/dispatch_fill.mlir --tile-inspect --no-cubin --set N=272384 | FileCheck %s --check-prefix=FILL-FIXED
// RUN: tile-translate %tile_src_root/test/Runtime/Inputs/dispatch_fill.mlir --tile-inspect --no-cubin --set N=270336 | FileCheck %s --check-prefix=FILL-FIXED-DEFAULT
// FILL-FIXED-NOT: dispatch
// FILL-FIXED: parameters    N=272384, block=512
// FILL-FIXED-DEFAULT: parameters    N=270336, block=2048
// RUN: tile-translate %tile_src_root/test/Runtime/Inputs/dispatch_fill.mlir --tile-inspect --no-cubin --set N=dynamic | FileCheck %s --check-prefix=FILL-INSPECT
// FILL-INSPECT: dispatch      its waves' fill x 95% > the later choice's -> scale_case0
// RUN: sed -i 's/"fill": 95/"fill": 0/' %t.fill/scale.json
// RUN: not tile-run %t.fill --arg N=5 2>&1 | FileCheck %s --check-prefix=FILL-BAD
// FILL-BAD: "dispatch": "fill" must be an integer in [1, 1000] (a percentage), not 0

// A case with `multiple_of` holds where the run-time dimension is such a
// multiple; its kernel is compiled with the fact (its manifest says so).
// RUN: rm -rf %t.mult && tile-translate %tile_src_root/test/Runtime/Inputs/dispatch_multiple.mlir --tile-to-bundle --no-cubin --set N=dynamic -o %t.mult
// RUN: FileCheck %s --check-prefix=MULT-TABLE < %t.mult/scale.json
// RUN: FileCheck %s --check-prefix=MULT-CASE < %t.mult/scale_case0.json
// MULT-TABLE: "dispatch": [
// MULT-TABLE-NEXT: {
// MULT-TABLE-NEXT: "kernel": "scale_case0",
// MULT-TABLE-NEXT: "multiple_of": {
// MULT-TABLE-NEXT: "N": 256
// MULT-TABLE-NEXT: },
// MULT-TABLE-NEXT: "when": {}
// MULT-CASE: "multiple_of": {
// MULT-CASE-NEXT: "N": 256
// RUN: env TILE_RUNTIME_LIB=%tile_obj_root/lib/libtile_runtime_c.so PYTHONPATH=%tile_src_root/python python3 -c "import os, sys; from tile_mlir.bundle import resolve_manifest; [print(n, os.path.basename(resolve_manifest(sys.argv[1] + '/scale.json', {'N': n}).manifest)) for n in (256, 1000, 1048576, 1048577)]" %t.mult | FileCheck %s --check-prefix=MULT
// MULT: 256 scale_case0.json
// MULT-NEXT: 1000 scale.json
// MULT-NEXT: 1048576 scale_case0.json
// MULT-NEXT: 1048577 scale.json
// RUN: tile-translate %tile_src_root/test/Runtime/Inputs/dispatch_multiple.mlir --tile-inspect --no-cubin --set N=dynamic | FileCheck %s --check-prefix=MULT-INSPECT
// MULT-INSPECT: dispatch      N % 256 == 0 -> scale_case0
// MULT-INSPECT: kernel scale_case0 (
// MULT-INSPECT: run-time      N (default 1048576, a multiple of 256)
// A manifest edited to a multiple below 1, or over a size that is not run
// time, is refused.
// RUN: sed -i 's/"N": 256/"N": 0/' %t.mult/scale.json
// RUN: not tile-run %t.mult --arg N=5 2>&1 | FileCheck %s --check-prefix=MULT-BAD
// MULT-BAD: "dispatch": "multiple_of" of N must be an integer >= 1, not 0
// RUN: sed -i 's/"N": 0/"M": 2/' %t.mult/scale.json
// RUN: not tile-run %t.mult --arg N=5 2>&1 | FileCheck %s --check-prefix=MULT-DIM
// MULT-DIM: "dispatch": "multiple_of" names M, which is no run-time dimension (in "dims")

// The values pick the case before the kernel's own grid is judged: at
// M = 4194305 only the case's grid is within CUDA's limits. Past the
// case's range the kernel runs, and its limit is the error.
// RUN: rm -rf %t.tall && tile-translate %tile_src_root/test/Runtime/Inputs/dispatch_tall.mlir --tile-to-bundle --no-cubin --set M=dynamic -o %t.tall
// RUN: env TILE_RUNTIME_LIB=%tile_obj_root/lib/libtile_runtime_c.so PYTHONPATH=%tile_src_root/python python3 -c "import os, sys; from tile_mlir.bundle import resolve_manifest; r = resolve_manifest(sys.argv[1] + '/t.json', {'M': 4194305}); print(os.path.basename(r.manifest), r.grid)" %t.tall | FileCheck %s --check-prefix=TALL
// TALL: t_case0.json (1, 16385, 1)
