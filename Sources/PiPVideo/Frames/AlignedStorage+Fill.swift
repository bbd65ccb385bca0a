extension AlignedStorage {
    /// Fills every byte (padding included) with a deterministic pseudo-random sequence (SplitMix64),
    /// so distinct seeds give distinct frames and any misplaced byte shows up in a comparison.
    public func fillPseudoRandom(seed: UInt64) {
        var state = seed &+ 0x9E37_79B9_7F4A_7C15
        var index = 0
        while index < byteCount {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            z ^= z >> 31
            if byteCount - index >= 8 {
                baseAddress.storeBytes(of: z.littleEndian, toByteOffset: index, as: UInt64.self)
                index += 8
            } else {
                for shift in 0..<(byteCount - index) {
                    baseAddress.storeBytes(of: UInt8(truncatingIfNeeded: z >> (8 * UInt64(shift))), toByteOffset: index + shift, as: UInt8.self)
                }
                index = byteCount
            }
        }
    }

    /// Sets every byte (padding included) to `value`.
    public func fill(with value: UInt8) {
        baseAddress.initializeMemory(as: UInt8.self, repeating: value, count: byteCount)
    }
}
