import ArgumentParser
import AyahPlatform
import AyahSettings
import AyahSettingsCore

/// `ayah card`: today's ayah as a picture (PNG or SVG).
///
/// The renderer is its own executable, `ayah-card`, next to `ayah`: this
/// command checks the arguments and hands the process over to it (`execv`, as
/// `ayah serve` runs `ayah-server`), so that `ayah` itself never links Pango
/// or Cairo and `ayah today` keeps its startup time. `ayah-card` parses the
/// same options with the same type (``CardOptions``).
struct CardCommand: AyahSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "card",
        abstract: "Draw today's ayah, or a chosen one (REF), as a picture: a PNG or SVG verse card.",
        discussion: """
            The Arabic in Amiri Quran, shaped by HarfBuzz through Pango and drawn by Cairo, with the basmala above \
            ayah 1, the translation in its own direction, the reference, the local and Hijri dates and the credits. \
            REF (2:255, 2:255-257, "Al-'Asr 103:1-3", surah:36; one surah) draws that passage with no date; not with \
            --date. \
            Text never clips: the largest size that fits, then the payload's short forms. The same settings and \
            fonts give the same bytes; the fonts are named in the file's metadata. Refuses to write a PNG to a \
            terminal. Runs the ayah-card program found next to ayah or in ../libexec/dailyayah/ (exit 69 when it, its libraries or its fonts are \
            missing: Debian packages libpangocairo-1.0-0 and fonts-hosny-amiri).
            """
    )

    @OptionGroup var options: CardOptions

    func run(in environment: CLIEnvironment) throws {
        try options.validate(in: environment, standardOutputIsTerminal: CardOptions.standardOutputIsTerminal)
        let arguments = try options.forwardedArguments()
        let renderer = try CardProgram.locate(in: environment)
        let code = ProgramImage.replace(with: renderer, arguments: [renderer] + arguments)
        throw CLIError(message: "cannot run \(renderer): \(SystemError.text(code))", code: ExitStatus.unavailable)
    }
}
