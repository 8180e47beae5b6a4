import AyahPlatform

/// A calculation method: the sun's depression below the horizon that defines
/// Fajr, and the Maghrib rule.
///
/// The boundaries are the astronomical instants only: no method's published
/// fixed minute adjustments (safety margins such as Diyanet's temkin or the
/// few minutes some authorities add to Maghrib) are applied.
public struct PrayerMethod: Sendable, Hashable {
    /// Short name, as on a command line: `"mwl"`.
    public var name: String
    /// The authority's name: `"Muslim World League"`.
    public var title: String
    /// Degrees of the sun's centre below the geometric horizon at Fajr, in (0, 30].
    public var fajrAngle: Double
    /// Degrees of the sun's centre below the geometric horizon at Maghrib, in (0, 30].
    /// ``sunsetAngle`` (0.833) is the sunset rule.
    public var maghribAngle: Double
    /// Where the angles come from (one line).
    public var source: String

    /// Sunset: the sun's centre 0.833° below the geometric horizon (its radius
    /// and the standard refraction at the horizon).
    public static let sunsetAngle = 0.833

    /// The angles a method may use, in degrees: (0, 30].
    public static func isValidAngle(_ degrees: Double) -> Bool {
        degrees.isFinite && degrees > 0 && degrees <= 30
    }

    /// A method; angles outside (0, 30] are refused.
    public init(
        name: String, title: String, fajrAngle: Double, maghribAngle: Double = PrayerMethod.sunsetAngle,
        source: String
    ) throws(MethodError) {
        guard Self.isValidAngle(fajrAngle) else { throw .fajrAngleOutOfRange(fajrAngle) }
        guard Self.isValidAngle(maghribAngle) else { throw .maghribAngleOutOfRange(maghribAngle) }
        self.init(unchecked: name, title, fajrAngle, maghribAngle, source)
    }

    init(unchecked name: String, _ title: String, _ fajrAngle: Double, _ maghribAngle: Double, _ source: String) {
        self.name = name
        self.title = title
        self.fajrAngle = fajrAngle
        self.maghribAngle = maghribAngle
        self.source = source
    }

    /// Whether Maghrib is sunset (``sunsetAngle``) rather than an angle rule.
    public var usesSunsetRule: Bool { maghribAngle == Self.sunsetAngle }

    /// This method with its Fajr and/or Maghrib angle replaced (the name stays;
    /// the angles are what the boundaries use). Angles outside (0, 30] are refused.
    public func overriding(fajrAngle: Double? = nil, maghribAngle: Double? = nil) throws(MethodError) -> PrayerMethod {
        var method = self
        if let fajrAngle {
            guard Self.isValidAngle(fajrAngle) else { throw .fajrAngleOutOfRange(fajrAngle) }
            method.fajrAngle = fajrAngle
        }
        if let maghribAngle {
            guard Self.isValidAngle(maghribAngle) else { throw .maghribAngleOutOfRange(maghribAngle) }
            method.maghribAngle = maghribAngle
        }
        return method
    }

    /// The built-in methods, in the order they are listed. The angles are those
    /// the authorities publish, as tabulated by the PrayTimes.org calculation
    /// methods and the adhan libraries' `CalculationMethod`.
    public static let all: [PrayerMethod] = [
        PrayerMethod(
            unchecked: "mwl", "Muslim World League", 18, sunsetAngle,
            "Muslim World League, Makkah: Fajr 18°, Maghrib at sunset"),
        PrayerMethod(
            unchecked: "isna", "Islamic Society of North America", 15, sunsetAngle,
            "Islamic Society of North America (Fiqh Council): Fajr 15°, Maghrib at sunset"),
        PrayerMethod(
            unchecked: "egypt", "Egyptian General Authority of Survey", 19.5, sunsetAngle,
            "Egyptian General Authority of Survey: Fajr 19.5°, Maghrib at sunset"),
        PrayerMethod(
            unchecked: "karachi", "University of Islamic Sciences, Karachi", 18, sunsetAngle,
            "University of Islamic Sciences, Karachi: Fajr 18°, Maghrib at sunset"),
        PrayerMethod(
            unchecked: "umm-al-qura", "Umm al-Qura University, Makkah", 18.5, sunsetAngle,
            "Umm al-Qura University, Makkah: Fajr 18.5°, Maghrib at sunset"),
        PrayerMethod(
            unchecked: "dubai", "Dubai (Gulf region)", 18.2, sunsetAngle,
            "Islamic Affairs and Charitable Activities Department, Dubai: Fajr 18.2°, Maghrib at sunset"),
        PrayerMethod(
            unchecked: "singapore", "Majlis Ugama Islam Singapura", 20, sunsetAngle,
            "Majlis Ugama Islam Singapura (MUIS): Fajr 20°, Maghrib at sunset"),
        PrayerMethod(
            unchecked: "turkey", "Diyanet İşleri Başkanlığı, Turkey", 18, sunsetAngle,
            "Presidency of Religious Affairs (Diyanet), Turkey: Fajr 18°, Maghrib at sunset"),
        PrayerMethod(
            unchecked: "tehran", "Institute of Geophysics, University of Tehran", 17.7, 4.5,
            "Institute of Geophysics, University of Tehran: Fajr 17.7°, Maghrib 4.5°"),
        PrayerMethod(
            unchecked: "jafari", "Shia Ithna Ashari, Leva Institute, Qum", 16, 4,
            "Leva Research Institute, Qum (Shia Ithna Ashari): Fajr 16°, Maghrib 4°"),
    ]

    /// The default method: ``all``'s first, `mwl`.
    public static var standard: PrayerMethod { all[0] }

    /// The built-in method called `name` (exact, lower case), or nil.
    public static func named(_ name: String) -> PrayerMethod? {
        all.first { $0.name == name }
    }
}

/// Why a method or an angle was refused.
public enum MethodError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No built-in method has this name.
    case unknownMethod(String)
    /// A Fajr angle outside (0, 30] degrees.
    case fajrAngleOutOfRange(Double)
    /// A Maghrib angle outside (0, 30] degrees.
    case maghribAngleOutOfRange(Double)

    public var description: String {
        switch self {
        case .unknownMethod(let name):
            return "unknown method \(Quoted.text(name)); known: \(PrayerMethod.all.map(\.name).joined(separator: ", "))"
        case .fajrAngleOutOfRange(let value):
            return "Fajr angle \(value) is outside (0, 30] degrees"
        case .maghribAngleOutOfRange(let value):
            return "Maghrib angle \(value) is outside (0, 30] degrees"
        }
    }
}
