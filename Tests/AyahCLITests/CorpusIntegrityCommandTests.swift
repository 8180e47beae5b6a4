import Foundation
import Testing

/// A data directory (`AYAH_DATA_DIR`) whose text holds invalid UTF-8 or a
/// control character: exit 65 with one line naming the file and the line.
@Suite struct CorpusIntegrityCommandTests {
    /// A copy of Data/ with `bytes` inserted into line 12 (ayah 2:5) of `file`, after its 6th byte.
    func damagedCopy(_ file: String, _ bytes: [UInt8]) throws -> String {
        let dir = try temporaryDirectory("ayah-data")
        let data = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Data").path
        for name in ["quran-uthmani.txt", "quran-simple.txt", "en.pickthall.xml", "surahs-corrected.tsv", "NOTICE"] {
            try FileManager.default.copyItem(atPath: data + "/" + name, toPath: dir + "/" + name)
        }
        let url = URL(fileURLWithPath: dir + "/" + file)
        var content = [UInt8](try Data(contentsOf: url))
        var start = 0
        for _ in 1..<12 { start = try #require(content[start...].firstIndex(of: 0x0A)) + 1 }
        content.insert(contentsOf: bytes, at: start + 6)
        try Data(content).write(to: url)
        return dir
    }

    @Test(
        arguments: [
            ([0xFF], "is not valid UTF-8 at byte 7"),
            ([0x00], "has the control character U+0000 (NUL) at byte 7"),
            ([0x1B], "has the control character U+001B (escape) at byte 7"),
            ([0xC2, 0x9B], "has the control character U+009B (a C1 control) at byte 7"),
        ] as [([UInt8], String)])
    func damagedArabicTextExits65NamingFileAndLine(bytes: [UInt8], problem: String) throws {
        let dir = try damagedCopy("quran-uthmani.txt", bytes)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for command in [["today"], ["show", "2:5"], ["search", "throne"]] {
            expectOneLineError(
                try Ayah.run(command, environment: ["AYAH_DATA_DIR": dir]), status: 65,
                containing: "corpus file quran-uthmani.txt is damaged: line 12: ayah 2:5 \(problem)")
        }
    }

    @Test func damagedSimpleTextFailsTheArabicSearch() throws {
        let dir = try damagedCopy("quran-simple.txt", [0x1B])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // Only search reads quran-simple.txt; it refuses instead of skipping the ayah.
        #expect(try Ayah.run(["show", "2:5"], environment: ["AYAH_DATA_DIR": dir]).status == 0)
        expectOneLineError(
            try Ayah.run(["search", "الله"], environment: ["AYAH_DATA_DIR": dir]), status: 65,
            containing: "quran-simple.txt is damaged: line 12: ayah 2:5 has the control character U+001B (escape)")
    }
}
