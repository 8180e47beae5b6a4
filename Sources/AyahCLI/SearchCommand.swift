import ArgumentParser
import AyahSettings
import AyahSettingsCore
import AyahCorpus
import AyahKit

/// `ayah search QUERY`: ranked full-text search in Arabic or English.
struct SearchCommand: AyahSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Search the Arabic (with or without diacritics, any script) or the translation.",
        discussion: "Ranked: exact phrase, then all words, then some words."
    )

    @Argument(help: ArgumentHelp("Words to look for; several arguments are joined with spaces.", valueName: "query"))
    var query: [String]
    @Option(parsing: .unconditional, help: ArgumentHelp("Most results to show (default 10).", valueName: "n"))
    var limit: Int = 10
    @Flag(help: "Print one JSON object.") var json = false
    @OptionGroup var display: DisplayOptions
    @OptionGroup var engine: EngineOptions<TranslationParts>

    func run(in environment: CLIEnvironment) throws {
        let mode = try display.arguments.mode(environment: environment.variables)
        guard limit >= 1 else { throw CLIError.usage("--limit must be at least 1, got \(limit)") }
        let text = query.joined(separator: " ")
        guard text.unicodeScalars.contains(where: { !$0.properties.isWhitespace }) else {
            throw CLIError.usage("the search query is empty; give one or more words, e.g. ayah search throne")
        }
        let context = try environment.resolve(self.engine)
        let language = context.settings.language.language
        // References and the last line in the reader's language; English exactly as before (and no ICU).
        let words = language.isEnglish ? nil : ReaderWords(language)
        let engine = context.engine
        let found: SearchResults
        do {
            found = try engine.search(text, limit: limit)
        } catch let error as CorpusError {
            throw CLIError(error)
        } catch {
            throw CLIError.usage("\(error)")
        }
        if json {
            try environment.write(try JSONOutput.encode(found))
            return
        }
        if found.results.isEmpty {
            try environment.print(
                words?.text("search-none", "no ayah matches \"{query}\"", ["query": MessageText.value(text)])
                    ?? "no ayah matches \(MessageText.quoted(text))")
            return
        }
        let width = environment.wrapWidth
        try environment.print(
            found.results.map { result in
                AyahPrinter.human(
                    arabic: result.arabicText, basmala: nil, translation: result.translation,
                    footer: words?.reference(surah: result.surah, ayah: result.ayah) ?? result.reference, width: width,
                    mode: mode,
                    translationDirection: found.translationDirection)
            }.joined(separator: "\n\n"))
        try environment.print("\n" + Self.countLine(shown: found.results.count, total: found.total, words: words))
    }

    /// `10 of 123 matches (--limit N shows more)`, or `3 of 3 matches`; in
    /// another language from the catalog, by CLDR's plural of `total`, in the language's digits.
    static func countLine(shown: Int, total: Int, words: ReaderWords? = nil) -> String {
        if let words {
            let values = ["shown": words.number(shown), "total": words.number(total)]
            return shown < total
                ? words.plural(
                    "search-count-more", one: "{shown} of {total} match (--limit N shows more)",
                    other: "{shown} of {total} matches (--limit N shows more)", count: total, values)
                : words.plural(
                    "search-count", one: "{shown} of {total} match", other: "{shown} of {total} matches", count: total,
                    values)
        }
        let noun = total == 1 ? "match" : "matches"
        return shown < total ? "\(shown) of \(total) \(noun) (--limit N shows more)" : "\(shown) of \(total) \(noun)"
    }
}
