/// The text of a CSV file (RFC 4180: quoted fields may hold commas, quotes and newlines), for
/// evaluation commands that read chat data such as `Q,A,label` rows.
enum CSVText {
    /// The rows of `text`, each as its fields.
    static func rows(_ text: String) -> [[String]] {
        var rows: [[String]] = []
        var row: [String] = []
        var field = ""
        var quoted = false
        var iterator = text.makeIterator()
        var pending: Character? = nil
        while let c = pending ?? iterator.next() {
            pending = nil
            if quoted {
                if c == "\"" {
                    let next = iterator.next()
                    if next == "\"" { field.append("\"") } else { quoted = false; pending = next }
                } else {
                    field.append(c)
                }
            } else if c == "\"" && field.isEmpty {
                quoted = true
            } else if c == "," {
                row.append(field); field = ""
            } else if c == "\n" || c == "\r\n" || c == "\r" {
                row.append(field); field = ""
                rows.append(row); row = []
            } else {
                field.append(c)
            }
        }
        if !field.isEmpty || !row.isEmpty { row.append(field); rows.append(row) }
        return rows
    }

    /// One line of text per row, after the header: the row's fields that are not numbers (a
    /// label column), joined by newlines so that each field stays its own turn.
    static func textLines(_ text: String) -> [String] {
        rows(text).dropFirst().map { fields in
            fields.filter { field in !field.isEmpty && !field.allSatisfy(\.isNumber) }.joined(separator: "\n")
        }.filter { !$0.isEmpty }
    }
}
