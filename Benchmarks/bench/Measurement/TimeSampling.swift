/// How the time metric samples: `processes` fresh processes one after another, each running every
/// benchmark `repetitions` times (randomly interleaved) for at least `minimumSeconds` each.
struct TimeSampling: Equatable {
    var processes: Int
    var repetitions: Int
    var minimumSeconds: Double
}
