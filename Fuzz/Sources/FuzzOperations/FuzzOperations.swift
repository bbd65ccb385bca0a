import FuzzSupport
import PiPVideo

/// libFuzzer's entry point: the first byte chooses the operation, the rest one hostile call of one
/// of its strategies (see `OperationCase`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOperations(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    var input = FuzzInput(data, count)
    switch input.int(in: 0...8) {
    case 0: OperationCase<I420ToNV12>(&input, [()])?.check()
    case 1: OperationCase<I420ToBGRA>(&input, ColorRange.allCases)?.check()
    case 2: OperationCase<RotateNV12>(&input, Rotation.allCases)?.check()
    case 3: OperationCase<RotateI420>(&input, Rotation.allCases)?.check()
    case 4: OperationCase<I420ToNV12Rotate>(&input, Rotation.allCases)?.check()
    case 5: OperationCase<ScaleI420>(&input, [()])?.check()
    case 6: OperationCase<ScaleNV12>(&input, [()])?.check()
    case 7: OperationCase<ScaleI420ToNV12>(&input, [()])?.check()
    default: OperationCase<RotateScaleNV12>(&input, Rotation.allCases)?.check()
    }
    return 0
}
