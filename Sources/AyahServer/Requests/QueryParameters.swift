/// A request's query string, decoded with stated limits: a client can send a
/// bad query, never an expensive one.
struct QueryParameters: Sendable {
    /// Longest query string accepted, in bytes (before decoding).
    static let maximumLength = 2048
    /// Most `name=value` pairs accepted.
    static let maximumCount = 32

    private(set) var values: [(name: String, value: String)] = []

    /// Why a query string was refused.
    enum Failure: Error, Equatable {
        case tooLong(Int)
        case tooMany(Int)
        /// A `%` not followed by two hex digits, or bytes that are not UTF-8.
        case badEncoding
        /// A parameter this endpoint reads was given more than once.
        case repeated(String)
    }

    /// Parses `name=value&...` (`+` is a space, `%XX` a byte, UTF-8 required).
    init(_ query: String?) throws(Failure) {
        guard let query, !query.isEmpty else { return }
        guard query.utf8.count <= Self.maximumLength else { throw .tooLong(query.utf8.count) }
        for pair in query.utf8.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: true) {
            guard values.count < Self.maximumCount else { throw .tooMany(Self.maximumCount) }
            let name: Substring.UTF8View.SubSequence
            let value: Substring.UTF8View.SubSequence
            if let eq = pair.firstIndex(of: UInt8(ascii: "=")) {
                name = pair[..<eq]
                value = pair[pair.index(after: eq)...]
            } else {
                name = pair
                value = pair[pair.endIndex...]
            }
            values.append((try Self.decode(name), try Self.decode(value)))
        }
    }

    /// The value of `name`, nil when absent; refused when given twice.
    func value(_ name: String) throws(Failure) -> String? {
        var found: String?
        for pair in values where pair.name == name {
            guard found == nil else { throw .repeated(name) }
            found = pair.value
        }
        return found
    }

    /// Every value of `name`, in order (a repeatable parameter such as `plan`).
    func values(_ name: String) -> [String] {
        values.filter { $0.name == name }.map(\.value)
    }

    static func decode(_ bytes: some Collection<UInt8>) throws(Failure) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index != bytes.endIndex {
            let byte = bytes[index]
            index = bytes.index(after: index)
            switch byte {
            case UInt8(ascii: "+"):
                out.append(UInt8(ascii: " "))
            case UInt8(ascii: "%"):
                guard index != bytes.endIndex, let high = hexValue(bytes[index]) else { throw .badEncoding }
                index = bytes.index(after: index)
                guard index != bytes.endIndex, let low = hexValue(bytes[index]) else { throw .badEncoding }
                index = bytes.index(after: index)
                out.append(high << 4 | low)
            default:
                out.append(byte)
            }
        }
        guard let text = String(validating: out, as: UTF8.self) else { throw .badEncoding }
        return text
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
