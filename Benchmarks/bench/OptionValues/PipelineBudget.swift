import PiPVideo

/// `--pipeline-budget PIPELINE=PERCENT`: the CPU budget of one pipeline, e.g. `videosdk=20`.
struct PipelineBudget: OptionValue, Equatable {
    /// The pipeline's id (`bench --list-strategies` lists them as Pipeline/<id>).
    let pipeline: String
    /// Its budget in percent of one core at the stream's frame rate.
    let percent: Percent

    /// Parses `PIPELINE=PERCENT`, split at the first "=".
    /// - Throws: `OptionValueError` for a missing "=" or pipeline, a pipeline the suite does not
    ///   have, or a bad percentage.
    init(parsing text: String) throws(OptionValueError) {
        let (name, value) = try PipelineName.split(text, expected: "PIPELINE=PERCENT, e.g. videosdk=20")
        pipeline = name
        percent = try Percent(parsing: value)
    }

    /// `PIPELINE=PERCENT`.
    var description: String { "\(pipeline)=\(percent)" }
}

/// `--pipeline-memory PIPELINE=MB`: the memory budget of one pipeline, e.g. `videosdk=32`.
struct PipelineMemoryBudget: OptionValue, Equatable {
    /// The pipeline's id.
    let pipeline: String
    /// The most frame memory it may keep.
    let megabytes: Megabytes

    /// Parses `PIPELINE=MB`, split at the first "=".
    /// - Throws: `OptionValueError` for a missing "=" or pipeline, a pipeline the suite does not
    ///   have, or a bad number of megabytes.
    init(parsing text: String) throws(OptionValueError) {
        let (name, value) = try PipelineName.split(text, expected: "PIPELINE=MB, e.g. videosdk=32")
        pipeline = name
        megabytes = try Megabytes(parsing: value)
    }

    /// `PIPELINE=MB`.
    var description: String { "\(pipeline)=\(megabytes)" }
}

/// The pipeline half of a `PIPELINE=VALUE` option.
enum PipelineName {
    /// `text` split at its first "=", the name checked against the suite's pipelines.
    /// - Throws: `OptionValueError.notAnAssignment` (showing `expected`) for a missing "=" or
    ///   name, `.unknownPipeline` for a name the suite does not have.
    static func split(_ text: String, expected: String) throws(OptionValueError) -> (String, String) {
        guard let split = text.firstIndex(of: "="), split != text.startIndex else { throw .notAnAssignment(text, expected: expected) }
        let name = String(text[..<split])
        guard PipelineKind(rawValue: name) != nil else {
            throw .unknownPipeline(name, known: PipelineKind.allCases.map(\.rawValue))
        }
        return (name, String(text[text.index(after: split)...]))
    }
}
