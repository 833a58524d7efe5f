#!/usr/bin/env python3
"""The tutorial runner on a machine without a GPU: every section runs its
compile part and records its GPU part as skipped; state.json, report.md
(with plots when matplotlib is there) and reference.md are written and the
exit status is 0; a second run resumes (skips every section); --only
reruns one; a broken example fails its sections, which are recorded as
failed with the error, and the others still run."""

import json
import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BIN = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "build", "bin")
work = tempfile.mkdtemp(prefix="tile-tutorial-")


def tutorial(*args, want=0):
    done = subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "tutorial.py"),
                           "--bin", BIN, *args], stdout=subprocess.PIPE,
                          stderr=subprocess.STDOUT, text=True)
    assert done.returncode == want, done.stdout[-3000:]
    return done.stdout


def state(out):
    with open(os.path.join(out, "state.json")) as f:
        return json.load(f)["sections"]


out = os.path.join(work, "out")
tutorial("--out", out)
sections = state(out)
assert len(sections) == 10 and all(s["status"] == "ok" for s in sections.values()), sections
gpu = [s["gpu"] for n, s in sections.items() if n != "reference"]
assert all(g.startswith("skipped") or g == "ran" for g in gpu), gpu
for name in ("report.md", "reference.md"):
    assert os.path.getsize(os.path.join(out, name)) > 1000, name
report = open(os.path.join(out, "report.md")).read()
assert "| Autotuning (tile-tune) | ok |" in report, report[:2000]
card = open(os.path.join(out, "reference.md")).read()
assert "`tile.gemm`" in card and "`--tile-pipeline`" in card
second = tutorial("--out", out)
assert second.count("skipped (--only") == 10, second
tutorial("--out", out, "--only", "gemm")
again = state(out)
assert [n for n in again if again[n]["start"] != sections[n]["start"]] == ["gemm"], again

# A machine with the runtime only (tile-run, no compiler): the bundles
# compiled above are reused and the report is still written whole.
runtime_only = os.path.join(work, "runtime-bin")
os.makedirs(runtime_only)
os.symlink(os.path.join(BIN, "tile-run"), os.path.join(runtime_only, "tile-run"))
reused = tutorial("--out", out, "--bin", runtime_only, "--force")
assert all(s["status"] == "ok" for s in state(out).values()), reused
assert "compiled earlier" in open(os.path.join(out, "report.md")).read()
assert "plots failed" not in open(os.path.join(out, "report.md")).read()

examples = os.path.join(work, "examples")
shutil.copytree(os.path.join(ROOT, "examples"), examples)
with open(os.path.join(examples, "softmax.mlir"), "a") as f:
    f.write("\nthis is not MLIR\n")
broken = os.path.join(work, "broken")
tutorial("--out", broken, "--examples", examples, want=1)
b = state(broken)
assert b["softmax"]["status"] == "failed" and "softmax.mlir" in b["softmax"]["error"], b["softmax"]
assert all(s["status"] == "ok" for n, s in b.items() if n != "softmax"), \
    {n: s["status"] for n, s in b.items()}
assert "| Row softmax (vs Triton) | failed |" in open(os.path.join(broken, "report.md")).read()
shutil.rmtree(work)
print("tutorial: every section ran, resumed, reran alone, and a broken one was recorded")
