// The arm64 check's driver (scripts/ci/arm64-check.sh builds it in Embedded Swift, with the kernel
// files, for aarch64 and for the host).
//   arm64-driver check [FAMILY...]   every kernel of the families (conversions, rotations,
//                                    scaling-tight, scaling-padded, rotate-scale; default all five,
//                                    in that order) against its reference; one line
//                                    per case; exit 1 on a mismatch. Each family draws its frames
//                                    from its own seed, so its lines are the same whether it runs
//                                    alone or with the others (the script runs the families in two
//                                    processes, one per core).
//   arm64-driver count < CASES       each case named on standard input (one benchmark name a line:
//                                    `bench arm64 cases --kernels`) once between
//                                    pip_count_begin/pip_count_end; prints the names; exit 2 on a
//                                    name it cannot run

@_cdecl("main")
func main(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
    let mode = argc > 1 ? argv[1].map { String(cString: $0) } ?? "" : ""
    switch mode {
    case "check":
        let everyFamily = ["conversions", "rotations", "scaling-tight", "scaling-padded", "rotate-scale"]
        var families: [String] = []
        for index in 2..<Int(argc) { families.append(argv[index].map { String(cString: $0) } ?? "") }
        if families.isEmpty { families = everyFamily }
        let checker = Checker()
        for family in families {
            // A seed of the family's own (its place in `everyFamily`), whatever ran before it.
            guard let seed = everyFamily.firstIndex(of: family) else {
                print("arm64-driver: no family '\(family)' (\(everyFamily.joined(separator: ", ")))")
                return 2
            }
            checker.random = Random(state: 0x9E37_79B9_7F4A_7C15 &+ UInt64(seed) &* 0x1000_0000_01B3)
            switch family {
            case "conversions": checker.checkConversions()
            case "rotations": checker.checkRotations()
            case "scaling-tight": checker.checkScaling(padding: 0)
            case "scaling-padded": checker.checkScaling(padding: 13)
            default: checker.checkRotateScale()
            }
        }
        print("cases \(checker.cases), failures \(checker.failures)")
        return checker.failures == 0 ? 0 : 1
    case "count":
        return countCases()
    default:
        print("usage: arm64-driver check [conversions|rotations|scaling-tight|scaling-padded|rotate-scale...] | count < CASES")
        return 2
    }
}
