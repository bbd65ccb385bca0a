import CLibYUVChains
import PiPVideo

/// One row of the libyuv chain table (`Sources/CLibYUVChains/ChainTable.c`), the list of the
/// suite's libyuv strategies, read into Swift's terms.
struct LibYUVChainRow: Sendable {
    /// The operation's name ("RotateNV12").
    let operation: String
    /// The strategy's id ("libyuv-split").
    let id: String
    /// One line on what it calls and what it models.
    let summary: String
    /// The libyuv strategy of the same operation that does the same job.
    let libyuvReference: LibYUVReference
    /// What it promises about its output: exact, within `tolerance`, or unbounded.
    let contract: PiPLibYUVContract
    /// The largest difference per colour range, for a `within` contract.
    let tolerance: PiPLibYUVTolerance
    /// Which source samples it reads.
    let sampling: SourceSampling
    /// The formats it reads and writes.
    let sourceFormat: PiPLibYUVFormat, destinationFormat: PiPLibYUVFormat
    /// Whether a call takes an angle, and whether it writes any destination size.
    let rotates: Bool, scales: Bool
    /// The libyuv calls.
    let chain: PiPLibYUVChain

    /// The Swift view of a C row.
    init(_ row: PiPLibYUVChainRow) {
        operation = String(cString: row.operation)
        id = String(cString: row.id)
        summary = String(cString: row.summary)
        libyuvReference = row.reference.map { .strategy(String(cString: $0)) } ?? .itself
        contract = row.contract
        tolerance = row.tolerance
        sampling = row.taps_horizontal == 0 && row.taps_vertical == 0
            ? .everySample : .taps(horizontal: Int(row.taps_horizontal), vertical: Int(row.taps_vertical))
        sourceFormat = row.source_format
        destinationFormat = row.destination_format
        rotates = row.rotates
        scales = row.scales
        chain = row.chain
    }

    /// Whether this row's chain is `chain` (the same C function).
    func runs(_ chain: PiPLibYUVChain) -> Bool {
        unsafeBitCast(self.chain, to: UnsafeRawPointer.self) == unsafeBitCast(chain, to: UnsafeRawPointer.self)
    }
}

/// The rows of the libyuv chain table.
enum LibYUVChainTable {
    /// Every row, in the table's order.
    static let rows: [LibYUVChainRow] = (0..<pip_libyuv_chain_count()).map { LibYUVChainRow(pip_libyuv_chain_at($0).pointee) }

    /// The rows of the operation named `operation`, in the table's order.
    static func rows(of operation: String) -> [LibYUVChainRow] { rows.filter { $0.operation == operation } }
}
