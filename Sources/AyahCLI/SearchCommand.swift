import ArgumentParser
import AyahCorpus
import AyahText

/// `ayah search QUERY`: ranked full-text search in Arabic or English.
struct Search: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Search the Arabic (with or without diacritics, any script) or the translation.",
        discussion: "Ranked: exact phrase, then all words, then some words."
    )

    @Argument(help: ArgumentHelp("Words to look for; several arguments are joined with spaces.", valueName: "query"))
    var query: [String]
    @Option(help: ArgumentHelp("Most results to show (default 10).", valueName: "n")) var limit: Int = 10
    @Flag(help: "Print one JSON object.") var json = false
    @OptionGroup var display: DisplayOptions

    struct Result: Encodable {
        let surah: Int
        let ayah: Int
        let reference: String
        let arabicText: String
        let translation: String
    }

    struct Output: Encodable {
        let query: String
        let results: [Result]
    }

    func run() throws {
        try reportingErrors {
            let runtime = Runtime()
            let mode = try display.mode(environment: runtime.environment)
            guard limit >= 1 else { throw CLIError.usage("--limit must be 1 or more") }
            let text = query.joined(separator: " ")
            guard text.unicodeScalars.contains(where: { !$0.properties.isWhitespace }) else {
                throw CLIError.usage("the search query is empty; give one or more words, e.g. ayah search throne")
            }
            let corpus = try runtime.corpus()
            let hits: [SearchHit]
            do {
                hits = try CorpusSearch(corpus: corpus).search(text, limit: limit)
            } catch let error as CorpusError {
                throw CLIError.data(error.description)
            } catch {
                throw CLIError.usage("\(error)")
            }
            var results: [Result] = []
            for hit in hits {
                guard let ayah = try? corpus.ayah(hit.ref) else { continue }
                let arabic = Normalization.nfc((ayah.basmala.map { $0 + " " } ?? "") + ayah.arabicText)
                results.append(Result(surah: hit.ref.surah, ayah: hit.ref.ayah, reference: ayah.reference, arabicText: arabic, translation: ayah.translation))
            }
            if json {
                AyahPrinter.write(try AyahPrinter.json(Output(query: text, results: results)))
                return
            }
            if results.isEmpty {
                print("no ayah matches \"\(text)\"")
                return
            }
            let width = Terminal.width(environment: runtime.environment)
            print(results.map { result in
                AyahPrinter.human(arabic: result.arabicText, basmala: nil, translation: result.translation,
                                  footer: result.reference, width: width, mode: mode)
            }.joined(separator: "\n\n"))
        }
    }
}
