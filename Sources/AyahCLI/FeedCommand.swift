import ArgumentParser
import AyahKit
import AyahPublish
import AyahSettings
import AyahSettingsCore
import AyahShared

extension FeedFormat: ExpressibleByArgument {}

/// `ayah feed`: the last ayah-days as Atom, RSS or JSON Feed, newest first,
/// the same bytes `/v1/feed.atom|.rss|.json` serves for the same settings.
struct FeedCommand: AyahSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "feed", abstract: "Print a feed (Atom, RSS 2.0 or JSON Feed 1.1) of the last ayah-days.")

    @OptionGroup var engine: EngineOptions<AllEngineParts>
    @Option(help: ArgumentHelp("atom, rss or json.", valueName: "format"))
    var format: FeedFormat
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("How many ayah-days, ending with today's (1 to 31, default 7).", valueName: "n"))
    var days: Int = FeedFormat.defaultDays
    @OptionGroup var publish: PublishOptions

    func run(in environment: CLIEnvironment) throws {
        try Limits.check("--days", days, in: FeedFormat.dayRange)
        if publish.output?.isEmpty == true { throw CLIError.usage("--output is empty; give a file name") }
        let origin = try publish.publicURL.origin(in: environment)
        let context = try environment.resolve(self.engine)
        let (engine, schedule) = context.pair
        let first = engine.firstDay(on: schedule, endingAt: engine.now(), count: days)
        let publication = try PublishOutput.publication(context, from: first, days: days, origin: origin)
        try PublishOutput.write(format.render(publication), to: publish.output, in: environment)
    }
}
