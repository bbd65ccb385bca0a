/// A typed value of a command-line option, parsed from its text in one place.
///
/// Options declare it with `@Option(transform: T.init(parsing:))`: Argument Parser then reports a
/// bad value as "The value 'X' is invalid for '--option <NAME>': " followed by the thrown error's
/// message (an `ExpressibleByArgument` type can only fail without saying why).
protocol OptionValue: CustomStringConvertible {
    /// Parses the option's text.
    /// - Throws: `OptionValueError` saying what was expected.
    init(parsing text: String) throws(OptionValueError)

    /// The value as option text that `init(parsing:)` reads back to an equal value (used to pass
    /// options on to the processes `bench` starts, and to show defaults in help).
    var description: String { get }
}
