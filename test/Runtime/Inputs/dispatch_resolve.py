"""Prints which manifest of a dispatching bundle runs at several sizes, as
the bridge resolves them (tile-run-dispatch.mlir)."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "..", "python"))
from tile_mlir.bundle import Bundle, load_bundles, resolve_manifest  # noqa: E402

folder = sys.argv[1]
for n in (1, 4096, 4097, 65537):
    launch = resolve_manifest(os.path.join(folder, "scale.json"), {"N": n})
    print(f"N={n} {os.path.basename(launch.manifest)} grid={launch.grid}")
print("kernels:", " ".join(sorted(load_bundles(folder))))
# A specialization loaded by itself is a kernel of its own: it runs at any
# size (to time or check it alone).
case = Bundle(os.path.join(folder, "scale_case1.json"))
launch = case.resolve(N=100)
print(f"scale_case1.json: bound N=100 runs {os.path.basename(launch.manifest)}")
