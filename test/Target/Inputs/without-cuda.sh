#!/bin/sh
# Runs "$@" as on a machine without the CUDA toolkit: in a private mount
# namespace, an empty folder hides each place a toolkit is looked for.
empty=$(mktemp -d)
exec unshare -m sh -c '
  empty=$1; shift
  for d in /usr/local/cuda /usr/lib/cuda /opt/cuda; do
    if [ -e "$d" ]; then mount --bind "$empty" "$d" || exit 125; fi
  done
  exec env -u CUDA_HOME -u CUDA_ROOT -u CUDA_PATH "$@"' sh "$empty" "$@"
