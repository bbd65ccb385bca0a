#!/usr/bin/env bash
# Tests the x86-64 loop guard itself: plants a change that loses one pattern (the 2:1 box row's
# weights of 1 read once before its loop instead of in it, so LLVM hoists their widening and forms
# no vpmaddubsw), rebuilds the release bench in place, runs scripts/ci/x86-asm-check.sh, and
# requires it to fail naming box-2:1-one-channel. Reverts the plant and rebuilds on exit. Not part
# of CI (two incremental release builds, a few minutes).
#   scripts/proofs/x86-asm-planted.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
file=Sources/PiPKernels/Scaling/BoxRowSteps+X86.swift
backup=$(mktemp)
cp "$file" "$backup"
restore() { cp "$backup" "$file"; rm -f "$backup"; swift build -c release --product bench >/dev/null 2>&1 || true; }
trap restore EXIT
python3 - "$file" <<'PY'
import sys
path = sys.argv[1]
text = open(path).read()
inside = """        while o < wide.upperBound {
            let at = 2 &* o
            pip_prefetch_read(top + (at &+ ahead))
            pip_prefetch_read(bottom + (at &+ ahead))
            let ones = weights.load(as: SIMD16<Int8>.self)
"""
hoisted = """        let ones = weights.load(as: SIMD16<Int8>.self)
        while o < wide.upperBound {
            let at = 2 &* o
            pip_prefetch_read(top + (at &+ ahead))
            pip_prefetch_read(bottom + (at &+ ahead))
"""
if text.count(inside) != 1:
    sys.exit("x86-asm-planted: the 2:1 loop's text changed; update the plant")
open(path, "w").write(text.replace(inside, hoisted))
PY
echo "x86-asm-planted: planted (weights of 1 hoisted out of the 2:1 one-channel loop); building"
swift build -c release --product bench >/dev/null
status=0
output=$(scripts/ci/x86-asm-check.sh 2>&1) || status=$?
echo "$output" | grep -E "FAIL|hot loops:" || true
if [ "$status" -ne 0 ] && grep -q "FAIL box-2:1-one-channel" <<<"$output"; then
    echo "x86-asm-planted: the guard failed (exit $status) naming box-2:1-one-channel, as it must"
else
    echo "x86-asm-planted: the guard did not catch the plant (exit $status)" >&2
    exit 1
fi
