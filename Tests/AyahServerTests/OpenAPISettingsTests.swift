import AyahSettingsCore
import Foundation
import Testing

/// The per-request parameters openapi.yaml documents are the settings table's
/// (``EngineSetting/perRequest``, each by its ``EngineSetting/query`` names):
/// a setting a request may vary cannot be left out of the document, nor the
/// document name one the server does not read.
@Suite struct OpenAPISettingsTests {
    /// One documented parameter: its name and where it goes (`query`, `path`, `header`).
    struct Parameter: Hashable {
        let name: String
        let location: String
    }

    static let document: [Substring] = {
        let path = Binaries.repository.appendingPathComponent("openapi.yaml").path
        return ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "").split(
            separator: "\n", omittingEmptySubsequences: false)
    }()

    /// The value after `key:` on a line (`name: tz`, `{name: date, in: path, …}`).
    static func value(_ key: String, in line: Substring) -> String? {
        guard let range = line.range(of: key + ": ") else { return nil }
        let rest = line[range.upperBound...]
        return String(rest.prefix { $0 != "," && $0 != "}" && $0 != " " })
    }

    /// The parameters of a block of lines, each item (`- ` at the list's indent) read for its `name` and `in`,
    /// a `$ref` to a shared parameter resolved in `components/parameters`.
    static func parameters(in lines: ArraySlice<Substring>) -> Set<Parameter> {
        var found: Set<Parameter> = []
        var name: String?
        var location: String?
        func flush() {
            if let name, let location { found.insert(Parameter(name: name, location: location)) }
            name = nil
            location = nil
        }
        for line in lines {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("- ") { flush() }
            if trimmed.hasPrefix("- *") {
                found.formUnion(anchored(String(trimmed.dropFirst(3))))
                continue
            }
            if let reference = value("$ref", in: line), reference.hasPrefix("'#/components/parameters/") {
                let key = reference.dropFirst("'#/components/parameters/".count).dropLast()
                found.formUnion(component(String(key)))
                continue
            }
            if name == nil, let given = value("name", in: line) { name = given }
            if location == nil, let given = value("in", in: line) { location = given }
        }
        flush()
        return found
    }

    /// The item a YAML anchor (`- &name`) names, up to the next item at its indent.
    static func anchored(_ anchor: String) -> Set<Parameter> {
        guard let start = document.firstIndex(where: { $0.hasSuffix("- &" + anchor) }) else { return [] }
        let indent = document[start].prefix { $0 == " " }.count
        let end =
            document[(start + 1)...].firstIndex {
                !$0.isEmpty && $0.prefix { $0 == " " }.count <= indent
            } ?? document.endIndex
        return parameters(in: document[start..<end])
    }

    /// A shared parameter of `components/parameters`.
    static func component(_ key: String) -> Set<Parameter> {
        guard let start = document.firstIndex(of: "  parameters:"),
            let entry = document[start...].firstIndex(of: Substring("    \(key):"))
        else { return [] }
        let end =
            document[(entry + 1)...].firstIndex { $0.hasPrefix("    ") && !$0.hasPrefix("     ") } ?? document.endIndex
        return parameters(in: document[entry..<end])
    }

    /// The query parameters of one operation (`get` of `path`).
    static func queryParameters(of path: String) throws -> Set<String> {
        let start = try #require(document.firstIndex(of: Substring("  \(path):")))
        let end =
            document[(start + 1)...].firstIndex { $0.hasPrefix("  /") || $0 == "components:" } ?? document.endIndex
        let get = try #require(document[start..<end].firstIndex(of: "    get:"))
        let stop = document[(get + 1)..<end].firstIndex { $0.hasPrefix("    ") && !$0.hasPrefix("     ") } ?? end
        return Set(parameters(in: document[get..<stop]).filter { $0.location == "query" }.map(\.name))
    }

    @Test func todayDocumentsEveryPerRequestSetting() throws {
        let table = Set(EngineSetting.perRequest.flatMap(\.query))
        #expect(table.isSuperset(of: ["tz", "lat", "lon", "plan", "lang", "pool", "theme", "days"]))
        let documented = try Self.queryParameters(of: "/v1/today")
        #expect(
            documented == table,
            "documented only: \(documented.subtracting(table)), table only: \(table.subtracting(documented))")
    }

    @Test func aDayDocumentsThePerRequestSettingsThatNeedNoZone() throws {
        // A date names no zone: the settings that only move a day's boundary are not read there.
        let boundary: Set<EngineSetting> = [
            .zone, .dayStartsAt, .location, .method, .fajrAngle, .maghribAngle, .highLatitude, .days, .lang,
        ]
        let table = Set(EngineSetting.perRequest.filter { !boundary.contains($0) }.flatMap(\.query))
        let documented = try Self.queryParameters(of: "/v1/days/{date}")
        #expect(
            documented == table,
            "documented only: \(documented.subtracting(table)), table only: \(table.subtracting(documented))")
    }
}
