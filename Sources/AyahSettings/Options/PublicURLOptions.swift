import ArgumentParser
import AyahSettingsCore
import AyahShared

/// `--public-url ORIGIN` (default: `$AYAH_PUBLIC_URL`): the origin the server
/// is reached at, from which absolute links are written: `/embed`'s oEmbed
/// discovery link, each calendar event's `URL`, and feed links. Taken by
/// `ayah serve` (handed to `ayah-server`), `ayah calendar`, `ayah feed` and
/// `ayah export`, so a command and a server given the same origin write the
/// same bytes. Without it there is no discovery link and no `URL`, and feed
/// links stay paths: the server never learns its origin from `Host`.
package struct PublicURLOptions: ParsableArguments {
    @Option(
        name: .customLong("public-url"),
        help: ArgumentHelp(
            "The origin the server is reached at, scheme://host[:port] with http or https and no path (default: $AYAH_PUBLIC_URL). With it, /embed carries the oEmbed discovery link, calendar events carry URL:ORIGIN/v1/days/DATE and feed links are absolute; without it they are left out (feed links stay paths).",
            valueName: "origin"))
    package var publicURL: String?

    package init() {}

    /// The origin given by the option, else by `AYAH_PUBLIC_URL` (empty: none),
    /// checked; nil when neither gives one.
    package func origin(in environment: CLIEnvironment) throws(CLIError) -> PublicOrigin? {
        try PublicURLSetting.origin(given: publicURL, in: environment)
    }
}
