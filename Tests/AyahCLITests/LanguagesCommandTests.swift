import Testing

@testable import AyahCLI

/// `ayah languages`: every supported language with its names, its catalog's
/// completeness and its honest review status.
@Suite struct LanguagesCommandTests {
    @Test func listsTheNineLanguagesWithCompletenessAndStatus() {
        let result = InProcessCommandTests.run(["languages"])
        #expect(result.status == 0, "\(result.errors)")
        let lines = result.output.split(separator: "\n")
        #expect(lines.first?.hasPrefix("tag") == true)
        for (tag, english, native) in [
            ("en", "English", "English"), ("ar", "Arabic", "العربية"), ("ur", "Urdu", "اردو"),
            ("fa", "Persian", "فارسی"),
            ("id", "Indonesian", "Indonesia"), ("ms", "Malay", "Melayu"), ("tr", "Turkish", "Türkçe"),
            ("bn", "Bangla", "বাংলা"), ("fr", "French", "Français"),
        ] {
            let line = lines.first { $0.hasPrefix(tag + " ") }
            #expect(line?.contains(english) == true && line?.contains(native) == true, "\(tag): \(line ?? "none")")
            #expect(line?.contains("100%") == true, "\(tag)")
            let status = tag == "en" ? "source" : "machine-draft, needs native review"
            #expect(line?.contains(status) == true, "\(tag): \(line ?? "none")")
        }
        #expect(result.output.contains("docs/languages.md"))
    }
}
