import AyahSettings
import AyahSettingsCore

/// `ayah-card`, the card renderer that `ayah card` and `ayah export --cards`
/// run (found by ``HelperProgram``), so that `ayah` itself never links Pango
/// or Cairo.
enum CardProgram {
    /// The renderer's program name.
    static let name = "ayah-card"

    /// The shared libraries `ayah-card` (and `ayah-server`, which draws cards
    /// too) needs, each with the Debian package that ships it.
    static let libraries: [(library: String, package: String)] = [
        ("libpangocairo-1.0.so.0", "libpangocairo-1.0-0"), ("libpangoft2-1.0.so.0", "libpangoft2-1.0-0"),
        ("libpango-1.0.so.0", "libpango-1.0-0"), ("libcairo.so.2", "libcairo2"),
        ("libfontconfig.so.1", "libfontconfig1"), ("libpng16.so.16", "libpng16-16"),
    ]

    /// The path of `ayah-card` for this `ayah`, checked: it exists and is
    /// executable, and the libraries it links are installed (69 otherwise).
    static func locate(in environment: CLIEnvironment) throws(CLIError) -> String {
        try HelperProgram.locate(name, role: "the card renderer", libraries: libraries, in: environment)
    }
}
