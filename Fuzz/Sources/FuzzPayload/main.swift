// libFuzzer target: what `ayah today --from-payload --format` does with an
// AyahData.json anyone who can write the container may have made: decode,
// validate (PayloadValidation), and render templates. Must never crash; a
// payload that validates renders every template with no control character
// from a field and exactly one line per template line. Whatever PayloadReader
// (the Codable-free reader `--from-payload` uses) reads, JSONDecoder reads the
// same from the same bytes.
import AyahKit
import AyahShared

let templates = [
    "{reference} · {localDate}", "{translationShort}", "{arabicTextShort}\n{hijriDate} {surah}:{ayah}",
    "{{{timeZone}}} {dayStartsAt} {start}-{end} {nextReload} {basmala}{deepLink}",
].compactMap { try? PayloadTemplate(parsing: $0) }

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    if let fast = PayloadReader.read(bytes) {
        check((try? PayloadCoding.decodeWithJSONDecoder(bytes)) == fast, "PayloadReader and JSONDecoder differ")
    }
    guard let payload = try? PayloadCoding.decode(bytes) else { return 0 }
    let problem = PayloadValidation.problem(in: payload)
    guard let fields = try? PayloadFields(payload) else { return 0 }
    for template in templates {
        guard let text = try? template.render(fields) else { continue }
        if problem == nil {
            let lines = template.parts.reduce(1) { total, part in
                if case let .text(literal) = part { return total + literal.filter { $0 == "\n" }.count }
                return total
            }
            check(text.split(separator: "\n", omittingEmptySubsequences: false).count == lines, "a field added a line")
            check(
                !text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) },
                "a control character reached the output")
        }
    }
    guard problem == nil else { return 0 }
    // A valid payload stays valid through the reader's view of a later instant and a round trip.
    let later = payload.current(at: payload.today.end)
    check(PayloadValidation.problem(in: later) == nil, "current(at:) made an invalid payload")
    if let encoded = try? PayloadCoding.encode(payload), let again = try? PayloadCoding.decode(encoded) {
        check(PayloadValidation.problem(in: again) == nil, "a valid payload failed after a round trip")
    }
    return 0
}

func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError(message()) }
}
