#!/usr/bin/env bash
# `swift test` under AddressSanitizer and under ThreadSanitizer, each in a build directory of its own
# (.build-asan, .build-tsan), with the time each pass takes.
#
#   scripts/ci/sanitize.sh [--all] [address|thread]...    (default: both)
#
# By default each pass runs the tests where a memory error or a race can hide: every test of the
# kernels (PiPKernelsTests), the operations, strategies, pixel buffers and frame files
# (PiPVideoTests), the app example (AppExampleTests), the gate's readers of result, baseline and
# callgrind files (GateTests), the history database (HistoryTests, SQLite through C), the suite's
# frame and photo readers (SuiteTests' InputFramesTests) and `bench convert` / `contact-sheet`
# (frame files in, PNG files out through libpng). What is left out is pure Swift without an unsafe
# pointer or a C call (rendering, parsing of options, the report's charts, the statistics); the
# plain `swift test` of the README runs them all, the rotations' sweep of every small size included
# (skipped here: `skips` below). This is what .ci/run runs (docs/design/ci.md).
#   --all   every test (the example workflow's nightly job runs this, with `thread`)
set -euo pipefail
cd "$(dirname "$0")/../.."
all=0
passes=()
for argument in "$@"; do
    case $argument in
    --all) all=1 ;;
    address|thread) passes+=("$argument") ;;
    -h|--help) sed -n '2,17p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "sanitize.sh: unknown argument '$argument' (--all, address or thread)" >&2; exit 64 ;;
    esac
done
[ ${#passes[@]} -gt 0 ] || passes=(address thread)

# The tests where memory errors can hide (swift test --filter, one per line; any may match).
filters=(
    '^PiPKernelsTests\.'
    '^PiPVideoTests\.'
    '^AppExampleTests\.'
    '^GateTests\.'
    '^HistoryTests\.'
    '^SuiteTests\.InputFramesTests'
    '^BenchTests\.ConvertCommandTests'
)
# Left to the plain test run and to --all: the rotations' sweep of every size 1...64 x 1...64 (79 s
# of the pass's 256 s, serial, under ASan); the sampled sweep (every edge of the 8-, 16-, 32- and
# 64-sample tiles: 1-3, 7-9, 15-17, 24, 31-33, 47, 63, 64, in three row layouts) and the sweep of
# many tiles with ragged edges stay in the pass.
skips=(
    'RotationDifferentialTests/allSmallSizes'
)
filter_args=()
if [ "$all" -eq 0 ]; then
    for filter in "${filters[@]}"; do filter_args+=(--filter "$filter"); done
    for skip in "${skips[@]}"; do filter_args+=(--skip "$skip"); done
fi

# Swift keeps pointers LeakSanitizer cannot see (spare bits of enum payloads): leak checks off.
export ASAN_OPTIONS=detect_leaks=0
export TSAN_OPTIONS=halt_on_error=1
for sanitizer in "${passes[@]}"; do
    case $sanitizer in
        address) dir=.build-asan ;;
        thread) dir=.build-tsan ;;
    esac
    start=$(date +%s)
    swift build --build-tests --sanitize="$sanitizer" --scratch-path "$dir"
    built=$(date +%s)
    swift test --skip-build --sanitize="$sanitizer" --scratch-path "$dir" "${filter_args[@]}"
    end=$(date +%s)
    scope="the memory-relevant tests"
    [ "$all" -eq 1 ] && scope="every test"
    echo "sanitize.sh: $sanitizer: clean ($scope); build $((built - start)) s, tests $((end - built)) s"
done
