import Foundation
import Testing
@testable import AyahIntegrations

/// Runs `/bin/sh -c script` and returns its status and standard output.
func runShell(_ script: String, environment: [String: String] = [:]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", script]
    process.environment = ["PATH": "/usr/bin:/bin"].merging(environment) { $1 }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

/// What cron does to a command field before giving it to sh (crontab(5); the
/// loop of Vixie cron's do_command.c, kept by cronie and Debian): `\%` becomes
/// `%`, any other backslash stays, and the first unescaped `%` ends the command
/// (the rest becomes its standard input).
func cronCommandField(_ field: String) -> (command: String, input: String?) {
    var command = ""
    var escaped = false
    for (index, character) in zip(field.indices, field) {
        if escaped {
            if character == "%" { command.removeLast() }
            command.append(character)
            escaped = false
            continue
        }
        if character == "%" { return (command, String(field[field.index(after: index)...])) }
        if character == "\\" { escaped = true }
        command.append(character)
    }
    return (command, nil)
}

/// The argv systemd builds from an `ExecStart=` value, per systemd.service(5)
/// "Command lines" (and config_parse_exec): words split on unquoted whitespace,
/// "..." or '...' quoting a whole word, C escapes unescaped; then the
/// prefixes `@-:+!` of the first word; then `%` specifiers, of which only `%%`
/// may appear here; then `$` expansion unless the `:` prefix was given, of
/// which only `$$` may appear. Throws on anything else.
struct SystemdCommandLine {
    struct Unexpected: Error, CustomStringConvertible { let description: String }

    var argv: [String]
    var expandsVariables: Bool

    init(_ value: String) throws {
        var words: [String] = []
        var scalars = Array(value.unicodeScalars)[...]
        while true {
            while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
            guard let first = scalars.first else { break }
            var word = String.UnicodeScalarView()
            var quote: Unicode.Scalar?
            if first == "\"" || first == "'" {
                quote = first
                scalars.removeFirst()
            }
            while true {
                guard let c = scalars.popFirst() else {
                    if quote != nil { throw Unexpected(description: "unbalanced quoting in \(value)") }
                    break
                }
                if let q = quote, c == q {
                    // The closing quote must end the word.
                    if let next = scalars.first, next != " ", next != "\t" {
                        throw Unexpected(description: "text after a closing quote in \(value)")
                    }
                    break
                }
                if quote == nil, c == " " || c == "\t" { break }
                if quote == nil, c == "\"" || c == "'" {
                    throw Unexpected(description: "quote inside a word in \(value)")
                }
                if c == "\\" {
                    guard let e = scalars.popFirst() else { throw Unexpected(description: "trailing backslash") }
                    switch e {
                    case "\\", "\"", "'": word.append(e)
                    case "s": word.append(" ")
                    case "n": word.append("\n")
                    case "t": word.append("\t")
                    default: throw Unexpected(description: "escape \\\(e) not expected from the quoting")
                    }
                    continue
                }
                word.append(c)
            }
            words.append(String(word))
        }
        guard var path = words.first else { throw Unexpected(description: "empty command line") }
        var expands = true
        while let p = path.first, "@-:+!".contains(p) {
            if p == ":" { expands = false }
            path.removeFirst()
        }
        words[0] = path
        func specifiers(_ s: String) throws -> String {
            var out = ""
            var chars = s[...]
            while let c = chars.popFirst() {
                if c == "%" {
                    guard chars.popFirst() == "%" else {
                        throw Unexpected(description: "a % specifier would be expanded in \(s)")
                    }
                }
                out.append(c)
            }
            return out
        }
        func variables(_ s: String) throws -> String {
            var out = ""
            var chars = s[...]
            while let c = chars.popFirst() {
                if c == "$" {
                    guard chars.popFirst() == "$" else {
                        throw Unexpected(description: "a $ variable would be expanded in \(s)")
                    }
                }
                out.append(c)
            }
            return out
        }
        argv = try words.map(specifiers)
        // The executable's path is not expanded; argv (argv[0] included) is, unless ":".
        expandsVariables = expands
        if expands { argv = try argv.map(variables) }
    }
}

@Suite struct ScheduleTemplatesTests {
    /// Paths that sh, cron or systemd read specially.
    static let awkwardDirectories = [
        "my apps", "it's", "\"double\"", "$HOME", "${HOME}x", "50%", "%d%%", "100%\\", "back\\slash", "back\\%",
        "`id`", "$(id)", "a;b&c|d", "#hash", "~", "*?[a]", "بيت", "a=b", " lead", "trail ", "!bang", "'\\''",
        "-dash", "@at", ":colon", "é",
    ]

    @Test func ordinaryPathAndZoneAreWrittenAsBefore() throws {
        // Byte for byte the output of the templates before quoting existed.
        #expect(
            try ScheduleTemplates.crontab(executable: "/usr/local/bin/ayah", zone: "Asia/Kathmandu") == """
                # DailyAyah: refresh AyahData.json just after local midnight in Asia/Kathmandu, and every 15 minutes.
                # CRON_TZ applies to the lines that follow it (cronie, busybox). A cron without it (Debian's) reads the times
                # in the system zone: the */15 line still lands on every zone's midnight, all offsets being multiples of 15 minutes.
                CRON_TZ=Asia/Kathmandu
                0 0 * * * /usr/local/bin/ayah tick --tz Asia/Kathmandu >/dev/null
                */15 * * * * /usr/local/bin/ayah tick --tz Asia/Kathmandu >/dev/null
                """)
        let units = try ScheduleTemplates.systemd(executable: "/home/user/.local/bin/ayah", zone: "Etc/GMT+5")
        #expect(
            units.service == """
                [Unit]
                Description=DailyAyah: refresh the shared AyahData.json payload

                [Service]
                Type=oneshot
                ExecStart=/home/user/.local/bin/ayah tick --tz Etc/GMT+5
                """)
        #expect(
            units.timer == """
                [Unit]
                Description=DailyAyah: tick just after local midnight in Etc/GMT+5 and every 15 minutes

                [Timer]
                OnCalendar=*-*-* 00:00:00 Etc/GMT+5
                OnCalendar=*:0/15
                Persistent=true
                AccuracySec=1s

                [Install]
                WantedBy=timers.target
                """)
    }

    @Test func shellQuoting() {
        #expect(ScheduleTemplates.shellQuoted("/usr/bin/ayah") == "/usr/bin/ayah")
        #expect(ScheduleTemplates.shellQuoted("") == "''")
        #expect(ScheduleTemplates.shellQuoted("a b") == "'a b'")
        #expect(ScheduleTemplates.shellQuoted("it's") == "'it'\\''s'")
        #expect(ScheduleTemplates.shellQuoted("$HOME") == "'$HOME'")
        #expect(ScheduleTemplates.shellQuoted("~") == "'~'")
        #expect(ScheduleTemplates.shellQuoted("a=b") == "'a=b'")
        #expect(ScheduleTemplates.cronQuoted("/opt/50%/ayah") == "/opt/50\\%/ayah")
        #expect(ScheduleTemplates.cronQuoted("/opt/a b%/ayah") == "'/opt/a b'\\%/ayah")
        #expect(ScheduleTemplates.systemdQuoted("/opt/50%/ayah") == "/opt/50%%/ayah")
        #expect(ScheduleTemplates.systemdQuoted("/opt/my \"x\" \\ 5%") == "\"/opt/my \\\"x\\\" \\\\ 5%%\"")
    }

    @Test func shellWordsRoundTripThroughSh() throws {
        let words = Self.awkwardDirectories + ["", "plain", "'", "''", "\\", "%", "\\%"]
        let run = try runShell("printf '%s\\0' " + words.map(ScheduleTemplates.shellQuoted).joined(separator: " "))
        #expect(run.status == 0)
        #expect(
            run.output.split(separator: "\0", omittingEmptySubsequences: false).dropLast().map(String.init) == words)
    }

    @Test func cronWordsRoundTripThroughCronAndSh() throws {
        let words = Self.awkwardDirectories + ["", "%", "%%", "\\%", "a%", "%a", "\\\\%", "'%'"]
        let field = words.map(ScheduleTemplates.cronQuoted).joined(separator: " ")
        let (command, input) = cronCommandField(field)
        #expect(input == nil, "an unescaped % in \(field)")
        let run = try runShell("printf '%s\\0' " + command)
        #expect(run.status == 0)
        #expect(
            run.output.split(separator: "\0", omittingEmptySubsequences: false).dropLast().map(String.init) == words)
        // A cron that leaves % alone hands the field to sh as it is: the same words.
        let plain = try runShell("printf '%s\\0' " + field)
        #expect(
            plain.output.split(separator: "\0", omittingEmptySubsequences: false).dropLast().map(String.init) == words)
    }

    /// The real thing: an executable at each awkward path, run by the crontab
    /// line as cron would, must receive exactly `tick --tz ZONE`.
    @Test(arguments: awkwardDirectories)
    func crontabLineRunsTheBinaryAtAnyPath(directory: String) throws {
        let root = NSTemporaryDirectory() + "ayah-cron-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: root) }
        let dir = root + "/" + directory
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let executable = dir + "/ayah"
        try "#!/bin/sh\nfor a in \"$0\" \"$@\"; do printf '%s\\0' \"$a\"; done > \"$ARGV_OUT\"\n".write(
            toFile: executable, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: executable)

        let crontab = try ScheduleTemplates.crontab(executable: executable, zone: "America/Port-au-Prince")
        let lines = crontab.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.hasPrefix("CRON_TZ=") }
        #expect(lines.count == 2)
        for line in lines {
            // Five time fields, then the command.
            let field = line.split(separator: " ", maxSplits: 5).last.map(String.init) ?? ""
            let (command, input) = cronCommandField(field)
            #expect(input == nil, "cron would cut \(line) at an unescaped %")
            #expect(try runShell("sh -n -c " + ScheduleTemplates.shellQuoted(command)).status == 0, "sh -n: \(command)")
            let out = root + "/argv"
            let run = try runShell(command, environment: ["ARGV_OUT": out])
            #expect(run.status == 0, "\(command)")
            let argv = try String(contentsOfFile: out, encoding: .utf8).split(
                separator: "\0", omittingEmptySubsequences: false
            ).dropLast().map(String.init)
            #expect(argv == [executable, "tick", "--tz", "America/Port-au-Prince"], "\(line)")
        }
    }

    @Test(arguments: awkwardDirectories)
    func execStartGivesTheSameArgvAtAnyPathSystemdAccepts(directory: String) throws {
        let executable = "/opt/" + directory + "/ayah"
        let refused = executable.contains("\"") || executable.contains("'") || executable.contains("\\")
        do {
            let units = try ScheduleTemplates.systemd(executable: executable, zone: "Etc/GMT-14")
            #expect(!refused, "systemd refuses quotes, backslashes and controls in an executable's name")
            let execStart = try #require(units.service.split(separator: "\n").first { $0.hasPrefix("ExecStart=") })
                .dropFirst("ExecStart=".count)
            let parsed = try SystemdCommandLine(String(execStart))
            #expect(parsed.argv == [executable, "tick", "--tz", "Etc/GMT-14"], "\(execStart)")
        } catch let failure as ScheduleTemplates.Failure {
            #expect(refused, "\(failure)")
            guard case let .executableUnusable(path, _) = failure else {
                Issue.record("\(failure)")
                return
            }
            #expect(path == executable)
        }
    }

    @Test func systemdArgumentsRoundTrip() throws {
        // Arguments (not the path) may hold anything but controls.
        let words = ["/usr/bin/ayah"] + Self.awkwardDirectories + ["", "%%", "$$"]
        let parsed = try SystemdCommandLine(ScheduleTemplates.systemdCommandLine(words))
        #expect(parsed.argv == words)
        #expect(!parsed.expandsVariables)
        let noDollar = words.filter { !$0.contains("$") }
        let plain = try SystemdCommandLine(ScheduleTemplates.systemdCommandLine(noDollar))
        #expect(plain.argv == noDollar)
        #expect(plain.expandsVariables)
    }

    static let systemdAnalyzeInstalled = ["/usr/bin/systemd-analyze", "/bin/systemd-analyze"].contains {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// systemd's own parser, where installed: it loads the units and checks
    /// that ExecStart='s first word names an existing executable (`%n` in the
    /// path would expand to the unit's name if `%` were not doubled). Without
    /// it this test is reported skipped; SystemdCommandLine checks run anyway.
    @Test(.enabled(if: systemdAnalyzeInstalled, "systemd-analyze is not installed"))
    func systemdAnalyzeVerifiesTheUnitsAtAnAwkwardPath() throws {
        let root = NSTemporaryDirectory() + "ayah-systemd-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: root) }
        let dir = root + "/my apps $HOME 50%n ${X} #1 ~ `id` بيت"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let executable = dir + "/ayah"
        try "#!/bin/sh\nexit 0\n".write(toFile: executable, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: executable)
        for zone in ["Asia/Kathmandu", "America/Argentina/ComodRivadavia", "Etc/GMT+12", "EST5EDT"] {
            let units = try ScheduleTemplates.systemd(executable: executable, zone: zone)
            try units.service.write(toFile: root + "/ayah-tick.service", atomically: true, encoding: .utf8)
            try units.timer.write(toFile: root + "/ayah-tick.timer", atomically: true, encoding: .utf8)
            let verify = try runShell(
                "systemd-analyze verify \"$D/ayah-tick.service\" \"$D/ayah-tick.timer\" 2>&1", environment: ["D": root])
            #expect(verify.status == 0 && verify.output.isEmpty, "\(zone): \(verify.output)")
        }
        // A wrong quoting of the same path is caught: the check can fail.
        try "[Service]\nType=oneshot\nExecStart=\(executable) tick\n".write(
            toFile: root + "/ayah-tick.service", atomically: true, encoding: .utf8)
        let wrong = try runShell("systemd-analyze verify \"$D/ayah-tick.service\" 2>&1", environment: ["D": root])
        #expect(wrong.status != 0)
    }

    @Test func zonesAreNamesOnly() {
        for zone in [
            "Asia/Kathmandu", "America/Port-au-Prince", "America/Argentina/ComodRivadavia", "Etc/GMT+5", "Etc/GMT-14",
            "EST5EDT", "GMT-0", "UTC", "right/UTC", "posix/Europe/Paris",
        ] {
            #expect(throws: Never.self, "\(zone)") { try ScheduleTemplates.checkZoneName(zone) }
        }
        for zone in [
            "<+0545>-5:45", "EST5", "", "/etc/localtime", "/usr/share/zoneinfo/Asia/Kathmandu", ":Asia/Kathmandu",
            "../etc/passwd", "Asia/../Asia/Kathmandu", "Asia//Kathmandu", "Asia/", "-05", "+0545", "_x",
            "Asia/Kath mandu", "Asia/Kathmandu\n", "Asia/Kathmandu;id", "Asia/Kathmandu%", "Asia/Kathmandu$X",
            "Asia/Kathmandu'", "Azië/Kathmandu", String(repeating: "A", count: 256),
        ] {
            let rejected = (try? ScheduleTemplates.checkZoneName(zone)) == nil
            // EST5 passes the character check: it is still a name, looked up as such.
            #expect(rejected == (zone != "EST5"), "\(zone.debugDescription)")
        }
        #expect(throws: ScheduleTemplates.Failure.zoneNotNamed("<+0545>-5:45")) {
            try ScheduleTemplates.crontab(executable: "/usr/bin/ayah", zone: "<+0545>-5:45")
        }
        #expect(throws: ScheduleTemplates.Failure.zoneNotNamed("<+0545>-5:45")) {
            try ScheduleTemplates.systemd(executable: "/usr/bin/ayah", zone: "<+0545>-5:45")
        }
    }

    /// Every zone and link of the system's tz database is accepted.
    @Test func everyNameInTheTzDatabasePasses() throws {
        let zi = try String(contentsOfFile: "/usr/share/zoneinfo/tzdata.zi", encoding: .utf8)
        var names: [String] = []
        for line in zi.split(separator: "\n") {
            let fields = line.split(separator: " ")
            if fields.first == "Z", fields.count > 1 { names.append(String(fields[1])) }
            if fields.first == "L", fields.count > 2 { names.append(String(fields[2])) }
        }
        #expect(names.count > 500)
        let refused = names.filter { (try? ScheduleTemplates.checkZoneName($0)) == nil }
        #expect(refused.isEmpty, "\(refused)")
    }

    @Test func controlCharactersInThePathAreRefused() {
        for path in ["/opt/a\nb/ayah", "/opt/a\tb/ayah", "/opt/\u{1B}[2J/ayah", "/opt/\u{85}/ayah", "/opt/\u{7F}/ayah"]
        {
            #expect(throws: ScheduleTemplates.Failure.self) {
                try ScheduleTemplates.crontab(executable: path, zone: "UTC")
            }
            #expect(throws: ScheduleTemplates.Failure.self) {
                try ScheduleTemplates.systemd(executable: path, zone: "UTC")
            }
        }
    }

    @Test func descriptionsAreOneNeutralLine() {
        let failures: [ScheduleTemplates.Failure] = [
            .zoneNotNamed("<+0545>-5:45\n"), .executableUnusable(path: "/a\n\"b", reason: "has a quote"),
        ]
        for failure in failures {
            #expect(!failure.description.contains("\n"))
            #expect(!failure.description.contains("--"))
        }
        #expect(ScheduleTemplates.Failure.zoneNotNamed("<+0545>-5:45").description.contains("<+0545>-5:45"))
    }
}
