import Foundation
import Testing

/// `scripts/install` into a temporary prefix, with the tools that consume what
/// it installs: man, bash (with the completion sourced), zsh, fish, and the
/// installed binary run as cron would, and the installed `ayah serve` handing
/// over to the installed `ayah-server`. It installs the binaries these tests
/// run (`--binary`), so no release build happens inside the tests; scripts/test
/// builds swift-argument-parser's `generate-manual` beside them first.
@Suite(.serialized) struct InstallScriptTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
    static let installedFiles = [
        "bin/ayah", "bin/ayah-server", "share/man/man1/ayah.1", "share/bash-completion/completions/ayah",
        "share/zsh/site-functions/_ayah", "share/fish/vendor_completions.d/ayah.fish",
        "share/dailyayah/install-manifest", "share/dailyayah/quran-uthmani.txt", "share/dailyayah/quran-simple.txt",
        "share/dailyayah/en.pickthall.xml", "share/dailyayah/surahs-corrected.tsv", "share/dailyayah/NOTICE",
        "share/dailyayah/quran-metadata.tsv", "share/dailyayah/cities.tsv",
        "share/dailyayah/NotoNastaliqUrdu-page.ttf", "share/dailyayah/NotoSansBengali-page.ttf",
    ]

    /// Every path under `root`, relative, with its kind.
    static func tree(_ root: String) throws -> [String] {
        let paths = try FileManager.default.subpathsOfDirectory(atPath: root)
        return paths.map { path in
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isDirectory)
            return (isDirectory.boolValue ? "d " : "f ") + path
        }.sorted()
    }

    static func install(_ arguments: [String]) throws -> Ayah.Run {
        let tool = URL(fileURLWithPath: Ayah.path).deletingLastPathComponent().appendingPathComponent("generate-manual")
            .path
        try #require(
            FileManager.default.isExecutableFile(atPath: tool),
            "no \(tool): build it with `swift build --product generate-manual` (scripts/test does)")
        return try Ayah.run(
            arguments + ["--binary", Ayah.path, "--generate-manual", tool],
            executable: repository + "/scripts/install")
    }

    @Test func installsRendersCompletesAndUninstallsToTheSamePrefix() throws {
        let prefix = try temporaryDirectory("ayah-prefix")
        defer { try? FileManager.default.removeItem(atPath: prefix) }
        // Something of someone else's already there, sharing directories.
        try FileManager.default.createDirectory(atPath: prefix + "/share/man/man1", withIntermediateDirectories: true)
        try "other\n".write(toFile: prefix + "/share/man/man1/other.1", atomically: false, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: prefix + "/bin", withIntermediateDirectories: true)
        let before = try Self.tree(prefix)

        let install = try Self.install(["--prefix", prefix])
        #expect(install.status == 0, "\(install.stderr)")
        for file in Self.installedFiles {
            #expect(FileManager.default.fileExists(atPath: prefix + "/" + file), "\(file) missing")
        }
        // Stripped: no symbol table left.
        for program in ["ayah", "ayah-server"] {
            let sections = try Ayah.run(["-S", prefix + "/bin/" + program], executable: "/usr/bin/readelf")
            #expect(sections.status == 0 && !sections.stdout.contains(".symtab"), "\(program)")
        }
        // Nothing in share/ayah: that is the payload's container under ~/.local, created 0700 by ayah itself.
        #expect(!FileManager.default.fileExists(atPath: prefix + "/share/ayah"))
        // The installed `ayah serve` runs the installed ayah-server: its refusal of an address
        // that does not resolve (exit 69) comes from the server, not "not installed".
        let serve = try Ayah.run(
            ["serve", "--host", "192.0.2.1", "--port", "0"], executable: prefix + "/bin/ayah",
            replacingEnvironment: true, directory: "/")
        #expect(serve.status == 69, "\(serve.stderr)")
        #expect(serve.stderr.contains("cannot listen on 192.0.2.1:0"), "\(serve.stderr)")

        // man renders the page without warnings, with every subcommand in it.
        let page = prefix + "/share/man/man1/ayah.1"
        let man = try Ayah.run(
            ["-l", page], environment: ["MANPAGER": "cat", "PAGER": "cat", "MANWIDTH": "80"], executable: "/usr/bin/man"
        )
        #expect(man.status == 0, "\(man.stderr)")
        for word in [
            "NAME", "ayah", "today", "--format", "--from-payload", "notify", "schedule", "--install", "tick",
            "timeline",
        ] {
            #expect(man.stdout.contains(word), "the page lacks \(word)")
        }
        let warnings = try Ayah.run(
            ["--warnings", "-l", page], environment: ["MANPAGER": "cat", "PAGER": "cat", "MANWIDTH": "80"],
            executable: "/usr/bin/man")
        #expect(warnings.status == 0 && warnings.stderr.isEmpty, "\(warnings.stderr)")

        // bash: the completion parses, and `ayah ti<TAB>` offers tick and timeline.
        let bash = prefix + "/share/bash-completion/completions/ayah"
        #expect(try Ayah.run(["-n", bash], executable: "/bin/bash").status == 0)
        let complete = """
            source "$1"
            spec=$(complete -p ayah) || exit 3
            fn=${spec#*-F }; fn=${fn%% *}
            COMP_WORDS=(ayah ti); COMP_CWORD=1; COMP_LINE="ayah ti"; COMP_POINT=${#COMP_LINE}
            "$fn" ayah ti ayah
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let offered = try Ayah.run(["-c", complete, "bash", bash], executable: "/bin/bash")
        #expect(offered.status == 0, "\(offered.stderr)")
        #expect(Set(offered.stdout.split(separator: "\n").map(String.init)) == ["tick", "timeline"])
        // zsh parses its completion, and compinit finds it on the fpath the install names.
        #expect(
            try Ayah.run(["-n", prefix + "/share/zsh/site-functions/_ayah"], executable: "/usr/bin/zsh").status == 0)
        let zsh = try Ayah.run(
            [
                "-fc",
                "fpath=(\"$1\"/share/zsh/site-functions $fpath); autoload -Uz compinit; compinit -u -d \"$1/zcompdump\"; "
                    + "print -r -- ${_comps[ayah]}",
                "zsh", prefix,
            ], executable: "/usr/bin/zsh")
        #expect(zsh.status == 0 && zsh.stdout == "_ayah\n", "\(zsh.stdout) \(zsh.stderr)")
        try? FileManager.default.removeItem(atPath: prefix + "/zcompdump")
        let fish = try Ayah.run(
            ["--no-execute", prefix + "/share/fish/vendor_completions.d/ayah.fish"], executable: "/usr/bin/fish")
        #expect(fish.status == 0, "\(fish.stderr)")

        // The installed binary as cron runs it: from /, with an empty environment.
        let today = try Ayah.run(
            ["today", "--now", "2026-11-21T12:00:00Z", "--format", "{localDate} {reference}"],
            executable: prefix + "/bin/ayah", replacingEnvironment: true, directory: "/")
        #expect(today.status == 0, "\(today.stderr)")
        #expect(today.stdout.hasPrefix("2026-11-21 "))

        // Installing again is fine; uninstall then leaves exactly what was there.
        #expect(try Self.install(["--prefix", prefix]).status == 0)
        let uninstall = try Ayah.run(
            ["--prefix", prefix, "--uninstall"], executable: Self.repository + "/scripts/install")
        #expect(uninstall.status == 0, "\(uninstall.stderr)")
        #expect(try Self.tree(prefix) == before)
        #expect(
            try Ayah.run(["--prefix", prefix, "--uninstall"], executable: Self.repository + "/scripts/install").status
                != 0)
    }

    /// `--uninstall` stops and removes the systemd user units `ayah schedule
    /// --install` wrote for the binary it removes, and names (and keeps) any
    /// other ayah-* unit.
    @Test func uninstallRemovesTheUnitsThatRunTheRemovedBinary() throws {
        let prefix = try temporaryDirectory("ayah-prefix")
        let home = try temporaryDirectory("ayah-home")
        defer {
            try? FileManager.default.removeItem(atPath: prefix)
            try? FileManager.default.removeItem(atPath: home)
        }
        #expect(try Self.install(["--prefix", prefix]).status == 0)
        // A systemctl that logs what it is asked.
        let tools = home + "/bin"
        try FileManager.default.createDirectory(atPath: tools, withIntermediateDirectories: true)
        try "#!/bin/sh\necho \"$*\" >> \"\(home)/systemctl.log\"\n".write(
            toFile: tools + "/systemctl", atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: tools + "/systemctl")
        let environment = ["HOME": home, "XDG_CONFIG_HOME": home + "/config", "PATH": tools + ":/usr/bin:/bin"]
        let units = home + "/config/systemd/user"
        let schedule = try Ayah.run(
            ["schedule", "--systemd", "--install", "--tz", "Asia/Karachi"], environment: environment,
            executable: prefix + "/bin/ayah")
        #expect(schedule.status == 0, "\(schedule.stderr)")
        #expect(FileManager.default.fileExists(atPath: units + "/ayah-tick.service"))
        #expect(FileManager.default.fileExists(atPath: units + "/ayah-tick.timer"))
        // Someone else's unit that merely shares the prefix.
        try "[Service]\nExecStart=/opt/other/ayah tick\n".write(
            toFile: units + "/ayah-mine.service", atomically: false, encoding: .utf8)

        let uninstall = try Ayah.run(
            ["--prefix", prefix, "--uninstall"], environment: environment,
            executable: Self.repository + "/scripts/install")
        #expect(uninstall.status == 0, "\(uninstall.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: units) == ["ayah-mine.service"])
        #expect(uninstall.stdout.contains("removed the unit \(units)/ayah-tick.service"), "\(uninstall.stdout)")
        #expect(
            uninstall.stdout.contains("left the unit \(units)/ayah-mine.service (it runs /opt/other/ayah"),
            "\(uninstall.stdout)")
        let log = try String(contentsOfFile: home + "/systemctl.log", encoding: .utf8)
        #expect(log.contains("--user disable --now ayah-tick.timer"), "\(log)")
        #expect(log.hasSuffix("--user daemon-reload\n"), "\(log)")
    }

    @Test func badOptionsInstallNothing() throws {
        let prefix = try temporaryDirectory("ayah-prefix")
        defer { try? FileManager.default.removeItem(atPath: prefix) }
        #expect(
            try Ayah.run(["--prefix", prefix, "--bogus"], executable: Self.repository + "/scripts/install").status == 64
        )
        let missing = try Ayah.run(
            ["--prefix", prefix, "--binary", prefix + "/nothing", "--generate-manual", "/bin/true"],
            executable: Self.repository + "/scripts/install")
        #expect(missing.status != 0)
        // A staged tree that is not there: nothing is built, the advice names scripts/build.
        let unbuilt = try Ayah.run(
            ["--prefix", prefix, "--from", prefix + "/no-dist"], executable: Self.repository + "/scripts/install")
        #expect(unbuilt.status == 66, "\(unbuilt.stderr)")
        #expect(unbuilt.stderr.contains("run scripts/build --no-run first"), "\(unbuilt.stderr)")
        #expect(try Self.tree(prefix).isEmpty)
    }
}
