#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import AyahKit
import AyahPlatform
import AyahSettings
import AyahTime

/// `ayah tick --follow`: brings the payload up to date, then sleeps until the
/// next day starts and does it again, until SIGTERM or SIGINT.
///
/// It sleeps on an absolute deadline: on the wall clock (a timer a clock step
/// or a resume from suspend cancels), or, with a running clock of its own
/// (`--clock-start`, `--clock-rate`), on the monotonic clock at the moment
/// that clock reaches the boundary. It also wakes for SIGHUP (the settings
/// are resolved again: translation file, zone), when the zone's TZif file
/// changes, for the service manager's watchdog and to retry a failed write;
/// each time it recomputes the next boundary from scratch. Signals are read
/// only between writes, so none interrupts one; the container's lock is held
/// only while writing.
struct TickFollower {
    /// Real seconds between attempts after a write failed (at most once a minute).
    static let retryInterval: Double = 60

    let settings: EngineSettings
    let store: PayloadStore
    let upcomingDays: Int
    let lockWait: Double
    let environment: CLIEnvironment

    /// Follows until SIGTERM or SIGINT (then returns: exit 0).
    func run() throws(CLIError) {
        #if os(Linux)
        let signals: SignalDescriptor
        do { signals = try SignalDescriptor() } catch { throw Self.unavailable(error) }
        let clock = try environment.clock(settings.time)
        if clock is FixedClock {
            throw .usage(
                "--follow needs a running clock, and --now (or AYAH_NOW) stops it; use --clock-start to start elsewhere"
            )
        }
        var context = try environment.resolve(settings, parts: .all, clock: clock)
        let scaled = clock as? ScaledClock
        let timer: WakeTimer
        var watch: FileWatch
        do {
            timer = try WakeTimer(clock: scaled == nil ? .wall : .monotonic)
            watch = try FileWatch(paths: zonePaths(context))
        } catch {
            throw Self.unavailable(error)
        }
        let manager = ServiceManager(environment: environment.variables)
        let pingInterval = manager?.watchdogInterval.map { $0 / 2 }
        var nextPing = pingInterval.map { MonotonicClock.seconds() + $0 }
        var retryAt: Double?
        var ready = false
        var due = true
        var event: String?
        var written = FollowStep.target(context.engine, on: context.schedule)
        while true {
            if due {
                written = FollowStep.target(context.engine, on: context.schedule)
                retryAt = try write(context, at: written) ? nil : MonotonicClock.seconds() + Self.retryInterval
                due = false
            }
            if !ready {
                ready = true
                notify(manager, "READY=1")
            }
            let schedule = context.schedule
            // Armed from the end of the day written, not from a second reading of the clock: a
            // boundary that passed during the write is then already due, and its day written now.
            let next: DayStart
            switch FollowStep.after(written: written.instant, end: written.end, now: context.engine.now()) {
            case let .writeNow(clockWentBack):
                if clockWentBack { event = "wall clock went back" }
                due = true
                continue
            case let .sleep(until: end):
                next = end
            }
            let boundary = Date(timeIntervalSince1970: Double(next.start))
            do {
                // A running clock of our own reaches the boundary at a monotonic moment; a
                // millisecond later, so its reading there is surely at or past the boundary.
                try timer.arm(at: scaled.map { $0.monotonicSeconds(at: boundary) + 0.001 } ?? Double(next.start))
            } catch {
                throw Self.unavailable(error)
            }
            if let what = event {
                log("\(what); next reload \(schedule.zone.iso8601(next.start))", context)
                event = nil
            }
            // The clock went back between reading it and arming the timer: start over.
            if context.engine.now() < written.instant {
                event = "wall clock went back"
                due = true
                continue
            }
            let monotonicNow = MonotonicClock.seconds()
            let timeout = [retryAt, nextPing].compactMap { $0.map { max(0, $0 - monotonicNow) } }.min()
            let readable = Readiness.wait(
                for: [timer.descriptor, signals.descriptor, watch.descriptor], timeout: timeout)
            if readable[1] {
                for signal in signals.read() {
                    switch signal {
                    case .terminate:
                        log("stopping (SIGTERM or SIGINT); the payload is complete", context)
                        notify(manager, "STOPPING=1")
                        return
                    case .hangUp:
                        let reloaded: Bool
                        (context, watch, reloaded) = reload(context, watch: watch, clock: clock, why: "SIGHUP")
                        // A failed reload said so ("keeping the previous ones"); no line claims otherwise.
                        event = reloaded ? "reloaded the settings (SIGHUP)" : nil
                        due = true
                    }
                }
            }
            if readable[2] {
                let changed = watch.changes()
                if !changed.isEmpty {
                    let reloaded: Bool
                    (context, watch, reloaded) = reload(
                        context, watch: watch, clock: clock, why: changed.joined(separator: ", ") + " changed")
                    event = reloaded ? "zone file \(changed.joined(separator: ", ")) changed; zone reloaded" : nil
                    due = true
                }
            }
            switch timer.read() {
            case .expired:
                due = true
            case .clockChanged:
                event = "wall clock set or stepped (or resumed from suspend), now \(stamp(context))"
                due = true
            case .pending:
                break
            }
            let after = MonotonicClock.seconds()
            if let retry = retryAt, after >= retry { due = true }
            if let ping = nextPing, let interval = pingInterval, after >= ping {
                notify(manager, "WATCHDOG=1")
                nextPing = after + interval
            }
        }
        #else
        throw CLIError(message: "--follow needs Linux (timerfd, signalfd, inotify)", code: ExitStatus.unavailable)
        #endif
    }

    /// One tick for the instant `target` was read for, logged: true when the payload is up to date.
    private func write(_ context: EngineContext, at target: FollowStep.Target) throws(CLIError) -> Bool {
        let (engine, schedule) = context.pair
        if let problem = FollowStep.outsideSupportedYears(target) {
            log("stopping: \(problem)", context)
            throw .usage(problem)
        }
        do {
            let outcome = try engine.tick(
                store: store, on: schedule, at: target.instant, upcoming: upcomingDays, lockWait: lockWait)
            log(outcome.summary(path: store.path, zone: schedule.zone), context)
            return true
        } catch {
            log(
                "cannot bring \(store.path) up to date: \(CLIError(error).message); the previous payload is kept;"
                    + " retrying in \(Int(Self.retryInterval)) s", context)
            return false
        }
    }

    /// The settings resolved again (the translation file read again, the zone
    /// from a fresh zone database), on the same running clock; the old ones
    /// when that fails (then `reloaded` is false and the failure is logged).
    private func reload(_ context: EngineContext, watch: FileWatch, clock: any WallClock, why: String)
        -> (EngineContext, FileWatch, reloaded: Bool)
    {
        let fresh = CLIEnvironment(
            variables: environment.variables, output: environment.output, errors: environment.errors,
            terminalColumns: environment.terminalColumns, executablePath: environment.executablePath)
        do {
            let reloaded = try fresh.resolve(settings, parts: .all, clock: clock)
            let rewatched = (try? FileWatch(paths: zonePaths(reloaded))) ?? watch
            return (reloaded, rewatched, true)
        } catch {
            log("cannot reload the settings (\(why)): \(error.message); keeping the previous ones", context)
            return (context, watch, false)
        }
    }

    /// The files the zone comes from: its TZif file, and the system zone's
    /// `/etc/localtime` and `/etc/timezone` when no zone is named.
    private func zonePaths(_ context: EngineContext) -> [String] {
        let identifier = context.zone.identifier
        var paths = [
            identifier.hasPrefix("/") ? identifier : context.engine.zoneDirectory + "/" + identifier
        ]
        if settings.time.zone == nil { paths += ["/etc/localtime", "/etc/timezone"] }
        return paths
    }

    /// The process clock's reading, in the zone.
    private func stamp(_ context: EngineContext) -> String {
        context.zone.iso8601(context.engine.now().unixSeconds)
    }

    /// One line on standard error, stamped with the process clock.
    private func log(_ message: String, _ context: EngineContext) {
        try? environment.errors.line("\(stamp(context)) \(message)")
    }

    /// Tells the service manager `state`, when there is one; a failure is logged, not fatal.
    private func notify(_ manager: ServiceManager?, _ state: String) {
        guard let manager else { return }
        do { try manager.send(state) } catch {
            try? environment.errors.line("cannot notify the service manager (\(state)): \(error)")
        }
    }

    private static func unavailable(_ error: SystemCallError) -> CLIError {
        CLIError(message: "cannot follow: \(error)", code: ExitStatus.unavailable)
    }
}
