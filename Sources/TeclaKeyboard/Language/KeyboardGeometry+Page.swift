import TeclaCore
import TeclaLanguage

extension KeyboardGeometry {
    /// The corrector's view of a page: every key that types one character (and the space bar),
    /// at its centre, as wide and tall as its band (the cap plus the gap a touch still counts
    /// in), in the page's own points — the keys the user sees, whatever the layout.
    public init(page: KeyboardPage, metrics: LayoutMetrics) {
        var keys: [Character: Key] = [:]
        for row in page.rows {
            for key in row {
                let character: Character
                switch key.action {
                case .character(let text) where text.count == 1: character = Character(text.lowercased())
                case .space: character = " "
                default: continue
                }
                let centre = key.frame.center
                keys[character] = Key(x: centre.x, y: centre.y, width: key.frame.width + metrics.horizontalGap, height: metrics.rowHeight)
            }
        }
        self.init(keys: keys)
    }
}
