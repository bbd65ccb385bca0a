#!/usr/bin/env bash
# CI: the HTML report checked in a real browser. Makes a report from a short --quick run (a few
# operations at two sizes hot and cold, one scaling case, one rotation case, the pipelines of one
# stream) plus an instructions `bench check` verdict of three benchmarks against the committed
# baseline, renders it in headless Chromium (Debian's package, installed if missing) to a PNG and
# to a DOM dump, and fails on a console message, a reference outside the page, a chart with no
# drawn marks, text overflowing its box or a page height outside REPORT_MIN_HEIGHT..MAX_HEIGHT.
# The report has the libyuv upgrade table (section 8) of a two-round `bench libyuv-versions` run
# of one rotation case and of the arm64 baseline's counts of every version.
# Then the same for a page with the trends of the committed baselines' history (section 7), and
# for a regressed run: the same counts judged against a copy of the committed baseline and its
# profiles made 3% cheaper in the I420ToNV12/simd kernel, whose page must draw that benchmark's
# differential flame graph (section 6) and the run's flame graphs (section 9).
# Output in .build/report-check/ (report.html, report.png, verdict.json, ...).
set -euo pipefail
cd "$(dirname "$0")/../.."
scripts/setup/ensure-packages.sh chromium
swift build -c release --product bench
out=.build/report-check
rm -rf "$out" && mkdir -p "$out"
filter='^(I420ToNV12/[^/]+/(640x360|1280x720)/(hot|cold)|Memcpy/(640x360|1280x720)/(hot|cold)|ScaleI420/[^/]+/1920x1080/640x360/hot|RotateNV12/[^/]+/1280x720/90/hot|Pipeline/[^/]+/remote-1920x1080-30fps)$'
.build/release/bench --quick --report "$out/run-report.html" --benchmark_filter="$filter" >"$out/run.txt" 2>&1
status=0
.build/release/bench check --metric instructions --filter '^I420ToNV12/(naive|simd|libyuv)/640x360/hot$' \
    --verdict "$out/verdict.json" --summary "$out/summary.md" --save-run "$out/check-run.json" >"$out/check.txt" || status=$?
if [ "$status" -ge 4 ]; then cat "$out/check.txt" >&2; echo "check-report: bench check could not compare (exit $status)" >&2; exit 1; fi
# Section 8: the libyuv upgrade table, from a short `bench libyuv-versions` run (two rounds of the
# rotation case against every listed version) and the arm64 counts of every version.
scripts/setup/libyuv-versions.sh
installed=$(awk '$1 == "#define" && $2 == "LIBYUV_VERSION" { print $3 }' /usr/include/libyuv/version.h)
libraries=()
while read -r version; do
    [ "$version" = "$installed" ] || libraries+=(--libyuv "$version=.build/libyuv-versions/$version/$(dpkg --print-architecture)")
done < <(sed 's/#.*//' scripts/setup/libyuv-versions.txt | awk 'NF { print $1 }')
.build/release/bench libyuv-versions "${libraries[@]}" --sizes 1280x720 --filter '^RotateNV12/[^/]+/1280x720/90/hot$' \
    --rounds 2 --repetitions 1 --min-time 0.001 --out "$out/versions.json" >"$out/versions.txt"
.build/release/bench report "$out/run-report.json" --verdict "$out/verdict.json" --cpu-budget 5 \
    --upgrade "$out/versions.json" --upgrade baselines/linux-aarch64-qemu-instructions.json --output "$out/report.html"
grep -q 'id="upgrade' "$out/report.html" || { echo "check-report: FAIL the report has no upgrade section (8)" >&2; exit 1; }

# Renders PAGE in headless Chromium and judges it (judge.py) with heights MIN..MAX: the checked
# copy is the same page with the measuring script added before </body>.
judge_page() {
    local page="$1" name
    name=$(basename "$page" .html)
    python3 - "$page" "$out/$name-checked.html" scripts/ci/check-report/measure.js <<'PY'
import sys
page, copy, script = sys.argv[1:4]
text = open(page, encoding="utf-8").read()
open(copy, "w", encoding="utf-8").write(text.replace("</body>", "<script>" + open(script).read() + "</script></body>"))
PY
    "${browser[@]}" --enable-logging=stderr --v=0 --dump-dom "file://$PWD/$out/$name-checked.html" >"$out/$name-dom.html" 2>"$out/$name-console.log"
    python3 scripts/ci/check-report/judge.py "$out/$name-dom.html" "$out/$name-console.log" "$page" "$2" "$3"
    height=$(sed -n 's/.*"height":\([0-9]*\).*/\1/p' "$out/$name-dom.html")
    "${browser[@]}" --window-size="820,$height" --screenshot="$PWD/$out/$name.png" "file://$PWD/$page" 2>/dev/null
}
browser=(chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run --window-size=820,900)
judge_page "$out/report.html" "${REPORT_MIN_HEIGHT:-4000}" "${REPORT_MAX_HEIGHT:-14000}"

# Section 7: the committed baselines' history (import-git) drawn for the instructions baseline,
# with change points marked.
.build/release/bench history import-git --db "$out/history.sqlite" >"$out/import.txt"
.build/release/bench report baselines/linux-x86_64-2core-instructions.json --history "$out/history.sqlite" --output "$out/trends.html" >/dev/null
judge_page "$out/trends.html" "${TRENDS_MIN_HEIGHT:-8000}" "${TRENDS_MAX_HEIGHT:-40000}"
python3 - "$out/trends.html" <<'PY'
import re, sys
page = open(sys.argv[1], encoding="utf-8").read()
trends = page[page.index('<section id="trends"'):]
charts, marks = trends.count('class="chart"'), len(re.findall(r'class="point mark hollow"', trends))
if charts < 5 or marks == 0:
    sys.exit(f"check-report: FAIL the trends section has {charts} charts and {marks} change points")
print(f"check-report: trends section: {charts} charts, {marks} change points marked")
PY
# A regressed run: the check's counts against a baseline whose I420ToNV12/simd/640x360 count and
# kernel are 3% lower (a copy; the committed files are only read).
baseline=baselines/linux-x86_64-2core-instructions.json
python3 - "$baseline" "${baseline%.json}.profile.json" "$out/cheaper.json" "$out/cheaper.profile.json" <<'PY'
import json, sys
baseline, profiles, cheaper, cheaper_profiles = sys.argv[1:5]
name, kernel = "I420ToNV12/simd/640x360/hot", "PiPKernels.simdI420ToNV12(y:u:v:into:cbcr:)"
document, profile = json.load(open(baseline)), json.load(open(profiles))
entry = next(entry for entry in document["benchmarks"] if entry["name"] == name)
saved = entry["real_time"] * 0.03
for key in ("real_time", "cpu_time", "instructions_per_frame"):
    entry[key] -= saved
counted = next(benchmark for benchmark in profile["benchmarks"] if benchmark["benchmark"] == name)
counted["instructionsPerFrame"] -= saved
position = next(index for index, function in enumerate(counted["functions"]) if function["name"] == kernel)
for key in ("selfPerFrame", "inclusivePerFrame"):
    counted["functions"][position][key] -= saved
for stack in counted["stacks"]:
    if stack["frames"][-1] == position:
        stack["selfPerFrame"] -= saved
json.dump(document, open(cheaper, "w"))
json.dump(profile, open(cheaper_profiles, "w"))
PY
regressed=0
.build/release/bench check --metric instructions --run "$out/check-run.json" --baseline "$out/cheaper.json" \
    --filter '^I420ToNV12/(naive|simd|libyuv)/640x360/hot$' --verdict "$out/verdict-regressed.json" \
    --summary "$out/summary-regressed.md" >"$out/check-regressed.txt" || regressed=$?
[ "$regressed" -eq 2 ] && grep -q "simdI420ToNV12" "$out/check-regressed.txt" ||
    { cat "$out/check-regressed.txt" >&2; echo "check-report: FAIL the regressed check did not exit 2 naming the kernel" >&2; exit 1; }
.build/release/bench report "$out/check-run.json" --verdict "$out/verdict-regressed.json" --profile "$out/check-run.profile.json" \
    --output "$out/regressed.html" >/dev/null
grep -q 'aria-label="differential flame graph of I420ToNV12/simd/640x360/hot' "$out/regressed.html" ||
    { echo "check-report: FAIL the regressed page has no differential flame graph" >&2; exit 1; }
judge_page "$out/regressed.html" "${REGRESSED_MIN_HEIGHT:-3000}" "${REGRESSED_MAX_HEIGHT:-12000}"
echo "check-report: passed; $out/report.png, $out/trends.png, $out/regressed.png"
