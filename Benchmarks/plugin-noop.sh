#!/usr/bin/env bash
# What the build plugin costs on a build where nothing changed: no-op `swift build` of
# Samples/PluginConsumer (specs turned into code by FeatureGenPlugin) against the same package with
# the generated files checked in and no plugin. Prints both medians, the difference and the ratio.
# Usage: Benchmarks/plugin-noop.sh [RUNS]   (default 9; the target is a difference of at most 0.1 s)
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD
runs=${1:-9}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
copy() { mkdir -p "$2" && tar -C "$1" --exclude=.build -cf - . | tar -C "$2" -xf -; }

# With the plugin: the consumer as it is, pointing at this repository by absolute path.
copy Samples/PluginConsumer "$work/plugin"
sed -i.bak "s|path: \"../..\"|path: \"$repo\"|" "$work/plugin/Package.swift" && rm "$work/plugin/Package.swift.bak"

# Checked in: the same sources plus every generated file, and a manifest without featuregen.
copy Samples/PluginConsumer "$work/checked-in"
swift build --product featuregen >/dev/null
app=$work/checked-in/Sources/App
.build/debug/featuregen _plugin generate "$app"/Specs/*.feature.yml --output "$app" \
  --tests-output "$work/checked-in/Tests/AppTests" --module App --config "$app/featuregen.yml" >/dev/null
cat > "$work/checked-in/Package.swift" <<'SWIFT'
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "PluginConsumer",
  platforms: [.macOS(.v14), .iOS(.v17)],
  targets: [
    .target(name: "App", exclude: ["Specs", "featuregen.yml"]),
    .testTarget(name: "AppTests", dependencies: ["App"]),
  ]
)
SWIFT

now() { date +%s.%N; }
median() { sort -g | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }
seconds() { local start; start=$(now); swift build --package-path "$1" >/dev/null; awk -v s="$start" -v e="$(now)" 'BEGIN { print e - s }'; }

for package in plugin checked-in; do   # full builds first; then only no-op builds are timed
  swift build --package-path "$work/$package" >/dev/null
  swift build --package-path "$work/$package" >/dev/null
done
# Runs alternate between the two packages, so a busy machine slows both alike.
for _ in $(seq "$runs"); do
  seconds "$work/plugin" >>"$work/plugin.times"
  seconds "$work/checked-in" >>"$work/checked-in.times"
done
plugin=$(median <"$work/plugin.times")
checked=$(median <"$work/checked-in.times")

echo "no-op swift build, median of $runs runs each"
printf '  with FeatureGenPlugin:       %.3f s\n' "$plugin"
printf '  generated files checked in:  %.3f s\n' "$checked"
awk -v p="$plugin" -v c="$checked" \
  'BEGIN { printf "  difference: %+.3f s   ratio: %.2fx   (target: difference <= 0.100 s)\n", p - c, p / c }'
