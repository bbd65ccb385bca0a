@testable import Results
import Testing

/// Swift symbols as a profile shows them: demangled by the runtime, shortened to what a reader of
/// the source looks for.
@Suite struct SymbolNameTests {
    @Test("kernels, closures, thunks, specialisations and private declarations, from a bench dump", arguments: [
        ("$s10PiPKernels14simdI420ToNV121y1u1v4into4cbcryAA10SampleGridV_A4ItF", "PiPKernels.simdI420ToNV12(y:u:v:into:cbcr:)"),
        ("$s7Harness19InstructionCountingO5count_6frames8progressSayAC7OutcomeVGSayAA14FrameBenchmarkVG_SiyAHXEtFZ",
         "static Harness.InstructionCounting.count(_:frames:progress:)"),
        ("$s8PiPVideo14checkNoOverlap7sources12destinationsyAA9PlaneListV_AFtAA10FrameErrorOYKF",
         "PiPVideo.checkNoOverlap(sources:destinations:)"),
        ("$s8PiPVideo8StrategyV3run_4into_y6SourceQz_11DestinationQz10ParametersQztKF", "PiPVideo.Strategy.run(_:into:_:)"),
    ])
    func shortened(_ mangled: String, _ expected: String) {
        #expect(SymbolName.readable(mangled) == expected)
    }

    @Test("C names stay, without a symbol version")
    func cNames() {
        #expect(SymbolName.readable("ScaleRowDown2Box_AVX2") == "ScaleRowDown2Box_AVX2")
        #expect(SymbolName.readable("memcpy@@GLIBC_2.14") == "memcpy")
        #expect(SymbolName.readable("0x0000000000077ba0") == "0x0000000000077ba0")
    }

    @Test("demangled text shortened")
    func demangledText() {
        #expect(SymbolName.shortened("closure #1 @Sendable (PiPVideo.I420Frame, ()) throws -> () in PiPLibYUV.scale(PiPLibYUV.Filter) -> @Sendable (PiPVideo.I420Frame, ()) throws -> ()")
                == "closure #1 in PiPLibYUV.scale(_:)")
        #expect(SymbolName.shortened("generic specialization <PiPVideo.NV12Frame> of PiPVideo.validateDownscale<A where A: PiPVideo.VideoFrame, A.P == ()>(largest: PiPKernels.FrameSize, destination: A) throws(PiPVideo.FrameError) -> ()")
                == "specialized PiPVideo.validateDownscale(largest:destination:)")
        #expect(SymbolName.shortened("function signature specialization <Arg[1] = Dead> of static PiPVideo.LibYUVArguments.(validate in _C770D87B3E302586952692BDBCB9C2CE)(PiPVideo.PlaneList) throws(PiPVideo.FrameError) -> ()")
                == "specialized static PiPVideo.LibYUVArguments.validate(_:)")
        #expect(SymbolName.shortened("partial apply forwarder for reabstraction thunk helper from @escaping @callee_guaranteed (@guaranteed A) -> () to @escaping @callee_guaranteed (@in_guaranteed A) -> ()")
                == "partial apply forwarder for reabstraction thunk")
        #expect(SymbolName.shortened("Swift.String.utf8CString.getter : Swift.ContiguousArray<Swift.Int8>") == "String.utf8CString.getter")
    }
}
