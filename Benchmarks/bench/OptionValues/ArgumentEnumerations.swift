import ArgumentParser
import Gate
import Results
import Suite

// Options whose values are the cases of an enumeration: Argument Parser lists the cases in help
// and in the message for any other value.

extension Metric: ExpressibleByArgument {}

extension TimeClock: ExpressibleByArgument {}

extension CacheState: ExpressibleByArgument {}

extension SuiteConfiguration.Scope: ExpressibleByArgument {
    public static var allValueStrings: [String] { [Self.standard, Self.full].map(\.rawValue) }
}
