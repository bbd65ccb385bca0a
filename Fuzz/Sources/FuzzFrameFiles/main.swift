import Foundation
import FuzzSupport

exit(runFuzzer { data, count in fuzzFrameFiles(data, count) })
