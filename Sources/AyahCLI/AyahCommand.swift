import ArgumentParser
import AyahCorpus
import AyahPlatform
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `ayah`: a daily Quran ayah with correct local-midnight rollover.
public struct AyahCommand: ParsableCommand {
    public static let version = "0.1.0"

    public static let configuration = CommandConfiguration(
        commandName: "ayah",
        abstract: "A daily Quran ayah that rolls over at local midnight in any time zone.",
        discussion: """
        Exit status: 0 success, 64 usage error, 65 bad data, 73 cannot write output, 75 busy (try again).
        Environment: TZ, TZDIR, AYAH_NOW, AYAH_POLICY, AYAH_SEED, AYAH_BIDI, AYAH_CONTAINER, AYAH_DATA_DIR, XDG_DATA_HOME.
        """,
        version: AyahCommand.versionText,
        subcommands: [Today.self, Show.self, Search.self, Timeline.self, NextReload.self, Simulate.self, Tick.self, Schedule.self],
        defaultSubcommand: Today.self
    )

    static var versionText: String {
        """
        ayah \(version)
        Quran text: Tanzil Quran Text (Uthmani, Version 1.1), Copyright (C) 2007-2026 Tanzil Project, CC BY 3.0, https://tanzil.net (verbatim; shown in NFC).
        Translation: M. M. Pickthall, The Meaning of the Glorious Koran (1930), public domain; digital text from Tanzil.net.
        Surah metadata: derived from pyislamsdk-quran 0.1.2 (MIT), with corrections. Full notice: Data/NOTICE.
        """
    }

    public init() {}
}

/// The entry point `ayah`'s `main.swift` calls.
public enum AyahMain {
    /// Parses the arguments, runs the command and exits with its status.
    /// Usage errors print one line (`ayah: ...`) and exit 64.
    public static func main(_ arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> Never {
        // A file-size limit (`ulimit -f`) then fails a write with EFBIG instead of killing the process.
        Signals.ignoreFileSizeLimit()
        do {
            if let today = TodayFastPath.parse(arguments) {
                try today.run()
                exit(0)
            }
            var command = try AyahCommand.parseAsRoot(arguments)
            try command.run()
            exit(0)
        } catch let error as ExitCodeError {
            exit(error.code)
        } catch {
            let code = AyahCommand.exitCode(for: error)
            if code == .success {
                print(AyahCommand.fullMessage(for: error))
                exit(0)
            }
            let message = AyahCommand.message(for: error)
            let firstLine = message.split(separator: "\n").first.map(String.init) ?? "\(error)"
            let trimmed = firstLine.hasPrefix("Error: ") ? String(firstLine.dropFirst(7)) : firstLine
            Terminal.error(trimmed + " (see ayah --help)")
            exit(code.rawValue == 1 ? ExitStatus.software : code.rawValue)
        }
    }
}
