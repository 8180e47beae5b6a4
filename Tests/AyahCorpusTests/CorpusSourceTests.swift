import Foundation
import Testing
@testable import AyahCorpus

/// Corpus files under AYAH_DATA_DIR are read only when they are regular files.
@Suite struct CorpusSourceTests {
    /// Loads a scratch copy after `damage`, on another thread, giving up after 10 s.
    func loadError(_ damage: (ScratchData) throws -> Void) throws -> CorpusError? {
        let scratch = try ScratchData()
        defer { scratch.remove() }
        try damage(scratch)
        let outcome = OutcomeBox()
        let done = DispatchSemaphore(value: 0)
        let path = scratch.path
        Thread.detachNewThread {
            do {
                _ = try Corpus.load(from: .directory(path))
                outcome.set(nil)
            } catch {
                outcome.set(error as? CorpusError)
            }
            done.signal()
        }
        guard done.wait(timeout: .now() + 10) == .success else {
            // Unblock a reader stuck on a FIFO, then fail.
            for file in CorpusFile.allCases {
                let fd = open(path + "/" + file.rawValue, O_WRONLY | O_NONBLOCK)
                if fd >= 0 { close(fd) }
            }
            Issue.record("loading blocked")
            return nil
        }
        return outcome.get()
    }

    @Test func aFIFOIsDamagedNotAHang() throws {
        let error = try loadError { scratch in
            try FileManager.default.removeItem(atPath: scratch.path + "/quran-uthmani.txt")
            #expect(mkfifo(scratch.path + "/quran-uthmani.txt", 0o600) == 0)
        }
        #expect(error == .damaged(file: "quran-uthmani.txt", problem: "is a FIFO, not a regular file"))
    }

    @Test func aDirectoryIsDamaged() throws {
        let error = try loadError { scratch in
            try FileManager.default.removeItem(atPath: scratch.path + "/surahs-corrected.tsv")
            try FileManager.default.createDirectory(
                atPath: scratch.path + "/surahs-corrected.tsv", withIntermediateDirectories: false)
        }
        #expect(error == .damaged(file: "surahs-corrected.tsv", problem: "is a directory, not a regular file"))
    }

    @Test func anEndlessDeviceIsDamagedNotReadForever() throws {
        let error = try loadError { scratch in
            try FileManager.default.removeItem(atPath: scratch.path + "/en.pickthall.xml")
            try FileManager.default.createSymbolicLink(
                atPath: scratch.path + "/en.pickthall.xml", withDestinationPath: "/dev/zero")
        }
        #expect(error == .damaged(file: "en.pickthall.xml", problem: "is a character device, not a regular file"))
    }

    @Test func aLinkToAGoodFileLoads() throws {
        let error = try loadError { scratch in
            let path = scratch.path + "/quran-uthmani.txt"
            try FileManager.default.moveItem(atPath: path, toPath: path + ".real")
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: path + ".real")
        }
        #expect(error == nil)
    }
}

final class OutcomeBox: @unchecked Sendable {
    private let lock = NSLock()
    private var value: CorpusError?
    func set(_ new: CorpusError?) {
        lock.lock()
        value = new
        lock.unlock()
    }
    func get() -> CorpusError? {
        lock.lock()
        defer { lock.unlock() }
        return value
    }
}
