// tile-run resolves a kernel's run-time dimensions (the manifest's "dims")
// from --arg, else from their defaults, before it opens a GPU: every value
// it refuses is refused on any machine.

// RUN: rm -rf %t && mkdir -p %t/static
// RUN: cp %tile_src_root/test/Runtime/Inputs/manifests/good-dims.json %tile_src_root/test/Runtime/Inputs/manifests/kd.ptx %t/
// RUN: not tile-run %t --arg M=0 2>&1 | FileCheck %s --check-prefix=ZERO
// RUN: not tile-run %t --arg M=many 2>&1 | FileCheck %s --check-prefix=NUMBER
// RUN: not tile-run %t --arg M=549755813888 2>&1 | FileCheck %s --check-prefix=GRID
// RUN: not tile-run %t --arg N=3 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// ZERO: tile-run: error: {{.*}}good-dims.json: dimension M=0: dimensions must be positive
// NUMBER: tile-run: error: --arg M is i64: 'many' is not an integer from
// GRID: tile-run: error: {{.*}}good-dims.json: "grid" holds an invalid size: ceildiv(M, 256) = 2147483648 in x with M=549755813888 (x takes 1 to 2147483647 blocks, y and z 1 to 65535)
// UNKNOWN: tile-run: error: --arg 'N=3': kd takes the scalar arguments M (i64); write NAME=VALUE

// A kernel compiled for M a multiple of 128 (M=dynamic%128) takes no other M.
// RUN: mkdir -p %t/multiple && cp %tile_src_root/test/Runtime/Inputs/manifests/good-dims-multiple.json %tile_src_root/test/Runtime/Inputs/manifests/kd.ptx %t/multiple/
// RUN: not tile-run %t/multiple --arg M=1000 2>&1 | FileCheck %s --check-prefix=MULTIPLE
// MULTIPLE: tile-run: error: {{.*}}good-dims-multiple.json: dimension M=1000 is not a multiple of 128: kd was compiled for such values only (M=dynamic%128); compile it with M=dynamic for any value

// A static reference (A f32[1000x64]) matches the defaults, not another M;
// the data arguments are compared, the dimension's scalar is not.
// RUN: echo '{"format": 1, "kernel": "kd", "entry": "kd", "chip": "sm_90a", "ptx": "kd.ptx", "grid": [4, 1, 1], "block": [128, 1, 1], "shared_bytes": 0, "bytes": 512000, "args": [{"name": "A", "dtype": "f32", "shape": [1000, 64], "access": "inout"}]}' > %t/static/kd.json
// RUN: printf '.version 8.0\n.target sm_90a\n.visible .entry kd(\n.param .u64 kd_param_0\n)\n{\nret;\n}\n' > %t/static/kd.ptx
// RUN: not tile-run %t --reference %t/static --arg M=999 2>&1 | FileCheck %s --check-prefix=REFERENCE
// RUN: not tile-run %t/static --arg M=999 2>&1 | FileCheck %s --check-prefix=STATIC
// REFERENCE: tile-run: error: cannot compare kd with {{.*}}static/kd.json: argument #0 differs: A f32[999x64] (inout) vs A f32[1000x64] (inout) (resolved with M=999 vs fixed dimensions)
// STATIC: tile-run: error: --arg 'M=999': kd takes no scalar argument
