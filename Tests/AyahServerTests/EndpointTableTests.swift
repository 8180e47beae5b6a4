import AyahKit
import AyahLanguage
import AyahTestSupport
import AyahTime
import Foundation
import Testing

@testable import AyahServer

/// docs/serving.md's endpoint table against the routing table, both ways, so
/// that neither can drift from the other again: every path the table names
/// is routed, and every route is named in the table.
@Suite struct EndpointTableTests {
    /// The paths in the first column of the table, with their placeholders
    /// made sample values (`YYYY-MM-DD`, `SURAH`, `AYAH`, `RANGE`, `LANG`) and
    /// `…/x` read against the path before it.
    static func documentedPaths() throws -> [String] {
        let url = BuiltProducts.repository.appendingPathComponent("docs/serving.md")
        let lines = try String(contentsOf: url, encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false)
        let header = try #require(lines.firstIndex { $0.hasPrefix("| endpoint (GET and HEAD) |") })
        var paths: [String] = []
        for line in lines[(header + 2)...] {
            guard line.hasPrefix("| ") else { break }
            // The first cell ends at the first "` | " (a `|` inside a code span is written `\|`).
            let end = try #require(line.firstRange(of: "` | "), "\(line)").lowerBound
            let cell = line[line.startIndex...end]
            for match in cell.matches(of: /`([^`]+)`/) {
                var path = String(match.1.prefix { $0 != "?" && $0 != "[" })
                if path.hasPrefix("…/"), let previous = paths.last, let slash = previous.lastIndex(of: "/") {
                    path = String(previous[..<slash]) + path.dropFirst()
                }
                paths.append(path)
            }
        }
        let samples = ["YYYY-MM-DD": "2026-11-22", "SURAH": "2", "AYAH": "255", "RANGE": "2:255"]
        return paths.map { path in samples.reduce(path) { $0.replacing($1.key, with: $1.value) } }.flatMap { path in
            // `LANG`: each of the nine languages.
            path.contains("LANG") ? SupportedLanguage.all.map { path.replacing("LANG", with: $0.code) } : [path]
        }
    }

    @Test func theTableNamesEveryRouteAndEveryPathItNamesIsRouted() throws {
        let service = APIService(
            engine: try AyahEngine(
                .init(
                    zones: ZoneDatabase(directory: Binaries.zoneinfo),
                    clock: FixedClock(try InstantParser.parse("2026-11-22T10:00:00Z")))),
            defaultDays: 7, cacheBudget: 1 << 20, logger: .init(label: "test"), monotonic: { 0 })
        let documented = try Self.documentedPaths()
        #expect(documented.count >= 20, "\(documented)")
        for path in documented {
            if case .notFound = service.router.resolve(method: .get, path: path) {
                Issue.record("docs/serving.md names \(path), which no route answers")
            }
        }
        for route in service.router.routes where !documented.contains(where: { route.pattern.match($0) != nil }) {
            Issue.record("a route is missing from docs/serving.md's endpoint table: \(route.pattern.segments)")
        }
    }
}
