/// The strategies nothing beats on both counts: no other is both faster and of higher quality.
enum ParetoFront {
    /// Indices of `points` (x = cost, lower is better; y = quality, higher is better) on the
    /// front, from the cheapest to the best.
    static func indices(of points: [ScatterChart.Point]) -> [Int] {
        let order = points.indices.sorted { points[$0].x != points[$1].x ? points[$0].x < points[$1].x : points[$0].y > points[$1].y }
        var front: [Int] = []
        var best = -Double.infinity
        for index in order where points[index].y > best {
            front.append(index)
            best = points[index].y
        }
        return front
    }
}
