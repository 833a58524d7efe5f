// `tile.tma_multicast` on a launch asks tile-tma-loads for clusters of two
// with multicast loads for that launch alone (as --tma-multicast does for
// every launch), so the cluster is a schedule choice in the kernel file and
// in tile-tune's space (a unit attribute, or a 0/1 tile.param).

// The example names its 0/1 parameter `multicast` (off by default).
// RUN: tile-translate %tile_src_root/examples/gemm.mlir --tile-to-ptx --kernel gemm_f16 --set M=4096,N=4096,K=4096,multicast=1 | FileCheck %s
// RUN: tile-translate %tile_src_root/examples/gemm.mlir --tile-to-ptx --kernel gemm_f16 --set M=4096,N=4096,K=4096 | FileCheck %s --check-prefix=OFF
// RUN: tile-translate %tile_src_root/examples/gemm.mlir --tile-to-ptx --kernel gemm_f16 --chip sm_80 --set M=4096,N=4096,K=4096,multicast=1 | FileCheck %s --check-prefix=OFF
// CHECK: .reqnctapercluster 2, 1, 1
// CHECK: cp.async.bulk.tensor.{{.*}}.multicast::cluster
// OFF-NOT: reqnctapercluster
// OFF-NOT: multicast::cluster

// Without TMA loads (no producer warp asked for) it cannot apply: a warning.
// RUN: sed -e 's/attributes {tile.warp_specialize = "producer_warp", tile.tma_multicast = "multicast", tile.tma_store = "tma_store"}/attributes {tile.tma_multicast}/' %tile_src_root/examples/gemm.mlir > %t.plain.mlir
// RUN: tile-translate %t.plain.mlir --tile-to-ptx --kernel gemm_f16 --set M=4096,N=4096,K=4096 -o /dev/null 2>&1 | FileCheck %s --check-prefix=WARN
// WARN: warning: tile.tma_multicast does not apply: the launch does not load through TMA (ask for it with tile.warp_specialize)


// One block row without l2_swizzle (M within block_M): the grid's other
// extents fold to 1, and the warning says so rather than "not 2-d" (the
// user bound multicast=1: a warning, whatever the reason).
// RUN: sed -e 's/ l2_swizzle(8)//' %tile_src_root/examples/gemm.mlir > %t.row.mlir
// RUN: tile-translate %t.row.mlir --tile-to-ptx --kernel gemm_f16 --set M=128,N=4096,K=4096,block_M=128,block_N=128,block_K=64,threads=256,producer_warp=1,multicast=1 -o /dev/null 2>&1 | FileCheck %s --check-prefix=ROW
// ROW: warning: tma-multicast does not apply: the launch's grid is one row of blocks at these sizes (its other extents are 1); clusters of two pair blocks of a 2-d grid

// A request the kernel file's defaults or shape cases make (the example's
// producer warp on sm_90a; its case for rows not 32-byte aligned asks for
// multicast and the TMA store) falls back with a remark where these sizes
// rule it out: with N at run time and no stated multiple, B's and C's rows
// may not be 16-byte aligned, as a tensor map's pitch must be (the case
// that stores through TMA states N a multiple of 8 itself: its
// specialization does). Bound on the command line, the same requests warn.
// RUN: tile-translate %tile_src_root/examples/gemm.mlir --tile-to-ptx --kernel gemm_f16 --set N=dynamic,M=1000,K=1000 -o /dev/null 2>&1 | FileCheck %s --check-prefix=BY-DEFAULT --implicit-check-not=warning
// RUN: tile-translate %tile_src_root/examples/gemm.mlir --tile-to-ptx --kernel gemm_f16 --set N=dynamic,M=1000,K=1000,producer_warp=1,tma_store=1 -o /dev/null 2>&1 | FileCheck %s --check-prefix=BOUND-REQUEST
// BY-DEFAULT: remark: cannot load through TMA: its source's rows have a run-time length (the last dimension) with no stated multiple that keeps them 16-byte aligned, which a tensor map's row pitch must be: state one (NAME=dynamic%8)
// BOUND-REQUEST: warning: cannot load through TMA: its source's rows have a run-time length
// BOUND-REQUEST: warning: tile.tma_store: cannot store through TMA: its destination's rows have a run-time length

// With M at run time the rows keep their pitch: the loads and the TMA
// store take maps whose row extent is M (the runtime encodes them at each
// launch). So do run-time row lengths stated multiples of 8 elements (16
// bytes): the maps' pitches are expressions too. Multicast pairs the
// blocks of a run-time grid as well: the extents the pairs need even are
// rounded up (the blocks added past the last tile load and store nothing
// of their own), so the cases that ask for it get clusters.
// RUN: tile-translate %tile_src_root/examples/gemm.mlir --tile-to-ptx --kernel gemm_f16 --set M=dynamic,N=1000,K=1000 2>&1 | FileCheck %s --check-prefix=DYNAMIC-M --implicit-check-not=warning --implicit-check-not=remark
// RUN: tile-translate %tile_src_root/examples/gemm.mlir --tile-to-ptx --kernel gemm_f16 --set M=dynamic,N=dynamic%8,K=dynamic%8 2>&1 | FileCheck %s --check-prefix=DYNAMIC-M --implicit-check-not=warning --implicit-check-not=remark
// DYNAMIC-M: .reqnctapercluster 2, 1, 1
// DYNAMIC-M: cp.async.bulk.tensor.{{.*}}.multicast::cluster
// The 64 x 128 case (multicast, TMA store) launches an even number of
// block rows, and with N at run time an even number of columns.
// RUN: rm -rf %t.dyn && tile-translate %tile_src_root/examples/gemm.mlir --tile-to-bundle -o %t.dyn --kernel gemm_f16 --set M=dynamic,N=1000,K=1000
// RUN: python3 -c "import json, sys; m = json.load(open(sys.argv[1])); print(json.dumps(m['grid']), m['cluster'])" %t.dyn/gemm_f16_case10.json | FileCheck %s --check-prefix=GRID-M
// GRID-M: [8, ["mul", ["ceildiv", ["ceildiv", "M", 64], 2], 2], 1] [2, 1, 1]
// RUN: rm -rf %t.dyn2 && tile-translate %tile_src_root/examples/gemm.mlir --tile-to-bundle -o %t.dyn2 --kernel gemm_f16 --set M=dynamic,N=dynamic%8,K=dynamic%8
// RUN: python3 -c "import json, sys; m = json.load(open(sys.argv[1])); print(json.dumps(m['grid']), m['cluster'])" %t.dyn2/gemm_f16_case10.json | FileCheck %s --check-prefix=GRID-MN
// GRID-MN: {{\[\["mul"}}, ["ceildiv", ["ceildiv", "N", 128], 2], 2], ["mul", ["ceildiv", ["ceildiv", "M", 64], 2], 2], 1] [2, 1, 1]
// The manifest gives those extents and pitches as expressions.
// RUN: rm -rf %t.bundle && tile-translate %tile_src_root/examples/gemm.mlir --tile-to-bundle -o %t.bundle --kernel gemm_f16 --set M=dynamic,N=dynamic%8,K=dynamic%8 2>/dev/null
// RUN: python3 -c "import json, sys; print(json.dumps(json.load(open(sys.argv[1]))['tensor_maps']))" %t.bundle/gemm_f16.json | FileCheck %s --check-prefix=MAPS
// MAPS: "box": [64, 8], "dims": ["K", "M"], "dtype": "f16", "l2_promotion": 128, "name": "A.map0", "strides": {{\[\["mul", "K", 2\]\]}}
// MAPS: "box": [64, 64], "dims": ["N", "K"], "dtype": "f16", "l2_promotion": 128, "name": "B.map1", "strides": {{\[\["mul", "N", 2\]\]}}

// A bound multicast=1 where the loads cannot go through TMA (N = 4100:
// rows 8200 bytes apart) warns, though the producer warp that would issue
// them is the chip's default (its fallback is a remark).
// RUN: tile-translate %tile_src_root/examples/gemm.mlir --tile-to-ptx --kernel gemm_f16 --set M=4096,N=4100,K=4096,multicast=1 -o /dev/null 2>&1 | FileCheck %s --check-prefix=BOUND-MC
// BOUND-MC: remark: cannot load through TMA: the source's rows are 8200 bytes apart
// BOUND-MC: warning: tile.tma_multicast does not apply: the launch's pipelined copies do not load through TMA
