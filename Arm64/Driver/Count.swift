// `arm64-driver count`: each case of the arm64 instructions baseline run once between
// pip_count_begin() and pip_count_end(), in order; the plugin prints one count per region and the
// script pairs them with the names printed here. Names and sizes are the x86 suite's benchmark names.

/// A counted case: its benchmark name and a closure that makes the frames and returns the kernel call.
typealias CountedCase = (name: String, prepare: (Checker) -> () -> Void)

/// A counted case: frames made by `source` (filled with random bytes) and `destination`, then `run`.
func counted<Source: VideoFrame, Destination: VideoFrame>(
    _ name: String, _ source: @escaping () -> Source, _ destination: @escaping () -> Destination,
    _ run: @escaping (Source, Destination) -> Void
) -> CountedCase {
    (name, { checker in
        let from = source(), to = destination()
        checker.fill(from.planes)
        return { run(from, to) }
    })
}

func conversionCases() -> [CountedCase] {
    var cases: [CountedCase] = []
    for size in [(640, 360), (1280, 720), (1920, 1080), (1279, 719)].map({ FrameSize(width: $0.0, height: $0.1) }) {
        for (id, convert) in conversions {
            cases.append(counted("I420ToNV12/\(id.text)/\(size.text)/hot",
                { I420Frame(size: size) }, { NV12Frame(size: size) }) {
                    convert($0, $1)
            })
        }
        for (id, convert) in bgraConversions {
            cases.append(counted("I420ToBGRA/\(id.text)/\(size.text)/hot",
                { I420Frame(size: size) }, { BGRAFrame(size: size) }) {
                    convert($0, $1, .full)
            })
        }
    }
    return cases
}

func rotationCases() -> [CountedCase] {
    var cases: [CountedCase] = []
    let nv12Sizes = [(1280, 720), (1920, 1080), (1279, 719)].map { FrameSize(width: $0.0, height: $0.1) }
    let size1080 = FrameSize(width: 1920, height: 1080), rotation = Rotation.degrees90
    for (id, plane, interleaving) in rotations {
        for size in nv12Sizes {
            cases.append(counted("RotateNV12/\(id.text)/\(size.text)/90/hot",
                { NV12Frame(size: size) }, { NV12Frame(size: rotation.rotatedSize(of: size)) }) {
                    rotateEachPlane(plane, $0, $1, rotation)
            })
        }
        cases.append(counted("RotateI420/\(id.text)/\(size1080.text)/90/hot",
            { I420Frame(size: size1080) }, { I420Frame(size: rotation.rotatedSize(of: size1080)) }) {
                rotateEachPlane(plane, $0, $1, rotation)
        })
        cases.append(counted("I420ToNV12Rotate/\(id.text)/\(size1080.text)/90/hot",
            { I420Frame(size: size1080) }, { NV12Frame(size: rotation.rotatedSize(of: size1080)) }) {
                plane($0.y, $1.y, rotation); interleaving($0.u, $0.v, $1.cbcr, rotation)
        })
    }
    return cases
}

func scalingCases() -> [CountedCase] {
    var cases: [CountedCase] = []
    let hd = FrameSize(width: 1920, height: 1080), pip = FrameSize(width: 640, height: 360)
    let hd720 = FrameSize(width: 1280, height: 720), pip720 = FrameSize(width: 378, height: 213)
    func scaleI420(_ id: StaticString, _ scale: @escaping PlaneScaler, _ source: FrameSize, _ target: FrameSize) -> CountedCase {
        counted("ScaleI420/\(id.text)/\(source.text)/\(target.text)/hot", { I420Frame(size: source) },
                { I420Frame(size: target) }) { scaleEachPlane(scale, $0, $1) }
    }
    for (id, scale) in planeScalers { cases.append(scaleI420(id, scale, hd, pip)) }
    let others = [(hd, FrameSize(width: 960, height: 540)), (hd, FrameSize(width: 480, height: 270)),
                  (hd, FrameSize(width: 568, height: 320)), (FrameSize(width: 1080, height: 1920), FrameSize(width: 360, height: 640)),
                  (hd720, FrameSize(width: 378, height: 213))]
    for (source, target) in others {
        for (id, scale) in planeScalers where id.text == "nearest" || id.text == "box-simd" {
            cases.append(scaleI420(id, scale, source, target))
        }
    }
    for (id, scale) in planeScalers where id.text == "box-simd" {
        for (source, target) in [(hd, pip), (hd720, pip720)] {
            cases.append(counted("ScaleNV12/\(id.text)/\(source.text)/\(target.text)/hot",
                { NV12Frame(size: source) }, { NV12Frame(size: target) }) {
                    scaleEachPlane(scale, $0, $1)
            })
        }
    }
    for (id, scale) in scalesToNV12 where id.text != "nearest" {
        cases.append(counted("ScaleI420ToNV12/\(id.text)/\(hd.text)/\(pip.text)/hot",
            { I420Frame(size: hd) }, { NV12Frame(size: pip) }) {
                scale($0, $1)
        })
    }
    for (source, target) in [((1280, 720), (270, 480)), ((1920, 1080), (360, 640))] {
        let from = FrameSize(width: source.0, height: source.1), to = FrameSize(width: target.0, height: target.1)
        for (id, run) in rotateScales {
            cases.append(counted("RotateScaleNV12/\(id.text)/\(from.text)/\(to.text)/90/hot",
                { NV12Frame(size: from) }, { NV12Frame(size: to) }) {
                    run($0, $1, .degrees90)
            })
        }
    }
    return cases
}

func countEveryCase() {
    let checker = Checker()
    for counted in conversionCases() + rotationCases() + scalingCases() {
        let kernel = counted.prepare(checker)
        pip_count_begin()
        kernel()
        pip_count_end()
        print(counted.name)
    }
}
