import AyahTime

/// Days that begin at Fajr or at Maghrib at one place: the instants, per civil
/// date of a zone, and the start of each ayah-day.
///
/// ## Definitions
/// Civil dates are those of the zone (the location does not choose it; a zone
/// far from the location's meridian is allowed). For civil date D:
/// - **local solar noon** U(D) is the sun's upper transit at the location on
///   the place's own solar date that corresponds to D: the transit nearest
///   the place's mean noon (12:00 at the longitude's mean time, λ/15 hours
///   east of UTC) on date D + k, where k is the whole number of days nearest
///   to (λ/15 h − S)/24 h and S is the zone's *standard* offset in force at D.
///   Where the zone keeps within about 12 hours of the place's meridian (every
///   ordinary case) k = 0 and U(D) is simply the transit nearest D's wall-clock
///   noon (12:00 read with the offset in force then). k depends neither on
///   daylight saving time nor on the equation of time, so far from the
///   meridian (Suva seen on UTC, Karachi on America/Los_Angeles) consecutive
///   dates still get consecutive solar days: no date shares its start with
///   the next, no solar day is left between two dates, and a date's day never
///   depends on when it is asked. k changes only with the zone's standard
///   time (Pacific/Apia skipping 2011-12-30 to move across the date line).
///   L⁻(D) and L⁺(D) are the lower transits (local solar midnights) just
///   before and after it.
/// - **Fajr on D** is the instant in [L⁻(D), U(D)] at which the sun's centre
///   rises through `fajrAngle` below the geometric horizon: the last Fajr
///   before U(D).
/// - **Maghrib on D** is the instant in [U(D), L⁺(D)] at which it sets through
///   `maghribAngle` (0.833° for the sunset rule): the first Maghrib after U(D),
///   so a sunset just after local midnight still belongs to D.
///
/// ## Where the sun does not cross the angle
/// - It sets but never gets down to the angle (Fajr at 18° in London in June;
///   Maghrib at 4.5° at 62° N in June): the ``HighLatitudeRule``, on those
///   dates only, from that night's sunset and sunrise.
/// - Polar day, no sunset (Tromsø in June): the night has shrunk to nothing at
///   local solar midnight, so the boundary is that lower transit, L⁻(D) for
///   Fajr and L⁺(D) for Maghrib. Every rule tends to this as the night
///   shortens, so the boundary moves continuously into and out of the polar day.
/// - The sun stays below the angle all day (Maghrib at sunset in the polar
///   night, Tromsø in December; Fajr only beyond about 84.6°): the upper
///   transit U(D), where the sun comes closest to the angle: the limit of the
///   crossing as the last days with one shrink it to solar noon.
/// So every existing civil date has exactly one Fajr and one Maghrib, each in
/// its own half of the solar day, and they increase from date to date.
///
/// Instants are unix seconds rounded to the nearest second. Computation is
/// allocation-free: about five solar positions per boundary (about 1.5 µs in
/// release, Benchmarks/sun-bench.sh).
public struct SolarDayRule: Sendable, Hashable {
    /// The event that begins each ayah-day.
    public var event: SolarEvent
    /// Where the sun is observed.
    public var location: GeoLocation
    /// The angles.
    public var method: PrayerMethod
    /// What places Fajr (and an angle-based Maghrib) where the sun does not reach the angle.
    public var highLatitude: HighLatitudeRule
    /// Why ``method`` is the one it is (what the payload says of it; no boundary depends on it).
    public var methodSource: MethodSource

    public init(
        event: SolarEvent, location: GeoLocation, method: PrayerMethod = .standard,
        highLatitude: HighLatitudeRule = .standard, methodSource: MethodSource = .standard
    ) {
        self.event = event
        self.location = location
        self.method = method
        self.highLatitude = highLatitude
        self.methodSource = methodSource
    }

    /// Fajr on civil date `date` of `zone` (unix seconds): the last Fajr before
    /// that date's local solar noon (see the type's definitions for dates where
    /// the sun does not reach the angle). nil only when the date never existed in the zone.
    public func fajr(on date: CivilDate, in zone: ZoneRules) -> Int64? {
        guard let noon = noonGuess(of: date, in: zone) else { return nil }
        return Self.rounded(SolarDay(observer: SolarObserver(location), near: noon).fajr(method, highLatitude))
    }

    /// Maghrib on civil date `date`: the first Maghrib after that date's local
    /// solar noon. nil only when the date never existed.
    public func maghrib(on date: CivilDate, in zone: ZoneRules) -> Int64? {
        guard let noon = noonGuess(of: date, in: zone) else { return nil }
        return Self.rounded(SolarDay(observer: SolarObserver(location), near: noon).maghrib(method, highLatitude))
    }

    /// Start of ayah-day `date`: for ``SolarEvent/fajr``, Fajr on `date`; for
    /// ``SolarEvent/maghrib``, ``hijriStart(of:in:)``. nil when `date` itself never existed.
    public func start(of date: CivilDate, in zone: ZoneRules) -> Int64? {
        switch event {
        case .fajr: return fajr(on: date, in: zone)
        case .maghrib: return hijriStart(of: date, in: zone)
        }
    }

    /// The Maghrib that begins `date`'s Hijri day (and, with ``SolarEvent/maghrib``,
    /// ayah-day `date`): Maghrib on the civil date before `date`, or, when that
    /// date never existed (Pacific/Apia 2011-12-30), on the last existing date
    /// before it. Whatever ``event`` is. nil when `date` itself never existed.
    public func hijriStart(of date: CivilDate, in zone: ZoneRules) -> Int64? {
        guard zone.startOfDay(date) != nil else { return nil }
        var previous = date.adding(days: -1)
        for _ in 0..<64 {
            if let maghrib = maghrib(on: previous, in: zone) { return maghrib }
            previous = previous.adding(days: -1)
        }
        return nil
    }

    /// ``hijriStart(of:in:)`` without a day rule: for payloads whose days begin
    /// at a wall time but that still carry each day's Maghrib.
    public static func hijriStart(
        of date: CivilDate, in zone: ZoneRules, location: GeoLocation, method: PrayerMethod = .standard,
        highLatitude: HighLatitudeRule = .standard
    ) -> Int64? {
        SolarDayRule(event: .maghrib, location: location, method: method, highLatitude: highLatitude)
            .hijriStart(of: date, in: zone)
    }

    /// The unix instant (as a Double) of `date`'s wall-clock noon, with the
    /// offset in force then; nil when the date never existed in the zone.
    static func wallNoon(of date: CivilDate, in zone: ZoneRules) -> Double? {
        guard zone.startOfDay(date) != nil else { return nil }
        let wall = Int64(date.daysSinceEpoch) * 86_400 + 43_200
        let guess = wall - Int64(zone.offset(at: wall))
        return Double(wall - Int64(zone.offset(at: guess)))
    }

    /// Where to look for U(`date`) (unix seconds): its wall-clock noon when
    /// that is within 8 hours of the place's mean noon on D + k (so the transit
    /// found is that one, computed exactly as it always was), else that mean
    /// noon. nil when the date never existed in the zone.
    func noonGuess(of date: CivilDate, in zone: ZoneRules) -> Double? {
        guard let wallNoon = Self.wallNoon(of: date, in: zone) else { return nil }
        let wall = Int64(date.daysSinceEpoch) * 86_400 + 43_200
        let mean = Int64((location.longitude * 240).rounded())
        let standard = Int64(zone.standardOffset(at: Int64(wallNoon)))
        let days = Int64((Double(mean - standard) / 86_400).rounded(.toNearestOrAwayFromZero))
        let meanNoon = Double(wall - mean + days * 86_400)
        return abs(meanNoon - wallNoon) <= 8 * 3600 ? wallNoon : meanNoon
    }

    /// `t` to the nearest second; total (a non-finite value, which no real date produces, gives 0).
    @inline(__always)
    static func rounded(_ t: Double) -> Int64 {
        guard t.isFinite else { return 0 }
        return Int64(min(max(t, -9e18), 9e18).rounded(.toNearestOrAwayFromZero))
    }
}

/// The transits around one civil date and the boundaries computed from them.
struct SolarDay {
    let observer: SolarObserver
    /// U(D): the upper transit nearest the date's wall-clock noon.
    let noon: SolarObserver.Sample

    static let sunset = -PrayerMethod.sunsetAngle * SolarPosition.degree

    init(observer: SolarObserver, near wallNoon: Double) {
        self.observer = observer
        self.noon = observer.transit(near: wallNoon, hourAngle: 0)
    }

    /// The transit about `hours` from solar noon with hour angle `target`.
    @inline(__always)
    func transit(_ hours: Double, from t: Double, hourAngle target: Double) -> SolarObserver.Sample {
        observer.transit(near: t + hours * 3600, hourAngle: target)
    }

    func fajr(_ method: PrayerMethod, _ rule: HighLatitudeRule) -> Double {
        let low = transit(-12, from: noon.time, hourAngle: -Double.pi)
        let crossing = observer.rising(through: -method.fajrAngle * SolarPosition.degree, from: low, to: noon)
        guard case .above = crossing else { return crossing.instant }
        // The sun never gets down to the angle: the night's sunset and sunrise.
        let previousNoon = transit(-12, from: low.time, hourAngle: 0)
        let sunset = observer.setting(through: Self.sunset, from: previousNoon, to: low).instant
        let sunrise = observer.rising(through: Self.sunset, from: low, to: noon).instant
        return sunrise - rule.portion(angle: method.fajrAngle) * (sunrise - sunset)
    }

    func maghrib(_ method: PrayerMethod, _ rule: HighLatitudeRule) -> Double {
        let low = transit(12, from: noon.time, hourAngle: -Double.pi)
        let crossing = observer.setting(through: -method.maghribAngle * SolarPosition.degree, from: noon, to: low)
        guard case .above = crossing else { return crossing.instant }
        let nextNoon = transit(12, from: low.time, hourAngle: 0)
        let sunset = observer.setting(through: Self.sunset, from: noon, to: low).instant
        let sunrise = observer.rising(through: Self.sunset, from: low, to: nextNoon).instant
        return sunset + rule.portion(angle: method.maghribAngle) * (sunrise - sunset)
    }
}

extension SolarDayRule {
    /// Local solar noon U(`date`): the upper transit nearest the date's wall-clock noon; nil when the date never existed.
    package func solarNoon(on date: CivilDate, in zone: ZoneRules) -> Int64? {
        guard let noon = noonGuess(of: date, in: zone) else { return nil }
        return Self.rounded(SolarObserver(location).transit(near: noon, hourAngle: 0).time)
    }
}
