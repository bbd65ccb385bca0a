import Foundation
import FuzzSupport

exit(runFuzzer { data, count in fuzzOptionValues(data, count) })
