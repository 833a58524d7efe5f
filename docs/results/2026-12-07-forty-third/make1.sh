#!/usr/bin/env bash
# Session 43, run 1 bundles: the three open issues' acceptance lists at the
# shipped defaults (session 42's make8.sh, this session's tools).
set -uo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
sed 's|s42/r8|s43/r1|' "$HERE/../2026-12-07-forty-second/make8.sh" | sed "s|HERE=.*|HERE=$HERE/../2026-12-07-forty-second|" | bash
