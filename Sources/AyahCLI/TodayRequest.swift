import AyahKit
import AyahShared
import AyahTime

/// One `ayah today` invocation as plain values. The ArgumentParser path and
/// the fast path both produce one; `run(in:)` is the only code that executes it.
struct TodayRequest: Equatable, Sendable {
    var time = TimeArguments()
    var date: String?
    var days = 7
    var json = false
    var selection = SelectionArguments()
    var display = DisplayArguments()
    var dayStart = DayStartArguments()
    var translation = TranslationArguments()

    func run(in environment: CLIEnvironment) throws {
        try Limits.check("--days", days, in: Limits.upcomingDays)
        let mode = try display.mode(environment: environment.variables)
        let clock = try environment.clock(now: time.now)
        let zone = try environment.zone(named: time.zone)
        let dayStartsAt = try dayStart.wallTime(environment: environment.variables)
        let engine = try environment.engine(selection: selection.config(environment: environment.variables), clock: clock,
                                            dayStartsAt: dayStartsAt, translation: translation)
        let now = engine.now()
        let today: DayStart
        if let date {
            let civil = try Limits.date("--date", date)
            do { today = try engine.day(in: zone, on: civil) } catch { throw CLIError.usage("--date " + error.description) }
        } else {
            today = engine.day(in: zone, at: now)
        }
        let payload: AyahData
        do { payload = try engine.payload(in: zone, for: today, generatedAt: now, upcoming: days) } catch { throw CLIError(error) }
        if json {
            do { try environment.write(try PayloadCoding.encode(payload)) } catch let error as OutputFailure { throw error } catch {
                throw CLIError.data("cannot encode the payload: \(error)")
            }
            return
        }
        let footer = "\(payload.reference) · \(payload.localDate) · \(payload.timeZone)"
        try environment.print(AyahPrinter.human(payload.today, footer: footer, width: environment.wrapWidth, mode: mode,
                                                translationDirection: payload.translationDirection))
    }
}
