import ArgumentParser
import AyahKit
import AyahSettings
import AyahSettingsCore

/// `ayah pool`: the passages the daily choice draws from, their themes and occasions.
struct PoolCommand: AyahSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "pool",
        abstract: "List the pool of passages the daily choice draws from, with their themes and occasions.",
        discussion: """
            The curated pool (the default) holds whole passages chosen by hand against written criteria, each with \
            themes; some are kept for Hijri occasions (the first of Ramadan, the odd nights of its last ten, the Eids, \
            Arafah, Ashura...). --theme limits the list (and the daily choice) to one theme. --pool classic lists \
            the single-ayah pool of earlier versions; --pool FILE a pool file (one passage a line: 2:255, 103:1-3, \
            # comments). See docs/daily-choice.md.
            """
    )

    @Flag(help: "Print one JSON object.") var json = false
    @OptionGroup var engine: EngineOptions<SelectionParts>

    func run(in environment: CLIEnvironment) throws {
        let context = try environment.resolve(engine)
        let theme = context.engine.configuration.selection.theme
        let listing = context.engine.poolListing(theme: theme)
        if json {
            try environment.write(try JSONOutput.encode(listing))
            return
        }
        try environment.print(Self.human(listing))
    }

    /// The listing for people: a summary line, the themes with their counts, then a passage a line.
    static func human(_ listing: PoolListing) -> String {
        let surahs = Set(listing.passages.map(\.surah)).count
        var lines = ["\(listing.pool) pool: \(listing.passages.count) passages from \(surahs) surahs"]
        if let theme = listing.theme { lines[0] += " with the theme \(theme)" }
        if !listing.themes.isEmpty {
            var counts: [String: Int] = [:]
            for entry in listing.passages { for theme in entry.themes { counts[theme, default: 0] += 1 } }
            lines.append("themes: " + listing.themes.map { "\($0) (\(counts[$0] ?? 0))" }.joined(separator: ", "))
        }
        lines.append("")
        for entry in listing.passages {
            var line = entry.reference
            if !entry.themes.isEmpty { line += " · " + entry.themes.joined(separator: ", ") }
            if !entry.occasions.isEmpty { line += " · occasion: " + entry.occasions.joined(separator: ", ") }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }
}
