import Testing
@testable import PiPLibYUV
@testable import PiPVideo

/// The validation rules, the same for every operation: every strategy, and every reference that
/// writes a destination, throws a typed error before writing anything (see `ValidationSubject`).
@Suite struct OperationValidationTests {
    @Test("a destination of a size the operation does not produce is rejected with a typed error; nothing is written",
          arguments: ValidationSubject.all)
    func wrongSizes(subject: ValidationSubject) throws {
        try subject.expectWrongSizesRejected()
    }

    @Test("a destination sharing memory with the source or with itself is rejected with a typed error; nothing is written",
          arguments: ValidationSubject.all)
    func overlaps(subject: ValidationSubject) throws {
        try subject.expectOverlapsRejected()
    }
}
