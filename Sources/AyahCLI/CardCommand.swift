import ArgumentParser
import AyahPlatform
import AyahSettings

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
        abstract: "Draw today's ayah as a picture: a PNG or SVG verse card.",
        discussion: """
            The Arabic in Amiri Quran, shaped by HarfBuzz through Pango and drawn by Cairo, with the basmala above \
            ayah 1, the translation in its own direction, the reference, the local and Hijri dates and the credits. \
            Text never clips: the largest size that fits, then the payload's short forms. The same settings and \
            fonts give the same bytes; the fonts are named in the file's metadata. Refuses to write a PNG to a \
            terminal. Runs the ayah-card program found next to ayah (exit 69 when it, its libraries or its fonts are \
            missing: Debian packages libpangocairo-1.0-0 and fonts-hosny-amiri).
            """
    )

    /// The renderer's program name, looked for in the directory of `ayah`.
    static let rendererProgram = "ayah-card"

    /// The shared libraries `ayah-card` needs, each with the Debian package that ships it.
    static let libraries = [
        ("libpangocairo-1.0.so.0", "libpangocairo-1.0-0"), ("libpangoft2-1.0.so.0", "libpangoft2-1.0-0"),
        ("libpango-1.0.so.0", "libpango-1.0-0"), ("libcairo.so.2", "libcairo2"),
        ("libfontconfig.so.1", "libfontconfig1"), ("libpng16.so.16", "libpng16-16"),
    ]

    @OptionGroup var options: CardOptions

    func run(in environment: CLIEnvironment) throws {
        try options.validate(in: environment, standardOutputIsTerminal: CardOptions.standardOutputIsTerminal)
        let arguments = try options.forwardedArguments()
        let directory = environment.executablePath.split(separator: "/", omittingEmptySubsequences: false).dropLast()
            .joined(separator: "/")
        let renderer = (directory.isEmpty ? "." : directory) + "/" + Self.rendererProgram
        guard ProgramImage.isExecutable(renderer) else {
            throw CLIError(
                message:
                    "the card renderer is not installed: no executable \(renderer) next to ayah (build it with swift build --product ayah-card, or install it beside ayah)",
                code: ExitStatus.unavailable)
        }
        let missing = Self.libraries.filter { !SharedLibrary.isLoadable($0.0) }.map(\.1)
        if !missing.isEmpty {
            throw CLIError(
                message:
                    "ayah-card needs libraries that are not installed; install them: apt-get install \(missing.joined(separator: " "))",
                code: ExitStatus.unavailable)
        }
        let code = ProgramImage.replace(with: renderer, arguments: [renderer] + arguments)
        throw CLIError(message: "cannot run \(renderer): \(SystemError.text(code))", code: ExitStatus.unavailable)
    }
}
