#!/usr/bin/env bash
# Session 40, run 1: session 39's run 3 (the K-unaligned case at eleven
# shapes, sanitizers; bundles from its make3.sh), then its issue lists
# (run1.sh lists). The runtime is built once, with this session's copy
# of nlohmann/json.
R39=$(pwd)/docs/results/2026-12-07-thirty-ninth
export OUT=${OUT:-/tmp/out}
sed 's|s39/include|s40/include|' $R39/run3.sh | bash
[ "${1:-}" = short ] && exit 0
bash $R39/run1.sh lists
