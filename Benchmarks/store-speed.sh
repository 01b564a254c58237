#!/usr/bin/env bash
# Store speed: 1,000,000 actions through the generated Showcase `AppStore.send` against the same actions
# reduced into an inout `AppState`, with 1,000- and 100,000-element arrays in the state.
# Goals: cost per action independent of the state's size, and under 1 µs; the ratio to inout is printed.
# Usage: Benchmarks/store-speed.sh [actions = 1000000] [runs = 5]
set -euo pipefail
source "$(dirname "$0")/common.sh"
build_release StoreBench
"$release_bin/StoreBench" "${1:-1000000}" "${2:-5}"
