import AyahSettingsCore
import ArgumentParser
import AyahCardModel
import AyahKit
import AyahPlatform
import AyahTime

/// `ayah card`'s options: the card's size, theme, format and depth, where it
/// goes, the date, and every engine option. `ayah card` checks them and hands
/// them to `ayah-card` as ``forwardedArguments()``; `ayah-card` parses them
/// with this same type (``CardToolCommand``), so the two never disagree.
package struct CardOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "small (474x474), medium (1014x474), large (1014x1062): widget families at 3x; og (1200x630, link previews); eink (800x480); or WIDTHxHEIGHT. Default og.",
            valueName: "size"))
    package var size = "og"
    @Option(
        help: ArgumentHelp(
            "green (the widget's gradient), light, dark or eink (black and white). Default: eink for --size eink, else green.",
            valueName: "theme"))
    package var theme: String?
    @Option(help: ArgumentHelp("png (default) or svg.", valueName: "format"))
    package var format = "png"
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Bits per pixel of an e-ink PNG: 1 (default) or 2 (2-bit greyscale, still black and white only).",
            valueName: "bits"))
    package var depth: String?
    @Option(
        help: ArgumentHelp(
            "Write the card to this file (replaced atomically) instead of standard output.", valueName: "file"))
    package var output: String?
    @Option(help: ArgumentHelp("The card of this local date instead of today's, YYYY-MM-DD.", valueName: "date"))
    package var date: String?
    @Argument(
        help: ArgumentHelp(
            "The card of this ayah or range of one surah instead of the day's (2:255, \"Al-'Asr 103:1-3\", surah:36), as ayah show reads it; no date on it. Several words are joined with spaces.",
            valueName: "ref"))
    package var reference: [String] = []
    @OptionGroup package var engine: EngineOptions<CardEngineParts>

    package init() {}

    /// The card's look, checked by the card model's one parser (as the card
    /// routes check a request's); the message names the option.
    package func style() throws(CLIError) -> CardStyle {
        do throws(CardSpecError) {
            return try CardStyle(parsing: size, theme: theme, format: try CardFormat(parsing: format), depth: depth)
        } catch {
            throw .usage("--\(error.setting): \(error.description(quoting: MessageText.quoted))")
        }
    }

    /// The arguments `ayah-card` is started with: these options, spelled out
    /// (the engine's by the one ``ArgumentWriter``).
    package func forwardedArguments() throws(CLIError) -> [String] {
        let settings: [String]
        do { settings = try ArgumentWriter.words(engine.settings, renaming: [.theme: "--passage-theme"]) } catch {
            throw .usage(error.description)
        }
        var words = ["--size", size, "--format", format]
        if let theme { words += ["--theme", theme] }
        if let depth { words += ["--depth", depth] }
        // `--flag=value` keeps a value that starts with `-` a value.
        if let output { words.append(output.hasPrefix("-") ? "--output=" + output : "--output") }
        if let output, !output.hasPrefix("-") { words.append(output) }
        if let date { words += ["--date", date] }
        // After `--`, a reference is never read as an option.
        if let chosen { return words + settings + ["--", chosen] }
        return words + settings
    }

    /// Checks every option without loading the corpus; refuses to write a PNG
    /// to a terminal. `standardOutputIsTerminal` is the process's (injected by tests).
    package func validate(in environment: CLIEnvironment, standardOutputIsTerminal: Bool) throws(CLIError) {
        let style = try style()
        if let output, output.isEmpty { throw .usage("--output is empty; give a file name") }
        if output == nil, style.format == .png, standardOutputIsTerminal {
            throw .usage(
                "standard output is a terminal, and a PNG is not text; redirect it (ayah card > card.png) or give --output card.png"
            )
        }
        if chosen != nil, date != nil {
            throw .usage("a card shows a chosen ayah (REF) or a date's (--date), not both; give one")
        }
        if let chosen, chosen.allSatisfy(\.isWhitespace) { throw .usage("REF is empty; give an ayah or a range") }
        if let date { _ = try Limits.date("--date", date) }
        _ = try environment.read(engine.settings, parts: AllEngineParts.parts)
    }

    /// The chosen ayah or range (the words of REF joined with spaces), or nil for the day's card.
    package var chosen: String? { reference.isEmpty ? nil : reference.joined(separator: " ") }

    /// Whether this process's standard output is a terminal.
    package static var standardOutputIsTerminal: Bool { TerminalDevice.isTerminal(DescriptorOutput.standardOutput) }

    /// The local date whose card to draw: `--date`, else the day in effect
    /// now in the zone (as `ayah today` shows it).
    package func day(_ context: EngineContext) throws(CLIError) -> CivilDate {
        if let date { return try Limits.date("--date", date) }
        return context.engine.day(on: context.schedule, at: context.engine.now()).date
    }
}
