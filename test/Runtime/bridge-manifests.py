#!/usr/bin/env python3
"""The Python bridge judges the shared manifest corpus as tile-run does:
every good-*.json loads, every bad-*.json raises BundleError with a message
(no other exception); and a kernel with run-time dimensions infers them from
its arguments' shapes (Bundle.bind, here on NumPy arrays). Needs neither
torch nor a GPU; TILE_RUNTIME_LIB names the runtime library (ctest sets
it)."""

import json
import os
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "python"))
import numpy as np  # noqa: E402
from tile_mlir import Bundle, BundleError  # noqa: E402

corpus = os.path.join(ROOT, "test", "Runtime", "Inputs", "manifests")
failures = []
for name in sorted(n for n in os.listdir(corpus) if n.startswith("good")):
    Bundle(os.path.join(corpus, name))
bad = sorted(n for n in os.listdir(corpus) if n.startswith("bad-"))
for name in bad:
    try:
        Bundle(os.path.join(corpus, name))
        failures.append(name + ": accepted")
    except BundleError as e:
        if not str(e).strip():
            failures.append(name + ": no message")
    except Exception as e:  # anything else is the bridge's bug
        failures.append("%s: %s: %s" % (name, type(e).__name__, e))


def expect(what, got, want):
    if got != want:
        failures.append("%s: got %r, expected %r" % (what, got, want))


def refused(what, call, message):
    try:
        call()
        failures.append(what + ": accepted")
    except BundleError as e:
        if message not in str(e):
            failures.append("%s: %s (expected %r)" % (what, e, message))


# good-dims.json: A f32[M, 64] inout, then M (i64); grid ceildiv(M, 256).
dyn = Bundle(os.path.join(corpus, "good-dims.json"))
expect("defaults", dyn.default.grid, (4, 1, 1))
launch = dyn.resolve(M=5000)
expect("resolve", (launch.grid, launch.shapes[0], launch.bytes, launch.flops),
       ((20, 1, 1), [5000, 64], 5000 * 512, 5000 * 64))
refused("M=0", lambda: dyn.resolve(M=0), "dimensions must be positive")
refused("grid out of range", lambda: dyn.resolve(M=256 << 31), '"grid" holds an invalid size')
refused("float dimension", lambda: dyn.resolve(M=1.5), "dimension M must be an integer")
refused("unknown dimension", lambda: dyn.resolve(N=3), "no run-time dimension N")
# good-dims-multiple.json: the same kernel compiled for M a multiple of 128.
mult = Bundle(os.path.join(corpus, "good-dims-multiple.json"))
expect("multiple", mult.resolve(M=1152).grid, (5, 1, 1))
refused("not a multiple", lambda: mult.resolve(M=1000), "M=1000 is not a multiple of 128")
refused("bound not a multiple", lambda: mult.bind((np.zeros((1000, 64), dtype=np.float32),)),
        "M=1000 is not a multiple of 128")
a = np.zeros((300, 64), dtype=np.float32)
launch, full = dyn.bind((a,))
expect("inferred", (launch.dims, launch.grid, full[1]), ({"M": 300}, (2, 1, 1), 300))
launch, full = dyn.bind((a, 300))
expect("explicit", launch.dims, {"M": 300})
refused("explicit differs", lambda: dyn.bind((a, 301)),
        "argument M = 301, but the shape of argument A gives M = 300")
refused("rank", lambda: dyn.bind((np.zeros(300, dtype=np.float32),)),
        "argument A must have shape ['M', 64], got shape [300]")
refused("count", lambda: dyn.bind(()), "expects 2 arguments (A, M), or 1 without")
refused("bool", lambda: dyn.bind((a, True)), "an integer; got bool")
# Two shapes name M: they must agree.
with tempfile.TemporaryDirectory() as tmp:
    with open(os.path.join(corpus, "kd.ptx")) as f:
        ptx = f.read().replace("kd_param_1\n", "kd_param_1,\n\t.param .u64 kd_param_2\n")
    with open(os.path.join(tmp, "kd.ptx"), "w") as f:
        f.write(ptx)
    manifest = dict(dyn.manifest, bytes=["mul", "M", 512], args=[
        {"name": "A", "dtype": "f32", "shape": ["M", 64], "access": "in"},
        {"name": "B", "dtype": "f32", "shape": ["M", 64], "access": "out"},
        {"name": "M", "dtype": "i64", "shape": [], "access": "value"}])
    with open(os.path.join(tmp, "kd.json"), "w") as f:
        json.dump(manifest, f)
    two = Bundle(os.path.join(tmp, "kd.json"))
    refused("disagree", lambda: two.bind((a, np.zeros((200, 64), dtype=np.float32))),
            "argument B gives dimension M = 200, but argument A gives M = 300")
    expect("agree", two.bind((a, a))[0].dims, {"M": 300})
static = Bundle(os.path.join(corpus, "good.json"))
refused("static", lambda: static.resolve(M=3), "its dimensions are all fixed")
expect("static launch", static.bind((a,))[0].grid, (1, 1, 1))

for f in failures:
    print("bridge-manifests: " + f)
print("bridge-manifests: %d bad manifests; %d failures" % (len(bad), len(failures)))
sys.exit(1 if failures else 0)
