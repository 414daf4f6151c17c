import TeclaCore

/// The colours of the keyboard for the field's appearance, as sRGB components the view turns
/// into `UIColor`s. Light matches the system keyboard's light grey; dark its near-black.
public struct ScenePalette: Hashable, Sendable {
    /// One sRGB colour, components in 0…1.
    public struct Color: Hashable, Sendable {
        public var red: Double
        public var green: Double
        public var blue: Double
        public var alpha: Double

        public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
            self.red = red
            self.green = green
            self.blue = blue
            self.alpha = alpha
        }

        init(white: Double, alpha: Double = 1) { self.init(red: white, green: white, blue: white, alpha: alpha) }
    }

    public var background: Color
    public var characterKey: Color
    public var functionKey: Color
    public var primaryKey: Color
    /// A key while a finger is on it.
    public var pressedKey: Color
    public var keyShadow: Color
    public var label: Color
    /// Labels on the accent-coloured return key.
    public var primaryLabel: Color
    /// Glosses, disabled return, the quotes around a verbatim word.
    public var secondaryLabel: Color
    /// The suggestion space will commit, and the selected long-press alternate.
    public var highlight: Color
    public var trail: Color

    /// The palette for `appearance`; `.default` follows the system, which the view passes as
    /// `isDark`.
    public init(appearance: KeyboardAppearance, systemIsDark: Bool = false) {
        let dark = appearance == .dark || (appearance != .light && systemIsDark)
        let accent = Color(red: 0.0, green: 0.48, blue: 1.0)
        if dark {
            background = Color(white: 0.11)
            characterKey = Color(white: 0.42)
            functionKey = Color(white: 0.27)
            pressedKey = Color(white: 0.55)
            keyShadow = Color(white: 0, alpha: 0.5)
            label = Color(white: 1)
            secondaryLabel = Color(white: 0.62)
            highlight = Color(white: 0.35)
        } else {
            background = Color(red: 0.82, green: 0.83, blue: 0.85)
            characterKey = Color(white: 1)
            functionKey = Color(red: 0.67, green: 0.69, blue: 0.73)
            pressedKey = Color(red: 0.67, green: 0.69, blue: 0.73)
            keyShadow = Color(white: 0, alpha: 0.3)
            label = Color(white: 0)
            secondaryLabel = Color(white: 0.45)
            highlight = Color(white: 1)
        }
        primaryKey = accent
        primaryLabel = Color(white: 1)
        trail = Color(red: accent.red, green: accent.green, blue: accent.blue, alpha: 0.7)
    }
}
