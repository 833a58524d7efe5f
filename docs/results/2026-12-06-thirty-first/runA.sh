#!/usr/bin/env bash
# Session 31, run A: issue 28's acceptance list at main (dda7a81) and 1000^3 over two consumer warpgroups.
set -uo pipefail
ROOT=$(pwd)
bash .device/s31/run5.sh
D=$ROOT/.device/s31/g6
echo "=== gemm 1000^3 two warpgroups $(date +%T)"
for pass in 1 2; do python3 bench/gemm_small.py --bundles $D/*/ 2>&1 | awk '{print $1, $2, $3, $(NF-6), $(NF-3), $NF}' | sed "s|$D/||"; done
