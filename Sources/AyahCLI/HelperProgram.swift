import AyahPlatform

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
}
