import ArgumentParser
import AyahCorpus
import AyahLanguage
import AyahSettings
import AyahSettingsCore

/// `ayah translations`: what is bundled, what is installed, and how to bring another translation.
struct TranslationsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "translations",
        abstract: "List the bundled and installed translations, and install another (Tanzil-format files).",
        subcommands: [TranslationsListCommand.self, TranslationsAddCommand.self],
        defaultSubcommand: TranslationsListCommand.self
    )
}

/// `ayah translations [list]`: the bundled translation, the installed ones, and where others come from.
struct TranslationsListCommand: AyahSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the bundled and installed translations and say where others come from."
    )

    func run(in environment: CLIEnvironment) throws {
        let library = TranslationLibrary.of(environment: environment.variables)
        try environment.print(Self.text(installed: library?.entries() ?? [], directory: library?.directory))
    }

    /// The listing: the bundled translation, the installed ones (id, language, path), then how to add one.
    static func text(installed: [TranslationLibrary.Entry], directory: String?) -> String {
        var lines = [
            "Bundled:",
            "  \(TranslationSource.bundledID)  en  English, M. M. Pickthall, The Meaning of the Glorious Koran (1930);",
            "                    public domain; digital text from Tanzil.net. The default.",
            "  \(TranslationSource.noneName)              Arabic only (the payload's translation fields are empty strings).",
            "",
            "Installed" + (directory.map { " (in \($0))" } ?? "") + ":",
        ]
        if installed.isEmpty {
            lines.append("  none")
        } else {
            let width = installed.map(\.id.count).max() ?? 0
            let languageWidth = installed.map(\.language.count).max() ?? 0
            for entry in installed {
                let id = entry.id + String(repeating: " ", count: width - entry.id.count)
                let language = entry.language + String(repeating: " ", count: languageWidth - entry.language.count)
                lines.append("  \(id)  \(language)  \(entry.path)")
            }
        }
        return lines.joined(separator: "\n") + "\n\n" + about
    }

    static let about = """
        Another translation: Tanzil publishes translations in many languages at
        https://tanzil.net/trans/ : download "Text" or "XML", then install the file,
          ayah translations add ~/Downloads/ur.jalandhry.txt
        and show it by its id (the file name less .txt or .xml; LANG.NAME gives its language),
          ayah today --translation ur.jalandhry     (or AYAH_TRANSLATION=ur.jalandhry)
        or by your language: --lang ur (or AYAH_LANG, or the locale) with no --translation uses
        the installed translation in ur (the first by id when there are several; with none,
        today and show say where one comes from). Without installing: --translation FILE
        (a value with a / or ending in .txt or .xml is a path). The file is checked when read:
        114 surahs, 6,236 ayahs in order, valid UTF-8, no control characters; a damaged file
        is refused (exit 65). Works with today, show, search and tick.

        Terms: most of these translations are under copyright, and Tanzil offers them
        for non-commercial use only. DailyAyah ships none of them. The terms of the
        file you use are yours to honour; the payload's attribution carries the
        file's Name, Translator and Source lines so you can credit it.

        The day's ayah never depends on the translation: the same date gives the same
        ayah with any translation, or none.
        """
}

/// `ayah translations add FILE`: checks a Tanzil file and installs it under its id.
struct TranslationsAddCommand: AyahSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Check a Tanzil translation file and install it, to be shown with --translation ID or --lang.",
        discussion: """
            The file is checked as --translation FILE checks it, then copied atomically to \
            $XDG_DATA_HOME/dailyayah/translations/ID.txt or ID.xml (else ~/.local/share/dailyayah/translations), \
            ID being the file's name less .txt or .xml (Tanzil's LANG.NAME). Another file with the same id is \
            refused (exit 73) unless --force.
            """
    )

    @Argument(help: ArgumentHelp("The Tanzil translation file (Text or XML).", valueName: "file"))
    var file: String
    @Flag(help: "Replace an installed translation with the same id.") var force = false

    func run(in environment: CLIEnvironment) throws {
        guard !file.isEmpty else { throw CLIError.usage("the file is empty; give the path of a Tanzil file") }
        guard let library = TranslationLibrary.of(environment: environment.variables) else {
            throw CLIError.usage("no data directory: set XDG_DATA_HOME or HOME")
        }
        let corpus: Corpus
        do { corpus = try Corpus.load(from: CorpusSource.from(environment: environment.variables)) } catch {
            throw CLIError(error)
        }
        let installation: TranslationLibrary.Installation
        do { installation = try library.install(file, surahs: corpus.surahs, force: force) } catch {
            throw CLIError(error)
        }
        let entry = installation.entry
        let verb: String
        switch installation {
        case .installed: verb = "installed"
        case .unchanged: verb = "already installed"
        case .replaced: verb = "replaced"
        }
        let reader = SupportedLanguage.named(entry.language).flatMap { $0.isEnglish ? nil : $0 }
        let language = reader.map { " (or --lang \($0.code))" } ?? ""
        try environment.print(
            "\(entry.id) \(verb) at \(entry.path); show it with --translation \(entry.id)\(language)")
    }
}
