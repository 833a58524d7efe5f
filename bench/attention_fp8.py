"""FP8 FlashAttention forward bundles (examples/flash_attention_fp8.mlir)
next to torch's scaled_dot_product_attention in bf16, same inputs, same run.

    python3 bench/attention_fp8.py --bundles DIR [DIR...] [--rounds 3] [--out results/attention_fp8]

Inputs: q, k, v drawn from N(0, 1) in f32 ([B, H, S, D]), quantized to
e4m3 with one scale per head (amax / 448, an FP8 recipe's per-head
scale); V goes to the kernel transposed ([B, H, D, S]: wgmma reads 8-bit
operands K-major only). SDPA runs on the same inputs in bf16, PyTorch
having no FP8 attention: it is the speed reference. Errors, relative L2
over O, computed in f32:
  - ours against attention in f32 of the dequantized inputs: the error of
    the kernel itself (P rounded to e4m3 for the second gemm, the tensor
    cores' FP8 accumulation, the bf16 output); the check fails above 5e-2;
  - ours and SDPA against attention in f32 of the unquantized inputs: what
    a user trades for the speed (the quantization of q, k, v included).
The log-sum-exp is checked against the dequantized inputs' (<= 1e-3).
FLOPs are 4 B H S^2 D, halved when causal.
"""

import argparse
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import rel_l2_error, time_alternating, write_report  # noqa: E402

import torch  # noqa: E402
import torch.nn.functional as F  # noqa: E402


def attention_f32(q, k, v, causal):
    """O and the log-sum-exp in f32, one batch at a time (the scores of a
    whole problem would not fit)."""
    B, H, S, D = q.shape
    o = torch.empty(B, H, S, D, device=q.device)
    lse = torch.empty(B, H, S, device=q.device)
    mask = torch.ones(S, S, device=q.device, dtype=torch.bool).tril() if causal else None
    for b in range(B):
        s = (q[b].float() @ k[b].float().transpose(-1, -2)) / math.sqrt(D)
        if mask is not None:
            s = s.masked_fill(~mask, float("-inf"))
        lse[b] = torch.logsumexp(s, dim=-1)
        o[b] = torch.softmax(s, dim=-1) @ v[b].float()
    return o, lse


def quantize_heads(x):
    """x [B, H, S, D] as e4m3 and its [B, H] f32 scales (x ~ q * scale)."""
    top = torch.finfo(torch.float8_e4m3fn).max
    scale = (x.abs().amax(dim=(2, 3)) / top).clamp(min=1e-12).float()
    return (x / scale[:, :, None, None]).to(torch.float8_e4m3fn), scale


def main():
    from tile_mlir import load_bundles
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--bundles", nargs="+", required=True)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--graph", action="store_true", help="time in CUDA-graph replay")
    ap.add_argument("--out", default="attention_fp8")
    args = ap.parse_args()
    groups = {}
    for folder in args.bundles:
        for name, kern in sorted(load_bundles(folder).items()):
            if not name.startswith("flash_attention"):
                continue
            B, H, S, D = kern.args[0]["shape"]
            causal = bool(kern.manifest["params"].get("causal", 0))
            groups.setdefault((B, H, S, D, causal), []).append((folder, name, kern))
    rows, ok = [], True
    for (B, H, S, D, causal), group in sorted(groups.items()):
        g = torch.Generator(device="cuda").manual_seed(0)
        q32, k32, v32 = [torch.randn(B, H, S, D, generator=g, device="cuda") for _ in range(3)]
        (q8, sq), (k8, sk), (v8, sv) = quantize_heads(q32), quantize_heads(k32), quantize_heads(v32)
        vt8 = v8.transpose(-1, -2).contiguous()
        dq = [x.float() * s[:, :, None, None] for x, s in ((q8, sq), (k8, sk), (v8, sv))]
        ref_dq, lse_dq = attention_f32(*dq, causal)
        ref_orig, _ = attention_f32(q32, k32, v32, causal)
        qb, kb, vb = q32.bfloat16(), k32.bfloat16(), v32.bfloat16()
        fns = {"sdpa": lambda: F.scaled_dot_product_attention(qb, kb, vb, is_causal=causal)}
        sdpa_err = rel_l2_error(fns["sdpa"]().float(), ref_orig)
        meta = {}
        for i, (folder, name, kern) in enumerate(group):
            o = torch.empty(B, H, S, D, device="cuda", dtype=torch.bfloat16)
            lse = torch.empty(B, H, S, device="cuda")
            kern(q8, k8, vt8, o, lse, sq, sk, sv)
            torch.cuda.synchronize()
            err = rel_l2_error(o.float(), ref_dq)
            lse_err = rel_l2_error(lse, lse_dq)
            good = err <= 5e-2 and lse_err <= 1e-3 and bool(torch.isfinite(o).all())
            ok &= good
            key = f"ours {i}"
            fns[key] = (lambda kern=kern, o=o, lse=lse:
                        kern(q8, k8, vt8, o, lse, sq, sk, sv, check=False))
            p = kern.manifest["params"]
            meta[key] = dict(kernel=name, bundle=os.path.basename(folder.rstrip("/")),
                             shape=f"B={B} H={H} S={S} D={D}", causal="yes" if causal else "no",
                             config=" ".join(f"{x}={p[x]}" for x in
                                             ("block_M", "block_N", "threads", "num_stages",
                                              "producer_warp") if x in p),
                             err=err, lse_err=lse_err, err_orig=rel_l2_error(o.float(), ref_orig),
                             sdpa_err=sdpa_err, check="ok" if good else "FAIL")
        times = time_alternating(fns, rounds=args.rounds, graph=args.graph)
        flops = 4 * B * H * S * S * D / (2 if causal else 1)
        for key, m in meta.items():
            rows.append(dict(m, ms=times[key], tflops=flops / times[key] / 1e9,
                             sdpa_tflops=flops / times["sdpa"] / 1e9,
                             ratio=times["sdpa"] / times[key]))
            print(rows[-1], flush=True)
    cols = [("kernel", "kernel"), ("shape", "shape"), ("causal", "causal"), ("bundle", "bundle"),
            ("config", "config"), ("check", "check"), ("err", "rel. error (dequantized)"),
            ("lse_err", "LSE rel. error"), ("err_orig", "rel. error (unquantized)"),
            ("sdpa_err", "SDPA bf16 rel. error (unquantized)"), ("ms", "ms"),
            ("tflops", "TFLOP/s"), ("sdpa_tflops", "SDPA bf16 TFLOP/s"),
            ("ratio", "SDPA bf16 time / ours")]
    write_report(rows, args.out, "FP8 FlashAttention forward against SDPA in bf16", cols)
    sys.exit(0 if ok else 1)


main()
