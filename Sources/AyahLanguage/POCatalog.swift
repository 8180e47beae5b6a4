/// A gettext PO catalog as read: its header fields and its messages, each by
/// context and English id. Only what DailyAyah's catalogs use is read
/// (`msgctxt`, `msgid`, `msgid_plural`, `msgstr`, `msgstr[N]`, the `fuzzy`
/// flag, `"..."` continuation lines with C escapes); a line it cannot read
/// ends its entry, so a damaged catalog loses strings (they fall back to
/// English) and never fails the command.
public struct POCatalog: Sendable, Equatable {
    /// One message: its forms (one, or one per plural category), empty strings when untranslated.
    public struct Message: Sendable, Equatable {
        public var forms: [String]
        /// Marked `#, fuzzy`: a draft gettext itself would not use.
        public var fuzzy: Bool
    }

    /// The header's fields (`Language`, `Plural-Forms`, `X-Review-Status`...).
    public private(set) var header: [String: String] = [:]
    /// The messages by `context + "\u{4}" + id` (gettext's own key).
    public private(set) var messages: [String: Message] = [:]

    /// Longest catalog read, in bytes.
    public static let maximumLength = 1 << 20

    /// Reads `bytes` (UTF-8).
    public init(_ bytes: some Collection<UInt8>) {
        guard bytes.count <= Self.maximumLength else { return }
        var entry = Entry()
        var field: Entry.Field?
        func finish() {
            if let id = entry.id {
                if id.isEmpty, entry.context == nil {
                    readHeader(entry.forms[0] ?? "")
                } else {
                    let count = (entry.forms.keys.max() ?? 0) + 1
                    let forms = (0..<count).map { entry.forms[$0] ?? "" }
                    messages[Self.key(entry.context ?? "", id)] = Message(forms: forms, fuzzy: entry.fuzzy)
                }
            }
            entry = Entry()
            field = nil
        }
        for raw in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            let line = Self.trimmed(String(decoding: raw, as: UTF8.self))
            if line.isEmpty {
                finish()
            } else if line.hasPrefix("#,") {
                if entry.id != nil { finish() }
                entry.fuzzy = entry.fuzzy || line.contains("fuzzy")
            } else if line.hasPrefix("#") {
                if entry.id != nil, field != nil, entry.forms.isEmpty == false { finish() }
            } else if line.hasPrefix("\"") {
                guard let text = Self.quoted(line[...]), let current = field else {
                    finish()
                    continue
                }
                entry.append(text, to: current)
            } else if let space = line.firstIndex(of: " ") {
                let keyword = String(line[..<space])
                guard let text = Self.quoted(line[line.index(after: space)...]) else {
                    finish()
                    continue
                }
                if keyword == "msgctxt", entry.id != nil { finish() }
                guard let parsed = Entry.Field(keyword) else {
                    finish()
                    continue
                }
                field = parsed
                entry.append(text, to: parsed)
            } else {
                finish()
            }
        }
        finish()
    }

    /// gettext's key of a message: the context, EOT, the English id.
    public static func key(_ context: String, _ id: String) -> String { context + "\u{4}" + id }

    /// The forms of a translated, non-fuzzy message, or nil.
    public func translation(context: String, id: String) -> [String]? {
        guard let message = messages[Self.key(context, id)], !message.fuzzy,
            message.forms.contains(where: { !$0.isEmpty })
        else { return nil }
        return message.forms
    }

    private mutating func readHeader(_ text: String) {
        for line in text.split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            header[String(line[..<colon])] = Self.trimmed(String(line[line.index(after: colon)...]))
        }
    }

    private struct Entry {
        enum Field: Equatable {
            case context, id, plural
            case form(Int)

            init?(_ keyword: String) {
                switch keyword {
                case "msgctxt": self = .context
                case "msgid": self = .id
                case "msgid_plural": self = .plural
                case "msgstr": self = .form(0)
                default:
                    guard keyword.hasPrefix("msgstr["), keyword.hasSuffix("]"),
                        let n = Int(keyword.dropFirst(7).dropLast()), (0..<6).contains(n)
                    else { return nil }
                    self = .form(n)
                }
            }
        }

        var context: String?
        var id: String?
        var plural: String?
        var forms: [Int: String] = [:]
        var fuzzy = false

        mutating func append(_ text: String, to field: Field) {
            switch field {
            case .context: context = (context ?? "") + text
            case .id: id = (id ?? "") + text
            case .plural: plural = (plural ?? "") + text
            case let .form(n): forms[n] = (forms[n] ?? "") + text
            }
        }
    }

    /// The text of a `"..."` literal with its C escapes, or nil when it is not one.
    private static func quoted(_ text: Substring) -> String? {
        let trimmed = Substring(Self.trimmed(String(text)))
        guard trimmed.count >= 2, trimmed.first == "\"", trimmed.last == "\"" else { return nil }
        var out = ""
        var escaped = false
        for character in trimmed.dropFirst().dropLast() {
            if escaped {
                switch character {
                case "n": out.append("\n")
                case "t": out.append("\t")
                case "\"", "\\": out.append(character)
                default: return nil
                }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "\"" {
                return nil
            } else {
                out.append(character)
            }
        }
        return escaped ? nil : out
    }

    private static func trimmed(_ text: String) -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        return String(text.drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}
