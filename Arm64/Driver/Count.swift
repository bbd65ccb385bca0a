// `arm64-driver count`: the counted cases, one benchmark name per line on standard input (the x86
// suite's instruction plan, as `bench arm64 cases --kernels` writes it), each run once between
// pip_count_begin() and pip_count_end(), in order; the plugin prints one count per region and the
// script pairs them with the names printed here. Every name's operation and strategy come from the
// catalogues (PiPCatalogue); a name the driver cannot run ends it with exit 2.

/// A counted benchmark name, `<operation>/<strategy>/<W>x<H>[/<w>x<h>][/<angle>]/hot`, taken apart.
struct CountedName {
    let text: String
    let operation: String
    let strategy: String
    let source: FrameSize
    /// The destination size of a downscale; nil where it follows from the source.
    let target: FrameSize?
    /// The angle of a rotating operation; nil elsewhere.
    let rotation: Rotation?

    /// Nil when `text` is not such a name.
    init?(_ text: String) {
        let parts = text.split(separator: "/").map { String($0) }
        guard parts.count >= 4, parts.count <= 6, parts[parts.count - 1] == "hot", let source = frameSize(parts[2]) else { return nil }
        var target: FrameSize? = nil, rotation: Rotation? = nil
        for part in parts[3..<(parts.count - 1)] {
            if target == nil, rotation == nil, let size = frameSize(part) {
                target = size
            } else if rotation == nil, let degrees = decimal(part), let angle = Rotation(rawValue: degrees) {
                rotation = angle
            } else {
                return nil
            }
        }
        self.text = text
        operation = parts[0]
        strategy = parts[1]
        self.source = source
        self.target = target
        self.rotation = rotation
    }
}

/// `W x H` of a name's size component, or nil.
func frameSize(_ text: String) -> FrameSize? {
    let sides = text.split(separator: "x").map { String($0) }
    guard sides.count == 2, let width = decimal(sides[0]), let height = decimal(sides[1]), width > 0, height > 0 else { return nil }
    return FrameSize(width: width, height: height)
}

/// A non-negative decimal number of at most 9 digits, or nil.
func decimal(_ text: String) -> Int? {
    guard !text.isEmpty, text.utf8.count <= 9 else { return nil }
    var value = 0
    for byte in text.utf8 {
        guard byte >= 48, byte <= 57 else { return nil }
        value = value * 10 + Int(byte - 48)
    }
    return value
}

/// How the driver runs one operation's counted cases: its catalogue's name, and for a name of that
/// operation the frames made (filled with random bytes) and the call to count; nil when the
/// catalogue has no such strategy or the name lacks what the operation needs.
struct CountedOperation {
    let name: String
    let prepare: (CountedName, Checker) -> (() -> Void)?
}

/// Frames made by `source` (filled with random bytes) and `destination`, then `run` on them.
func counted<Source: VideoFrame, Destination: VideoFrame>(
    _ checker: Checker, _ source: Source, _ destination: Destination, _ run: @escaping (Source, Destination) -> Void
) -> () -> Void {
    checker.fill(source.planes)
    return { run(source, destination) }
}

/// Every operation of the catalogues, as the driver counts it.
let countedOperations: [CountedOperation] = [
    CountedOperation(name: I420ToNV12Kernels.name) { name, checker in
        guard let entry = I420ToNV12Kernels.strategy(id: name.strategy), name.target == nil, name.rotation == nil else { return nil }
        let context = KernelContext()
        return counted(checker, I420Frame(size: name.source), NV12Frame(size: name.source)) { entry.call($0.picture, $1.picture, context) }
    },
    CountedOperation(name: I420ToBGRAKernels.name) { name, checker in
        guard let entry = I420ToBGRAKernels.strategy(id: name.strategy), name.target == nil, name.rotation == nil else { return nil }
        let context = KernelContext()
        return counted(checker, I420Frame(size: name.source), BGRAFrame(size: name.source)) { entry.call($0.picture, $1.pixels.grid, .full, context) }
    },
    CountedOperation(name: RotateNV12Kernels.name) { name, checker in
        guard let entry = RotateNV12Kernels.strategy(id: name.strategy), name.target == nil, let rotation = name.rotation else { return nil }
        let context = KernelContext()
        return counted(checker, NV12Frame(size: name.source), NV12Frame(size: rotation.rotatedSize(of: name.source))) { source, destination in
            for (from, to) in zip(source.planes, destination.planes) { entry.call(from.grid, to.grid, rotation, context) }
        }
    },
    CountedOperation(name: RotateI420Kernels.name) { name, checker in
        guard let entry = RotateI420Kernels.strategy(id: name.strategy), name.target == nil, let rotation = name.rotation else { return nil }
        let context = KernelContext()
        return counted(checker, I420Frame(size: name.source), I420Frame(size: rotation.rotatedSize(of: name.source))) { source, destination in
            for (from, to) in zip(source.planes, destination.planes) { entry.call(from.grid, to.grid, rotation, context) }
        }
    },
    CountedOperation(name: I420ToNV12RotateKernels.name) { name, checker in
        guard let entry = I420ToNV12RotateKernels.strategy(id: name.strategy), name.target == nil, let rotation = name.rotation else { return nil }
        let context = KernelContext()
        return counted(checker, I420Frame(size: name.source), NV12Frame(size: rotation.rotatedSize(of: name.source))) {
            entry.call($0.picture, $1.picture, rotation, context)
        }
    },
    CountedOperation(name: ScaleI420Kernels.name) { name, checker in
        guard let entry = ScaleI420Kernels.strategy(id: name.strategy), let target = name.target, name.rotation == nil else { return nil }
        let context = KernelContext()
        return counted(checker, I420Frame(size: name.source), I420Frame(size: target)) { source, destination in
            for (from, to) in zip(source.planes, destination.planes) { entry.call(from.grid, to.grid, context) }
        }
    },
    CountedOperation(name: ScaleNV12Kernels.name) { name, checker in
        guard let entry = ScaleNV12Kernels.strategy(id: name.strategy), let target = name.target, name.rotation == nil else { return nil }
        let context = KernelContext()
        return counted(checker, NV12Frame(size: name.source), NV12Frame(size: target)) { source, destination in
            for (from, to) in zip(source.planes, destination.planes) { entry.call(from.grid, to.grid, context) }
        }
    },
    CountedOperation(name: ScaleI420ToNV12Kernels.name) { name, checker in
        guard let entry = ScaleI420ToNV12Kernels.strategy(id: name.strategy), let target = name.target, name.rotation == nil else { return nil }
        let context = KernelContext()
        return counted(checker, I420Frame(size: name.source), NV12Frame(size: target)) { entry.call($0.picture, $1.picture, context) }
    },
    CountedOperation(name: RotateScaleNV12Kernels.name) { name, checker in
        guard let entry = RotateScaleNV12Kernels.strategy(id: name.strategy), let target = name.target, let rotation = name.rotation else {
            return nil
        }
        let context = KernelContext()
        return counted(checker, NV12Frame(size: name.source), NV12Frame(size: target)) { entry.call($0.picture, $1.picture, rotation, context) }
    },
]

/// One line of standard input without its line feed; nil at the end.
func readLine() -> String? {
    var bytes: [UInt8] = []
    while true {
        let character = getchar()
        if character < 0 { return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self) }
        if character == 10 { return String(decoding: bytes, as: UTF8.self) }
        bytes.append(UInt8(truncatingIfNeeded: character))
    }
}

/// Counts every case named on standard input; 0, or 2 (with a message) at the first name it
/// cannot run (nothing counted for it or after it).
func countCases() -> Int32 {
    let checker = Checker()
    while let line = readLine() {
        if line.isEmpty { continue }
        guard let name = CountedName(line) else {
            print("arm64-driver: '\(line)' is not <operation>/<strategy>/<W>x<H>[/<w>x<h>][/<angle>]/hot")
            return 2
        }
        var operation: CountedOperation? = nil
        for candidate in countedOperations where candidate.name == name.operation { operation = candidate }
        guard let operation else {
            print("arm64-driver: \(line): no catalogue has the operation '\(name.operation)'")
            return 2
        }
        guard let kernel = operation.prepare(name, checker) else {
            print("arm64-driver: \(line): \(name.operation)'s catalogue has no strategy '\(name.strategy)' with these parameters")
            return 2
        }
        pip_count_begin()
        kernel()
        pip_count_end()
        print(name.text)
    }
    return 0
}
