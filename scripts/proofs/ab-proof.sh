#!/usr/bin/env bash
# Measures `bench ab` itself: can it see a 3% slowdown on this machine, and does it leave unchanged
# code alone? Each trial runs two comparisons against the same base build (the sources unchanged):
#   patched:   a copy in which one strategy's kernel does about 3% more work (one extra call in 35,
#              in 24 for the pipeline; scripts/proofs/inject-slowdown.py's variants conversion,
#              rotation, box and pipeline in turn)
#              -> a detection when every row of the target strategy is REGRESSION
#   unchanged: a copy with a no-op edit (a comment: the variant noop) -> a false alarm when any row
#              is REGRESSION
# In the even trials a shell loop keeps the other core busy. The copies are PATCHED TEMPORARY COPIES
# of the sources, built in release mode one after another in one work directory (so each build is
# incremental), aligned as scripts/tools/ab.sh builds (scripts/lib/ab-build.sh); the repository is never modified.
#
# Usage: scripts/proofs/ab-proof.sh [bench ab options]     (default: --threshold 3 and the default 20 benchmarks)
# Environment: AB_PROOF_TRIALS (default 10: the last trial; 0 builds only, with AB_PROOF_WORK); AB_PROOF_FIRST (default 1: the first trial, to
#              resume a proof, trial N keeps its kernel and busy/idle turn); AB_PROOF_TIME_LIMIT (default 140: seconds per comparison,
#              so a trial of two comparisons takes at most about 5 minutes); AB_PROOF_WORK=DIR reuses (and keeps)
#              a work directory: builds already there are not redone; AB_PROOF_KEEP=1 keeps it.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
# shellcheck source=../lib/ab-build.sh
. "$root/scripts/lib/ab-build.sh"
trials=${AB_PROOF_TRIALS:-10}
first=${AB_PROOF_FIRST:-1}
[ "$trials" = 0 ] || { [ "$first" -ge 1 ] && [ "$first" -le "$trials" ]; } \
    || { echo "ab-proof: AB_PROOF_FIRST must be 1..AB_PROOF_TRIALS" >&2; exit 64; }
limit=${AB_PROOF_TIME_LIMIT:-140}
if [ -n "${AB_PROOF_WORK:-}" ]; then work=$AB_PROOF_WORK; AB_PROOF_KEEP=1; mkdir -p "$work"; else work=$(mktemp -d /tmp/ab-proof.XXXXXX); fi
kernels=(conversion rotation box pipeline)
# Per kernel: the rows that must all be REGRESSION (target), and the rows the patch may slow down too
# (a regression there is a detection of the same patch, not a false alarm).
declare -A target=(
    [conversion]='^I420ToNV12/simd/'
    [rotation]='^(RotateNV12|RotateI420)/simd/'
    [box]='^ScaleI420/box-simd/'
    [pipeline]='^Pipeline/best/'
)
declare -A affected=(
    [conversion]='^I420ToNV12/simd/|^Pipeline/'
    [rotation]='^(RotateNV12|RotateI420|I420ToNV12Rotate)/simd/|^Pipeline/'
    [box]='^(ScaleI420|ScaleNV12|ScaleI420ToNV12)/box-simd/|^Pipeline/'
    [pipeline]='^Pipeline/best/'
)
patched_files=(
    Sources/PiPKernels/Conversion/I420ToNV12/SIMDI420ToNV12.swift Sources/PiPKernels/Rotation/SIMDRotatePlane.swift
    Sources/PiPKernels/Scaling/BoxSIMDScaling.swift Sources/PiPVideo/Pipelines/BestPipeline.swift
)
burner=""
cleanup() {
    if [ -n "$burner" ]; then kill "$burner" 2>/dev/null || true; wait "$burner" 2>/dev/null || true; fi
    if [ "${AB_PROOF_KEEP:-0}" = 1 ]; then echo "ab-proof: kept $work" >&2; else rm -rf "$work"; fi
}
trap cleanup EXIT
log() { echo "ab-proof: $*" >&2; }

# 1. The builds: the base (reference), the no-op copy and one copy per kernel.
src=$work/src
if [ ! -d "$src" ]; then
    mkdir -p "$src"
    (cd "$root" && git ls-files -z --cached --others --exclude-standard | xargs -0 cp -P --parents -t "$src")
fi
for variant in reference noop "${kernels[@]}"; do
    if [ -x "$work/bin/$variant/bench" ]; then log "reusing the $variant build"; continue; fi
    for file in "${patched_files[@]}"; do cp "$root/$file" "$src/$file"; done
    [ "$variant" = reference ] || python3 "$root/scripts/proofs/inject-slowdown.py" "$src" "$variant" >&2
    log "building $variant (release) at $(date -u +%H:%M:%S)"
    ab_build "$src" "$src/.build" "$work/build-$variant.log" || { cat "$work/build-$variant.log" >&2; exit 1; }
    mkdir -p "$work/bin/$variant"
    cp -a "$src"/.build/release/bench "$src"/.build/release/*.so "$src"/.build/release/*.resources "$work/bin/$variant/"
done

if [ "$trials" = 0 ]; then log "AB_PROOF_TRIALS=0: the builds only, in $work"; exit 0; fi

# 2. The trials. One line per comparison: exit code, rounds, seconds, target rows REGRESSION / target
#    rows, regressions on unaffected rows, undecided rows.
summarise() {
    python3 - "$1" "$2" "$3" "$4" <<'PY'
import json, re, sys
verdict, status, target, affected = sys.argv[1:]
try:
    data = json.load(open(verdict))
except Exception:
    print(status, 0, 0, "0/0", 0, 0); sys.exit()
rows = [r for r in data["benchmarks"] if r["verdict"] != "calibration"]
mine = [r for r in rows if target and re.search(target, r["name"])]
hit = sum(r["verdict"] == "regression" for r in mine)
elsewhere = sum(r["verdict"] == "regression" and not (affected and re.search(affected, r["name"])) for r in rows)
undecided = sum(r["verdict"] == "undecided" for r in rows)
print(status, data["rounds"]["count"], round(data["rounds"]["seconds"]), f"{hit}/{len(mine)}", elsewhere, undecided)
PY
}
compare() {  # variant label trial -> summary line
    local variant=$1 label=$2 trial=$3 status=0
    local verdict="$work/verdict-$trial-$label.json"
    (cd "$root" && "$work/bin/$variant/bench" ab "$work/bin/reference/bench" --threshold 3 --time-limit "$limit" "${@:4}" \
        --verdict "$verdict" --summary "$work/summary-$trial-$label.md" >"$work/ab-$trial-$label.txt" 2>&1) || status=$?
    if [ "$label" = patched ]; then summarise "$verdict" "$status" "${target[$variant]}" "${affected[$variant]}"
    else summarise "$verdict" "$status" "" ""; fi
}

detections=0 false_alarms=0 unchanged_undecided=0 started=$(date +%s)
table="| trial | kernel slowed | other core | load before | patched: exit, rounds, s, target rows REGRESSION | unchanged: exit, rounds, s, regressions, undecided |
|---:|---|---|---:|---|---|"
for trial in $(seq "$first" "$trials"); do
    kernel=${kernels[$(( (trial - 1) % ${#kernels[@]} ))]}
    busy=idle
    if [ $((trial % 2)) = 0 ]; then ( while :; do :; done ) & burner=$!; busy=busy; fi
    load=$(cut -d' ' -f1 /proc/loadavg)
    trial_start=$(date +%s)
    read -r p_code p_rounds p_seconds p_hits p_elsewhere p_undecided < <(compare "$kernel" patched "$trial" "$@")
    read -r u_code u_rounds u_seconds u_hits u_regressions u_undecided < <(compare noop unchanged "$trial" "$@")
    if [ -n "$burner" ]; then kill "$burner" 2>/dev/null || true; wait "$burner" 2>/dev/null || true; burner=""; fi
    hits=${p_hits%/*} of=${p_hits#*/}
    [ "$of" -gt 0 ] && [ "$hits" = "$of" ] && detections=$((detections + 1))
    [ "$u_regressions" -gt 0 ] && false_alarms=$((false_alarms + 1))
    [ "$u_undecided" -gt 0 ] && unchanged_undecided=$((unchanged_undecided + 1))
    minutes=$(awk "BEGIN { printf \"%.1f\", ($(date +%s) - $trial_start) / 60 }")
    line="| $trial | $kernel | $busy | $load | exit $p_code, $p_rounds, ${p_seconds} s, $p_hits (elsewhere: $p_elsewhere, undecided: $p_undecided) | exit $u_code, $u_rounds, ${u_seconds} s, $u_regressions, $u_undecided |"
    log "trial $trial ($minutes min): $line"
    table+=$'\n'"$line"
done

cat <<REPORT

ab proof on $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //') ($(grep -m1 -E 'cpu family' /proc/cpuinfo | cut -d: -f2 | tr -d ' ') / $(grep -m1 -E '^model\s' /proc/cpuinfo | cut -d: -f2 | tr -d ' ')), $(nproc) cores, $(date -u +%Y-%m-%dT%H:%MZ); load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)
command: scripts/proofs/ab-proof.sh $* (AB_PROOF_FIRST=$first AB_PROOF_TRIALS=$trials AB_PROOF_TIME_LIMIT=$limit; bench ab --threshold 3)
trials $first-$trials: detections: $detections / $((trials - first + 1))   false alarms: $false_alarms / $((trials - first + 1))   unchanged runs with an undecided row: $unchanged_undecided / $((trials - first + 1))
minutes for the trials: $(awk "BEGIN { printf \"%.1f\", ($(date +%s) - $started) / 60 }")

$table
REPORT
