"""GEMM bundles next to cuBLAS (torch.matmul), same inputs, same run.

    python3 bench/gemm.py --bundles DIR [DIR...] [--out results/gemm]

Each gemm kernel is checked against torch.matmul in f32 (relative L2 error
<= 1e-2) and timed next to torch.matmul on the same f16/bf16 inputs;
TFLOP/s counts 2 * M * N * K.
"""

import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import rel_l2_error, time_cuda, write_report  # noqa: E402

import torch  # noqa: E402


def main():
    from tile_mlir import load_bundles

    ap = argparse.ArgumentParser()
    ap.add_argument("--bundles", nargs="+", required=True)
    ap.add_argument("--out", default="gemm")
    ap.add_argument("--reps", type=int, default=10)
    args = ap.parse_args()
    rows, failed, inputs = [], False, {}
    for folder in args.bundles:
        for name, k in load_bundles(folder).items():
            if not name.startswith("gemm"):
                continue
            (M, K), (_, N) = k.args[0]["shape"], k.args[1]["shape"]
            dtype = torch.float16 if k.args[0]["dtype"] == "f16" else torch.bfloat16
            key = (M, N, K, dtype)
            if key not in inputs:
                g = torch.Generator(device="cuda").manual_seed(0)
                a = torch.randn(M, K, generator=g, device="cuda").to(dtype)
                b = torch.randn(K, N, generator=g, device="cuda").to(dtype)
                inputs[key] = (a, b, a.float() @ b.float())
            a, b, ref = inputs[key]
            c = torch.empty(M, N, device="cuda", dtype=dtype)
            k(a, b, c)
            torch.cuda.synchronize()
            err = rel_l2_error(c, ref)
            ok = err <= 1e-2
            failed |= not ok
            best = {}
            for _ in range(2):
                for who, fn in (("ours", lambda: k(a, b, c, check=False)),
                                ("cublas", lambda: torch.matmul(a, b))):
                    t = time_cuda(fn, reps=args.reps)["median_ms"]
                    best[who] = min(best.get(who, t), t)
            flops = 2.0 * M * N * K
            p = k.manifest["params"]
            tag = " (unpadded shared tiles)" if "unpadded" in folder else ""
            if "stages" in folder:
                tag += " num_stages=" + folder.rsplit("stages", 1)[1]
            rows.append({"kernel": name, "shape": f"{M}x{N}x{K}",
                         "config": " ".join(f"{x}={p[x]}" for x in ("block_M", "block_N", "block_K", "threads") if x in p) + tag,
                         "rel_err": err, "correct": "yes" if ok else "NO",
                         "ms": best["ours"], "TFLOP/s": flops / best["ours"] / 1e9,
                         "cuBLAS TFLOP/s": flops / best["cublas"] / 1e9,
                         "vs cuBLAS": best["cublas"] / best["ours"]})
            print(rows[-1], flush=True)
    write_report(rows, args.out, "GEMM vs cuBLAS (torch.matmul)",
                 [("kernel", "kernel"), ("shape", "M x N x K"), ("config", "config"),
                  ("rel_err", "rel. L2 err"), ("correct", "correct"), ("ms", "ms"),
                  ("TFLOP/s", "TFLOP/s"), ("cuBLAS TFLOP/s", "cuBLAS TFLOP/s"),
                  ("vs cuBLAS", "vs cuBLAS")])
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
