import Foundation
import PiPVideo

/// The references verification compares with. A downscale's reference (the double-precision area
/// average) is small but slow to compute, and every strategy of a case needs it: it is computed
/// once per case and frame. Conversions and rotations have references as large as the frame and
/// cheap to compute: they are computed for each benchmark and dropped.
enum References {
    private struct Key: Hashable {
        let operation: String
        let source: FrameSize
        let destination: FrameSize
        let parameters: String
        let content: SourceContent
        let alignment: RowAlignment
        let frame: Int
        let input: String?
    }

    nonisolated(unsafe) private static var cached: [Key: [ReferencePlane]] = [:]
    private static let lock = NSLock()

    /// The operation's reference for ring frame `index` (`frame`) of `operationCase`.
    static func reference<Operation: FrameOperation>(
        _ operationCase: OperationCase<Operation>, frame: Operation.Source, index: Int, configuration: SuiteConfiguration
    ) throws -> [ReferencePlane] {
        let compute = { try Operation.reference(frame, size: operationCase.destination, operationCase.parameters) }
        guard !operationCase.hasFixedDestination else { return try compute() }
        let key = Key(operation: Operation.name, source: operationCase.source, destination: operationCase.destination,
                      parameters: "\(operationCase.parameters)", content: operationCase.content,
                      alignment: configuration.sourceRowAlignment, frame: index,
                      input: configuration.input?.checksum)
        lock.lock()
        defer { lock.unlock() }
        if let planes = cached[key] { return planes }
        let planes = try compute()
        cached[key] = planes
        return planes
    }
}
