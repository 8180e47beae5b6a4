#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import AyahText

/// The terminal and the process image.
enum Terminal {
    /// The width of the terminal on `descriptor`, or nil when it is not one.
    static func columns(descriptor: Int32) -> Int? {
        guard isatty(descriptor) != 0 else { return nil }
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    /// The absolute path of this binary.
    static func executablePath() -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        if n > 0 { return String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self) }
        return CommandLine.arguments.first ?? "ayah"
    }

    /// Lines of `text` for the terminal: wrapped to `width` (when known), then
    /// rendered in the bidi mode.
    static func lines(_ text: String, width: Int?, mode: BidiMode) -> [String] {
        let wrapped = width.map { TerminalText.wrap(text, columns: max($0, 10)) } ?? [text]
        return wrapped.map { TerminalText.render($0, mode: mode) }
    }
}
