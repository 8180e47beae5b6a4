#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import AyahText

/// Writing to the terminal or a pipe.
enum Terminal {
    /// Writes one line to standard error, prefixed with `ayah: `.
    static func error(_ message: String) {
        let line = Array(("ayah: " + message + "\n").utf8)
        _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    }

    /// Columns to wrap human output to: the terminal's width when stdout is a
    /// terminal, else `$COLUMNS` when set, else nil (no wrapping in pipes).
    static func width(environment: [String: String]) -> Int? {
        if isatty(1) != 0 {
            var size = winsize()
            if ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        }
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
