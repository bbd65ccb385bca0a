import PiPVideo
/// A temporary plane of a libyuv chain: tight rows, starting on a 64-byte boundary.
struct ScratchPlane {
    let bytes: UnsafeMutablePointer<UInt8>
    let bytesPerRow: Int32
}

/// Runs `body` with uninitialised scratch planes of `sizes` (one byte per sample), allocated for
/// this call and released after it: what an app that calls a libyuv chain once per frame pays.
/// (`withUnsafeTemporaryAllocation` takes small buffers from the stack and frame-sized ones from
/// malloc; nothing is zero-filled.) A per-size cache that outlives the call would be state the app
/// has to own and size; the chains here keep none. Measured with glibc at 1080p, the per-call
/// allocation costs well under a microsecond once malloc reuses the freed block (SplitRotateUV90 +
/// MergeUVPlane: 161 us with preallocated scratch, 161 us allocating per call); other allocators
/// (iOS hands large blocks out from fresh VM pages) may charge page faults that this does not show.
func withScratchPlanes<Result>(_ sizes: [FrameSize], _ body: ([ScratchPlane]) throws -> Result) rethrows -> Result {
    let alignment = AlignedStorage.alignment
    let offsets = sizes.reduce(into: [0]) { offsets, size in
        offsets.append(offsets[offsets.count - 1] + (size.pixelCount + alignment - 1) / alignment * alignment)
    }
    return try withUnsafeTemporaryAllocation(byteCount: max(offsets[offsets.count - 1], 1), alignment: alignment) { buffer in
        // Never nil: the buffer holds at least one byte.
        let base = buffer.baseAddress!.bindMemory(to: UInt8.self, capacity: buffer.count)
        let planes = sizes.indices.map { ScratchPlane(bytes: base + offsets[$0], bytesPerRow: Int32(sizes[$0].width)) }
        return try body(planes)
    }
}
