import ArgumentParser
import AyahSettings

/// Where `calendar` and `feed` write and the origin their links are written
/// from: `--output FILE` (else standard output) and `--public-url`.
struct PublishOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp("Write to this file (replaced atomically) instead of standard output.", valueName: "file"))
    var output: String?
    @OptionGroup var publicURL: PublicURLOptions
}
