#!/usr/bin/env bash
# Generator speed: `featuregen generate` of 1,000 features (the Showcase Order spec under 1,000 names)
# into a fresh directory, against `cp -r` of the tree it produces. Goals: under 1 s, at most 3x `cp -r`.
# Usage: Benchmarks/generator-speed.sh [features = 1000] [runs = 5]
set -euo pipefail
source "$(dirname "$0")/common.sh"
features=${1:-1000}
runs=${2:-5}

build_release featuregen GeneratorBench
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Order0001 … Order1000: the feature and its model get the same fresh name, as Order/Order do.
mkdir "$work/specs"
for ((index = 1; index <= features; index++)); do
  name=$(printf 'Order%04d' "$index")
  sed "s/\bOrder\b/$name/g" "$repo_dir/Samples/Showcase/Specs/Order.feature.yml" >"$work/specs/$name.feature.yml"
done

generate_times=()
copy_times=()
for ((run = 1; run <= runs; run++)); do
  rm -rf "$work/out" "$work/copy"
  start=$(now_ns)
  "$release_bin/featuregen" generate "$work/specs" --output "$work/out/Sources/App" \
    --tests-output "$work/out/Tests/AppTests" --quiet >"$work/log" || { cat "$work/log"; exit 1; }
  generate_times+=($(($(now_ns) - start)))
  start=$(now_ns)
  cp -r "$work/out" "$work/copy"
  copy_times+=($(($(now_ns) - start)))
done

files=$(find "$work/out" -type f | wc -l)
bytes=$(du -sb "$work/out" | cut -f1)
generate=$(median "${generate_times[@]}")
copy=$(median "${copy_times[@]}")
echo "generator speed: $features features -> $files files, $((bytes / 1024)) KiB; median of $runs runs"
awk -v g="$generate" -v c="$copy" 'BEGIN {
  printf "featuregen generate: %8.1f ms   (goal < 1000 ms)\n", g / 1e6
  printf "cp -r of the tree:   %8.1f ms\n", c / 1e6
  printf "ratio:               %8.2fx     (goal <= 3x)\n", g / c
}'
echo "where the time goes (in-process, stage by stage):"
"$release_bin/GeneratorBench" "$work/specs" "$work/stages" "$runs" | tail -n +2
