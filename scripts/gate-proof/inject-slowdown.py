#!/usr/bin/env python3
"""Patches a COPY of the sources so that one strategy (I420ToNV12/simd) does more work.

  inject-slowdown.py SOURCE_ROOT time10          one extra full conversion every 10th call:
                                                 10% more work per frame on average, with the
                                                 same cache behaviour as the normal conversions
  inject-slowdown.py SOURCE_ROOT instructions2   every call converts the first 2% of the rows of
                                                 each plane again: 2% more instructions per frame

The output stays identical (the extra work rewrites the same bytes), so verification passes, and the
optimizer cannot remove the extra work (it cannot prove the second write redundant). The product
sources in the repository are never touched: the script refuses a path inside a git work tree.
"""
import pathlib
import subprocess
import sys

ANCHOR = "func simdI420ToNV12(_ source: I420Frame, _ destination: NV12Frame) {\n"

WRAPPERS = {
    "time10": """func simdI420ToNV12(_ source: I420Frame, _ destination: NV12Frame) {
    simdI420ToNV12Unpatched(source, destination)
    gateProofCalls &+= 1
    if gateProofCalls % 10 == 0 { simdI420ToNV12Unpatched(source, destination) }
}

nonisolated(unsafe) private var gateProofCalls = 0

""",
    "instructions2": """func simdI420ToNV12(_ source: I420Frame, _ destination: NV12Frame) {
    simdI420ToNV12Unpatched(source, destination)
    for row in 0..<((destination.y.height + 49) / 50) {
        memcpy(destination.y.baseAddress + row * destination.y.bytesPerRow,
               source.y.baseAddress + row * source.y.bytesPerRow, source.y.rowBytes)
    }
    for row in 0..<((destination.cbcr.height + 49) / 50) {
        interleaveRow(
            u: UnsafeRawPointer(source.u.baseAddress) + row * source.u.bytesPerRow,
            v: UnsafeRawPointer(source.v.baseAddress) + row * source.v.bytesPerRow,
            into: destination.cbcr.baseAddress + row * destination.cbcr.bytesPerRow, pairs: destination.cbcr.width)
    }
}

""",
}


def main() -> int:
    if len(sys.argv) != 3 or sys.argv[2] not in WRAPPERS:
        print(__doc__, file=sys.stderr)
        return 64
    root = pathlib.Path(sys.argv[1]).resolve()
    inside_git = subprocess.run(["git", "-C", str(root), "rev-parse", "--is-inside-work-tree"],
                                capture_output=True, text=True).stdout.strip() == "true"
    if inside_git:
        print(f"inject-slowdown: {root} is inside a git work tree; patch a copy, never the repository", file=sys.stderr)
        return 1
    path = root / "Sources/PiPVideo/Conversion/I420ToNV12/SIMDI420ToNV12.swift"
    text = path.read_text()
    if text.count(ANCHOR) != 1:
        print(f"inject-slowdown: the anchor '{ANCHOR.strip()}' is not in {path} exactly once; update this script", file=sys.stderr)
        return 1
    patched = text.replace(ANCHOR, WRAPPERS[sys.argv[2]] + ANCHOR.replace("simdI420ToNV12(", "simdI420ToNV12Unpatched("))
    if "import Foundation" not in patched:
        patched = "import Foundation\n" + patched
    path.write_text(patched)
    print(f"inject-slowdown: {sys.argv[2]} patched into {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
