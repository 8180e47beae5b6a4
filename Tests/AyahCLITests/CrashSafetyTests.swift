import Foundation
import Testing

/// `ayah tick` killed with SIGKILL at random moments never leaves a torn file.
@Suite struct CrashSafetyTests {
    @Test func sigkillAtRandomMomentsLeavesAWholePayload() throws {
        let dir = try temporaryDirectory("ayah-crash")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let target = URL(fileURLWithPath: dir + "/AyahData.json")
        var generator = SystemRandomNumberGenerator()
        var complete: Set<Data> = []
        var killedMidway = 0
        let runs = 300
        for i in 0..<runs {
            // A new day each run, so each run writes.
            let now = "@\(1_795_262_400 + i * 86_400)"
            let expected = try Ayah.run(["today", "--tz", "Asia/Karachi", "--now", now, "--json"]).stdout
            complete.insert(Data(expected.utf8))

            let process = Process()
            process.executableURL = URL(fileURLWithPath: Ayah.path)
            process.arguments = ["tick", "--container", dir, "--tz", "Asia/Karachi", "--now", now]
            process.environment = Ayah.baseEnvironment
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            usleep(UInt32.random(in: 0...12_000, using: &generator))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            if process.terminationReason == .uncaughtSignal { killedMidway += 1 }

            if FileManager.default.fileExists(atPath: target.path) {
                let bytes = try Data(contentsOf: target)
                #expect(complete.contains(bytes), "run \(i): the payload is not one of the complete payloads")
                #expect(throws: Never.self) { _ = try JSONDecoder().decode(WidgetAyahData.self, from: bytes) }
            }
        }
        // The kills must actually land during runs for this test to mean anything.
        #expect(killedMidway > runs / 4, "only \(killedMidway) of \(runs) runs were killed")
        // The next run cleans up whatever the killed ones left.
        #expect(try Ayah.run(["tick", "--container", dir, "--tz", "Asia/Karachi", "--now", "@1795262400"]).status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasSuffix(".tmp") }.isEmpty)
    }
}
