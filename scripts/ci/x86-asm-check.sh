#!/usr/bin/env bash
# CI: the hot loops of the x86-64-v3 kernels in the release bench against
# scripts/ci/x86-asm-check/loop-rules.txt: each loop must keep the instructions LLVM forms only from
# its particular spelling (vpmaddubsw, vphaddw, vpavgb, 256-bit unpacks, ...) and stay within its
# length, so that a toolchain or source change that loses a pattern fails here with the loop's name
# instead of quietly costing time. Prints each loop's length and instructions per output byte.
# Reuses the release build smoke-bench makes (a no-op build then); a few seconds.
set -euo pipefail
cd "$(dirname "$0")/../.."
if [ "$(uname -m)" != x86_64 ]; then
    echo "x86-asm-check: not an x86-64 host, nothing to check"
    exit 0
fi
scripts/setup/ensure-packages.sh binutils
swift build -c release --product bench
python3 scripts/ci/x86-asm-check/check-loops.py .build/release/bench scripts/ci/x86-asm-check/loop-rules.txt
