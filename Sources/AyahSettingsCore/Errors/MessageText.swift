import AyahPlatform

/// Making text from users safe to show in a one-line message, by the one
/// quoting of every surface (``Quoted``): control, bidi and other hidden
/// characters escaped, long values cut with "…".
package enum MessageText {
    /// Values longer than this many scalars are cut, with "…" at the end.
    package static let valueLimit = Quoted.limit

    /// A whole message made one safe line (``Quoted/line(_:limit:)``): escaped, and cut when it is very long.
    package static func escaped(_ text: String) -> String {
        Quoted.line(text)
    }

    /// Values repeated raw by a message written elsewhere (ArgumentParser's
    /// own, a file's path) are cut at this many scalars: long enough for a path.
    package static let replacedValueLimit = 256

    /// A user-supplied value inside a message written by another library
    /// (ArgumentParser's, which quotes values itself) or a path: escaped and
    /// cut at `limit` scalars, no quotes added.
    package static func value(_ text: String, limit: Int = replacedValueLimit) -> String {
        Quoted.bare(text, limit: limit)
    }

    /// A user-supplied value as every message shows one (``Quoted/text(_:limit:)``):
    /// in double quotes, so an empty or blank value is visible (`--host ""`),
    /// escaped and cut.
    package static func quoted(_ text: String) -> String { Quoted.text(text) }

    /// `message` made safe: each of `values` that appears in it, when it needs
    /// escaping or cutting, is replaced by its display form; then whatever
    /// hidden characters remain are escaped and a very long message is cut.
    /// The result is one line.
    package static func oneLine(_ message: String, values: [String]) -> String {
        escaped(replacing(values, in: message))
    }

    /// `message` with each of `values` that needs escaping or cutting replaced
    /// by its display form, cut at `limit` scalars (longest values first).
    package static func replacing(_ values: [String], in message: String, limit: Int = replacedValueLimit) -> String {
        var text = message
        for value in values.sorted(by: { $0.utf8.count > $1.utf8.count }) where !value.isEmpty {
            let shown = Self.value(value, limit: limit)
            if shown != value, text.contains(value) { text = text.replacing(value, with: shown) }
        }
        return text
    }

    /// Whether a message shows `scalar` as an escape.
    package static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        Quoted.isHidden(scalar)
    }
}
