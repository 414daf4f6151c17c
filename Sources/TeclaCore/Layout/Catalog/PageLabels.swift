/// What the page keys and the space bar say, in the layout's own script: "123" and "ABC" on
/// English pages, "١٢٣", "أبج" and "مسافة" on Arabic ones, N'Ko digits and ߒߞߏ on N'Ko ones,
/// 한글 on Korean. The emoji page's way back to the letters and the shared symbols page use
/// them too.
public struct PageLabels: Hashable, Sendable, Codable {
    /// The key back to the letters.
    public var letters: String
    /// The key to the numbers page.
    public var numbers: String
    /// The key to the symbols page.
    public var symbols: String
    /// The space bar.
    public var space: String

    public init(letters: String, numbers: String, symbols: String = "#+=", space: String) {
        self.letters = letters
        self.numbers = numbers
        self.symbols = symbols
        self.space = space
    }

    public static let english = PageLabels(letters: "ABC", numbers: "123", space: "space")
    public static let arabic = PageLabels(letters: "أبج", numbers: "١٢٣", space: "مسافة")
    /// N'Ko: its digits, its own name for the letters, and the open-box symbol for space (the
    /// keyboards it grew from label no space bar with a word).
    public static let nko = PageLabels(letters: "ߒߞߏ", numbers: "߁߂߃", space: "␣")
    /// Korean: 한글 back to the letters; the open-box symbol on space.
    public static let korean = PageLabels(letters: "한글", numbers: "123", space: "␣")
}
