/// How ``TerminalText/render(_:mode:)`` prepares a line for a terminal.
public enum BidiMode: String, Sendable, CaseIterable {
    /// Logical order (copy-paste safe) for terminals that implement bidi;
    /// mixed-direction lines get RLI…PDI isolates around their RTL runs.
    case isolated
    /// Shaped and reordered for terminals that draw cells left to right
    /// without bidi or Arabic shaping.
    case visual
    /// The text unchanged.
    case plain
}
