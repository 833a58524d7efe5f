"""FlashAttention forward bundles next to torch's scaled_dot_product_attention,
same inputs, same run.

    python3 bench/attention.py --bundles DIR [DIR...] [--out results/attention] [--graph]

Every flash_attention kernel found in the folders runs on seeded q, k, v of
its bundle's [B, H, S, D] shape; O is checked against
scaled_dot_product_attention(q, k, v, is_causal=causal) on the same inputs
(relative L2 error <= 1e-2, computed in f32) and the log-sum-exp against
torch.logsumexp of the scaled, masked scores (computed per head in f32).
All kernels of one (shape, dtype, causal) -- every configuration and
variant found in the folders -- are timed in one alternating loop with
SDPA (--rounds times each, best median kept), so that clock and power
drift during the run affects them alike. FLOPs are 4 B H S^2 D, halved
when causal. The best configuration per (kernel, shape, causal) is
summarized at the end.
"""

import argparse
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import rel_l2_error, time_alternating, write_report  # noqa: E402

import torch  # noqa: E402
import torch.nn.functional as F  # noqa: E402


def reference_lse(q, k, causal):
    """log-sum-exp of the scaled (and masked) scores, one head at a time."""
    B, H, S, D = q.shape
    out = torch.empty(B, H, S, device=q.device, dtype=torch.float32)
    mask = torch.ones(S, S, device=q.device, dtype=torch.bool).tril() if causal else None
    for b in range(B):
        for h in range(H):
            s = (q[b, h].float() @ k[b, h].float().T) / math.sqrt(D)
            if mask is not None:
                s = s.masked_fill(~mask, float("-inf"))
            out[b, h] = torch.logsumexp(s, dim=-1)
    return out


def main():
    from tile_mlir import load_bundles

    ap = argparse.ArgumentParser()
    ap.add_argument("--bundles", nargs="+", required=True)
    ap.add_argument("--out", default="attention")
    ap.add_argument("--reps", type=int, default=10)
    ap.add_argument("--rounds", type=int, default=3,
                    help="times each kernel and SDPA is timed in the alternating loop")
    ap.add_argument("--check-lse-up-to", type=int, default=4096,
                    help="check the LSE output when S is at most this")
    ap.add_argument("--graph", action="store_true",
                    help="time each kernel and SDPA in CUDA-graph replay (for kernels of a few "
                         "tens of microseconds, where a Python launch costs about as much)")
    args = ap.parse_args()

    rows, failed = [], False
    entries = []
    for folder in args.bundles:
        for name, kern in sorted(load_bundles(folder).items()):
            if not name.startswith("flash_attention"):
                continue
            (B, H, S, D), dtype = kern.args[0]["shape"], kern.args[0]["dtype"]
            causal = bool(kern.manifest["params"].get("causal", 0))
            entries.append({"name": name, "kern": kern, "folder": folder,
                            "key": (B, H, S, D, dtype, causal)})
    for key in sorted({e["key"] for e in entries}):
        B, H, S, D, dtype, causal = key
        tdt = torch.float16 if dtype == "f16" else torch.bfloat16
        g = torch.Generator(device="cuda").manual_seed(0)
        q, k, v = [torch.randn(B, H, S, D, generator=g, device="cuda",
                               dtype=torch.float32).to(tdt) for _ in range(3)]
        ref = F.scaled_dot_product_attention(q, k, v, is_causal=causal)
        ref_lse = reference_lse(q, k, causal) if S <= args.check_lse_up_to else None
        group = [e for e in entries if e["key"] == key]
        fns = {"sdpa": lambda: F.scaled_dot_product_attention(q, k, v, is_causal=causal)}
        for i, e in enumerate(group):
            kern = e["kern"]
            o = torch.empty_like(q)
            lse = torch.empty(B, H, S, device="cuda", dtype=torch.float32)
            kern(q, k, v, o, lse)
            torch.cuda.synchronize()
            e["err"] = rel_l2_error(o, ref.float())
            e["ok"] = e["err"] <= 1e-2 and bool(torch.isfinite(o).all())
            e["lse_err"] = float("nan")
            if ref_lse is not None:
                e["lse_err"] = rel_l2_error(lse, ref_lse)
                e["ok"] = e["ok"] and e["lse_err"] <= 1e-3
            failed |= not e["ok"]
            fns[f"ours {i}"] = (lambda kern=kern, o=o, lse=lse:
                                kern(q, k, v, o, lse, check=False))
        best = time_alternating(fns, rounds=args.rounds, graph=args.graph, reps=args.reps)
        flops = 4 * B * H * S * S * D / (2 if causal else 1)
        for i, e in enumerate(group):
            # threads from the launch: the parameter may be 0 (chosen by D).
            p = e["kern"].manifest["params"]
            ms = best[f"ours {i}"]
            rows.append({
                "kernel": e["name"], "shape": f"B={B} H={H} S={S} D={D}",
                "bundle": os.path.basename(e["folder"].rstrip("/")),
                "causal": "yes" if causal else "no",
                "config": f"block_M={p['block_M']} block_N={p['block_N']} threads={e['kern'].manifest['block'][0]} num_stages={p['num_stages']}"
                          f" kv_splits={e['kern'].manifest.get('cluster', [1, 1, 1])[2]}",
                "rel_err": e["err"], "lse_err": e["lse_err"], "correct": "yes" if e["ok"] else "NO",
                "ms": ms, "TFLOP/s": flops / ms / 1e9,
                "sdpa TFLOP/s": flops / best["sdpa"] / 1e9,
                "vs sdpa": best["sdpa"] / ms,
            })
            print(rows[-1], flush=True)
    columns = [("kernel", "kernel"), ("shape", "shape"), ("causal", "causal"), ("bundle", "bundle"), ("config", "config"),
               ("rel_err", "O rel. L2 err"), ("lse_err", "LSE rel. err"), ("correct", "correct"),
               ("ms", "ms"), ("TFLOP/s", "TFLOP/s"), ("sdpa TFLOP/s", "SDPA TFLOP/s"),
               ("vs sdpa", "vs SDPA")]
    write_report(rows, args.out, "FlashAttention forward vs scaled_dot_product_attention", columns)
    bestrows = {}
    for r in rows:
        key = (r["kernel"], r["shape"], r["causal"])
        if r["correct"] == "yes" and (key not in bestrows or r["ms"] < bestrows[key]["ms"]):
            bestrows[key] = r
    write_report(list(bestrows.values()), args.out + "_best",
                 "FlashAttention: best configuration per shape", columns)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
