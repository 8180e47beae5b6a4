import AyahPlatform
import AyahText

/// Writing to the terminal or a pipe.
enum Terminal {
    /// Writes one line to standard error, prefixed with `ayah: `.
    static func error(_ message: String) {
        let line = Array(("ayah: " + message + "\n").utf8)
        try? DescriptorOutput.writeAll(line, to: DescriptorOutput.standardError)
    }

    /// Columns to wrap human output to: the terminal's width when stdout is a
    /// terminal, else `$COLUMNS` when set, else nil (no wrapping in pipes).
    static func width(environment: [String: String]) -> Int? {
        if let columns = TerminalDevice.columns(DescriptorOutput.standardOutput) { return columns }
        if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 0 { return columns }
        return nil
    }

    /// Lines of `text` for the terminal: wrapped to `width` (when known), then
    /// rendered in the bidi mode.
    static func lines(_ text: String, width: Int?, mode: BidiMode) -> [String] {
        let wrapped = width.map { TerminalText.wrap(text, columns: max($0, 10)) } ?? [text]
        return wrapped.map { TerminalText.render($0, mode: mode) }
    }
}
