import ArgumentParser
import AyahCorpus

/// `ayah show REF`: one ayah by reference.
struct Show: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show one ayah by reference.",
        discussion: "REF: 2:255, \"2 255\", al-baqarah:255, \"Al-Baqarah 255\", \"البقرة 255\"."
    )

    @Argument(help: ArgumentHelp("The reference; several words are joined with spaces.", valueName: "ref"))
    var reference: [String]
    @Flag(help: "Print one JSON object.") var json = false
    @OptionGroup var display: DisplayOptions

    func run() throws {
        try reportingErrors {
            let runtime = Runtime()
            let mode = try display.mode(environment: runtime.environment)
            let corpus = try runtime.corpus()
            let ref: AyahRef
            do { ref = try ReferenceParser(corpus: corpus).parse(reference.joined(separator: " ")) } catch { throw CLIError.usage("\(error)") }
            let ayah: Ayah
            do {
                guard let found = try corpus.ayah(ref) else { throw CLIError.usage("no ayah \(ref)") }
                ayah = found
            } catch let error as CorpusError {
                throw CLIError.data(error.description)
            }
            if json {
                AyahPrinter.write(try AyahPrinter.json(AyahJSON(ayah)))
                return
            }
            let json = AyahJSON(ayah)
            print(AyahPrinter.human(arabic: json.arabicText, basmala: json.basmala, translation: json.translation,
                                    footer: ayah.reference, width: Terminal.width(environment: runtime.environment), mode: mode))
        }
    }
}
