#!/usr/bin/env bash
# CI smoke run of the release benchmark: every benchmark prepares and passes verification, and
# Google Benchmark's compare.py reads two of the suite's JSON outputs.
set -euo pipefail
cd "$(dirname "$0")/.."
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

swift build -c release --product bench
for run in 1 2; do
    .build/release/bench --quick --sizes 640x360,1279x719 \
        --benchmark_out="$out/run$run.json" --benchmark_out_format=json >"$out/run$run.txt"
done
grep -q "I420ToNV12 1279x719 cold" "$out/run1.txt" || { echo "smoke-bench: summary table missing" >&2; exit 1; }
python3 /usr/share/benchmark/compare.py benchmarks "$out/run1.json" "$out/run2.json" >"$out/compare.txt"
grep -q "I420ToNV12/simd/640x360/hot" "$out/compare.txt" || { echo "smoke-bench: compare.py output missing" >&2; cat "$out/compare.txt" >&2; exit 1; }
echo "smoke-bench: release bench verified every strategy; compare.py read both JSON files"
