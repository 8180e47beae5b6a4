import AyahDayRule
import AyahTime

/// Ready-to-install schedules that run `ayah tick` just after each local
/// midnight in a zone, plus a periodic safety net (which also covers days whose
/// midnight does not exist, and machines that were asleep).
///
/// Every word of the command is quoted for the program that reads it (sh under
/// cron, systemd for `ExecStart=`), so a binary at any path runs; a plain path
/// and zone are written as they are. The zone must be a name that cron and
/// systemd can look up (see `checkZoneName(_:)`).
package enum ScheduleTemplates {
    /// Minutes between safety-net runs.
    package static let safetyNetMinutes = 15

    /// Why a schedule cannot be written.
    package enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
        /// The zone is not an IANA-style name (such as a POSIX rule
        /// `<+0545>-5:45` or a path): cron's `CRON_TZ` and systemd's
        /// `OnCalendar=` take zones by name only.
        case zoneNotNamed(String)
        /// The executable's path cannot be written in this kind of schedule.
        case executableUnusable(path: String, reason: String)

        package var description: String {
            switch self {
            case let .zoneNotNamed(zone):
                return
                    "time zone \(zone.debugDescription) is not a zone name such as Asia/Kathmandu; cron and systemd take zones by name only (letters, digits, /, _, - and +)"
            case let .executableUnusable(path, reason):
                return "the executable path \(path.debugDescription) \(reason)"
            }
        }
    }

    /// Checks that `zone` is an IANA-style name: ASCII letters, digits, `/`,
    /// `_`, `-` and `+`, starting with a letter, with no empty component (so no
    /// leading `/`, and no `..` since `.` is not allowed). Every name in the tz
    /// database passes; POSIX rules and paths do not.
    package static func checkZoneName(_ zone: String) throws(Failure) {
        let bytes = Array(zone.utf8)
        guard let first = bytes.first, isASCIILetter(first), bytes.count <= 255, bytes.last != UInt8(ascii: "/"),
            bytes.allSatisfy({ isASCIILetter($0) || ($0 >= 0x30 && $0 <= 0x39) || "/_-+".utf8.contains($0) }),
            !zone.contains("//")
        else {
            throw .zoneNotNamed(zone)
        }
    }

    /// The phases of the safety net within each quarter hour: every 15 minutes
    /// from minute 0, and, when the day starts off the quarter hour, also every
    /// 15 minutes in step with it. Today every zone's offset from any other is a
    /// whole number of quarter hours and every clock change happens on a
    /// quarter hour, so these minutes, read in any zone (a cron without
    /// `CRON_TZ` reads them in the system zone), include the minute each day
    /// starts: at the wall time, or at the end of a clock change that skipped it.
    package static func safetyNetPhases(_ dayStartsAt: WallTime) -> [Int] {
        let phase = dayStartsAt.minute % safetyNetMinutes
        return phase == 0 ? [0] : [0, phase]
    }

    /// The safety net's minute field for cron: `*/15`, or `0,10,15,25,...`.
    static func cronSafetyNet(_ dayStartsAt: WallTime) -> String {
        let phases = safetyNetPhases(dayStartsAt)
        guard phases.count > 1 else { return "*/\(safetyNetMinutes)" }
        let minutes = stride(from: 0, to: 60, by: safetyNetMinutes).flatMap { base in phases.map { base + $0 } }
        return minutes.map(String.init).joined(separator: ",")
    }

    /// The words of `executable command` with `arguments`, else with the
    /// zone and the day start spelled out.
    static func commandWords(
        _ executable: String, _ command: String, zone: String, dayStartsAt: WallTime?, arguments: [String]?
    ) -> [String] {
        let dayStart = dayStartsAt.map { $0 == .midnight ? [] : ["--day-starts-at", $0.description] } ?? []
        return [executable, command] + (arguments ?? ["--tz", zone] + dayStart)
    }

    /// A crontab fragment using `CRON_TZ` (cronie, and Debian's cron since 3.0pl1-137).
    /// `arguments` are the words after `tick` (the settings to run with, the
    /// zone among them); by default `--tz ZONE` and the day start. A nil
    /// `dayStartsAt` is a day that begins with the sun (Fajr, Maghrib): it
    /// moves every day, so `tick` runs every minute and writes only when the
    /// day changed (within a minute of each boundary).
    package static func crontab(
        executable: String, zone: String, dayStartsAt: WallTime? = .midnight, arguments: [String]? = nil
    ) throws(Failure) -> String {
        try checkZoneName(zone)
        let words = commandWords(executable, "tick", zone: zone, dayStartsAt: dayStartsAt, arguments: arguments)
        let command = try cronCommand(words) + " >/dev/null"
        guard let dayStartsAt else {
            return """
                # DailyAyah: refresh AyahData.json every minute in \(zone). Days begin with the sun (Fajr or Maghrib),
                # a moment that moves every day: each run computes the exact boundary and writes only when the day
                # changed, so the payload is new within a minute of it (`ayah tick --follow` makes it to the second).
                CRON_TZ=\(zone)
                * * * * * \(command)
                """
        }
        guard dayStartsAt == .midnight else {
            let net = cronSafetyNet(dayStartsAt)
            return """
                # DailyAyah: refresh AyahData.json when each day starts (\(dayStartsAt) local time) in \(zone), and every \(safetyNetMinutes) minutes.
                # CRON_TZ applies to the lines that follow it (cronie, busybox). A cron without it (Debian's) reads the times in the system
                # zone: the safety-net line still lands on the minute each day starts (also when a clock change skips \(dayStartsAt)),
                # all offsets and clock changes being on quarter hours.
                CRON_TZ=\(zone)
                \(dayStartsAt.minute) \(dayStartsAt.hour) * * * \(command)
                \(net) * * * * \(command)
                """
        }
        return """
            # DailyAyah: refresh AyahData.json just after local midnight in \(zone), and every \(safetyNetMinutes) minutes.
            # CRON_TZ applies to the lines that follow it (cronie, busybox). A cron without it (Debian's) reads the times
            # in the system zone: the */\(safetyNetMinutes) line still lands on every zone's midnight, all offsets being multiples of 15 minutes.
            CRON_TZ=\(zone)
            0 0 * * * \(command)
            */\(safetyNetMinutes) * * * * \(command)
            """
    }

    /// A systemd user service and timer (`OnCalendar=` with the zone, `Persistent=true`).
    /// `arguments` are the words after `tick`, as for ``crontab(executable:zone:dayStartsAt:arguments:)``.
    package static func systemd(
        executable: String, zone: String, dayStartsAt: WallTime? = .midnight, arguments: [String]? = nil
    ) throws(Failure) -> (service: String, timer: String) {
        try checkZoneName(zone)
        let command = try systemdCommandLine(
            commandWords(executable, "tick", zone: zone, dayStartsAt: dayStartsAt, arguments: arguments))
        guard let dayStartsAt else {
            return (
                tickService(command),
                """
                [Unit]
                Description=DailyAyah: tick every minute in \(zone) (days begin with the sun, at a moment that moves daily)

                [Timer]
                OnCalendar=*-*-* *:*:00
                Persistent=true
                AccuracySec=1s

                [Install]
                WantedBy=timers.target
                """
            )
        }
        let when =
            dayStartsAt == .midnight ? "just after local midnight" : "when each day starts (\(dayStartsAt) local time)"
        let service = tickService(command)
        let timer = """
            [Unit]
            Description=DailyAyah: tick \(when) in \(zone) and every \(safetyNetMinutes) minutes

            [Timer]
            OnCalendar=*-*-* \(dayStartsAt):00 \(zone)
            \(safetyNetPhases(dayStartsAt).map { "OnCalendar=*:\($0)/\(safetyNetMinutes)" }.joined(separator: "\n"))
            Persistent=true
            AccuracySec=1s

            [Install]
            WantedBy=timers.target
            """
        return (service, timer)
    }

    /// The oneshot service that runs `command`.
    static func tickService(_ command: String) -> String {
        """
        [Unit]
        Description=DailyAyah: refresh the shared AyahData.json payload

        [Service]
        Type=oneshot
        ExecStart=\(command)
        """
    }

    /// The unit ``followSystemd(executable:zone:container:arguments:)`` fills.
    public static let followUnitName = "ayah-follow.service"

    /// A systemd user service that runs `ayah tick --follow` for good: no
    /// timer, the process itself wakes when each day starts. `Type=notify`
    /// (`ayah` sends `READY=1` and `WATCHDOG=1` itself), restarted on failure,
    /// and sandboxed so that only `container` (an absolute path, which must
    /// exist when the service starts) can be written: `systemd-analyze security`
    /// rates it "OK". `arguments` are the settings after `tick --follow
    /// --container DIR`, as for ``crontab(executable:zone:dayStartsAt:arguments:)``.
    public static func followSystemd(
        executable: String, zone: String, container: String, arguments: [String]? = nil
    ) throws(Failure) -> String {
        try checkZoneName(zone)
        guard container.hasPrefix("/"), !container.unicodeScalars.contains(where: isControl) else {
            throw .executableUnusable(
                path: executable, reason: "would write to \(container.debugDescription), which is not an absolute path")
        }
        let settings = arguments ?? ["--tz", zone]
        let command = try systemdCommandLine(
            [executable, "tick", "--follow", "--container", container] + settings)
        return """
            [Unit]
            Description=DailyAyah: keep AyahData.json current, rewritten when each day starts in \(zone)

            [Service]
            Type=notify
            NotifyAccess=main
            ExecStart=\(command)
            ExecReload=kill -HUP $MAINPID
            Restart=on-failure
            RestartSec=5s
            WatchdogSec=60s
            TimeoutStopSec=10s
            UMask=0077
            ReadWritePaths=\(systemdQuoted(container))
            ProtectSystem=strict
            ProtectHome=read-only
            PrivateTmp=yes
            PrivateDevices=yes
            PrivateNetwork=yes
            PrivateIPC=yes
            PrivateUsers=yes
            PrivateMounts=yes
            ProtectProc=invisible
            ProcSubset=pid
            ProtectClock=yes
            ProtectHostname=yes
            ProtectKernelTunables=yes
            ProtectKernelModules=yes
            ProtectKernelLogs=yes
            ProtectControlGroups=yes
            NoNewPrivileges=yes
            CapabilityBoundingSet=
            AmbientCapabilities=
            RestrictAddressFamilies=AF_UNIX
            RestrictNamespaces=yes
            RestrictRealtime=yes
            RestrictSUIDSGID=yes
            LockPersonality=yes
            MemoryDenyWriteExecute=yes
            RemoveIPC=yes
            KeyringMode=private
            DevicePolicy=closed
            IPAddressDeny=any
            SystemCallArchitectures=native
            SystemCallFilter=@system-service

            [Install]
            WantedBy=default.target
            """
    }

    /// The unit names ``systemd(executable:zone:dayStartsAt:arguments:)`` fills.
    package static let tickUnitNames = (service: "ayah-tick.service", timer: "ayah-tick.timer")
    /// The unit names ``notifySystemd(executable:zone:at:dayStartsAt:)`` fills.
    package static let notifyUnitNames = (service: "ayah-notify.service", timer: "ayah-notify.timer")

    /// A systemd user service and timer that run `ayah notify` (today's ayah as
    /// a desktop notification) every day at the wall time `time` in `zone`.
    package static func notifySystemd(
        executable: String, zone: String, at time: WallTime,
        dayStartsAt: WallTime? = .midnight, arguments: [String]? = nil
    ) throws(Failure) -> (service: String, timer: String) {
        try checkZoneName(zone)
        let command = try systemdCommandLine(
            commandWords(executable, "notify", zone: zone, dayStartsAt: dayStartsAt, arguments: arguments))
        let service = """
            [Unit]
            Description=DailyAyah: today's ayah as a desktop notification

            [Service]
            Type=oneshot
            ExecStart=\(command)
            """
        let timer = """
            [Unit]
            Description=DailyAyah: notify at \(time) every day in \(zone)

            [Timer]
            OnCalendar=*-*-* \(time):00 \(zone)
            Persistent=true
            AccuracySec=1s

            [Install]
            WantedBy=timers.target
            """
        return (service, timer)
    }

    // MARK: - Quoting

    /// `word` as one sh word: as it is when every character is one sh never
    /// treats specially (ASCII letters, digits and `_ - + . / : , @ %`), else
    /// in single quotes, each `'` written `'\''`. The empty word is `''`.
    static func shellQuoted(_ word: String) -> String {
        if !word.isEmpty, word.utf8.allSatisfy(isShellSafe) { return word }
        var quoted = "'"
        for scalar in word.unicodeScalars {
            if scalar == "'" { quoted += "'\\''" } else { quoted.unicodeScalars.append(scalar) }
        }
        return quoted + "'"
    }

    /// `word` as one sh word in a crontab command field. cron turns an
    /// unescaped `%` into a newline (crontab(5)) and `\%` into `%`, even inside
    /// quotes, so each `%` is written `\%` outside the sh quotes: cron and a cron
    /// that leaves `%` alone (sh then reads `\%` as `%`) both run the same word.
    static func cronQuoted(_ word: String) -> String {
        guard word.utf8.contains(UInt8(ascii: "%")) else { return shellQuoted(word) }
        return word.split(separator: "%", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : shellQuoted(String($0)) }
            .joined(separator: "\\%")
    }

    /// The words as a crontab command. A crontab line cannot carry a control
    /// character (a newline would end it).
    static func cronCommand(_ words: [String]) throws(Failure) -> String {
        guard let path = words.first else { return "" }
        if path.unicodeScalars.contains(where: isControl) {
            throw .executableUnusable(path: path, reason: "has a control character, which a crontab line cannot carry")
        }
        if words.dropFirst().contains(where: { $0.unicodeScalars.contains(where: isControl) }) {
            throw .executableUnusable(
                path: path,
                reason: "would be given an argument holding a control character, which a crontab line cannot carry")
        }
        return words.map(cronQuoted).joined(separator: " ")
    }

    /// `word` as one item of a systemd command line (systemd.service(5),
    /// "Command lines"): as it is when every character is one systemd never
    /// treats specially there, else in double quotes with `\` and `"` escaped by
    /// a backslash; `%` is written `%%` either way (specifiers). `$` is left to
    /// `systemdCommandLine(_:)`.
    static func systemdQuoted(_ word: String) -> String {
        let quote = word.isEmpty || !word.utf8.allSatisfy(isShellSafe)
        var quoted = quote ? "\"" : ""
        for scalar in word.unicodeScalars {
            switch scalar {
            case "\\": quoted += "\\\\"
            case "\"": quoted += "\\\""
            case "%": quoted += "%%"
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quote ? quoted + "\"" : quoted
    }

    /// The words as the value of `ExecStart=`. systemd expands `$NAME` in the
    /// arguments but not in the executable's path, and refuses a path holding a
    /// quote, a backslash or a control character. So a command with a `$`
    /// anywhere starts with the `:` prefix, which turns expansion off: every
    /// word, argv[0] included, then reaches the program as written.
    static func systemdCommandLine(_ words: [String]) throws(Failure) -> String {
        guard let path = words.first else { return "" }
        if path.unicodeScalars.contains(where: { isControl($0) || $0 == "\"" || $0 == "'" || $0 == "\\" }) {
            throw .executableUnusable(
                path: path,
                reason:
                    "has a quote, a backslash or a control character, which systemd refuses in the name of the program to run"
            )
        }
        if words.dropFirst().contains(where: { $0.unicodeScalars.contains(where: isControl) }) {
            throw .executableUnusable(path: path, reason: "would be given an argument holding a control character")
        }
        var quoted = words.map(systemdQuoted)
        if words.contains(where: { $0.contains("$") }) {
            quoted[0] = quoted[0].hasPrefix("\"") ? "\":" + quoted[0].dropFirst() : ":" + quoted[0]
        }
        return quoted.joined(separator: " ")
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    private static func isShellSafe(_ byte: UInt8) -> Bool {
        isASCIILetter(byte) || (byte >= 0x30 && byte <= 0x39) || "_-+./:,@%".utf8.contains(byte)
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
