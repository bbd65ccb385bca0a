extension Double {
    /// The relative change from `before` to `after`: `after / before - 1`; 0 when both are 0, and
    /// infinity from 0 to anything else.
    public static func relativeChange(from before: Double, to after: Double) -> Double {
        if before == 0 { return after == 0 ? 0 : .infinity }
        return after / before - 1
    }
}
