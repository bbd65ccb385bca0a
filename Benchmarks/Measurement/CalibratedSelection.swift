import Gate
import Suite

/// The benchmarks a time run selects: those a filter matches, plus the calibrations the gate's
/// time rule needs for them (each one's memcpy roofline, and the compute calibration), so that the
/// run can be checked (`bench check --run`) against a baseline.
public enum CalibratedSelection {
    /// Every benchmark a time run can select in `configuration`: the catalogue and the compute
    /// calibration.
    public static func candidates(_ configuration: SuiteConfiguration) -> [SuiteBenchmark] {
        Catalog.benchmarks(configuration) + [ComputeCalibrationBenchmark.make(configuration)]
    }

    /// Of `candidates`, in their order: those `matches` selects and, when `calibrated`, their
    /// rooflines and the compute calibration. Empty when `matches` selects none.
    public static func select(
        _ candidates: [SuiteBenchmark], calibrated: Bool, matches: (String) -> Bool
    ) -> [SuiteBenchmark] {
        var names = Set(candidates.map(\.descriptor.name).filter(matches))
        guard !names.isEmpty else { return [] }
        if calibrated {
            names.insert(ComputeCalibrationBenchmark.name)
            for benchmark in candidates where names.contains(benchmark.descriptor.name) {
                if let roofline = benchmark.roofline { names.insert(roofline.name) }
            }
        }
        return candidates.filter { names.contains($0.descriptor.name) }
    }

    /// `selected` and, of `candidates` (in their order), the `ReadOrder` benchmark each selected cold
    /// benchmark names (`SuiteBenchmark.readOrder`), so that a plain run's summary can set those
    /// kernels beside their read orders (`ReadOrderSummary`). Not for the gate's or A/B's runs:
    /// they measure what their filter selects.
    public static func withReadOrders(_ selected: [SuiteBenchmark], from candidates: [SuiteBenchmark]) -> [SuiteBenchmark] {
        var names = Set(selected.map(\.descriptor.name))
        for benchmark in selected where benchmark.descriptor.cache == .cold {
            if let order = benchmark.readOrder { names.insert(order.descriptor.name) }
        }
        return candidates.filter { names.contains($0.descriptor.name) }
    }
}
