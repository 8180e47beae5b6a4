import ArgumentParser
import AyahKit
#if canImport(Glibc)
import Glibc
#endif

/// `ayah schedule`: print a crontab entry or a systemd unit pair that runs `ayah tick`.
struct Schedule: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print a crontab entry (--cron) or a systemd .service and .timer (--systemd) that run ayah tick.",
        discussion: "See the README for installing them."
    )

    @Flag(help: "Print a crontab fragment using CRON_TZ.") var cron = false
    @Flag(help: "Print ayah-tick.service and ayah-tick.timer.") var systemd = false
    @Option(name: .customLong("tz"), help: ArgumentHelp("IANA time zone (default: the system zone).", valueName: "zone"))
    var timeZone: String?

    func run() throws {
        try reportingErrors {
            guard cron != systemd else { throw CLIError.usage("pass exactly one of --cron or --systemd") }
            let runtime = Runtime()
            let zone = try runtime.zone(TimeOptions(timeZone: timeZone))
            let executable = Self.executablePath()
            if cron {
                print(ScheduleTemplates.crontab(executable: executable, zone: zone.identifier))
            } else {
                let units = ScheduleTemplates.systemd(executable: executable, zone: zone.identifier)
                print("# ---- ayah-tick.service ----")
                print(units.service)
                print("# ---- ayah-tick.timer ----")
                print(units.timer)
            }
        }
    }

    /// The absolute path of this binary.
    static func executablePath() -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        if n > 0 { return String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self) }
        return CommandLine.arguments.first ?? "ayah"
    }
}
