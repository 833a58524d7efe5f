"""Run-time dimensions on the GPU: one bundle per kernel, many sizes.

    python3 bench/dynamic_check.py --bundles DIR [DIR...] [--time] [--sizes M=1,100,2900]

Every kernel found whose manifest declares run-time dimensions ("dims") runs
at each size of its list below (one compiled kernel, no recompiling) on
seeded inputs, and its output is checked against torch in f32 (relative L2
error <= 1e-2). The dimension scalars are left out of the call: the bridge
reads them off the tensors' shapes. Exits 1 on any mismatch. With --time,
each gemm size is also timed next to torch.matmul (cuBLAS) and, with
--static, next to the static bundles of the same kernel found there (one
per shape, compiled with the dimensions bound), all in one alternating
loop. A kernel compiled for multiples (M=dynamic%128: the manifest's
"multiple_of") runs at multiples near the sizes and must refuse the others.
--sizes replaces a dimension's list (tile counts that are odd, for example,
where a launch pairs its blocks in clusters and rounds the grid up).
Each line names the shape case that ran (the manifest the runtime chose).
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
# Kernels with several run-time dimensions (gemm with M, N and K): shapes.
SHAPES = {("K", "M", "N"): [dict(M=m, N=n, K=k) for m, n, k in
                            [(1000, 4096, 4096), (4096, 4096, 4096), (8192, 8192, 8192),
                             (8192, 1024, 4096), (8192, 4096, 14336), (2048, 2048, 64)]]}


def cases(bundle):
    """The dimension values to run: each size of the dimension's list (or
    each shape), and for a dimension stated to be a multiple
    ("multiple_of") also multiples near the list's sizes; a value that is
    not a multiple must be refused."""
    names = tuple(sorted(bundle.dims))
    if len(names) > 1:
        return SHAPES[names]
    (dim,) = names
    step = bundle.manifest.get("multiple_of", {}).get(dim, 1)
    extra = sorted({max(step, v // step * step) for v in SIZES[dim]}) if step > 1 else []
    return [{dim: v} for v in sorted(set(SIZES[dim]) | set(extra))]


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
    ap.add_argument("--sizes", nargs="*", default=[], metavar="DIM=V,V,...",
                    help="replace a dimension's list of sizes")
    args = ap.parse_args()
    for item in args.sizes:
        dim, _, values = item.partition("=")
        if dim not in SIZES or not values:
            ap.error(f"--sizes takes DIM=V,V,... for DIM in {', '.join(SIZES)}; got {item!r}")
        SIZES[dim] = [int(v) for v in values.split(",")]
    from tile_mlir import BundleError

    statics = {}
    for folder in args.static:
        for name, b in load_bundles(folder).items():
            statics[(name, tuple(tuple(a["shape"]) for a in b.args))] = b
    failed = False
    for folder in args.bundles:
        for name, bundle in load_bundles(folder).items():
            if not bundle.dims:
                continue
            multiples = bundle.manifest.get("multiple_of", {})
            for dims in cases(bundle):
                label = " ".join(f"{k}={v}" for k, v in dims.items())
                if any(dims[k] % m for k, m in multiples.items()):
                    # Compiled for multiples only: the launch must refuse it.
                    try:
                        bundle.make_inputs(seed=1, **dims)
                        refused = False
                    except BundleError as e:
                        refused = "is not a multiple of" in str(e)
                    failed |= not refused
                    print(f"{'ok  ' if refused else 'FAIL'} {name:24s} {label:24s} "
                          f"{'refused' if refused else 'NOT refused'} (multiple_of {multiples})",
                          flush=True)
                    continue
                inputs = bundle.make_inputs(seed=sum(dims.values()), **dims)
                data = [t for t, a in zip(inputs, bundle.args) if a["name"] not in bundle.dims]
                specs = [a for a in bundle.args if a["name"] not in bundle.dims]
                ins = [t for t, a in zip(data, specs) if a["access"] == "in"]
                outs = [t for t, a in zip(data, specs) if a["access"] != "in"]
                bundle(*data)
                torch.cuda.synchronize()
                refs = reference(name, bundle.manifest.get("params", {}), ins)
                errs = [rel_l2_error(o.float(), r) for o, r in zip(outs, refs)]
                ok = all(e <= 1e-2 and math.isfinite(e) for e in errs)
                failed |= not ok
                launch = bundle.resolve(**dims)
                case = os.path.splitext(os.path.basename(launch.manifest))[0]
                print(f"{'ok  ' if ok else 'FAIL'} {name:24s} {label:24s} grid "
                      f"{launch.grid} ({case}) rel err "
                      + ", ".join(f"{e:.2e}" for e in errs), flush=True)
                if args.time and name.startswith("gemm") and dims.get("M", 64) >= 64:
                    a, b = ins
                    fns = {"dynamic": lambda: bundle(*data), "cuBLAS": lambda: a @ b}
                    shapes = tuple(tuple(t.shape) for t in data)
                    static = statics.get((name, shapes))
                    if static:
                        fns["static"] = lambda: static(*data)
                    t = time_alternating(fns, rounds=3)
                    print(f"     time  {name} {label}: " + ", ".join(
                        f"{k} {v * 1e3:.1f} us" for k, v in t.items())
                        + f"; dynamic / cuBLAS {t['cuBLAS'] / t['dynamic']:.3f}x"
                        + (f", dynamic / static {t['static'] / t['dynamic']:.3f}x"
                           if static else ""), flush=True)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
