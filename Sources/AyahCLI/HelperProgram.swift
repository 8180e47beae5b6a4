import AyahPlatform
import AyahSettings
import AyahSettingsCore

/// Where `ayah` finds the programs it hands work to (`ayah-server`,
/// `ayah-card`): beside itself (a source build, `scripts/install`), else
/// where the Debian package puts them, `../libexec/dailyayah/` relative to
/// the directory of `ayah` (`/usr/bin/ayah`: `/usr/libexec/dailyayah/NAME`).
enum HelperProgram {
    /// The packaged folder, relative to the directory of `ayah`.
    static let packagedFolder = "../libexec/dailyayah/"

    /// The program `name` for `ayah` at `executablePath`: beside it, else the
    /// packaged one; the first candidate when neither is executable.
    static func path(_ name: String, forExecutable executablePath: String) -> (path: String, found: Bool) {
        let directory = executablePath.split(separator: "/", omittingEmptySubsequences: false).dropLast()
            .joined(separator: "/")
        let base = directory.isEmpty ? "." : directory
        let candidates = [base + "/" + name, base + "/" + packagedFolder + name]
        for candidate in candidates where ProgramImage.isExecutable(candidate) { return (candidate, true) }
        return (candidates[0], false)
    }

    /// The path of the program `name` for this `ayah`, checked: it exists and
    /// is executable, and the shared `libraries` it links (each with the
    /// Debian package that ships it) are installed; else 69 in one line
    /// naming `role` and what to install.
    static func locate(
        _ name: String, role: String, libraries: [(library: String, package: String)], in environment: CLIEnvironment
    ) throws(CLIError) -> String {
        let (program, found) = path(name, forExecutable: environment.executablePath)
        guard found else {
            throw CLIError(
                message:
                    "\(role) is not installed: no executable \(program) next to ayah; in the DailyAyah source tree, run scripts/build --no-run, then scripts/install (or install the Debian package)",
                code: ExitStatus.unavailable)
        }
        let missing = libraries.filter { !SharedLibrary.isLoadable($0.library) }.map(\.package)
        if !missing.isEmpty {
            throw CLIError(
                message:
                    "\(name) needs libraries that are not installed; install them: apt-get install \(missing.joined(separator: " "))",
                code: ExitStatus.unavailable)
        }
        return program
    }
}
