import Foundation
import Testing

/// The environment variables `ayah --help` lists are the ones docs/commands.md's
/// "Environment:" paragraph lists: one list, in two places.
@Suite struct EnvironmentListTests {
    /// The upper-case names (`TZ`, `AYAH_NOW`, …) in `text`.
    static func names(in text: Substring) -> Set<String> {
        var names: Set<String> = []
        var current = ""
        for character in text + " " {
            let continues = character == "_" || (character.isNumber && !current.isEmpty)
            if character.isASCII && (character.isUppercase || continues) {
                current.append(character)
            } else {
                if current.count >= 2 { names.insert(current) }
                current = ""
            }
        }
        return names
    }

    /// The paragraph of `text` that starts with `Environment:` (up to a blank line).
    static func environmentParagraph(_ text: String) -> Substring? {
        guard let start = text.range(of: "Environment: ") else { return nil }
        let rest = text[start.lowerBound...]
        return rest[..<(rest.range(of: "\n\n")?.lowerBound ?? rest.endIndex)]
    }

    @Test func helpAndDocsListTheSameVariables() throws {
        let help = try Ayah.run(["--help"])
        #expect(help.status == 0)
        let readme = try String(contentsOfFile: InstallScriptTests.repository + "/docs/commands.md", encoding: .utf8)
        let helpNames = Self.names(in: try #require(Self.environmentParagraph(help.stdout)))
        let readmeNames = Self.names(in: try #require(Self.environmentParagraph(readme)))
        #expect(helpNames.contains("LISTEN_FDS") && helpNames.contains("AYAH_CLOCK_START"))
        #expect(
            helpNames == readmeNames,
            "help only: \(helpNames.subtracting(readmeNames)), docs only: \(readmeNames.subtracting(helpNames))")
    }
}
