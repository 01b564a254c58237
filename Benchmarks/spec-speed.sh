#!/usr/bin/env bash
# Spec speed: read + validate of a ~200-line spec, in-process, release build. Goal: under 2 ms.
# Usage: Benchmarks/spec-speed.sh [iterations = 2000]
set -euo pipefail
source "$(dirname "$0")/common.sh"
build_release SpecBench
"$release_bin/SpecBench" "${1:-2000}"
