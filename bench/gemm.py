"""GEMM and GEMM+bias+GELU bundles next to cuBLAS (torch.matmul) and eager
PyTorch, same inputs, same run; with the configurations of
scripts/make_gpu_bundles.sh it is the schedule sweep, and it reports the
best configuration per kernel and shape.

    python3 bench/gemm.py --bundles DIR [DIR...] [--out results/gemm]

Each gemm kernel is checked against torch.matmul in f32 (relative L2 error
<= 1e-2) and timed next to torch.matmul on the same f16/bf16 inputs;
gemm_bias_gelu kernels are checked against gelu(A @ B + bias) in f32 and
timed next to eager gelu(torch.matmul(A, B) + bias), and compared with our
plain gemm of the same configuration in the same run; the best-configuration
report also gives the best fused kernel's time against the best plain
gemm's of the same shape and dtype (issue 4's "within 3%"). TFLOP/s counts
2 * M * N * K. All kernels of one shape and their references are timed in
one alternating loop (--rounds times each, best median kept), so that the
clock drift of a long run falls on every configuration alike.
"""

import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import rel_l2_error, time_alternating, write_report  # noqa: E402

import torch  # noqa: E402
import torch.nn.functional as F  # noqa: E402


def compare_best_fused(best):
    """For each best fused kernel (gemm_bias_gelu_<dtype>) whose plain gemm
    (gemm_<dtype>, same shape) was timed in the run, sets "fused over best
    gemm": its time divided by the best plain time (1.03 is 3% slower)."""
    for (kernel, shape), r in best.items():
        if not kernel.startswith("gemm_bias_gelu"):
            continue
        plain = best.get((kernel.replace("bias_gelu_", "", 1), shape))
        if plain:
            r["fused over best gemm"] = r["ms"] / plain["ms"]


def main():
    from tile_mlir import load_bundles

    ap = argparse.ArgumentParser()
    ap.add_argument("--bundles", nargs="+", required=True)
    ap.add_argument("--out", default="gemm")
    ap.add_argument("--reps", type=int, default=10)
    ap.add_argument("--rounds", type=int, default=3,
                    help="times each kernel and reference of a shape, in turn")
    args = ap.parse_args()
    failed, inputs, entries = False, {}, []
    # Check every kernel first; then time each shape's kernels and its
    # references together, round after round, so that the clock drift of a
    # long run (the H200 slows as it heats) falls on all of them alike.
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
                g = torch.Generator(device="cuda").manual_seed(1)
                bias = torch.randn(N, generator=g, device="cuda").to(dtype)
                inputs[key] = (a, b, bias, a.float() @ b.float())
            a, b, bias, ref = inputs[key]
            c = torch.empty(M, N, device="cuda", dtype=dtype)
            fused = name.startswith("gemm_bias_gelu")
            tanh = fused and k.manifest["params"].get("tanh_gelu", 0) == 1
            approximate = "tanh" if tanh else "none"
            if fused:
                expected = F.gelu(ref + bias.float(), approximate=approximate)
                ours = (lambda k=k, a=a, b=b, bias=bias, c=c: k(a, b, bias, c, check=False))
                reference = "eager gelu(A@B+bias)" + (" tanh" if tanh else "")
                k(a, b, bias, c)
            else:
                expected = ref
                ours = (lambda k=k, a=a, b=b, c=c: k(a, b, c, check=False))
                reference = "cuBLAS"
                k(a, b, c)
            torch.cuda.synchronize()
            err = rel_l2_error(c, expected)
            ok = err <= 1e-2
            failed |= not ok
            p = k.manifest["params"]
            tag = " (unpadded shared tiles)" if "unpadded" in folder else ""
            if "mma_sync" in folder:
                tag += " (mma.sync)"
            if "no_l2_swizzle" in folder:
                tag += " (no l2_swizzle)"
            entries.append({"key": key, "fn": ours, "reference": reference, "row": {
                "kernel": name, "shape": f"{M}x{N}x{K}", "bundle": os.path.basename(folder.rstrip("/")),
                "config": " ".join(f"{x}={p[x]}" for x in ("block_M", "block_N", "block_K", "threads", "num_stages") if x in p)
                + (" tma" if k.manifest.get("tensor_maps") else "")
                + (" cluster=%s" % "x".join(map(str, k.manifest["cluster"])) if k.manifest.get("cluster") else "")
                + (" producer-warp" if k.manifest.get("producer_warps") else "")
                + (" block=%d" % k.manifest["block"][0] if k.manifest["block"][0] != p.get("threads", k.manifest["block"][0]) else "")
                + tag,
                "rel_err": err, "correct": "yes" if ok else "NO", "reference": reference}})
    references = {
        "cuBLAS": lambda a, b, bias: torch.matmul(a, b),
        "eager gelu(A@B+bias)": lambda a, b, bias: F.gelu(torch.matmul(a, b) + bias),
        "eager gelu(A@B+bias) tanh":
            lambda a, b, bias: F.gelu(torch.matmul(a, b) + bias, approximate="tanh"),
    }
    rows = []
    for key in inputs:
        group = [e for e in entries if e["key"] == key]
        if not group:
            continue
        a, b, bias, _ = inputs[key]
        fns = {f"ours {i}": e["fn"] for i, e in enumerate(group)}
        for name in {e["reference"] for e in group}:
            fns[name] = (lambda f=references[name]: f(a, b, bias))
        best = time_alternating(fns, rounds=args.rounds, reps=args.reps)
        M, N, K, _ = key
        flops = 2.0 * M * N * K
        for i, e in enumerate(group):
            r = e["row"]
            r.update({"ms": best[f"ours {i}"], "TFLOP/s": flops / best[f"ours {i}"] / 1e9,
                      "ref TFLOP/s": flops / best[e["reference"]] / 1e9,
                      "vs reference": best[e["reference"]] / best[f"ours {i}"]})
            rows.append(r)
            print(r, flush=True)
    # A fused kernel pairs with the plain kernel of the same name without
    # "bias_gelu_" (gemm_bias_gelu_f16 with gemm_f16), shape and config.
    def pairing(r):
        return (r["shape"], r["config"], r["kernel"].replace("bias_gelu_", "", 1))

    plain = {pairing(r): r["ms"] for r in rows
             if not r["kernel"].startswith("gemm_bias_gelu") and "(" not in r["config"]}
    for r in rows:
        if r["kernel"].startswith("gemm_bias_gelu") and pairing(r) in plain:
            r["vs our gemm"] = plain[pairing(r)] / r["ms"]
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
    compare_best_fused(best)
    write_report(list(best.values()), args.out + "_best",
                 "GEMM: best configuration per kernel and shape",
                 [("kernel", "kernel"), ("shape", "M x N x K"), ("config", "config"),
                  ("rel_err", "rel. L2 err"), ("ms", "ms"), ("TFLOP/s", "TFLOP/s"),
                  ("reference", "reference"), ("ref TFLOP/s", "ref TFLOP/s"),
                  ("vs reference", "vs reference"),
                  ("fused over best gemm", "time / best plain gemm time")])
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
