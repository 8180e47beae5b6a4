import AyahShared

/// `--public-url ORIGIN` (default: `$AYAH_PUBLIC_URL`): the origin the server
/// is reached at, from which absolute links are written. Read by `ayah serve`,
/// `ayah-server`, `ayah calendar`, `ayah feed` and `ayah export` through this
/// one check, so a command and a server given the same origin write the same bytes.
package enum PublicURLSetting {
    /// The flag.
    package static let flag = "--public-url"
    /// The variable read when the flag is not given.
    package static let variable = "AYAH_PUBLIC_URL"

    /// The origin `given` names, else `AYAH_PUBLIC_URL` (empty: none),
    /// checked; nil when neither gives one.
    package static func origin(given: String?, in environment: CLIEnvironment) throws(CLIError) -> PublicOrigin? {
        let text: String
        let source: String
        if let given {
            text = given
            source = flag
        } else if let value = environment.variables[variable], !value.isEmpty {
            text = value
            source = variable
        } else {
            return nil
        }
        do { return try PublicOrigin(text) } catch {
            throw .usage(
                "\(source) \(MessageText.quoted(text)) is not an origin (\(error.description)); give scheme://host[:port] such as https://ayah.example.org"
            )
        }
    }
}
