"""FP8 GEMM bundles (examples/gemm_fp8.mlir) next to torch._scaled_mm
(cuBLASLt's FP8 GEMM), same inputs, same run.

    python3 bench/gemm_fp8.py --bundles DIR [DIR...] [--rounds 3] [--graph] [--out results/fp8]

Each bundle folder holds one configuration at one shape (its manifests
give M, N, K); the configurations of a shape are timed together. Inputs:
A [M, K] and B [N, K] drawn from N(0, 1) and quantized to the kernel's
8-bit types with a per-tensor scale (amax / the type's largest value, as
an FP8 recipe does) or, for @gemm_e4m3_rowwise, a scale per row of A and
per row of B; torch._scaled_mm takes B as the column-major K x N view
B.t(); @gemm_e4m3_blockwise's inputs are quantized per 1 x 128 block of A
and 128 x 128 block of B (its torch._scaled_mm reference runs where this
PyTorch takes block scales and agrees with the f32 product). Otherwise
torch._scaled_mm runs twice: as called by default (cuBLASLt adds
the tensor cores' partial sums into f32 registers every few k blocks) and
with use_fast_accum=True (the sums stay in the tensor cores' accumulator,
as in our kernels: faster, and less accurate at long K). Accuracy:
relative L2 error of ours and of both against the f32 product of the
dequantized inputs (the error of the accumulation and of the bf16 output,
not of the quantization, which all share); the check fails above 1e-2.
TFLOP/s counts 2 * M * N * K. Every kernel of a shape and both references
are timed in one alternating loop.
"""

import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import rel_l2_error, time_alternating, write_report  # noqa: E402

import torch  # noqa: E402

TYPES = {"f8e4m3fn": torch.float8_e4m3fn, "f8e5m2": torch.float8_e5m2}


def quantize(x, dtype, rowwise):
    """x as `dtype` and the f32 scale that dequantizes it (x ~ q * scale)."""
    top = torch.finfo(dtype).max
    amax = x.abs().amax(dim=1, keepdim=True) if rowwise else x.abs().amax()
    scale = (amax.float() / top).clamp(min=1e-12)
    return (x / scale).to(dtype), scale


def quantize_blocks(x, dtype, rows):
    """x [R, K] in blocks of `rows` x 128: q, the [R / rows, K / 128] scales,
    and the scales expanded to x's shape."""
    top = torch.finfo(dtype).max
    R, K = x.shape
    blocks = x.reshape(R // rows, rows, K // 128, 128)
    scale = (blocks.abs().amax(dim=(1, 3)).float() / top).clamp(min=1e-12)
    full = scale.repeat_interleave(rows, 0).repeat_interleave(128, 1)
    return (x / full).to(dtype), scale, full


def scaled_mm_blockwise(A, B, sa, sb):
    """torch._scaled_mm with 1 x 128 and 128 x 128 block scales, in the
    scale layouts this PyTorch takes (column-major scale_a [M, K / 128],
    scale_b [K / 128, N / 128]); None where it takes none."""
    for a, b in ((sa.t().contiguous().t(), sb.t()), (sa, sb.t().contiguous())):
        fn = (lambda a=a, b=b: torch._scaled_mm(A, B.t(), scale_a=a, scale_b=b,
                                                out_dtype=torch.bfloat16))
        try:
            fn()
            return fn
        except RuntimeError:
            continue
    return None


def main():
    from tile_mlir import load_bundles
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--bundles", nargs="+", required=True)
    p.add_argument("--rounds", type=int, default=3)
    p.add_argument("--graph", action="store_true", help="time in CUDA-graph replay")
    p.add_argument("--out", default=None)
    a = p.parse_args()
    rows, ok = [], True
    # One alternating loop per shape: every configuration of that shape
    # (one folder each) and one torch._scaled_mm per kernel.
    groups = {}
    for folder in a.bundles:
        for name, k in load_bundles(folder).items():
            if "_reference" in name:
                continue
            shapes = dict(zip((x["name"] for x in k.args), k.resolve().shapes))
            (M, K), N = shapes["A"], shapes["B"][0]
            groups.setdefault((M, N, K), []).append((folder, name, k))
    for (M, N, K), entries in groups.items():
        fns, meta, inputs = {}, {}, {}
        for folder, name, k in entries:
            args = {x["name"]: x for x in k.args}
            ta, tb = TYPES[args["A"]["dtype"]], TYPES[args["B"]["dtype"]]
            rowwise = "rowwise" in name
            if name not in inputs and "blockwise" in name:
                g = torch.Generator(device="cuda").manual_seed(0)
                A32 = torch.randn(M, K, generator=g, device="cuda")
                B32 = torch.randn(N, K, generator=g, device="cuda")
                A, sa, fa = quantize_blocks(A32, ta, 1)
                B, sb, fb = quantize_blocks(B32, tb, 128)
                ref = (A.float() * fa) @ (B.float() * fb).t()
                ours_args = (sa.t().contiguous(), sb.contiguous())
                ref_err = {True: "n/a"}
                theirs = scaled_mm_blockwise(A, B, sa, sb)
                try:
                    ref_err[False] = rel_l2_error(theirs(), ref)
                    if ref_err[False] <= 1e-2:
                        fns[f"{name} _scaled_mm"] = theirs
                except (RuntimeError, TypeError) as e:
                    ref_err[False] = str(e).splitlines()[0][:60]
                inputs[name] = (A, B, ours_args, ref, ref_err)
            if name not in inputs:
                g = torch.Generator(device="cuda").manual_seed(0)
                A32 = torch.randn(M, K, generator=g, device="cuda")
                B32 = torch.randn(N, K, generator=g, device="cuda")
                A, sa = quantize(A32, ta, rowwise)
                B, sb = quantize(B32, tb, rowwise)
                ref = (A.float() * sa) @ (B.float() * sb).t()
                tsb = sb.reshape(1, -1) if rowwise else sb
                ours_args = ((sa.reshape(-1).contiguous(), sb.reshape(-1).contiguous())
                             if rowwise else (float(sa), float(sb)))
                ref_err = {}
                for fast in (False, True):
                    theirs = (lambda A=A, B=B, sa=sa, sb=tsb, fast=fast:
                              torch._scaled_mm(A, B.t(), scale_a=sa, scale_b=sb,
                                               out_dtype=torch.bfloat16, use_fast_accum=fast))
                    try:
                        ref_err[fast] = rel_l2_error(theirs(), ref)
                        fns[f"{name} _scaled_mm{' fast' if fast else ''}"] = theirs
                    except RuntimeError as e:  # a type mix cuBLASLt does not take
                        ref_err[fast] = str(e).splitlines()[0][:60]
                inputs[name] = (A, B, ours_args, ref, ref_err)
            A, B, ours_args, ref, ref_err = inputs[name]
            C = torch.empty(M, N, device="cuda", dtype=torch.bfloat16)
            k(A, B, C, *ours_args)
            err = rel_l2_error(C, ref)
            good = err <= 1e-2
            ok &= good
            key = f"{os.path.basename(folder.rstrip('/'))} {name}"
            fns[key] = (lambda k=k, A=A, B=B, C=C, x=ours_args: k(A, B, C, *x, check=False))
            meta[key] = dict(config=os.path.basename(folder.rstrip("/")), kernel=name,
                             shape=f"{M}x{N}x{K}", flops=2.0 * M * N * K, err=err,
                             ref_err=ref_err[False], fast_err=ref_err[True],
                             check="ok" if good else "FAIL")
        times = time_alternating(fns, rounds=a.rounds, graph=a.graph)
        for key, m in meta.items():
            ours = times[key]
            ref = times.get(f"{m['kernel']} _scaled_mm")
            fast = times.get(f"{m['kernel']} _scaled_mm fast")
            rows.append(dict(m, ours_ms=ours, ref_ms=ref if ref else "",
                             fast_ms=fast if fast else "",
                             tflops=m.pop("flops") / ours / 1e9,
                             ratio=ref / ours if ref else "",
                             fast_ratio=fast / ours if fast else ""))
    cols = [("config", "config"), ("kernel", "kernel"), ("shape", "M x N x K"), ("check", "check"),
            ("err", "rel. error"), ("ref_err", "_scaled_mm rel. error"),
            ("fast_err", "fast-accum rel. error"), ("ours_ms", "ours ms"),
            ("ref_ms", "_scaled_mm ms"), ("fast_ms", "fast-accum ms"), ("tflops", "TFLOP/s"),
            ("ratio", "_scaled_mm time / ours"), ("fast_ratio", "fast-accum time / ours")]
    out = a.out or "fp8"
    write_report(rows, out, "FP8 GEMM against torch._scaled_mm", cols)
    sys.exit(0 if ok else 1)


main()
