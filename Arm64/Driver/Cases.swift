// The differential check: every strategy of every catalogue (PiPCatalogue) against its contract
// over sizes from 1x1 to 1921x1081 (odd sizes, multiples of 2, 3, 4, 6 and 16), tight and padded
// strides, every angle and every kind of downscale ratio. Names: "<operation>/<strategy>/<case>".

/// Picture sizes of the conversions and rotations.
let sizes: [FrameSize] = [
    (1, 1), (2, 2), (3, 3), (1, 9), (9, 1), (5, 7), (15, 15), (16, 16), (17, 17), (18, 12), (24, 36), (31, 33),
    (32, 32), (33, 31), (47, 17), (48, 48), (63, 65), (96, 54), (100, 75), (127, 129), (192, 108), (255, 257),
    (640, 360), (641, 361), (1280, 720), (1279, 719), (1920, 1080), (1921, 1081),
].map { FrameSize(width: $0.0, height: $0.1) }

/// Source sizes of the downscales.
let scalingSources: [FrameSize] = [
    (1, 1), (2, 2), (3, 3), (5, 4), (6, 6), (12, 12), (17, 13), (24, 18), (36, 36), (48, 32), (97, 61), (192, 108),
    (641, 361), (1280, 720), (1920, 1080), (1921, 1081), (1080, 1920),
].map { FrameSize(width: $0.0, height: $0.1) }

/// Row paddings in bytes: tight rows, an odd padding and a cache line (large frames: two of them).
func paddings(_ size: FrameSize) -> [Int] { size.width > 700 ? [0, 13] : [0, 13, 64] }

/// Destination sizes of a downscale of `size`: whole ratios 1, 2, 3, 4, 6, 16, fractional 3:2 and
/// 5:3, mixed 3 across and 2 down; and the suite's picture-in-picture sizes for its sources.
func scalingTargets(_ size: FrameSize) -> [FrameSize] {
    var targets: [FrameSize] = []
    func add(_ width: Int, _ height: Int) {
        let target = FrameSize(width: max(1, width), height: max(1, height))
        if !targets.contains(target) { targets.append(target) }
    }
    for ratio in [1, 2, 3, 4, 6, 16] { add(size.width / ratio, size.height / ratio) }
    add(size.width * 2 / 3, size.height * 2 / 3)
    add(size.width * 3 / 5, size.height * 3 / 5)
    add(size.width / 3, size.height / 2)
    if size == FrameSize(width: 1920, height: 1080) { add(568, 320); add(960, 540); add(480, 270) }
    // Vertical sums past 15 and 16 bits (weights adding up to 240 for Y, 360 for chroma): biased and split sums.
    if size == FrameSize(width: 1280, height: 720) { add(378, 213) }
    if size.width > 1000 || size.height > 1000 { add(size.width > size.height ? 640 : 360, size.width > size.height ? 360 : 640) }
    return targets
}

extension Checker {
    func checkConversions() {
        let context = KernelContext()
        for size in sizes {
            for padding in paddings(size) {
                let source = I420Frame(size: size, padding: padding)
                fill(source.planes)
                let expected = NV12Frame(size: size)
                for y in 0..<size.height { for x in 0..<size.width { expected.y.row(y)[x] = source.y.row(y)[x] } }
                referenceInterleave(u: source.u, v: source.v, into: expected.cbcr)
                let outputs = I420ToNV12Kernels.strategies.map { entry -> [Plane] in
                    let destination = NV12Frame(size: size, padding: padding)
                    poison(destination.planes)
                    entry.call(source.picture, destination.picture, context)
                    return destination.planes
                }
                checkContracts(I420ToNV12Kernels.strategies, outputs: outputs, references: CaseReferences(exact: expected.planes),
                               sources: source.planes) { "\(I420ToNV12Kernels.name)/\($0)/\(size.text)/pad\(padding)" }
                for range in [ColorRange.full, .video] {
                    let reference = BGRAFrame(size: size)
                    for y in 0..<size.height {
                        for x in 0..<size.width {
                            let (b, g, r) = referenceBGR(y: source.y.row(y)[x], u: source.u.row(y / 2)[x / 2], v: source.v.row(y / 2)[x / 2], range: range)
                            let row = reference.pixels.row(y)
                            row[4 * x] = b; row[4 * x + 1] = g; row[4 * x + 2] = r; row[4 * x + 3] = 255
                        }
                    }
                    let outputs = I420ToBGRAKernels.strategies.map { entry -> [Plane] in
                        let destination = BGRAFrame(size: size, padding: padding)
                        poison(destination.planes)
                        entry.call(source.picture, destination.pixels.grid, range, context)
                        return destination.planes
                    }
                    checkContracts(I420ToBGRAKernels.strategies, outputs: outputs, references: CaseReferences(exact: reference.planes),
                                   sources: source.planes) {
                        "\(I420ToBGRAKernels.name)/\($0)/\(size.text)/\(range == .full ? "full" : "video")/pad\(padding)"
                    }
                }
            }
        }
    }

    func checkRotations() {
        let context = KernelContext()
        for size in sizes {
            for padding in paddings(size) {
                for rotation in Rotation.allCases {
                    let rotated = rotation.rotatedSize(of: size), angle = rotation.rawValue
                    let i420 = I420Frame(size: size, padding: padding), nv12 = NV12Frame(size: size, padding: padding)
                    fill(i420.planes); fill(nv12.planes)
                    let expectedI420 = I420Frame(size: rotated), expectedNV12 = NV12Frame(size: rotated)
                    let expectedFromI420 = NV12Frame(size: rotated)
                    for (from, to) in zip(i420.planes, expectedI420.planes) { referenceRotate(from, into: to, by: rotation) }
                    for (from, to) in zip(nv12.planes, expectedNV12.planes) { referenceRotate(from, into: to, by: rotation) }
                    referenceRotate(i420.y, into: expectedFromI420.y, by: rotation)
                    referenceInterleave(u: expectedI420.u, v: expectedI420.v, into: expectedFromI420.cbcr)
                    let caseName = "\(size.text)/\(angle)/pad\(padding)"
                    let outputsI420 = RotateI420Kernels.strategies.map { entry -> [Plane] in
                        let destination = I420Frame(size: rotated, padding: padding)
                        poison(destination.planes)
                        for (from, to) in zip(i420.planes, destination.planes) { entry.call(from.grid, to.grid, rotation, context) }
                        return destination.planes
                    }
                    let outputsNV12 = RotateNV12Kernels.strategies.map { entry -> [Plane] in
                        let destination = NV12Frame(size: rotated, padding: padding)
                        poison(destination.planes)
                        for (from, to) in zip(nv12.planes, destination.planes) { entry.call(from.grid, to.grid, rotation, context) }
                        return destination.planes
                    }
                    let outputsFromI420 = I420ToNV12RotateKernels.strategies.map { entry -> [Plane] in
                        let destination = NV12Frame(size: rotated, padding: padding)
                        poison(destination.planes)
                        entry.call(i420.picture, destination.picture, rotation, context)
                        return destination.planes
                    }
                    checkContracts(RotateI420Kernels.strategies, outputs: outputsI420,
                                   references: CaseReferences(exact: expectedI420.planes), sources: i420.planes) {
                        "\(RotateI420Kernels.name)/\($0)/" + caseName
                    }
                    checkContracts(RotateNV12Kernels.strategies, outputs: outputsNV12,
                                   references: CaseReferences(exact: expectedNV12.planes), sources: nv12.planes) {
                        "\(RotateNV12Kernels.name)/\($0)/" + caseName
                    }
                    checkContracts(I420ToNV12RotateKernels.strategies, outputs: outputsFromI420,
                                   references: CaseReferences(exact: expectedFromI420.planes), sources: i420.planes) {
                        "\(I420ToNV12RotateKernels.name)/\($0)/" + caseName
                    }
                }
            }
        }
    }

    /// The downscales with source and destination rows `padding` bytes past their samples (0 and
    /// 13 are checked: two families, so that two processes share the largest one).
    func checkScaling(padding: Int) {
        let context = KernelContext()
        for size in scalingSources {
            let i420 = I420Frame(size: size, padding: padding), nv12 = NV12Frame(size: size, padding: padding)
            fill(i420.planes); fill(nv12.planes)
            for target in scalingTargets(size) {
                let caseName = "\(size.text)/\(target.text)/pad\(padding)"
                let boxI420 = I420Frame(size: target), boxNV12 = NV12Frame(size: target), boxToNV12 = NV12Frame(size: target)
                let nearestI420 = I420Frame(size: target), nearestNV12 = NV12Frame(size: target), nearestToNV12 = NV12Frame(size: target)
                for (from, to) in zip(i420.planes, boxI420.planes) { referenceBox(from, into: to) }
                for (from, to) in zip(nv12.planes, boxNV12.planes) { referenceBox(from, into: to) }
                for (from, to) in zip(i420.planes, nearestI420.planes) { referenceNearest(from, into: to) }
                for (from, to) in zip(nv12.planes, nearestNV12.planes) { referenceNearest(from, into: to) }
                referenceBox(i420.y, into: boxToNV12.y)
                referenceInterleave(u: boxI420.u, v: boxI420.v, into: boxToNV12.cbcr)
                referenceNearest(i420.y, into: nearestToNV12.y)
                referenceInterleave(u: nearestI420.u, v: nearestI420.v, into: nearestToNV12.cbcr)
                let outputsI420 = ScaleI420Kernels.strategies.map { entry -> [Plane] in
                    let destination = I420Frame(size: target, padding: padding)
                    poison(destination.planes)
                    for (from, to) in zip(i420.planes, destination.planes) { entry.call(from.grid, to.grid, context) }
                    return destination.planes
                }
                let outputsNV12 = ScaleNV12Kernels.strategies.map { entry -> [Plane] in
                    let destination = NV12Frame(size: target, padding: padding)
                    poison(destination.planes)
                    for (from, to) in zip(nv12.planes, destination.planes) { entry.call(from.grid, to.grid, context) }
                    return destination.planes
                }
                checkContracts(ScaleI420Kernels.strategies, outputs: outputsI420,
                               references: CaseReferences(areaAverage: boxI420.planes, pointSampled: nearestI420.planes),
                               sources: i420.planes) { "\(ScaleI420Kernels.name)/\($0)/" + caseName }
                checkContracts(ScaleNV12Kernels.strategies, outputs: outputsNV12,
                               references: CaseReferences(areaAverage: boxNV12.planes, pointSampled: nearestNV12.planes),
                               sources: nv12.planes) { "\(ScaleNV12Kernels.name)/\($0)/" + caseName }
                let outputsToNV12 = ScaleI420ToNV12Kernels.strategies.map { entry -> [Plane] in
                    let destination = NV12Frame(size: target, padding: padding)
                    poison(destination.planes)
                    entry.call(i420.picture, destination.picture, context)
                    return destination.planes
                }
                checkContracts(ScaleI420ToNV12Kernels.strategies, outputs: outputsToNV12,
                               references: CaseReferences(areaAverage: boxToNV12.planes, pointSampled: nearestToNV12.planes),
                               sources: i420.planes) { "\(ScaleI420ToNV12Kernels.name)/\($0)/" + caseName }
            }
        }
    }

    func checkRotateScale() {
        let context = KernelContext()
        for size in [(1, 1), (3, 2), (17, 9), (48, 32), (97, 61), (640, 360), (1280, 720), (1921, 1081)].map({ FrameSize(width: $0.0, height: $0.1) }) {
            let source = NV12Frame(size: size, padding: 13)
            fill(source.planes)
            for rotation in Rotation.allCases {
                let rotatedSize = rotation.rotatedSize(of: size)
                let rotated = NV12Frame(size: rotatedSize)
                for (from, to) in zip(source.planes, rotated.planes) { referenceRotate(from, into: to, by: rotation) }
                // Plus exactly 3/8 on both axes (the camera's ratio, which `fused` gives its own kernel).
                var targets = scalingTargets(rotatedSize)
                if size.width % 8 == 0, size.height % 8 == 0 {
                    targets.append(FrameSize(width: rotatedSize.width * 3 / 8, height: rotatedSize.height * 3 / 8))
                }
                for target in targets where target.width <= 1000 {
                    let expected = NV12Frame(size: target)
                    for (from, to) in zip(rotated.planes, expected.planes) { referenceBox(from, into: to) }
                    let outputs = RotateScaleNV12Kernels.strategies.map { entry -> [Plane] in
                        let destination = NV12Frame(size: target, padding: 7)
                        poison(destination.planes)
                        entry.call(source.picture, destination.picture, rotation, context)
                        return destination.planes
                    }
                    checkContracts(RotateScaleNV12Kernels.strategies, outputs: outputs, references: CaseReferences(areaAverage: expected.planes),
                                   sources: rotated.planes) {
                        "\(RotateScaleNV12Kernels.name)/\($0)/\(size.text)/\(target.text)/\(rotation.rawValue)"
                    }
                }
            }
        }
    }
}
