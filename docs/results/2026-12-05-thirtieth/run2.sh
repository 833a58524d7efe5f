#!/usr/bin/env bash
# tile-fold-clear before/after: correctness against torch and time, same run.
set -uo pipefail
ROOT=$(pwd); S=$ROOT/.device/s30; O=$OUT/r2; mkdir -p $O
export PYTHONUNBUFFERED=1 PYTHONPATH=$ROOT/python TILE_RUNTIME_LIB=/tmp/tile-rt/lib/libtile_runtime_c.so
step() { printf '\n=== %s (%s)\n' "$*" "$(date +%T)"; }
if [ ! -x /tmp/tile-rt/bin/tile-run ]; then
  cmake -G Ninja -S $ROOT -B /tmp/tile-rt -DTILE_RUNTIME_ONLY=ON -DTILE_JSON_INCLUDE_DIR=$S/include >/dev/null && ninja -C /tmp/tile-rt >/dev/null || exit 1
fi
RUN=/tmp/tile-rt/bin/tile-run
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader
step fold-clear: gemm_small before/after
for d in before after; do python3 bench/gemm_small.py --bundles $S/$d/g_* $S/$d/pp_* $S/$d/ps_* --dims M=7 2>&1 | awk '{print $1, $2, $3, $(NF-6), $(NF-3), $NF}' | sed "s|$S/||"; done
python3 bench/gemm_small.py --bundles $S/after/g_dyn --dims M=1 M=64 M=1000 M=4096 M=8192 2>&1 | awk '{print $1, $2, $3, $(NF-6), $(NF-3), $NF}' | sed "s|$S/||"
step fold-clear: gemm.py alternating before/after
python3 bench/gemm.py --bundles $S/before/g_4096 $S/after/g_4096 $S/before/g_k192 $S/after/g_k192 $S/before/gelu_4096 $S/after/gelu_4096 $S/before/gelu_k64 $S/after/gelu_k64 $S/before/pp_4096 $S/after/pp_4096 --no-peers --rounds 3 --out $O/gemm > $O/gemm.txt 2>&1; tail -40 $O/gemm.txt
step sanitizers on after
for k in g_k192 pp_k192 gelu_k64; do for t in memcheck racecheck synccheck; do echo "$k $t: $(compute-sanitizer --tool $t $RUN $S/after/$k 2>&1 | tail -1)"; done; done
