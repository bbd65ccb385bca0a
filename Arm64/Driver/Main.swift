// The arm64 check's driver (scripts/ci/arm64-check.sh builds it in Embedded Swift, with the kernel
// files, for aarch64 and for the host).
//   arm64-driver check   every kernel against its reference; one line per case; exit 1 on a mismatch
//   arm64-driver count   each counted case once between pip_count_begin/pip_count_end; prints the names

@_cdecl("main")
func main(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
    let mode = argc > 1 ? argv[1].map { String(cString: $0) } ?? "" : ""
    switch mode {
    case "check":
        let checker = Checker()
        checker.checkConversions()
        checker.checkRotations()
        checker.checkScaling()
        checker.checkRotateScale()
        print("cases \(checker.cases), failures \(checker.failures)")
        return checker.failures == 0 ? 0 : 1
    case "count":
        countEveryCase()
        return 0
    default:
        print("usage: arm64-driver check|count")
        return 2
    }
}
