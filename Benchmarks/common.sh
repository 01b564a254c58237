# Shared by the benchmark scripts: source it. Paths, the release build and timing helpers.
bench_dir=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo_dir=$(cd "$bench_dir/.." && pwd)
release_bin="$bench_dir/.build/release"

# Builds products of the benchmark package (featuregen comes from the main package) in release mode.
# One product per `swift build` call: SwiftPM builds only the last of several `--product` options.
build_release() {
  for product in "$@"; do
    swift build -c release --package-path "$bench_dir" --product "$product" 2>&1 |
      grep -E 'error|warning: |Compiling|Build' >&2 || true
    [[ -x "$release_bin/$product" ]] || { echo "error: $product did not build" >&2; exit 1; }
  done
}

now_ns() { date +%s%N; }

# Median of the numbers given as arguments.
median() { printf '%s\n' "$@" | sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
