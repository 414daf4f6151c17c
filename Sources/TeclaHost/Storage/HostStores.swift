import Foundation
import TeclaKeyboard
import TeclaLanguage
import TeclaTouch

/// Where the keyboard keeps what lasts, split as iOS allows:
///
/// - The App Group container, shared with the companion app: the settings and the user
///   dictionary (the app writes them), and the replies the app generated from screenshots. The
///   keyboard reads it; it writes there only with Full Access.
/// - The extension's own container: what it learned (words, aim, emoji recents), always
///   writable by the keyboard, never seen by the app.
///
/// Either container may be missing (no App Group entitlement in a test build, a fresh install):
/// everything then reads as defaults and the keyboard still types.
public struct HostStores: Sendable {
    public let settings: JSONFileStore<KeyboardSettings>
    public let dictionary: JSONFileStore<UserDictionary>
    public let replies: JSONFileStore<ReplyBatch>
    /// Written by the keyboard (with Full Access) when it appears; read by the app's setup screen.
    public let status: JSONFileStore<KeyboardStatus>
    /// The keyboard's most used learned words, for the app's dictionary screen (Full Access).
    public let learnedShare: JSONFileStore<LearnedWordsSnapshot>
    /// Words the user removed in the app, for the keyboard to forget.
    public let forgetRequests: JSONFileStore<ForgetRequest>
    public let learnedWords: UserModelStore?
    public let aim: JSONFileStore<TouchAdaptation>?
    public let emojiRecents: JSONFileStore<[String]>?

    /// - Parameters:
    ///   - group: the App Group container (`FileManager.containerURL(forSecurityApplicationGroupIdentifier:)`), nil when missing.
    ///   - own: the extension's own container (its Application Support), nil when missing.
    ///   - hasFullAccess: whether the keyboard may write the App Group container.
    public init(group: URL?, own: URL?, hasFullAccess: Bool) {
        let shared = group ?? URL(fileURLWithPath: "/nonexistent-app-group")
        let writable = group != nil && hasFullAccess
        settings = JSONFileStore(url: shared.appendingPathComponent("settings.json"), default: KeyboardSettings(), isWritable: writable)
        dictionary = JSONFileStore(url: shared.appendingPathComponent("dictionary.json"), default: UserDictionary(), isWritable: writable)
        replies = JSONFileStore(url: shared.appendingPathComponent("replies.json"), default: .none, isWritable: writable)
        status = JSONFileStore(url: shared.appendingPathComponent("keyboard-status.json"), default: .never, isWritable: writable)
        learnedShare = JSONFileStore(url: shared.appendingPathComponent("learned-words.json"), default: .empty, isWritable: writable)
        forgetRequests = JSONFileStore(url: shared.appendingPathComponent("forget.json"), default: .none, isWritable: writable)
        learnedWords = own.map { UserModelStore(url: $0.appendingPathComponent("learned-words.json")) }
        aim = own.map { JSONFileStore(url: $0.appendingPathComponent("aim.json"), default: TouchAdaptation()) }
        emojiRecents = own.map { JSONFileStore(url: $0.appendingPathComponent("emoji-recents.json"), default: []) }
    }
}
