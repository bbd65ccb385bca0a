import Foundation
import FuzzSupport

exit(runFuzzer { data, count in fuzzPhotoManifest(data, count) })
