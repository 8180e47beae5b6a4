import Foundation
import Testing

/// The server as a process: its one stdout line, its access log, identical
/// answers from two instances, graceful shutdown, and `ayah serve`'s hand-over.
@Suite struct ServerLifecycleTests {
    static let paths = [
        "/v1/today?tz=Asia/Karachi", "/v1/today?tz=America/Havana&days=30", "/v1/days/2026-03-08",
        "/v1/ayahs/36/58", "/v1/search?q=mercy&limit=5", "/openapi.yaml",
    ]

    @Test func twoInstancesAnswerIdenticalBodiesAndTags() async throws {
        let first = try ServerProcess(["--now", "2026-11-22T10:00:00+05:00"])
        let second = try ServerProcess(["--now", "2026-11-22T10:00:00+05:00"])
        defer {
            _ = first.stop()
            _ = second.stop()
        }
        #expect(first.port != second.port)
        for path in Self.paths {
            let a = try await HTTP.request(first.url(path))
            let b = try await HTTP.request(second.url(path))
            #expect(a.status == 200 && b.status == 200, "\(path)")
            #expect(a.body == b.body, "\(path)")
            for name in ["ETag", "Cache-Control", "Expires", "Last-Modified", "Content-Length"] {
                #expect(a.header(name) == b.header(name), "\(name) of \(path)")
            }
        }
        // A second a minute later (another instant, same day) still serves the same today body and tag.
        let later = try ServerProcess(["--now", "2026-11-22T10:01:00+05:00"])
        defer { _ = later.stop() }
        let a = try await HTTP.request(first.url("/v1/today?tz=Asia/Karachi"))
        let c = try await HTTP.request(later.url("/v1/today?tz=Asia/Karachi"))
        #expect(a.body == c.body)
        #expect(a.header("ETag") == c.header("ETag"))
        #expect(c.header("Cache-Control") == "public, max-age=50340")
    }

    @Test func printsOneLineAndLogsEachRequest() async throws {
        let server = try ServerProcess()
        _ = try await HTTP.request(server.url("/v1/today?tz=Asia/Karachi"))
        _ = try await HTTP.request(server.url("/v1/days/2026-13-01"))
        _ = try await HTTP.request(server.url("/healthz"), method: "HEAD")
        let stopped = server.stop()
        #expect(stopped?.status == 0)
        #expect(server.stdout == "listening on http://127.0.0.1:\(server.port)\n")
        let lines = server.stderr.split(separator: "\n").filter { $0.contains(" access: ") }
        #expect(lines.count == 3, "\(server.stderr)")
        let pattern = #"(GET|HEAD) (\S+) (\d{3}) (\d+) (\d+)us$"#
        for line in lines {
            #expect(line.range(of: pattern, options: .regularExpression) != nil, "\(line)")
        }
        #expect(lines.first?.contains("GET /v1/today?tz=Asia/Karachi 200 ") == true)
        #expect(lines.dropFirst().first?.contains("GET /v1/days/2026-13-01 400 ") == true)
        #expect(lines.last?.contains("HEAD /healthz 200 0 ") == true)
    }

    @Test(arguments: [SIGTERM, SIGINT, SIGHUP])
    func signalStopsGracefullyWithStatusZero(signal: Int32) async throws {
        let server = try ServerProcess()
        // A keep-alive connection stays open in URLSession's pool, and requests
        // are in flight while the signal arrives.
        _ = try await HTTP.request(server.url("/healthz"))
        let requests = Task {
            var statuses: [Int] = []
            for _ in 0..<20 {
                guard let answer = try? await HTTP.request(server.url("/v1/today?tz=Europe/London&days=366")) else {
                    break
                }
                statuses.append(answer.status)
            }
            return statuses
        }
        try await Task.sleep(for: .milliseconds(50))
        let stopped = try #require(server.stop(signal: signal, limit: 5), "still running 5 s after the signal")
        #expect(stopped.status == 0, "\(server.stderr)")
        #expect(stopped.seconds < 5)
        // Every answer that arrived was whole.
        let statuses = await requests.value
        #expect(statuses.allSatisfy { $0 == 200 })
        // One line says which signal stopped it.
        let name = [SIGTERM: "SIGTERM", SIGINT: "SIGINT", SIGHUP: "SIGHUP"][signal] ?? "?"
        #expect(server.stderr.contains(" info ayah-server: \(name): stopping"), "\(server.stderr)")
        // Nothing listens any more.
        let after = try? await HTTP.request(server.url("/healthz"))
        #expect(after == nil)
    }

    @Test func missingServerProgramIsOneLineAnd69() throws {
        let directory = NSTemporaryDirectory() + "ayah-lonely-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.copyItem(atPath: Binaries.ayah, toPath: directory + "/ayah")
        let run = try runCommand(["serve", "--port", "0"], executable: directory + "/ayah")
        #expect(run.status == 69)
        #expect(run.stderr.hasPrefix("ayah: the HTTP server is not installed"), "\(run.stderr)")
        #expect(run.stderr.split(separator: "\n").count == 1)
        #expect(run.stdout.isEmpty)
    }

    @Test func badServeArgumentsAreOneLineUsageErrors() throws {
        for (arguments, fragment) in [
            (["--port", "70000"], "--port must be between 0 and 65535"),
            (["--days", "367"], "--days must be between 0 and 366"),
            (["--now", "yesterday"], "--now"),
            (["--policy", "random"], "random"),
            (["--host", ""], "--host \"\" is not an address"),
            (["--host", "a b"], "--host \"a b\" is not an address"),
            (["--pool", "classic", "--min-words", "9999"], "relax"),
            (["--min-words", "3"], "classic pool only"),
            (["--theme", "dark"], "is not a theme"),
            (["--pool", "/nonexistent/pool.txt"], "No such file"),
        ] {
            for executable in [Binaries.ayah, Binaries.server] {
                let run = try runCommand(
                    (executable == Binaries.ayah ? ["serve"] : []) + arguments, executable: executable)
                #expect(run.status == 64, "\(arguments) via \(executable): \(run.stderr)")
                #expect(run.stderr.hasPrefix("ayah: "), "\(run.stderr)")
                #expect(run.stderr.contains(fragment), "\(run.stderr)")
                #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
                #expect(run.stdout.isEmpty)
            }
        }
    }

    @Test func helpComesFromAyahWithoutTheServer() throws {
        let run = try runCommand(["serve", "--help"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("--port"))
        #expect(run.stdout.contains("/v1/today"))
    }
}
