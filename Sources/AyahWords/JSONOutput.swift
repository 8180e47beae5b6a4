#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The one JSON form everything prints, writes and serves: one object, sorted
/// keys, slashes unescaped, UTF-8, ending in a newline. Byte-identical for equal
/// values on every machine, which is what lets `today --json`, `tick`, a server
/// and a static export agree byte for byte.
public enum JSONOutput {
    /// `value` as JSON bytes ending in "\n".
    public static func encode<T: Encodable>(_ value: T) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var bytes = [UInt8](try encoder.encode(value))
        bytes.append(0x0A)
        return bytes
    }
}
