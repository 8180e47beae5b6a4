import AyahTestSupport
import Foundation
import Testing

/// `ayah-server` reads `ayah serve`'s hand-over through AyahSettingsCore and
/// links no swift-argument-parser (its reflective parse is `ayah`'s alone).
@Suite struct ServerBinaryTests {
    /// Whether `binary` holds a Swift symbol of the module `module` (its mangled prefix, `14ArgumentParser`).
    static func mentions(_ module: String, in binary: String) throws -> Bool {
        let bytes = try Data(contentsOf: URL(fileURLWithPath: binary))
        return bytes.range(of: Data("\(module.utf8.count)\(module)".utf8)) != nil
    }

    @Test func theServerLinksNoArgumentParser() throws {
        // The same search finds the module in `ayah`, which parses with it: the test can fail.
        #expect(try Self.mentions("ArgumentParser", in: BuiltProducts.ayah))
        #expect(try !Self.mentions("ArgumentParser", in: BuiltProducts.server))
        #expect(try Self.mentions("AyahSettingsCore", in: BuiltProducts.server))
        // Nor the command-line layer of the settings, which `ayah` links.
        #expect(try Self.mentions("AyahSettings", in: BuiltProducts.ayah))
        #expect(try !Self.mentions("AyahSettings", in: BuiltProducts.server))
    }
}
