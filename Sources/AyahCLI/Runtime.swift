#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import AyahCorpus
import AyahKit
import AyahTime

/// What every command draws on: the environment, the clock, the zone database
/// and the corpus. Built once per process from the real environment; tests run
/// the real binary with a chosen environment (`AYAH_NOW`, `TZ`, `TZDIR`...).
struct Runtime {
    let environment: [String: String]
    let zones: ZoneDatabase

    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.environment = environment
        self.zones = ZoneDatabase(environment: environment)
    }

    /// `--now`, else `$AYAH_NOW`, else the live clock.
    func clock(_ options: TimeOptions) throws -> any WallClock {
        if let text = options.now {
            do { return FixedClock(try InstantParser.parse(text)) } catch { throw CLIError.usage("--now: \(error)") }
        }
        if let text = environment["AYAH_NOW"], !text.isEmpty {
            do { return FixedClock(try InstantParser.parse(text)) } catch { throw CLIError.usage("AYAH_NOW: \(error)") }
        }
        return LiveClock()
    }

    /// `--tz`, else the system zone.
    func zone(_ options: TimeOptions) throws -> ZoneRules {
        do {
            if let name = options.timeZone { return try zones.zone(named: name) }
            return try zones.systemZone(environment: environment)
        } catch {
            throw CLIError.usage(error.description)
        }
    }

    func corpus() throws -> Corpus {
        do { return try Corpus.load(from: CorpusSource.from(environment: environment)) } catch { throw CLIError.data("\(error)") }
    }

    func selector(_ corpus: Corpus, _ options: SelectionOptions) throws -> AyahSelector {
        let config = try options.config(environment: environment)
        do { return try AyahSelector(corpus: corpus, config: config) } catch { throw CLIError.usage("\(error)") }
    }

    func builder(_ time: TimeOptions, _ selection: SelectionOptions) throws -> (PayloadBuilder, any WallClock) {
        let clock = try clock(time)
        let zone = try zone(time)
        let corpus = try corpus()
        let selector = try selector(corpus, selection)
        return (PayloadBuilder(corpus: corpus, selector: selector, zone: zone), clock)
    }
}

/// Runs a command body, turning failures into a one-line message and a status.
func reportingErrors(_ body: () throws -> Void) throws {
    do {
        try body()
    } catch let error as CLIError {
        Terminal.error(error.message)
        throw ExitCodeError(code: error.code)
    }
}

/// Carries an exit status out of `run()` after the message has been printed.
struct ExitCodeError: Error {
    let code: Int32
}
