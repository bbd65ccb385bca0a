/// The kernels compiled once per instruction set, as function references, the way libyuv fills
/// its row-function pointers once from the CPU's features.
///
/// On x86-64 this folder is compiled twice: as `PiPKernels` for the baseline (SSE2) and as
/// `PiPKernelsX86V3` with `-march=x86-64-v3` (AVX2; Sources/PiPKernelsX86V3 is a link to this
/// folder). The plane kernels of `PiPKernels` call the entries below for their hottest row and
/// tile loops, so one table decides which build those loops run: `thisBuild`, or a table a caller
/// fills with `PiPKernelsX86V3`'s functions on a CPU that runs them (PiPVideo's `RowKernels`
/// chooses once per process). Both builds write the same bytes.
///
/// On other architectures there is one build: the table has no entries and the kernels call
/// their loops directly (on arm64 the 2:1 row steps are inlined; a call per row cost 2.5%). The
/// kernels make either call through one function per entry (`runBoxRowStepsByTwo` and the others,
/// KernelTable+Calls.swift), the only code that tells the two apart.
public struct KernelTable: Sendable {
    #if arch(x86_64)
    /// The vector steps of the rows of a 2:1 box (`boxRowStepsByTwo`).
    public let boxRowStepsByTwo: BoxRowSteps
    /// The vector steps of the rows of a 4:1 box (`boxRowStepsByFour`).
    public let boxRowStepsByFour: BoxRowSteps
    /// The camera's 8/3 quarter turn of a whole plane (`boxScaleRotatingEightThirds`).
    public let boxScaleRotatingEightThirds: PlaneRotateScaleKernel
    /// The 3:1 quarter turn of a whole plane (`boxScaleRotatingByThree`; same signature).
    public let boxScaleRotatingByThree: PlaneRotateScaleKernel
    /// The quarter turns of `simdRotate` (`simdQuarterTurn`: bytes or pairs, either direction).
    public let quarterTurn: QuarterTurnKernel
    /// The `simd` I420 -> BGRA conversion of a frame (`simdI420ToBGRA`).
    public let i420ToBGRA: I420ToBGRAKernel
    /// `bilinear-simd`'s downscale of a plane (`bilinearScaleSIMD`).
    public let bilinearScale: PlaneScaleKernel

    /// A table of the given builds' functions.
    public init(
        boxRowStepsByTwo: @escaping BoxRowSteps, boxRowStepsByFour: @escaping BoxRowSteps,
        boxScaleRotatingEightThirds: @escaping PlaneRotateScaleKernel, boxScaleRotatingByThree: @escaping PlaneRotateScaleKernel,
        quarterTurn: @escaping QuarterTurnKernel, i420ToBGRA: @escaping I420ToBGRAKernel, bilinearScale: @escaping PlaneScaleKernel
    ) {
        self.boxRowStepsByTwo = boxRowStepsByTwo
        self.boxRowStepsByFour = boxRowStepsByFour
        self.boxScaleRotatingEightThirds = boxScaleRotatingEightThirds
        self.boxScaleRotatingByThree = boxScaleRotatingByThree
        self.quarterTurn = quarterTurn
        self.i420ToBGRA = i420ToBGRA
        self.bilinearScale = bilinearScale
    }

    /// This module's own build of every entry.
    public static let thisBuild = KernelTable(
        boxRowStepsByTwo: cachedBoxRowStepsByTwo(_:bytesPerRow:outputs:channels:rows:into:bytesPerRow:streaming:),
        boxRowStepsByFour: cachedBoxRowStepsByFour(_:bytesPerRow:outputs:channels:rows:into:bytesPerRow:streaming:),
        boxScaleRotatingEightThirds: boxScaleRotatingEightThirds(_:width:height:bytesPerRow:channels:into:bytesPerRow:clockwise:scratch:),
        boxScaleRotatingByThree: boxScaleRotatingByThree(_:width:height:bytesPerRow:channels:into:bytesPerRow:clockwise:scratch:),
        quarterTurn: simdQuarterTurn(_:width:height:bytesPerRow:channels:into:bytesPerRow:clockwise:),
        i420ToBGRA: simdI420ToBGRA(y:bytesPerRow:u:bytesPerRow:v:bytesPerRow:width:height:into:bytesPerRow:fullRange:),
        bilinearScale: cachedBilinearScale(_:width:height:bytesPerRow:channels:into:width:height:bytesPerRow:streaming:))

    /// This module's entries written for x86-64-v3's instructions (`weightedBoxRowStepsByTwo` and
    /// `weightedBoxRowStepsByFour`: `vpmaddubsw` pair sums; `wideStepI420ToBGRA`: 256-bit
    /// channels; `simdQuarterTurnInLanes`: two tile rows per 256-bit register), the others as in
    /// `thisBuild` (`bilinearScaleSIMD`'s source is one spelling: there only the registers differ).
    /// PiPVideo's `RowKernels` takes this table from the x86-64-v3 build; in the baseline build
    /// those spellings are correct but slow (SSE2 has no `pmaddubsw`), so `thisBuild` keeps the
    /// baseline's own.
    public static let x86V3 = KernelTable(
        boxRowStepsByTwo: weightedBoxRowStepsByTwo(_:bytesPerRow:outputs:channels:rows:into:bytesPerRow:streaming:),
        boxRowStepsByFour: weightedBoxRowStepsByFour(_:bytesPerRow:outputs:channels:rows:into:bytesPerRow:streaming:),
        boxScaleRotatingEightThirds: boxScaleRotatingEightThirds(_:width:height:bytesPerRow:channels:into:bytesPerRow:clockwise:scratch:),
        boxScaleRotatingByThree: boxScaleRotatingByThree(_:width:height:bytesPerRow:channels:into:bytesPerRow:clockwise:scratch:),
        quarterTurn: simdQuarterTurnInLanes(_:width:height:bytesPerRow:channels:into:bytesPerRow:clockwise:),
        i420ToBGRA: wideStepI420ToBGRA(y:bytesPerRow:u:bytesPerRow:v:bytesPerRow:width:height:into:bytesPerRow:fullRange:),
        bilinearScale: bilinearScaleSIMD(_:width:height:bytesPerRow:channels:into:width:height:bytesPerRow:streaming:))
    #else
    /// The one build.
    public static let thisBuild = KernelTable()
    #endif
}

#if arch(x86_64)
/// `boxRowStepsByTwo` as a table entry: the baseline build writes through the cache whatever
/// `streaming` asks (`DestinationStores`).
private func cachedBoxRowStepsByTwo(
    _ firstRow: UnsafeMutablePointer<UInt8>, bytesPerRow: Int, outputs: Int, channels: Int, rows: Int,
    into out: UnsafeMutablePointer<UInt8>, bytesPerRow destinationBytesPerRow: Int, streaming _: Bool
) -> Int {
    boxRowStepsByTwo(firstRow, bytesPerRow: bytesPerRow, outputs: outputs, channels: channels, rows: rows,
                     into: out, bytesPerRow: destinationBytesPerRow)
}

/// `bilinearScaleSIMD` as a table entry, as `cachedBoxRowStepsByTwo`.
private func cachedBilinearScale(
    _ source: UnsafePointer<UInt8>, width: Int, height: Int, bytesPerRow: Int, channels: Int,
    into destination: UnsafeMutablePointer<UInt8>, width destinationWidth: Int, height destinationHeight: Int, bytesPerRow destinationBytesPerRow: Int,
    streaming _: Bool
) {
    bilinearScaleSIMD(source, width: width, height: height, bytesPerRow: bytesPerRow, channels: channels, into: destination,
                      width: destinationWidth, height: destinationHeight, bytesPerRow: destinationBytesPerRow, streaming: false)
}

/// `boxRowStepsByFour` as a table entry, as `cachedBoxRowStepsByTwo`.
private func cachedBoxRowStepsByFour(
    _ firstRow: UnsafeMutablePointer<UInt8>, bytesPerRow: Int, outputs: Int, channels: Int, rows: Int,
    into out: UnsafeMutablePointer<UInt8>, bytesPerRow destinationBytesPerRow: Int, streaming _: Bool
) -> Int {
    boxRowStepsByFour(firstRow, bytesPerRow: bytesPerRow, outputs: outputs, channels: channels, rows: rows,
                      into: out, bytesPerRow: destinationBytesPerRow)
}
#endif

/// `boxRowStepsByTwo`/`boxRowStepsByFour`: (first source row, its bytes per row, outputs per row,
/// channels, destination rows, first destination row, its bytes per row, streaming stores asked
/// for: `DestinationStores.streaming`) -> outputs written per row.
public typealias BoxRowSteps = @Sendable (UnsafeMutablePointer<UInt8>, Int, Int, Int, Int, UnsafeMutablePointer<UInt8>, Int, Bool) -> Int

/// `boxScaleRotatingEightThirds` and `boxScaleRotatingByThree`: (source, width, height, bytes per
/// row, channels, destination, destination bytes per row, clockwise, scratch).
public typealias PlaneRotateScaleKernel = @Sendable (
    UnsafePointer<UInt8>, Int, Int, Int, Int, UnsafeMutablePointer<UInt8>, Int, Bool, UnsafeMutableRawPointer
) -> Void

/// `simdQuarterTurn`: (source, width, height, bytes per row, channels, destination, destination
/// bytes per row, clockwise).
public typealias QuarterTurnKernel = @Sendable (UnsafePointer<UInt8>, Int, Int, Int, Int, UnsafeMutablePointer<UInt8>, Int, Bool) -> Void

/// `simdI420ToBGRA` on raw planes (each build's `SampleGrid` is a type of its own): (Y, its bytes
/// per row, U, its bytes per row, V, its bytes per row, width, height, BGRA, its bytes per row,
/// full range).
public typealias I420ToBGRAKernel = @Sendable (
    UnsafePointer<UInt8>, Int, UnsafePointer<UInt8>, Int, UnsafePointer<UInt8>, Int, Int, Int, UnsafeMutablePointer<UInt8>, Int, Bool
) -> Void

/// `bilinearScaleSIMD` on raw planes: (source, its width, height, bytes per row, channels,
/// destination, its width, height, bytes per row, streaming stores asked for).
public typealias PlaneScaleKernel = @Sendable (UnsafePointer<UInt8>, Int, Int, Int, Int, UnsafeMutablePointer<UInt8>, Int, Int, Int, Bool) -> Void
