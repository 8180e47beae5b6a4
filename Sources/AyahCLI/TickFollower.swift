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

    /// Follows until SIGTERM or SIGINT (then returns: exit 0): ``FollowLoop``'s steps.
    func run() throws(CLIError) {
        #if os(Linux)
        var loop = try FollowLoop(self)
        try loop.run(self)
        #else
        throw CLIError(message: "--follow needs Linux (timerfd, signalfd, inotify)", code: ExitStatus.unavailable)
        #endif
    }

    /// One tick for the instant `target` was read for, logged: true when the payload is up to date.
    func write(_ context: EngineContext, at target: FollowStep.Target) throws(CLIError) -> Bool {
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
    func reload(_ context: EngineContext, watch: FileWatch, clock: any WallClock, why: String)
        -> (EngineContext, FileWatch, reloaded: Bool)
    {
        let fresh = CLIEnvironment(
            variables: environment.variables, output: environment.output, errors: environment.errors,
            terminalColumns: environment.terminalColumns, executablePath: environment.executablePath)
        do {
            let reloaded = try fresh.withJournal(try fresh.resolve(settings, parts: .all, clock: clock))
            let rewatched = (try? FileWatch(paths: zonePaths(reloaded))) ?? watch
            return (reloaded, rewatched, true)
        } catch {
            log("cannot reload the settings (\(why)): \(error.message); keeping the previous ones", context)
            return (context, watch, false)
        }
    }

    /// The files the zone comes from: its TZif file, and the system zone's
    /// `/etc/localtime` and `/etc/timezone` when no zone is named.
    func zonePaths(_ context: EngineContext) -> [String] {
        let identifier = context.zone.identifier
        var paths = [
            identifier.hasPrefix("/") ? identifier : context.engine.zoneDirectory + "/" + identifier
        ]
        if settings.time.zone == nil { paths += ["/etc/localtime", "/etc/timezone"] }
        return paths
    }

    /// The process clock's reading, in the zone.
    func stamp(_ context: EngineContext) -> String {
        context.zone.iso8601(context.engine.now().unixSeconds)
    }

    /// One line on standard error, stamped with the process clock.
    func log(_ message: String, _ context: EngineContext) {
        try? environment.errors.line("\(stamp(context)) \(message)")
    }

    /// Tells the service manager `state`, when there is one; a failure is logged, not fatal.
    func notify(_ manager: ServiceManager?, _ state: String) {
        guard let manager else { return }
        do { try manager.send(state) } catch {
            try? environment.errors.line("cannot notify the service manager (\(state)): \(error)")
        }
    }

    /// A system call the follower needs failed: 69.
    static func unavailable(_ error: SystemCallError) -> CLIError {
        CLIError(message: "cannot follow: \(error)", code: ExitStatus.unavailable)
    }
}
