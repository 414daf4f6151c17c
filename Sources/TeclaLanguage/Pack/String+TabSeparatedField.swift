extension String {
    /// The text as one field of a tab-separated line: tabs and line breaks inside it, which would
    /// split the field or the line, become spaces.
    var tabSeparatedField: String { String(map { $0 == "\t" || $0.isNewline ? " " : $0 }) }
}
