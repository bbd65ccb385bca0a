#!/usr/bin/env python3
"""Tests the arm64 check itself: plants one bug in each kernel family in a copy of the tree, runs
`scripts/ci/arm64-check.sh check` there (under qemu), and requires a FAIL line for every family.
Prints one line per family; exit 1 if a planted bug went unnoticed. Not part of CI (about 3 min).
    scripts/proofs/arm64-planted-bugs.py"""
import pathlib, shutil, subprocess, sys, tempfile

ROOT = pathlib.Path(__file__).resolve().parents[2]
K = "Sources/PiPKernels/"
# (file, text, replacement, the FAIL-line prefix the bug must cause)
PLANTS = [
    (K + "Conversion/I420ToNV12/SIMDI420ToNV12.swift",
     "if col < pairs { interleaveStep(u: u, v: v, into: cbcr, at: pairs - step) }", "", "I420ToNV12/simd/"),
    (K + "Conversion/I420ToNV12/ScalarI420ToNV12.swift", "cbcrRow[2 * col + 1] = vRow[col]", "cbcrRow[2 * col + 1] = uRow[col]",
     "I420ToNV12/scalar/"),
    ("Sources/PiPSeedModels/NaiveI420ToNV12.swift", "for col in 0..<(width + 1) / 2", "for col in 0..<width / 2",
     "I420ToNV12/naive/"),
    (K + "Conversion/I420ToBGRA/BGRALanes.swift", "(sum &>> 6) &+ headroom", "(sum &>> 6) &+ headroom &+ 2", "I420ToBGRA/simd/"),
    (K + "Conversion/I420ToBGRA/ScalarI420ToBGRA.swift", "pixel[1] = g", "pixel[1] = g &+ 2", "I420ToBGRA/scalar/"),
    # The 16x16 byte transpose as arm64 compiles it (the staged spelling is x86-64's).
    (K + "SIMD/SIMDTransposeRounds.swift", "store(t14, t15)", "store(t15, t14)",
     "RotateI420/simd/"),
    (K + "SIMD/SIMDTranspose.swift", "SIMD8<UInt16>(v[7], v[6], v[5], v[4], v[3], v[2], v[1], v[0])",
     "SIMD8<UInt16>(v[7], v[6], v[5], v[4], v[3], v[2], v[0], v[1])", "RotateNV12/simd/"),
    (K + "Rotation/TiledRotation.swift", "row[2 * x + 1] = vBytes[vOffset]", "row[2 * x + 1] = uBytes[vOffset]",
     "I420ToNV12Rotate/tiled/"),
    (K + "Rotation/NaiveRotation.swift", "cbcrBytes[y * cbcr.bytesPerRow + 2 * x + 1] = vBytes[",
     "cbcrBytes[y * cbcr.bytesPerRow + 2 * x + 1] = uBytes[", "I420ToNV12Rotate/naive/"),
    (K + "Scaling/NearestScaling.swift", "(2 * i + 1) * source / (2 * destination)", "(2 * i) * source / (2 * destination)",
     "ScaleI420/nearest/"),
    (K + "Scaling/BilinearSIMDScaling.swift", "(left &* weightA &+ right &* weightB &+ 128) &>> 8",
     "(left &* weightA &+ right &* weightB &+ 127) &>> 8", "ScaleI420/bilinear-simd/"),
    (K + "Scaling/BoxScaling.swift", "for i in 0..<byteCount { column[i] &+= weight &* UInt32(row[i]) }",
     "for i in 0..<byteCount { column[i] &+= weight &* UInt32(row[i]) | (i == 5 ? 1 : 0) }", "ScaleI420/box/"),
    # The 3:1 column sums as arm64 compiles them (`tripleSums`; the word gathers are x86-64's).
    (K + "Scaling/BoxSIMDRowByThree.swift", "UInt16(row[3 &* k]) &+ UInt16(row[3 &* k &+ 1]) &+ UInt16(row[3 &* k &+ 2])",
     "UInt16(row[3 &* k]) &+ UInt16(row[3 &* k &+ 1]) &+ UInt16(row[3 &* k &+ 2] | 1)", "ScaleI420/box-simd/"),
    (K + "Scaling/HalveScaling.swift", "(sum + 2) >> 2", "(sum + 3) >> 2", "ScaleI420/halve/"),
    (K + "Scaling/BoxSIMDRowPairByThree.swift", "narrowed((widened(n &+ 4) &* 7282) &>> 16)",
     "narrowed((widened(n &+ 5) &* 7282) &>> 16)", "ScaleI420ToNV12/box-fused/"),
    (K + "RotateScale/FusedRotateScale.swift", "for r in 0..<side { rows.writeRow(",
     "for r in 0..<(side - 1) { rows.writeRow(", "RotateScaleNV12/fused/"),
]


def main() -> int:
    with tempfile.TemporaryDirectory() as tmp:
        copy = pathlib.Path(tmp) / "tree"
        for part in ["Sources", "Arm64", "scripts"]:
            shutil.copytree(ROOT / part, copy / part, symlinks=True)
        for path, text, replacement, _ in PLANTS:
            file = copy / path
            source = file.read_text()
            if source.count(text) != 1:
                print(f"planted-bugs: '{text}' is not once in {path}; update this script", file=sys.stderr)
                return 2
            file.write_text(source.replace(text, replacement))
        result = subprocess.run([str(copy / "scripts/ci/arm64-check.sh"), "check"], cwd=copy, capture_output=True, text=True)
        failures = (copy / ".build/arm64/check-aarch64.txt").read_text().splitlines()
    failures = [line for line in failures if line.startswith("FAIL ")]
    missed = 0
    for path, _, _, prefix in PLANTS:
        count = sum(1 for line in failures if line.startswith("FAIL " + prefix))
        print(f"{'caught' if count else 'MISSED'}  {prefix:<28} {count:>5} failing cases  (bug in {pathlib.Path(path).name})")
        missed += count == 0
    print(f"arm64-check exit status with the bugs: {result.returncode}")
    return 1 if missed or result.returncode == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
