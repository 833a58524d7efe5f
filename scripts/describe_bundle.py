#!/usr/bin/env python3
"""Prints what a bundle folder holds: per kernel, its launch, arguments,
parameters, the PTX instructions that matter and ptxas's resource figures."""

import json
import os
import re
import sys

# PTX instructions worth counting, by what they tell a kernel engineer.
PATTERNS = [
    ("128-bit global loads", r"\bld\.global(\.\w+)*\.v4\."),
    ("128-bit global stores", r"\bst\.global(\.\w+)*\.v4\."),
    ("scalar/narrow global loads", r"\bld\.global(?!(\.\w+)*\.v4\.)"),
    ("scalar/narrow global stores", r"\bst\.global(?!(\.\w+)*\.v4\.)"),
    ("mma.sync", r"\bmma\.sync\b"),
    ("wgmma", r"\bwgmma\."),
    ("ldmatrix", r"\bldmatrix\b"),
    ("cp.async", r"\bcp\.async\.(ca|cg)\b"),
    ("cp.async.bulk (TMA)", r"\bcp\.async\.bulk\b"),
    ("barriers", r"\b(bar\.sync|barrier\.sync)\b"),
    ("shuffles", r"\bshfl\.sync\b"),
]


def describe(folder):
    for name in sorted(os.listdir(folder)):
        if not name.endswith(".json"):
            continue
        with open(os.path.join(folder, name)) as f:
            m = json.load(f)
        with open(os.path.join(folder, m["ptx"])) as f:
            ptx = f.read()
        args = ", ".join(f"{a['name']}: {a['dtype']}{a['shape']} ({a['access']})" for a in m["args"])
        params = ", ".join(f"{k}={v}" for k, v in m.get("params", {}).items())
        files = [m["ptx"]] + ([m["cubin"]] if m.get("cubin") else []) + [name]
        print(f"  kernel {m['kernel']} for {m['chip']}: {', '.join(files)}")
        print(f"    launch  grid {m['grid']} x block {m['block']}, {m['shared_bytes']} B dynamic shared memory")
        print(f"    args    {args}")
        print(f"    params  {params or '-'}")
        print(f"    moves   {m['bytes'] / 1e6:.1f} MB per call")
        counts = [(label, len(re.findall(rx, ptx))) for label, rx in PATTERNS]
        print("    ptx     " + ", ".join(f"{label} {n}" for label, n in counts if n))
        info = m.get("ptxas_info", "")
        regs = re.search(r"Used (\d+) registers", info)
        spills = re.search(r"(\d+) bytes spill stores, (\d+) bytes spill loads", info)
        stack = re.search(r"(\d+) bytes stack frame", info)
        if regs:
            print(f"    ptxas   {regs.group(1)} registers, {stack.group(1) if stack else '?'} B stack, "
                  f"spills {spills.group(1) if spills else '?'}/{spills.group(2) if spills else '?'} B (store/load)")


if __name__ == "__main__":
    for folder in sys.argv[1:]:
        describe(folder)
