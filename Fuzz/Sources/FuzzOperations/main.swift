import Foundation
import FuzzSupport
import PiPVideo

// The catalogues are lazily initialised globals: made before fuzzing, so that LeakSanitizer does not
// count their first allocation as a leak of the first input that reaches them.
let catalogueSizes = [I420ToNV12.strategies.count, I420ToBGRA.strategies.count, RotateNV12.strategies.count,
                      RotateI420.strategies.count, I420ToNV12Rotate.strategies.count, ScaleI420.strategies.count,
                      ScaleNV12.strategies.count, ScaleI420ToNV12.strategies.count, RotateScaleNV12.strategies.count]
precondition(catalogueSizes.allSatisfy { $0 > 0 })
exit(runFuzzer { data, count in fuzzOperations(data, count) })
