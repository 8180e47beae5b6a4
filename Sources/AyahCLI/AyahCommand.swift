import ArgumentParser
import AyahCorpus
import AyahSettings
import AyahSettingsCore

/// `ayah`: a daily Quran ayah with correct local-midnight rollover.
public struct AyahCommand: ParsableCommand {
    public static let version = "0.1.0"

    public static let configuration = CommandConfiguration(
        commandName: "ayah",
        abstract: "A daily Quran ayah that rolls over at local midnight in any time zone.",
        discussion: """
            Exit status: 0 success, 64 usage error, 65 bad data, 69 unavailable (notification service, HTTP server, card renderer), 73 cannot write output, 74 cannot write standard output, 75 busy (try again).

            """ + ProcessVariable.helpParagraph,
        version: AyahCommand.versionText,
        subcommands: [
            TodayCommand.self, ShowCommand.self, ReadCommand.self, SearchCommand.self, TimelineCommand.self,
            NextReloadCommand.self,
            SimulateCommand.self, TickCommand.self, ScheduleCommand.self, NotifyCommand.self, TranslationsCommand.self,
            MethodsCommand.self, LanguagesCommand.self, PlansCommand.self, PoolCommand.self,
            ServeCommand.self, ExportCommand.self, CardCommand.self, CalendarCommand.self, FeedCommand.self,
            ProgressCommand.self,
        ],
        defaultSubcommand: TodayCommand.self
    )

    static var versionText: String {
        """
        ayah \(version)
        Quran text: Tanzil Quran Text (Uthmani, Version 1.1), Copyright (C) 2007-2026 Tanzil Project, CC BY 3.0, https://tanzil.net (verbatim; shown in NFC).
        Translation: M. M. Pickthall, The Meaning of the Glorious Koran (1930), public domain; digital text from Tanzil.net.
        Surah metadata: derived from pyislamsdk-quran 0.1.2 (MIT), with corrections.
        Quran metadata (juz, hizb, pages... for ranges and plans): Tanzil Quran Metadata ver 1.0, Copyright (C) 2008-2009 Tanzil.info, CC BY 3.0, https://tanzil.net.
        City data: GeoNames (geonames.org), CC BY 4.0 (for --city). Full notice: Data/NOTICE.
        """
    }

    public init() {}
}

/// A subcommand that runs against an injected environment: parse, call the
/// engine, print.
protocol AyahSubcommand: ParsableCommand {
    func run(in environment: CLIEnvironment) throws
}

extension AyahSubcommand {
    /// ArgumentParser's entry point; `AyahMain` calls `run(in:)` directly.
    func run() throws {
        try run(in: .live())
    }
}
