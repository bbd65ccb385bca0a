/// Lane-widening (and narrowing) conversions spelled element by element.
///
/// The standard library's generic `init(truncatingIfNeeded:)` between SIMD types is often left
/// as a call to a specialised generic function that passes vectors through the stack; written
/// element by element, the optimiser emits the native unpack instructions instead
/// (punpcklbw/punpckhbw against zero on x86, ushll/ushll2 on arm64).

/// The 16 bytes of `v` as 16-bit lanes.
@inline(__always)
func widened(_ v: SIMD16<UInt8>) -> SIMD16<UInt16> {
    SIMD16<UInt16>(
        UInt16(v[0]), UInt16(v[1]), UInt16(v[2]), UInt16(v[3]), UInt16(v[4]), UInt16(v[5]), UInt16(v[6]), UInt16(v[7]),
        UInt16(v[8]), UInt16(v[9]), UInt16(v[10]), UInt16(v[11]), UInt16(v[12]), UInt16(v[13]), UInt16(v[14]), UInt16(v[15]))
}

/// The 8 lanes of `v` as 32-bit lanes.
@inline(__always)
func widened(_ v: SIMD8<UInt16>) -> SIMD8<UInt32> {
    SIMD8<UInt32>(UInt32(v[0]), UInt32(v[1]), UInt32(v[2]), UInt32(v[3]), UInt32(v[4]), UInt32(v[5]), UInt32(v[6]), UInt32(v[7]))
}

/// The 16 lanes of `v` as 32-bit lanes.
@inline(__always)
func widened(_ v: SIMD16<UInt16>) -> SIMD16<UInt32> {
    SIMD16<UInt32>(lowHalf: widened(v.lowHalf), highHalf: widened(v.highHalf))
}

/// The 16 bytes of `v` loaded from `pointer`, as 16-bit lanes.
@inline(__always)
func loadWidened(_ pointer: UnsafePointer<UInt8>) -> SIMD16<UInt16> {
    widened(UnsafeRawPointer(pointer).loadUnaligned(as: SIMD16<UInt8>.self))
}

/// The low byte of each 16-bit lane of `v`.
@inline(__always)
func narrowed(_ v: SIMD16<UInt16>) -> SIMD16<UInt8> {
    SIMD16<UInt8>(
        UInt8(truncatingIfNeeded: v[0]), UInt8(truncatingIfNeeded: v[1]), UInt8(truncatingIfNeeded: v[2]),
        UInt8(truncatingIfNeeded: v[3]), UInt8(truncatingIfNeeded: v[4]), UInt8(truncatingIfNeeded: v[5]),
        UInt8(truncatingIfNeeded: v[6]), UInt8(truncatingIfNeeded: v[7]), UInt8(truncatingIfNeeded: v[8]),
        UInt8(truncatingIfNeeded: v[9]), UInt8(truncatingIfNeeded: v[10]), UInt8(truncatingIfNeeded: v[11]),
        UInt8(truncatingIfNeeded: v[12]), UInt8(truncatingIfNeeded: v[13]), UInt8(truncatingIfNeeded: v[14]),
        UInt8(truncatingIfNeeded: v[15]))
}

/// The low 16 bits of each 32-bit lane of `v`.
@inline(__always)
func narrowed(_ v: SIMD8<UInt32>) -> SIMD8<UInt16> {
    SIMD8<UInt16>(
        UInt16(truncatingIfNeeded: v[0]), UInt16(truncatingIfNeeded: v[1]), UInt16(truncatingIfNeeded: v[2]),
        UInt16(truncatingIfNeeded: v[3]), UInt16(truncatingIfNeeded: v[4]), UInt16(truncatingIfNeeded: v[5]),
        UInt16(truncatingIfNeeded: v[6]), UInt16(truncatingIfNeeded: v[7]))
}
