#!/usr/bin/env bash
# CI regression gate: instructions per frame (counted under callgrind, deterministic) of a
# representative subset, and the memory of every hot benchmark and pipeline (allocations and bytes
# per frame, bytes held: exact), each checked against its committed baseline. Fails CI on a
# regression (exit 2), a removed benchmark (3), an unusable baseline (4) or a failing suite (5),
# the highest of the two gates; see `bench check --help`.
#   GATE_FILTER  benchmarks to gate (default: every hot benchmark at 640x360 and at the odd size
#                1279x719, which exercises the tail handling of every strategy, and the I420ToNV12
#                conversions at 1280x720)
#   GATE_THRESHOLDS  per-benchmark thresholds, `bench check --threshold-for` values separated by
#                spaces (default: 0.2% for the I420ToNV12 simd and libyuv conversions,
#                whose count is 85-88% the Y copy's `rep movsb`, which callgrind
#                counts once per byte; see docs/design/ab.md, "The instructions gate and the
#                interleave"); every other benchmark keeps bench's 1%
#   GATE_BASELINE  the instructions baseline (default: bench's default for this machine profile)
#   MEMORY_BASELINE  the memory baseline (default: bench's default for this machine profile)
# Afterwards compare.py reads the committed baseline and this run, as a format check (exit 1 if not).
set -euo pipefail
cd "$(dirname "$0")/../.."
filter=${GATE_FILTER:-'/(640x360|1279x719)/hot$|^I420ToNV12/(simd|libyuv)/1280x720/hot$'}
thresholds=${GATE_THRESHOLDS-'^I420ToNV12/(simd|libyuv)/(640x360|1280x720|1279x719)/=0.2'}
threshold_args=()
for threshold in $thresholds; do threshold_args+=(--threshold-for "$threshold"); done
swift build -c release --product bench
baseline_args=()
[ -n "${GATE_BASELINE:-}" ] && baseline_args=(--baseline "$GATE_BASELINE")
status=0
.build/release/bench check --metric instructions --filter "$filter" "${baseline_args[@]}" "${threshold_args[@]}" \
    --save-run .build/gate/run-instructions.json || status=$?
if [ "$status" -ne 4 ] && [ -f .build/gate/run-instructions.json ]; then
    baseline=${GATE_BASELINE:-baselines/linux-$(uname -m)-$(nproc)core-instructions.json}
    if ! scripts/tools/compare-py.sh benchmarks "$baseline" .build/gate/run-instructions.json \
        >.build/gate/compare-instructions.txt 2>&1; then
        echo "gate-check: compare.py could not read $baseline and this run:" >&2
        cat .build/gate/compare-instructions.txt >&2
        [ "$status" -eq 0 ] && status=1
    fi
fi
[ "$status" -eq 0 ] && echo "gate-check: instructions gate passed ($filter)"
memory_args=()
[ -n "${MEMORY_BASELINE:-}" ] && memory_args=(--baseline "$MEMORY_BASELINE")
memory_status=0
.build/release/bench check --metric memory "${memory_args[@]}" --save-run .build/gate/run-memory.json || memory_status=$?
[ "$memory_status" -eq 0 ] && echo "gate-check: memory gate passed (every hot benchmark)"
[ "$memory_status" -gt "$status" ] && status=$memory_status
exit "$status"
