import AyahPlatform
import AyahText

/// The terminal and the process image.
package enum Terminal {
    /// The width of the terminal on `descriptor`, or nil when it is not one.
    package static func columns(descriptor: Int32) -> Int? {
        TerminalDevice.columns(descriptor)
    }

    /// The absolute path of this binary.
    package static func executablePath() -> String {
        CurrentProcess.executablePath() ?? CommandLine.arguments.first ?? "ayah"
    }

    /// Lines of `text` for the terminal: wrapped to `width` (when known), then
    /// rendered in the bidi mode.
    package static func lines(_ text: String, width: Int?, mode: BidiMode) -> [String] {
        let wrapped = width.map { TerminalText.wrap(text, columns: max($0, 10)) } ?? [text]
        return wrapped.map { TerminalText.render($0, mode: mode) }
    }
}
