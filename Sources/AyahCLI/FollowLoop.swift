#if os(Linux)
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import AyahKit
import AyahPlatform
import AyahSettings
import AyahSettingsCore
import AyahTime

/// One `ayah tick --follow` from start to stop, in named steps: write the day
/// when one is due, arm the timer for the next boundary, wait, then read what
/// woke it (signals, the zone's files, the timer, the retry and watchdog
/// deadlines). Each step reads and updates the state below; the
/// ``TickFollower`` each is given holds what does not change (the settings,
/// the store, the output). Not copyable: it owns the descriptors it opened.
struct FollowLoop: ~Copyable {
    let signals: SignalDescriptor
    let clock: any WallClock
    /// The running clock of our own (`--clock-start`, `--clock-rate`), when there is one.
    let scaled: ScaledClock?
    let timer: WakeTimer
    let manager: ServiceManager?
    /// Half the service manager's watchdog interval, when it has one.
    let pingInterval: Double?

    /// The settings resolved (again after SIGHUP or a zone file change).
    var context: EngineContext
    var watch: FileWatch
    var nextPing: Double?
    /// When to try again after a failed write (monotonic seconds).
    var retryAt: Double?
    var ready = false
    /// A day should be written before sleeping again.
    var due = true
    /// What to log with the next boundary armed.
    var event: String?
    /// The instant the last write was for, and the end of its day.
    var written: FollowStep.Target

    /// Opens the signal descriptor, the timer and the zone files' watch, and resolves the settings.
    init(_ follower: TickFollower) throws(CLIError) {
        let signals: SignalDescriptor
        do { signals = try SignalDescriptor() } catch { throw TickFollower.unavailable(error) }
        let clock = try follower.environment.clock(follower.settings.time)
        if clock is FixedClock {
            throw .usage(
                "--follow needs a running clock, and --now (or AYAH_NOW) stops it; use --clock-start to start elsewhere"
            )
        }
        let context = try follower.environment.resolve(follower.settings, parts: .all, clock: clock)
        let scaled = clock as? ScaledClock
        let timer: WakeTimer
        let watch: FileWatch
        do {
            timer = try WakeTimer(clock: scaled == nil ? .wall : .monotonic)
            watch = try FileWatch(paths: follower.zonePaths(context))
        } catch {
            throw TickFollower.unavailable(error)
        }
        let manager = ServiceManager(environment: follower.environment.variables)
        let pingInterval = manager?.watchdogInterval.map { $0 / 2 }
        self.signals = signals
        self.clock = clock
        self.scaled = scaled
        self.timer = timer
        self.manager = manager
        self.pingInterval = pingInterval
        self.context = context
        self.watch = watch
        nextPing = pingInterval.map { MonotonicClock.seconds() + $0 }
        written = FollowStep.target(context.engine, on: context.schedule)
    }

    /// Follows until SIGTERM or SIGINT (then returns).
    mutating func run(_ follower: TickFollower) throws(CLIError) {
        while true {
            try writeIfDue(follower)
            guard try armNextBoundary(follower) else { continue }
            let readable = waitForWake()
            if readable[1], readSignals(follower) == .stop { return }
            if readable[2] { readZoneFileChanges(follower) }
            readTimer(follower)
            checkDeadlines(follower)
        }
    }

    /// Writes the day in effect now when one is due (a failed write is retried
    /// after ``TickFollower/retryInterval``), then tells the service manager
    /// the follower is ready, once.
    mutating func writeIfDue(_ follower: TickFollower) throws(CLIError) {
        if due {
            written = FollowStep.target(context.engine, on: context.schedule)
            retryAt =
                try follower.write(context, at: written)
                ? nil : MonotonicClock.seconds() + TickFollower.retryInterval
            due = false
        }
        if !ready {
            ready = true
            follower.notify(manager, "READY=1")
        }
    }

    /// Arms the timer for the start of the day after the one written; false
    /// when a day is due at once instead (a boundary passed during the write,
    /// or the clock went back), so the loop writes again before it sleeps.
    mutating func armNextBoundary(_ follower: TickFollower) throws(CLIError) -> Bool {
        // Armed from the end of the day written, not from a second reading of the clock: a
        // boundary that passed during the write is then already due, and its day written now.
        let next: DayStart
        switch FollowStep.after(written: written.instant, end: written.end, now: context.engine.now()) {
        case let .writeNow(clockWentBack):
            if clockWentBack { event = "wall clock went back" }
            due = true
            return false
        case let .sleep(until: end):
            next = end
        }
        let boundary = Date(timeIntervalSince1970: Double(next.start))
        do {
            // A running clock of our own reaches the boundary at a monotonic moment; a
            // millisecond later, so its reading there is surely at or past the boundary.
            try timer.arm(at: scaled.map { $0.monotonicSeconds(at: boundary) + 0.001 } ?? Double(next.start))
        } catch {
            throw TickFollower.unavailable(error)
        }
        if let what = event {
            follower.log("\(what); next reload \(context.schedule.zone.iso8601(next.start))", context)
            event = nil
        }
        // The clock went back between reading it and arming the timer: start over.
        if context.engine.now() < written.instant {
            event = "wall clock went back"
            due = true
            return false
        }
        return true
    }

    /// Waits for the timer, a signal or a zone file change, or until the next
    /// retry or watchdog ping is due: which of the three descriptors are readable.
    func waitForWake() -> [Bool] {
        let monotonicNow = MonotonicClock.seconds()
        let timeout = [retryAt, nextPing].compactMap { $0.map { max(0, $0 - monotonicNow) } }.min()
        return Readiness.wait(for: [timer.descriptor, signals.descriptor, watch.descriptor], timeout: timeout)
    }

    /// Whether the loop goes on after the signals read.
    enum Continuation { case keepGoing, stop }

    /// SIGTERM or SIGINT stops (logged, and told to the service manager); SIGHUP
    /// resolves the settings again and makes a day due.
    mutating func readSignals(_ follower: TickFollower) -> Continuation {
        for signal in signals.read() {
            switch signal {
            case .terminate:
                follower.log("stopping (SIGTERM or SIGINT); the payload is complete", context)
                follower.notify(manager, "STOPPING=1")
                return .stop
            case .hangUp:
                let reloaded: Bool
                (context, watch, reloaded) = follower.reload(context, watch: watch, clock: clock, why: "SIGHUP")
                // A failed reload said so ("keeping the previous ones"); no line claims otherwise.
                event = reloaded ? "reloaded the settings (SIGHUP)" : nil
                due = true
            }
        }
        return .keepGoing
    }

    /// A change to the zone's files resolves the settings again (a fresh zone) and makes a day due.
    mutating func readZoneFileChanges(_ follower: TickFollower) {
        let changed = watch.changes()
        guard !changed.isEmpty else { return }
        let reloaded: Bool
        (context, watch, reloaded) = follower.reload(
            context, watch: watch, clock: clock, why: changed.joined(separator: ", ") + " changed")
        event = reloaded ? "zone file \(changed.joined(separator: ", ")) changed; zone reloaded" : nil
        due = true
    }

    /// The timer expired (the boundary) or was cancelled by a clock change: either makes a day due.
    mutating func readTimer(_ follower: TickFollower) {
        switch timer.read() {
        case .expired:
            due = true
        case .clockChanged:
            event = "wall clock set or stepped (or resumed from suspend), now \(follower.stamp(context))"
            due = true
        case .pending:
            break
        }
    }

    /// A retry that has come due makes a day due; a watchdog ping that has come due is sent.
    mutating func checkDeadlines(_ follower: TickFollower) {
        let after = MonotonicClock.seconds()
        if let retry = retryAt, after >= retry { due = true }
        if let ping = nextPing, let interval = pingInterval, after >= ping {
            follower.notify(manager, "WATCHDOG=1")
            nextPing = after + interval
        }
    }
}
#endif
