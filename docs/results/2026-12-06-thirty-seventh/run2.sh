#!/usr/bin/env bash
# Session 37, run 2 (make2.sh): session 36's run2.sh on this session's
# bundles (.device/s37/r2).
sed 's|s36/r2|s37/r2|; s|s36/include|s37/include|' "$(dirname "$0")/../2026-12-06-thirty-sixth/run2.sh" | bash
