extension Array where Element == Double {
    /// The middle value (the mean of the two middle values for an even count), or nil when empty.
    public var median: Double? {
        guard !isEmpty else { return nil }
        let sorted = self.sorted()
        let half = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[half] : (sorted[half - 1] + sorted[half]) / 2
    }
}
