#!/usr/bin/env bash
# Generator speed: `featuregen generate` of 10, 100 and 1,000 features (the Showcase Order spec under
# fresh names) into a fresh directory, against `cp -r` of the tree it produces, with the time per
# feature so that linearity shows. Goals: 1,000 features under 1 s, at most 3x `cp -r`, and the time
# per feature flat from 10 to 1,000 features (no per-feature work over all features).
# Usage: Benchmarks/generator-speed.sh [feature counts = "10 100 1000"] [runs = 5]
# FEATUREGEN_BIN=path runs another featuregen binary (a build of another commit, to compare in the same
# conditions); the stage times below always come from this checkout's GeneratorBench.
set -euo pipefail
source "$(dirname "$0")/common.sh"
counts=${1:-10 100 1000}
runs=${2:-5}

build_release featuregen GeneratorBench
featuregen=${FEATUREGEN_BIN:-$release_bin/featuregen}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Order0001 … OrderNNNN: the feature and its model get the same fresh name, as Order/Order do.
make_specs() {
  local folder=$1 features=$2
  mkdir -p "$folder"
  for ((index = 1; index <= features; index++)); do
    name=$(printf 'Order%04d' "$index")
    sed "s/\bOrder\b/$name/g" "$repo_dir/Samples/Showcase/Specs/Order.feature.yml" >"$folder/$name.feature.yml"
  done
}

# Wall time is what a developer waits for; CPU time (user + sys, both cores) barely moves when other
# builds share the machine, so its ratio is the steadier figure on a busy machine.
TIMEFORMAT='%R %U %S'
timed() { { time "$@" >"$work/log" 2>&1; } 2>"$work/time" || { cat "$work/log"; exit 1; }; }
wall_ms() { awk '{ printf "%d", $1 * 1000 }' "$work/time"; }
cpu_ms() { awk '{ printf "%d", ($2 + $3) * 1000 }' "$work/time"; }

echo "generator speed: featuregen generate vs cp -r of its output (${TMPDIR:-/tmp}); median of $runs runs each"
echo "(wall: elapsed time; cpu: user + sys time of the process, all cores)"
printf '%9s %7s %9s | %9s %8s %7s %9s | %9s %8s %7s %9s\n' features files KiB \
  "gen wall" "cp wall" ratio "/feature" "gen cpu" "cp cpu" ratio "/feature"
for features in $counts; do
  make_specs "$work/specs-$features" "$features"
  generate_wall=() generate_cpu=() copy_wall=() copy_cpu=()
  for ((run = 1; run <= runs; run++)); do
    rm -rf "$work/out" "$work/copy"
    timed "$featuregen" generate "$work/specs-$features" --output "$work/out/Sources/App" \
      --tests-output "$work/out/Tests/AppTests" --quiet
    generate_wall+=("$(wall_ms)") generate_cpu+=("$(cpu_ms)")
    timed cp -r "$work/out" "$work/copy"
    copy_wall+=("$(wall_ms)") copy_cpu+=("$(cpu_ms)")
  done
  files=$(find "$work/out" -type f | wc -l)
  bytes=$(du -sb "$work/out" | cut -f1)
  awk -v n="$features" -v f="$files" -v b="$bytes" \
    -v gw="$(median "${generate_wall[@]}")" -v cw="$(median "${copy_wall[@]}")" \
    -v gc="$(median "${generate_cpu[@]}")" -v cc="$(median "${copy_cpu[@]}")" 'BEGIN {
    printf "%9d %7d %9d | %6d ms %5d ms %6.2fx %6.2f ms | %6d ms %5d ms %6.2fx %6.2f ms\n",
      n, f, b / 1024, gw, cw, gw / (cw > 0 ? cw : 1), gw / n, gc, cc, gc / (cc > 0 ? cc : 1), gc / n
  }'
done
echo "goals: 1,000 features under 1000 ms; ratio <= 3x; time per feature flat (linear in features)"
largest=$(printf '%s\n' $counts | sort -n | tail -1)
echo "where the time goes for $largest features (in-process, stage by stage):"
"$release_bin/GeneratorBench" "$work/specs-$largest" "$work/stages" "$runs" | tail -n +2
