#!/usr/bin/env bash
# Coverage-guided fuzzing (libFuzzer + AddressSanitizer) of every target in Fuzz/, one after the
# other. Prints per target: executions, coverage (edges; features), and crashes. Exits 1 if any
# target crashed; the input is kept in Fuzz/.build/artifacts/<target>/ and reruns with:
# Fuzz/.build/release/<target> <file>   (FUZZ_PRINT=1 says what FuzzOperations runs).
#
#   scripts/ci/fuzz.sh [SECONDS] [TARGET...]   explore: SECONDS each (default 60), random seed; the
#                                           corpora grow in Fuzz/.build/corpus/<target>
#   scripts/ci/fuzz.sh --ci [TARGET...]        what .ci/run runs: seed 1, a fixed number of executions
#                                           per target (about 8 s each here, a 240 s guard), from
#                                           the committed Fuzz/Corpus/<target> alone, so the work
#                                           does not depend on the machine's speed. Not bit-for-bit
#                                           repeatable (two runs of one build differ by ~3% in
#                                           features: allocation addresses and hashing vary), so a
#                                           failure is rerun from its kept input, not from the seed
set -euo pipefail
cd "$(dirname "$0")/../.."
ci=0
if [ "${1:-}" = --ci ]; then ci=1; shift; seconds=240; else seconds=${1:-60}; shift || true; fi
targets=("$@")
# Executions per target in --ci mode: about 8 s each on a quiet 2-core CI machine, 16-45 s beside the
# other lane's builds (a quarter of what .ci/run ran when it ran one step at a time: the whole run
# must stay within 30 minutes on the slowest host; the example workflow's nightly job fuzzes 10
# minutes a target).
declare -A ci_runs=([FuzzOperations]=40000 [FuzzResultFiles]=12000 [FuzzPhotoManifest]=20000
    [FuzzOptionValues]=60000 [FuzzFrameFiles]=10000)
[ ${#targets[@]} -gt 0 ] || targets=(FuzzOperations FuzzResultFiles FuzzPhotoManifest FuzzOptionValues FuzzFrameFiles)

# lld: gold fails with an internal error (dwarf_reader.cc) linking the Suite-based targets.
build_log=$(mktemp)
trap 'rm -f "$build_log"' EXIT
# SwiftPM may keep a build plan of Fuzz/ that misses files added to the suite since ("cannot find
# type ... in scope"): on a failure the plan is dropped and the build tried once more.
build() { swift build -c release --package-path Fuzz -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld >"$build_log" 2>&1; }
build || { rm -f Fuzz/.build/release.yaml Fuzz/.build/build.db; build; } ||
    { cat "$build_log" >&2; echo "fuzz.sh: the fuzz targets did not build" >&2; exit 1; }

# Swift keeps pointers LeakSanitizer cannot see (spare bits of enum payloads), so every lazily
# made global shows up as a "leak": leak checks off.
export ASAN_OPTIONS=detect_leaks=0:allocator_may_return_null=1
failed=0
printf '%-18s %12s %10s %10s %8s %s\n' target executions "cov(edges)" features crashes artifact
scratch=$(mktemp -d)
trap 'rm -rf "$build_log" "$scratch"' EXIT
for target in "${targets[@]}"; do
    corpus=Fuzz/.build/corpus/$target artifacts=Fuzz/.build/artifacts/$target
    mode=(-max_total_time="$seconds")
    if [ $ci -eq 1 ]; then
        corpus=$scratch/$target
        # -max_total_time is only a guard against a machine far slower than ours.
        mode=(-seed=1 -runs="${ci_runs[$target]:-50000}" -max_total_time="$seconds")
    fi
    mkdir -p "$corpus" "$artifacts"
    cp -n Fuzz/Corpus/"$target"/* "$corpus"/ 2>/dev/null || true
    max_len=4096
    [ "$target" = FuzzResultFiles ] && max_len=8192
    log=$artifacts/last-run.log
    status=0
    Fuzz/.build/release/"$target" "$corpus" "${mode[@]}" -max_len=$max_len -timeout=30 \
        -rss_limit_mb=6144 -detect_leaks=0 -print_final_stats=1 -artifact_prefix="$artifacts/" >"$log" 2>&1 || status=$?
    runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || true)
    cov=$(grep -o 'cov: [0-9]* ft: [0-9]*' "$log" | tail -1 || true)
    artifact=$(grep -o "Test unit written to .*" "$log" | sed 's/Test unit written to //' | tail -1 || true)
    crashes=0
    if [ "$status" -ne 0 ]; then crashes=1; failed=1; fi
    if [ $ci -eq 1 ] && [ "$status" -eq 0 ] && [ "${runs:-0}" -lt "${ci_runs[$target]:-50000}" ]; then
        echo "fuzz.sh: $target stopped by the ${seconds} s guard before its ${ci_runs[$target]:-50000} executions (a loaded machine): not reproducible" >&2
    fi
    printf '%-18s %12s %10s %10s %8s %s\n' "$target" "${runs:-?}" "$(echo "$cov" | awk '{print $2}')" \
        "$(echo "$cov" | awk '{print $4}')" "$crashes" "${artifact:--}"
    [ "$status" -eq 0 ] || grep -E "FUZZ FAILURE|ERROR: AddressSanitizer|SUMMARY" "$log" | head -5 >&2
done
exit $failed
