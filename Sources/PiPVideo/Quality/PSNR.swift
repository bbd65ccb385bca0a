import Foundation

/// Peak signal-to-noise ratio of 8-bit samples against a reference: 10 log10(255^2 / MSE) dB.
/// Higher is closer; identical pictures have no noise and get the finite `cap`, so the value
/// can always be written as a JSON number.
public enum PSNR {
    /// The value reported when the mean squared error is zero (and the ceiling of every value).
    public static let cap = 99.0

    /// 10 log10(255^2 / mse), at most `cap`; `cap` for zero (or negative) error.
    public static func decibels(meanSquaredError mse: Double) -> Double {
        guard mse > 0 else { return cap }
        return min(cap, 10 * log10(255 * 255 / mse))
    }

    /// The mean squared difference between the samples of `planes` and the matching reference
    /// planes, over all their samples together (so U and V, or Cb and Cr, count as one picture).
    /// - Throws: `FrameError.planeSizeMismatch` when a plane's size or channels differ from its
    ///   reference's.
    public static func meanSquaredError(of planes: [Plane], against references: [ReferencePlane]) throws -> Double {
        guard planes.count == references.count else {
            throw FrameError.planeSizeMismatch(plane: "quality", expected: FrameSize(width: references.count, height: 1),
                                               actual: FrameSize(width: planes.count, height: 1))
        }
        var sum = 0.0, count = 0
        for (plane, reference) in zip(planes, references) {
            guard plane.size == FrameSize(width: reference.width, height: reference.height),
                  plane.bytesPerSample == reference.channels else {
                throw FrameError.planeSizeMismatch(plane: plane.name, expected: FrameSize(width: reference.width, height: reference.height),
                                                   actual: plane.size)
            }
            // Row by row through pointers, each storage in its own loop: a debug build (the tests')
            // runs this many times faster than through the reference's subscript.
            switch reference.storage {
            case let .bytes(bytes):
                bytes.withUnsafeBufferPointer { sum += squaredDifferences(plane, $0.baseAddress!) }
            case let .values(values):
                values.withUnsafeBufferPointer { sum += squaredDifferences(plane, $0.baseAddress!) }
            }
            count += reference.count
        }
        return count == 0 ? 0 : sum / Double(count)
    }

    /// `decibels` of `meanSquaredError(of:against:)`.
    public static func decibels(of planes: [Plane], against references: [ReferencePlane]) throws -> Double {
        decibels(meanSquaredError: try meanSquaredError(of: planes, against: references))
    }
}

/// PSNR of a downscaled frame against the area-average reference of the same source, for luma
/// and for chroma (both chroma channels together).
public struct ScaleQuality: Sendable, Equatable {
    /// PSNR of Y in dB.
    public let lumaDecibels: Double
    /// PSNR of U and V (or Cb and Cr) together in dB.
    public let chromaDecibels: Double

    /// Quality of a downscaled frame against the reference planes of its source (one per plane:
    /// Y, U, V for I420; Y, CbCr for NV12). The first plane is luma, the others chroma.
    /// - Throws: `FrameError.planeSizeMismatch` when the planes and the reference differ in number or size.
    public init(_ output: some VideoFrame, reference: [ReferencePlane]) throws {
        let planes = Array(output.planes)
        guard planes.count >= 2, reference.count == planes.count else {
            throw FrameError.planeSizeMismatch(plane: "quality reference", expected: FrameSize(width: planes.count, height: 1),
                                               actual: FrameSize(width: reference.count, height: 1))
        }
        lumaDecibels = try PSNR.decibels(of: [planes[0]], against: [reference[0]])
        chromaDecibels = try PSNR.decibels(of: Array(planes[1...]), against: Array(reference[1...]))
    }
}

extension PSNR {
    /// The sum of (sample - reference value)^2 over `plane`'s samples, the reference's bytes
    /// row after row without padding.
    static func squaredDifferences(_ plane: Plane, _ reference: UnsafePointer<UInt8>) -> Double {
        var sum = 0.0
        for y in 0..<plane.height {
            let row = UnsafePointer(plane.row(y).baseAddress!.assumingMemoryBound(to: UInt8.self))
            let values = reference + y * plane.rowBytes
            var x = 0
            while x < plane.rowBytes {
                let difference = Double(row[x]) - Double(values[x])
                sum += difference * difference
                x += 1
            }
        }
        return sum
    }

    /// The same against a reference of real values.
    static func squaredDifferences(_ plane: Plane, _ reference: UnsafePointer<Double>) -> Double {
        var sum = 0.0
        for y in 0..<plane.height {
            let row = UnsafePointer(plane.row(y).baseAddress!.assumingMemoryBound(to: UInt8.self))
            let values = reference + y * plane.rowBytes
            var x = 0
            while x < plane.rowBytes {
                let difference = Double(row[x]) - values[x]
                sum += difference * difference
                x += 1
            }
        }
        return sum
    }
}
