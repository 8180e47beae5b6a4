import AyahSettingsCore
import ArgumentParser
import AyahPlatform

/// The command line of `ayah-card`: exactly `ayah card`'s options
/// (``CardOptions``), errors reported as `ayah` reports them. `ayah-card`
/// imports this module and the renderer, not the commands of `ayah`.
package struct CardToolCommand: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "ayah-card",
        abstract: "Draws the verse card that `ayah card` asks for; takes the same options.")

    @OptionGroup package var options: CardOptions

    package init() {}

    /// The options for `arguments` (those after the program name), checked
    /// against the real process; prints help and exits 0 for `--help`, prints
    /// one line on standard error and exits 64 (or 65) for bad arguments.
    package static func options(arguments: [String], environment: CLIEnvironment) -> CardOptions {
        ToolEntry.run(Self.self, arguments: arguments, helpName: "card", environment: environment) { command in
            try command.options.validate(
                in: environment, standardOutputIsTerminal: CardOptions.standardOutputIsTerminal)
            return command.options
        }
    }

    /// Prints `ayah: message` on standard error and exits with `status`.
    package static func fail(_ message: String, status: Int32 = ExitStatus.unavailable) -> Never {
        ProcessEntry.fail(message, status: status)
    }
}
