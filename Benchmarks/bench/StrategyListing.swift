import PiPVideo

/// `bench run --list-strategies`: every operation's strategies (and the pipelines) with what each models.
enum StrategyListing {
    static var lines: [String] {
        func list(_ operation: String, _ entries: [(id: String, summary: String)]) -> [String] {
            entries.map { "\(operation)/\($0.id): \($0.summary)" }
        }
        return list("I420ToNV12", I420ToNV12Strategy.all.map { ($0.id, $0.summary) })
            + list("RotateNV12", RotateNV12Strategy.all.map { ($0.id, $0.summary) })
            + list("RotateI420", RotateI420Strategy.all.map { ($0.id, $0.summary) })
            + list("I420ToNV12Rotate", I420ToNV12RotateStrategy.all.map { ($0.id, $0.summary) })
            + list("ScaleI420", ScaleI420Strategy.all.map { ($0.id, $0.summary) })
            + list("ScaleNV12", ScaleNV12Strategy.all.map { ($0.id, $0.summary) })
            + list("ScaleI420ToNV12", ScaleI420ToNV12Strategy.all.map { ($0.id, $0.summary) })
            + list("RotateScaleNV12", RotateScaleNV12Strategy.all.map { ($0.id, $0.summary) })
            + list("I420ToBGRA", I420ToBGRAStrategy.all.map { ($0.id, $0.summary) })
            + list("Provision", BufferProvisioning.allCases.map { ($0.rawValue, $0.summary) })
            + list("Pipeline", PipelineKind.allCases.map { ($0.rawValue, $0.summary) })
    }
}
