#!/usr/bin/env bash
# Session 37, run 2 bundles: session 36's make2.sh (issue 28's and issue
# 27's acceptance lists at the shipped defaults) at this compiler, into
# .device/s37/r2.
sed 's|s36/r2|s37/r2|' "$(dirname "$0")/../2026-12-06-thirty-sixth/make2.sh" | bash
