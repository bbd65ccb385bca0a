import ArgumentParser
import Foundation
import FuzzSupport
import Gate
import PiPVideo
import Results
import Suite

/// libFuzzer's entry point for the command line's option values (`OptionValues` is bench's own
/// source, linked here). The bytes are the option's text; each parser either throws its typed
/// error or returns a value whose `description` parses back to the same value (what `bench`
/// relies on to pass options to the processes it starts). Also the gate's threshold parsers, and
/// a filter that compiles is matched against a name.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOptionValues(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: count > 0 ? data : nil, count: count), as: UTF8.self)
    roundTrip(FrameSizeList.self, text) { $0 == $1 }
    roundTrip(Percent.self, text) { $0 == $1 }
    roundTrip(PipelineBudget.self, text) { $0 == $1 }
    roundTrip(Megabytes.self, text) { $0 == $1 }
    roundTrip(PipelineMemoryBudget.self, text) { $0 == $1 }
    roundTrip(ThresholdOverride.self, text) { $0.filter.pattern == $1.filter.pattern && $0.percent == $1.percent }
    if let size = FrameSize(parsing: text), size.width <= 0 || size.height <= 0 { fuzzFailure("FrameSize parsed \(size) from '\(text)'") }
    _ = Metric(argument: text)
    _ = TimeClock(argument: text)
    _ = SuiteConfiguration.Scope(argument: text)
    if let filter = try? BenchmarkFilter(text) { _ = filter.matches("ScaleNV12/libyuv-box/1920x1080/hot") }
    return 0
}

/// Parses `text` as `Value`: a typed error, or a value that reads back equal from its description.
private func roundTrip<Value: OptionValue>(_: Value.Type, _ text: String, _ equal: (Value, Value) -> Bool) {
    let value: Value
    do {
        value = try Value(parsing: text)
    } catch {
        if error.description.isEmpty { fuzzFailure("\(Value.self): empty message for '\(text)'") }
        return
    }
    do {
        let again = try Value(parsing: value.description)
        if !equal(value, again) { fuzzFailure("\(Value.self): '\(text)' -> '\(value)' reads back as '\(again)'") }
    } catch {
        fuzzFailure("\(Value.self): '\(text)' -> '\(value)', which does not parse: \(error)")
    }
}
