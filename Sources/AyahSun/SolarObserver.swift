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

    /// The sun at one instant: its position and its altitude.
    package struct Sample: Sendable {
        /// Unix seconds.
        package var time: Double
        /// Topocentric altitude in radians, no refraction.
        package var altitude: Double
        package var sun: SolarPosition
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

    /// The sun at unix instant `t`.
    @inline(__always)
    package func sample(at t: Double) -> Sample {
        let sun = SolarPosition(at: t, longitude: longitude)
        return Sample(time: t, altitude: altitude(sun), sun: sun)
    }

    /// The sun's topocentric altitude (radians, no refraction) at unix instant `t`.
    package func altitude(at t: Double) -> Double {
        sample(at: t).altitude
    }

    @inline(__always)
    func altitude(_ sun: SolarPosition) -> Double {
        let sinAltitude =
            sinLatitude * sun.sinDeclination + cosLatitude * sun.cosDeclination * Double.cos(sun.hourAngle)
        let geocentric = Double.asin(min(1, max(-1, sinAltitude)))
        return geocentric - Self.parallax / sun.distance * Double.cos(geocentric)
    }

    /// The transit near `t` (within 12 hours) at which the sun's hour angle is
    /// `target` radians: 0 for the upper transit (solar noon), -π for the lower
    /// one (solar midnight); to a hundredth of a second.
    ///
    /// The hour angle runs at the mean rate to within 0.04 %, so each step
    /// shrinks the error at least 2,500-fold; the last step is applied without
    /// another evaluation, and the sample's altitude is the one before it (the
    /// altitude is at its extremum there: a few seconds move it by under 0.1″).
    @inline(__always)
    package func transit(near t: Double, hourAngle target: Double) -> Sample {
        var sample = sample(at: t)
        for _ in 0..<4 {
            let step = SolarPosition.wrapped(sample.sun.hourAngle - target) / Self.rate
            if abs(step) < 20 {
                sample.time -= step
                return sample
            }
            sample = self.sample(at: sample.time - step)
        }
        return sample
    }

    /// Where the sun crosses `altitude` (radians) going up between the lower
    /// transit `low` and the next upper transit `high`.
    @inline(__always)
    package func rising(through altitude: Double, from low: Sample, to high: Sample) -> Crossing {
        if low.altitude >= altitude { return .above(low.time) }
        if high.altitude <= altitude { return .below(high.time) }
        return .crossed(search(altitude, below: low, above: high, transit: high))
    }

    /// Where the sun crosses `altitude` going down between the upper transit
    /// `high` and the next lower transit `low`.
    @inline(__always)
    package func setting(through altitude: Double, from high: Sample, to low: Sample) -> Crossing {
        if low.altitude >= altitude { return .above(low.time) }
        if high.altitude <= altitude { return .below(high.time) }
        return .crossed(search(altitude, below: low, above: high, transit: high))
    }

    /// Newton's method on altitude(t) − target between an instant below the
    /// target and one above it, kept inside that bracket (bisection whenever a
    /// step would leave it). `transit` is the upper transit (hour angle 0) of
    /// the half day searched.
    @inline(__always)
    func search(_ target: Double, below: Sample, above: Sample, transit: Sample) -> Double {
        var below = below.time
        var above = above.time
        let rising = below < above
        // First guess: the hour angle at which the transit's declination reaches the altitude.
        var t = (below + above) / 2
        let denominator = cosLatitude * transit.sun.cosDeclination
        if denominator > 1e-9 {
            let cosH = (Double.sin(target) - sinLatitude * transit.sun.sinDeclination) / denominator
            let h = Double.acos(min(1, max(-1, cosH))) / Self.rate
            let guess = rising ? transit.time - h : transit.time + h
            if guess > min(below, above) && guess < max(below, above) { t = guess }
        }
        for _ in 0..<80 {
            let sample = sample(at: t)
            let error = sample.altitude - target
            if error < 0 { below = t } else { above = t }
            // d(altitude)/dt with the declination held fixed.
            let slope =
                -cosLatitude * sample.sun.cosDeclination * Double.sin(sample.sun.hourAngle) * Self.rate
                / max(Double.cos(sample.altitude), 1e-12)
            let lo = min(below, above)
            let hi = max(below, above)
            var next = slope != 0 ? t - error / slope : (lo + hi) / 2
            if !(next > lo && next < hi) { next = (lo + hi) / 2 }
            if abs(next - t) < 0.02 || hi - lo < 0.02 { return next }
            t = next
        }
        return t
    }
}
