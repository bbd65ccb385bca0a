// Tiles that cover a length without reaching past it: the last one aligned to the far edge.

/// Calls `body` with 0, side, 2 side, ... and finally `length - side`, so that tiles of `side`
/// starting there cover `0..<length` without reaching past it.
/// - Precondition: `length >= side`.
@inline(__always)
func forEachTileStart(length: Int, side: Int, _ body: (Int) -> Void) {
    var start = 0
    while start + side < length {
        body(start)
        start += side
    }
    body(length - side)
}
