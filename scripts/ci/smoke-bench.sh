#!/usr/bin/env bash
# CI smoke run of the release benchmark: every benchmark prepares and passes verification, and
# Google Benchmark's compare.py reads the suite's JSON output; `bench ab` runs end to end
# (this build against itself: never a regression; a missing BASE_BENCH: exit 4).
set -euo pipefail
cd "$(dirname "$0")/../.."
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

swift build -c release --product bench
.build/release/bench --quick --sizes 640x360,1280x720,1279x719 \
    --benchmark_out="$out/run1.json" --benchmark_out_format=json >"$out/run1.txt"
grep -q "I420ToNV12 1279x719 cold" "$out/run1.txt" || { echo "smoke-bench: summary table missing" >&2; exit 1; }
# compare.py reads the file as both sides: a second run timed the same benchmarks again for the same
# check of the format (17 s of CPU, 67 s of the step on the 2-core machine beside another build).
scripts/tools/compare-py.sh benchmarks "$out/run1.json" "$out/run1.json" >"$out/compare.txt"
grep -q "I420ToNV12/simd/640x360/hot" "$out/compare.txt" || { echo "smoke-bench: compare.py output missing" >&2; cat "$out/compare.txt" >&2; exit 1; }
# Heap allocations per frame on the release build: none for the conversions, the roofline and a
# pool in steady state; some for fresh buffers and a pool per frame.
python3 - "$out/run1.json" <<'PY'
import json, re, sys
runs = [b for b in json.load(open(sys.argv[1]))["benchmarks"] if b.get("run_type") == "iteration"]
allocations = {b["name"]: b["allocations_per_frame"] for b in runs}
problems = [f"{n}: {a} allocations per frame, expected 0" for n, a in allocations.items()
            if re.match(r"(I420ToNV12|Memcpy)/|Provision/pool/", n) and a != 0]
problems += [f"{n}: {a} allocations per frame, expected some" for n, a in allocations.items()
             if re.match(r"Provision/(fresh|pool-per-frame)/", n) and a < 1]
if not any(n.startswith("Provision/pool/") for n in allocations):
    problems.append("no Provision/pool benchmark ran")
# Memory: every benchmark reports bytes per frame and bytes held; best's camera path allocates
# nothing per frame and holds its 2-buffer pool; a pool holds 2 frames of the NV12 pixel buffer.
problems += [f"{b['name']}: no {c}" for b in runs for c in ("allocated_bytes_per_frame", "held_bytes") if c not in b]
for b in runs:
    if re.match(r"Pipeline/best/local-1280x720-(30|60)fps$", b["name"]) and (
            b["allocations_per_frame"] != 0 or b["allocated_bytes_per_frame"] != 0 or b["held_bytes"] <= 0):
        problems.append(f"{b['name']}: {b['allocations_per_frame']} allocations, {b['allocated_bytes_per_frame']} bytes per frame, "
                        f"{b['held_bytes']} bytes held; expected 0, 0 and its pool")
    if b["name"] == "Provision/pool/1280x720/hot" and b["held_bytes"] != 2 * 1280 * 720 * 3 // 2:
        problems.append(f"{b['name']}: {b['held_bytes']} bytes held, expected two 1280x720 NV12 buffers")
if not any(re.match(r"Pipeline/[^/]+/local-1280x720-60fps$", b["name"]) for b in runs):
    problems.append("no 60 fps pipeline ran")
if problems:
    sys.exit("smoke-bench: " + "\n".join(problems))
PY
status=0
.build/release/bench ab .build/release/bench --filter '^(I420ToNV12/simd/1280x720|ScaleI420/box-simd/1280x720/640x360)/hot$' \
    --time-limit 40 --verdict "$out/ab.json" --summary "$out/ab.md" >"$out/ab.txt" 2>&1 || status=$?
{ [ "$status" = 0 ] || [ "$status" = 7 ]; } || { cat "$out/ab.txt" >&2; echo "smoke-bench: bench ab against itself exited $status" >&2; exit 1; }
python3 - "$out/ab.json" <<'PY'
import json, sys
verdict = json.load(open(sys.argv[1]))
gated = [r for r in verdict["benchmarks"] if r["verdict"] != "calibration"]
if len(gated) != 2 or any(r["verdict"] == "regression" or r["baselineSamples"] < 8 for r in gated) or verdict["rounds"]["count"] < 8:
    sys.exit(f"smoke-bench: bench ab against itself: {verdict}")
PY
status=0
.build/release/bench ab "$out/no-such-bench" --verdict "$out/ab-missing.json" --summary "$out/ab-missing.md" >/dev/null 2>&1 || status=$?
[ "$status" = 4 ] || { echo "smoke-bench: bench ab with a missing BASE_BENCH exited $status, expected 4" >&2; exit 1; }
echo "smoke-bench: release bench verified every strategy; allocation counts as expected; compare.py read the JSON file; bench ab ran against itself"
