"""GPU check of the Python bridge: runs bundles built on the compiler
machine and checks results and refusals.

  tile-translate examples/vector_add.mlir --tile-to-bundle --set N=1000003 -o B/va
  tile-translate examples/gemm.mlir --tile-to-bundle --kernel gemm_f16 --producer-warp \
      --set M=1024,N=1024,K=1024 -o B/gemm
  tile-opt examples/softmax.mlir --tile-to-nvvm="chip=sm_90a" | \
      tile-translate --tile-to-bundle --kernel softmax_f16 -o B/sm_lowered
  TILE_RUNTIME_LIB=build-rt/lib/libtile_runtime_c.so python3 bench/bridge_check.py B
"""
import os, sys, torch
sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "python"))
FOLDER = sys.argv[1] if len(sys.argv) > 1 else ".device"
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import Checks
from tile_mlir import load_bundles, BundleError
checks = Checks()
def expect_error(what, fn):
    checks.expect_error(what, fn, BundleError)
va = load_bundles(os.path.join(FOLDER, "va"))
k = va["vector_add_f32"]
a, b = k.make_inputs(1)[:2]
c = torch.empty_like(a)
k(a, b, c); torch.cuda.synchronize()
err = (c - (a + b)).abs().max().item(); print("vector_add_f32 max err", err); checks.ok &= err == 0
expect_error("output aliasing an input", lambda: k(a, b, a))
expect_error("output overlapping an input view", lambda: k(a, b, torch.cat([a, a])[1:1000004]))
g = load_bundles(os.path.join(FOLDER, "gemm"))["gemm_f16"]
A, B, C = g.make_inputs(2)
g(A, B, C); torch.cuda.synchronize()
ref = (A.float() @ B.float())
rel = ((C.float() - ref).norm() / ref.norm()).item(); print("gemm_f16 producer-warp rel err", rel); checks.ok &= rel < 1e-2
s = load_bundles(os.path.join(FOLDER, "sm_lowered"))
print("lowered softmax bundle args:", [x["name"] for x in s["softmax_f16"].args])
X, Y = s["softmax_f16"].make_inputs(3)
s["softmax_f16"](X, Y); torch.cuda.synchronize()
rel = ((Y.float() - torch.softmax(X.float(), -1)).abs().max()).item(); print("softmax (from tile-opt | tile-translate) max err", rel); checks.ok &= rel < 1e-2
print("ALL OK" if checks.ok else "SOME FAILED")
sys.exit(0 if checks.ok else 1)
