import AyahPlatform
import AyahSettingsCore

/// Long human output through the reader's pager, when standard output is a
/// terminal: `$PAGER` split on whitespace (no shell), else `less`, with
/// `LESS=FRX` when `LESS` is unset (quit when it fits a screen, colours as
/// they are, no clearing). In a pipe or a file, or when no pager can be
/// started, the text is printed as it is.
enum Pager {
    /// The pager's words, `$PAGER` split on whitespace, else `less`; nil when
    /// `PAGER` is set but blank (no pager).
    static func command(_ variables: [String: String]) -> [String]? {
        guard let value = variables["PAGER"] else { return ["less"] }
        let words = value.split(whereSeparator: { $0.isWhitespace }).map(String.init)
        return words.isEmpty ? nil : words
    }

    /// The environment the pager runs with: `variables`, with `LESS=FRX` when `LESS` is unset.
    static func environment(_ variables: [String: String]) -> [String: String] {
        var environment = variables
        if environment["LESS"] == nil { environment["LESS"] = "FRX" }
        return environment
    }

    /// The pager program's path: a name with a `/` as it is, else the first
    /// executable of that name on `PATH`; nil when there is none.
    static func program(_ name: String, variables: [String: String]) -> String? {
        if name.contains("/") { return name }
        return ChildProcess.find(name, searchPath: variables["PATH"] ?? "/usr/bin:/bin")
    }

    /// Shows `text` (one line or many, without its final line feed): through
    /// the pager when standard output is a terminal and one can be started,
    /// else printed on standard output.
    static func show(_ text: String, in environment: CLIEnvironment) throws {
        guard let output = environment.output as? FileDescriptorOutput, TerminalDevice.isTerminal(output.descriptor),
            let words = command(environment.variables), let first = words.first,
            let path = program(first, variables: environment.variables)
        else {
            return try environment.print(text)
        }
        do {
            _ = try ChildProcess.feed(
                path, arguments: Array(words.dropFirst()), environment: Self.environment(environment.variables),
                input: Array((text + "\n").utf8))
        } catch {
            // The pager could not be started: the text as it is.
            try environment.print(text)
        }
    }
}
