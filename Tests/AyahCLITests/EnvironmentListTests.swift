import AyahSettingsCore
import Foundation
import Testing

/// The environment variables the programs read are one table
/// (``ProcessVariable``); `ayah --help` is written from it, docs/commands.md's
/// "Environment:" paragraph lists the same names, and no `AYAH_` variable is
/// named in the code without being in it.
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

    static let table = Set(ProcessVariable.all.map(\.name))

    @Test func helpAndDocsListTheTable() throws {
        let help = try Ayah.run(["--help"])
        #expect(help.status == 0)
        let docs = try String(contentsOfFile: InstallScriptTests.repository + "/docs/commands.md", encoding: .utf8)
        let helpNames = Self.names(in: try #require(Self.environmentParagraph(help.stdout)))
        let docNames = Self.names(in: try #require(Self.environmentParagraph(docs)))
        #expect(
            helpNames == Self.table,
            "help only: \(helpNames.subtracting(Self.table)), table only: \(Self.table.subtracting(helpNames))")
        #expect(
            docNames == Self.table,
            "docs only: \(docNames.subtracting(Self.table)), table only: \(Self.table.subtracting(docNames))")
        // The variables the last round's lists had lost.
        #expect(helpNames.isSuperset(of: ["AYAH_PLAN", "AYAH_PLAN_START", "AYAH_PUBLIC_URL", "LISTEN_FDS"]))
    }

    /// Every `AYAH_…` name in the sources (outside the table itself) is a variable the table lists: a variable
    /// the code reads and the help omits cannot happen.
    @Test func theCodeReadsNoVariableTheTableLacks() throws {
        let sources = URL(fileURLWithPath: InstallScriptTests.repository + "/Sources")
        let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        var named: [String: String] = [:]
        var constants: Set<String> = []  // the C shims' own AYAH_ constants (flags, styles), no variables
        for case let file as URL in files where ["swift", "h"].contains(file.pathExtension) {
            let text = try String(contentsOf: file, encoding: .utf8)
            for name in Self.names(in: text[...]) where name.hasPrefix("AYAH_") && name.count > 5 {
                if file.pathExtension == "h" { constants.insert(name) } else { named[name] = file.lastPathComponent }
            }
        }
        named = named.filter { !constants.contains($0.key) && !$0.key.hasSuffix("_") }
        #expect(named.count >= 20, "the scan found the variables")
        for (name, file) in named.sorted(by: { $0.key < $1.key }) {
            #expect(Self.table.contains(name), "\(name), named in \(file), is not in ProcessVariable.all")
        }
    }
}
