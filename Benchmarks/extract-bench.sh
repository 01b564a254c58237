#!/usr/bin/env bash
# Extract benchmark: 1,000 prototype files of ~200 lines, extracted by a release build. Prints every
# run and the median. Goal: under 1 s.
# With FEATUREGEN_SWIFT_SYNTAX_BENCH naming a swift-syntax reader that takes `bench REPS FILE…` (a
# throwaway tool outside this repository: docs/extraction.md), the same files are parsed with it too
# and both medians are printed.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
work="${TMPDIR:-/tmp}/featuregen-extract-bench"
repetitions="${REPETITIONS:-5}"
rm -rf "$work"
"$here/generate-prototypes.sh" "$work" "${COUNT:-1000}"
echo "generated $(ls "$work" | wc -l) files, $(cat "$work"/*.swift | wc -l) lines"
swift build -c release --package-path "$here" --product ExtractBench >/dev/null
"$(swift build -c release --package-path "$here" --show-bin-path)/ExtractBench" "$work" "$repetitions"
if [[ -n "${FEATUREGEN_SWIFT_SYNTAX_BENCH:-}" ]]; then
  "$FEATUREGEN_SWIFT_SYNTAX_BENCH" bench "$repetitions" "$work"/*.swift
fi
