// `arm64-driver count`: each case of the arm64 instructions baseline run once between
// pip_count_begin() and pip_count_end(), in order; the plugin prints one count per region and the
// script pairs them with the names printed here. Names and sizes are the x86 suite's benchmark names.

/// A counted case: its benchmark name and a closure that makes the frames and returns the kernel call.
typealias CountedCase = (name: String, prepare: (Checker) -> () -> Void)

func conversionCases() -> [CountedCase] {
    var cases: [CountedCase] = []
    for size in [(640, 360), (1280, 720), (1920, 1080), (1279, 719)].map({ FrameSize(width: $0.0, height: $0.1) }) {
        for (id, convert) in conversions {
            cases.append(("I420ToNV12/\(id.text)/\(size.text)/hot", { checker in
                let source = I420Frame(size: size), destination = NV12Frame(size: size)
                checker.fill(source.planes)
                return { convert(source, destination) }
            }))
        }
        for (id, convert) in bgraConversions {
            cases.append(("I420ToBGRA/\(id.text)/\(size.text)/hot", { checker in
                let source = I420Frame(size: size), destination = BGRAFrame(size: size)
                checker.fill(source.planes)
                return { convert(source, destination, .full) }
            }))
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
            cases.append(("RotateNV12/\(id.text)/\(size.text)/90/hot", { checker in
                let source = NV12Frame(size: size), destination = NV12Frame(size: rotation.rotatedSize(of: size))
                checker.fill(source.planes)
                return { rotateEachPlane(plane, source, destination, rotation) }
            }))
        }
        cases.append(("RotateI420/\(id.text)/\(size1080.text)/90/hot", { checker in
            let source = I420Frame(size: size1080), destination = I420Frame(size: rotation.rotatedSize(of: size1080))
            checker.fill(source.planes)
            return { rotateEachPlane(plane, source, destination, rotation) }
        }))
        cases.append(("I420ToNV12Rotate/\(id.text)/\(size1080.text)/90/hot", { checker in
            let source = I420Frame(size: size1080), destination = NV12Frame(size: rotation.rotatedSize(of: size1080))
            checker.fill(source.planes)
            return { plane(source.y, destination.y, rotation); interleaving(source.u, source.v, destination.cbcr, rotation) }
        }))
    }
    return cases
}

func scalingCases() -> [CountedCase] {
    var cases: [CountedCase] = []
    let hd = FrameSize(width: 1920, height: 1080), pip = FrameSize(width: 640, height: 360)
    func scaleI420(_ id: StaticString, _ scale: @escaping PlaneScaler, _ source: FrameSize, _ target: FrameSize) -> CountedCase {
        ("ScaleI420/\(id.text)/\(source.text)/\(target.text)/hot", { checker in
            let from = I420Frame(size: source), to = I420Frame(size: target)
            checker.fill(from.planes)
            return { scaleEachPlane(scale, from, to) }
        })
    }
    for (id, scale) in planeScalers { cases.append(scaleI420(id, scale, hd, pip)) }
    let others = [(hd, FrameSize(width: 960, height: 540)), (hd, FrameSize(width: 480, height: 270)),
                  (hd, FrameSize(width: 568, height: 320)), (FrameSize(width: 1080, height: 1920), FrameSize(width: 360, height: 640))]
    for (source, target) in others {
        for (id, scale) in planeScalers where id.text == "nearest" || id.text == "box-simd" {
            cases.append(scaleI420(id, scale, source, target))
        }
    }
    for (id, scale) in planeScalers where id.text == "box-simd" {
        cases.append(("ScaleNV12/\(id.text)/\(hd.text)/\(pip.text)/hot", { checker in
            let from = NV12Frame(size: hd), to = NV12Frame(size: pip)
            checker.fill(from.planes)
            return { scaleEachPlane(scale, from, to) }
        }))
    }
    for (id, scale) in scalesToNV12 where id.text != "nearest" {
        cases.append(("ScaleI420ToNV12/\(id.text)/\(hd.text)/\(pip.text)/hot", { checker in
            let from = I420Frame(size: hd), to = NV12Frame(size: pip)
            checker.fill(from.planes)
            return { scale(from, to) }
        }))
    }
    for (source, target) in [((1280, 720), (270, 480)), ((1920, 1080), (360, 640))] {
        let from = FrameSize(width: source.0, height: source.1), to = FrameSize(width: target.0, height: target.1)
        for (id, run) in rotateScales {
            cases.append(("RotateScaleNV12/\(id.text)/\(from.text)/\(to.text)/90/hot", { checker in
                let sourceFrame = NV12Frame(size: from), destination = NV12Frame(size: to)
                checker.fill(sourceFrame.planes)
                return { run(sourceFrame, destination, .degrees90) }
            }))
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
