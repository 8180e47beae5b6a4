import Foundation
import Testing

/// The binary as cron runs it: installed elsewhere (PREFIX/bin/ayah beside
/// PREFIX/share/dailyayah, the data files it maps), started from /, empty environment.
@Suite struct DeploymentTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
    static let repositoryData = repository + "/Data"

    /// packaging/data-files.txt: the data files' paths in the repository, installed under their own names.
    static func installedData() throws -> [String] {
        try String(contentsOfFile: repository + "/packaging/data-files.txt", encoding: .utf8)
            .split(separator: "\n").map(String.init)
    }

    /// PREFIX/bin/ayah, a copy of the built binary, and, unless `data` is false,
    /// PREFIX/share/dailyayah with copies of the data files. Returns (prefix, the binary).
    static func install(_ label: String, data: Bool = true) throws -> (prefix: String, ayah: String) {
        let prefix = try temporaryDirectory(label)
        try FileManager.default.createDirectory(atPath: prefix + "/bin", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Ayah.path, toPath: prefix + "/bin/ayah")
        if data {
            let share = prefix + "/share/dailyayah"
            try FileManager.default.createDirectory(atPath: share, withIntermediateDirectories: true)
            for path in try installedData() {
                let name = String(path.split(separator: "/").last ?? Substring(path))
                try FileManager.default.copyItem(atPath: repository + "/" + path, toPath: share + "/" + name)
            }
        }
        return (prefix, prefix + "/bin/ayah")
    }

    @Test func installedBinaryRunsFromRootWithAnEmptyEnvironment() throws {
        let (prefix, copy) = try Self.install("ayah-installed")
        defer { try? FileManager.default.removeItem(atPath: prefix) }
        let run = try Ayah.run(
            ["today", "--json", "--now", "2026-11-21T12:00:00Z"], executable: copy, replacingEnvironment: true,
            directory: "/")
        #expect(run.status == 0, "\(run.stderr)")
        let json = try #require(run.json)
        #expect(json["localDate"] as? String == "2026-11-21")
        #expect((json["arabicText"] as? String)?.isEmpty == false)
        let show = try Ayah.run(["show", "114:6"], executable: copy, replacingEnvironment: true, directory: "/")
        #expect(show.stdout.contains("Of the jinn and of mankind."))
        let city = try Ayah.run(
            ["today", "--city", "Karachi", "--now", "2026-11-21T12:00:00Z", "--plain"], executable: copy,
            replacingEnvironment: true, directory: "/")
        #expect(city.status == 0, "\(city.stderr)")
    }

    /// Copied alone, with no share/dailyayah: one line naming the file and where it was looked for, 69.
    @Test func binaryWithoutItsDataFilesExits69() throws {
        let (prefix, copy) = try Self.install("ayah-alone", data: false)
        defer { try? FileManager.default.removeItem(atPath: prefix) }
        let run = try Ayah.run(
            ["today", "--now", "2026-11-21T12:00:00Z"], executable: copy, replacingEnvironment: true)
        expectOneLineError(run, status: 69, containing: "is not installed")
        #expect(run.stderr.contains(prefix + "/bin/../share/dailyayah"), "\(run.stderr)")
    }

    /// An installed file cut short, replaced by a link, or not a regular file: 65, one line, never a crash.
    @Test func damagedInstalledFilesExit65() throws {
        let (prefix, copy) = try Self.install("ayah-damaged")
        defer { try? FileManager.default.removeItem(atPath: prefix) }
        let share = prefix + "/share/dailyayah"
        let arabic = share + "/quran-uthmani.txt"
        let bytes = try Data(contentsOf: URL(fileURLWithPath: arabic))

        try bytes.dropLast(10).write(to: URL(fileURLWithPath: arabic))
        expectOneLineError(
            try Ayah.run(["today"], executable: copy, replacingEnvironment: true), status: 65,
            containing: "quran-uthmani.txt is damaged")

        // The same size, another opening (not this build's text).
        var other = bytes
        other[0] ^= 0x20
        try other.write(to: URL(fileURLWithPath: arabic))
        expectOneLineError(
            try Ayah.run(["show", "1:1"], executable: copy, replacingEnvironment: true), status: 65,
            containing: "quran-uthmani.txt is damaged")

        // A link to a good copy is still refused: the installed file itself must be the file.
        try FileManager.default.removeItem(atPath: arabic)
        try bytes.write(to: URL(fileURLWithPath: prefix + "/elsewhere.txt"))
        try FileManager.default.createSymbolicLink(atPath: arabic, withDestinationPath: prefix + "/elsewhere.txt")
        expectOneLineError(
            try Ayah.run(["today"], executable: copy, replacingEnvironment: true), status: 65,
            containing: "quran-uthmani.txt is damaged")

        // A directory in its place.
        try FileManager.default.removeItem(atPath: arabic)
        try FileManager.default.createDirectory(atPath: arabic, withIntermediateDirectories: false)
        expectOneLineError(
            try Ayah.run(["today"], executable: copy, replacingEnvironment: true), status: 65,
            containing: "quran-uthmani.txt is damaged")
        try FileManager.default.removeItem(atPath: arabic)
        try bytes.write(to: URL(fileURLWithPath: arabic))
        #expect(try Ayah.run(["show", "1:1"], executable: copy, replacingEnvironment: true).status == 0)

        // The cities: missing is 69, cut short 65.
        let cities = share + "/cities.tsv"
        let table = try Data(contentsOf: URL(fileURLWithPath: cities))
        try FileManager.default.removeItem(atPath: cities)
        expectOneLineError(
            try Ayah.run(["today", "--city", "Karachi"], executable: copy, replacingEnvironment: true), status: 69,
            containing: "cities.tsv is not installed")
        try table.prefix(4096).write(to: URL(fileURLWithPath: cities))
        expectOneLineError(
            try Ayah.run(["today", "--city", "Karachi"], executable: copy, replacingEnvironment: true), status: 65,
            containing: "city data is damaged")
    }

    @Test func damagedDataDirectoryExits65NamingTheFile() throws {
        let dir = try temporaryDirectory("ayah-data")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let data = Self.repositoryData
        for name in ["quran-uthmani.txt", "quran-simple.txt", "en.pickthall.xml", "surahs-corrected.tsv", "NOTICE"] {
            try FileManager.default.copyItem(atPath: data + "/" + name, toPath: dir + "/" + name)
        }
        #expect(try Ayah.run(["show", "1:1"], environment: ["AYAH_DATA_DIR": dir]).status == 0)

        let path = dir + "/quran-uthmani.txt"
        let original = try String(contentsOfFile: path, encoding: .utf8)
        try original.replacingOccurrences(of: "\n3|7|", with: "\n3|8|").write(
            toFile: path, atomically: true, encoding: .utf8)
        expectOneLineError(
            try Ayah.run(["today"], environment: ["AYAH_DATA_DIR": dir]), status: 65, containing: "quran-uthmani.txt")

        try FileManager.default.removeItem(atPath: path)
        expectOneLineError(
            try Ayah.run(["show", "1:1"], environment: ["AYAH_DATA_DIR": dir]), status: 65,
            containing: "quran-uthmani.txt is missing")
    }

    @Test func unknownZoneSuggestsNearestNames() throws {
        let run = try Ayah.run(["today", "--tz", "Europe/Londn"])
        expectOneLineError(run, status: 64, containing: "Europe/London")
    }
}
