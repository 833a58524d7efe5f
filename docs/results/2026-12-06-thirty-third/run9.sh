#!/usr/bin/env bash
# Session 33, run 9 (make9.sh): the final causal D = 128 and D = 256 case
# kernels at S = 4100, correctness and sanitizers.
set -uo pipefail
ROOT=$(pwd); D=$ROOT/.device/s33/r9; O=$OUT/r9; mkdir -p $O
export PYTHONUNBUFFERED=1 PYTHONPATH=$ROOT/python TILE_RUNTIME_LIB=/tmp/tile-rt/lib/libtile_runtime_c.so
if [ ! -x /tmp/tile-rt/bin/tile-run ]; then
  cmake -G Ninja -S $ROOT -B /tmp/tile-rt -DTILE_RUNTIME_ONLY=ON -DTILE_JSON_INCLUDE_DIR=$ROOT/.device/s33/include >/dev/null && ninja -C /tmp/tile-rt >/dev/null || exit 1
fi
RUN=/tmp/tile-rt/bin/tile-run
nvidia-smi --query-gpu=name --format=csv,noheader
timeout 100 python3 bench/attention.py --bundles $D/chk/* --graph --rounds 1 --out $O/chk > $O/chk.log 2>&1; tail -1 $O/chk.log; cut -d'|' -f2,3,4,5,6,7,8,9 $O/chk.md | tail -n +4
for k in c128 c256; do for t in memcheck racecheck synccheck; do echo "$k $t: $(timeout 60 compute-sanitizer --tool $t $RUN $D/chk/$k 2>&1 | tail -1)"; done; done
rm -f $O/*.json
