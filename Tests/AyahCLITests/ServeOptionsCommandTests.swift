import Testing

/// `ayah serve` refuses its own options out of range, as a process would see it.
@Suite struct ServeOptionsCommandTests {
    @Test func threadsAndIdleTimeoutsOutsideTheirRangeAreRefusedInOneLine() throws {
        for (option, bad) in [
            ("--threads", "0"), ("--threads", "257"), ("--threads", "-1"), ("--idle-timeout", "0"),
            ("--idle-timeout", "3601"),
        ] {
            let run = try Ayah.run(["serve", option, bad, "--port", "0"])
            #expect(run.status == 64, "\(option) \(bad): \(run.stderr)")
            #expect(run.stderr.hasPrefix("ayah: ") && run.stderr.contains(option), "\(run.stderr)")
            #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
        }
    }
}
