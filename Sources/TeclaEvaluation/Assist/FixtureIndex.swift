import TeclaAssist
import TeclaKeyboard
import TeclaScripts
import TeclaTouch
import TeclaLanguage
import TeclaCore
/// The list of rendered screenshots and scroll sequences (`index.json` beside the PNGs).
public struct FixtureIndex: Hashable, Sendable, Codable {
    public struct Sequence: Hashable, Sendable, Codable {
        public var chat: String
        public var split: String
        /// The screenshots, top of the chat first.
        public var images: [String]
        /// Every message the screenshots show, in order, once.
        public var messages: [ScreenshotTruth.TruthMessage]
    }

    public var images: [String]
    public var sequences: [Sequence]
}
