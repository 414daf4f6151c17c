import TeclaCore
import TeclaLanguage

/// The public ways in, each one ``handle(_:)`` with an input.
extension KeyboardSession {
    /// Performs a key's action through the pipeline (``handle(_:)``).
    @discardableResult
    public func perform(_ action: KeyAction) -> SessionOutput {
        handle(.key(action))
    }

    /// Accepts the slot at `index`: the word being typed, marked text included, is replaced by
    /// it (a prediction is inserted), followed by a space. Right after a swipe, one of the
    /// gesture's other readings replaces the swiped word.
    @discardableResult
    public func selectSuggestion(at index: Int) -> SessionOutput {
        handle(.suggestion(index))
    }

    /// Switches to the layout `id` (keeping the same size and options).
    @discardableResult
    public func selectLayout(id: String) throws(LayoutError) -> SessionOutput {
        _ = try catalog.layout(id: id, metrics: metrics, options: layoutOptions)
        return handle(.layout(id: id))
    }

    /// The app being typed in changed the text or moved the cursor: forget composition, recompute shift.
    @discardableResult
    public func documentDidChange() -> SessionOutput {
        handle(.host(.textDidChange))
    }

    /// Another text field took the keyboard, or the field changed its traits: the page follows
    /// the new field (digits for a one-time code), and touches, the swipe, the pending revert,
    /// the emoji page and any composition of the old field are dropped.
    @discardableResult
    public func fieldDidChange(traits: TextFieldTraits) -> SessionOutput {
        handle(.host(.fieldDidChange(traits)))
    }

    /// The keyboard changed size (rotation, split view) or options (the system's globe key):
    /// every layout is built anew for them; the text, the page and the shift state stay.
    @discardableResult
    public func resize(metrics: LayoutMetrics, options: LayoutOptions? = nil) throws(LayoutError) -> SessionOutput {
        let options = options ?? layoutOptions
        _ = try catalog.layout(id: layout.id, metrics: metrics, options: options)
        return handle(.host(.resize(metrics: metrics, options: options)))
    }

    /// The same, at iPhone portrait metrics for `width`.
    @discardableResult
    public func resize(width: Double, options: LayoutOptions? = nil) throws(LayoutError) -> SessionOutput {
        try resize(metrics: .iPhonePortrait(width: width), options: options)
    }

    /// A memory warning: everything that can be rebuilt is let go — other languages' packs and
    /// swipe indexes, the key geometry caches, the emoji page when it is not shown, shared
    /// read-only data (the swipe re-ranker, the emoji catalog) — and comes back when next used.
    public func purgeCaches() {
        handle(.host(.memoryWarning))
    }

    func rememberEmoji(_ emoji: String) {
        // Cut to the limit and de-duplicated by the property itself.
        emojiRecents = [emoji] + emojiRecents.filter { $0 != emoji }
    }

    /// Builds the emoji page at this session's size.
    package var emojiPageBuilder: EmojiPageBuilder {
        EmojiPageBuilder(metrics: metrics, catalog: .bundled, labels: layout.labels)
    }
}
