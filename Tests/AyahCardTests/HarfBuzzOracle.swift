import Foundation

/// HarfBuzz's own command-line shaper, `hb-shape` (Debian `libharfbuzz-bin`),
/// as the oracle for the glyphs Pango laid out: the same text, font file and
/// scale give the glyph ids and advances HarfBuzz itself computes.
enum HarfBuzzOracle {
    /// One glyph: its id in the font and its advance in the font's scale.
    struct Glyph: Equatable, CustomStringConvertible {
        var id: UInt32
        var advance: Int32
        var description: String { "\(id)+\(advance)" }
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The path of hb-shape, or nil when it is not installed.
    static let tool: String? = ["/usr/bin/hb-shape", "/usr/local/bin/hb-shape"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// Shapes each of `lines` (no newlines) with `font` at `scale` (HarfBuzz
    /// units per em: Pango's pixel size times 1024), right to left in Arabic
    /// script and `language`, in one run of hb-shape; one glyph list per line,
    /// left to right as hb-shape prints them.
    static func shape(_ lines: [String], font: String, scale: Int, rtl: Bool, language: String) throws -> [[Glyph]] {
        guard let tool else { throw Failure(description: "hb-shape is not installed (Debian libharfbuzz-bin)") }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("hb-\(UUID().uuidString).txt")
        try Data(lines.joined(separator: "\n").utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = [
            "--output-format=json", "--no-glyph-names", "--font-size=\(scale)",
            "--direction=\(rtl ? "rtl" : "ltr")", rtl ? "--script=arab" : "--script=latn", "--language=\(language)",
            "--text-file=\(file.path)", font,
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "hb-shape exited \(process.terminationStatus)")
        }
        let printed = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: true)
        guard printed.count == lines.count else {
            throw Failure(description: "hb-shape printed \(printed.count) lines for \(lines.count)")
        }
        return try printed.map { line in
            guard let glyphs = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [[String: Any]] else {
                throw Failure(description: "hb-shape printed \(line.prefix(80))")
            }
            return try glyphs.map { glyph in
                guard let id = glyph["g"] as? Int, let advance = glyph["ax"] as? Int else {
                    throw Failure(description: "a glyph without g or ax: \(glyph)")
                }
                return Glyph(id: UInt32(id), advance: Int32(advance))
            }
        }
    }
}
