import RealModule

/// Where the sun is, seen from one place, at one instant: enough to find the
/// instants it crosses an altitude or the meridian.
///
/// The equations are the "low accuracy" solar coordinates of Jean Meeus,
/// *Astronomical Algorithms* (2nd ed., 1998), chapter 25, which NOAA's solar
/// calculator also uses, with these refinements from the same book: nutation in
/// longitude and obliquity with the two largest terms (chapter 22), aberration
/// from the true distance, the true obliquity, apparent sidereal time (chapter
/// 12 plus the equation of the equinoxes), and the sun's horizontal parallax
/// (8.794″ at 1 AU), so the altitude is topocentric. No refraction: the horizon
/// is geometric. Solar coordinates use Terrestrial Time (ΔT from the
/// Espenak–Meeus polynomial for 2005–2050, extrapolated; a minute of ΔT moves
/// the sun by 2.5″), sidereal time uses UT (unix seconds).
///
/// Measured against PyPI `ephem` 4.2.1 (VSOP87) on 20,000 random instants of
/// 2000–2100 (with all four nutation terms; the two dropped move it by under
/// 0.5″): altitude within 35″ (median 5″), declination within 13″. The
/// boundaries: median 1 s, p99 2 s (AyahSunTests).
package struct SolarPosition: Sendable {
    /// Sine and cosine of the apparent declination.
    package var sinDeclination: Double
    package var cosDeclination: Double
    /// The local hour angle in radians, in [-π, π): 0 at the upper transit.
    package var hourAngle: Double
    /// Earth–sun distance in astronomical units.
    package var distance: Double

    static let degree = Double.pi / 180
    /// Unix seconds of J2000.0 (2000-01-01 12:00 UT).
    static let j2000: Double = 946_728_000

    /// The sun at unix instant `t` for an observer at `longitude` (radians, east positive).
    @inline(__always)
    package init(at t: Double, longitude: Double) {
        let degree = Self.degree
        let days = (t - Self.j2000) / 86_400  // UT days since J2000.0
        let years = days / 365.25
        let deltaT = 62.92 + 0.32217 * years + 0.005589 * years * years  // seconds
        let c = (days + deltaT / 86_400) / 36_525  // TT Julian centuries
        let l0 = Self.reduced(280.46646 + 36_000.76983 * c + 0.000_3032 * c * c) * degree
        let m = Self.reduced(357.52911 + 35_999.05029 * c - 0.000_1537 * c * c) * degree
        let sinM = Double.sin(m)
        let cosM = Double.cos(m)
        let sin2M = 2 * sinM * cosM
        let sin3M = sinM * (3 - 4 * sinM * sinM)
        let center =
            ((1.914602 - 0.004817 * c - 0.000014 * c * c) * sinM + (0.019993 - 0.000101 * c) * sin2M + 0.000289
                * sin3M) * degree
        let trueLongitude = l0 + center
        let e = 0.016708634 - 0.000042037 * c
        let anomaly = m + center
        let distance = 1.000001018 * (1 - e * e) / (1 + e * Double.cos(anomaly))
        // Nutation (Meeus 22, arcseconds): its two largest terms (the moon's node, and twice the
        // sun's mean longitude); the next ones are under 0.25″, a hundredth of a second here.
        let node = Self.reduced(125.04452 - 1934.136261 * c) * degree
        let sinNode = Double.sin(node)
        let cosNode = Double.cos(node)
        let sinL0 = Double.sin(l0)
        let cosL0 = Double.cos(l0)
        let arcsecond = degree / 3600
        let nutationLongitude = (-17.20 * sinNode - 1.32 * 2 * sinL0 * cosL0) * arcsecond
        let nutationObliquity = (9.20 * cosNode + 0.57 * (1 - 2 * sinL0 * sinL0)) * arcsecond
        let apparentLongitude = trueLongitude + nutationLongitude - 20.4898 * arcsecond / distance
        let obliquity =
            (23.439291111 - 0.0130041667 * c - 1.6389e-7 * c * c + 5.036e-7 * c * c * c) * degree
            + nutationObliquity
        let sinLambda = Double.sin(apparentLongitude)
        let cosEpsilon = Double.cos(obliquity)
        let rightAscension = Double.atan2(y: cosEpsilon * sinLambda, x: Double.cos(apparentLongitude))
        let sinDeclination = Double.sin(obliquity) * sinLambda
        // Greenwich apparent sidereal time (Meeus 12.4 plus the equation of the equinoxes).
        let uc = days / 36_525
        let sidereal =
            Self.reduced(280.46061837 + 360.98564736629 * days + 0.000387933 * uc * uc - uc * uc * uc / 38_710_000)
            * degree + nutationLongitude * cosEpsilon
        self.sinDeclination = sinDeclination
        self.cosDeclination = (1 - sinDeclination * sinDeclination).squareRoot()
        self.hourAngle = Self.wrapped(sidereal + longitude - rightAscension)
        self.distance = distance
    }

    /// `degrees` reduced to [0, 360).
    @inline(__always)
    static func reduced(_ degrees: Double) -> Double {
        degrees - 360 * (degrees / 360).rounded(.down)
    }

    /// `angle` (radians) wrapped to [-π, π).
    @inline(__always)
    static func wrapped(_ angle: Double) -> Double {
        let twoPi = 2 * Double.pi
        let shifted = angle + Double.pi
        return shifted - twoPi * (shifted / twoPi).rounded(.down) - Double.pi
    }
}
