#!/usr/bin/env python3
"""tile_mlir.compile without a GPU: compiles a kernel file with bindings,
serves the second call from the cache (no compile: the cached folder is
returned as it is), raises CompileError with the located diagnostic, and
takes scalar arguments in the manifest. ctest sets TILE_MLIR_BIN,
TILE_RUNTIME_LIB and a private TILE_CACHE_DIR."""

import os
import shutil
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "python"))
import tile_mlir  # noqa: E402

shutil.rmtree(os.environ["TILE_CACHE_DIR"], ignore_errors=True)  # a miss first, then hits
gemm = os.path.join(ROOT, "examples", "gemm.mlir")
k = tile_mlir.compile(gemm, kernel="gemm_f16", M=1000, N=1000, K=1000)
assert k.name == "gemm_f16", k.name
assert [a["shape"] for a in k.args] == [[1000, 1000]] * 3, k.args
assert k.path.startswith(os.environ["TILE_CACHE_DIR"]), k.path
stamp = os.path.getmtime(k.path)
start = time.time()
again = tile_mlir.compile(gemm, kernel="gemm_f16", K=1000, N=1000, M=1000)
assert again.path == k.path and os.path.getmtime(again.path) == stamp
print("python-compile: second call served from the cache in %.3f s" % (time.time() - start))
other = tile_mlir.compile(gemm, kernel="gemm_f16", M=1000, N=1000, K=1024)
assert other.path != k.path

try:
    tile_mlir.compile(gemm, kernel="gemm_f16", M=1000, N=1000, K=1000, block_M=7)
    raise SystemExit("python-compile: a bad binding compiled")
except tile_mlir.CompileError as e:
    assert e.path.endswith("gemm.mlir") and e.line and e.column, e.diagnostic
    assert "not among its candidates" in e.diagnostic, e.diagnostic
    print("python-compile: CompileError at line %d, column %d" % (e.line, e.column))
try:
    tile_mlir.compile(gemm, kernel="gemm_f16", M=1.5)
    raise SystemExit("python-compile: a float binding was passed on")
except tile_mlir.BundleError as e:
    assert "takes an integer" in str(e), e

# A size left to run time: the bundle resolves it from the call's tensors.
dyn = tile_mlir.compile(gemm, kernel="gemm_f16", M="dynamic", N=1024, K=1024)
assert dyn.dims == {"M": 4096}, dyn.dims
assert dyn.resolve(M=1000).shapes[0] == [1000, 1024], dyn.resolve(M=1000).shapes
try:
    tile_mlir.compile(gemm, kernel="gemm_f16", M="dynamik")
    raise SystemExit("python-compile: a misspelt binding was passed on")
except tile_mlir.BundleError as e:
    assert "'dynamic'" in str(e), e

scalar = tile_mlir.compile(os.path.join(ROOT, "test", "Target", "Inputs", "scalar-args.mlir"),
                           cache=False)
assert [a["access"] for a in scalar.args] == ["value", "in", "inout", "value", "value", "value"]
assert "gemm_f16" in tile_mlir.inspect(gemm, kernel="gemm_f16", M=256, N=256, K=256)
# A bundle whose ptxas report shows spills warns when it is loaded.
import json  # noqa: E402
import warnings  # noqa: E402

spilled = os.path.join(os.environ["TILE_CACHE_DIR"], "spilled")
shutil.copytree(os.path.dirname(k.path), spilled)
with open(os.path.join(spilled, "gemm_f16.json")) as f:
    manifest = json.load(f)
manifest["inspection"]["spill_store_bytes"] = 5904
with open(os.path.join(spilled, "gemm_f16.json"), "w") as f:
    json.dump(manifest, f)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    tile_mlir.load_bundles(spilled)
assert any("spilled 5904 bytes" in str(w.message) for w in caught), [str(w.message) for w in caught]
print("python-compile: ok")
