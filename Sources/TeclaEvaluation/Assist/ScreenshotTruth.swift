import TeclaAssist
import TeclaKeyboard
import TeclaScripts
import TeclaTouch
import TeclaLanguage
import TeclaCore
/// The ground truth of a rendered chat screenshot (Scripts/assets/chat-fixtures/render.py writes one
/// JSON file beside each PNG): the messages whose bubbles are on screen, read from the page's DOM.
public struct ScreenshotTruth: Hashable, Sendable, Codable {
    public struct TruthMessage: Hashable, Sendable, Codable {
        public var speaker: Speaker
        public var name: String?
        public var text: String
        /// "full" when the whole bubble is on screen, "partial" when the header or the input bar
        /// hides part of it (not scored: neither required nor counted as spurious).
        public var visibility: String

        public var isFull: Bool { visibility == "full" }
    }

    public var image: String
    public var chat: String
    /// "dev" (looked at while tuning) or "test" (only measured).
    public var split: String
    public var style: String
    public var theme: String
    public var title: String
    public var group: Bool
    public var messages: [TruthMessage]
    /// What the replies to this chat must do (the chats written for the reply cases have it).
    public var expect: ReplyExpectation?
}
