import ArgumentParser
import AyahPlatform

/// The command line of `ayah-server`: exactly `ayah serve`'s options
/// (``ServeOptions``), errors reported as `ayah` reports them. `ayah-server`
/// imports this module, not the commands of `ayah`.
package struct ServerCommand: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "ayah-server",
        abstract: "The HTTP server that `ayah serve` runs; takes the same options.")

    /// EX_UNAVAILABLE (sysexits): the server cannot run or cannot listen.
    package static let unavailable: Int32 = 69

    @OptionGroup package var options: ServeOptions

    package init() {}

    /// The settings for `arguments` (those after the program name) against the
    /// real process; prints help and exits 0 for `--help`, prints one line on
    /// standard error and exits 64 (or 65) for bad arguments.
    package static func settings(arguments: [String]) -> ServeSettings {
        let environment = CLIEnvironment.live()
        return ToolEntry.run(Self.self, arguments: arguments, helpName: "serve", environment: environment) { command in
            try command.options.settings(in: environment)
        }
    }

    /// Prints `ayah: message` on standard error and exits with `status`.
    package static func fail(_ message: String, status: Int32 = unavailable) -> Never {
        ToolEntry.fail(message, status: status)
    }
}
