import AyahPlatform
import Foundation
import Testing

@testable import AyahServer

/// Every value a request can carry (each query parameter openapi.yaml
/// declares, each path capture), sent hostile: controls, bidi overrides, a
/// line break, a lone combining mark, huge values. Every refusal shows it as
/// ``Quoted`` does: no hidden character raw in the problem's detail or in the
/// HTML error page, and a bounded detail.
@Suite struct HostileValueProbeTests {
    /// The hostile values, as text (percent-encoded when sent).
    static let values: [String] = [
        "\u{0}", "\u{1B}[31mred", "\u{202E}live", "a\nb\r\n", "\u{301}", "\u{2066}x\u{2069}\u{200B}\u{FEFF}",
        "\u{9B}2J\u{7F}", String(repeating: "\u{202E}x", count: 900), String(repeating: "y", count: 3000),
    ]

    /// Prefixes that carry a value past the first check of the grammars that nest (plans, ranges, references).
    static let prefixes = ["", "surah:", "surah:18@", "surah:18@fri,", "khatm:", "khatm:30:", "2:", "2:1-", "juz:"]

    /// The paths of openapi.yaml, each capture replaced by a valid value.
    static let paths: [String] = {
        let yaml =
            (try? String(
                contentsOfFile: Binaries.repository.appendingPathComponent("openapi.yaml").path, encoding: .utf8)) ?? ""
        return yaml.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("  /"), line.hasSuffix(":") else { return nil }
            return String(line.dropFirst(2).dropLast())
                .replacing("{date}", with: "2026-11-21").replacing("{surah}", with: "2")
                .replacing("{ayah}", with: "255").replacing("{range}", with: "2:1-2:5")
        }
    }()

    /// Every query parameter name openapi.yaml declares.
    static let parameters: [String] = {
        let yaml =
            (try? String(
                contentsOfFile: Binaries.repository.appendingPathComponent("openapi.yaml").path, encoding: .utf8)) ?? ""
        var names: Set<String> = []
        let lines = yaml.split(separator: "\n").map(String.init)
        for (index, line) in lines.enumerated() {
            guard let range = line.range(of: "name: ") else { continue }
            let name = line[range.upperBound...].prefix { $0.isLetter || $0.isNumber }
            let window = lines[index..<min(lines.count, index + 3)].joined(separator: " ") + line
            if !name.isEmpty, window.contains("in: query") { names.insert(String(name)) }
        }
        return names.sorted()
    }()

    static func encoded(_ text: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~:@,")
        allowed = allowed.intersection(CharacterSet(charactersIn: Unicode.Scalar(0)!..<Unicode.Scalar(0x80)!))
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
    }

    /// What a refusal shows: the detail of problem details, or the text of an HTML error page.
    static func shown(_ reply: Reply) -> String? {
        guard reply.status.code >= 400 else { return nil }
        let body = String(buffer: reply.body)
        if reply.headers[.contentType] == Problem.contentType {
            let json = try? JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any]
            return json?["detail"] as? String ?? "unreadable problem: \(body.prefix(200))"
        }
        return body
    }

    static func check(_ reply: Reply, _ request: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let shown = shown(reply) else { return }
        let hidden = shown.unicodeScalars.filter { Quoted.isHidden($0) && $0 != "\n" }
        #expect(
            hidden.isEmpty, "\(request.prefix(120)): \(shown.prefix(300).debugDescription)",
            sourceLocation: sourceLocation)
        if reply.headers[.contentType] == Problem.contentType {
            #expect(!shown.contains("\n"), "\(request.prefix(120))", sourceLocation: sourceLocation)
            #expect(
                shown.unicodeScalars.count <= Quoted.lineLimit + 1, "\(request.prefix(120)): \(shown.count)",
                sourceLocation: sourceLocation)
        }
    }

    @Test func theSpecificationIsReadAndCoversThePlansAndTheCaptures() {
        #expect(Self.paths.count > 15)
        for name in ["tz", "plan", "planStart", "lang", "dayStartsAt", "q", "size", "url", "alarm"] {
            #expect(Self.parameters.contains(name), "\(Self.parameters)")
        }
    }

    @Test func everyQueryParameterOfEveryPath() async throws {
        let service = try PerRequestSettingsTests.service()
        for path in Self.paths {
            for name in Self.parameters {
                for value in Self.values {
                    let query = (name == "tz" ? "" : "tz=UTC&") + name + "=" + Self.encoded(value)
                    let reply = await service.respond(method: .get, path: path, query: query, ifNoneMatch: nil)
                    Self.check(reply, path + "?" + query)
                }
            }
        }
    }

    @Test func nestedValuesOfThePlansTheRangesAndTheReferences() async throws {
        let service = try PerRequestSettingsTests.service()
        for prefix in Self.prefixes {
            for value in Self.values {
                let text = Self.encoded(prefix + value)
                for (path, query) in [
                    ("/v1/today", "tz=UTC&planStart=2026-01-01&plan=" + text),
                    ("/v1/today", "tz=UTC&plan=khatm:30&planStart=" + text),
                    ("/v1/read/" + text, ""), ("/v1/days/" + text, ""), ("/v1/ayahs/" + text, ""),
                    ("/v1/ayahs/2/" + text, ""), ("/v1/days/" + text + "/card.svg", ""),
                    ("/embed", "plan=" + text), ("/", "tz=" + text),
                ] {
                    let reply = await service.respond(method: .get, path: path, query: query, ifNoneMatch: nil)
                    Self.check(reply, path + "?" + query)
                }
            }
        }
    }
}
