import CPrefetch

/// The vector loops of the two box cases that are bound by arithmetic when the frame is cached:
/// 2:1 both ways and 4:1 both ways. Like the whole kernels folder, this file is compiled for
/// baseline x86-64 (SSE2) or arm64 and, as PiPKernelsX86V3, for x86-64-v3 (AVX2: the same Swift in
/// 256-bit registers); `boxRowStepsByTwo` (its public function is in Dispatch/KernelTable+Entries.swift,
/// its row steps here) and `boxRowStepsByFour` are `KernelTable` entries, so the build PiPVideo's
/// `RowKernels` chooses by what the CPU supports is the one that runs. The vectors here are 32 bytes wide so that the v3 build fills a register; the
/// baseline build splits each into two 16-byte halves (as fast as the 16-byte code these loops
/// replaced, within 4% hot at 1080p).
///
/// What differs per architecture is beside this file: BoxRowSteps+NEON.swift (arm64's pair sums
/// and 16-byte stores, its one-channel 2:1 and 4:1 rows), BoxRowSteps+Portable.swift (wrapped-lane
/// pair sums and 32-byte stores, and the 4:1 steps, which arm64 does not have),
/// BoxRowSteps+X86.swift (the steps spelled for x86-64-v3).

/// The vector steps of a 2:1 box row from two source rows, 32 outputs a step (one prefetch per 64
/// bytes of each row), wrapping arithmetic throughout; returns the outputs done. One channel:
/// `quarterRoundedPairs`; two ((Cb, Cr) pairs): `quarterRoundedUnits`, rows added first in 16-bit
/// lanes, then neighbouring (Cb, Cr) units (32 bits): two word shuffles per 8 outputs instead of
/// masking both rows' bytes apart.
@inline(__always)
func boxTwoRowSteps(
    _ firstRow: UnsafeMutablePointer<UInt8>, bytesPerRow: Int, outputs: Int, channels: Int, into out: UnsafeMutablePointer<UInt8>
) -> Int {
    let top = UnsafeRawPointer(firstRow), bottom = top + bytesPerRow
    @inline(__always)
    func step(_ offset: Int) -> SIMD16<UInt8> {
        channels == 1 ? quarterRoundedPairs(top, bottom, offset) : quarterRoundedUnits(top, bottom, offset)
    }
    var o = 0
    while o &+ 32 <= outputs {
        prefetchNextBand(top + 2 &* o, bytesPerRow: bytesPerRow, rowCount: 2)
        storeTwoRowStep(step, at: 2 &* o, into: out + o)
        o &+= 32
    }
    if o &+ 16 <= outputs {
        UnsafeMutableRawPointer(out + o).storeBytes(of: step(2 &* o), as: SIMD16<UInt8>.self)
        o &+= 16
    }
    return o
}

/// 16 outputs of a 2:1 box on (Cb, Cr) pairs: bytes `offset ..< offset + 32` of two rows, added
/// as 16-bit lanes, neighbouring (Cb, Cr) units added, + 2, / 4.
@inline(__always)
private func quarterRoundedUnits(_ top: UnsafeRawPointer, _ bottom: UnsafeRawPointer, _ offset: Int) -> SIMD16<UInt8> {
    let a = top.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self)
    let b = top.loadUnaligned(fromByteOffset: offset &+ 16, as: SIMD16<UInt8>.self)
    let c = bottom.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self)
    let d = bottom.loadUnaligned(fromByteOffset: offset &+ 16, as: SIMD16<UInt8>.self)
    let left = widened(a) &+ widened(c), right = widened(b) &+ widened(d)
    let low = addingNeighbourUnits(left.lowHalf, left.highHalf), high = addingNeighbourUnits(right.lowHalf, right.highHalf)
    return narrowed(SIMD16<UInt16>(lowHalf: (low &+ 2) &>> 2, highHalf: (high &+ 2) &>> 2))
}

/// For two vectors of (Cb, Cr) sums, 4 units of 32 bits each: (unit 0 + unit 1, unit 2 + unit 3)
/// of `first`, then the same of `second`, lane by lane.
@inline(__always)
private func addingNeighbourUnits(_ first: SIMD8<UInt16>, _ second: SIMD8<UInt16>) -> SIMD8<UInt16> {
    let a = unsafeBitCast(first, to: SIMD4<UInt32>.self), b = unsafeBitCast(second, to: SIMD4<UInt32>.self)
    let even = SIMD4<UInt32>(a[0], a[2], b[0], b[2]), odd = SIMD4<UInt32>(a[1], a[3], b[1], b[3])
    return unsafeBitCast(even, to: SIMD8<UInt16>.self) &+ unsafeBitCast(odd, to: SIMD8<UInt16>.self)
}
