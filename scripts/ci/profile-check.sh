#!/usr/bin/env bash
# CI: bench's profiles read right. `bench profile` counts a few benchmarks (a memcpy-bound
# conversion with its rep movsb, libyuv's and a box downscale: Swift, libc and libyuv functions)
# and keeps their callgrind dumps; valgrind's own callgrind_annotate and gprof2dot (PyPI, in a venv
# of this step) read the same dumps, and every function's self and inclusive instructions must
# agree (scripts/ci/profile-check/compare.py). graphviz (Debian) renders each call graph to SVG
# beside them, as a user would. Then `bench profile` of the same build must write the same numbers
# again. Output in .build/profile-check/.
set -euo pipefail
cd "$(dirname "$0")/../.."
scripts/setup/ensure-packages.sh valgrind graphviz python3-venv
swift build -c release --product bench
out=.build/profile-check
rm -rf "$out" "$out-again"
filter='^(I420ToNV12/(simd|libyuv)/1280x720|ScaleI420/box-simd/1920x1080/960x540)/hot$'
.build/release/bench profile "$filter" --output "$out" >"$out.txt"
venv=.build/profile-check-venv
[ -x "$venv/bin/gprof2dot" ] || { python3 -m venv "$venv" && "$venv/bin/pip" install --quiet gprof2dot==2025.4.14; }
python3 scripts/ci/profile-check/compare.py "$out" "$venv/bin/gprof2dot"
for graph in "$out"/*.callgraph.dot; do dot -Tsvg "$graph" -o "${graph%.dot}.svg"; done
.build/release/bench profile "$filter" --output "$out-again" >/dev/null
cmp "$out/run.profile.json" "$out-again/run.profile.json" ||
    { echo "profile-check: FAIL bench profile of the same build wrote other numbers" >&2; exit 1; }
echo "profile-check: passed; the same numbers twice; call graphs in $out/*.callgraph.svg"
