/// How Fajr (and an angle-based Maghrib) is placed on the dates when the sun
/// sets but never gets as far below the horizon as the method's angle (London
/// in June at 18°). It applies only on those dates; wherever the sun reaches
/// the angle, the astronomical instant is used.
///
/// The night runs from sunset (the sun's centre 0.833° below the horizon) to
/// the next sunrise. Fajr is then:
/// - ``middleOfNight``: sunset + night / 2 (continuous with the astronomical
///   Fajr where the sun just reaches the angle at solar midnight);
/// - ``seventhOfNight``: sunrise − night / 7;
/// - ``twilightAngle``: sunrise − (angle / 60) · night.
/// An angle-based Maghrib that the sun does not reach is mirrored: sunset +
/// night / 2, sunset + night / 7, sunset + (angle / 60) · night.
public enum HighLatitudeRule: String, CaseIterable, Sendable, Codable {
    case middleOfNight = "middle-of-night"
    case seventhOfNight = "seventh-of-night"
    case twilightAngle = "twilight-angle"

    /// The default: ``middleOfNight`` (continuous in time where the rule takes over).
    public static let standard: HighLatitudeRule = .middleOfNight

    /// The part of the night between sunset or sunrise and the boundary, for a method angle in degrees.
    func portion(angle: Double) -> Double {
        switch self {
        case .middleOfNight: return 0.5
        case .seventhOfNight: return 1.0 / 7
        case .twilightAngle: return angle / 60
        }
    }
}
