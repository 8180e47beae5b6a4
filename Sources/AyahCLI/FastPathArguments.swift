/// The option words of a fast path (`today`'s, `progress status`'s), read past swift-argument-parser: each
/// `--name value` or `--name=value` in order, a flag alone. Anything the full parser must judge (a name given
/// twice unless it repeats, a flag with a value, a missing value or one that starts with `-`) gives nil.
enum FastPathArguments {
    /// The options in `arguments` as (name, value), the value nil for a flag of `flags`.
    static func options(_ arguments: ArraySlice<String>, flags: [String], repeatable: [String] = [])
        -> [(name: String, value: String?)]?
    {
        var rest = arguments
        // Names as given (a handful: a list, not hashed).
        var given: [(name: String, value: String?)] = []
        while let argument = rest.popFirst() {
            var name = argument
            var inline: String?
            if let eq = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<eq])
                inline = String(argument[argument.index(after: eq)...])
            }
            guard repeatable.contains(name) || !given.contains(where: { $0.name == name }) else { return nil }
            if flags.contains(name) {
                guard inline == nil else { return nil }
                given.append((name, nil))
                continue
            }
            guard let value = inline ?? rest.popFirst(), inline != nil || !value.hasPrefix("-") else { return nil }
            given.append((name, value))
        }
        return given
    }
}
