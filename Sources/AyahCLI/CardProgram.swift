import AyahPlatform
import AyahSettings

/// `ayah-card`, the card renderer that `ayah card` and `ayah export --cards`
/// run from beside `ayah` or from the packaged folder (``HelperProgram``; so that `ayah` itself never links Pango or Cairo),
/// and the checks that turn its absence into one line naming what to install.
enum CardProgram {
    /// The renderer's program name.
    static let name = "ayah-card"

    /// The shared libraries `ayah-card` needs, each with the Debian package that ships it.
    static let libraries = [
        ("libpangocairo-1.0.so.0", "libpangocairo-1.0-0"), ("libpangoft2-1.0.so.0", "libpangoft2-1.0-0"),
        ("libpango-1.0.so.0", "libpango-1.0-0"), ("libcairo.so.2", "libcairo2"),
        ("libfontconfig.so.1", "libfontconfig1"), ("libpng16.so.16", "libpng16-16"),
    ]

    /// The path of `ayah-card` for this `ayah`, checked: it exists and is
    /// executable, and the libraries it links are installed (69 otherwise).
    static func locate(in environment: CLIEnvironment) throws(CLIError) -> String {
        let (renderer, found) = HelperProgram.path(name, forExecutable: environment.executablePath)
        guard found else {
            throw CLIError(
                message:
                    "the card renderer is not installed: no executable \(renderer) next to ayah; in the DailyAyah source tree, run scripts/build --no-run, then scripts/install (or install the Debian package)",
                code: ExitStatus.unavailable)
        }
        let missing = libraries.filter { !SharedLibrary.isLoadable($0.0) }.map(\.1)
        if !missing.isEmpty {
            throw CLIError(
                message:
                    "ayah-card needs libraries that are not installed; install them: apt-get install \(missing.joined(separator: " "))",
                code: ExitStatus.unavailable)
        }
        return renderer
    }
}
