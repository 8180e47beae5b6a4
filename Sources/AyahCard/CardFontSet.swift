import CAyahCardShim

/// The C font set (a private fontconfig configuration over exactly the card's
/// font files, and Pango's font map over it). Not thread-safe: ``CardRenderer``
/// uses it under a lock.
final class CardFontSet {
    private let handle: OpaquePointer
    /// The fonts it holds, in the order given.
    let fonts: [CardFont]

    init(_ fonts: [CardFont]) throws(CardError) {
        var error = [CChar](repeating: 0, count: 1024)
        let paths = fonts.map(\.path)
        let pointers = paths.map { CString.copy($0) }
        defer { for pointer in pointers { CString.release(pointer) } }
        let constant = pointers.map { UnsafePointer<CChar>?($0) }
        let created = ayah_card_fonts_create(constant, Int32(constant.count), &error, error.count)
        guard let created else { throw .unusableFont(Self.text(error)) }
        handle = created
        self.fonts = fonts
    }

    deinit { ayah_card_fonts_destroy(handle) }

    func measure(_ text: CardText) throws(CardError) -> CardTextExtents {
        var out = ayah_text_extents()
        let status = text.withC { ayah_card_measure(handle, [$0], &out) }
        guard status == 0 else { throw .renderFailed("cannot lay out the text \(text.text.prefix(40))") }
        return CardTextExtents(
            ink: CardRect(x: out.ink_x, y: out.ink_y, width: out.ink_width, height: out.ink_height),
            logical: CardRect(x: out.logical_x, y: out.logical_y, width: out.logical_width, height: out.logical_height),
            lines: Int(out.lines), ellipsized: out.ellipsized != 0)
    }

    func lines(_ text: CardText) throws(CardError) -> [CardLine] {
        var runCapacity = 64
        var glyphCapacity = 2048
        while true {
            var runs = [ayah_run](repeating: ayah_run(), count: runCapacity)
            var glyphs = [UInt32](repeating: 0, count: glyphCapacity)
            var advances = [Int32](repeating: 0, count: glyphCapacity)
            var runCount: Int32 = 0
            var glyphCount: Int32 = 0
            var lineCount: Int32 = 0
            let status = text.withC { c in
                ayah_card_glyphs(
                    handle, [c], &runs, Int32(runCapacity), &glyphs, &advances, Int32(glyphCapacity), &runCount,
                    &glyphCount, &lineCount)
            }
            if status == -2 {
                runCapacity = Int(runCount)
                glyphCapacity = Int(glyphCount)
                continue
            }
            guard status == 0 else { throw .renderFailed("cannot lay out the text \(text.text.prefix(40))") }
            let utf8 = Array(text.text.utf8)
            var lines = [CardLine](repeating: CardLine(runs: []), count: Int(lineCount))
            for run in runs.prefix(Int(runCount)) {
                let start = min(utf8.count, Int(run.byte_start))
                let end = min(utf8.count, start + Int(run.byte_length))
                let glyphRange = Int(run.glyph_start)..<Int(run.glyph_start + run.glyph_count)
                lines[Int(run.line)].runs.append(
                    CardRun(
                        text: String(decoding: utf8[start..<end], as: UTF8.self), byteOffset: start,
                        font: fonts.indices.contains(Int(run.font)) ? fonts[Int(run.font)] : nil, rtl: run.rtl != 0,
                        glyphs: Array(glyphs[glyphRange]), advances: Array(advances[glyphRange])))
            }
            return lines
        }
    }

    /// Draws `operations` onto a canvas and encodes it.
    func render(_ canvas: CardCanvas, _ operations: [CardOperation]) throws(CardError) -> [UInt8] {
        // Every string the C side reads, copied once and freed after the call.
        var strings: [UnsafeMutablePointer<CChar>] = []
        defer { for pointer in strings { CString.release(pointer) } }
        func c(_ text: String) -> UnsafePointer<CChar>? {
            let pointer = CString.copy(text)
            strings.append(pointer)
            return UnsafePointer(pointer)
        }
        let ops = operations.map { operation -> ayah_op in
            var op = ayah_op()
            op.kind = operation.kind.rawValue
            op.x = operation.rect.x
            op.y = operation.rect.y
            op.width = operation.rect.width
            op.height = operation.rect.height
            op.radius = operation.radius
            op.color = operation.color.c
            op.color2 = operation.color2.c
            if let text = operation.text {
                op.text = ayah_text(
                    text: c(text.text), family: c(text.face.family), size: text.size, width: text.width,
                    rtl: text.rtl ? 1 : 0, centre: text.centred ? 1 : 0, line_spacing: text.lineSpacing,
                    max_lines: Int32(clamping: text.maxLines), bold: text.face.bold ? 1 : 0,
                    language: c(text.language))
            }
            return op
        }
        let keys = canvas.metadata.map { c($0.key) }
        let values = canvas.metadata.map { c($0.value) }
        var bytes: UnsafeMutablePointer<UInt8>?
        var length = 0
        var error = [CChar](repeating: 0, count: 1024)
        let status = keys.withUnsafeBufferPointer { keys in
            values.withUnsafeBufferPointer { values in
                var description = ayah_canvas(
                    width: Int32(canvas.width), height: Int32(canvas.height), format: canvas.format.rawValue,
                    antialias: canvas.antialias ? 1 : 0, keys: keys.baseAddress, values: values.baseAddress,
                    text_count: Int32(keys.count))
                return ayah_card_render(
                    handle, &description, ops, Int32(ops.count), &bytes, &length, &error, error.count)
            }
        }
        guard status == 0, let bytes else { throw .renderFailed(Self.text(error)) }
        defer { ayah_card_free(bytes) }
        return Array(UnsafeBufferPointer(start: bytes, count: length))
    }

    private static func text(_ buffer: [CChar]) -> String {
        String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// NUL-terminated copies of strings for C, allocated and freed by Swift.
enum CString {
    static func copy(_ text: String) -> UnsafeMutablePointer<CChar> {
        let utf8 = Array(text.utf8)
        let pointer = UnsafeMutablePointer<CChar>.allocate(capacity: utf8.count + 1)
        for (index, byte) in utf8.enumerated() { pointer[index] = CChar(bitPattern: byte) }
        pointer[utf8.count] = 0
        return pointer
    }

    static func release(_ pointer: UnsafeMutablePointer<CChar>) { pointer.deallocate() }
}
