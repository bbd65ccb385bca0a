import CPrefetch
import PiPKernels

/// An order in which a kernel can read a cold source plane, as a benchmark of its own with no
/// arithmetic: how fast this host delivers a frame read that way, next to the cold read+write roofline.
///
/// The rotating kernels cannot read their source in address order (they turn it), and on some hosts
/// that, not their arithmetic, sets how close a cold frame comes to memory speed. `ReadOrder`
/// benchmarks read every 16 bytes of the frame once, in the order of one of those kernels, and do
/// nothing else, so their `x read roofline` is what that order costs on the host at hand: a kernel
/// that reads that way does not do much better cold, whatever its arithmetic, and can do worse (its
/// own stores and passes between the reads count too). A diagnostic of a kernel's chosen order, not
/// a floor of the operation (another order can read the same frame faster), nor a strict floor of
/// the kernel: one that issues the same prefetches at other moments can come in a little under (the
/// 3:1 kernel measured 0.92-0.96x its model). docs/design/cold-path.md says what they measured and why the
/// rotating kernels sit where they do.
///
/// Every order visits the same 16-byte vectors of each row: those at offsets 0, 16, 32, ... and,
/// when a row's length is not a multiple of 16, the one that ends at the row's last byte.
public enum ReadOrder: String, CaseIterable, Sendable {
    /// Row after row, left to right: the order of a memcpy (the roofline's own read).
    case rows
    /// The camera's 8/3 rotate-scale kernel's (`boxScaleRotatingEightThirds`): bands of 64 rows,
    /// each read in strips of 96 bytes, a strip's rows top to bottom; no software prefetch.
    case strips
    /// `strips`, and while a band is read the next band is prefetched in memory order, a line per
    /// 64 bytes read (tight rows), as the kernel does (spread evenly over the band's reads here;
    /// the kernel spreads them over its two passes).
    case stripsPrefetched = "strips-prefetched"
    /// The 1080p rotate-scale kernel's (`boxScaleRotatingByThree`, a third on both axes): as
    /// `strips-prefetched`, with its bands of 72 rows and its strips.
    case byThreeStripsPrefetched = "by-three-strips-prefetched"
    /// `strips-prefetched` with bands of 8 rows (10 KB of a 1280-byte plane, so a band and the next
    /// fit in L1): no kernel reads this way (the 8/3 kernel's transposes need 64 rows of a strip),
    /// but on the Zen 4 host it was the fastest order measured that is not row after row, so it
    /// is the reference for a kernel designed around it.
    case shortBandsPrefetched = "short-bands-prefetched"
    /// A SIMD quarter turn's (`simdRotate`, clockwise): destination tiles in destination order, so a
    /// 16-byte column of the source at a time, its rows from the bottom up in tiles of 16 rows
    /// (8 for a plane of CbCr pairs); no software prefetch.
    case tiles
    /// `tiles`, and each tile requests the next line of a quarter of its rows (64 bytes along each
    /// row, where the walk goes next), the quarter chosen by the column, as the quarter turns do.
    case tilesPrefetched = "tiles-prefetched"
    /// The counter-clockwise quarter turn's (270 degrees), the vertical mirror of
    /// `tiles-prefetched`: a 16-byte column of the source at a time, left to right, its tiles and
    /// each tile's rows from the top down, and the same next-line prefetch of a quarter of the
    /// rows, counted from each tile's top.
    case tilesCounterclockwisePrefetched = "tiles-counterclockwise-prefetched"

    /// What listings say about it.
    public var summary: String {
        switch self {
        case .rows: return "row after row (a memcpy's order)"
        case .strips: return "the 8/3 rotate-scale kernel's bands and strips, no prefetch"
        case .stripsPrefetched: return "the 8/3 kernel's bands and strips, next band prefetched in memory order"
        case .byThreeStripsPrefetched: return "the 3:1 rotate-scale kernel's bands and strips, next band prefetched in memory order"
        case .shortBandsPrefetched: return "strips of bands of 8 rows, next band prefetched (no kernel's yet)"
        case .tiles: return "a SIMD quarter turn's tiles in destination order, no prefetch"
        case .tilesPrefetched: return "a SIMD quarter turn's tiles, next line of a quarter of their rows prefetched"
        case .tilesCounterclockwisePrefetched: return "the counter-clockwise SIMD quarter turn's tiles (top down), next line of a quarter of their rows prefetched"
        }
    }

    /// Rows of a band of `strips` (the 8/3 kernel's).
    static let bandRows = eightThirdsBandSourceRows
    /// Rows of a band of `by-three-strips-prefetched` (the 3:1 kernel's).
    static let byThreeBandRows = byThreeBandSourceRows
    /// Bytes of a strip of `by-three-strips-prefetched` (the 3:1 kernel's).
    static let byThreeStripBytes = PiPKernels.byThreeStripBytes
    /// Rows of a band of `short-bands-prefetched`.
    static let shortBandRows = 8
    /// Bytes of a strip of `strips` (the 8/3 kernel's).
    static let stripBytes = eightThirdsStripBytes

    /// Calls `visit` with the address of every 16-byte vector of the plane once, in this order,
    /// and `prefetch` with the addresses the order requests ahead (which may lie past the plane:
    /// a prefetch never faults).
    /// - Precondition: `rowBytes >= 16`, `height >= 1`, `bytesPerRow >= rowBytes`; `tileRows` is
    ///   16 for a plane of bytes, 8 for one of CbCr pairs.
    @inline(__always)
    func walk(
        _ base: UnsafeRawPointer, rowBytes: Int, height: Int, bytesPerRow: Int, tileRows: Int,
        visit: (UnsafeRawPointer) -> Void, prefetch: (UnsafeRawPointer) -> Void
    ) {
        switch self {
        case .rows:
            for y in 0..<height { Self.visitColumns(of: base + y &* bytesPerRow, from: 0, to: rowBytes, rowBytes: rowBytes, visit) }
        case .strips, .stripsPrefetched, .shortBandsPrefetched:
            Self.walkStrips(base, rowBytes: rowBytes, height: height, bytesPerRow: bytesPerRow,
                            bandRows: self == .shortBandsPrefetched ? Self.shortBandRows : Self.bandRows, stripBytes: Self.stripBytes,
                            prefetching: self != .strips, visit: visit, prefetch: prefetch)
        case .byThreeStripsPrefetched:
            Self.walkStrips(base, rowBytes: rowBytes, height: height, bytesPerRow: bytesPerRow,
                            bandRows: Self.byThreeBandRows, stripBytes: Self.byThreeStripBytes,
                            prefetching: true, visit: visit, prefetch: prefetch)
        case .tiles, .tilesPrefetched, .tilesCounterclockwisePrefetched:
            Self.walkTiles(base, rowBytes: rowBytes, height: height, bytesPerRow: bytesPerRow, tileRows: tileRows,
                           prefetching: self != .tiles, downward: self == .tilesCounterclockwisePrefetched,
                           visit: visit, prefetch: prefetch)
        }
    }

    /// The vectors of one row whose offsets fall in `start ..< end` (multiples of 16, `end` may be
    /// `rowBytes`), and the row's last, edge-aligned vector if `end` is the row's end and its
    /// length is not a multiple of 16.
    @inline(__always)
    static func visitColumns(of row: UnsafeRawPointer, from start: Int, to end: Int, rowBytes: Int, _ visit: (UnsafeRawPointer) -> Void) {
        let whole = rowBytes & ~15
        var x = start
        while x < min(end, whole) {
            visit(row + x)
            x &+= 16
        }
        if end >= rowBytes, whole != rowBytes { visit(row + (rowBytes &- 16)) }
    }

    @inline(__always)
    private static func walkStrips(
        _ base: UnsafeRawPointer, rowBytes: Int, height: Int, bytesPerRow: Int, bandRows: Int, stripBytes: Int, prefetching: Bool,
        visit: (UnsafeRawPointer) -> Void, prefetch: (UnsafeRawPointer) -> Void
    ) {
        let vectorsPerRow = rowBytes / 16 + (rowBytes % 16 == 0 ? 0 : 1)
        var bandStart = 0
        while bandStart < height {
            let bandEnd = min(bandStart &+ bandRows, height)
            // The next band's lines, requested in memory order, spread evenly over this band's vectors
            // (a line per 64 bytes read when rows are tight; all of them by the band's last vector).
            var next = base + bandEnd &* bytesPerRow
            let nextBytes = (min(bandEnd &+ bandRows, height) &- bandEnd) &* bytesPerRow
            let lines = prefetching ? (nextBytes &+ 63) / 64 : 0
            let vectors = (bandEnd &- bandStart) &* vectorsPerRow
            var credit = 0
            func request(_ vector: UnsafeRawPointer) {
                visit(vector)
                credit &+= lines
                while credit >= vectors {
                    credit &-= vectors
                    prefetch(next)
                    next += 64
                }
            }
            var stripStart = 0
            while stripStart < rowBytes {
                let stripEnd = min(stripStart &+ stripBytes, rowBytes)
                for y in bandStart..<bandEnd {
                    visitColumns(of: base + y &* bytesPerRow, from: stripStart, to: stripEnd, rowBytes: rowBytes, request)
                }
                stripStart = stripEnd
            }
            bandStart = bandEnd
        }
    }

    @inline(__always)
    private static func walkTiles(
        _ base: UnsafeRawPointer, rowBytes: Int, height: Int, bytesPerRow: Int, tileRows: Int, prefetching: Bool, downward: Bool,
        visit: (UnsafeRawPointer) -> Void, prefetch: (UnsafeRawPointer) -> Void
    ) {
        let whole = rowBytes & ~15
        let columns = whole / 16 + (whole == rowBytes ? 0 : 1)
        let quarterRows = max(1, tileRows / 4)
        for column in 0..<columns {
            let x = column < whole / 16 ? column &* 16 : rowBytes &- 16
            // The quarter of rows the kernel prefetches, from the tile's byte offset as it does (the
            // last, edge-aligned tile of a row not a multiple of 16 bytes takes the one before's).
            let firstPrefetched = ((x &>> 4) & 3) &* quarterRows
            // Tiles from the bottom row up, each tile's rows bottom-up (clockwise); or both top down.
            // `index` counts a tile's rows in the order they are read, as the kernel's prefetch does.
            var done = 0
            while done < height {
                let rows = min(tileRows, height &- done)
                for index in 0..<rows {
                    let y = downward ? done &+ index : height &- 1 &- done &- index
                    let row = base + y &* bytesPerRow
                    if prefetching, index >= firstPrefetched, index < firstPrefetched &+ quarterRows { prefetch(row + (x &+ 64)) }
                    visit(row + x)
                }
                done &+= rows
            }
        }
    }
}

extension ReadOrder {
    /// The exclusive-or of every vector of the plane, read in this order (the same for every
    /// order, which is how the benchmarks check that an order read each vector once).
    @inline(never)
    func checksum(_ base: UnsafeRawPointer, rowBytes: Int, height: Int, bytesPerRow: Int, tileRows: Int) -> SIMD16<UInt8> {
        var checksum = SIMD16<UInt8>()
        walk(base, rowBytes: rowBytes, height: height, bytesPerRow: bytesPerRow, tileRows: tileRows,
             visit: { checksum ^= $0.loadUnaligned(as: SIMD16<UInt8>.self) }, prefetch: { pip_prefetch_read($0) })
        return checksum
    }
}
