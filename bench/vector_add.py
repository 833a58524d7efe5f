"""Vector add bundles next to torch.add, same inputs, same run.

    python3 bench/vector_add.py --bundles out/vector_add_n268435459 [more folders]
        [--out results/vector_add]

Checks each kernel against A + B (relative L2 error; f32 must be <= 1e-5,
f16 <= 1e-2) and reports achieved bandwidth (3 x N x element size bytes) as a
ratio against torch.add(A, B, out=C).
"""

import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import rel_l2_error, time_alternating, write_report  # noqa: E402


def main():
    import torch
    from tile_mlir import load_bundles

    ap = argparse.ArgumentParser()
    ap.add_argument("--bundles", nargs="+", required=True)
    ap.add_argument("--out", default="vector_add")
    ap.add_argument("--reps", type=int, default=30)
    args = ap.parse_args()

    rows = []
    failed = False
    for folder in args.bundles:
        for name, kernel in load_bundles(folder).items():
            if not name.startswith("vector_add"):
                continue
            a, b, c = kernel.make_inputs(seed=1)
            kernel(a, b, c)
            torch.cuda.synchronize()
            ref = a.float() + b.float()
            err = rel_l2_error(c, ref)
            tol = 1e-5 if c.dtype == torch.float32 else 1e-2
            ok = err <= tol
            failed |= not ok
            c_ref = torch.empty_like(c)
            best = time_alternating({"ours": lambda: kernel(a, b, c, check=False),
                                     "torch": lambda: torch.add(a, b, out=c_ref)},
                                    reps=args.reps)
            nbytes = 3 * a.numel() * a.element_size()
            gbs = nbytes / best["ours"] / 1e6
            ref_gbs = nbytes / best["torch"] / 1e6
            rows.append({
                "kernel": name, "N": a.numel(), "dtype": str(a.dtype).replace("torch.", ""),
                "rel_err": err, "correct": "yes" if ok else "NO",
                "ms": best["ours"], "TB/s": gbs / 1e3,
                "torch_ms": best["torch"], "torch TB/s": ref_gbs / 1e3,
                "ratio": gbs / ref_gbs,
            })
    write_report(rows, args.out, "Vector add vs torch.add",
                 [("kernel", "kernel"), ("N", "N"), ("dtype", "dtype"),
                  ("rel_err", "rel. L2 err"), ("correct", "correct"),
                  ("ms", "ms"), ("TB/s", "TB/s"), ("torch TB/s", "torch.add TB/s"),
                  ("ratio", "ratio")])
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
