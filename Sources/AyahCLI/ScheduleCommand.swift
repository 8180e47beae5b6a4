import ArgumentParser
import AyahKit

/// `ayah schedule`: print a crontab entry or a systemd unit pair that runs `ayah tick`.
struct ScheduleCommand: AyahSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "schedule",
        abstract: "Print a crontab entry (--cron) or a systemd .service and .timer (--systemd) that run ayah tick.",
        discussion: "See the README for installing them."
    )

    @Flag(help: "Print a crontab fragment using CRON_TZ.") var cron = false
    @Flag(help: "Print ayah-tick.service and ayah-tick.timer.") var systemd = false
    @Option(name: .customLong("tz"), help: ArgumentHelp("IANA time zone (default: the system zone).", valueName: "zone"))
    var timeZone: String?
    @OptionGroup var dayStart: DayStartOptions

    func run(in environment: CLIEnvironment) throws {
        guard cron != systemd else { throw CLIError.usage("pass exactly one of --cron or --systemd") }
        let zone = try environment.zone(named: timeZone)
        let dayStartsAt = try dayStart.arguments.wallTime(environment: environment.variables)
        do {
            if cron {
                try environment.print(try ScheduleTemplates.crontab(executable: environment.executablePath, zone: zone.identifier, dayStartsAt: dayStartsAt))
                return
            }
            let units = try ScheduleTemplates.systemd(executable: environment.executablePath, zone: zone.identifier, dayStartsAt: dayStartsAt)
            try environment.print("# ---- ayah-tick.service ----")
            try environment.print(units.service)
            try environment.print("# ---- ayah-tick.timer ----")
            try environment.print(units.timer)
        } catch let error as ScheduleTemplates.Failure {
            throw CLIError(error)
        }
    }
}
