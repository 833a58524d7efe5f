"""GPU check of tile.atomic_add and of scalar arguments, through the Python
bridge, against torch.

Bundles, on the compiler machine (B = .device):
  tile-translate test/Conversion/TileToGPU/atomic-add.mlir --tile-to-bundle -o B/atomic
  tile-translate test/Target/Inputs/scalar-args.mlir --tile-to-bundle -o B/scalar
Then, on the GPU machine: TILE_RUNTIME_LIB=... python3 bench/atomic_scalar_check.py B
"""
import os, sys, torch
sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "python"))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import Checks  # noqa: E402
from tile_mlir import load_bundles, BundleError  # noqa: E402
FOLDER = sys.argv[1] if len(sys.argv) > 1 else ".device"
checks = Checks()


def report(what, err, limit):
    good = err <= limit
    checks.ok &= good
    print(f"{'ok  ' if good else 'FAIL'} {what}: {err:.3g} (limit {limit:g})")


def expect_error(what, fn):
    checks.expect_error(what, fn, BundleError)


atomic = load_bundles(os.path.join(FOLDER, "atomic"))
# Column sums of a 512 x 256 matrix, 8 blocks adding into each column:
# each element added once (a replicated copy would add it 32 times).
X = torch.randn(512, 256, device="cuda")
for _ in range(2):  # twice: the second call adds on top of the first
    out = torch.zeros(256, device="cuda")
    atomic["colsum"](X, out)
    atomic["colsum"](X, out)
    torch.cuda.synchronize()
    report("colsum (twice) vs 2 * X.sum(0), max rel", ((out - 2 * X.sum(0)).abs().max() / X.sum(0).abs().max()).item(), 1e-5)
stored = torch.full((2048,), float("nan"), device="cuda")
atomic["colsum_store"](X, stored)
torch.cuda.synchronize()
ref = X.view(8, 64, 256).sum(1).reshape(-1)
report("colsum_store vs per-block sums, max abs", (stored - ref).abs().max().item(), 1e-4)
for name, dtype, tol in (("partial_f32", torch.float32, 1e-6), ("partial_f16", torch.float16, 2e-3),
                         ("partial_bf16", torch.bfloat16, 1e-2)):
    P = torch.randn(256, 256, device="cuda").to(dtype)
    C = torch.randn(256, 256, device="cuda").to(dtype)
    want = C.float() + 3 * P.float()
    for _ in range(3):
        atomic[name](P, C)
    torch.cuda.synchronize()
    report(f"{name}: C + 3 P, max rel", ((C.float() - want).abs().max() / want.abs().max()).item(), tol)
Xi = torch.randint(-100, 100, (256, 64), device="cuda", dtype=torch.int32)
Oi = torch.zeros(256, 64, device="cuda", dtype=torch.int32)
atomic["shared_sum"](Xi, Oi)
torch.cuda.synchronize()
report("shared_sum (i32, exact)", (Oi - Xi).abs().max().item(), 0)

if "swizzled_sum" in atomic:  # two adds into a cleared, swizzled shared tile
    Xh = torch.randn(64, 64, device="cuda").half()
    Oh = torch.empty_like(Xh)
    atomic["swizzled_sum"](Xh, Oh)
    torch.cuda.synchronize()
    report("swizzled_sum: 2 X (f16), max abs", (Oh.float() - 2 * Xh.float()).abs().max().item(), 0)

axpy = load_bundles(os.path.join(FOLDER, "scalar"))["axpy"]
x = torch.randn(1024, device="cuda")
y = torch.randn(1024, device="cuda")
y0 = y.clone()
axpy(0.375, x, y, 1000, 2.5, 7)
torch.cuda.synchronize()
want = y0.clone(); want[:1000] += 0.375 * x[:1000]
report("axpy(alpha=0.375, count=1000) exact", (y - want).abs().max().item(), 0)
args = axpy.make_inputs(4, alpha=-2.0, count=17)
assert args[0] == -2.0 and args[3] == 17, args
expect_error("a tensor for a scalar", lambda: axpy(x, x, y, 1000, 2.5, 7))
expect_error("a float for an i32", lambda: axpy(0.5, x, y, 1.5, 2.5, 7))
expect_error("an i32 out of range", lambda: axpy(0.5, x, y, 1 << 40, 2.5, 7))
expect_error("a scalar make_inputs does not know", lambda: axpy.make_inputs(0, beta=1.0))
print("ALL OK" if checks.ok else "SOME FAILED")
sys.exit(0 if checks.ok else 1)
