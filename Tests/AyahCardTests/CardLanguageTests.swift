import AyahCard
import AyahCardModel
import AyahLanguage
import Testing

/// The card's words in the reader's language (issue 30): the reference, the
/// date line and the credit, their direction and their faces. Expected dates
/// and month names are CLDR's as Babel gives them (the committed oracle
/// `Tests/AyahTextTests/Fixtures/locale-oracle.tsv`), not ICU's.
@Suite struct CardLanguageTests {
    static func content(_ reference: String = "2:255") throws -> CardContent {
        try #require(CardFixtures.contents.first { $0.reference.hasSuffix(" " + reference) })
    }

    static func language(_ code: String) throws -> SupportedLanguage {
        try #require(SupportedLanguage.named(code))
    }

    @Test func englishFrameIsWhatCardsAlwaysShowed() throws {
        let renderer = try CardFixtures.renderer()
        let layout = try renderer.layout(try Self.content(), size: .og)
        #expect(layout.block(.reference)?.text.text == "Al-Baqarah 2:255")
        #expect(layout.block(.dates)?.text.text == "DailyAyah · 21 November 2026 · 11 Jumada al-Akhirah 1448 AH")
        #expect(
            layout.block(.credit)?.text.text == "Quran text: Tanzil.net, CC BY 3.0 · Translation: M. M. Pickthall")
        for role in [CardLayout.Role.reference, .dates, .credit] {
            #expect(layout.block(role)?.text.rtl == false && layout.block(role)?.text.language == "en")
            #expect(layout.block(role)?.text.face.family == "Amiri")
        }
    }

    /// An English card never sees the language faces: the same bytes with
    /// them installed or not, and with `.english` given or left out.
    @Test(arguments: [CardSize.og, .eink, .small])
    func englishBytesDoNotDependOnLanguageFonts(size: CardSize) throws {
        let full = try CardFixtures.renderer()
        let bare = try CardRenderer(fonts: full.fonts)
        let content = try Self.content("36:58")
        let style = try CardStyle(size: size)
        let bytes = try bare.render(CardRequest(content: content, style: style))
        #expect(try full.render(CardRequest(content: content, style: style)) == bytes)
        #expect(try full.render(CardRequest(content: content, style: style, language: .english)) == bytes)
        let svg = try CardStyle(size: size, format: .svg)
        #expect(
            try full.render(CardRequest(content: content, style: svg))
                == bare.render(CardRequest(content: content, style: svg)))
    }

    @Test func arabicCardSpeaksArabicRightToLeft() throws {
        let renderer = try CardFixtures.renderer()
        let layout = try renderer.layout(try Self.content(), size: .og, language: try Self.language("ar"))
        #expect(layout.block(.reference)?.text.text == "البقرة ٢:٢٥٥")
        let dates = try #require(layout.block(.dates)?.text.text)
        // CLDR's long date with Arabic-Indic digits, then the Umm al-Qura date with CLDR's month name.
        #expect(dates.hasPrefix("DailyAyah\u{200F} · ٢١ نوفمبر ٢٠٢٦ · "), "\(dates)")
        #expect(dates.contains("١١ جمادى الآخرة ١٤٤٨"), "\(dates)")
        #expect(!dates.contains("AH") && !dates.contains("November"))
        #expect(layout.block(.credit)?.text.text == "نص القرآن: Tanzil.net، CC BY 3.0 · الترجمة: M. M. Pickthall")
        for role in [CardLayout.Role.reference, .dates, .credit] {
            let text = try #require(layout.block(role)?.text)
            #expect(text.rtl && text.language == "ar", "\(role)")
            #expect(text.face.family == "Amiri", "\(role)")
        }
        // The translation keeps its own direction.
        #expect(layout.block(.translation)?.text.rtl == false)
    }

    @Test func urduLabelsAreNastaliq() throws {
        let renderer = try CardFixtures.renderer()
        let urdu = try Self.language("ur")
        let layout = try renderer.layout(try Self.content(), size: .og, language: urdu)
        // Urdu writes Latin digits (CLDR) and names the surah in Arabic.
        #expect(layout.block(.reference)?.text.text == "البقرة 2:255")
        let dates = try #require(layout.block(.dates)?.text.text)
        #expect(dates.hasPrefix("DailyAyah\u{200F} · 21 نومبر، 2026 · "), "\(dates)")
        #expect(dates.contains("جمادی الثانی"), "\(dates)")
        // Mirrored: the app's name is the rightmost run, alone (the date's `21` did join it before the mark).
        let dateText = try #require(layout.block(.dates)?.text)
        let visual = try renderer.lines(dateText, language: urdu).flatMap(\.runs)
        let named = try #require(visual.last)
        #expect(named.text.contains("DailyAyah") && !named.text.contains("21"), "\(visual.map(\.text))")
        for role in [CardLayout.Role.reference, .dates] {
            let text = try #require(layout.block(role)?.text)
            #expect(text.rtl && text.face.family == "Noto Nastaliq Urdu", "\(role)")
            let runs = try renderer.lines(text, language: urdu).flatMap(\.runs)
            let arabicScript = runs.filter { run in
                run.text.unicodeScalars.contains { (0x0600...0x06FF).contains($0.value) }
            }
            #expect(!arabicScript.isEmpty)
            for run in arabicScript {
                #expect(
                    run.font?.face.family == "Noto Nastaliq Urdu",
                    "\(role): \(run.text) in \(String(describing: run.font))")
            }
        }
    }

    @Test func banglaLabelsAreInABengaliFace() throws {
        let renderer = try CardFixtures.renderer()
        let bangla = try Self.language("bn")
        let layout = try renderer.layout(try Self.content(), size: .og, language: bangla)
        #expect(layout.block(.reference)?.text.text == "Al-Baqarah ২:২৫৫")
        let dates = try #require(layout.block(.dates)?.text.text)
        #expect(dates.hasPrefix("DailyAyah · ২১ নভেম্বর, ২০২৬ · "), "\(dates)")
        #expect(dates.contains("জমাদিউস সানি"), "\(dates)")
        for role in [CardLayout.Role.reference, .dates, .credit] {
            let text = try #require(layout.block(role)?.text)
            #expect(!text.rtl && text.face.family == "Noto Sans Bengali", "\(role)")
            for run in try renderer.lines(text, language: bangla).flatMap(\.runs) {
                #expect(run.font != nil, "\(role): \(run.text) fell out of the card's fonts")
                if run.text.unicodeScalars.contains(where: { (0x0980...0x09FF).contains($0.value) }) {
                    #expect(run.font?.face.family == "Noto Sans Bengali", "\(role): \(run.text)")
                }
            }
        }
    }

    @Test func everyLanguageDrawsADifferentCardThatFits() throws {
        let renderer = try CardFixtures.renderer()
        let content = try Self.content()
        let style = try CardStyle(size: .og)
        var seen: Set<[UInt8]> = []
        for language in SupportedLanguage.all {
            let png = try renderer.render(CardRequest(content: content, style: style, language: language))
            #expect(seen.insert(png).inserted, "\(language) drew the same card as another language")
            let layout = try renderer.layout(content, size: .og, language: language)
            for block in layout.blocks {
                #expect(layout.safeArea.contains(block.occupied, tolerance: 0.5), "\(language) \(block.role)")
                if [.reference, .dates, .credit].contains(block.role) {
                    #expect(!block.extents.ellipsized, "\(language) \(block.role) was cut")
                }
            }
        }
    }

    @Test func aMissingLanguageFaceNamesItsPackage() throws {
        let bare = try CardRenderer(fonts: try CardFixtures.renderer().fonts)
        let request = CardRequest(
            content: try Self.content(), style: try CardStyle(size: .og), language: try Self.language("ur"))
        #expect(throws: CardError.missingFont(family: "Noto Nastaliq Urdu", package: "fonts-noto-core")) {
            try bare.render(request)
        }
        // Arabic needs no other face.
        _ = try bare.render(
            CardRequest(content: try Self.content(), style: try CardStyle(size: .og), language: try Self.language("ar"))
        )
    }

    @Test func aCreditMadeOtherwiseIsKeptAsItIs() throws {
        var content = try Self.content()
        content.attribution = "Someone's own credit"
        let layout = try CardFixtures.renderer().layout(content, size: .og, language: try Self.language("fr"))
        #expect(layout.block(.credit)?.text.text == "Someone's own credit")
        #expect(layout.block(.reference)?.text.text == "Al-Baqarah 2:255")
    }
}
