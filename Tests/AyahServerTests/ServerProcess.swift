import AyahTestSupport
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// The built executables (see ``BuiltProducts``).
enum Binaries {
    static var directory: URL { BuiltProducts.directory }

    static var ayah: String { directory.appendingPathComponent("ayah").path }
    static var server: String { directory.appendingPathComponent("ayah-server").path }

    /// The repository's root (for openapi.yaml and the pinned tz database).
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    /// The tz database the tests pin (tzdata 2025b), so results do not move with the system's tzdata.
    static var zoneinfo: String { repository.appendingPathComponent("Tests/AyahTimeTests/Fixtures/zoneinfo").path }

    /// An environment with only what the tests choose.
    static func environment(_ extra: [String: String] = [:]) -> [String: String] {
        ["PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory(), "TZ": "UTC", "TZDIR": zoneinfo].merging(extra) { $1 }
    }
}

/// One finished run of a command.
struct CommandRun {
    let status: Int32
    let stdout: String
    let stderr: String
}

/// Runs `ayah` (or another executable) to completion, output in files.
@discardableResult
func runCommand(
    _ arguments: [String], executable: String = Binaries.ayah, environment: [String: String] = Binaries.environment()
) throws -> CommandRun {
    let run = try ProcessRun.run(executable, arguments, environment: environment)
    return CommandRun(status: run.status, stdout: run.stdoutText, stderr: run.stderrText)
}

struct ServerStartFailure: Error, CustomStringConvertible {
    let description: String
}

/// A real `ayah serve --port 0` process: started, its `listening on` line
/// read, stopped with a signal.
final class ServerProcess: @unchecked Sendable {
    let process = Process()
    let base: URL
    let port: Int
    private let outPath: String
    private let errPath: String

    /// Starts `ayah serve --port 0 ARGUMENTS` (which hands over to ayah-server)
    /// and waits for its one line on standard output. Standard error goes to
    /// a file, or to `standardError` when given (``stderr`` is then empty).
    init(
        _ arguments: [String] = [], environment: [String: String] = Binaries.environment(),
        executable: String = Binaries.ayah,
        command: [String] = ["serve"], standardError: FileHandle? = nil
    ) throws {
        let scratch = NSTemporaryDirectory() + "ayah-server-" + UUID().uuidString
        outPath = scratch + ".out"
        errPath = scratch + ".err"
        _ = FileManager.default.createFile(atPath: outPath, contents: nil)
        _ = FileManager.default.createFile(atPath: errPath, contents: nil)
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = command + ["--port", "0"] + arguments
        process.environment = environment
        process.standardOutput = FileHandle(forWritingAtPath: outPath)
        process.standardError = standardError ?? FileHandle(forWritingAtPath: errPath)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let errorPath = errPath
        let errors = { (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? "" }
        let deadline = Date().addingTimeInterval(60)
        var found: URL?
        while Date() < deadline {
            let text = (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? ""
            if let line = text.split(separator: "\n").first, text.contains("\n") {
                guard line.hasPrefix("listening on http://"),
                    let url = URL(string: String(line.dropFirst("listening on ".count)))
                else {
                    throw ServerStartFailure(description: "unexpected first line: \(line)")
                }
                found = url
                break
            }
            if !process.isRunning {
                throw ServerStartFailure(
                    description: "the server exited with \(process.terminationStatus): \(errors())")
            }
            Thread.sleep(forTimeInterval: 0.02)
        }
        guard let found, let port = found.port else {
            process.terminate()
            throw ServerStartFailure(description: "no listening line within 60 s; stderr: \(errors())")
        }
        base = found
        self.port = port
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        try? FileManager.default.removeItem(atPath: outPath)
        try? FileManager.default.removeItem(atPath: errPath)
    }

    var stdout: String { (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "" }
    var stderr: String { (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "" }

    /// Whether standard error shows `fragment` within `seconds`: the server's
    /// log lines are written by a thread of their own, a moment after the
    /// answer (a hang guard, not a speed claim).
    func logged(_ fragment: String, within seconds: Double = 10) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while !stderr.contains(fragment) {
            if Date() > deadline { return false }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return true
    }

    /// Sends `signal` and waits up to `limit` seconds; the exit status, or nil
    /// when it was still running (then it is killed).
    func stop(signal: Int32 = SIGTERM, limit: Double = 5) -> (status: Int32, seconds: Double)? {
        let started = Date()
        kill(process.processIdentifier, signal)
        while process.isRunning, Date().timeIntervalSince(started) < limit {
            Thread.sleep(forTimeInterval: 0.01)
        }
        guard !process.isRunning else {
            kill(process.processIdentifier, SIGKILL)
            return nil
        }
        return (process.terminationStatus, Date().timeIntervalSince(started))
    }

    func url(_ pathAndQuery: String) -> URL {
        URL(string: base.absoluteString + pathAndQuery) ?? base
    }
}

/// Runs `body` against a fresh server, which is stopped afterwards whatever happens.
func withServer<T>(
    _ arguments: [String] = [], environment: [String: String] = Binaries.environment(),
    _ body: (ServerProcess) async throws -> T
) async throws -> T {
    let server = try ServerProcess(arguments, environment: environment)
    do {
        let result = try await body(server)
        _ = server.stop()
        return result
    } catch {
        _ = server.stop()
        throw error
    }
}

/// An HTTP answer as the client saw it.
struct HTTPAnswer {
    let status: Int
    let headers: [String: String]
    let body: Data

    /// A header by name, any case.
    func header(_ name: String) -> String? {
        headers.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
    }

    var text: String { String(decoding: body, as: UTF8.self) }
    var json: [String: Any]? { (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] }
}

/// URLSession over loopback with every cache off, so each request reaches the server.
enum HTTP {
    static let session: URLSession = {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.timeoutIntervalForRequest = 30
        return URLSession(configuration: configuration)
    }()

    static func request(_ url: URL, method: String = "GET", headers: [String: String] = [:]) async throws -> HTTPAnswer
    {
        var request = URLRequest(url: url)
        request.httpMethod = method
        request.cachePolicy = .reloadIgnoringLocalCacheData
        // Identity unless the test names a coding: URLSession would ask for
        // gzip and inflate it, and `Content-Length` would no longer count the body.
        request.setValue("identity", forHTTPHeaderField: "Accept-Encoding")
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        let (data, response) = try await session.data(for: request)
        guard let http = response as? HTTPURLResponse else {
            throw ServerStartFailure(description: "not an HTTP response")
        }
        var fields: [String: String] = [:]
        for (name, value) in http.allHeaderFields {
            if let name = name as? String, let value = value as? String { fields[name] = value }
        }
        return HTTPAnswer(status: http.statusCode, headers: fields, body: data)
    }

    static func get(
        _ server: ServerProcess, _ pathAndQuery: String, method: String = "GET", headers: [String: String] = [:]
    ) async throws -> HTTPAnswer {
        try await request(server.url(pathAndQuery), method: method, headers: headers)
    }
}

/// Asserts an RFC 9457 problem with `status`, whose `detail` contains `fragment`.
func expectProblem(
    _ answer: HTTPAnswer, status: Int, type: String, detail fragment: String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(answer.status == status, "status \(answer.status): \(answer.text)", sourceLocation: sourceLocation)
    #expect(answer.header("Content-Type") == "application/problem+json", sourceLocation: sourceLocation)
    let json = answer.json
    #expect(
        json?["type"] as? String == "urn:dailyayah:problem:" + type, "\(answer.text)", sourceLocation: sourceLocation)
    #expect(json?["status"] as? Int == status, sourceLocation: sourceLocation)
    #expect((json?["title"] as? String)?.isEmpty == false, sourceLocation: sourceLocation)
    let detail = json?["detail"] as? String ?? ""
    #expect(fragment.isEmpty || detail.contains(fragment), "detail: \(detail)", sourceLocation: sourceLocation)
    #expect(detail.count < 400, "detail too long: \(detail.count)", sourceLocation: sourceLocation)
}

/// HTTP/1.1 over a plain socket, for what URLSession will not send or show:
/// malformed targets, and the exact bytes on the wire.
enum RawHTTP {
    /// Sends `request` (CRLFs added, `Connection: close`) and returns every byte
    /// the server sent until it closed the connection.
    static func exchange(port: Int, _ lines: [String]) throws -> [UInt8] {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw ServerStartFailure(description: "socket: \(errno)") }
        defer { close(fd) }
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { throw ServerStartFailure(description: "connect: \(errno)") }
        let text = (lines + ["Host: 127.0.0.1", "Connection: close", "", ""]).joined(separator: "\r\n")
        let bytes = Array(text.utf8)
        var sent = 0
        while sent < bytes.count {
            let n = bytes[sent...].withUnsafeBytes { send(fd, $0.baseAddress, $0.count, 0) }
            guard n > 0 else { throw ServerStartFailure(description: "send: \(errno)") }
            sent += n
        }
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if n <= 0 { break }
            received += buffer[0..<n]
        }
        return received
    }

    /// The status code and the bytes after the header block.
    static func get(port: Int, _ target: String, method: String = "GET", headers: [String] = []) throws -> (
        status: Int, head: String, body: [UInt8]
    ) {
        let bytes = try exchange(port: port, ["\(method) \(target) HTTP/1.1"] + headers)
        let separator: [UInt8] = [13, 10, 13, 10]
        guard let end = bytes.indices.first(where: { bytes[$0...].starts(with: separator) }) else {
            return (0, String(decoding: bytes, as: UTF8.self), [])
        }
        let head = String(decoding: bytes[..<end], as: UTF8.self)
        let status = head.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        return (status, head, Array(bytes[(end + 4)...]))
    }
}
