import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One line of `Golden/cases.tsv`: a name and the fields after it (arguments,
/// and `ENV:VAR=VALUE` entries).
struct GoldenCase: Sendable {
    let name: String
    let fields: [String]

    /// Cases whose names share the part before the first `.` share one
    /// scratch directory (`$CONTAINER`, `$HOME`) and run in file order.
    var sequence: String { String(name.prefix { $0 != "." }) }

    /// The arguments, with `$CONTAINER` and `$REPO` filled in.
    func arguments(container: String) -> [String] {
        fields.filter { !$0.hasPrefix("ENV:") }.map { Golden.fill($0, container: container) }
    }

    /// The case's own environment entries, with `$CONTAINER` and `$REPO` filled in.
    func environment(container: String) -> [String: String] {
        var result: [String: String] = [:]
        for field in fields where field.hasPrefix("ENV:") {
            let entry = Golden.fill(String(field.dropFirst(4)), container: container)
            let parts = entry.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            result[String(parts[0])] = parts.count > 1 ? String(parts[1]) : ""
        }
        return result
    }
}

/// The golden files and the rules `scripts/record-golden` records them with;
/// the two must stay in step.
enum Golden {
    /// The repository root, from this file's path.
    static let repo: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    static let directory = repo + "/Tests/AyahCLITests/Golden"
    static let zoneinfo = repo + "/Tests/AyahTimeTests/Fixtures/zoneinfo"

    struct FormatError: Error, CustomStringConvertible {
        let description: String
    }

    /// The cases of `cases.tsv` in file order; `#` lines and blank lines are skipped.
    static func cases() throws -> [GoldenCase] {
        let text = try String(contentsOfFile: directory + "/cases.tsv", encoding: .utf8)
        var result: [GoldenCase] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.isEmpty || line.hasPrefix("#") { continue }
            // Every tab separates: an empty field is an empty argument.
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            result.append(GoldenCase(name: fields[0], fields: Array(fields.dropFirst())))
        }
        return result
    }

    static func fill(_ field: String, container: String) -> String {
        field.replacingOccurrences(of: "$CONTAINER", with: container).replacingOccurrences(of: "$REPO", with: repo)
    }

    /// The real path of `path` (symbolic links resolved), or `path` itself.
    static func realPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Runs `target` as a replay does: first the cases of its sequence that come
    /// before it, then it, in one fresh scratch directory. Returns its recorded
    /// form, with the machine's paths replaced.
    static func replay(_ target: GoldenCase, in all: [GoldenCase]) throws -> String {
        let scratch = try temporaryDirectory("ayah-golden")
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let home = scratch + "/home"
        let container = scratch + "/container"
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)

        // As in scripts/record-golden: the sequence's earlier cases first, in file order.
        let index = all.firstIndex { $0.name == target.name } ?? all.endIndex
        let steps = all[..<index].filter { $0.sequence == target.sequence } + [target]
        var recorded = ""
        for step in steps {
            let environment = ["TZ": "UTC", "TZDIR": zoneinfo, "HOME": home, "PATH": "/usr/bin:/bin"]
                .merging(step.environment(container: container)) { $1 }
            let run = try Ayah.run(
                step.arguments(container: container), environment: environment,
                replacingEnvironment: true, directory: scratch)
            recorded = "status: \(run.status)\n--- stdout\n" + run.stdout + "--- stderr\n" + run.stderr
        }
        let substitutions = [
            (container, "$CONTAINER"), (home, "$HOME"),
            (realPath(Ayah.path), "$AYAH"), (Ayah.path, "$AYAH"),
            (realPath(repo), "$REPO"), (repo, "$REPO"),
        ]
        for (path, name) in substitutions {
            recorded = recorded.replacingOccurrences(of: path, with: name)
        }
        return recorded
    }

    /// A few lines around the first difference, for the failure message.
    static func excerpt(expected: [UInt8], actual: [UInt8]) -> String {
        let common = zip(expected, actual).prefix { $0 == $1 }.count
        let line = expected[..<common].filter { $0 == UInt8(ascii: "\n") }.count + 1
        func lines(_ bytes: [UInt8]) -> String {
            let all = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            let shown = all.dropFirst(max(line - 2, 0)).prefix(3)
            return shown.map { "  | \($0.prefix(160))" }.joined(separator: "\n")
        }
        return
            "first difference at byte \(common), line \(line) (expected \(expected.count) bytes, got \(actual.count))\n"
            + "expected:\n\(lines(expected))\nactual:\n\(lines(actual))"
    }
}

/// Output and exit status of a fixed set of `ayah` invocations, recorded by
/// `scripts/record-golden` and compared byte for byte, so a refactor proves it
/// kept the behaviour. A deliberate change of output: re-record and review the diff.
@Suite struct GoldenTests {
    @Test("golden output", arguments: try Golden.cases().map(\.name))
    func golden(name: String) throws {
        let all = try Golden.cases()
        let target = try #require(all.first { $0.name == name })
        let expected = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Golden.directory + "/\(name).golden")))
        // The runner decodes output as UTF-8; a golden without U+FFFD makes that
        // lossless here (invalid bytes would show up as U+FFFD and differ).
        #expect(
            !String(decoding: expected, as: UTF8.self).unicodeScalars.contains("\u{FFFD}"),
            "\(name).golden holds U+FFFD")
        let actual = Array(try Golden.replay(target, in: all).utf8)
        if actual != expected {
            let message =
                "golden case \(name) differs from \(name).golden; if the change is intended, run scripts/record-golden and review the diff.\n"
                + Golden.excerpt(expected: expected, actual: actual)
            Issue.record(Comment(rawValue: message))
        }
    }

    @Test func casesAreWellFormedAndMatchTheGoldenFiles() throws {
        let all = try Golden.cases()
        #expect(all.count >= 50, "only \(all.count) cases")
        let names = all.map(\.name)
        #expect(Set(names).count == names.count, "duplicate case names")
        for golden in all {
            #expect(
                golden.name.range(of: #"^[A-Za-z0-9][A-Za-z0-9._-]*$"#, options: .regularExpression) != nil,
                "bad name \(golden.name)")
            let fixesClock = golden.fields.contains {
                $0 == "--now" || $0.hasPrefix("--now=") || $0 == "--from" || $0.hasPrefix("ENV:AYAH_NOW=")
            }
            #expect(fixesClock, "\(golden.name) does not fix the clock")
            #expect(!golden.fields.contains { ["--help", "-h", "help"].contains($0) }, "\(golden.name) shows help")
        }
        let files = Set(
            try FileManager.default.contentsOfDirectory(atPath: Golden.directory).filter { $0.hasSuffix(".golden") })
        let wanted = Set(names.map { $0 + ".golden" })
        #expect(wanted.subtracting(files).sorted() == [], "cases without a golden file (run scripts/record-golden)")
        #expect(files.subtracting(wanted).sorted() == [], "golden files without a case")
    }
}
