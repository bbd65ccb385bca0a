import Foundation
import FuzzSupport

exit(runFuzzer { data, count in fuzzResultFiles(data, count) })
