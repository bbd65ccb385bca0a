import Foundation
import FuzzSupport
import PiPLibYUV
import PiPVideo

// The catalogues are lazily initialised globals: made before fuzzing, so that LeakSanitizer does not
// count their first allocation as a leak of the first input that reaches them.
let catalogueSizes = [I420ToNV12.everyStrategy.count, I420ToBGRA.everyStrategy.count, RotateNV12.everyStrategy.count,
                      RotateI420.everyStrategy.count, I420ToNV12Rotate.everyStrategy.count, ScaleI420.everyStrategy.count,
                      ScaleNV12.everyStrategy.count, ScaleI420ToNV12.everyStrategy.count, RotateScaleNV12.everyStrategy.count]
precondition(catalogueSizes.allSatisfy { $0 > 0 })
exit(runFuzzer { data, count in fuzzOperations(data, count) })
