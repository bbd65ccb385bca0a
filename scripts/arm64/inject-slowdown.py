#!/usr/bin/env python3
"""Tests the arm64 instructions gate itself: in a copy of the tree, unchanged code must pass
`scripts/arm64-check.sh count`, and the simd I420 -> NV12 kernel made about 2% slower (a few
prefetch hints per CbCr row, which cannot be optimised away) must fail it with exit 2, flagged
on I420ToNV12/simd. Uses this checkout's release `bench`. Not part of CI (about 2 min).
    scripts/arm64/inject-slowdown.py"""
import pathlib, shutil, subprocess, sys, tempfile

ROOT = pathlib.Path(__file__).resolve().parents[2]
FILE = "Sources/PiPKernels/Conversion/I420ToNV12/SIMDI420ToNV12.swift"
ANCHOR = "    let step = 32\n"
SLOWER = ANCHOR + "    for extra in 0..<(pairs / 320) { pip_prefetch_read(u + 64 * extra) }  // injected slowdown\n"


def gate(copy: pathlib.Path, bench: pathlib.Path) -> tuple[int, str]:
    result = subprocess.run([str(copy / "scripts/arm64-check.sh"), "count"], cwd=copy, capture_output=True, text=True,
                            env={**__import__("os").environ, "ARM64_BENCH": str(bench)})
    return result.returncode, result.stdout + result.stderr


def main() -> int:
    bench = ROOT / ".build/release/bench"
    subprocess.run(["swift", "build", "-c", "release", "--product", "bench"], cwd=ROOT, check=True, capture_output=True)
    with tempfile.TemporaryDirectory() as tmp:
        copy = pathlib.Path(tmp) / "tree"
        for part in ["Sources", "Arm64", "scripts", "baselines"]:
            shutil.copytree(ROOT / part, copy / part, symlinks=True)
        unchanged, _ = gate(copy, bench)
        print(f"unchanged code: arm64 instructions gate exit {unchanged} (expected 0)")
        source = (copy / FILE).read_text()
        assert source.count(ANCHOR) == 1, f"update inject-slowdown.py: anchor not once in {FILE}"
        (copy / FILE).write_text("import CPrefetch\n" + source.replace(ANCHOR, SLOWER))
        slower, output = gate(copy, bench)
        flagged = [line for line in output.splitlines() if "REGRESSION" in line or "FAIL" in line]
        print(f"injected slowdown: exit {slower} (expected 2)")
        for line in flagged:
            print("  " + line)
    return 0 if unchanged == 0 and slower == 2 else 1


if __name__ == "__main__":
    sys.exit(main())
