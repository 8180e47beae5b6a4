/// The origin a server is reached at from outside (`https://ayah.example.org`,
/// `http://[::1]:8080`): the scheme, the host and an optional port, nothing
/// else. The server never learns it from a request (it never reflects `Host`);
/// it is configured, and absolute links (oEmbed discovery, a calendar event's
/// `URL`, feed links) are written from it.
///
/// Checked strictly: `http` or `https`, a host of DNS labels (letters, digits,
/// `-`, each 1 to 63 characters, not starting or ending with `-`) or a
/// bracketed IPv6 address, an optional port 1 to 65535, and no user
/// information, path, query or fragment (one trailing `/` is taken as the empty
/// path). The scheme and host are lowercased.
public struct PublicOrigin: Sendable, Hashable, CustomStringConvertible {
    /// `scheme://host[:port]`, without a trailing slash.
    public let text: String

    /// Why a text is not an origin.
    public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        public let description: String
        init(_ description: String) { self.description = description }
    }

    /// Reads `text` as an origin, or says why it is not one.
    public init(_ text: String) throws(Failure) {
        guard !text.isEmpty else { throw Failure("it is empty") }
        guard text.utf8.count <= 300 else { throw Failure("it is longer than 300 bytes") }
        guard text.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F }) else {
            throw Failure("it holds spaces, control or non-ASCII characters")
        }
        let lowered = text.lowercased()
        let scheme: String
        if lowered.hasPrefix("https://") {
            scheme = "https"
        } else if lowered.hasPrefix("http://") {
            scheme = "http"
        } else {
            throw Failure("its scheme is not http or https")
        }
        var authority = Substring(lowered.dropFirst(scheme.count + 3))
        if authority.hasSuffix("/") { authority = authority.dropLast() }
        if authority.contains("@") { throw Failure("it has user information") }
        if authority.contains("/") { throw Failure("it has a path") }
        if authority.contains("?") { throw Failure("it has a query") }
        if authority.contains("#") { throw Failure("it has a fragment") }
        var host = authority
        var port: Substring?
        if authority.hasPrefix("[") {
            guard let close = authority.firstIndex(of: "]") else { throw Failure("its IPv6 address has no ]") }
            host = authority[...close]
            let after = authority[authority.index(after: close)...]
            if !after.isEmpty {
                guard after.hasPrefix(":") else { throw Failure("something follows its IPv6 address") }
                port = after.dropFirst()
            }
            let inner = host.dropFirst().dropLast()
            guard inner.contains(":"), inner.utf8.count <= 45,
                inner.utf8.allSatisfy({ Self.isHexDigit($0) || $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: ".") })
            else { throw Failure("its IPv6 address is not one") }
        } else {
            if let colon = authority.firstIndex(of: ":") {
                host = authority[..<colon]
                port = authority[authority.index(after: colon)...]
            }
            guard !host.isEmpty else { throw Failure("it has no host") }
            guard host.utf8.count <= 253 else { throw Failure("its host is longer than 253 characters") }
            let labels = host.split(separator: ".", omittingEmptySubsequences: false)
            for label in labels {
                guard !label.isEmpty, label.utf8.count <= 63, !label.hasPrefix("-"), !label.hasSuffix("-"),
                    label.utf8.allSatisfy({ Self.isAlphanumeric($0) || $0 == UInt8(ascii: "-") })
                else { throw Failure("its host is not a name of letters, digits, - and . nor an address") }
            }
        }
        if let port {
            guard !port.isEmpty, port.utf8.count <= 5, port.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
                let number = Int(port), (1...65535).contains(number)
            else { throw Failure("its port is not a number from 1 to 65535") }
            self.text = "\(scheme)://\(host):\(number)"
        } else {
            self.text = "\(scheme)://\(host)"
        }
    }

    public var description: String { text }

    /// The absolute URL of `path` (which starts with `/`) on this origin.
    public func url(_ path: String) -> String { text + path }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x61 && byte <= 0x66)
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x61 && byte <= 0x7A)
    }
}
