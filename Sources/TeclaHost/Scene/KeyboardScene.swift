import TeclaCore
import TeclaKeyboard

/// What the keyboard view draws, worked out from the session's state so that the UIKit view
/// only paints: the suggestion bar (or the reply strip) on top, the keys below it, the key
/// preview and the long-press strip rising into the bar, and the swipe trail. Everything is in
/// the view's points, origin at the top left.
///
/// ```swift
/// let scene = KeyboardScene(state: host.session.state, replies: host.visibleReplies,
///                           appearance: .dark, usesBoldText: UIAccessibility.isBoldTextEnabled)
/// for cap in scene.caps { draw(cap) }
/// ```
///
/// Nothing can be drawn above an input view, so the bar is part of the keyboard's height and
/// the preview of a top-row key rises into it rather than above it.
///
/// - Complexity: O(keys + suggestions + trail points) to build.
public struct KeyboardScene: Hashable, Sendable {
    /// The bar's height: above the 44 pt minimum touch target, with room for a gloss line.
    public static let barHeight = 48.0

    /// One key cap.
    public struct Cap: Hashable, Sendable {
        public var keyID: String
        public var frame: Rect
        public var label: String
        public var style: KeyStyle
        /// Shift while it is on, a key under a finger.
        public var isHighlighted: Bool
        /// The return key of an empty field that enables it automatically is drawn dimmed.
        public var isEnabled: Bool
        /// What VoiceOver says; nil for spacers, which are not elements.
        public var accessibilityLabel: String?
        /// "selected" for shift and caps lock while on.
        public var accessibilityValue: String?
    }

    /// The enlarged letter over a pressed key.
    public struct Preview: Hashable, Sendable {
        public var frame: Rect
        public var label: String
    }

    /// The long-press alternates.
    public struct AlternatesStrip: Hashable, Sendable {
        public var frames: [Rect]
        public var options: [String]
        public var selectedIndex: Int
    }

    /// What a tap on the bar does.
    public enum BarTarget: Hashable, Sendable {
        case suggestion(Int)
        case reply(Int)
        case dismissReplies
        /// The reply key: the app reads the latest screenshots and writes replies back.
        case requestReplies
    }

    /// One entry of the bar.
    public struct BarItem: Hashable, Sendable {
        public var frame: Rect
        public var title: String
        public var gloss: String?
        /// The autocorrection space will commit.
        public var isHighlighted: Bool
        public var target: BarTarget
    }

    /// One element VoiceOver moves through: a key or a bar entry.
    public struct AccessibleElement: Hashable, Sendable {
        public enum Role: Hashable, Sendable {
            /// A key of the keyboard (`.keyboardKey`): typed on lift, as VoiceOver's typing modes expect.
            case key
            /// A suggestion, a reply or the strip's close button (`.button`).
            case button
        }
        public var frame: Rect
        public var label: String
        public var value: String?
        public var role: Role
        /// Shift or caps lock while on.
        public var isSelected: Bool
        public var isEnabled: Bool
    }

    public var size: Size
    public var palette: ScenePalette
    public var usesBoldText: Bool
    public var direction: TextDirection
    public var caps: [Cap]
    public var preview: Preview?
    public var alternates: AlternatesStrip?
    public var bar: [BarItem]
    /// The finger's path while a swipe is under way.
    public var trail: [Point]

    /// - Parameters:
    ///   - replies: the reply strip's replies when it is shown; it then takes the bar's place.
    ///   - offersReplyKey: whether the reply key leads the bar (the suggestions share the rest).
    ///   - systemIsDark: the system's appearance, used when the field asks for the default one.
    public init(
        state: KeyboardState, replies: [String] = [], offersReplyKey: Bool = false, appearance: KeyboardAppearance = .default,
        systemIsDark: Bool = false, usesBoldText: Bool = false
    ) {
        let bar = Self.barHeight
        size = Size(width: state.size.width, height: state.size.height + bar)
        palette = ScenePalette(appearance: appearance, systemIsDark: systemIsDark)
        self.usesBoldText = usesBoldText
        direction = state.direction
        caps = state.page.keys.map { key in Self.cap(for: key, in: state, offset: bar) }
        alternates = state.alternates.map { popup in
            AlternatesStrip(
                frames: popup.frames.map { Self.clamped($0.offsetBy(dy: bar), width: state.size.width) }, options: popup.options,
                selectedIndex: popup.selectedIndex)
        }
        preview = nil
        if state.alternates == nil, let id = state.pressedKeyID, let key = state.page.key(id: id), key.style == .character,
            !key.label.isEmpty
        {
            preview = Preview(frame: Self.previewFrame(for: key.frame.offsetBy(dy: bar), width: state.size.width), label: key.label)
        }
        if !replies.isEmpty {
            self.bar = Self.replyItems(replies, width: state.size.width, direction: state.direction)
        } else if offersReplyKey {
            // The reply key at the leading end, the suggestions sharing what is left.
            let key = Self.replyKey(width: state.size.width, direction: state.direction)
            let rest = state.size.width - key.frame.width
            let start = state.direction == .leftToRight ? key.frame.width : 0
            self.bar = [key] + Self.suggestionItems(state.suggestions, width: rest, startingAt: start, direction: state.direction)
        } else {
            self.bar = Self.suggestionItems(state.suggestions, width: state.size.width, direction: state.direction)
        }
        trail = state.swipe.map { $0.isActive ? $0.points.map { Point(x: $0.x, y: $0.y + bar) } : [] } ?? []
    }

    /// What VoiceOver reads, in order: the bar, then the keys row by row (spacers are skipped).
    /// The view rebuilds its elements only when this changes, not on every touch.
    public var accessibleElements: [AccessibleElement] {
        let bar = self.bar.map { item in
            AccessibleElement(
                frame: item.frame, label: Self.accessibilityLabel(of: item), value: item.gloss, role: .button,
                isSelected: false, isEnabled: true)
        }
        let keys = caps.compactMap { cap in
            cap.accessibilityLabel.map { label in
                AccessibleElement(
                    frame: cap.frame, label: label, value: cap.accessibilityValue, role: .key, isSelected: cap.accessibilityValue != nil,
                    isEnabled: cap.isEnabled)
            }
        }
        return bar + keys
    }

    /// Where a point of the view falls on the session's keyboard (which starts under the bar).
    public func keyboardPoint(for viewPoint: Point) -> Point {
        Point(x: viewPoint.x, y: viewPoint.y - Self.barHeight)
    }

    /// Whether a touch at `viewPoint` belongs to the bar rather than to the keys.
    public func isInBar(_ viewPoint: Point) -> Bool {
        viewPoint.y < Self.barHeight
    }

    /// The bar entry under `viewPoint`, if any.
    public func barTarget(at viewPoint: Point) -> BarTarget? {
        guard isInBar(viewPoint) else { return nil }
        return bar.first { $0.frame.minX <= viewPoint.x && viewPoint.x < $0.frame.maxX }?.target
    }

    // MARK: Building

    static func cap(for key: Key, in state: KeyboardState, offset: Double) -> Cap {
        var label = key.label
        var style = key.style
        var isHighlighted = key.id == state.pressedKeyID
        var isEnabled = true
        var value: String?
        switch key.action {
        case .return:
            label = state.returnKey.label
            if state.returnKey.isPrimary { style = .primary }
            isEnabled = state.returnKey.isEnabled
        case .shift:
            if state.shift == .capsLock { label = "⇪" }
            if state.shift != .off {
                isHighlighted = true
                value = "selected"
            }
        default: break
        }
        return Cap(
            keyID: key.id, frame: key.frame.offsetBy(dy: offset), label: label, style: style, isHighlighted: isHighlighted,
            isEnabled: isEnabled, accessibilityLabel: accessibilityLabel(for: key, state: state), accessibilityValue: value)
    }

    /// What VoiceOver reads for a key: its letter, or what a function key does.
    static func accessibilityLabel(for key: Key, state: KeyboardState) -> String? {
        switch key.action {
        case .character(let text): return key.label.isEmpty ? text : key.label
        case .space: return "space"
        case .delete: return "delete"
        case .return: return state.returnKey.label
        case .shift: return state.shift == .capsLock ? "caps lock" : "shift"
        case .page(let page):
            switch page {
            case .letters: return "letters"
            case .numbers: return "numbers"
            case .symbols: return "symbols"
            case .emoji: return "emoji"
            default: return page.rawValue
            }
        case .emojiCategory(let category): return category
        case .nextLayout: return "next layout"
        case .nextInputMode: return "next keyboard"
        case .dismiss: return "hide keyboard"
        case .none: return nil
        }
    }

    /// The preview sits on top of the key, wider than it, and never leaves the view: at the
    /// edges it slides inwards, on the top row it rises only into the bar.
    static func previewFrame(for key: Rect, width: Double) -> Rect {
        let previewWidth = key.width + 16
        let previewHeight = key.height + 12
        let frame = Rect(x: key.midX - previewWidth / 2, y: key.minY - previewHeight + 4, width: previewWidth, height: previewHeight)
        return clamped(frame, width: width)
    }

    static func clamped(_ frame: Rect, width: Double) -> Rect {
        let x = min(max(0, frame.minX), max(0, width - frame.width))
        return Rect(x: x, y: max(0, frame.minY), width: frame.width, height: frame.height)
    }

    /// Up to three equal slots over `width` points from `start`, in reading order: the first
    /// suggestion on the right in a right-to-left layout. A verbatim word is quoted when a
    /// correction is on offer.
    static func suggestionItems(_ slots: [SuggestionSlot], width: Double, startingAt start: Double = 0, direction: TextDirection) -> [BarItem] {
        let shown = Array(slots.prefix(3))
        guard !shown.isEmpty else { return [] }
        let offersCorrection = shown.contains { $0.isAutocorrection }
        let slotWidth = width / Double(shown.count)
        return shown.enumerated().map { index, slot in
            let column = direction == .rightToLeft ? shown.count - 1 - index : index
            let title = slot.kind == .verbatim && offersCorrection ? "“\(slot.text)”" : slot.text
            return BarItem(
                frame: Rect(x: start + Double(column) * slotWidth, y: 0, width: slotWidth, height: barHeight), title: title, gloss: slot.gloss,
                isHighlighted: slot.isAutocorrection, target: .suggestion(index))
        }
    }

    /// What VoiceOver says for a bar entry: its title, or what a symbol stands for.
    static func accessibilityLabel(of item: BarItem) -> String {
        switch item.target {
        case .dismissReplies: "close replies"
        case .requestReplies: "reply from screenshots"
        case .suggestion, .reply: item.title
        }
    }

    /// Width of the reply key: a full touch target with room for its word.
    static let replyKeyWidth = 96.0

    /// The reply key at the bar's leading end: the host offers it while the field is empty (a new
    /// message), which is when a reply is wanted.
    static func replyKey(width: Double, direction: TextDirection) -> BarItem {
        let keyWidth = min(replyKeyWidth, width)
        let x = direction == .rightToLeft ? width - keyWidth : 0
        return BarItem(
            frame: Rect(x: x, y: 0, width: keyWidth, height: barHeight), title: "✦ Reply", gloss: nil, isHighlighted: false,
            target: .requestReplies)
    }

    /// The replies side by side with a close button at the trailing end.
    static func replyItems(_ replies: [String], width: Double, direction: TextDirection) -> [BarItem] {
        let shown = Array(replies.prefix(3))
        let close = 40.0
        let slotWidth = (width - close) / Double(shown.count)
        let rightToLeft = direction == .rightToLeft
        var items = shown.enumerated().map { index, reply in
            let x = rightToLeft ? width - Double(index + 1) * slotWidth : Double(index) * slotWidth
            return BarItem(
                frame: Rect(x: x, y: 0, width: slotWidth, height: barHeight), title: reply, gloss: nil, isHighlighted: false,
                target: .reply(index))
        }
        items.append(
            BarItem(
                frame: Rect(x: rightToLeft ? 0 : width - close, y: 0, width: close, height: barHeight), title: "✕", gloss: nil,
                isHighlighted: false, target: .dismissReplies))
        return items
    }
}

extension Rect {
    fileprivate func offsetBy(dy: Double) -> Rect {
        Rect(x: minX, y: minY + dy, width: width, height: height)
    }

}
