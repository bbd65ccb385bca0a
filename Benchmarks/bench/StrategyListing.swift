import Suite

/// `bench run --list-strategies`: every entry of the suite's catalogue (each operation's strategies,
/// the provisioning strategies, the pipelines) with what each models.
enum StrategyListing {
    static var lines: [String] {
        Catalog.entries.flatMap { entry in entry.strategies.map { "\(entry.name)/\($0.id): \($0.summary)" } }
    }
}
