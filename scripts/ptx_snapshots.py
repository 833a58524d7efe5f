#!/usr/bin/env python3
"""PTX snapshots: a hash of the PTX of every example kernel under every option
set, compared with the checked-in list test/ptx-snapshots.txt.

A refactoring of the compiler must leave the list unchanged; a change that is
meant to change code generation regenerates it on purpose (--update) in its
own commit, which says why the PTX changed.

  python3 scripts/ptx_snapshots.py --bin build/bin            # check
  python3 scripts/ptx_snapshots.py --bin build/bin --update   # regenerate
"""
import argparse
import concurrent.futures
import hashlib
import os
import pathlib
import shutil
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
LIST = ROOT / "test" / "ptx-snapshots.txt"
SKIP = 77  # ctest's SKIP_RETURN_CODE for this test

# Option sets every example is compiled with.
OPTION_SETS = {
    "sm_80": ["--chip=sm_80"],
    "sm_90a": ["--chip=sm_90a"],
    "sm_90a-tma": ["--chip=sm_90a", "--tma"],
    "sm_90a-multicast": ["--chip=sm_90a", "--tma-multicast"],
    "sm_90a-producer": ["--chip=sm_90a", "--producer-warp"],
}

# Shapes and schedules besides the defaults: masked edges, odd rows, other
# tiles, causal attention, small heads, the tanh GELU, warp-per-row softmax.
EXTRA = [
    ("flash_attention", "causal=1", ["sm_80", "sm_90a", "sm_90a-producer"]),
    ("flash_attention", "D=64,block_M=64,block_N=64", ["sm_90a", "sm_90a-tma"]),
    ("flash_attention", "S=1000,causal=1", ["sm_90a"]),
    ("gemm", "M=1000,N=1000,K=1000", ["sm_80", "sm_90a", "sm_90a-tma"]),
    ("gemm", "K=999", ["sm_80", "sm_90a"]),
    ("gemm", "M=1001,N=1001,K=1001", ["sm_90a"]),
    ("gemm", "M=1002,N=1002,K=1002", ["sm_90a"]),
    ("gemm", "M=dynamic", ["sm_90a"]),
    ("gemm", "M=4096,N=16,K=4096", ["sm_90a"]),
    ("gemm", "M=4096,N=128,K=4096", ["sm_90a"]),
    ("gemm", "M=1536,N=1536,K=1536", ["sm_90a", "sm_80"]),
    ("gemm", "N=999", ["sm_90a"]),
    ("gemm", "block_K=32", ["sm_90a"]),
    ("gemm", "block_M=128,block_N=256,num_stages=4", ["sm_90a", "sm_90a-producer"]),
    ("gemm", "block_M=128,block_N=128,threads=128", ["sm_80", "sm_90a-tma", "sm_90a-multicast"]),
    ("gemm_bias_gelu", "tanh_gelu=1", ["sm_80", "sm_90a"]),
    ("gemm_bias_gelu", "M=1000,N=1000,K=1000", ["sm_90a"]),
    ("softmax", "M=16384,N=1000,block_M=4,block_N=1024,threads=512", ["sm_80", "sm_90a"]),
    ("softmax", "M=4096,N=4097", ["sm_90a"]),
    ("vector_add", "N=1000003", ["sm_80", "sm_90a"]),
]

# Option sets an example cannot compile under (its located error is tested
# in lit): sm_80 has no 8-bit float tensor-core instruction or conversion.
UNSUPPORTED = {
    "gemm_fp8": ["sm_80"],
    "gemm_fp8_reference": ["sm_80"],
    "flash_attention_fp8": ["sm_80"],
}

# Lit kernels that are not examples (their own file, default parameters).
TEST_KERNELS = [
    ("test/Kernels/layout_conversion.mlir", ["sm_80", "sm_90a"]),
]


def configurations():
    for example in sorted((ROOT / "examples").glob("*.mlir")):
        for name, options in OPTION_SETS.items():
            if name not in UNSUPPORTED.get(example.stem, []):
                yield (f"{example.stem}:{name}", example, options)
    for stem, sets, names in EXTRA:
        for name in names:
            yield (f"{stem}[{sets}]:{name}", ROOT / "examples" / f"{stem}.mlir",
                   OPTION_SETS[name] + ["--set", sets])
    for path, names in TEST_KERNELS:
        for name in names:
            yield (f"{pathlib.Path(path).stem}:{name}", ROOT / path, OPTION_SETS[name])


def compile_one(translate, label, source, options):
    """Returns (label, [(kernel, digest)], error)."""
    with tempfile.TemporaryDirectory() as tmp:
        out = pathlib.Path(tmp) / "bundle"
        cmd = [translate, str(source), "--tile-to-bundle", "--no-cubin", "-o", str(out)] + options
        proc = subprocess.run(cmd, capture_output=True, text=True)
        if proc.returncode != 0:
            return label, [], f"{' '.join(cmd)}\n{proc.stderr.strip()}"
        rows = []
        for ptx in sorted(out.glob("*.ptx")):
            rows.append((ptx.stem, hashlib.sha256(ptx.read_bytes()).hexdigest()[:16]))
        if not rows:
            return label, [], f"{' '.join(cmd)}\nno PTX written"
        return label, rows, None


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--bin", default=str(ROOT / "build" / "bin"),
                        help="folder holding tile-translate")
    parser.add_argument("--update", action="store_true",
                        help="rewrite test/ptx-snapshots.txt instead of comparing")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args()

    translate = os.path.join(args.bin, "tile-translate")
    if not os.access(translate, os.X_OK):
        sys.exit(f"ptx_snapshots: no tile-translate in {args.bin}")
    # Without libdevice the kernels calling erf/exp would not compile the same.
    if not shutil.which("ptxas") and not os.path.exists("/usr/local/cuda/bin/ptxas"):
        print("ptx_snapshots: no CUDA toolkit here, skipped")
        return SKIP

    configs = list(configurations())
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        results = list(pool.map(lambda c: compile_one(translate, *c), configs))

    errors = [(label, err) for label, _, err in results if err]
    for label, err in errors:
        print(f"error: {label} did not compile:\n{err}\n", file=sys.stderr)
    lines = [f"{label} {kernel} {digest}" for label, rows, _ in results for kernel, digest in rows]
    if errors:
        return 1

    header = ("# PTX snapshots: <example[bindings]:option-set> <kernel> <sha256 of its PTX, 16 hex>.\n"
              "# Regenerate on purpose: python3 scripts/ptx_snapshots.py --update (say why in the commit).\n")
    if args.update:
        LIST.write_text(header + "\n".join(lines) + "\n")
        print(f"ptx_snapshots: wrote {len(lines)} kernels to {LIST.relative_to(ROOT)}")
        return 0

    want = {}
    for line in LIST.read_text().splitlines():
        if line and not line.startswith("#"):
            label, kernel, digest = line.split()
            want[(label, kernel)] = digest
    have = {}
    for line in lines:
        label, kernel, digest = line.split()
        have[(label, kernel)] = digest
    changed = sorted(k for k in have if k in want and have[k] != want[k])
    added = sorted(k for k in have if k not in want)
    removed = sorted(k for k in want if k not in have)
    for label, kernel in changed:
        print(f"changed: {label} {kernel} (was {want[(label, kernel)]}, now {have[(label, kernel)]})")
    for label, kernel in added:
        print(f"new:     {label} {kernel}")
    for label, kernel in removed:
        print(f"gone:    {label} {kernel}")
    if changed or added or removed:
        print(f"ptx_snapshots: {len(changed)} changed, {len(added)} new, {len(removed)} gone "
              f"of {len(want)}; if that is intended, run with --update and say why in the commit")
        return 1
    print(f"ptx_snapshots: {len(have)} kernels, all PTX unchanged")
    return 0


if __name__ == "__main__":
    sys.exit(main())
