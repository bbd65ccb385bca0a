// The differential check: every kernel against its plain reference over sizes from 1x1 to
// 1921x1081 (odd sizes, multiples of 2, 3, 4, 6 and 16), tight and padded strides, every angle
// and every kind of downscale ratio.

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
        for size in sizes {
            for padding in paddings(size) {
                let source = I420Frame(size: size, padding: padding)
                fill(source.planes)
                let expected = NV12Frame(size: size)
                for y in 0..<size.height { for x in 0..<size.width { expected.y.row(y)[x] = source.y.row(y)[x] } }
                referenceInterleave(u: source.u, v: source.v, into: expected.cbcr)
                for (id, convert) in conversions {
                    let destination = NV12Frame(size: size, padding: padding)
                    poison(destination.planes)
                    convert(source, destination)
                    check("I420ToNV12/\(id.text)/\(size.text)/pad\(padding)", destination.planes, expected.planes)
                }
                for range in [ColorRange.full, .video] {
                    let reference = BGRAFrame(size: size)
                    for y in 0..<size.height {
                        for x in 0..<size.width {
                            let (b, g, r) = referenceBGR(y: source.y.row(y)[x], u: source.u.row(y / 2)[x / 2], v: source.v.row(y / 2)[x / 2], range: range)
                            let row = reference.pixels.row(y)
                            row[4 * x] = b; row[4 * x + 1] = g; row[4 * x + 2] = r; row[4 * x + 3] = 255
                        }
                    }
                    for (id, convert) in bgraConversions {
                        let destination = BGRAFrame(size: size, padding: padding)
                        poison(destination.planes)
                        convert(source, destination, range)
                        check("I420ToBGRA/\(id.text)/\(size.text)/\(range == .full ? "full" : "video")/pad\(padding)",
                              destination.planes, reference.planes, tolerance: 1)
                    }
                }
            }
        }
    }

    func checkRotations() {
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
                    for (id, plane, interleaving) in rotations {
                        let name = "\(id.text)/\(size.text)/\(angle)/pad\(padding)"
                        let outI420 = I420Frame(size: rotated, padding: padding)
                        poison(outI420.planes)
                        rotateEachPlane(plane, i420, outI420, rotation)
                        check("RotateI420/" + name, outI420.planes, expectedI420.planes)
                        let outNV12 = NV12Frame(size: rotated, padding: padding)
                        poison(outNV12.planes)
                        rotateEachPlane(plane, nv12, outNV12, rotation)
                        check("RotateNV12/" + name, outNV12.planes, expectedNV12.planes)
                        let outFromI420 = NV12Frame(size: rotated, padding: padding)
                        poison(outFromI420.planes)
                        plane(i420.y, outFromI420.y, rotation)
                        interleaving(i420.u, i420.v, outFromI420.cbcr, rotation)
                        check("I420ToNV12Rotate/" + name, outFromI420.planes, expectedFromI420.planes)
                    }
                }
            }
        }
    }

    /// The downscales with source and destination rows `padding` bytes past their samples (0 and
    /// 13 are checked: two families, so that two processes share the largest one).
    func checkScaling(padding: Int) {
        for size in scalingSources {
            let i420 = I420Frame(size: size, padding: padding), nv12 = NV12Frame(size: size, padding: padding)
            fill(i420.planes); fill(nv12.planes)
            for target in scalingTargets(size) {
                let name = "\(size.text)/\(target.text)/pad\(padding)"
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
                // Each plane-wise scaler: against the reference its contract names, or the scalar
                // strategy whose bytes it must equal (the one before it in `planeScalers`). Where a
                // contract names no bound (bilinear; halve at fractional ratios) only the padding is
                // checked here, and the digests compare the bytes between architectures.
                var outputsI420: [I420Frame] = [], outputsNV12: [NV12Frame] = []
                for (index, (id, scale)) in planeScalers.enumerated() {
                    let outI420 = I420Frame(size: target, padding: padding), outNV12 = NV12Frame(size: target, padding: padding)
                    poison(outI420.planes); poison(outNV12.planes)
                    scaleEachPlane(scale, i420, outI420)
                    scaleEachPlane(scale, nv12, outNV12)
                    outputsI420.append(outI420); outputsNV12.append(outNV12)
                    let (againstI420, againstNV12, tolerance): ([Plane], [Plane], Int)
                    switch id.text {
                    case "nearest": (againstI420, againstNV12, tolerance) = (nearestI420.planes, nearestNV12.planes, 0)
                    case "box", "box-simd": (againstI420, againstNV12, tolerance) = (boxI420.planes, boxNV12.planes, 0)
                    case "halve":
                        let whole = wholeRatio(size, target) && wholeRatio(size.chroma, target.chroma)
                        (againstI420, againstNV12, tolerance) = (boxI420.planes, boxNV12.planes, whole ? 1 : 255)
                    case "bilinear": (againstI420, againstNV12, tolerance) = (boxI420.planes, boxNV12.planes, 255)
                    default: (againstI420, againstNV12, tolerance) = (outputsI420[index - 1].planes, outputsNV12[index - 1].planes, 0)
                    }
                    check("ScaleI420/\(id.text)/" + name, outI420.planes, againstI420, tolerance: tolerance)
                    check("ScaleNV12/\(id.text)/" + name, outNV12.planes, againstNV12, tolerance: tolerance)
                }
                for (id, scale) in scalesToNV12 {
                    let destination = NV12Frame(size: target, padding: padding)
                    poison(destination.planes)
                    scale(i420, destination)
                    check("ScaleI420ToNV12/\(id.text)/" + name, destination.planes,
                          id.text == "nearest" ? nearestToNV12.planes : boxToNV12.planes)
                }
            }
        }
    }

    func checkRotateScale() {
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
                    for (id, run) in rotateScales {
                        let destination = NV12Frame(size: target, padding: 7)
                        poison(destination.planes)
                        run(source, destination, rotation)
                        check("RotateScaleNV12/\(id.text)/\(size.text)/\(target.text)/\(rotation.rawValue)",
                              destination.planes, expected.planes)
                    }
                }
            }
        }
    }
}

/// Both axes scale by whole numbers (where `halve` promises to stay within 1 of the area average).
func wholeRatio(_ source: FrameSize, _ destination: FrameSize) -> Bool {
    source.width % destination.width == 0 && source.height % destination.height == 0
}
