/// The path of a route, written as a template: literal segments,
/// `{name}` for one non-empty segment, and last `{name...}` for the rest of
/// the path after a `/` (possibly empty, possibly holding more `/`).
/// Paths are matched byte for byte as sent (not decoded).
struct PathPattern: Sendable {
    enum Segment: Sendable, Equatable {
        case literal([UInt8])
        case parameter
        case remainder
    }

    let segments: [Segment]

    /// Parses a template from the source code (never from a request).
    init(_ template: String) {
        segments = template.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).dropFirst()
            .map { part in
                guard part.first == UInt8(ascii: "{"), part.last == UInt8(ascii: "}") else {
                    return .literal(Array(part))
                }
                return part.dropLast().reversed().starts(with: "...".utf8) ? .remainder : .parameter
            }
    }

    /// The captured values in order, or nil when `path` does not match.
    func match(_ path: String) -> [Substring]? {
        guard path.utf8.first == UInt8(ascii: "/") else { return nil }
        var rest = path.dropFirst()[...]
        // False once the last segment of the path has been taken.
        var more = true
        var captures: [Substring] = []
        for segment in segments {
            guard more else { return nil }
            if segment == .remainder {
                captures.append(rest)
                return captures
            }
            let end = rest.utf8.firstIndex(of: UInt8(ascii: "/")) ?? rest.endIndex
            let part = rest[..<end]
            switch segment {
            case let .literal(bytes):
                guard part.utf8.elementsEqual(bytes) else { return nil }
            case .parameter:
                guard !part.isEmpty else { return nil }
                captures.append(part)
            case .remainder:
                break
            }
            if end == rest.endIndex {
                more = false
            } else {
                rest = rest[rest.utf8.index(after: end)...]
            }
        }
        return more ? nil : captures
    }
}
