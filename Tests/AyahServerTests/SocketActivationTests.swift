import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// `ayah serve` started as systemd's socket activation starts it: a listening
/// socket on descriptor 3, `LISTEN_FDS=1`, `LISTEN_PID` its own id (by
/// scripts/socket-activate, which binds the socket and then becomes the server).
@Suite(.serialized) struct SocketActivationTests {
    static let launcher = Binaries.repository.appendingPathComponent("scripts/socket-activate").path

    /// `ayah serve` under the launcher; `launcherOptions` go before the command.
    static func activated(_ launcherOptions: [String], portFile: String) throws -> ServerProcess {
        try ServerProcess(
            [], executable: "/usr/bin/python3",
            command: [launcher, "--port-file", portFile] + launcherOptions + ["--", Binaries.ayah, "serve"])
    }

    static func boundPort(_ portFile: String) throws -> Int? {
        Int(try String(contentsOfFile: portFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    @Test func servesThePassedSocketAndStopsGracefully() async throws {
        let portFile = NSTemporaryDirectory() + "ayah-activate-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: portFile) }
        let server = try Self.activated([], portFile: portFile)
        // The port the launcher bound is the one served: the server bound none of its own.
        #expect(server.port == (try Self.boundPort(portFile)))
        let health = try await HTTP.request(server.url("/healthz"))
        #expect(health.status == 200)
        #expect(health.header("Date")?.hasSuffix(" GMT") == true, "\(health.headers)")
        let day = try await HTTP.request(server.url("/v1/days/2026-03-07"))
        #expect(day.status == 200)
        #expect(day.header("Cache-Control")?.hasPrefix("public, max-age=") == true)
        #expect(day.header("ETag") != nil)
        let missing = try await HTTP.request(server.url("/v1/nothing"))
        #expect(missing.status == 404)
        #expect(
            server.stderr.contains("serving the listening socket passed by the service manager"), "\(server.stderr)")
        let stopped = server.stop()
        #expect(stopped?.status == 0, "\(server.stderr)")
    }

    @Test func variablesForAnotherProcessAreIgnored() async throws {
        let portFile = NSTemporaryDirectory() + "ayah-activate-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: portFile) }
        // LISTEN_PID of pid 1: meant for someone else; the server binds its own port 0.
        let server = try Self.activated(["--listen-pid", "1"], portFile: portFile)
        #expect(server.port != (try Self.boundPort(portFile)))
        #expect(try await HTTP.request(server.url("/healthz")).status == 200)
        #expect(server.stop()?.status == 0)
    }

    @Test func aWrongCountIsOneLineAnd69() throws {
        let portFile = NSTemporaryDirectory() + "ayah-activate-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: portFile) }
        for (count, fragment) in [("2", "passed 2 sockets"), ("-1", "LISTEN_FDS=-1"), ("x", "LISTEN_FDS=x")] {
            let run = try runCommand(
                [Self.launcher, "--port-file", portFile, "--listen-fds", count, "--", Binaries.ayah, "serve"],
                executable: "/usr/bin/python3")
            #expect(run.status == 69, "\(count): \(run.stderr)")
            #expect(run.stderr.hasPrefix("ayah: socket activation") && run.stderr.contains(fragment), "\(run.stderr)")
            #expect(run.stdout.isEmpty)
        }
    }
}
