import AyahExport
import Foundation
import Testing

/// The export writes under its root and follows no link below it: a link
/// planted where a directory or a file of the export goes is refused or
/// replaced, and what it points at is never written.
@Suite struct StaticExportLinkTests {
    /// A fresh directory holding `root` (not yet created) and `outside`, with a file in `outside`.
    static func scratch() throws -> (base: URL, root: String, outside: URL) {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("ayah-export-\(UUID().uuidString)")
        let outside = base.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data("precious".utf8).write(to: outside.appendingPathComponent("2026-03-07.json"))
        return (base, base.appendingPathComponent("root").path, outside)
    }

    @Test func writesTheDayAndIndexUnderTheRootAndOnlyWhenChanged() throws {
        let (base, root, _) = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: base) }
        let export = try StaticExport(root: root)
        #expect(try export.writeDay("2026-03-07", Array("{}\n".utf8)))
        #expect(try !export.writeDay("2026-03-07", Array("{}\n".utf8)))
        #expect(try export.writeIndex(Array("[]\n".utf8)))
        let day = try Data(contentsOf: URL(fileURLWithPath: root + "/v1/days/2026-03-07.json"))
        #expect(day == Data("{}\n".utf8))
        #expect(throws: ExportError.self) { try export.writeDay("../2026-03-07", []) }
    }

    @Test func aLinkInPlaceOfV1IsRefusedAndItsTargetUntouched() throws {
        let (base, root, outside) = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: base) }
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: root + "/v1", withDestinationPath: outside.path)
        do {
            _ = try StaticExport(root: root)
            Issue.record("an export through a linked v1 was opened")
        } catch {
            guard case let .notDirectory(path, _) = error else {
                Issue.record("expected notDirectory, got \(error)")
                return
            }
            #expect(path.hasSuffix("/v1"))
        }
        #expect(!FileManager.default.fileExists(atPath: outside.appendingPathComponent("days").path))
    }

    @Test func aLinkInPlaceOfADayFileIsReplacedNotFollowed() throws {
        let (base, root, outside) = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: base) }
        let export = try StaticExport(root: root)
        let planted = root + "/v1/days/2026-03-07.json"
        let target = outside.appendingPathComponent("2026-03-07.json")
        try FileManager.default.createSymbolicLink(atPath: planted, withDestinationPath: target.path)
        #expect(try export.writeDay("2026-03-07", Array("{\"ok\":1}\n".utf8)))
        #expect(try Data(contentsOf: target) == Data("precious".utf8))
        let attributes = try FileManager.default.attributesOfItem(atPath: planted)
        #expect(attributes[.type] as? FileAttributeType == .typeRegular)
        #expect(try Data(contentsOf: URL(fileURLWithPath: planted)) == Data("{\"ok\":1}\n".utf8))
    }
}
