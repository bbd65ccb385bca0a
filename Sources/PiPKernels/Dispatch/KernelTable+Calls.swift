/// The one place each `KernelTable` entry is dispatched: a call per entry that, on x86-64, calls the
/// function this table holds (the baseline's or x86-64-v3's build) and, on other architectures
/// (one build, a table without entries), calls this module's function directly, which the compiler
/// may inline (on arm64 the 2:1 row steps are inlined: a call per row cost 2.5%). The plane kernels
/// call these, never an entry or its function themselves; each is inlined into its caller, so a
/// call costs what the entry's own call costs.
extension KernelTable {
    /// `boxRowStepsByTwo` in this table's build: the vector steps of `rows` rows of a 2:1 box;
    /// returns how many of each row's `outputs` bytes were written.
    @inline(__always)
    func runBoxRowStepsByTwo(
        _ firstRow: UnsafeMutablePointer<UInt8>, bytesPerRow: Int, outputs: Int, channels: Int, rows: Int = 1,
        into out: UnsafeMutablePointer<UInt8>, bytesPerRow destinationBytesPerRow: Int = 0, stores: DestinationStores = .cached
    ) -> Int {
        #if arch(x86_64)
        self.boxRowStepsByTwo(firstRow, bytesPerRow, outputs, channels, rows, out, destinationBytesPerRow, stores == .streaming)
        #else
        boxRowStepsByTwo(firstRow, bytesPerRow: bytesPerRow, outputs: outputs, channels: channels, rows: rows,
                         into: out, bytesPerRow: destinationBytesPerRow)
        #endif
    }

    #if !arch(arm64)
    /// `boxRowStepsByFour` in this table's build: the vector steps of `rows` rows of a 4:1 box;
    /// returns how many of each row's `outputs` bytes were written. (arm64 has no such function:
    /// `boxRowByFour`'s own loop is shorter there.)
    @inline(__always)
    func runBoxRowStepsByFour(
        _ firstRow: UnsafeMutablePointer<UInt8>, bytesPerRow: Int, outputs: Int, channels: Int, rows: Int = 1,
        into out: UnsafeMutablePointer<UInt8>, bytesPerRow destinationBytesPerRow: Int = 0, stores: DestinationStores = .cached
    ) -> Int {
        #if arch(x86_64)
        self.boxRowStepsByFour(firstRow, bytesPerRow, outputs, channels, rows, out, destinationBytesPerRow, stores == .streaming)
        #else
        boxRowStepsByFour(firstRow, bytesPerRow: bytesPerRow, outputs: outputs, channels: channels, rows: rows,
                          into: out, bytesPerRow: destinationBytesPerRow)
        #endif
    }
    #endif

    /// `boxScaleRotatingEightThirds` in this table's build: the camera's 8/3 quarter turn of a
    /// whole plane.
    @inline(__always)
    func runBoxScaleRotatingEightThirds(
        _ source: UnsafePointer<UInt8>, width: Int, height: Int, bytesPerRow: Int, channels: Int,
        into destination: UnsafeMutablePointer<UInt8>, bytesPerRow destinationBytesPerRow: Int, clockwise: Bool,
        scratch: UnsafeMutableRawPointer
    ) {
        #if arch(x86_64)
        self.boxScaleRotatingEightThirds(source, width, height, bytesPerRow, channels, destination, destinationBytesPerRow, clockwise, scratch)
        #else
        boxScaleRotatingEightThirds(source, width: width, height: height, bytesPerRow: bytesPerRow, channels: channels,
                                    into: destination, bytesPerRow: destinationBytesPerRow, clockwise: clockwise, scratch: scratch)
        #endif
    }

    /// `boxScaleRotatingByThree` in this table's build: the 3:1 quarter turn of a whole plane.
    @inline(__always)
    func runBoxScaleRotatingByThree(
        _ source: UnsafePointer<UInt8>, width: Int, height: Int, bytesPerRow: Int, channels: Int,
        into destination: UnsafeMutablePointer<UInt8>, bytesPerRow destinationBytesPerRow: Int, clockwise: Bool,
        scratch: UnsafeMutableRawPointer
    ) {
        #if arch(x86_64)
        self.boxScaleRotatingByThree(source, width, height, bytesPerRow, channels, destination, destinationBytesPerRow, clockwise, scratch)
        #else
        boxScaleRotatingByThree(source, width: width, height: height, bytesPerRow: bytesPerRow, channels: channels,
                                into: destination, bytesPerRow: destinationBytesPerRow, clockwise: clockwise, scratch: scratch)
        #endif
    }

    /// `simdQuarterTurn` in this table's build: a quarter turn of a plane of at least one tile.
    @inline(__always)
    func runQuarterTurn(
        _ source: UnsafePointer<UInt8>, width: Int, height: Int, bytesPerRow: Int, channels: Int,
        into destination: UnsafeMutablePointer<UInt8>, bytesPerRow destinationBytesPerRow: Int, clockwise: Bool
    ) {
        #if arch(x86_64)
        self.quarterTurn(source, width, height, bytesPerRow, channels, destination, destinationBytesPerRow, clockwise)
        #else
        simdQuarterTurn(source, width: width, height: height, bytesPerRow: bytesPerRow, channels: channels,
                        into: destination, bytesPerRow: destinationBytesPerRow, clockwise: clockwise)
        #endif
    }

    /// `simdI420ToBGRA` in this table's build: a frame's I420 -> BGRA conversion.
    @inline(__always)
    func runI420ToBGRA(y: SampleGrid, u: SampleGrid, v: SampleGrid, into bgra: SampleGrid, _ range: ColorRange) {
        #if arch(x86_64)
        self.i420ToBGRA(y.base, y.bytesPerRow, u.base, u.bytesPerRow, v.base, v.bytesPerRow, y.width, y.height,
                        bgra.base, bgra.bytesPerRow, range == .full)
        #else
        simdI420ToBGRA(y: y, u: u, v: v, into: bgra, range)
        #endif
    }

    /// `bilinearScaleSIMD` in this table's build: a plane's bilinear downscale.
    @inline(__always)
    func runBilinearScale(_ source: SampleGrid, _ destination: SampleGrid, stores: DestinationStores) {
        #if arch(x86_64)
        self.bilinearScale(source.base, source.width, source.height, source.bytesPerRow, source.channels,
                           destination.base, destination.width, destination.height, destination.bytesPerRow, stores == .streaming)
        #else
        bilinearScaleSIMD(source, destination, stores: stores)
        #endif
    }
}
