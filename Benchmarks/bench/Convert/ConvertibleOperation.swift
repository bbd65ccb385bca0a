import PiPLibYUV
import ArgumentParser
import PiPVideo

/// An operation `bench convert` and `bench contact-sheet` can run on a frame file: it reads and
/// writes 4:2:0 frames, and its parameters come from `--rotate`.
protocol ConvertibleOperation: LibYUVOperation where Source: YUV420Frame, Destination: YUV420Frame {
    /// The call's parameters for `--rotate` (nil when not given).
    /// - Throws: `ValidationError` when the operation needs an angle and has none, or takes none.
    static func parameters(rotation: Rotation?) throws -> Parameters
}

extension ConvertibleOperation {
    /// The raw layout the destination frames are written in (what ffmpeg's `-pix_fmt` names).
    static var destinationLayout: RawLayout { Destination.self == NV12Frame.self ? .nv12 : .i420 }
    /// The raw layout the source frames are in.
    static var sourceLayout: RawLayout { Source.self == NV12Frame.self ? .nv12 : .i420 }
}

/// Operations without parameters (conversion, downscaling): no --rotate.
protocol UnrotatedOperation: ConvertibleOperation where Parameters == Void {}

extension UnrotatedOperation {
    static func parameters(rotation: Rotation?) throws {
        if rotation != nil { throw ValidationError("\(name) does not rotate; leave out --rotate") }
    }
}

/// Operations that rotate: --rotate is required.
protocol RotatingOperation: ConvertibleOperation where Parameters == Rotation {}

extension RotatingOperation {
    static func parameters(rotation: Rotation?) throws -> Rotation {
        guard let rotation else { throw ValidationError("\(name) needs --rotate 90|180|270") }
        return rotation
    }
}

extension I420ToNV12: UnrotatedOperation {}
extension ScaleI420: UnrotatedOperation {}
extension ScaleNV12: UnrotatedOperation {}
extension ScaleI420ToNV12: UnrotatedOperation {}
extension RotateNV12: RotatingOperation {}
extension RotateI420: RotatingOperation {}
extension I420ToNV12Rotate: RotatingOperation {}
extension RotateScaleNV12: RotatingOperation {}

extension Rotation: ExpressibleByArgument {
    public init?(argument: String) { self.init(rawValue: Int(argument) ?? -1) }
}

/// The operations that files can be run through, by name.
enum ConvertibleOperations {
    static let all: [any ConvertibleOperation.Type] = [
        I420ToNV12.self, RotateNV12.self, RotateI420.self, I420ToNV12Rotate.self,
        ScaleI420.self, ScaleNV12.self, ScaleI420ToNV12.self, RotateScaleNV12.self,
    ]

    /// The operation named `name`.
    /// - Throws: `ValidationError` listing the names for any other.
    static func named(_ name: String) throws -> any ConvertibleOperation.Type {
        guard let operation = all.first(where: { $0.name == name }) else {
            throw ValidationError("unknown operation '\(name)'; use one of \(all.map { $0.name }.joined(separator: ", "))")
        }
        return operation
    }
}
