import ArgumentParser
import AyahSettings
import AyahSettingsCore
import AyahKit

/// `ayah tick`: bring the shared payload up to date; for cron and systemd.
struct TickCommand: AyahSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "tick",
        abstract: "Write DIR/AyahData.json if it is out of date (atomic, locked, idempotent).",
        discussion: """
            Container: --container, else $AYAH_CONTAINER, else $XDG_DATA_HOME/ayah, else ~/.local/share/ayah (created 0700).
            Prints one line: what it did and the next reload. Exit 0 whether or not it wrote; 73 when the
            container cannot be written (the previous payload is kept); 75 when another tick holds the lock.
            --follow keeps running: it writes when each day starts (within a second), and again when the wall clock
            is stepped, the machine resumes, the zone's file changes or SIGHUP arrives; one line per write and per
            such event on standard error; a failed write is retried once a minute; SIGTERM or SIGINT ends it (exit 0).
            """
    )

    @Option(help: ArgumentHelp("Directory holding AyahData.json.", valueName: "dir")) var container: String?
    @OptionGroup var engine: EngineOptions<AllEngineParts>
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Days after today in `upcoming` (0 to 366, default 7).", valueName: "n")) var days: Int = 7
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Seconds to wait for another tick's lock (0 to 3600, default 10).", valueName: "seconds"),
        transform: DecimalArgument.parse)
    var wait: Double = 10
    @Flag(
        help: ArgumentHelp(
            "Keep running: write again at each day's start, after clock steps, zone file changes and SIGHUP."))
    var follow = false

    /// Whether `arguments` (without the program name) ask for `tick --follow`.
    static func follows(_ arguments: ArraySlice<String>) -> Bool {
        arguments.first == "tick" && arguments.contains("--follow")
    }

    func run(in environment: CLIEnvironment) throws {
        try Limits.check("--days", days, in: Limits.upcomingDays)
        try Limits.check("--wait", wait, in: Limits.lockWait, unit: "seconds")
        if container?.isEmpty == true {
            // Not a directory anyone can write; a follower would otherwise retry it forever.
            throw CLIError.usage("--container is empty; give a directory")
        }
        // Under HOME only the levels below an existing HOME are created (a missing HOME is an error).
        guard
            let store = container.map(PayloadStore.init(directory:))
                ?? PayloadStore.defaultStore(environment: environment.variables)
        else {
            throw CLIError.usage("no container: pass --container DIR or set AYAH_CONTAINER, XDG_DATA_HOME or HOME")
        }
        if follow {
            try TickFollower(
                settings: engine.settings, store: store, upcomingDays: days, lockWait: wait, environment: environment
            ).run()
            return
        }
        let (engine, schedule) = try environment.withJournal(try environment.resolve(self.engine)).pair
        let target = FollowStep.target(engine, on: schedule)
        if let problem = FollowStep.outsideSupportedYears(target) { throw CLIError.usage(problem) }
        let outcome: Tick.Outcome
        do {
            outcome = try engine.tick(store: store, on: schedule, at: target.instant, upcoming: days, lockWait: wait)
        } catch {
            throw CLIError(error)
        }
        try environment.print(outcome.summary(path: store.path, zone: schedule.zone))
    }
}
