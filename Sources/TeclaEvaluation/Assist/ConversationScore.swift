import TeclaAssist
import TeclaKeyboard
import TeclaScripts
import TeclaTouch
import TeclaLanguage
import TeclaCore
/// How well an extracted conversation matches its ground truth.
///
/// Messages are paired by an order-preserving alignment on text similarity. The character error
/// rate counts, over the fully visible true messages, the edits from each true text to its
/// extracted reading (a missed message costs all its characters) plus the characters of extracted
/// messages that match nothing true (chrome taken for a message, duplicates), divided by the true
/// characters. Speaker attribution is over the paired messages.
public struct ConversationScore: Hashable, Sendable, Codable {
    /// Fully visible true messages.
    public var messages = 0
    /// Of those, how many were found.
    public var found = 0
    /// Found messages attributed to the right speaker.
    public var rightSpeaker = 0
    /// Found messages of group chats with a true sender name, and how many got it right.
    public var named = 0
    public var rightName = 0
    /// Extracted messages that match no true message.
    public var spurious = 0
    /// Spurious messages that repeat a true message (an overlap counted twice).
    public var duplicates = 0
    /// Found messages out of their true order.
    public var outOfOrder = 0
    /// Character edits and true characters, for the character error rate.
    public var edits = 0
    public var characters = 0
    /// Whether the title was read (1) or not (0), over `titles` screenshots.
    public var titles = 0
    public var rightTitles = 0

    public init() {}

    public var characterErrorRate: Double { characters == 0 ? 0 : Double(edits) / Double(characters) }
    public var speakerAccuracy: Double { found == 0 ? 0 : Double(rightSpeaker) / Double(found) }
    public var recall: Double { messages == 0 ? 0 : Double(found) / Double(messages) }

    public static func + (a: ConversationScore, b: ConversationScore) -> ConversationScore {
        var s = a
        s.messages += b.messages; s.found += b.found; s.rightSpeaker += b.rightSpeaker
        s.named += b.named; s.rightName += b.rightName; s.spurious += b.spurious
        s.duplicates += b.duplicates; s.outOfOrder += b.outOfOrder; s.edits += b.edits
        s.characters += b.characters; s.titles += b.titles; s.rightTitles += b.rightTitles
        return s
    }
}
