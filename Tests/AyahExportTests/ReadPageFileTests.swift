import AyahExport
import Foundation
import Testing

/// `read/RANGE.html`, the readings' pages of an export: only a range's name is written, under `read/`, a
/// link planted there is refused, and the rules give them the page's policy.
@Suite struct ReadPageFileTests {
    @Test(arguments: ["2:142-2:252.html", "1:1-114:6.html", "18:1-18:110.html"])
    func aRangesNameIsWritten(name: String) {
        #expect(StaticExport.isReadPageName(name))
    }

    @Test(arguments: [
        "../2:142-2:252.html", "2:142-2:252", ".html", "2:142.html", "a:b-c:d.html", "2:142-2:252.html.tmp",
        "2:142-2:252/x.html", "1234:1-2:2.html", "2:142--2:252.html", "",
    ])
    func anyOtherNameIsNot(name: String) {
        #expect(!StaticExport.isReadPageName(name))
    }

    @Test func pagesGoUnderReadOnlyWhenChangedAndALinkThereIsRefused() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("ayah-read-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: base) }
        let root = base.appendingPathComponent("root").path
        let export = try StaticExport(root: root)
        #expect(try export.writeReadPages([("2:142-2:252.html", Array("<p>".utf8))]) == 1)
        #expect(try export.writeReadPages([("2:142-2:252.html", Array("<p>".utf8))]) == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: root + "/read/2:142-2:252.html")) == Data("<p>".utf8))
        #expect(throws: ExportError.self) { try export.writeReadPages([("../index.html", [])]) }
        #expect(try export.writeReadPages([]) == 0)
        // A link planted in place of read/ is refused; what it points at stays untouched.
        let outside = base.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        let other = base.appendingPathComponent("other").path
        let second = try StaticExport(root: other)
        try FileManager.default.createSymbolicLink(atPath: other + "/read", withDestinationPath: outside.path)
        #expect(throws: ExportError.self) { try second.writeReadPages([("2:142-2:252.html", [])]) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
    }
}
