#!/usr/bin/env python3
"""Patches a COPY of the sources so that one strategy does more work.

  inject-slowdown.py SOURCE_ROOT time10 [simd|naive]  one extra full conversion every 10th call:
                                                      10% more work per frame on average, with the
                                                      same cache behaviour as the normal conversions
  inject-slowdown.py SOURCE_ROOT instructions2        simd converts the first 2% of the rows of each
                                                      plane again: 2% more instructions per frame

The output stays identical (the extra work rewrites the same bytes), so verification passes, and the
optimizer cannot remove the extra work (it cannot prove the second write redundant). The product
sources in the repository are never touched: the script refuses a path inside a git work tree.
"""
import pathlib
import subprocess
import sys

SIGNATURE = "(y: SampleGrid, u: SampleGrid, v: SampleGrid, into yOut: SampleGrid, cbcr: SampleGrid)"
ANCHOR = "public func simdI420ToNV12" + SIGNATURE + " {\n"
NAIVE_ANCHOR = "public func naiveI420ToNV12" + SIGNATURE + " -> NaiveAccessorCalls {\n"
NAIVE_TIME10 = "public func naiveI420ToNV12" + SIGNATURE + """ -> NaiveAccessorCalls {
    gateProofCalls &+= 1
    if gateProofCalls % 10 == 0 { _ = naiveI420ToNV12Unpatched(y: y, u: u, v: v, into: yOut, cbcr: cbcr) }
    return naiveI420ToNV12Unpatched(y: y, u: u, v: v, into: yOut, cbcr: cbcr)
}

nonisolated(unsafe) private var gateProofCalls = 0

@discardableResult
"""

WRAPPERS = {
    "time10": "public func simdI420ToNV12" + SIGNATURE + """ {
    simdI420ToNV12Unpatched(y: y, u: u, v: v, into: yOut, cbcr: cbcr)
    gateProofCalls &+= 1
    if gateProofCalls % 10 == 0 { simdI420ToNV12Unpatched(y: y, u: u, v: v, into: yOut, cbcr: cbcr) }
}

nonisolated(unsafe) private var gateProofCalls = 0

""",
    "instructions2": "public func simdI420ToNV12" + SIGNATURE + """ {
    simdI420ToNV12Unpatched(y: y, u: u, v: v, into: yOut, cbcr: cbcr)
    for row in 0..<((yOut.height + 49) / 50) { pip_copy_row(yOut.row(row), y.row(row), UInt(y.rowBytes)) }
    for row in 0..<((cbcr.height + 49) / 50) {
        interleaveRow(u: UnsafeRawPointer(u.row(row)), v: UnsafeRawPointer(v.row(row)),
                      into: cbcr.baseAddress + row * cbcr.bytesPerRow, pairs: cbcr.width)
    }
}

""",
}


def main() -> int:
    strategy = sys.argv[3] if len(sys.argv) == 4 else "simd"
    if len(sys.argv) not in (3, 4) or sys.argv[2] not in WRAPPERS or strategy not in ("simd", "naive") \
            or (strategy == "naive" and sys.argv[2] != "time10"):
        print(__doc__, file=sys.stderr)
        return 64
    root = pathlib.Path(sys.argv[1]).resolve()
    inside_git = subprocess.run(["git", "-C", str(root), "rev-parse", "--is-inside-work-tree"],
                                capture_output=True, text=True).stdout.strip() == "true"
    if inside_git:
        print(f"inject-slowdown: {root} is inside a git work tree; patch a copy, never the repository", file=sys.stderr)
        return 1
    if strategy == "naive":
        path = root / "Sources/PiPSeedModels/NaiveI420ToNV12.swift"
        anchor, wrapper, name = NAIVE_ANCHOR, NAIVE_TIME10, "naiveI420ToNV12("
    else:
        path = root / "Sources/PiPKernels/Conversion/I420ToNV12/SIMDI420ToNV12.swift"
        anchor, wrapper, name = ANCHOR, WRAPPERS[sys.argv[2]], "simdI420ToNV12("
    text = path.read_text()
    if text.count(anchor) != 1:
        print(f"inject-slowdown: the anchor '{anchor.strip()}' is not in {path} exactly once; update this script", file=sys.stderr)
        return 1
    patched = text.replace(anchor, wrapper + anchor.replace(name, name.replace("(", "Unpatched(")))
    if "import Foundation" not in patched:
        patched = "import Foundation\n" + patched
    path.write_text(patched)
    print(f"inject-slowdown: {sys.argv[2]} ({strategy}) patched into {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
