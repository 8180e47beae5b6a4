import ArgumentParser
import AyahSettings
import AyahSettingsCore
import AyahSun

/// `ayah methods`: the prayer-time methods, their angles and sources, and the
/// rules for days that begin at Fajr or Maghrib.
struct MethodsCommand: ListingCommand {
    static let configuration = CommandConfiguration(
        commandName: "methods",
        abstract: "List the methods for --day-starts-at fajr|maghrib: Fajr angle, Maghrib rule, source."
    )

    /// One line per method, its columns aligned: name, Fajr angle, Maghrib rule, source.
    static var table: [String] {
        ColumnLayout.lines(
            [["method", "Fajr", "Maghrib", "source"]]
                + PrayerMethod.all.map { method in
                    [
                        method.name, "\(degrees(method.fajrAngle))°",
                        method.usesSunsetRule ? "sunset" : "\(degrees(method.maghribAngle))°", method.source,
                    ]
                })
    }

    /// 18, 19.5, 0.833: no trailing zeros.
    static func degrees(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : "\(value)"
    }

    static let notes = """

        Angles are the sun's centre below the geometric horizon (no refraction); sunset is 0.833° below it.
        Instants are computed to the second (NOAA/Meeus solar position); no fixed minute adjustments are added.
        --fajr-angle and --maghrib-angle override a method's angles, (0, 30].
        --high-latitude middle-of-night|seventh-of-night|twilight-angle (default middle-of-night) places Fajr only on
        dates when the sun never reaches the Fajr angle; where it does not set at all, the day begins at local solar
        midnight. With fajr, day D begins at Fajr on D; with maghrib, at Maghrib on the day before (the Hijri day).
        """
}
