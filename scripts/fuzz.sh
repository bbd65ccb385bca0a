#!/usr/bin/env bash
# Coverage-guided fuzzing (libFuzzer + AddressSanitizer) of every target in Fuzz/, one after the
# other, SECONDS each (default 60). Prints per target: executions, coverage (edges; features),
# and crashes. Exits 1 if any target crashed; the input is kept in Fuzz/.build/artifacts/<target>/
# and reruns with: Fuzz/.build/release/<target> <file>   (FUZZ_PRINT=1 says what FuzzOperations runs).
#
#   scripts/fuzz.sh [SECONDS] [TARGET...]     e.g. scripts/fuzz.sh 30, scripts/fuzz.sh 600 FuzzOperations
#
# The corpora grow in Fuzz/.build/corpus/<target> (seeded from the committed Fuzz/Corpus/<target>).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(FuzzOperations FuzzResultFiles FuzzPhotoManifest FuzzOptionValues FuzzFrameFiles)

# lld: gold fails with an internal error (dwarf_reader.cc) linking the Suite-based targets.
build_log=$(mktemp)
trap 'rm -f "$build_log"' EXIT
swift build -c release --package-path Fuzz -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld >"$build_log" 2>&1 ||
    { cat "$build_log" >&2; echo "fuzz.sh: the fuzz targets did not build" >&2; exit 1; }

# Swift keeps pointers LeakSanitizer cannot see (spare bits of enum payloads), so every lazily
# made global shows up as a "leak": leak checks off.
export ASAN_OPTIONS=detect_leaks=0:allocator_may_return_null=1
failed=0
printf '%-18s %12s %10s %10s %8s %s\n' target executions "cov(edges)" features crashes artifact
for target in "${targets[@]}"; do
    corpus=Fuzz/.build/corpus/$target artifacts=Fuzz/.build/artifacts/$target
    mkdir -p "$corpus" "$artifacts"
    cp -n Fuzz/Corpus/"$target"/* "$corpus"/ 2>/dev/null || true
    max_len=4096
    [ "$target" = FuzzResultFiles ] && max_len=8192
    log=$artifacts/last-run.log
    status=0
    Fuzz/.build/release/"$target" "$corpus" -max_total_time="$seconds" -max_len=$max_len -timeout=30 \
        -rss_limit_mb=6144 -detect_leaks=0 -print_final_stats=1 -artifact_prefix="$artifacts/" >"$log" 2>&1 || status=$?
    runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || true)
    cov=$(grep -o 'cov: [0-9]* ft: [0-9]*' "$log" | tail -1 || true)
    artifact=$(grep -o "Test unit written to .*" "$log" | sed 's/Test unit written to //' | tail -1 || true)
    crashes=0
    if [ "$status" -ne 0 ]; then crashes=1; failed=1; fi
    printf '%-18s %12s %10s %10s %8s %s\n' "$target" "${runs:-?}" "$(echo "$cov" | awk '{print $2}')" \
        "$(echo "$cov" | awk '{print $4}')" "$crashes" "${artifact:--}"
    [ "$status" -eq 0 ] || grep -E "FUZZ FAILURE|ERROR: AddressSanitizer|SUMMARY" "$log" | head -5 >&2
done
exit $failed
