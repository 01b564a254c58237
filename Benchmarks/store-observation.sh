#!/usr/bin/env bash
# Store observation: with N features (default 1, 10 and 50: the Showcase Order spec under the names
# Order0001 … as in generator-speed.sh), how many features' observers one action invalidates, and what
# an action costs, for the generated store against the store before issue 23 item 4 (one observable
# `state`: its templates are taken from git, commit $OLD_COMMIT, and passed with `--templates`).
# STYLE=skill (default): one observable property per feature (`store.orderState`), old commit 5908855.
# STYLE=middleware: one observable property per screen (`store.orderState`), old commit 779ac3e (the
# generic `Store<AppState>` with one observable `state`); no middleware runs (the store alone).
# Each store is generated into an app of its own, built in release mode with ObservationBench/main.swift,
# and run; figures are medians of RUNS runs.
# Usage: [STYLE=middleware] [KEEP=dir] Benchmarks/store-observation.sh ["1 10 50"] [actions = 1000000] [runs = 5]
set -euo pipefail
source "$(dirname "$0")/common.sh"
counts=${1:-"1 10 50"}
actions=${2:-1000000}
runs=${3:-5}
style=${STYLE:-skill}
case $style in
  skill) old_commit=${OLD_COMMIT:-5908855}; old_templates=(AppStore) ;;
  # The old generic store's typealiases are generic too: the files that name them come from the old commit.
  middleware) old_commit=${OLD_COMMIT:-779ac3e}; old_templates=(Store AppState AppMiddlewares Middleware AppLive) ;;
  *) echo "STYLE is skill or middleware" >&2; exit 2 ;;
esac
# KEEP=dir keeps the generated apps and their builds there (to profile them), instead of a scratch folder.
if [[ -n "${KEEP:-}" ]]; then
  work=$KEEP
  rm -rf "$work/package/Sources" && mkdir -p "$work"
else
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
fi

# Only generates: a debug featuregen does (the apps themselves are built in release mode).
swift build --package-path "$repo_dir" --product featuregen 2>&1 | grep -E 'error|warning: ' >&2 || true
featuregen="$repo_dir/.build/debug/featuregen"
mkdir -p "$work/old-templates"
for template in "${old_templates[@]}"; do
  git -C "$repo_dir" show "$old_commit:Templates/$style/$template.swift.mustache" >"$work/old-templates/$template.swift.mustache"
done

targets=()
for n in $counts; do
  specs="$work/specs$n"
  mkdir -p "$specs"
  for index in $(seq 1 "$n"); do
    name=$(printf 'Order%04d' "$index")
    sed "s/\bOrder\b/$name/g" "$repo_dir/Samples/Showcase/Specs/Order.feature.yml" >"$specs/$name.feature.yml"
  done
  for shape in old new; do
    target="${shape^}$n"
    targets+=("$target")
    folder="$work/package/Sources/$target"
    templates=()
    [[ $shape == old ]] && templates=(--templates "$work/old-templates")
    # The old middleware store's own file (`Store+Live.swift`) names `Store<AppState>`, which featuregen
    # now reports as an error in a developer's file: expected here, and the files are written.
    if [[ $shape == old && $style == middleware ]]; then
      "$featuregen" generate "$specs" --style "$style" --output "$folder/App" --no-tests --module "$target" \
        "${templates[@]}" --quiet >/dev/null 2>&1 || true
    else
      "$featuregen" generate "$specs" --style "$style" --output "$folder/App" --no-tests --module "$target" \
        "${templates[@]}" --quiet >/dev/null
    fi
    cp "$bench_dir/ObservationBench/main.swift" "$folder/main.swift"
    {
      echo "// Each feature's state as its screen reads it, and an action of each feature."
      if [[ $style == skill ]]; then
        echo "@MainActor func makeStore() -> AppStore { AppStore() }"
        echo "@MainActor func send(_ store: AppStore, _ action: AppAction) { store.send(action) }"
        echo "@MainActor let reads: [(AppStore) -> Void] = ["
      else
        store=Store
        [[ $shape == old ]] && store="Store<AppState>"
        echo "@MainActor func makeStore() -> $store { Store(reducer: appReducer, state: AppState()) }"
        echo "@MainActor func send(_ store: $store, _ action: any Action) { store.dispatch(action: action) }"
        echo "@MainActor let reads: [($store) -> Void] = ["
      fi
      for index in $(seq 1 "$n"); do
        property=$(printf 'order%04d' "$index")
        if [[ $shape == new ]]; then echo "  { _ = \$0.${property}State },"
        elif [[ $style == skill ]]; then echo "  { _ = \$0.state.$property },"
        else echo "  { _ = \$0.state.${property}State },"; fi
      done
      echo "]"
      if [[ $style == skill ]]; then
        echo "let actions: [AppAction] = ["
        for index in $(seq 1 "$n"); do printf '  .order%04d(.ordersFailed("timeout")),\n' "$index"; done
      else
        # Two payloads in turn, so that every action changes the state (this store tells no view of an
        # action that changes nothing, which would flatter it).
        echo "let actions: [any Action] = ["
        for index in $(seq 1 "$n"); do
          printf '  Order%04dOrdersFailedAction(payload: "timeout"),\n' "$index"
          printf '  Order%04dOrdersFailedAction(payload: "offline"),\n' "$index"
        done
      fi
      echo "]"
    } >"$folder/Features.swift"
  done
done
{
  echo "// swift-tools-version: 6.0"
  echo "import PackageDescription"
  echo "let package = Package(name: \"ObservationBench\", platforms: [.macOS(.v14)], targets: ["
  for target in "${targets[@]}"; do echo "  .executableTarget(name: \"$target\"),"; done
  echo "])"
} >"$work/package/Package.swift"
swift build -c release --package-path "$work/package" 2>&1 | grep -E 'error|warning: ' >&2 || true

echo "StoreObservation: N features, $actions actions per run (a cycle of one ordersFailed per feature), median of $runs runs"
echo "($style style. old: one observable state, commit $old_commit; new: each feature's state observed on its own)"
printf '%8s   %22s   %22s   %12s   %12s   %9s\n' features "old observers/action" "new observers/action" "old ns/action" "new ns/action" "new/old"
for n in $counts; do
  old=$("$work/package/.build/release/Old$n" "$actions" "$runs")
  new=$("$work/package/.build/release/New$n" "$actions" "$runs")
  old_obs=$(sed -n 's/observers invalidated per action: \([0-9.]*\).*/\1/p' <<<"$old")
  new_obs=$(sed -n 's/observers invalidated per action: \([0-9.]*\).*/\1/p' <<<"$new")
  old_ns=$(sed -n 's/ns per action: //p' <<<"$old")
  new_ns=$(sed -n 's/ns per action: //p' <<<"$new")
  printf '%8d   %22s   %22s   %12s   %12s   %8.2fx\n' "$n" "$old_obs" "$new_obs" "$old_ns" "$new_ns" \
    "$(awk -v a="$new_ns" -v b="$old_ns" 'BEGIN { print a / b }')"
done
