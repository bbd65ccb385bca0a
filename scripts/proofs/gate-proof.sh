#!/usr/bin/env bash
# Measures the regression gate's own quality on this machine and prints the figures:
#   time mode:         unchanged code checked N times while the other core is kept busy -> false alarms
#                      I420ToNV12/simd made 10% slower (extra conversion every 10th frame) -> detections
#                      each run is judged on the wall clock (the default) and, from the same run file,
#                      on the CPU clock (`check --run FILE --clock cpu`)
#   instructions mode: unchanged code checked N times (other core busy) -> false alarms
#                      I420ToNV12/simd made to run 2% more instructions -> detections
# The slowdowns are injected into PATCHED TEMPORARY COPIES of the sources (scripts/proofs/
# inject-slowdown.py, variants time10, time10-naive and instructions2); the repository is never
# modified. Each copy is built in release mode.
#
# Usage: scripts/proofs/gate-proof.sh            (about 75 minutes on 2 cores: time 15, instructions 60)
# Environment: GATE_PROOF_RUNS (default 10) checks per condition;
#              GATE_PROOF_TIME_FILTER (default '^I420ToNV12/.*/640x360/hot$': a PiP-sized frame);
#              GATE_PROOF_INSTRUCTIONS_FILTER (default '/(640x360|1279x719)/hot$': the CI subset);
#              GATE_PROOF_METRICS (default "time instructions") which modes to prove;
#              GATE_PROOF_TIME_STRATEGY (default simd; or naive) the strategy slowed by 10% in time mode;
#              GATE_PROOF_KEEP=1 keeps the work directory (builds, baselines, verdicts);
#              GATE_PROOF_WORK=DIR reuses (and keeps) a kept work directory: builds already there are not redone.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
runs=${GATE_PROOF_RUNS:-10}
time_filter=${GATE_PROOF_TIME_FILTER:-'^I420ToNV12/.*/640x360/hot$'}
instructions_filter=${GATE_PROOF_INSTRUCTIONS_FILTER:-'/(640x360|1279x719)/hot$'}
time_strategy=${GATE_PROOF_TIME_STRATEGY:-simd}
case "$time_strategy" in
    simd) time_variant=time10 ;;
    naive) time_variant=time10-naive ;;
    *) echo "gate-proof: GATE_PROOF_TIME_STRATEGY must be simd or naive, not '$time_strategy'" >&2; exit 64 ;;
esac
target='I420ToNV12/simd/'
metrics=${GATE_PROOF_METRICS:-time instructions}
if [ -n "${GATE_PROOF_WORK:-}" ]; then work=$GATE_PROOF_WORK; GATE_PROOF_KEEP=1; mkdir -p "$work"; else work=$(mktemp -d /tmp/gate-proof.XXXXXX); fi
burner=""

cleanup() {
    if [ -n "$burner" ]; then kill "$burner" 2>/dev/null || true; wait "$burner" 2>/dev/null || true; fi
    if [ "${GATE_PROOF_KEEP:-0}" = 1 ]; then echo "gate-proof: kept $work" >&2; else rm -rf "$work"; fi
}
trap cleanup EXIT

log() { echo "gate-proof: $*" >&2; }

# 1. Three copies of the current sources (tracked and untracked, not ignored): unchanged, +10% time, +2% instructions.
variants=(unchanged)
[[ " $metrics " == *" time "* ]] && variants+=("$time_variant")
[[ " $metrics " == *" instructions "* ]] && variants+=(instructions2)
for variant in "${variants[@]}"; do
    if [ -x "$work/$variant/.build/release/bench" ]; then log "reusing the $variant build"; continue; fi
    mkdir -p "$work/$variant"
    (cd "$root" && git ls-files -z --cached --others --exclude-standard | xargs -0 cp -P --parents -t "$work/$variant")
    # The variants are named as inject-slowdown.py names them (time10, time10-naive, instructions2).
    [ "$variant" = unchanged ] || python3 "$root/scripts/proofs/inject-slowdown.py" "$work/$variant" "$variant" >&2
    log "building $variant (release)"
    (cd "$work/$variant" && swift build -c release --product bench >"$work/build-$variant.log" 2>&1) \
        || { cat "$work/build-$variant.log" >&2; exit 1; }
done
bench() { "$work/$1/.build/release/bench" "${@:2}"; }

start_burner() {
    # Keeps one core busy for the rest of the measurement: a shell loop that never sleeps.
    [ -n "$burner" ] && return
    ( while :; do :; done ) &
    burner=$!
    log "burner pid $burner keeps the other core busy"
}

# One check; prints "<exit code> <verdict of the target strategy> <regressions elsewhere> <target change %> <target raw change %> <p>".
# The 6th argument: "real" or "cpu" (time), "count" (instructions). With "cpu", judges the run file the real-clock check saved, on the CPU clock.
check_once() {
    local variant=$1 metric=$2 baseline=$3 filter=$4 index=$5 clock=$6
    local verdict="$work/verdict-$metric-$clock-$variant-$index.json" status=0
    local run="$work/run-$metric-$variant-$index.json"
    local source=(--save-run "$run")
    [ "$clock" = cpu ] && source=(--run "$run" --clock cpu)
    [ "$clock" = real ] && source+=(--clock real)
    bench "$variant" check --metric "$metric" --baseline "$baseline" --filter "$filter" "${source[@]}" \
        --verdict "$verdict" --summary "$work/summary-$metric-$clock-$variant-$index.md" \
        >"$work/check-$metric-$clock-$variant-$index.txt" 2>&1 || status=$?
    python3 - "$verdict" "$status" "$target" <<'PY'
import json, sys
verdict, status, target = sys.argv[1], sys.argv[2], sys.argv[3]
try:
    rows = json.load(open(verdict))["benchmarks"]
except Exception:
    print(status, "none", 0, "-", "-", "-"); sys.exit()
mine = [r for r in rows if target in r["name"]]
others = [r for r in rows if target not in r["name"] and r["verdict"] == "regression"]
row = mine[0] if mine else {}
fmt = lambda v: "-" if v is None else "%+.2f" % (100 * v)
p = row.get("pValue")
print(status, row.get("verdict", "none"), len(others), fmt(row.get("change")), fmt(row.get("rawChange")),
      "-" if p is None else "%.2g" % p)
PY
}

# Runs N checks and prints one line per check (stderr) plus the tally (stdout):
#   "<gate failures> <target detections> <regression rows elsewhere> <exit codes other than 0 and 2>"
# For time, the same runs are also judged on the CPU clock: the tally then has 8 numbers (real, cpu).
series() {
    local label=$1 variant=$2 metric=$3 baseline=$4 filter=$5
    local clocks=(count)
    [ "$metric" = time ] && clocks=(real cpu)
    local -A fails detections elsewhere other_codes
    for clock in "${clocks[@]}"; do fails[$clock]=0; detections[$clock]=0; elsewhere[$clock]=0; other_codes[$clock]=0; done
    for i in $(seq 1 "$runs"); do
        for clock in "${clocks[@]}"; do
            read -r code verdict others change raw p < <(check_once "$variant" "$metric" "$baseline" "$filter" "$i" "$clock")
            printf '  %-24s %-4s run %2d: exit %s, %s %s (raw %s, p %s), regressions elsewhere: %s\n' \
                "$label" "$clock" "$i" "$code" "$target" "$verdict $change%" "$raw%" "$p" "$others" >&2
            [ "$code" = 2 ] && fails[$clock]=$((fails[$clock] + 1))
            [ "$verdict" = regression ] && detections[$clock]=$((detections[$clock] + 1))
            elsewhere[$clock]=$((elsewhere[$clock] + others))
            case "$code" in 0|2) ;; *) other_codes[$clock]=$((other_codes[$clock] + 1)) ;; esac
        done
    done
    for clock in "${clocks[@]}"; do
        printf '%s %s %s %s ' "${fails[$clock]}" "${detections[$clock]}" "${elsewhere[$clock]}" "${other_codes[$clock]}"
    done
    echo
}

t_alarms=- t_alarm_rows=- t_alarm_other=- c_alarms=- c_alarm_rows=- c_alarm_other=-
t_slow_fails=- t_detections=- t_slow_elsewhere=- t_slow_other=- c_slow_fails=- c_detections=- c_slow_elsewhere=- c_slow_other=-
i_alarms=- i_alarm_rows=- i_alarm_other=- i_more_fails=- i_detections=- i_more_elsewhere=- i_more_other=-

# 2. Time mode: baseline from the unchanged build (other core idle, as far as this script decides),
#    then checks with the other core busy.
if [[ " $metrics " == *" time "* ]]; then
target="I420ToNV12/$time_strategy/"
log "time: recording the baseline ($time_filter)"
bench unchanged record --metric time --filter "$time_filter" --output "$work/time-baseline.json" >"$work/record-time.txt" 2>&1
start_burner
read -r t_alarms _ t_alarm_rows t_alarm_other c_alarms _ c_alarm_rows c_alarm_other \
    < <(series "time unchanged" unchanged time "$work/time-baseline.json" "$time_filter")
read -r t_slow_fails t_detections t_slow_elsewhere t_slow_other c_slow_fails c_detections c_slow_elsewhere c_slow_other \
    < <(series "time $time_strategy +10%" "$time_variant" time "$work/time-baseline.json" "$time_filter")
fi

# 3. Instructions mode: baseline from the unchanged build, checks with the other core still busy.
if [[ " $metrics " == *" instructions "* ]]; then
target='I420ToNV12/simd/'
log "instructions: recording the baseline ($instructions_filter)"
bench unchanged record --metric instructions --filter "$instructions_filter" --output "$work/instructions-baseline.json" >"$work/record-instructions.txt" 2>&1
start_burner
read -r i_alarms _ i_alarm_rows i_alarm_other < <(series "instructions unchanged" unchanged instructions "$work/instructions-baseline.json" "$instructions_filter")
read -r i_more_fails i_detections i_more_elsewhere i_more_other < <(series "instructions simd +2%" instructions2 instructions "$work/instructions-baseline.json" "$instructions_filter")
fi

# 4. The committed instructions baseline, checked by the unchanged copy built at another path.
committed_status=0
committed="$root/baselines/linux-$(uname -m)-$(nproc)core-instructions.json"
if [ -f "$committed" ]; then
    bench unchanged check --metric instructions --baseline "$committed" --filter "$instructions_filter" \
        --verdict "$work/verdict-committed.json" --summary "$work/summary-committed.md" >"$work/check-committed.txt" 2>&1 || committed_status=$?
    committed_line="exit $committed_status against $committed"
else
    committed_line="skipped: no $committed"
fi

kill "$burner" 2>/dev/null || true; wait "$burner" 2>/dev/null || true; burner=""

cat <<REPORT

Gate proof on $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(nproc) cores, $(date -u +%Y-%m-%dT%H:%MZ); load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)
time mode (filter '$time_filter', defaults: baseline 24 processes, checks 12, each process the fastest of 16 repetitions x 0.0125 s, threshold 5%, alpha 0.01), other core busy:
  wall clock (default --clock real):
    false alarms, unchanged code:        $t_alarms / $runs   (regression rows: $t_alarm_rows; other exit codes: $t_alarm_other)
    detections, $time_strategy +10%:   $t_detections / $runs   (gate failed: $t_slow_fails; regressions on other rows: $t_slow_elsewhere; other exit codes: $t_slow_other)
  CPU clock (--clock cpu, same runs):
    false alarms, unchanged code:        $c_alarms / $runs   (regression rows: $c_alarm_rows; other exit codes: $c_alarm_other)
    detections, $time_strategy +10%:   $c_detections / $runs   (gate failed: $c_slow_fails; regressions on other rows: $c_slow_elsewhere; other exit codes: $c_slow_other)
instructions mode (filter '$instructions_filter', threshold 1%), other core busy:
  false alarms, unchanged code:        $i_alarms / $runs   (regression rows: $i_alarm_rows; other exit codes: $i_alarm_other)
  detections, simd +2% instructions: $i_detections / $runs   (gate failed: $i_more_fails; regressions on other rows: $i_more_elsewhere; other exit codes: $i_more_other)
committed instructions baseline checked from a copy at another path: $committed_line
REPORT
