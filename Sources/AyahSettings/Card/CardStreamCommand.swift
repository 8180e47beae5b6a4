import AyahSettingsCore
import ArgumentParser
import AyahCardModel
import AyahPlatform
import AyahTime

/// `ayah-card stream`: the cards of a range of dates in several sizes, as one
/// ``CardStream`` on standard output, for `ayah export --cards` (which writes
/// them into the export with its own directory handles). Each card is what
/// `ayah serve` answers at `/v1/days/DATE/card.png?size=SIZE`: a PNG in the
/// size's default theme. Not meant to be run by hand (no terminal output).
package struct CardStreamCommand: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "ayah-card stream",
        abstract: "Writes the PNG cards of a range of dates as a framed stream (for ayah export --cards).")

    /// The word after `ayah-card` that selects this command.
    package static let word = "stream"

    @Option(help: ArgumentHelp("The first date, YYYY-MM-DD.", valueName: "date"))
    package var from: String
    @Option(parsing: .unconditional, help: ArgumentHelp("How many dates (1 to 3660).", valueName: "n"))
    package var days: Int
    @Option(help: ArgumentHelp("The sizes, separated by commas (as ayah export --cards).", valueName: "sizes"))
    package var sizes: String
    @OptionGroup package var engine: EngineOptions<ZonelessParts>

    package init() {}

    /// The arguments after `ayah-card` that ask for these cards (the engine's
    /// settings spelled out by the one ``ArgumentWriter``).
    package static func arguments(from first: CivilDate, days: Int, sizes: [CardSize], settings: EngineSettings)
        throws(CLIError) -> [String]
    {
        let words: [String]
        do { words = try ArgumentWriter.words(settings) } catch { throw .usage(error.description) }
        return [word, "--from", first.iso, "--days", String(days), "--sizes", sizes.map(\.name).joined(separator: ",")]
            + words
    }

    /// The checked request: the first date, the dates' count and the sizes, in stream order.
    package func request() throws(CLIError) -> (first: CivilDate, days: Int, sizes: [CardSize]) {
        try Limits.check("--days", days, in: Limits.timelineDays)
        let first = try Limits.date("--from", from)
        let last = first.adding(days: days - 1)
        guard Limits.years.contains(last.year) else {
            throw .usage("--from \(first.iso) with --days \(days) ends past 9999-12-31")
        }
        let sizes: [CardSize]
        do { sizes = try CardSize.list(parsing: self.sizes) } catch {
            throw .usage("--sizes: \(error.description(quoting: MessageText.quoted))")
        }
        return (first, days, sizes)
    }

    /// The options for `arguments` (those after `ayah-card stream`); exits as ``ToolEntry`` does on bad ones.
    package static func options(arguments: [String], environment: CLIEnvironment) -> CardStreamCommand {
        ToolEntry.run(Self.self, arguments: arguments, helpName: "export", environment: environment) { command in
            _ = try command.request()
            if TerminalDevice.isTerminal(DescriptorOutput.standardOutput) {
                throw CLIError.usage("standard output is a terminal; ayah-card stream is read by ayah export --cards")
            }
            return command
        }
    }
}
