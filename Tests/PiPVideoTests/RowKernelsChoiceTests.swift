import Foundation
import Testing
@testable import PiPVideo

/// Which build of the kernels `RowKernels` picks for this process. (Both builds are checked
/// against each other by PiPKernelsTests' `RowKernelBuildTests`.)
@Suite struct RowKernelsChoiceTests {
    @Test("the process runs the x86-64-v3 build exactly when the CPU has it and the environment does not ask for the baseline")
    func buildChoice() {
        #if arch(x86_64)
        let forced = ProcessInfo.processInfo.environment[RowKernels.environmentKey] == "x86-64"
        #expect(RowKernels.build == (RowKernels.cpuSupportsX86V3 && !forced ? "x86-64-v3" : "x86-64"))
        #elseif arch(arm64)
        #expect(RowKernels.build == "arm64" && !RowKernels.cpuSupportsX86V3)
        #endif
    }
}
