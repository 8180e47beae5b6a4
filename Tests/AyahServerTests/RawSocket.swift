import Foundation

/// A client socket on loopback for what URLSession cannot do: send exact
/// bytes, see whether and when the server closes, hold connections open.
final class RawSocket {
    let descriptor: Int32

    init(port: Int) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw ServerStartFailure(description: "socket: \(errno)") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            close(descriptor)
            throw ServerStartFailure(description: "connect: \(errno)")
        }
    }

    deinit { close(descriptor) }

    func send(_ bytes: [UInt8]) throws {
        var sent = 0
        while sent < bytes.count {
            let n = bytes[sent...].withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, 0) }
            guard n > 0 else { throw ServerStartFailure(description: "send: \(errno)") }
            sent += n
        }
    }

    /// Everything received until the server closes or `timeout` seconds pass;
    /// `closed` says which, `seconds` when.
    func receive(timeout: Double) -> (bytes: [UInt8], closed: Bool, seconds: Double) {
        let started = Date()
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let left = timeout - Date().timeIntervalSince(started)
            guard left > 0 else { return (received, false, timeout) }
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, Int32(left * 1000) + 1) > 0 else { continue }
            let n = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if n <= 0 { return (received, true, Date().timeIntervalSince(started)) }
            received += buffer[0..<n]
        }
    }

    /// Sends `text` and reads until the server closes (or `timeout`).
    static func exchange(port: Int, _ text: String, timeout: Double = 3) throws -> RawAnswer {
        try exchange(port: port, Array(text.utf8), timeout: timeout)
    }

    static func exchange(port: Int, _ bytes: [UInt8], timeout: Double = 3) throws -> RawAnswer {
        let socket = try RawSocket(port: port)
        try socket.send(bytes)
        let (received, closed, seconds) = socket.receive(timeout: timeout)
        return RawAnswer(bytes: received, closed: closed, seconds: seconds)
    }
}

/// What a raw exchange got back.
struct RawAnswer {
    let bytes: [UInt8]
    let closed: Bool
    let seconds: Double

    private var split: (head: String, body: [UInt8]) {
        let separator: [UInt8] = [13, 10, 13, 10]
        guard let end = bytes.indices.first(where: { bytes[$0...].starts(with: separator) }) else {
            return (String(decoding: bytes, as: UTF8.self), [])
        }
        return (String(decoding: bytes[..<end], as: UTF8.self), Array(bytes[(end + 4)...]))
    }

    var head: String { split.head }
    var body: [UInt8] { split.body }
    var status: Int { head.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0 }

    /// The values of a header field, any case of its name.
    func header(_ name: String) -> [String] {
        head.split(separator: "\r\n").dropFirst().compactMap { line in
            guard let colon = line.firstIndex(of: ":"),
                line[..<colon].caseInsensitiveCompare(name) == .orderedSame
            else { return nil }
            return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
    }

    /// As an HTTPAnswer, for ``expectProblem``.
    var answer: HTTPAnswer {
        var fields: [String: String] = [:]
        for line in head.split(separator: "\r\n").dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            fields[String(line[..<colon])] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return HTTPAnswer(status: status, headers: fields, body: Data(body))
    }
}
