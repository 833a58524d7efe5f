"""GEMM and GEMM+bias+GELU bundles next to cuBLAS (torch.matmul) and eager
PyTorch, same inputs, same run; with the configurations of
scripts/make_gpu_bundles.sh it is the schedule sweep, and it reports the
best configuration per kernel and shape.

    python3 bench/gemm.py --bundles DIR [DIR...] [--out results/gemm]

Each gemm kernel is checked against torch.matmul in f32 (relative L2 error
<= 1e-2) and timed next to torch.matmul on the same f16/bf16 inputs;
gemm_bias_gelu kernels are checked against gelu(A @ B + bias) in f32 and
timed next to eager gelu(torch.matmul(A, B) + bias), and compared with our
plain gemm of the same configuration in the same run. TFLOP/s counts
2 * M * N * K.
"""

import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import rel_l2_error, time_alternating, write_report  # noqa: E402

import torch  # noqa: E402
import torch.nn.functional as F  # noqa: E402


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
            fused = name.startswith("gemm_bias_gelu")
            tanh = fused and k.manifest["params"].get("tanh_gelu", 0) == 1
            approximate = "tanh" if tanh else "none"
            if fused:
                g = torch.Generator(device="cuda").manual_seed(1)
                bias = torch.randn(N, generator=g, device="cuda").to(dtype)
                expected = F.gelu(ref + bias.float(), approximate=approximate)
                ours = lambda: k(a, b, bias, c, check=False)  # noqa: E731
                theirs = lambda: F.gelu(torch.matmul(a, b) + bias, approximate=approximate)  # noqa: E731
                k(a, b, bias, c)
            else:
                expected = ref
                ours = lambda: k(a, b, c, check=False)  # noqa: E731
                theirs = lambda: torch.matmul(a, b)  # noqa: E731
                k(a, b, c)
            torch.cuda.synchronize()
            err = rel_l2_error(c, expected)
            ok = err <= 1e-2
            failed |= not ok
            best = time_alternating({"ours": ours, "reference": theirs},
                                    rounds=2, reps=args.reps)
            flops = 2.0 * M * N * K
            p = k.manifest["params"]
            tag = " (unpadded shared tiles)" if "unpadded" in folder else ""
            if "no_l2_swizzle" in folder:
                tag += " (no l2_swizzle)"
            rows.append({"kernel": name, "shape": f"{M}x{N}x{K}", "bundle": os.path.basename(folder.rstrip("/")),
                         "config": " ".join(f"{x}={p[x]}" for x in ("block_M", "block_N", "block_K", "threads", "num_stages") if x in p) + tag,
                         "rel_err": err, "correct": "yes" if ok else "NO",
                         "ms": best["ours"], "TFLOP/s": flops / best["ours"] / 1e9,
                         "reference": ("eager gelu(A@B+bias)" + (" tanh" if tanh else "")) if fused else "cuBLAS",
                         "ref TFLOP/s": flops / best["reference"] / 1e9,
                         "vs reference": best["reference"] / best["ours"]})
            print(rows[-1], flush=True)
    # The fused epilogue's cost: our plain gemm of the same shape and
    # configuration, measured in this run.
    plain = {(r["shape"], r["config"]): r["ms"] for r in rows
             if not r["kernel"].startswith("gemm_bias_gelu") and "(" not in r["config"]}
    for r in rows:
        if r["kernel"].startswith("gemm_bias_gelu") and (r["shape"], r["config"]) in plain:
            r["vs our gemm"] = plain[(r["shape"], r["config"])] / r["ms"]
    write_report(rows, args.out, "GEMM (+ bias + GELU) vs cuBLAS / eager PyTorch",
                 [("kernel", "kernel"), ("shape", "M x N x K"), ("config", "config"),
                  ("rel_err", "rel. L2 err"), ("correct", "correct"), ("ms", "ms"),
                  ("TFLOP/s", "TFLOP/s"), ("reference", "reference"),
                  ("ref TFLOP/s", "ref TFLOP/s"), ("vs reference", "vs reference"),
                  ("vs our gemm", "plain gemm time / fused time")])
    # The schedule sweep's answer: the fastest correct configuration per
    # kernel and shape (variants marked in parentheses are experiments).
    best = {}
    for r in rows:
        key = (r["kernel"], r["shape"])
        if r["correct"] == "yes" and "(" not in r["config"] and \
                (key not in best or r["ms"] < best[key]["ms"]):
            best[key] = r
    write_report(list(best.values()), args.out + "_best",
                 "GEMM: best configuration per kernel and shape",
                 [("kernel", "kernel"), ("shape", "M x N x K"), ("config", "config"),
                  ("rel_err", "rel. L2 err"), ("ms", "ms"), ("TFLOP/s", "TFLOP/s"),
                  ("reference", "reference"), ("ref TFLOP/s", "ref TFLOP/s"),
                  ("vs reference", "vs reference")])
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
