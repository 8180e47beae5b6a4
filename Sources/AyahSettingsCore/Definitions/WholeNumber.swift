/// The one grammar of a whole number a person or a client gives (a setting, a
/// query parameter such as `limit` or `alarm`): an optional `-` or `+` and 1 to
/// 9 ASCII digits, so no text is read as a number by one reader and refused by another.
package enum WholeNumber {
    /// The number `text` writes when it is in `range`, else nil.
    package static func parse(_ text: String, in range: ClosedRange<Int>) -> Int? {
        let utf8 = text.utf8
        let digits = utf8.first == UInt8(ascii: "-") || utf8.first == UInt8(ascii: "+") ? utf8.dropFirst() : utf8[...]
        guard (1...9).contains(digits.count), digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
            let value = Int(text), range.contains(value)
        else { return nil }
        return value
    }
}
