import Gate
import Results

/// Why an option's value cannot be used. The message follows Argument Parser's "The value 'X' is
/// invalid for '--option <NAME>': ".
enum OptionValueError: Error, Equatable, CustomStringConvertible {
    /// An item of a size list that is not `WxH` with positive integers.
    case notASize(String)
    /// A size with a side above `maximum`.
    case sizeTooLarge(String, maximum: Int)
    /// A size list without a size.
    case noSize
    /// Text that is not a finite percentage above 0.
    case notAPercentage(String)
    /// A `NAME=PERCENT` setting without its "=" or name; `expected` shows the form with an example.
    case notAnAssignment(String, expected: String)
    /// Text that is not a finite number of megabytes above 0.
    case notMegabytes(String)
    /// A pipeline name the suite does not have; `known` lists those it has.
    case unknownPipeline(String, known: [String])
    /// A benchmark filter that is not a valid regular expression.
    case invalidPattern(BenchmarkFilter.InvalidPattern)

    var description: String {
        switch self {
        case let .notASize(item):
            return "size '\(item)' is not WxH with positive integers, e.g. 1920x1080"
        case let .sizeTooLarge(item, maximum):
            return "size '\(item)' exceeds the maximum of \(maximum) per side"
        case .noSize:
            return "no size given: expected WxH sizes separated by commas, e.g. 640x360,1279x719"
        case let .notAPercentage(text):
            return "'\(text)' is not a percentage above 0, such as 5, 2.5 or 2.5%"
        case let .notAnAssignment(text, expected):
            return "'\(text)' is not \(expected)"
        case let .notMegabytes(text):
            return "'\(text)' is not a number of megabytes above 0, such as 32, 1.5 or 1.5MB"
        case let .unknownPipeline(name, known):
            return "'\(name)' is not a pipeline; the pipelines are \(known.joined(separator: ", "))"
        case let .invalidPattern(error):
            return error.description
        }
    }
}
