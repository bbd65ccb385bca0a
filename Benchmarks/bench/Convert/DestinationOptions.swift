import ArgumentParser
import PiPVideo

/// `--to WxH` and `--rotate 90|180|270`: the destination size of a downscale and the angle of a
/// rotation, for the commands that run an operation on a file (convert, contact-sheet).
struct DestinationOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Destination size, for downscaling operations. (default: none)", valueName: "WxH"),
            transform: InputOptions.size(parsing:))
    var to: FrameSize?

    @Option(help: ArgumentHelp("Clockwise angle, for rotating operations. (default: none)", valueName: "90|180|270"))
    var rotate: Rotation?
}
