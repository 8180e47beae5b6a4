#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Questions about terminals.
package enum TerminalDevice {
    /// Whether `fd` is a terminal (`isatty`).
    package static func isTerminal(_ fd: Int32) -> Bool {
        isatty(fd) != 0
    }

    /// The width in columns of the terminal on `fd` (`TIOCGWINSZ`), or nil when
    /// `fd` is not a terminal or reports no width.
    package static func columns(_ fd: Int32) -> Int? {
        guard isTerminal(fd) else { return nil }
        var size = winsize()
        #if canImport(Darwin)
        let result = ioctl(fd, TIOCGWINSZ, &size)
        #else
        let result = ioctl(fd, UInt(TIOCGWINSZ), &size)
        #endif
        guard result == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}
