#!/usr/bin/env python3
"""Mutation fuzzer for tile-opt, tile-translate and tile-run's manifests.

Takes the examples and the lit inputs (split at `// -----`), mutates them
at the text level (lines deleted, duplicated or swapped; integers, element
types and shapes changed; truncation; stray bytes) and through the options
(--set, --chip, the schedule flags); every third run instead mutates a
manifest of the shared corpus (test/Runtime/Inputs/manifests: values of
another kind or out of range, keys dropped or repeated, deep nesting,
truncation, the PTX's parameter list edited) and gives it to tile-run,
which judges a manifest before it looks for a GPU. Each run has a time
limit and is classified:

  error    exit 1-127 with a located message ("file:line:col: error", or
           for tile-run "tile-run: error: <manifest path>: ...")
  unlocated exit 1-127 whose message has no location (reported, not fatal)
  ok       exit 0; the PTX it wrote then goes through ptxas (tile-run: the
           manifest was accepted and only the missing GPU stopped it)
  crash    a signal, exit >= 128, or a stack dump
  hang     past the time limit
  ptxas    ptxas rejected PTX that a tool wrote with exit 0

Crashes, hangs and ptxas rejections are failures: each reproducer is kept
in --out and the exit code is 1. The same seed gives the same inputs.

  python3 scripts/fuzz.py --runs 60 --seed 1          # the ctest smoke run
  python3 scripts/fuzz.py --duration 1800 --jobs 2    # the long run
"""

import argparse
import concurrent.futures
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time

import json

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MANIFESTS = os.path.join(ROOT, "test", "Runtime", "Inputs", "manifests")
NO_GPU = ("no CUDA driver", "no CUDA device", "no GPU", "CUDA_ERROR_NO_DEVICE")
TYPES = ["f16", "bf16", "f32", "i8", "i32", "f64", "index", "i1"]
# A source location (not line 0), or a message about the command line that
# names the tool or the pipeline option.
LOCATED = re.compile(r"^([^\s:]+:[1-9]\d*:\d+: error: |tile-[a-z]+: error: |error: tile-to-nvvm: )",
                     re.M)
CRASH = ("Stack dump", "PLEASE submit a bug report", "Segmentation fault", "Aborted")


def corpus():
    """The seed inputs: every example and every lit case."""
    files = []
    for d in ("examples", "test"):
        for dirpath, _, names in os.walk(os.path.join(ROOT, d)):
            files += [os.path.join(dirpath, n) for n in sorted(names) if n.endswith(".mlir")]
    cases = []
    for f in sorted(files):
        with open(f, encoding="utf-8", errors="replace") as fh:
            text = fh.read()
        for part in text.split("// -----"):
            if "func.func" in part:
                cases.append((os.path.relpath(f, ROOT), part))
    return cases


def mutate(text, rng):
    lines = text.split("\n")
    for _ in range(rng.randint(1, 3)):
        kind = rng.randrange(8)
        i = rng.randrange(len(lines)) if lines else 0
        if kind == 0 and lines:
            del lines[i]
        elif kind == 1 and lines:
            lines.insert(i, lines[i])
        elif kind == 2 and len(lines) > 1:
            j = rng.randrange(len(lines))
            lines[i], lines[j] = lines[j], lines[i]
        elif kind == 3 and lines:
            nums = list(re.finditer(r"\b\d+\b", lines[i]))
            if nums:
                m = rng.choice(nums)
                new = str(rng.choice([0, 1, 2, 3, 7, 15, 16, 17, 31, 33, 63, 64, 65, 127,
                                      128, 255, 256, 1000, 1024, 4096, 65536, 2**31, 2**40,
                                      2**62, int(m.group()) * 2, max(int(m.group()) - 1, 0)]))
                lines[i] = lines[i][:m.start()] + new + lines[i][m.end():]
        elif kind == 4 and lines:
            lines[i] = re.sub(r"\b(f16|bf16|f32|i32|i8)\b", lambda _: rng.choice(TYPES),
                              lines[i], count=1)
        elif kind == 5 and lines:
            lines[i] = re.sub(r"(\d+)x(\d+)", lambda m: "%dx%d" % (
                rng.choice([1, 8, 16, 60, 64, 100, 128, 256]), int(m.group(2))), lines[i], count=1)
        elif kind == 6:
            text = "\n".join(lines)
            return text[: rng.randrange(len(text) + 1)]
        elif kind == 7 and lines:
            pos = rng.randrange(len(lines[i]) + 1)
            junk = rng.choice(["\x00", "\xef\xbb\xbf", "}", "{", "%", "#tile.", "<", ">", "?",
                               "\"", "\\", "\u00e9"])
            lines[i] = lines[i][:pos] + junk + lines[i][pos:]
    return "\n".join(lines)


EXTREMES = [None, True, -1, 0, 1, 3, 16, 255, 2**31, 2**32, 2**40, 2**63 - 1, 2**63, 2**64,
            -2**63, 1.5, 1e308, -0.0, "", "x", "sm_90a", "sm_80", "f16", "out", [], {}, [1, 1, 1],
            [0], [2**32, 2**32], [-1, 1, 1], {"k": 1}]


def extreme(rng):
    # A copy: the lists and objects get mutated in place later.
    return json.loads(json.dumps(rng.choice(EXTREMES)))


def mutate_manifest(text, ptx, rng):
    """A mutated manifest and PTX from the corpus's good.json and k.ptx."""
    m = json.loads(text)
    for _ in range(rng.randint(1, 3)):
        # A random spot: the manifest itself, an argument, or an array.
        args = m.get("args")
        spots = [m] + [a for a in (args if isinstance(args, list) else []) if isinstance(a, dict)]
        spots += [v for v in m.values() if isinstance(v, list)]
        spot = rng.choice(spots)
        kind = rng.randrange(5)
        if isinstance(spot, dict) and spot:
            key = rng.choice(sorted(spot))
            if kind == 0:
                del spot[key]
            elif kind == 1:
                spot[key] = extreme(rng)
            elif kind == 2:
                spot[key] = json.loads("[" * 300 + "]" * 300)
            elif kind == 3:
                spot[rng.choice(["cluster", "producer_warps", "tensor_maps", "cubin",
                                 "flops", "params"])] = extreme(rng)
            else:
                spot[key] = [json.loads(json.dumps(spot[key])) for _ in range(rng.randint(0, 4))]
        elif isinstance(spot, list) and spot:
            i = rng.randrange(len(spot))
            if kind < 3:
                spot[i] = extreme(rng)
            elif kind == 3:
                del spot[i]
            else:
                spot.append(extreme(rng))
    out = json.dumps(m, indent=1)
    r = rng.random()
    if r < 0.1:
        out = out[:rng.randrange(len(out) + 1)]
    elif r < 0.2:
        i = rng.randrange(len(out) + 1)
        out = out[:i] + rng.choice(['"kernel": "k",', ",", "\ufeff", "\x00", "\\u", "}", "1e999"]) + out[i:]
    if rng.random() < 0.15:
        ptx = rng.choice([ptx.replace(".param .u64 k_param_0", ""), ptx.replace(".entry k", ".entry j"),
                          ptx[:rng.randrange(len(ptx) + 1)], ptx.replace(".version", ".versio")])
    return out, ptx


def options(rng, text):
    chips = ["sm_80", "sm_90a", "sm_90a"] * 6 + ["sm_75"]
    args = ["--chip=" + rng.choice(chips)]
    args += [f for f in ("--tma", "--tma-multicast", "--producer-warp") if rng.random() < 0.15]
    names = re.findall(r'tile\.param "(\w+)"', text)
    if names and rng.random() < 0.3:
        name = rng.choice(names)
        args.append("--set=%s=%s" % (name, rng.choice(["0", "1", "7", "64", "128", "1000",
                                                       "4096", "-1", "x", "99999999999"])))
    return args


def classify(rc, out, timed_out):
    if timed_out:
        return "hang"
    if rc < 0 or rc >= 128 or any(c in out for c in CRASH):
        return "crash"
    if rc == 0:
        return "ok"
    return "error" if LOCATED.search(out) else "unlocated"


def run_tool(cmd, limit):
    """Runs a tool under the time limit: its outcome and its output."""
    for attempt in range(20):
        try:
            p = subprocess.run(cmd, capture_output=True, timeout=limit)
            out = (p.stdout + p.stderr).decode(errors="replace")
            return classify(p.returncode, out, False), out
        except subprocess.TimeoutExpired:
            return classify(-9, "", True), ""
        except OSError:
            # The binary is being replaced (a rebuild during a long run):
            # wait for the new one rather than end the run.
            time.sleep(15)
    raise SystemExit("fuzz: cannot run %s" % cmd[0])


def run_manifest(index, source, text, ptx, bins, limit, out_dir):
    with tempfile.TemporaryDirectory(prefix="tile-fuzz-") as tmp:
        for name, body in (("k.json", text), ("k.ptx", ptx)):
            with open(os.path.join(tmp, name), "w", encoding="utf-8", errors="replace") as fh:
                fh.write(body)
        cmd = [os.path.join(bins, "tile-run"), tmp] + (["--check-env"] if index % 2 else [])
        outcome, out = run_tool(cmd, limit)
        if outcome == "error" and any(n in out for n in NO_GPU):
            outcome = "ok"
        elif outcome == "error" and "tile-run: error: " + tmp not in out:
            outcome = "unlocated"
        if outcome in ("crash", "hang", "unlocated"):
            case = os.path.join(out_dir, "%s-%05d" % (outcome, index))
            shutil.copytree(tmp, case, dirs_exist_ok=True)
            with open(os.path.join(case, "command.txt"), "w") as fh:
                fh.write(" ".join(cmd).replace(tmp, ".") + "\n# from " + source + "\n")
            with open(os.path.join(case, "output.txt"), "w") as fh:
                fh.write(out[-20000:])
        return outcome


def run_one(args):
    index, source, text, opts, bins, ptxas, limit, out_dir = args
    if source.endswith(".json"):
        return run_manifest(index, source, text, opts, bins, limit, out_dir)
    with tempfile.TemporaryDirectory(prefix="tile-fuzz-") as tmp:
        path = os.path.join(tmp, "input.mlir")
        with open(path, "w", encoding="utf-8", errors="replace") as fh:
            fh.write(text)
        ptx = os.path.join(tmp, "out.ptx")
        tool = "tile-translate" if index % 2 == 0 else "tile-opt"
        if tool == "tile-translate":
            cmd = [os.path.join(bins, tool), path, "--tile-to-ptx", "-o", ptx] + opts
        else:
            chip = opts[0].split("=", 1)[1]
            cmd = [os.path.join(bins, tool), path, "--tile-to-nvvm=chip=" + chip, "-o",
                   os.devnull]
        outcome, out = run_tool(cmd, limit)
        if outcome == "ok" and ptxas and os.path.exists(ptx) and os.path.getsize(ptx):
            chip = opts[0].split("=", 1)[1]
            q = subprocess.run([ptxas, "-arch=" + chip, ptx, "-o", os.devnull],
                               capture_output=True, timeout=limit)
            if q.returncode != 0:
                outcome, out = "ptxas", q.stderr.decode(errors="replace")
        if outcome in ("crash", "hang", "ptxas", "unlocated"):
            case = os.path.join(out_dir, "%s-%05d" % (outcome, index))
            os.makedirs(case, exist_ok=True)
            shutil.copy(path, os.path.join(case, "input.mlir"))
            with open(os.path.join(case, "command.txt"), "w") as fh:
                fh.write(" ".join(cmd).replace(path, "input.mlir") + "\n# from " + source + "\n")
            with open(os.path.join(case, "output.txt"), "w") as fh:
                fh.write(out[-20000:])
        return outcome


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--bin", default=os.path.join(ROOT, "build", "bin"))
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--runs", type=int, default=0, help="stop after this many runs")
    ap.add_argument("--duration", type=float, default=0, help="stop after this many seconds")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--timeout", type=float, default=60, help="seconds per run")
    ap.add_argument("--out", default=os.path.join(ROOT, "out", "fuzz"))
    a = ap.parse_args()
    if not a.runs and not a.duration:
        a.runs = 100
    ptxas = shutil.which("ptxas") or ("/usr/local/cuda/bin/ptxas"
                                      if os.path.exists("/usr/local/cuda/bin/ptxas") else None)
    cases = corpus()
    with open(os.path.join(MANIFESTS, "good.json")) as fh:
        good = fh.read()
    with open(os.path.join(MANIFESTS, "k.ptx")) as fh:
        good_ptx = fh.read()
    rng = random.Random(a.seed)
    os.makedirs(a.out, exist_ok=True)
    counts = {}
    start = time.time()
    index = 0

    def jobs():
        nonlocal index
        while (not a.runs or index < a.runs) and (not a.duration or time.time() - start < a.duration):
            if index % 3 == 2:
                manifest, ptx = mutate_manifest(good, good_ptx, rng)
                yield (index, "good.json", manifest, ptx, a.bin, ptxas, a.timeout, a.out)
            else:
                source, text = rng.choice(cases)
                mutated = mutate(text, rng)
                yield (index, source, mutated, options(rng, mutated), a.bin, ptxas, a.timeout, a.out)
            index += 1

    with concurrent.futures.ThreadPoolExecutor(a.jobs) as pool:
        pending = set()
        for job in jobs():
            pending.add(pool.submit(run_one, job))
            if len(pending) >= 2 * a.jobs:
                done, pending = concurrent.futures.wait(pending, return_when="FIRST_COMPLETED")
                for f in done:
                    counts[f.result()] = counts.get(f.result(), 0) + 1
        for f in concurrent.futures.as_completed(pending):
            counts[f.result()] = counts.get(f.result(), 0) + 1
    total = sum(counts.values())
    bad = sum(counts.get(k, 0) for k in ("crash", "hang", "ptxas"))
    summary = ", ".join("%s %d" % (k, counts.get(k, 0))
                        for k in ("ok", "error", "unlocated", "crash", "hang", "ptxas"))
    print("fuzz: %d runs in %.0f s (seed %d, %d jobs): %s%s" % (
        total, time.time() - start, a.seed, a.jobs, summary,
        "; reproducers in " + a.out if bad else ""))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
