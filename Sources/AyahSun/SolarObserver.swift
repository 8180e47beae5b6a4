import RealModule

/// The sun's altitude and transits at one place, and the instants it crosses
/// an altitude: the searches behind every boundary. Allocation-free.
package struct SolarObserver: Sendable {
    let sinLatitude: Double
    let cosLatitude: Double
    /// Radians, east positive.
    let longitude: Double

    /// The sun's mean angular speed in hour angle, radians per second.
    static let rate = 2 * Double.pi / 86_400
    /// The sun's horizontal parallax at 1 AU, radians (8.794″).
    static let parallax = 8.794 / 3600 * SolarPosition.degree

    package init(_ location: GeoLocation) {
        let latitude = location.latitude * SolarPosition.degree
        sinLatitude = Double.sin(latitude)
        cosLatitude = Double.cos(latitude)
        longitude = location.longitude * SolarPosition.degree
    }

    /// How a search over half a day ended.
    package enum Crossing: Sendable, Equatable {
        /// The sun crossed the altitude at this instant.
        case crossed(Double)
        /// The sun stayed above the altitude (it never got that low); the instant is the lower transit.
        case above(Double)
        /// The sun stayed below it (it never got that high); the instant is the upper transit.
        case below(Double)

        /// The crossing, or the transit that stands in for it.
        package var instant: Double {
            switch self {
            case .crossed(let t), .above(let t), .below(let t): return t
            }
        }
    }

    /// The sun's topocentric altitude (radians, no refraction) at unix instant `t`.
    @inline(__always)
    package func altitude(at t: Double) -> Double {
        altitude(SolarPosition(at: t, longitude: longitude))
    }

    @inline(__always)
    func altitude(_ sun: SolarPosition) -> Double {
        let sinAltitude =
            sinLatitude * sun.sinDeclination + cosLatitude * sun.cosDeclination * Double.cos(sun.hourAngle)
        let geocentric = Double.asin(min(1, max(-1, sinAltitude)))
        return geocentric - Self.parallax / sun.distance * Double.cos(geocentric)
    }

    /// The instant near `t` (within about 12 hours) when the sun's hour angle is
    /// `target` radians: 0 for the upper transit (solar noon), -π for the lower
    /// one (solar midnight). To well under a second.
    @inline(__always)
    package func transit(near t: Double, hourAngle target: Double) -> Double {
        var t = t
        for _ in 0..<4 {
            let sun = SolarPosition(at: t, longitude: longitude)
            let step = SolarPosition.wrapped(sun.hourAngle - target) / Self.rate
            t -= step
            if abs(step) < 0.001 { break }
        }
        return t
    }

    /// Where the sun crosses `altitude` (radians) going up between the lower
    /// transit `low` and the next upper transit `high`.
    package func rising(through altitude: Double, from low: Double, to high: Double) -> Crossing {
        let atLow = self.altitude(at: low)
        if atLow >= altitude { return .above(low) }
        let atHigh = self.altitude(at: high)
        if atHigh <= altitude { return .below(high) }
        return .crossed(search(altitude, low: low, high: high, rising: true))
    }

    /// Where the sun crosses `altitude` going down between the upper transit
    /// `high` and the next lower transit `low`.
    package func setting(through altitude: Double, from high: Double, to low: Double) -> Crossing {
        let atLow = self.altitude(at: low)
        if atLow >= altitude { return .above(low) }
        let atHigh = self.altitude(at: high)
        if atHigh <= altitude { return .below(high) }
        return .crossed(search(altitude, low: high, high: low, rising: false))
    }

    /// Newton's method on altitude(t) - target, kept inside a bracket that
    /// bisection shrinks whenever a step would leave it. `low` < `high` in time;
    /// the altitude is below the target at `low` when rising, at `high` when setting.
    @inline(__always)
    func search(_ target: Double, low: Double, high: Double, rising: Bool) -> Double {
        var below = rising ? low : high  // an instant with altitude < target
        var above = rising ? high : low  // one with altitude > target
        // First guess: the hour angle at which the declination at the middle reaches the altitude.
        let middle = SolarPosition(at: (low + high) / 2, longitude: longitude)
        let denominator = cosLatitude * middle.cosDeclination
        var t = (low + high) / 2
        if denominator > 1e-9 {
            let cosH = (Double.sin(target) - sinLatitude * middle.sinDeclination) / denominator
            let h = Double.acos(min(1, max(-1, cosH)))
            let transit = rising ? high : low  // the upper transit, hour angle 0
            let guess = rising ? transit - h / Self.rate : transit + h / Self.rate
            if guess > low && guess < high { t = guess }
        }
        for _ in 0..<60 {
            let sun = SolarPosition(at: t, longitude: longitude)
            let altitude = altitude(sun)
            let error = altitude - target
            if error < 0 { below = t } else { above = t }
            // d(altitude)/dt, the declination held fixed.
            let cosAltitude = Double.cos(altitude)
            let slope =
                -cosLatitude * sun.cosDeclination * Double.sin(sun.hourAngle) * Self.rate / max(cosAltitude, 1e-12)
            var next = slope != 0 ? t - error / slope : .nan
            let lo = min(below, above)
            let hi = max(below, above)
            if !(next > lo && next < hi) { next = (lo + hi) / 2 }
            if abs(next - t) < 0.0005 || hi - lo < 0.001 { return next }
            t = next
        }
        return t
    }
}
