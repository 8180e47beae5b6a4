import Foundation
import Testing

/// `ayah export --html` with reading plans: the exported feeds link each reading to `read/RANGE.html`, which
/// the export writes (the page `/read/RANGE` gives, for a static host), and the rules cover them; without
/// `--html` there are no pages and no reading links.
@Suite struct ExportReadingTests {
    static let plans = ["--plan", "khatm:30:juz", "--plan-start", "2026-11-24"]

    /// The `href`s in an Atom feed's content (unescaped once: the content is escaped HTML).
    static func readingLinks(_ atom: String) -> [String] {
        atom.components(separatedBy: "&lt;a href=&quot;").dropFirst().compactMap { rest in
            rest.components(separatedBy: "&quot;").first
        }
    }

    @Test func exportedFeedsLinkReadingPagesTheExportWrites() throws {
        let directory = try Scratch()
        let out = directory.path("site")
        let run = try runCommand(
            [
                "export", "--out", out, "--days", "3", "--html", "--feeds", "Asia/Karachi", "--now",
                PublishEndpointTests.karachiMorning,
            ] + Self.plans)
        #expect(run.status == 0, "\(run.stderr)")
        let atom = try String(contentsOfFile: out + "/v1/feed/Asia/Karachi.atom", encoding: .utf8)
        let links = Self.readingLinks(atom)
        // The week ending 27 November holds days 1 to 4 of the khatm (from the 24th): Juz 1 to 4.
        #expect(
            Set(links)
                == Set(["1:1-2:141", "2:142-2:252", "2:253-3:92", "3:93-4:23"].map { "../../../read/\($0).html" }),
            "\(links)")
        for link in links {
            let file = out + "/v1/feed/Asia/" + link
            let page = try String(contentsOfFile: file, encoding: .utf8)
            #expect(page.contains("<meta http-equiv=\"Content-Security-Policy\""), "\(link)")
            #expect(!page.contains("id=\"link-json\""), "an export has no v1/read")
            #expect(page.contains("<a id=\"link-page\" href=\"../index.html\">"))
            #expect(page.contains("href=\"../assets/ayah.css\""))
            #expect(FileManager.default.fileExists(atPath: out + "/assets/ayah.css"))
        }
        let juz2 = try String(contentsOfFile: out + "/read/2:142-2:252.html", encoding: .utf8)
        #expect(juz2.components(separatedBy: "<div class=\"verse\"").count - 1 == 111)
        #expect(juz2.contains("Al-Baqarah 2:142–252"))
        let headers = try String(contentsOfFile: out + "/_headers", encoding: .utf8)
        #expect(headers.contains("/read/*\n  Content-Security-Policy: "), "\(headers)")
        let nginx = try String(contentsOfFile: out + "/nginx-locations.conf", encoding: .utf8)
        #expect(nginx.contains("location ^~ /read/ {"))
        // Exporting again writes nothing new.
        let again = try runCommand(
            [
                "export", "--out", out, "--days", "3", "--html", "--feeds", "Asia/Karachi", "--now",
                PublishEndpointTests.karachiMorning,
            ] + Self.plans)
        #expect(again.status == 0 && again.stdout.contains(": 0 of "), "\(again.stdout)")
    }

    @Test func withoutPagesNoReadingIsLinkedOrWritten() throws {
        let directory = try Scratch()
        let out = directory.path("site")
        let run = try runCommand(
            [
                "export", "--out", out, "--days", "3", "--feeds", "Asia/Karachi", "--calendar", "Asia/Karachi",
                "--public-url", "https://ayah.example.org", "--now", PublishEndpointTests.karachiMorning,
            ] + Self.plans)
        #expect(run.status == 0, "\(run.stderr)")
        let atom = try String(contentsOfFile: out + "/v1/feed/Asia/Karachi.atom", encoding: .utf8)
        #expect(atom.contains("Juz 4: 3:93–4:23") && !atom.contains("read/"))
        let calendar = try String(contentsOfFile: out + "/v1/calendar/Asia/Karachi.ics", encoding: .utf8)
        #expect(!calendar.contains("read/"))
        #expect(!FileManager.default.fileExists(atPath: out + "/read"))
    }
}
