"""Run-time dimensions on the GPU: one bundle per kernel, many sizes.

    python3 bench/dynamic_check.py --bundles DIR [DIR...] [--time]

Every kernel found whose manifest declares run-time dimensions ("dims") runs
at each size of its list below (one compiled kernel, no recompiling) on
seeded inputs, and its output is checked against torch in f32 (relative L2
error <= 1e-2). The dimension scalars are left out of the call: the bridge
reads them off the tensors' shapes. Exits 1 on any mismatch. With --time,
each gemm size is also timed next to torch.matmul (cuBLAS) and, with
--static, next to the static bundles of the same kernel found there (one
per M, compiled with M bound), all in one alternating loop.
"""

import argparse
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import rel_l2_error, time_alternating  # noqa: E402

import torch  # noqa: E402
import torch.nn.functional as F  # noqa: E402

SIZES = {"M": [1, 7, 64, 1000, 4096, 8192], "N": [1, 1000, 4097, 65536],
         "S": [1, 17, 1000, 4096]}


def reference(name, params, ins):
    if name.startswith("gemm"):
        a, b = ins
        return [a.float() @ b.float()]
    if name.startswith("softmax"):
        return [torch.softmax(ins[0].float(), dim=-1)]
    if name.startswith("vector_add"):
        return [ins[0].float() + ins[1].float()]
    if name.startswith("flash_attention"):
        q, k, v = (t.float() for t in ins)
        causal = bool(params.get("causal", 0))
        o = F.scaled_dot_product_attention(q, k, v, is_causal=causal)
        s = q @ k.transpose(-1, -2) / math.sqrt(q.shape[-1])
        if causal:
            n = s.shape[-1]
            s = s.masked_fill(~torch.ones(n, n, dtype=torch.bool, device=s.device).tril(),
                              float("-inf"))
        return [o, torch.logsumexp(s, dim=-1)]
    raise ValueError(name)


def main():
    from tile_mlir import load_bundles

    ap = argparse.ArgumentParser()
    ap.add_argument("--bundles", nargs="+", required=True)
    ap.add_argument("--time", action="store_true")
    ap.add_argument("--static", nargs="*", default=[],
                    help="folders of static gemm bundles to time next to the dynamic one")
    args = ap.parse_args()
    statics = {}
    for folder in args.static:
        for name, b in load_bundles(folder).items():
            statics[(name, b.args[0]["shape"][0])] = b
    failed = False
    for folder in args.bundles:
        for name, bundle in load_bundles(folder).items():
            if not bundle.dims:
                continue
            (dim,) = bundle.dims
            for value in SIZES[dim]:
                inputs = bundle.make_inputs(seed=value, **{dim: value})
                data = [t for t, a in zip(inputs, bundle.args) if a["name"] not in bundle.dims]
                ins = [t for t, a in zip(data, [a for a in bundle.args
                                                if a["name"] not in bundle.dims])
                       if a["access"] == "in"]
                outs = [t for t, a in zip(data, [a for a in bundle.args
                                                 if a["name"] not in bundle.dims])
                        if a["access"] != "in"]
                bundle(*data)
                torch.cuda.synchronize()
                refs = reference(name, bundle.manifest.get("params", {}), ins)
                errs = [rel_l2_error(o.float(), r) for o, r in zip(outs, refs)]
                ok = all(e <= 1e-2 and math.isfinite(e) for e in errs)
                failed |= not ok
                print(f"{'ok  ' if ok else 'FAIL'} {name:24s} {dim}={value:<6d} grid "
                      f"{bundle.resolve(**{dim: value}).grid} rel err "
                      + ", ".join(f"{e:.2e}" for e in errs), flush=True)
                if args.time and name.startswith("gemm") and value >= 64:
                    a, b = ins
                    fns = {"dynamic": lambda: bundle(*data), "cuBLAS": lambda: a @ b}
                    static = statics.get((name, value))
                    if static:
                        fns["static"] = lambda: static(*data)
                    t = time_alternating(fns, rounds=3)
                    print(f"     time  {name} M={value}: " + ", ".join(
                        f"{k} {v * 1e3:.1f} us" for k, v in t.items())
                        + f"; dynamic / cuBLAS {t['cuBLAS'] / t['dynamic']:.3f}x"
                        + (f", dynamic / static {t['static'] / t['dynamic']:.3f}x"
                           if static else ""), flush=True)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
