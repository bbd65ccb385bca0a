#!/usr/bin/env bash
# CI: every file bench writes is read by the tools users feed it to (about 30 s after the build):
#   - a plain run, a baseline, a check's saved run and a verdict, in both metrics, parse as strict
#     JSON (Python's json refusing NaN/Infinity) and compare.py and `bench compare` read them;
#   - a plain run (--benchmark_out) passes `bench check --run` against a baseline of the same
#     benchmarks, and a copy of the baseline with the benchmark twice as slow is flagged (exit 2);
#   - CSV of the whole default selection (and of a selection whose counters differ) parses with
#     Python's csv module, one row per benchmark;
#   - `bench export` output is accepted by re-implementations of Bencher's and
#     github-action-benchmark's parsers (scripts/ci/output-check/*.py).
set -euo pipefail
cd "$(dirname "$0")/../.."
here=$PWD/scripts/ci/output-check
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
swift build -c release --product bench >/dev/null
bench=$PWD/.build/release/bench
filter='^I420ToNV12/simd/640x360/hot$'
step() { echo "output-check: $*"; }

# Time: a plain run of 10 repetitions, a baseline of the same benchmark (10 processes of one
# repetition: samples like the run's), a check that runs the suite, and the plain run checked.
"$bench" --sizes 640x360 --benchmark_filter="$filter" --benchmark_repetitions=10 \
    --benchmark_out="$out/run-time.json" >/dev/null 2>&1
"$bench" record --metric time --filter "$filter" --sizes 640x360 --processes 10 --repetitions 1 \
    --min-time 0.05 --output "$out/baseline-time.json" >/dev/null 2>&1
"$bench" check --metric time --baseline "$out/baseline-time.json" --processes 2 --threshold 1000 \
    --save-run "$out/check-run-time.json" --verdict "$out/verdict-time.json" --summary "$out/summary-time.md" >/dev/null 2>&1
status=0
"$bench" check --metric time --baseline "$out/baseline-time.json" --run "$out/run-time.json" --threshold 25 \
    --verdict "$out/verdict-run-time.json" --summary "$out/s.md" >"$out/check-run.txt" 2>&1 || status=$?
[ "$status" -eq 0 ] || { cat "$out/check-run.txt" >&2; echo "output-check: the plain run failed check --run (exit $status)" >&2; exit 1; }
step "a plain run (--benchmark_out) passes check --run against a baseline of the same benchmark"
# The slower copy is the baseline's own samples with the benchmark's times doubled: its calibrations
# are the baseline's, so the machine's speed cannot absorb the change. (A copy of the plain run
# carries that run's calibrations, which the other lane's qemu processes can slow by 2x while the
# benchmark's repetitions ran at another moment: doubled, it read as +20%.)
python3 "$here/slower_copy.py" "$out/baseline-time.json" "$filter" 2 "$out/slower-time.json"
status=0
"$bench" check --metric time --baseline "$out/baseline-time.json" --run "$out/slower-time.json" --threshold 25 \
    --verdict "$out/verdict-slower-time.json" --summary "$out/s.md" >"$out/check-slower.txt" 2>&1 || status=$?
[ "$status" -eq 2 ] || { cat "$out/check-slower.txt" >&2; echo "output-check: a 2x slower copy was not flagged (exit $status)" >&2; exit 1; }
step "the baseline's copy with the benchmark 2x slower is flagged (exit 2)"

# Instructions: a baseline and a check of two benchmarks.
ifilter='^(I420ToNV12/simd|Memcpy)/640x360/hot$'
"$bench" record --metric instructions --filter "$ifilter" --sizes 640x360 --output "$out/baseline-instructions.json" >/dev/null 2>&1
"$bench" check --metric instructions --baseline "$out/baseline-instructions.json" --save-run "$out/check-run-instructions.json" \
    --verdict "$out/verdict-instructions.json" --summary "$out/summary-instructions.md" >/dev/null 2>&1

python3 "$here/strict_json.py" "$out"/*.json | sed 's/^/output-check: /; s|'"$out"'/||'
scripts/tools/compare-py.sh benchmarks "$out/baseline-time.json" "$out/run-time.json" >/dev/null
scripts/tools/compare-py.sh benchmarks "$out/baseline-time.json" "$out/check-run-time.json" >/dev/null
scripts/tools/compare-py.sh benchmarks "$out/baseline-instructions.json" "$out/check-run-instructions.json" >/dev/null
step "compare.py reads the runs and baselines of both metrics"
"$bench" compare "$out/baseline-time.json" "$out/run-time.json" >/dev/null
"$bench" compare "$out/run-time.json" "$out/check-run-time.json" >/dev/null
"$bench" compare "$out/baseline-instructions.json" "$out/check-run-instructions.json" >/dev/null
step "bench compare reads them"

# CSV: the whole default selection (short repetitions) on standard output, with its JSON in a
# file (exported below: a default run); a CSV file of benchmarks whose counters differ.
"$bench" --quick --benchmark_min_time=0.001 --benchmark_format=csv --benchmark_out="$out/default-run.json" \
    >"$out/all.csv" 2>/dev/null
"$bench" --quick --benchmark_filter='I420ToNV12/.*/640x360/hot|ScaleI420ToNV12/.*/1280x720/.*/hot' \
    --benchmark_out="$out/mixed.csv" --benchmark_out_format=csv >/dev/null 2>&1
expected=$("$bench" --benchmark_list_tests=true 2>/dev/null | grep -c /)
python3 - "$out/all.csv" "$expected" "$out/mixed.csv" <<'PY'
import csv, sys
def read(path):
    with open(path, newline="") as handle:
        rows = list(csv.reader(handle))
    header, body = rows[0], rows[1:]
    ragged = [row[0] for row in body if len(row) != len(header)]
    if header[:4] != ["name", "iterations", "real_time", "cpu_time"] or ragged:
        sys.exit(f"output-check: {path}: header {header[:4]}, ragged rows {ragged[:3]}")
    return header, body
header, body = read(sys.argv[1])
if len(body) != int(sys.argv[2]):
    sys.exit(f"output-check: {len(body)} CSV rows, {sys.argv[2]} benchmarks")
mixed_header, mixed = read(sys.argv[3])
psnr = mixed_header.index("psnr_y")
if not any(row[psnr] == "" for row in mixed) or not any(row[psnr] != "" for row in mixed):
    sys.exit("output-check: the mixed CSV should have psnr_y for the scaling rows only")
print(f"output-check: CSV of the whole default selection: {len(body)} rows x {len(header)} columns; "
      f"a CSV file of {len(mixed)} rows with differing counters has empty cells")
PY
python3 "$here/strict_json.py" "$out/default-run.json" >/dev/null

# Dashboards: the default run, the plain time run, an instructions baseline, a check's saved run.
for file in default-run run-time baseline-instructions check-run-time; do
    "$bench" export --format bencher "$out/$file.json" --output "$out/$file.bmf"
    "$bench" export --format github-action-benchmark "$out/$file.json" --output "$out/$file.gab"
    "$bench" export --format github-action-benchmark --bigger-is-better "$out/$file.json" --output "$out/$file.gab-bigger"
done
(cd "$here" && python3 bencher_bmf.py "$out/default-run.bmf" latency allocations-per-frame \
    && python3 bencher_bmf.py "$out/run-time.bmf" latency allocations-per-frame \
    && python3 bencher_bmf.py "$out/check-run-time.bmf" latency \
    && python3 bencher_bmf.py "$out/baseline-instructions.bmf" instructions \
    && python3 github_action_benchmark.py "$out/default-run.gab" \
    && python3 github_action_benchmark.py "$out/default-run.gab-bigger" \
    && python3 github_action_benchmark.py "$out/baseline-instructions.gab") | sed 's/^/output-check: /'
grep -q '"psnr-y"' "$out/default-run.bmf" || { echo "output-check: no PSNR measure in the export" >&2; exit 1; }
step "passed"
