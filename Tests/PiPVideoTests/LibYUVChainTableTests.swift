import CLibYUVChains
import Testing
@testable import PiPLibYUV
@testable import PiPVideo

/// The libyuv chain table (Sources/CLibYUVChains/ChainTable.c) is the list of the suite's libyuv
/// strategies: every row belongs to a known operation and says what that operation is, and every
/// operation's libyuv strategies are its rows, in order.
@Suite struct LibYUVChainTableTests {
    /// Every operation with libyuv strategies.
    static let operations = LibYUVOperationUnderTest.all.map(\.description)

    @Test("every row: operation known, reference a libyuv strategy of that operation, ids unique per operation")
    func rowsAreConsistent() {
        let rows = LibYUVChainTable.rows
        #expect(rows.count == Int(pip_libyuv_chain_count()) && !rows.isEmpty)
        for row in rows {
            let name = "\(row.operation)/\(row.id)"
            #expect(Self.operations.contains(row.operation), "\(name): no operation of that name")
            #expect(row.id.hasPrefix("libyuv"), "\(name): a libyuv strategy's id starts with libyuv")
            #expect(!row.summary.isEmpty, "\(name) has no summary")
            let siblings = LibYUVChainTable.rows(of: row.operation)
            #expect(siblings.filter { $0.id == row.id }.count == 1, "\(name) is listed twice")
            if case let .strategy(reference) = row.libyuvReference {
                #expect(reference != row.id, "\(name) names itself as its reference (NULL says that)")
                let referenced = siblings.first { $0.id == reference }
                #expect(referenced != nil, "\(name)'s reference \(reference) is no libyuv strategy of \(row.operation)")
                #expect(referenced?.libyuvReference == .itself, "\(name)'s reference \(reference) is held against another")
            }
            #expect((row.contract == PiPLibYUVContractWithin) == (row.tolerance.full_range > 0 || row.tolerance.video_range > 0),
                    "\(name): a tolerance goes with a within contract, and only with it")
            #expect(pip_libyuv_chain_named(row.operation, row.id).map { LibYUVChainRow($0.pointee).runs(row.chain) } == true,
                    "\(name) is not found by its names")
        }
        let chains = Set(rows.map { UInt(bitPattern: unsafeBitCast($0.chain, to: UnsafeRawPointer.self)) })
        #expect(chains.count == rows.count, "two rows run the same chain function")
    }

    @Test("each operation's libyuv strategies are its rows, in the table's order, as the operation is",
          arguments: LibYUVOperationUnderTest.all)
    func strategiesAreTheRows(operation: LibYUVOperationUnderTest) {
        operation.expectStrategiesFromTable()
    }

    /// Every named libyuv strategy the code uses resolves to a strategy of its operation's table rows,
    /// each row to one name.
    @Test("the named libyuv strategies are the rows their chains belong to")
    func namedStrategies() {
        let named: [(String, String, String)] = [
            named(I420ToNV12.libyuv), named(I420ToBGRA.libyuv),
            named(RotateNV12.libyuvSplit), named(RotateNV12.libyuvPlane16), named(RotateNV12.libyuvViaI420),
            named(RotateI420.libyuv), named(I420ToNV12Rotate.libyuvMerge), named(I420ToNV12Rotate.libyuvViaI420),
            named(ScaleI420.libyuvNone), named(ScaleI420.libyuvLinear), named(ScaleI420.libyuvBilinear), named(ScaleI420.libyuvBox),
            named(ScaleNV12.libyuvNone), named(ScaleNV12.libyuvLinear), named(ScaleNV12.libyuvBilinear), named(ScaleNV12.libyuvBox),
            named(ScaleNV12.libyuvSplitBox), named(ScaleI420ToNV12.libyuvNone), named(ScaleI420ToNV12.libyuvBox),
            named(RotateScaleNV12.libyuv),
        ]
        let rows = LibYUVChainTable.rows.map { ($0.operation, $0.id, $0.summary) }
        #expect(named.map { "\($0.0)/\($0.1)" } .sorted() == rows.map { "\($0.0)/\($0.1)" }.sorted())
        for (operation, id, summary) in named {
            #expect(rows.contains { $0 == (operation, id, summary) }, "\(operation)/\(id) is not its row")
        }
    }

    private func named<Operation: LibYUVOperation>(_ strategy: Strategy<Operation>) -> (String, String, String) {
        (Operation.name, strategy.id, strategy.summary)
    }

    @Test("a chain's failure names the libyuv function and its status")
    func failureNamesTheFunction() throws {
        // A destination width of 0, which validation never lets through: I420Scale returns -1.
        let source = try I420Frame.pseudoRandom(FrameSize(width: 8, height: 8))
        var input = source.chainFrame, output = source.chainFrame
        output.width = 0
        let status = pip_libyuv_scale_i420_box(&input, &output, PiPLibYUVParameters(rotation: 0, range: PiPLibYUVRangeFull))
        #expect(status.status != 0)
        #expect(status.function.map { String(cString: $0) } == "I420Scale")
        #expect(LibYUVError(function: "I420Scale", status: -1).description.contains("libyuv I420Scale returned -1"))
        #expect(LibYUVError(function: "posix_memalign", status: -1).description.contains("scratch memory could not be allocated"))
    }
}

/// An operation with libyuv strategies and parameters of a call, erased so one parameterized test
/// checks every operation's rows.
struct LibYUVOperationUnderTest: Sendable, CustomStringConvertible {
    let description: String
    let expectStrategiesFromTable: @Sendable () -> Void

    init<Operation: LibYUVOperation>(_: Operation.Type, _ parameters: Operation.Parameters) {
        description = Operation.name
        expectStrategiesFromTable = { expectRows(of: Operation.self, parameters) }
    }

    static let all = [
        LibYUVOperationUnderTest(I420ToNV12.self, ()), LibYUVOperationUnderTest(I420ToBGRA.self, .full),
        LibYUVOperationUnderTest(RotateNV12.self, .degrees90), LibYUVOperationUnderTest(RotateI420.self, .degrees90),
        LibYUVOperationUnderTest(I420ToNV12Rotate.self, .degrees90), LibYUVOperationUnderTest(ScaleI420.self, ()),
        LibYUVOperationUnderTest(ScaleNV12.self, ()), LibYUVOperationUnderTest(ScaleI420ToNV12.self, ()),
        LibYUVOperationUnderTest(RotateScaleNV12.self, .degrees90),
    ]
}

/// The operation's libyuv strategies are exactly its rows (ids, summaries, references, contracts,
/// sampling, in order), and each row's formats, angle and destination size are the operation's.
private func expectRows<Operation: LibYUVOperation>(of _: Operation.Type, _ parameters: Operation.Parameters) {
    let rows = LibYUVChainTable.rows(of: Operation.name)
    let strategies = Operation.libyuvStrategies
    #expect(!rows.isEmpty, "\(Operation.name) has no row")
    #expect(strategies.map(\.id) == rows.map(\.id))
    let scales = Operation.destinationSize(for: FrameSize(width: 64, height: 48), parameters) == nil
    for (strategy, row) in zip(strategies, rows) {
        let name = "\(Operation.name)/\(row.id)"
        #expect(strategy.family == .libyuv, "\(name)")
        #expect(strategy.summary == row.summary, "\(name)")
        #expect(strategy.libyuvReference == row.libyuvReference, "\(name)")
        #expect(strategy.sampling == row.sampling, "\(name)")
        let contract = switch row.contract {
        case PiPLibYUVContractExact: "exact"
        case PiPLibYUVContractWithin: "within"
        default: "unbounded"
        }
        #expect("\(strategy.contract)".hasPrefix(contract), "\(name): \(strategy.contract)")
        #expect(frameType(row.sourceFormat) == ObjectIdentifier(Operation.Source.self), "\(name): source format")
        #expect(frameType(row.destinationFormat) == ObjectIdentifier(Operation.Destination.self), "\(name): destination format")
        #expect(row.rotates == (Operation.Parameters.self == Rotation.self), "\(name): rotates")
        #expect(row.scales == scales, "\(name): scales")
    }
}

private func frameType(_ format: PiPLibYUVFormat) -> ObjectIdentifier? {
    switch format {
    case PiPLibYUVFormatI420: return ObjectIdentifier(I420Frame.self)
    case PiPLibYUVFormatNV12: return ObjectIdentifier(NV12Frame.self)
    case PiPLibYUVFormatBGRA: return ObjectIdentifier(BGRAFrame.self)
    default: return nil
    }
}
