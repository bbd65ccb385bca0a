/// `--pipeline-budget PIPELINE=PERCENT`: the CPU budget of one pipeline, e.g. `videosdk=20`.
struct PipelineBudget: OptionValue, Equatable {
    /// The pipeline's id (`bench --list-strategies` lists them as Pipeline/<id>).
    let pipeline: String
    /// Its budget in percent of one core at the stream's frame rate.
    let percent: Percent

    /// Parses `PIPELINE=PERCENT`, split at the first "=".
    /// - Throws: `OptionValueError` for a missing "=" or pipeline, or a bad percentage.
    init(parsing text: String) throws(OptionValueError) {
        guard let split = text.firstIndex(of: "="), split != text.startIndex else {
            throw .notAnAssignment(text, expected: "PIPELINE=PERCENT, e.g. videosdk=20")
        }
        pipeline = String(text[..<split])
        percent = try Percent(parsing: String(text[text.index(after: split)...]))
    }

    /// `PIPELINE=PERCENT`.
    var description: String { "\(pipeline)=\(percent)" }
}
