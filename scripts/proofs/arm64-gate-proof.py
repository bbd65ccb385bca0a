#!/usr/bin/env python3
"""Tests the arm64 instructions gate itself: in a copy of the tree, unchanged code must pass
`scripts/ci/arm64-check.sh count`, and the simd I420 -> NV12 kernel made 1.7% slower (the
variant prefetch2 of scripts/proofs/inject-slowdown.py: a few prefetch hints per CbCr row, which
cannot be optimised away) must fail it with exit 2, flagged on I420ToNV12/simd. Uses this
checkout's release `bench` (built here), or ARM64_BENCH's. Not part of CI (about 2 min, 5-6 at load 5).
    [ARM64_BENCH=path] scripts/proofs/arm64-gate-proof.py"""
import os, pathlib, shutil, subprocess, sys, tempfile

ROOT = pathlib.Path(__file__).resolve().parents[2]
INJECT = pathlib.Path(__file__).resolve().parent / "inject-slowdown.py"
# What `arm64-check.sh count` reads: the kernels, the arm64 driver, the scripts, the baselines and
# docs/arm64-results.md (which the count stage checks against the baselines).
PARTS = ["Sources", "Arm64", "scripts", "baselines", "docs"]


def gate(copy: pathlib.Path, bench: pathlib.Path) -> tuple[int, str]:
    result = subprocess.run([str(copy / "scripts/ci/arm64-check.sh"), "count"], cwd=copy, capture_output=True, text=True,
                            env={**os.environ, "ARM64_BENCH": str(bench)})
    return result.returncode, result.stdout + result.stderr


def main() -> int:
    if len(sys.argv) > 1:
        print(__doc__, file=sys.stderr)
        return 64
    if os.environ.get("ARM64_BENCH"):
        bench = pathlib.Path(os.environ["ARM64_BENCH"]).resolve()
    else:
        bench = ROOT / ".build/release/bench"
        subprocess.run(["swift", "build", "-c", "release", "--product", "bench"], cwd=ROOT, check=True, capture_output=True)
    with tempfile.TemporaryDirectory() as tmp:
        copy = pathlib.Path(tmp) / "tree"
        for part in PARTS:
            shutil.copytree(ROOT / part, copy / part, symlinks=True)
        unchanged, output = gate(copy, bench)
        print(f"unchanged code: arm64 instructions gate exit {unchanged} (expected 0)")
        if unchanged != 0:
            print(output[-3000:], file=sys.stderr)
        injected = subprocess.run([sys.executable, str(INJECT), str(copy), "prefetch2"], capture_output=True, text=True)
        if injected.returncode != 0:
            print(injected.stderr, file=sys.stderr, end="")
            return 1
        slower, output = gate(copy, bench)
        flagged = [line for line in output.splitlines() if "REGRESSION" in line or "FAIL" in line]
        print(f"injected slowdown: exit {slower} (expected 2)")
        for line in flagged:
            print("  " + line)
    return 0 if unchanged == 0 and slower == 2 else 1


if __name__ == "__main__":
    sys.exit(main())
