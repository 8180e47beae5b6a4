import ArgumentParser
import AyahSettings
import AyahCorpus
import AyahKit

/// `ayah show REF`: one ayah by reference.
struct ShowCommand: AyahSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show one ayah by reference.",
        discussion: "REF: 2:255, \"2 255\", al-baqarah:255, \"Al-Baqarah 255\", \"البقرة 255\"."
    )

    @Argument(help: ArgumentHelp("The reference; several words are joined with spaces.", valueName: "ref"))
    var reference: [String]
    @Flag(help: "Print one JSON object.") var json = false
    @OptionGroup var display: DisplayOptions
    @OptionGroup var engine: EngineOptions<TranslationParts>

    func run(in environment: CLIEnvironment) throws {
        let mode = try display.arguments.mode(environment: environment.variables)
        let engine = try environment.resolve(self.engine).engine
        let ref: AyahRef
        do { ref = try engine.reference(reference.joined(separator: " ")) } catch {
            throw CLIError.usage(error.description)
        }
        let ayah: AyahDocument
        do {
            guard let found = try engine.ayah(ref) else { throw CLIError.usage("no ayah \(ref)") }
            ayah = found
        } catch let error as CorpusError {
            throw CLIError(error)
        }
        if json {
            try environment.write(try JSONOutput.encode(ayah))
            return
        }
        try environment.print(
            AyahPrinter.human(
                arabic: ayah.arabicText, basmala: ayah.basmala, translation: ayah.translation,
                footer: ayah.reference, width: environment.wrapWidth, mode: mode,
                translationDirection: ayah.translationDirection))
    }
}
