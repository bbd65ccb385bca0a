#!/usr/bin/env python3
"""Patches a COPY of the sources so that one kernel does more work: the planted fault the proofs
(scripts/proofs/*) show a gate catches. The output of every patched kernel stays identical (the
extra work rewrites the same bytes), so verification passes, and the optimizer cannot remove the
extra work (it cannot prove the second write redundant). The repository is never touched: the
script refuses a path inside a git work tree.

Usage: inject-slowdown.py SOURCE_ROOT VARIANT

Variants for `bench ab` (scripts/proofs/ab-proof.sh; interleave3 for the instructions gate's check of
the interleave, docs/design/ab.md). One extra call in 35 is 1/35 = 2.86% more work on average (35 is
prime to the 2 or 3 planes a frame calls a plane kernel for, so the extra call falls on every plane
in turn), with the cache behaviour of the normal calls:
  noop          a comment added to the I420ToNV12 simd kernel: unchanged code
  conversion    simdI420ToNV12 (I420ToNV12/simd) runs one extra call every 35th call
  rotation      simdRotate (RotateNV12/simd, RotateI420/simd; the luma of I420ToNV12Rotate/simd) likewise
  box           boxScaleSIMD (ScaleI420/box-simd, ScaleNV12/box-simd, the planes of
                ScaleI420ToNV12/box-simd) likewise
  pipeline      Pipeline/best's fused scale-and-interleave of a remote I420 frame runs again every
                24th frame (see PIPELINE_PERIOD)
  interleave3   simdI420ToNV12 interleaves the first 3% of its CbCr rows (rounded down, at least
                one) a second time: 2.8-3% more interleave work, no more copy

Variants for the x86-64 gates (scripts/proofs/gate-proof.sh):
  time10        simdI420ToNV12 runs one extra full conversion every 10th call: 10% more work per
                frame on average, with the same cache behaviour as the normal conversions
  time10-naive  the same for naiveI420ToNV12 (I420ToNV12/naive)
  instructions2 simdI420ToNV12 converts the first 2% of the rows of each plane again: 2% more
                instructions per frame

Variant for the arm64 instructions gate (scripts/proofs/arm64-gate-proof.py):
  prefetch2     simdI420ToNV12 issues a few prefetch hints per CbCr row (one per 320 pairs): about
                2% more arm64 instructions, which cannot be optimised away

Variant for the profiles (the movers of `bench check --metric instructions`, `bench bisect`),
on both ISAs:
  rowpass3      the 2:1 box row kernel of one channel (ScaleI420/box-simd at 2:1) makes an extra
                pass over one row in 50, inside the function: x86-64 boxRowStepsByTwoOfOneChannel
                (its row loop does every 50th row again), arm64 boxRowByTwoOfOneChannel (every
                50th call runs its row's steps twice), each counting down a global to know when:
                about 3% more instructions in that function (2% the passes, 1% the counting)
"""
import pathlib
import subprocess
import sys

CONVERSION = "Sources/PiPKernels/Conversion/I420ToNV12/SIMDI420ToNV12.swift"
NAIVE_CONVERSION = "Sources/PiPSeedModels/NaiveI420ToNV12.swift"
SIGNATURE = "(y: SampleGrid, u: SampleGrid, v: SampleGrid, into yOut: SampleGrid, cbcr: SampleGrid)"
CONVERSION_FIRST_LINE = "public func simdI420ToNV12" + SIGNATURE + " {\n"
NAIVE_FIRST_LINE = "public func naiveI420ToNV12" + SIGNATURE + " -> NaiveAccessorCalls {\n"

# The bench ab variants' counter of calls.
AB_COUNTER = "\nnonisolated(unsafe) private var abProofCalls = 0\n\n"

# variant: (file, the function's first line, its name, the forwarded call's arguments)
EVERY_35TH = {
    "conversion": (CONVERSION, CONVERSION_FIRST_LINE, "simdI420ToNV12", "y: y, u: u, v: v, into: yOut, cbcr: cbcr"),
    "rotation": ("Sources/PiPKernels/Rotation/SIMDRotatePlane.swift",
                 "public func simdRotate(_ source: SampleGrid, into destination: SampleGrid, by rotation: Rotation, "
                 "kernels: KernelTable = .thisBuild) {\n",
                 "simdRotate", "source, into: destination, by: rotation, kernels: kernels"),
    "box": ("Sources/PiPKernels/Scaling/BoxSIMDScaling.swift",
            "public func boxScaleSIMD(_ source: SampleGrid, _ destination: SampleGrid, kernels: KernelTable = .thisBuild) {\n",
            "boxScaleSIMD", "source, destination, kernels: kernels"),
}

# The pipeline's extra call reads a source the first call has just brought into the cache, so it
# costs less than an average frame's call: one in 35 made Pipeline/best 1.9-2.6% slower (bench ab).
# One in 24 is 35/24 of that, 2.8-3.8%: the 3% the ab proof must catch.
PIPELINE_PERIOD = 24
PIPELINE = "Sources/PiPVideo/Pipelines/BestPipeline.swift"
PIPELINE_ANCHOR = "            try ScaleI420ToNV12.boxFused.run(source, into: buffer.frame)\n"

INTERLEAVE3 = """
    let repeated = max(1, cbcr.height * 3 / 100)
    for row in 0..<min(repeated, cbcr.height) {
        interleaveRow(u: UnsafeRawPointer(u.baseAddress) + row * u.bytesPerRow, v: UnsafeRawPointer(v.baseAddress) + row * v.bytesPerRow,
                      into: cbcr.baseAddress + row * cbcr.bytesPerRow, pairs: cbcr.width)
    }
"""

TIME10 = CONVERSION_FIRST_LINE + """    simdI420ToNV12Unpatched(y: y, u: u, v: v, into: yOut, cbcr: cbcr)
    gateProofCalls &+= 1
    if gateProofCalls % 10 == 0 { simdI420ToNV12Unpatched(y: y, u: u, v: v, into: yOut, cbcr: cbcr) }
}

nonisolated(unsafe) private var gateProofCalls = 0

"""
TIME10_NAIVE = NAIVE_FIRST_LINE + """    gateProofCalls &+= 1
    if gateProofCalls % 10 == 0 { _ = naiveI420ToNV12Unpatched(y: y, u: u, v: v, into: yOut, cbcr: cbcr) }
    return naiveI420ToNV12Unpatched(y: y, u: u, v: v, into: yOut, cbcr: cbcr)
}

nonisolated(unsafe) private var gateProofCalls = 0

@discardableResult
"""
INSTRUCTIONS2 = CONVERSION_FIRST_LINE + """    simdI420ToNV12Unpatched(y: y, u: u, v: v, into: yOut, cbcr: cbcr)
    for row in 0..<((yOut.height + 49) / 50) { pip_copy_row(yOut.row(row), y.row(row), UInt(y.rowBytes)) }
    for row in 0..<((cbcr.height + 49) / 50) {
        interleaveRow(u: UnsafeRawPointer(u.row(row)), v: UnsafeRawPointer(v.row(row)),
                      into: cbcr.baseAddress + row * cbcr.bytesPerRow, pairs: cbcr.width)
    }
}

"""

ROWPASS_X86 = "Sources/PiPKernels/Scaling/BoxRowSteps+X86.swift"
ROWPASS_X86_LOOP = """    var top = walk.source, out = walk.destination, o = 0
    for _ in 0..<walk.rows {
        let bottom = top + bytesPerRow
        // 16 outputs from 32 bytes of each row."""
ROWPASS_X86_ADVANCE = """        top += 2 &* bytesPerRow
        out += walk.destinationBytesPerRow
    }
    return o
}

/// 2:1 on (Cb, Cr) pairs, with the stores `walk` asks for."""
ROWPASS_NEON = "Sources/PiPKernels/Scaling/BoxRowSteps+NEON.swift"
ROWPASS_NEON_STEPS = """    let done = boxTwoRowSteps(firstRow, bytesPerRow: bytesPerRow, outputs: outputs, channels: 1, into: out)
    if done < outputs {"""

PREFETCH_ANCHOR = "    let step = 32\n"
PREFETCH2 = PREFETCH_ANCHOR + "    for extra in 0..<(pairs / 320) { pip_prefetch_read(u + 64 * extra) }  // injected slowdown\n"


class AnchorMissing(Exception):
    """The text a variant patches at is not in its file exactly once (the sources changed)."""


def replace_once(text: str, anchor: str, replacement: str, path: pathlib.Path, variant: str) -> str:
    """`text` with its one occurrence of `anchor` replaced; AnchorMissing if it is not there exactly once."""
    count = text.count(anchor)
    if count != 1:
        raise AnchorMissing(f"inject-slowdown: variant {variant}: the anchor '{anchor.strip()}' is in {path} "
                            f"{count} times, not once; the sources changed: update scripts/proofs/inject-slowdown.py")
    return text.replace(anchor, replacement)


def wrap(text: str, first_line: str, name: str, wrapper: str, path: pathlib.Path, variant: str) -> str:
    """The function starting at `first_line` renamed to <name>Unpatched, with `wrapper` (the function
    under its own name, calling the renamed one) placed before it."""
    renamed = first_line.replace(f"{name}(", f"{name}Unpatched(")
    return replace_once(text, first_line, wrapper + renamed, path, variant)


def with_import(text: str, module: str) -> str:
    return text if f"import {module}" in text else f"import {module}\n" + text


def patch(root: pathlib.Path, variant: str) -> pathlib.Path:
    """Patches the copy at `root` with `variant`; returns the file it changed."""
    if variant in EVERY_35TH:
        file, first_line, name, arguments = EVERY_35TH[variant]
        path = root / file
        wrapper = (first_line + f"    {name}Unpatched({arguments})\n    abProofCalls &+= 1\n"
                   + f"    if abProofCalls % 35 == 0 {{ {name}Unpatched({arguments}) }}\n}}\n" + AB_COUNTER)
        path.write_text(wrap(path.read_text(), first_line, name, wrapper, path, variant))
        return path
    if variant == "pipeline":
        path = root / PIPELINE
        text = replace_once(path.read_text(), PIPELINE_ANCHOR, PIPELINE_ANCHOR
                            + "            abProofCalls &+= 1\n"
                            + f"            if abProofCalls % {PIPELINE_PERIOD} == 0 {{ try ScaleI420ToNV12.boxFused.run(source, into: buffer.frame) }}\n",
                            path, variant)
        path.write_text(text + AB_COUNTER)
        return path
    if variant == "time10-naive":
        path = root / NAIVE_CONVERSION
        text = wrap(path.read_text(), NAIVE_FIRST_LINE, "naiveI420ToNV12", TIME10_NAIVE, path, variant)
        path.write_text(with_import(text, "Foundation"))
        return path
    if variant == "rowpass3":
        x86 = root / ROWPASS_X86
        text = replace_once(x86.read_text(), ROWPASS_X86_LOOP, ROWPASS_X86_LOOP.replace(
            "for _ in 0..<walk.rows {", "var row = 0\n    while row < walk.rows {"), x86, variant)
        x86.write_text(replace_once(text, ROWPASS_X86_ADVANCE, ROWPASS_X86_ADVANCE.replace(
            "        top += 2 &* bytesPerRow\n",
            "        rowPassRows &-= 1  // injected: every 50th row again\n        if rowPassRows <= 0 {\n            rowPassRows = 50\n"
            "            continue\n        }\n        row += 1\n        top += 2 &* bytesPerRow\n"), x86, variant)
                       + "\nnonisolated(unsafe) private var rowPassRows = 50\n")
        neon = root / ROWPASS_NEON
        neon.write_text(replace_once(neon.read_text(), ROWPASS_NEON_STEPS,
                                     "    rowPassCalls &-= 1  // injected: every 50th row twice\n"
                                     "    if rowPassCalls <= 0 {\n        rowPassCalls = 50\n"
                                     "        _ = boxTwoRowSteps(firstRow, bytesPerRow: bytesPerRow, outputs: outputs, channels: 1, into: out)\n"
                                     "    }\n" + ROWPASS_NEON_STEPS, neon, variant)
                        + "\nnonisolated(unsafe) private var rowPassCalls = 50\n")
        return x86
    path = root / CONVERSION
    text = path.read_text()
    if variant == "noop":
        text += "\n// ab-proof: a no-op edit (a comment).\n"
    elif variant == "interleave3":
        wrapper = (CONVERSION_FIRST_LINE + "    simdI420ToNV12Unpatched(y: y, u: u, v: v, into: yOut, cbcr: cbcr)"
                   + INTERLEAVE3 + "}\n\n")
        text = wrap(text, CONVERSION_FIRST_LINE, "simdI420ToNV12", wrapper, path, variant)
    elif variant == "time10":
        text = with_import(wrap(text, CONVERSION_FIRST_LINE, "simdI420ToNV12", TIME10, path, variant), "Foundation")
    elif variant == "instructions2":
        text = with_import(wrap(text, CONVERSION_FIRST_LINE, "simdI420ToNV12", INSTRUCTIONS2, path, variant), "Foundation")
    elif variant == "prefetch2":
        text = "import CPrefetch\n" + replace_once(text, PREFETCH_ANCHOR, PREFETCH2, path, variant)
    path.write_text(text)
    return path


VARIANTS = ["noop", *EVERY_35TH, "pipeline", "interleave3", "time10", "time10-naive", "instructions2", "prefetch2", "rowpass3"]


def main() -> int:
    if len(sys.argv) != 3 or sys.argv[2] not in VARIANTS:
        print(__doc__, file=sys.stderr)
        if len(sys.argv) == 3:
            print(f"inject-slowdown: unknown variant '{sys.argv[2]}' (one of: {', '.join(VARIANTS)})", file=sys.stderr)
        return 64
    root, variant = pathlib.Path(sys.argv[1]).resolve(), sys.argv[2]
    if not root.is_dir():
        print(f"inject-slowdown: {root} is not a directory (give the root of a copy of the sources)", file=sys.stderr)
        return 64
    inside_git = subprocess.run(["git", "-C", str(root), "rev-parse", "--is-inside-work-tree"],
                                capture_output=True, text=True).stdout.strip() == "true"
    if inside_git:
        print(f"inject-slowdown: {root} is inside a git work tree; patch a copy, never the repository", file=sys.stderr)
        return 1
    try:
        path = patch(root, variant)
    except AnchorMissing as error:
        print(error, file=sys.stderr)
        return 1
    except FileNotFoundError as error:
        print(f"inject-slowdown: variant {variant}: {error.filename} is missing; is {root} a copy of the sources?", file=sys.stderr)
        return 1
    print(f"inject-slowdown: {variant} patched into {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
