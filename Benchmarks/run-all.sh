#!/usr/bin/env bash
# Every benchmark, one after the other (not part of CI: they measure, they do not test).
# The generator benchmark runs twice when /dev/shm exists: on the disk and in memory (tmpfs), since
# file creation on a busy disk dominates the disk figure.
set -euo pipefail
cd "$(dirname "$0")"
section() { printf '\n==> %s\n' "$1"; }

section "Spec speed (read + validate, ~200-line spec)"
./spec-speed.sh
section "Store speed (generated AppStore vs inout reducer)"
./store-speed.sh
section "Store observation (observers one action invalidates with 1, 10 and 50 features; old vs new store)"
./store-observation.sh
section "Generator speed (10, 100 and 1,000 features), output on disk (${TMPDIR:-/tmp})"
./generator-speed.sh
if [[ -d /dev/shm ]]; then
  section "Generator speed (10, 100 and 1,000 features), output in memory (/dev/shm)"
  TMPDIR=/dev/shm ./generator-speed.sh
fi
section "Extract speed (1,000 prototype files)"
./extract-bench.sh
section "Build plugin cost on a no-op build"
./plugin-noop.sh
section "Build cost of generated code (100 features: clean, incremental through the plugin, type-checking)"
./build-cost.sh
