#!/usr/bin/env bash
# Extract benchmark: 1,000 prototype files of ~200 lines, extracted by a release build.
# Prints files, time and files/s. Goal: under 1 s.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
work="${TMPDIR:-/tmp}/featuregen-extract-bench"
rm -rf "$work"
"$here/generate-prototypes.sh" "$work" "${COUNT:-1000}"
echo "generated $(ls "$work" | wc -l) files, $(cat "$work"/*.swift | wc -l) lines"
swift build -c release --package-path "$here" --product ExtractBench >/dev/null
"$(swift build -c release --package-path "$here" --show-bin-path)/ExtractBench" "$work" "${REPETITIONS:-3}"
