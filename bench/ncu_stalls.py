"""Where a kernel's warps wait, from an Nsight Compute source export.

    ncu --section WarpStateStats --section SourceCounters -k regex:<kernel> -c 1 \\
        -o rep tile-run <bundle> --kernel <kernel> --reps 1 --warmup 0
    ncu -i rep.ncu-rep --page source --csv --print-source sass > src.csv
    python3 bench/ncu_stalls.py src.csv [--chunk 40] [--top 20]

Prints the stall reasons over all samples, then per SASS opcode (HMMA,
LDSM, MUFU, ...), then the hottest loop (the instructions executed most
often) in chunks of consecutive instructions: each chunk's samples, its
opcodes and its main stall reasons, which shows which phase of the loop
body the time goes to; --top lists single instructions. Accepts a gzip-compressed export too.
"""

import argparse
import collections
import csv
import gzip
import sys


def read_rows(path):
    opener = gzip.open if path.endswith(".gz") else open
    with opener(path, "rt") as f:
        rows = list(csv.reader(f))
    # The export starts with a "Kernel Name" line, then the header.
    start = next(i for i, r in enumerate(rows) if r and r[0] == "Address")
    header, data = rows[start], rows[start + 1:]
    return {h: i for i, h in enumerate(header)}, data


def opcode(source):
    words = source.split()
    if not words:
        return ""
    op = words[1] if words[0].startswith("@") and len(words) > 1 else words[0]
    return op.split(".")[0]


def number(row, idx, name):
    cell = row[idx[name]] if name in idx else ""
    try:
        return int(cell)
    except ValueError:
        return 0


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv")
    ap.add_argument("--chunk", type=int, default=40,
                    help="instructions per line in the loop breakdown")
    ap.add_argument("--top", type=int, default=0,
                    help="also list the N instructions with the most samples")
    args = ap.parse_args()
    idx, data = read_rows(args.csv)
    stalls = [h for h in idx if h.startswith("stall_") and "Not Issued" not in h]
    samples_col = "Warp Stall Sampling (All Samples)"

    total = collections.Counter()
    by_op = collections.defaultdict(collections.Counter)
    samples = 0
    for r in data:
        op = opcode(r[idx["Source"]].strip())
        if not op:
            continue
        samples += number(r, idx, samples_col)
        for s in stalls:
            v = number(r, idx, s)
            total[s] += v
            by_op[op][s] += v
    if not samples:
        print("no stall samples in this export (was SourceCounters collected?)")
        return 1
    print(f"{samples} samples")
    for s, v in total.most_common(10):
        print(f"  {s[6:]:20s} {v / samples:6.1%}")
    print("by opcode:")
    for op, c in sorted(by_op.items(), key=lambda kv: -sum(kv[1].values()))[:12]:
        top = ", ".join(f"{s[6:]} {v / samples:.1%}" for s, v in c.most_common(3))
        print(f"  {op:8s} {sum(c.values()) / samples:6.1%}  ({top})")

    executed = [number(r, idx, "Instructions Executed") for r in data]
    hottest = max(executed)
    loop = [r for r, e in zip(data, executed) if e == hottest and e > 0]
    print(f"hottest loop: {len(loop)} instructions, each executed {hottest} times")
    for start in range(0, len(loop), args.chunk):
        chunk = loop[start:start + args.chunk]
        ops = collections.Counter(opcode(r[idx["Source"]].strip()) for r in chunk)
        reasons = collections.Counter()
        for r in chunk:
            for s in stalls:
                reasons[s[6:]] += number(r, idx, s)
        n = sum(number(r, idx, samples_col) for r in chunk)
        print(f"  {start:5d}  {n / samples:6.1%}  "
              + " ".join(f"{o}x{c}" for o, c in ops.most_common(4))
              + "  | " + ", ".join(f"{s} {v / samples:.1%}" for s, v in reasons.most_common(3)))
    if args.top:
        # Single instructions: a barrier wait's retry branch or a wgmma
        # wait, which a per-opcode sum spreads over the whole kernel.
        print(f"hottest {args.top} instructions:")
        hot = sorted(data, key=lambda r: -number(r, idx, samples_col))[:args.top]
        for r in hot:
            n = number(r, idx, samples_col)
            reasons = sorted(((number(r, idx, s), s[6:]) for s in stalls), reverse=True)[:2]
            print(f"  {r[idx['Address']]:>8s} {n / samples:6.1%}  {r[idx['Source']].strip()[:60]:60s} | "
                  + ", ".join(f"{s} {v / samples:.1%}" for v, s in reasons))
    return 0


if __name__ == "__main__":
    sys.exit(main())
