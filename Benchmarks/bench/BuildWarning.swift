import Foundation
import Measurement

/// Debug builds time unoptimised code: their numbers mean nothing, and they say so loudly.
enum BuildWarning {
    /// "debug" or "release" (`MachineFacts.buildConfiguration`).
    static var configuration: String { MachineFacts.buildConfiguration }

    static func printIfDebug() {
        #if DEBUG
        let banner = """
            ****************************************************************************
            *  DEBUG BUILD: these timings are of unoptimised code and mean NOTHING.    *
            *  Run the suite as:  swift run -c release bench                           *
            ****************************************************************************

            """
        FileHandle.standardError.write(Data(banner.utf8))
        #endif
    }
}
