#!/usr/bin/env python3
"""The Python bridge judges the shared manifest corpus as tile-run does:
good.json loads, every bad-*.json raises BundleError with a message (no
other exception). Needs neither torch nor a GPU; TILE_RUNTIME_LIB names the
runtime library (ctest sets it)."""

import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "python"))
from tile_mlir import Bundle, BundleError  # noqa: E402

corpus = os.path.join(ROOT, "test", "Runtime", "Inputs", "manifests")
failures = []
Bundle(os.path.join(corpus, "good.json"))
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
for f in failures:
    print("bridge-manifests: " + f)
print("bridge-manifests: %d bad manifests, %d judged differently from tile-run" %
      (len(bad), len(failures)))
sys.exit(1 if failures else 0)
