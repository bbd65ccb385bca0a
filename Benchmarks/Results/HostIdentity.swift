/// What tells hosts apart behind one CPU model name ("AMD EPYC" is a Zen 3 and a Zen 4 VM alike):
/// the CPU's family, model and stepping, the SIMD flags that select kernels, and the data and
/// unified cache sizes. A time baseline is only judged against a run of the same identity: the
/// gate's calibrations absorb a uniformly faster or slower machine, not another microarchitecture
/// (a Zen 4 baseline checked on Zen 3 flagged unchanged benchmarks at +20-27%).
///
/// The clock is not part of the identity (it varies with turbo from run to run): it is in
/// `MachineProfile.clockHertz`.
public struct HostIdentity: Sendable, Equatable, Codable {
    /// /proc/cpuinfo "vendor_id" ("AuthenticAMD", "GenuineIntel"); on arm64 "CPU implementer"
    /// ("0x41"); "unknown" when absent.
    public var vendor: String
    /// /proc/cpuinfo "cpu family" ("25"); on arm64 "CPU architecture" ("8").
    public var family: String
    /// /proc/cpuinfo "model" ("17", not the model name); on arm64 "CPU part" ("0xd0c").
    public var model: String
    /// /proc/cpuinfo "stepping" ("1"); on arm64 "CPU variant" and "CPU revision" ("0x1 r1").
    public var stepping: String
    /// The SIMD flags that select kernels and tell microarchitectures apart (AVX-512 came with Zen
    /// 4), sorted: ["avx", "avx2", "avx512bw", "avx512f", "avx512vl", "sse4_2", ...].
    public var simdFlags: [String]
    /// Data and unified caches of CPU 0: ["L1d 32K", "L2 1024K", "L3 32768K"].
    public var caches: [String]

    /// An identity from its facts; `simdFlags` is stored sorted.
    public init(vendor: String, family: String, model: String, stepping: String, simdFlags: [String], caches: [String]) {
        self.vendor = vendor
        self.family = family
        self.model = model
        self.stepping = stepping
        self.simdFlags = simdFlags.sorted()
        self.caches = caches
    }

    /// What differs between `self` (the baseline's host) and `here` (this run's host), one phrase
    /// per fact, each naming the value here first: "CPU family 25 model 1 stepping 1 here, family
    /// 25 model 17 stepping 1 in the baseline". Empty when the hosts are the same kind.
    public func differences(from here: HostIdentity) -> [String] {
        var phrases: [String] = []
        if vendor != here.vendor {
            phrases.append("CPU vendor \(here.vendor) here, \(vendor) in the baseline")
        }
        if (family, model, stepping) != (here.family, here.model, here.stepping) {
            phrases.append(
                "CPU family \(here.family) model \(here.model) stepping \(here.stepping) here, "
                    + "family \(family) model \(model) stepping \(stepping) in the baseline")
        }
        if simdFlags != here.simdFlags {
            let onlyHere = here.simdFlags.filter { !simdFlags.contains($0) }
            let onlyThere = simdFlags.filter { !here.simdFlags.contains($0) }
            var parts: [String] = []
            if !onlyHere.isEmpty { parts.append("\(onlyHere.joined(separator: " ")) only here") }
            if !onlyThere.isEmpty { parts.append("\(onlyThere.joined(separator: " ")) only in the baseline") }
            phrases.append("SIMD flags: " + parts.joined(separator: ", "))
        }
        if caches != here.caches {
            phrases.append("caches \(here.caches.joined(separator: ", ")) here, \(caches.joined(separator: ", ")) in the baseline")
        }
        return phrases
    }
}
