// The cache: a second run with the same key is answered from
// $TILE_CACHE_DIR without compiling; another shape, another source or
// --no-cache never sees that entry. (The bench step writes entries; here
// one is written by hand under the key the compile step recorded.)
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: cp %s %t/kernel.mlir
// RUN: env TILE_CACHE_DIR=%t/cache tile-tune %t/kernel.mlir --no-cubin --set N=4096 --compile-only -o %t/out | FileCheck %s --check-prefix=MISS
// RUN: key=$(sed -n 's/.*"key": "\([0-9a-f]*\)".*/\1/p' %t/out/tune.json) && mkdir -p %t/cache/tune && printf '{"format": 1, "key": "%%s", "kernel": "scale", "gpu": "Test GPU", "chip": "sm_90a", "verified": true, "rows": [{"config": "block=1024", "status": "ok", "median_ms": 0.5}, {"config": "block=4096", "status": "wrong", "reason": "rel. L2 error 0.5 > 0.01"}], "winner": {"config": "block=1024", "median_ms": 0.5}}\n' $key > %t/cache/tune/$key.json
// RUN: env TILE_CACHE_DIR=%t/cache tile-tune %t/kernel.mlir --no-cubin --set N=4096 --compile-only -o %t/out2 | FileCheck %s --check-prefix=HIT
// RUN: not ls %t/out2
// RUN: env TILE_CACHE_DIR=%t/cache tile-tune %t/kernel.mlir --no-cubin --set N=4096 --compile-only -o %t/out3 --no-cache | FileCheck %s --check-prefix=MISS
// RUN: env TILE_CACHE_DIR=%t/cache tile-tune %t/kernel.mlir --no-cubin --set N=8192 --compile-only -o %t/out4 | FileCheck %s --check-prefix=MISS
// A parseable entry with the right key that cannot be this kernel's
// result is a warning and a miss: another kernel's, a winner outside the
// space, a winner whose row is wrong, a negative time.
// RUN: key=$(sed -n 's/.*"key": "\([0-9a-f]*\)".*/\1/p' %t/out/tune.json) && printf '{"format": 1, "key": "%%s", "kernel": "other", "rows": [], "winner": null}\n' $key > %t/cache/tune/$key.json
// RUN: env TILE_CACHE_DIR=%t/cache tile-tune %t/kernel.mlir --no-cubin --set N=4096 --compile-only -o %t/bad1 2>&1 | FileCheck %s --check-prefixes=STALE,MISS -DWHY="it is not scale's"
// RUN: key=$(sed -n 's/.*"key": "\([0-9a-f]*\)".*/\1/p' %t/out/tune.json) && printf '{"format": 1, "key": "%%s", "kernel": "scale", "rows": [{"config": "block=1024", "status": "ok", "median_ms": 0.5}], "winner": {"config": "block=8", "median_ms": 0.1}}\n' $key > %t/cache/tune/$key.json
// RUN: env TILE_CACHE_DIR=%t/cache tile-tune %t/kernel.mlir --no-cubin --set N=4096 --compile-only -o %t/bad2 2>&1 | FileCheck %s --check-prefixes=STALE,MISS -DWHY="its winner 'block=8' is not a row that ran correctly"
// RUN: key=$(sed -n 's/.*"key": "\([0-9a-f]*\)".*/\1/p' %t/out/tune.json) && printf '{"format": 1, "key": "%%s", "kernel": "scale", "rows": [{"config": "block=4096", "status": "wrong", "median_ms": 0.2}], "winner": {"config": "block=4096", "median_ms": 0.2}}\n' $key > %t/cache/tune/$key.json
// RUN: env TILE_CACHE_DIR=%t/cache tile-tune %t/kernel.mlir --no-cubin --set N=4096 --compile-only -o %t/bad3 2>&1 | FileCheck %s --check-prefixes=STALE,MISS -DWHY="its winner 'block=4096' is not a row that ran correctly"
// RUN: key=$(sed -n 's/.*"key": "\([0-9a-f]*\)".*/\1/p' %t/out/tune.json) && printf '{"format": 1, "key": "%%s", "kernel": "scale", "rows": [{"config": "block=1024", "status": "ok", "median_ms": -1}], "winner": {"config": "block=1024", "median_ms": -1}}\n' $key > %t/cache/tune/$key.json
// RUN: env TILE_CACHE_DIR=%t/cache tile-tune %t/kernel.mlir --no-cubin --set N=4096 --compile-only -o %t/bad4 2>&1 | FileCheck %s --check-prefixes=STALE,MISS -DWHY="row 'block=1024' has no positive time"
// STALE: tile-tune: warning: ignoring the cached result {{.*}}.json: [[WHY]]; tuning again
// RUN: echo "// changed" >> %t/kernel.mlir
// RUN: env TILE_CACHE_DIR=%t/cache tile-tune %t/kernel.mlir --no-cubin --set N=4096 --compile-only -o %t/out5 | FileCheck %s --check-prefix=MISS
//
// XDG_CACHE_HOME is the fallback of TILE_CACHE_DIR.
// RUN: env -u TILE_CACHE_DIR XDG_CACHE_HOME=%t/xdg not tile-tune %t/kernel.mlir --no-cubin --set N=4096 --device 99 2>&1 | FileCheck %s --check-prefix=XDG

// MISS: scale: 2 configurations (block=[1024, 4096])
// MISS: compiled 2 of 2

// HIT: scale: from the cache ({{.*}}cache/tune/{{[0-9a-f]+}}.json)
// HIT-NEXT: scale on Test GPU (sm_90a)
// HIT-NEXT: configuration status median ms TFLOP/s
// HIT-NEXT: block=1024 ok 0.5000 -
// HIT-NEXT: block=4096 wrong - - rel. L2 error 0.5 > 0.01
// HIT-NEXT: winner: block=1024  0.5000 ms
// HIT-NOT: compiled

// Without a GPU (here: GPU #99) the full tune stops after compiling, and
// says where the bundles are.
// XDG: compiled 2 of 2
// XDG: tile-tune: error: {{.*}}(the bundles are in {{.*}}xdg/tile-mlir/bundles/{{[0-9a-f]+}}; bench them where the GPU is with tile-run --tune)
func.func @scale(%X: memref<?xf32> {tile.dims = ["N"]}) {
  %N = tile.param "N" = 65536 : index
  %block = tile.param "block" = 1024 in [1024, 4096] : index
  %grid = arith.ceildivui %N, %block : index
  tile.launch blocks(%bx) in (%grid) threads(256) {
    %x = tile.alloc_fragment(%block) : memref<?xf32, #tile.fragment>
    %offset = arith.muli %bx, %block : index
    tile.copy %X[%offset] -> %x : memref<?xf32>, memref<?xf32, #tile.fragment>
    tile.copy %x -> %X[%offset] : memref<?xf32, #tile.fragment>, memref<?xf32>
  }
  return
}
