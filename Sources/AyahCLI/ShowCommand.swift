import ArgumentParser
import AyahSettings
import AyahSettingsCore
import AyahCorpus
import AyahKit
import AyahText

/// `ayah show REF`: one ayah by reference, or a range of them.
struct ShowCommand: AyahSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show one ayah by reference, or a range of ayahs.",
        discussion: """
            REF: 2:255, "2 255", al-baqarah:255, "Al-Baqarah 255", "Al-Baqarah 2:255", "البقرة 255".
            RANGE: 2:142-2:252, 2:142-252, "Al-Baqarah 2:253–Ali 'Imran 3:92", a surah (36, fatiha, Ya-Sin), \
            juz:2, "juz 30", page:21-40, hizb:3, rub:7, manzil:2, ruku:5, surah:18, surah:al-kahf.
            """
    )

    @Argument(help: ArgumentHelp("The reference or range; several words are joined with spaces.", valueName: "ref"))
    var reference: [String]
    @Flag(help: "Print one JSON object.") var json = false
    @OptionGroup var display: DisplayOptions
    @OptionGroup var engine: EngineOptions<TranslationParts>

    func run(in environment: CLIEnvironment) throws {
        let mode = try display.arguments.mode(environment: environment.variables)
        let context = try environment.resolve(self.engine)
        let language = context.settings.language.language
        let words = language.isEnglish ? nil : HumanLanguage(language)
        let engine = context.engine
        let text = reference.joined(separator: " ")
        let ref: AyahRef
        do { ref = try engine.reference(text) } catch {
            // Not one ayah: a range, a division or a whole surah. The range's error names the
            // part that is wrong (a text read as one reference gets the reference's own words).
            let range: QuranRange
            do { range = try engine.range(text) } catch let rangeError {
                throw CLIError.usage(rangeError.description)
            }
            try show(range, engine: engine, mode: mode, words: words, in: environment)
            if !json { TranslationHint.report(context.settings, in: environment) }
            return
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
        try print(ayah, mode: mode, words: words, in: environment)
        TranslationHint.report(context.settings, in: environment)
    }

    private func show(
        _ range: QuranRange, engine: AyahEngine, mode: BidiMode, words: HumanLanguage?, in environment: CLIEnvironment
    ) throws {
        let document: RangeDocument
        do { document = try engine.read(range) } catch { throw CLIError(error) }
        if json {
            try environment.write(try JSONOutput.encode(document))
            return
        }
        let printer = RangePrinter(width: environment.wrapWidth, mode: mode, words: words)
        try printer.ayahs(document.ayahs, headings: false) { try environment.print($0) }
    }

    /// The ayah for people (``RangePrinter/ayah(_:)``).
    private func print(_ ayah: AyahDocument, mode: BidiMode, words: HumanLanguage?, in environment: CLIEnvironment)
        throws
    {
        try environment.print(RangePrinter(width: environment.wrapWidth, mode: mode, words: words).ayah(ayah))
    }
}
