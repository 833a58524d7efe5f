#!/usr/bin/env bash
# Runs the runtime and vector-add checks on a GPU machine that has only the
# bundles, a C++ compiler, CMake, PyTorch and CuPy (no LLVM):
#
#   bash bench/gpu_check.sh BUNDLES_DIR OUT_DIR
#
# BUNDLES_DIR is made by scripts/make_gpu_bundles.sh on a machine with the
# compiler. Prints everything and writes JSON/markdown results to OUT_DIR.
set -uo pipefail
B="$1"; OUT="$2"
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export PYTHONUNBUFFERED=1
step() { printf '\n=== %s\n' "$*"; }

step "build tile-run (runtime only)"
JSON_DIR=""; [ -d "$B/include/nlohmann" ] && JSON_DIR="-DTILE_JSON_INCLUDE_DIR=$B/include"
cmake -G Ninja -S "$ROOT" -B /tmp/tile-rt -DTILE_RUNTIME_ONLY=ON $JSON_DIR >/dev/null && ninja -C /tmp/tile-rt >/dev/null || exit 1
RUN=/tmp/tile-rt/bin/tile-run

step "tile-run --check-env"
$RUN --check-env "$B/va_default"

step "tile-run: a bundle for another chip"
rm -rf /tmp/badchip && cp -r "$B/va_small" /tmp/badchip
sed -i 's/"chip": "sm_90a"/"chip": "sm_100a"/' /tmp/badchip/*.json
$RUN --check-env /tmp/badchip; echo "exit status $?"
$RUN /tmp/badchip; echo "exit status $?"

step "tile-run: run, and --reference against a second build (block 4096)"
$RUN "$B/va_default" --reference "$B/va_block4096"; echo "exit status $?"

step "tile-run --bench (N = 2^28 + 3 and 2^28)"
$RUN "$B/va_default" --bench --json "$OUT/tilerun_default.json"
$RUN "$B/va_2p28" --bench --json "$OUT/tilerun_2p28.json"
$RUN "$B/va_default" --bench --flush-l2 --reps 20 --kernel vector_add_f32

step "PyTorch harness: vector add next to torch.add"
python3 "$ROOT/bench/vector_add.py" --bundles "$B/va_default" "$B/va_2p28" "$B/va_block4096" --out "$OUT/vector_add"

step "tile-run --bench vs the PyTorch harness (same bundles)"
python3 - "$OUT" <<'PY'
import json, sys
out = sys.argv[1]
py = {(r["kernel"], r["N"]): r["ms"] for r in json.load(open(f"{out}/vector_add.json"))["rows"]}
for name, n in (("tilerun_default", 268435459), ("tilerun_2p28", 268435456)):
    for k, v in json.load(open(f"{out}/{name}.json"))["kernels"].items():
        p = py[(k, n)]
        print(f"{k} N={n}: tile-run {v['median_ms']:.4f} ms, harness {p:.4f} ms, differ by {abs(v['median_ms'] - p) / p * 100:.2f}%")
PY

step "tile.print: debug_print"
$RUN "$B/print"

step "compute-sanitizer memcheck: masked tail (N = 1000003) and shared-memory print"
compute-sanitizer --tool memcheck $RUN "$B/va_small" 2>&1 | tail -4
compute-sanitizer --tool memcheck $RUN "$B/print" 2>&1 | tail -2
step "compute-sanitizer racecheck: shared-memory print"
compute-sanitizer --tool racecheck $RUN "$B/print" 2>&1 | tail -2
