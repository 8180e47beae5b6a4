#if os(Linux)
import AyahPlatform
import Foundation
import Glibc
import Testing

/// The pieces `tick --follow` sleeps on: a timer that a clock step cancels,
/// file watches, and the service manager's socket.
@Suite struct FollowPrimitivesTests {
    @Test func aMonotonicTimerExpiresAtItsDeadline() throws {
        let timer = try WakeTimer(clock: .monotonic)
        let deadline = MonotonicClock.seconds() + 0.2
        try timer.arm(at: deadline)
        #expect(timer.read() == .pending)
        let readable = Readiness.wait(for: [timer.descriptor], timeout: 10)
        #expect(readable == [true])
        #expect(MonotonicClock.seconds() >= deadline)
        #expect(timer.read() == .expired)
    }

    @Test func aWallTimerWithAPastDeadlineExpiresAtOnce() throws {
        let timer = try WakeTimer(clock: .wall)
        try timer.arm(at: Date().timeIntervalSince1970 - 5)
        #expect(Readiness.wait(for: [timer.descriptor], timeout: 10) == [true])
        #expect(timer.read() == .expired)
    }

    /// Setting the wall clock (here to its own value, so nothing moves; it
    /// needs CAP_SYS_TIME, which CI's root has) wakes a wall timer with
    /// `clockChanged`, however far its deadline.
    @Test func settingTheWallClockCancelsAWallTimer() throws {
        let timer = try WakeTimer(clock: .wall)
        try timer.arm(at: Date().timeIntervalSince1970 + 3600)
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        guard clock_settime(CLOCK_REALTIME, &now) == 0 else {
            // Without the capability there is no clock to step; the follower's
            // reaction is then covered by the injected clock in the CLI tests.
            #expect(errno == EPERM)
            return
        }
        #expect(Readiness.wait(for: [timer.descriptor], timeout: 10) == [true])
        #expect(timer.read() == .clockChanged)
        // Armed again, it waits again.
        try timer.arm(at: Date().timeIntervalSince1970 + 3600)
        #expect(Readiness.wait(for: [timer.descriptor], timeout: 0.2) == [false])
    }

    /// A zone file replaced by a rename (how dpkg installs tzdata) is seen;
    /// another file in the same directory is not.
    @Test func aFileReplacedByARenameIsSeen() throws {
        let dir = try scratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try writeFile(dir + "/Havana", "old")
        let watch = try FileWatch(paths: [dir + "/Havana"])
        #expect(watch.watched == [dir + "/Havana"])
        try writeFile(dir + "/Other", "other")
        #expect(Readiness.wait(for: [watch.descriptor], timeout: 1) == [true])
        #expect(watch.changes().isEmpty)
        try writeFile(dir + "/Havana.dpkg-new", "new")
        #expect(rename(dir + "/Havana.dpkg-new", dir + "/Havana") == 0)
        #expect(Readiness.wait(for: [watch.descriptor], timeout: 10) == [true])
        #expect(watch.changes() == [dir + "/Havana"])
    }

    /// One datagram per message to an abstract-namespace socket (`@name`).
    @Test func theServiceManagerGetsOneDatagramPerMessage() throws {
        let fd = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue), 0)
        #expect(fd >= 0)
        defer { close(fd) }
        let name = "ayah-platform-test-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = [UInt8(0)] + Array(name.utf8)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in bytes.enumerated() { raw[index] = byte }
        }
        let length = socklen_t(MemoryLayout<sa_family_t>.size + bytes.count)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) }
        }
        #expect(bound == 0)
        let manager = try #require(
            ServiceManager(environment: ["NOTIFY_SOCKET": "@" + name, "WATCHDOG_USEC": "30000000"]))
        #expect(manager.watchdogInterval == 30)
        try manager.send("READY=1")
        try manager.send("WATCHDOG=1")
        var buffer = [UInt8](repeating: 0, count: 64)
        let first = recv(fd, &buffer, buffer.count, 0)
        #expect(String(decoding: buffer.prefix(max(0, first)), as: UTF8.self) == "READY=1")
        let second = recv(fd, &buffer, buffer.count, 0)
        #expect(String(decoding: buffer.prefix(max(0, second)), as: UTF8.self) == "WATCHDOG=1")
        #expect(ServiceManager(environment: [:]) == nil)
        #expect(
            ServiceManager(environment: ["NOTIFY_SOCKET": "@x", "WATCHDOG_PID": "1", "WATCHDOG_USEC": "5"])?
                .watchdogInterval == nil)
    }
}
#endif
