import AyahSettingsCore
import ArgumentParser

/// How Arabic is shown in a terminal.
package struct DisplayOptions: ParsableArguments {
    @Flag(help: "Shape and reorder Arabic for terminals without bidi support (also AYAH_BIDI=visual).")
    package var visual = false

    @Flag(help: "Logical order without bidi isolates (also AYAH_BIDI=plain).")
    package var plain = false

    package init() {}

    package var arguments: DisplayArguments { DisplayArguments(visual: visual, plain: plain) }
}
