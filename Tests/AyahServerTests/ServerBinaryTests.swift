import AyahTestSupport
import Foundation
import Testing

/// `ayah-server` reads `ayah serve`'s hand-over through AyahSettingsCore, never swift-argument-parser: since
/// issue 42 the same file is also `ayah-card` (a link to it: one copy of Pango, Cairo and the card's code), whose
/// own options are parsed by ArgumentParser, so the binary carries the parser, but only the card's name runs it.
@Suite struct ServerBinaryTests {
    /// Whether `binary` holds a Swift symbol of the module `module` (its mangled prefix, `14ArgumentParser`).
    static func mentions(_ module: String, in binary: String) throws -> Bool {
        let bytes = try Data(contentsOf: URL(fileURLWithPath: binary))
        return bytes.range(of: Data("\(module.utf8.count)\(module)".utf8)) != nil
    }

    @Test func theServerReadsItsHandOverWithoutArgumentParser() throws {
        #expect(try Self.mentions("AyahSettingsCore", in: BuiltProducts.server))
        // The parser is there for the card tool alone.
        #expect(try Self.mentions("AyahCardTool", in: BuiltProducts.server))
        // Started as the server, a bad option is AyahSettingsCore's one line (ArgumentParser would say
        // "Unknown option '--bogus'" with its own quoting and point at the card's help).
        let server = try ProcessRun.run(BuiltProducts.server, ["--bogus"], environment: ["PATH": "/usr/bin:/bin"])
        #expect(server.status == 64)
        #expect(
            server.stderrText == "ayah: unknown option \"--bogus\" (see ayah serve --help)\n", "\(server.stderrText)")
        // Started by the card's name, the same file parses with ArgumentParser: the check above can fail.
        let directory = NSTemporaryDirectory() + "server-name-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let card = directory + "/ayah-card"
        try FileManager.default.createSymbolicLink(atPath: card, withDestinationPath: BuiltProducts.server)
        let tool = try ProcessRun.run(card, ["--bogus"], environment: ["PATH": "/usr/bin:/bin"])
        #expect(tool.stderrText.hasPrefix("ayah: Unknown option '--bogus'"), "\(tool.stderrText)")
    }
}
