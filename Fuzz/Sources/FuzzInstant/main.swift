// libFuzzer target: the `--now` / `AYAH_NOW` instant parser, `CivilDate(iso:)`
// and the `--every` duration parser, on the input as a String.
import AyahTime

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)

    if let date = try? InstantParser.parse(text) {
        let seconds = date.timeIntervalSince1970
        check(seconds.isFinite, "\(text) parsed to \(seconds)")
        if text.hasPrefix("@") {
            check(seconds == seconds.rounded(), "\(text) parsed to a fraction \(seconds)")
        } else {
            // ISO form: years 0000-9999 and offsets under a day bound the instant.
            check(seconds >= -62_167_219_200 - 86_400 && seconds < 253_402_300_800 + 86_400, "\(text) parsed to \(seconds)")
        }
    }

    if let date = CivilDate(iso: text) {
        check(date.iso == text, "CivilDate(iso: \(text)) prints as \(date.iso)")
        check(CivilDate(daysSinceEpoch: date.daysSinceEpoch) == date, "\(text) does not round-trip through its day number")
    }

    if let seconds = try? DurationParser.parse(text) {
        check(seconds > 0 && seconds <= 3_153_600_000, "duration \(text) = \(seconds)")
    }
    return 0
}

func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError(message()) }
}
