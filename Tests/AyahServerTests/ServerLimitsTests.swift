import Foundation
import Testing

/// The server as a process under limits: file descriptors (issue 16 item 3)
/// and addresses it cannot bind (item 9).
@Suite struct ServerLimitsTests {
    /// Clock ticks of CPU (user + system) the process has used, from /proc/PID/stat.
    static func cpuTicks(_ pid: Int32) -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = text.lastIndex(of: ")")
        else { return nil }
        // After "pid (comm)": state is field 3, utime 14, stime 15.
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count > 13, let user = Int(fields[11]), let system = Int(fields[12]) else { return nil }
        return user + system
    }

    /// Waits (at most `seconds`, for a loaded machine) until the server's log says `text`.
    static func logSays(_ server: ServerProcess, _ text: String, within seconds: Double = 15) async throws -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if server.stderr.contains(text) { return true }
            try await Task.sleep(for: .milliseconds(100))
        }
        return server.stderr.contains(text)
    }

    static func openDescriptors(_ pid: Int32) -> Int {
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd").count) ?? -1
    }

    @Test func pastTheDescriptorLimitTheServerWaitsInsteadOfSpinning() async throws {
        let server = try ServerProcess(executable: "/usr/bin/prlimit", command: ["--nofile=64:64", Binaries.server])
        defer { _ = server.stop() }
        let pid = server.process.processIdentifier
        // The cap follows the limit and is logged once.
        #expect(server.stderr.contains("at most 32 connections at once; open files limit 64"), "\(server.stderr)")

        // 1. More connections than descriptors: the cap keeps the server below
        // its limit, the rest wait in the backlog, and nothing spins.
        var held: [RawSocket] = []
        for _ in 0..<100 { held.append(try RawSocket(port: server.port)) }
        try await Task.sleep(for: .milliseconds(300))
        let before = try #require(Self.cpuTicks(pid))
        try await Task.sleep(for: .seconds(2))
        let after = try #require(Self.cpuTicks(pid))
        #expect(after - before < 40, "\(after - before) ticks of CPU in 2 s with 100 held connections")
        #expect(Self.openDescriptors(pid) <= 64)

        // 2. The limit lowered under the server (as other descriptors in use
        // would): accept fails with EMFILE, and the server backs off.
        let lowered = try runCommand(
            ["--pid", String(pid), "--nofile=30:64"], executable: "/usr/bin/prlimit")
        #expect(lowered.status == 0, "\(lowered.stderr)")
        for _ in 0..<20 { held.append(try RawSocket(port: server.port)) }
        // Closing some frees room, so the server accepts again and then hits EMFILE; on a loaded machine
        // the server may not have reached its cap yet, so close a few more until it does.
        var hitLimit = false
        while !hitLimit, held.count > 5 {
            held.removeFirst(5)
            hitLimit = try await Self.logSays(server, "cannot accept connections", within: 3)
        }
        #expect(hitLimit, "\(server.stderr)")
        let start = try #require(Self.cpuTicks(pid))
        try await Task.sleep(for: .seconds(2))
        let end = try #require(Self.cpuTicks(pid))
        #expect(end - start < 40, "\(end - start) ticks of CPU in 2 s while accept fails with EMFILE")

        // 3. Once the held connections close, a new request is answered promptly.
        held.removeAll()
        let started = Date()
        let answer = try RawSocket.exchange(port: server.port, "GET /healthz HTTP/1.0\r\n\r\n", timeout: 10)
        #expect(answer.status == 200)
        #expect(Date().timeIntervalSince(started) < 3, "answered after \(Date().timeIntervalSince(started)) s")
        #expect(try await Self.logSays(server, "accepting connections again"), "\(server.stderr)")
    }

    @Test func theSoftLimitIsRaisedToTheHardLimit() async throws {
        let server = try ServerProcess(executable: "/usr/bin/prlimit", command: ["--nofile=48:2048", Binaries.server])
        defer { _ = server.stop() }
        #expect(
            server.stderr.contains("at most 2016 connections at once; open files limit 2048 (raised from 48)"),
            "\(server.stderr)")
        let limits = try String(contentsOfFile: "/proc/\(server.process.processIdentifier)/limits", encoding: .utf8)
        let line = limits.split(separator: "\n").first { $0.hasPrefix("Max open files") } ?? ""
        #expect(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst(3).prefix(2) == ["2048", "2048"])
    }

    @Test func busyPortSaysSoInOneLineAnd69() async throws {
        let server = try ServerProcess()
        defer { _ = server.stop() }
        for (executable, prefix) in [(Binaries.ayah, ["serve"]), (Binaries.server, [])] {
            let run = try runCommand(prefix + ["--port", String(server.port)], executable: executable)
            #expect(run.status == 69, "\(run.stderr)")
            let last = run.stderr.split(separator: "\n").last ?? ""
            #expect(
                last
                    == "ayah: address 127.0.0.1:\(server.port) is in use; stop the other server or choose another port",
                "\(run.stderr)")
            #expect(!run.stderr.contains("errno") && !run.stderr.contains("descriptor"))
            #expect(run.stdout.isEmpty)
        }
    }

    @Test func addressOfAnotherMachineSaysSo() throws {
        // 192.0.2.1 is TEST-NET-1 (RFC 5737): never an address of this machine.
        let run = try runCommand(["--host", "192.0.2.1", "--port", "8080"], executable: Binaries.server)
        #expect(run.status == 69, "\(run.stderr)")
        #expect(
            run.stderr.split(separator: "\n").last?.hasPrefix(
                "ayah: cannot listen on 192.0.2.1:8080: it is not an address of this machine") == true,
            "\(run.stderr)")
    }

    @Test func privilegedPortWithoutPrivilegeSaysSo() throws {
        // As root, drop to nobody for the run (root may bind port 80).
        let asRoot = getuid() == 0
        let run = try runCommand(
            (asRoot ? ["--reuid=65534", "--regid=65534", "--clear-groups", Binaries.server] : [])
                + ["--port", "80"],
            executable: asRoot ? "/usr/bin/setpriv" : Binaries.server)
        #expect(run.status == 69, "\(run.stderr)")
        #expect(
            run.stderr.split(separator: "\n").last?.hasPrefix(
                "ayah: cannot listen on 127.0.0.1:80: ports below 1024 need privileges") == true,
            "\(run.stderr)")
    }
}
