extension KeyboardSettings {
    /// The settings with every number inside what the engine can honour: times 0–60 s, distances
    /// 0–1,000 (points or key widths), the backspace's acceleration 0–2, at most 1,000 recent
    /// emoji; a number that is not finite takes its default. Settings come from files and logs
    /// anyone can write: a word-deletion delay of 10¹² s once made each backspace repeat walk
    /// 10¹⁴ steps. Every value a person would choose is inside (the playground offers narrower ranges).
    public var bounded: KeyboardSettings {
        let defaults = KeyboardSettings()
        var settings = self
        func clamp(_ value: Double, _ range: ClosedRange<Double>, _ fallback: Double) -> Double {
            value.isFinite ? min(max(value, range.lowerBound), range.upperBound) : fallback
        }
        settings.doubleSpaceWindow = clamp(doubleSpaceWindow, 0...60, defaults.doubleSpaceWindow)
        settings.capsLockWindow = clamp(capsLockWindow, 0...60, defaults.capsLockWindow)
        settings.longPressDelay = clamp(longPressDelay, 0...60, defaults.longPressDelay)
        settings.swipeStartDistance = clamp(swipeStartDistance, 0...1_000, defaults.swipeStartDistance)
        settings.spaceDragStartDistance = clamp(spaceDragStartDistance, 0...1_000, defaults.spaceDragStartDistance)
        settings.spaceDragStep = clamp(spaceDragStep, 0...1_000, defaults.spaceDragStep)
        settings.swipePreviewInterval = clamp(swipePreviewInterval, 0...60, defaults.swipePreviewInterval)
        settings.emojiRecentsLimit = min(max(emojiRecentsLimit, 0), 1_000)
        let backspace = defaults.backspace
        settings.backspace.initialDelay = clamp(self.backspace.initialDelay, 0...60, backspace.initialDelay)
        settings.backspace.interval = clamp(self.backspace.interval, 0...60, backspace.interval)
        settings.backspace.acceleration = clamp(self.backspace.acceleration, 0...2, backspace.acceleration)
        settings.backspace.minimumInterval = clamp(self.backspace.minimumInterval, 0...60, backspace.minimumInterval)
        settings.backspace.wordDeletionAfter = clamp(self.backspace.wordDeletionAfter, 0...60, backspace.wordDeletionAfter)
        settings.backspace.wordInterval = clamp(self.backspace.wordInterval, 0...60, backspace.wordInterval)
        return settings
    }
}
