import AyahText

/// Rows of cells laid out in aligned columns for a terminal: each column as
/// wide as its widest cell in display columns (so Arabic, combining marks and
/// wide characters count as the terminal shows them), separated by `gap`
/// spaces; the last column is not padded.
enum ColumnLayout {
    static func lines(_ rows: [[String]], gap: Int = 2) -> [String] {
        let count = rows.map(\.count).max() ?? 0
        var widths = [Int](repeating: 0, count: count)
        for row in rows {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], TerminalText.columns(cell)) }
        }
        return rows.map { row in
            var line = ""
            for (index, cell) in row.enumerated() {
                line += cell
                if index < row.count - 1 {
                    line += String(repeating: " ", count: widths[index] - TerminalText.columns(cell) + gap)
                }
            }
            return line
        }
    }
}
