import AyahCard
import AyahCardModel
import AyahCorpus
import AyahKit
import AyahLanguage
import AyahPlatform
import AyahSettings
import AyahSettingsCore
import AyahTime

/// `ayah-card`: what `ayah card` runs. Parses the same options (through
/// AyahSettings, not the commands of `ayah`), builds the engine, draws the
/// card of the day with Pango and Cairo, writes it to `--output` or standard
/// output. The `ayah-card` executable runs it; so does `ayah-server` when it is
/// started under the name `ayah-card` (the installed `ayah-card` is a link to
/// `ayah-server`, which links all of the card's code for its card routes anyway).
public enum CardTool {
    /// The program name under which `ayah-server` runs the card tool instead of the server.
    public static let programName = "ayah-card"

    /// Runs `ayah-card` with `arguments` (those after the program name); never returns.
    public static func main(arguments: [String]) -> Never {
        let environment = CLIEnvironment.live()
        if arguments.first == CardStreamCommand.word {
            stream(
                CardStreamCommand.options(arguments: Array(arguments.dropFirst()), environment: environment),
                environment: environment, arguments: arguments)
        }
        let options = CardToolCommand.options(arguments: arguments, environment: environment)
        do {
            let style = try options.style()
            let context = try environment.resolve(options.engine)
            let language = try options.engine.settings.language.resolve(environment: environment.variables).language
            let bytes: [UInt8]
            if let chosen = options.chosen {
                let range: QuranRange
                do { range = try context.engine.chosenPassage(chosen) } catch {
                    throw CLIError.usage(error.description)
                }
                bytes = try draw(
                    try makeRenderer(environment), range: range, engine: context.engine, style: style,
                    language: language)
            } else {
                let date = try options.day(context)
                bytes = try draw(
                    try makeRenderer(environment), date: date, engine: context.engine, style: style, language: language)
            }
            if let output = options.output {
                do { try OutputFile.write(bytes, to: output, permissions: 0o644) } catch .symbolicLink(let path) {
                    throw CLIError(
                        message: "cannot write \(path): it is a symbolic link to something other than a regular file,"
                            + " which --output never writes through; remove the link or give another path",
                        code: ExitStatus.cannotCreate)
                } catch {
                    throw CLIError(message: "cannot write \(error.description)", code: ExitStatus.cannotCreate)
                }
            } else {
                do { try environment.write(bytes) } catch .closed { CurrentProcess.exit(0) } catch {
                    throw CLIError(message: "cannot write the card: \(error)", code: ExitStatus.ioError)
                }
            }
            CurrentProcess.exit(0)
        } catch let error as CLIError {
            environment.report(error.message, arguments: arguments)
            CurrentProcess.exit(error.code)
        } catch {
            environment.report("\(error)", arguments: arguments)
            CurrentProcess.exit(ExitStatus.software)
        }
    }
}

extension CardTool {
    /// `ayah-card stream`: every card of the request as a ``CardStream`` on
    /// standard output, each date's sizes in the order given; exits.
    static func stream(_ command: CardStreamCommand, environment: CLIEnvironment, arguments: [String]) -> Never {
        do throws(CLIError) {
            try drawStream(command, environment: environment)
            CurrentProcess.exit(0)
        } catch {
            environment.report(error.message, arguments: arguments)
            CurrentProcess.exit(error.code)
        }
    }

    private static func drawStream(_ command: CardStreamCommand, environment: CLIEnvironment) throws(CLIError) {
        let request = try command.request()
        let engine = try environment.resolve(command.engine).engine
        let language = try command.engine.settings.language.resolve(environment: environment.variables).language
        var styles: [CardStyle] = []
        for size in request.sizes {
            do throws(CardSpecError) { styles.append(try CardStyle(size: size)) } catch {
                throw .usage(error.description(quoting: MessageText.quoted))
            }
        }
        let renderer = try makeRenderer(environment)
        for offset in 0..<request.days {
            let date = request.first.adding(days: offset)
            for style in styles {
                let card = try draw(renderer, date: date, engine: engine, style: style, language: language)
                do { try environment.write(CardStream.frame(card)) } catch .closed { CurrentProcess.exit(0) } catch {
                    throw CLIError(message: "cannot write the cards: \(error)", code: ExitStatus.ioError)
                }
            }
        }
    }

    /// A renderer over the installed fonts (69 naming the package when one is missing).
    private static func makeRenderer(_ environment: CLIEnvironment) throws(CLIError) -> CardRenderer {
        do throws(CardError) { return try CardRenderer() } catch {
            throw CLIError(card: error, fontconfig: environment.variables)
        }
    }

    /// The card of `date` with its words in `language`: a missing font or a
    /// failed drawing as ``CLIError/init(card:)`` says, a corpus error as 65.
    private static func draw(
        _ renderer: CardRenderer, date: CivilDate, engine: AyahEngine, style: CardStyle, language: SupportedLanguage
    ) throws(CLIError) -> [UInt8] {
        try drawn(date.iso) { try renderer.card(for: date, engine: engine, style: style, language: language) }
    }

    /// The bytes `draw` gives for the card of `what` (a date, a range), or its error as ``CLIError/init(card:)``
    /// says for a card, 65 for the corpus, 70 for anything else.
    private static func drawn(_ what: String, _ draw: () throws -> [UInt8]) throws(CLIError) -> [UInt8] {
        do {
            return try draw()
        } catch let error as CardError {
            throw CLIError(card: error)
        } catch let error as CorpusError {
            throw CLIError(error)
        } catch {
            throw CLIError(message: "cannot draw the card of \(what): \(error)", code: ExitStatus.software)
        }
    }
}

extension CardTool {
    /// The card of a chosen ayah or range, as ``draw(_:date:engine:style:language:)`` draws a date's.
    private static func draw(
        _ renderer: CardRenderer, range: QuranRange, engine: AyahEngine, style: CardStyle,
        language: SupportedLanguage
    ) throws(CLIError) -> [UInt8] {
        try drawn(range.shortText) { try renderer.card(of: range, engine: engine, style: style, language: language) }
    }
}

extension CLIError {
    /// A card that cannot be drawn: a missing font (69, naming the Debian
    /// package to install), or Pango or Cairo failing (70). With
    /// `FONTCONFIG_FILE` or `FONTCONFIG_PATH` in `variables`, a missing font is
    /// what that configuration finds, not necessarily what is installed, and
    /// the message says so.
    init(card error: CardError, fontconfig variables: [String: String] = [:]) {
        switch error {
        case let .missingFont(family, package):
            if let (name, value) = ["FONTCONFIG_FILE", "FONTCONFIG_PATH"].lazy.compactMap({ name in
                variables[name].map { (name, $0) }
            }).first {
                self.init(
                    message: "fontconfig, configured by \(name)=\(MessageText.quoted(value)), finds no font \(family);"
                        + " that configuration may leave out the installed fonts: unset \(name) or add the fonts'"
                        + " directory to it (the font is in the Debian package \(package))",
                    code: ExitStatus.unavailable)
                return
            }
            self.init(
                message: error.description + "; install it: apt-get install \(package)",
                code: ExitStatus.unavailable)
        case .unusableFont:
            self.init(message: error.description, code: ExitStatus.unavailable)
        case .renderFailed:
            self.init(message: error.description, code: ExitStatus.software)
        }
    }
}
