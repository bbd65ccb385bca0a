import ArgumentParser
import Foundation
import History
import Statistics

/// `bench history segment` (hidden): PELT on series given as JSON, for
/// scripts/ci/changepoint-check.sh, which compares the breakpoints with ruptures'.
struct HistorySegmentCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "segment",
        abstract: "PELT breakpoints of JSON series (for scripts/ci/changepoint-check.sh).",
        discussion: """
            Reads [{"name", "values", "penalty", "minSize", "cost"}] and writes \
            [{"name", "breakpoints", "detected"}]: breakpoints are PELT's with that penalty (as \
            ruptures' Pelt(jump=1).predict(pen)); detected the change-point indices of the full \
            detector (ChangePointDetector, smallest step "minStep", default 0.005).
            """,
        shouldDisplay: false)

    @Argument(help: ArgumentHelp("The cases.", valueName: "CASES.json"))
    var input: String

    struct Case: Decodable {
        var name: String
        var values: [Double]
        var penalty: Double
        var minSize: Int?
        var cost: String?
        var minStep: Double?
    }

    struct Answer: Encodable {
        var name: String
        var breakpoints: [Int]
        var detected: [Int]
        var outliers: [Int]
    }

    func run() throws {
        let cases = try JSONDecoder().decode([Case].self, from: Data(contentsOf: URL(fileURLWithPath: input)))
        let answers = cases.map { item in
            let analysis = ChangePointDetector(minimumStep: item.minStep ?? 0.005).analyse(item.values.map { exp($0) })
            return Answer(
                name: item.name,
                breakpoints: PELT.breakpoints(item.values, penalty: item.penalty, minimumSize: item.minSize ?? 1,
                                              cost: PELT.Cost(rawValue: item.cost ?? "l1") ?? .l1),
                detected: analysis.changePoints.map(\.index), outliers: analysis.outliers)
        }
        FileHandle.standardOutput.write(try JSONEncoder().encode(answers) + Data("\n".utf8))
    }
}
