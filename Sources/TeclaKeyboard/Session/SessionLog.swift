import Foundation
import TeclaCore
import TeclaLanguage
import TeclaTouch

/// A session as the list of its inputs: where it started (layout, size, settings, the user's
/// data, the field) and each input with the time it came. Inputs are plain data and time comes
/// only from the clocks, so ``replay(catalog:languageModels:)`` reaches the same state and text:
/// a bug report a user can attach, and a failing fuzz case anyone can rerun.
///
/// ```swift
/// let session = try KeyboardSession(layoutID: "en-US", document: TextBuffer(), clock: clock)
/// session.startRecording()
/// for key in ["h", "i"] {
///     let centre = session.currentPage.key(id: key)!.frame.center
///     session.touchDown(0, at: centre); session.touchUp(0, at: centre)
/// }
/// let log = session.log!                       // Codable: JSON in a file
/// let replay = try log.replay(catalog: .standard, languageModels: .none)
/// replay.document.text                         // "Hi"
/// replay.session.sessionState == session.sessionState  // true
/// ```
///
/// The log holds what the user typed and, where the host loaded them, their learned words:
/// it stays on the device unless the user hands it over.
public struct SessionLog: Equatable, Sendable, Codable {
    /// The log format; a log of another version is refused.
    public static let formatVersion = 1
    /// The most inputs one log holds by default (some 2 to 8 MB of JSON): past it recording stops
    /// and the log says it is incomplete (its end is then where the session was at its last
    /// input, which a replay reproduces).
    public static let maxEntries = 50_000
    /// The most bytes of text a log holds by default (the fields it records where the host
    /// changed them, and the user's data at its start): past it recording stops as at
    /// ``maxEntries``. A host replacing a long text again and again would otherwise fill memory.
    public static let maxTextBytes = 16 << 20

    /// The JSON form of logs: numbers that are not finite (a crafted input's) written as strings,
    /// so any log can be written and read back.
    public static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return encoder
    }

    public static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return decoder
    }

    public var version = Self.formatVersion
    public var start: Start
    public var entries: [Entry] = []
    /// False when recording stopped at ``maxEntries``.
    public var isComplete = true
    /// Where the recording session was when the log was taken: a replay that ends elsewhere
    /// did not reproduce it (nil when recording stopped at its limit just as the host changed
    /// the field: the change that did not fit is not in the log).
    public var end: End?

    /// The session when recording started.
    public struct Start: Equatable, Sendable, Codable {
        public var layoutID: String
        public var metrics: LayoutMetrics
        public var layoutOptions: LayoutOptions
        /// The session's own list of layouts; nil when it follows the settings'.
        public var enabledLayoutIDs: [String]?
        public var settings: KeyboardSettings
        /// The user's data the session had (nil: none).
        public var userData: UserData?
        public var document: DocumentContents
        /// The most characters the field gave the keyboard before the cursor (the recording's
        /// `TextBuffer`; nil: the window iOS typically gives, ``TextBuffer/typicalContextLimit``).
        public var contextLimit: Int?
        /// The uptime and wall clocks (seconds).
        public var time: Double
        public var wallTime: Double
    }

    /// The field and what the keyboard showed when the log was taken.
    public struct End: Equatable, Sendable, Codable {
        public var document: DocumentContents
        public var keyboard: KeyboardState
    }

    /// One input and when it came.
    public struct Entry: Equatable, Sendable, Codable {
        public var time: Double
        public var wallTime: Double
        public var input: SessionInput
        /// The field as the host left it, for an input that says the host changed it (boxed: few
        /// inputs have one, and a log holds many).
        public var document: DocumentContents? {
            get { box?.contents }
            set { box = newValue.map(DocumentBox.init) }
        }
        private var box: DocumentBox?

        public init(time: Double, wallTime: Double, input: SessionInput, document: DocumentContents? = nil) {
            self.time = time
            self.wallTime = wallTime
            self.input = input
            self.document = document
        }

        private enum CodingKeys: String, CodingKey { case time, wallTime, input, document }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            time = try container.decode(Double.self, forKey: .time)
            wallTime = try container.decode(Double.self, forKey: .wallTime)
            input = try container.decode(SessionInput.self, forKey: .input)
            document = try container.decodeIfPresent(DocumentContents.self, forKey: .document)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(time, forKey: .time)
            try container.encode(wallTime, forKey: .wallTime)
            try container.encode(input, forKey: .input)
            try container.encodeIfPresent(document, forKey: .document)
        }

        public static func == (a: Entry, b: Entry) -> Bool {
            a.time == b.time && a.wallTime == b.wallTime && a.input == b.input && a.document == b.document
        }
    }

    /// A field's contents on the heap.
    private final class DocumentBox: Sendable {
        let contents: DocumentContents
        init(_ contents: DocumentContents) { self.contents = contents }
    }

    public init(start: Start, entries: [Entry] = [], isComplete: Bool = true) {
        self.start = start
        self.entries = entries
        self.isComplete = isComplete
    }

    /// What a replay ends with.
    public struct Replay {
        public let session: KeyboardSession
        public let document: TextBuffer
        /// Every input's output, in order.
        public let outputs: [SessionOutput]
        /// Whether the replay ended where the recording did (nil: the log does not say where
        /// that was).
        public let reproducesEnd: Bool?
    }

    /// Why a log cannot be replayed.
    public enum ReplayError: Error, Equatable, CustomStringConvertible {
        case unsupportedVersion(Int)
        case layout(String)

        public var description: String {
            switch self {
            case .unsupportedVersion(let version): "log format \(version) is not supported (this build reads \(SessionLog.formatVersion))"
            case .layout(let reason): "the log's layout cannot be built: \(reason)"
            }
        }
    }

    /// Runs the log's inputs on a new session over a new document, on manual clocks set to each
    /// input's times. The catalog and packs must be the ones the recording session had.
    public func replay(
        catalog: LayoutCatalog, languageModels: LanguageModels, makeInputMethod: ((KeyboardLayout) -> any InputMethod)? = nil
    ) throws(ReplayError) -> Replay {
        guard version == Self.formatVersion else { throw .unsupportedVersion(version) }
        let clock = ManualClock(now: start.time), wallClock = ManualClock(now: start.wallTime)
        let document = TextBuffer(contents: start.document, contextLimit: start.contextLimit ?? TextBuffer.typicalContextLimit)
        let session: KeyboardSession
        do {
            session = try KeyboardSession(
                services: SessionServices(
                    clock: clock, wallClock: wallClock, catalog: catalog, languageModels: languageModels, makeInputMethod: makeInputMethod),
                layoutID: start.layoutID, metrics: start.metrics, enabledLayoutIDs: start.enabledLayoutIDs, layoutOptions: start.layoutOptions,
                document: document, settings: start.settings)
        } catch {
            throw .layout("\(error)")
        }
        if let data = start.userData { session.handle(.host(.userDataDidLoad(data))) }
        var outputs: [SessionOutput] = []
        outputs.reserveCapacity(entries.count)
        for entry in entries {
            clock.set(entry.time)
            wallClock.set(entry.wallTime)
            if let contents = entry.document { document.restore(contents) }
            outputs.append(session.handle(entry.input))
        }
        let reproduces = end.map { $0.document == document.contents && $0.keyboard == session.state }
        return Replay(session: session, document: document, outputs: outputs, reproducesEnd: reproduces)
    }
}

/// The log being written.
struct SessionRecorder {
    var log: SessionLog
    /// The most inputs it takes.
    let maxEntries: Int
    /// The most bytes of text it keeps.
    let maxTextBytes: Int
    /// The bytes of text it keeps so far.
    var textBytes = 0
}

extension KeyboardSession {
    /// Starts a log of this session (``log``): from its layout, size, settings, the user's data
    /// and the field as they are now, every input handled from here on. Start it before the first
    /// input: what an earlier input left (a swipe to replace, a manual shift) is not in the log.
    /// Past `maxEntries` inputs, or `maxTextBytes` of text, recording stops and the log says it
    /// is incomplete.
    public func startRecording(maxEntries: Int = SessionLog.maxEntries, maxTextBytes: Int = SessionLog.maxTextBytes) {
        let data = UserData(
            dictionary: userDictionary == UserDictionary() ? nil : userDictionary, learned: userModel == UserModel() ? nil : userModel,
            aim: touchAdaptation == TouchAdaptation() ? nil : touchAdaptation, emojiRecents: emojiRecents.isEmpty ? nil : emojiRecents)
        let start = SessionLog.Start(
            layoutID: layout.id, metrics: metrics, layoutOptions: layoutOptions,
            enabledLayoutIDs: enabledLayoutsFollowSettings ? nil : enabledLayoutIDs, settings: settings,
            userData: data == UserData() ? nil : data, document: document.contents, contextLimit: (document as? TextBuffer)?.contextLimit,
            time: clock.now, wallTime: wallClock.now)
        recorder = SessionRecorder(
            log: SessionLog(start: start), maxEntries: max(0, maxEntries), maxTextBytes: max(0, maxTextBytes),
            textBytes: start.document.textBytes + (start.userData.map(\.encodedBytes) ?? 0))
    }

    /// The log since ``startRecording()``, with where the session is now as its end (for a log
    /// that stopped at its limit, where the session was then); nil when the session does not record.
    public var log: SessionLog? {
        guard var log = recorder?.log else { return nil }
        if log.isComplete { log.end = SessionLog.End(document: document.contents, keyboard: state) }
        return log
    }

    /// Adds an input to the log (with the field, when the input says the host changed it).
    func record(_ input: SessionInput) {
        // In place, never holding a second reference to the entries (appending would copy them all).
        guard recorder?.log.isComplete == true, let count = recorder?.log.entries.count, let limit = recorder?.maxEntries else { return }
        var document: DocumentContents?
        if case .host(.textDidChange) = input { document = self.document.contents }
        if case .host(.fieldDidChange) = input { document = self.document.contents }
        let bytes = (document?.textBytes ?? 0) + input.textBytes
        guard count < limit, let recorded = recorder?.textBytes, let budget = recorder?.maxTextBytes, recorded + bytes <= budget else {
            // Where the session is now is what the recorded inputs lead to, the log's end — unless
            // the host has just changed the field (the change is what does not fit): then the
            // log cannot say where it ended.
            recorder?.log.end = document == nil ? SessionLog.End(document: self.document.contents, keyboard: state) : nil
            recorder?.log.isComplete = false
            return
        }
        recorder?.textBytes += bytes
        recorder?.log.entries.append(SessionLog.Entry(time: clock.now, wallTime: wallClock.now, input: input, document: document))
    }
}

extension UserData {
    /// Its size as JSON (what a log holding it costs); read rarely, when the host loads it.
    var encodedBytes: Int { (try? JSONEncoder().encode(self).count) ?? 0 }
}

extension DocumentContents {
    /// The bytes of text it holds.
    var textBytes: Int { before.utf8.count + (marked?.utf8.count ?? 0) + (selected?.utf8.count ?? 0) + after.utf8.count }
}

extension SessionInput {
    /// The bytes of text it carries (typed text, a swipe's points count as 16 bytes each).
    var textBytes: Int {
        switch self {
        case .key(.character(let text), _, _), .insertText(let text, _): text.utf8.count
        case .swipe(let points, let times): points.count * 16 + (times?.count ?? 0) * 8
        case .host(.forget(let words)): words.reduce(0) { $0 + $1.utf8.count }
        case .host(.userDataDidLoad(let data)): data.encodedBytes
        case .host(.settingsDidChange): 1_024
        default: 0
        }
    }
}
