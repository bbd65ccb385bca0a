// Each strategy's output held to the contract its catalogue entry declares (PiPCatalogue's
// `KernelContract`), against the plain references of References.swift: the same declaration
// PiPVideo verifies on x86-64 before every benchmark.

/// The references a case offers, each in the destination's layout (nil where the operation has none).
struct CaseReferences {
    /// The exact output (conversions, rotations) or, for I420ToBGRA, floating-point BT.601.
    var exact: [Plane]? = nil
    /// The exact area average, rounded half up (downscales).
    var areaAverage: [Plane]? = nil
    /// Every destination sample the source sample under its centre (downscales).
    var pointSampled: [Plane]? = nil
}

extension Checker {
    /// Checks every strategy's output (`outputs`, in the catalogue's order) against its contract and
    /// prints a line for each, named `name(id)`. `sources` are the planes each destination plane
    /// was made from, by index (for the whole ratios of `withinOneOfAreaAverageOnWholeRatios`).
    func checkContracts<Call>(
        _ entries: [KernelStrategy<Call>], outputs: [[Plane]], references: CaseReferences, sources: [Plane], name: (String) -> String
    ) {
        for (entry, output) in zip(entries, outputs) {
            var expected: [Plane]? = nil
            var tolerances = [Int](repeating: 0, count: output.count)
            switch entry.contract {
            case .exact:
                expected = references.exact
            case let .within(difference):
                expected = references.exact
                tolerances = [Int](repeating: difference, count: output.count)
            case .withinHalfOfAreaAverage:
                expected = references.areaAverage
            case .withinOneOfAreaAverageOnWholeRatios:
                expected = references.areaAverage
                for (index, plane) in output.enumerated() {
                    let whole = index < sources.count && wholeRatioUpToSeven(sources[index].size, plane.size)
                    tolerances[index] = whole ? 1 : 255
                }
            case .pointSampledAtCentres:
                expected = references.pointSampled
            case let .sameBytes(twin):
                for (other, otherOutput) in zip(entries, outputs) where other.id == twin { expected = otherOutput }
            case .unbounded:
                // Only what `check` holds every output to: nothing written outside the samples.
                expected = output
                tolerances = [Int](repeating: 255, count: output.count)
            }
            guard let expected else {
                fail(name(entry.id), output, "its contract has no reference in this case")
                continue
            }
            check(name(entry.id), output, expected, tolerances: tolerances)
        }
    }
}

/// Both axes shrink by a whole number of at most 7 (where `halve` promises to stay within 1 of the
/// area average: at most two roundings).
func wholeRatioUpToSeven(_ source: FrameSize, _ destination: FrameSize) -> Bool {
    source.width % destination.width == 0 && source.height % destination.height == 0
        && source.width / destination.width <= 7 && source.height / destination.height <= 7
}
