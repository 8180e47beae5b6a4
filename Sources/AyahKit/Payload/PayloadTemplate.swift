import AyahPlatform
import AyahShared
import AyahText

/// A one-line (or multi-line) text made of literal text and `{field}`
/// placeholders naming payload fields (see ``PayloadFields``), for status
/// bars and shell prompts: `{reference} · {localDate}`. `{{` and `}}` stand
/// for literal braces.
public struct PayloadTemplate: Sendable, Equatable {
    /// A piece of the template.
    public enum Part: Sendable, Equatable {
        case text(String)
        case field(String)
    }

    /// Why a template cannot be used.
    public enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
        /// A `{` with no `}` after it.
        case unclosedBrace
        /// A `}` that closes nothing (write `}}` for a literal one).
        case strayClosingBrace
        /// `{}`.
        case emptyField
        /// A name that is not a payload field, with the closest known one.
        case unknownField(String, suggestion: String?)
        /// A field holding a list or an object, which has no text form.
        case notText(String)

        public var description: String {
            switch self {
            case .unclosedBrace: return "the template has a { without a closing }"
            case .strayClosingBrace: return "the template has a } that closes nothing (}} is a literal })"
            case .emptyField: return "the template has an empty {} (name a field, or write {{ for a literal {)"
            case let .unknownField(name, suggestion):
                return "{\(name)} is not a payload field" + (suggestion.map { "; did you mean {\($0)}?" } ?? "")
            case let .notText(name): return "{\(name)} holds a list, not text"
            }
        }
    }

    public let parts: [Part]

    /// Parses `template`; names are checked against the fields by ``render(_:)``.
    public init(parsing template: String) throws(Failure) {
        var parts: [Part] = []
        var literal = ""
        var rest = Substring(template)
        while let character = rest.first {
            rest = rest.dropFirst()
            switch character {
            case "{":
                if rest.first == "{" {
                    rest = rest.dropFirst()
                    literal.append("{")
                    continue
                }
                guard let close = rest.firstIndex(of: "}") else { throw .unclosedBrace }
                let name = String(rest[..<close])
                guard !name.isEmpty else { throw .emptyField }
                if !literal.isEmpty {
                    parts.append(.text(literal))
                    literal = ""
                }
                parts.append(.field(name))
                rest = rest[rest.index(after: close)...]
            case "}":
                guard rest.first == "}" else { throw .strayClosingBrace }
                rest = rest.dropFirst()
                literal.append("}")
            default:
                literal.append(character)
            }
        }
        if !literal.isEmpty { parts.append(.text(literal)) }
        self.parts = parts
    }

    /// The field names the template uses, in order.
    public var fieldNames: [String] {
        parts.compactMap { if case let .field(name) = $0 { return name } else { return nil } }
    }

    /// Checks every placeholder against `fields` (unknown names and lists fail).
    public func check(against fields: PayloadFields) throws(Failure) {
        for name in fieldNames where fields.values[name] == nil {
            if fields.nested.contains(name) { throw .notText(name) }
            throw .unknownField(name, suggestion: Self.nearest(to: name, in: fields.names))
        }
    }

    /// The template with each placeholder replaced by its field's text, with
    /// any control or bidi control character in a field's text escaped (`\n`,
    /// `\u{1B}`, see `ControlEscaping`): a field cannot add a line, move the
    /// cursor or set a terminal's title. The template's own text is kept as written.
    public func render(_ fields: PayloadFields) throws(Failure) -> String {
        try check(against: fields)
        var text = ""
        for part in parts {
            switch part {
            case let .text(literal): text += literal
            case let .field(name): text += ControlEscaping.escaped(fields.values[name] ?? "")
            }
        }
        return text
    }

    /// The known name closest to `name` (case-insensitive edit distance at
    /// most a third of its length), for "did you mean".
    static func nearest(to name: String, in names: [String]) -> String? {
        let lowered = name.lowercased()
        let scored = names.map { ($0, EditDistance.compute(lowered, $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(2, name.count / 3) else { return nil }
        return best.0
    }
}
