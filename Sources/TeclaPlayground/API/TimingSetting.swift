import TeclaKeyboard

/// A timing threshold or distance of ``KeyboardSettings`` that a client may set when it creates
/// a session, with the range the server accepts. `GET /api/options` lists them all, so the page
/// builds its controls from this one table.
///
/// ```json
/// {"name": "longPressDelay", "label": "Long-press delay", "unit": "s",
///  "minimum": 0.15, "maximum": 1.5, "step": 0.05, "defaultValue": 0.4}
/// ```
public struct TimingSetting: Hashable, Sendable, Codable {
    /// The field's name in ``SessionSettings`` (and in the JSON).
    public var name: String
    /// What the settings panel calls it.
    public var label: String
    /// Seconds (`s`), points (`pt`), key widths or a count.
    public var unit: String
    public var minimum: Double
    public var maximum: Double
    /// The panel's step between values.
    public var step: Double
    /// The engine's default.
    public var defaultValue: Double

    /// Every timing setting, in the order the panel shows them.
    public static let all: [TimingSetting] = {
        let engine = KeyboardSettings()
        return [
            TimingSetting("longPressDelay", "Long-press delay", "s", 0.15...1.5, step: 0.05, engine.longPressDelay),
            TimingSetting("doubleSpaceWindow", "Double-space window", "s", 0.1...1.5, step: 0.05, engine.doubleSpaceWindow),
            TimingSetting("capsLockWindow", "Caps-lock double tap", "s", 0.1...1.0, step: 0.05, engine.capsLockWindow),
            TimingSetting("backspaceInitialDelay", "Backspace repeat after", "s", 0.2...2.0, step: 0.05, engine.backspace.initialDelay),
            TimingSetting("backspaceInterval", "Backspace repeat every", "s", 0.02...0.5, step: 0.01, engine.backspace.interval),
            TimingSetting(
                "backspaceWordDeletionAfter", "Delete whole words after", "s", 0.5...10, step: 0.25, engine.backspace.wordDeletionAfter),
            TimingSetting("swipeStartDistance", "Swipe starts after", "key widths", 0.3...3, step: 0.1, engine.swipeStartDistance),
            TimingSetting("spaceDragStartDistance", "Space-bar drag starts after", "pt", 4...60, step: 1, engine.spaceDragStartDistance),
            TimingSetting("spaceDragStep", "Cursor moves one character per", "pt", 2...40, step: 1, engine.spaceDragStep),
            TimingSetting("swipePreviewInterval", "Swipe preview every", "s", 0.02...1, step: 0.02, engine.swipePreviewInterval),
            TimingSetting("emojiRecentsLimit", "Recent emoji kept", "emoji", 0...100, step: 1, Double(engine.emojiRecentsLimit)),
        ]
    }()

    init(_ name: String, _ label: String, _ unit: String, _ range: ClosedRange<Double>, step: Double, _ defaultValue: Double) {
        self.name = name
        self.label = label
        self.unit = unit
        self.minimum = range.lowerBound
        self.maximum = range.upperBound
        self.step = step
        self.defaultValue = defaultValue
    }

    /// Sets this threshold in the engine's settings.
    func apply(_ value: Double, to settings: inout KeyboardSettings) {
        switch name {
        case "longPressDelay": settings.longPressDelay = value
        case "doubleSpaceWindow": settings.doubleSpaceWindow = value
        case "capsLockWindow": settings.capsLockWindow = value
        case "backspaceInitialDelay": settings.backspace.initialDelay = value
        case "backspaceInterval": settings.backspace.interval = value
        case "backspaceWordDeletionAfter": settings.backspace.wordDeletionAfter = value
        case "swipeStartDistance": settings.swipeStartDistance = value
        case "spaceDragStartDistance": settings.spaceDragStartDistance = value
        case "spaceDragStep": settings.spaceDragStep = value
        case "swipePreviewInterval": settings.swipePreviewInterval = value
        case "emojiRecentsLimit": settings.emojiRecentsLimit = Int(value.rounded())
        default: preconditionFailure("TimingSetting.all and apply(_:to:) disagree on \(name)")
        }
    }
}
