"""Small and skinny GEMMs next to cuBLAS, timed in CUDA graphs.

    python3 bench/gemm_small.py --bundles DIR [DIR...] [--dims M=16]

Every gemm kernel of the bundles (f16 or bf16, C = A x B) runs on seeded
inputs, is checked against torch.matmul in f32 (relative L2 error <=
1e-2), and is timed with bench/common.time_graph next to torch.matmul on
the same inputs: a few-microsecond kernel launched from Python is timed by
its host launch otherwise. A kernel with a run-time M runs at each --dims
value (through its dispatch table). Prints one line per kernel and shape:
ours, cuBLAS, cuBLAS time / ours. Exits 1 on a wrong result.
"""

import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import rel_l2_error, time_graph  # noqa: E402

import torch  # noqa: E402


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--bundles", nargs="+", required=True)
    p.add_argument("--dims", nargs="*", default=[],
                   help="NAME=VALUE for run-time dimensions, e.g. M=1 M=16 (one run each)")
    args = p.parse_args()
    from tile_mlir import load_bundles

    ok = True
    runs = [dict([d.split("=")]) for d in args.dims] or [{}]
    for folder in args.bundles:
        for name, k in sorted(load_bundles(folder).items()):
            for given in runs:
                dims = {n: int(v) for n, v in given.items() if n in k.dims}
                launch = k.resolve(**dims)
                (M, K), (_, N) = launch.shapes[0], launch.shapes[1]
                dtype = torch.float16 if k.args[0]["dtype"] == "f16" else torch.bfloat16
                g = torch.Generator(device="cuda").manual_seed(0)
                a = torch.randn(M, K, generator=g, device="cuda").to(dtype)
                b = torch.randn(K, N, generator=g, device="cuda").to(dtype)
                c = torch.empty(M, N, device="cuda", dtype=dtype)
                k(a, b, c)
                torch.cuda.synchronize()
                err = rel_l2_error(c, a.float() @ b.float())
                ok &= err <= 1e-2
                ours = time_graph(lambda: k(a, b, c, check=False))
                ref = time_graph(lambda: torch.matmul(a, b))
                runs_there = os.path.basename(launch.manifest)
                print(f"{'ok  ' if err <= 1e-2 else 'FAIL'} {folder}:{name} {M}x{N}x{K} "
                      f"({runs_there}) err {err:.1e}  ours {ours * 1e3:.2f} us  "
                      f"cuBLAS {ref * 1e3:.2f} us  cuBLAS/ours {ref / ours:.3f}", flush=True)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
