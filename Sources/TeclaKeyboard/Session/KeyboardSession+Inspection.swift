import TeclaCore
import TeclaTouch

/// What the internals view (the playground) shows of a session and a keyboard never pays for.
extension KeyboardSession {
    /// Starts recording how each tap on the letters page was judged (``lastTap``).
    @_spi(Inspection) public func inspectTaps() {
        if tapInspection == nil { tapInspection = TapInspection() }
    }

    /// The last tap on the letters page with probabilistic touch: where it was and how likely each
    /// key was to be meant (likeliest first, five at most), once ``inspectTaps()`` was called.
    @_spi(Inspection) public var lastTap: (point: Point, keys: [(key: Key, probability: Double)])? { tapInspection?.lastTap }

    /// Records how a tap at `point` about to be typed was judged.
    func recordTap(at point: Point) {
        guard tapInspection != nil, pageID == .letters, let model = nextCharacterModel, document.traits.allowsSuggestions else { return }
        let keys = tapResolution.probabilities(
            at: point, geometry: geometry(of: currentPage), adaptation: touchAdaptation, model: model, textBeforeCursor: document.textBeforeCursor, limit: 5)
        tapInspection?.lastTap = keys.isEmpty ? nil : (point, keys)
    }
}
