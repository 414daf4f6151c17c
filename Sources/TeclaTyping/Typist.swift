import TeclaKeyboard
import TeclaScripts
import TeclaTouch
import TeclaLanguage
import TeclaCore

/// Types a ``TypingScript`` through a session the way a person would: tapping key centres,
/// pressing shift for capitals, switching pages for digits and symbols, long-pressing for
/// accented letters, typing Hangul stroke by stroke on the Cheon-Ji-In layout, with a fixed pause
/// between taps on a ``ManualClock``.
public final class Typist {
    /// One physical action and what it did.
    public struct Event: Hashable, Sendable {
        /// `tap h`, `long-press e → é`, `hold delete 2.5s`, `wait 0.2s`.
        public var action: String
        public var time: Double
        public var output: SessionOutput
    }

    public let session: KeyboardSession
    public let clock: ManualClock
    /// Seconds between taps.
    public var interval: Double
    /// Whether to tap shift off when auto-capitalization would capitalize a lower-case letter of
    /// the script. A person does not (typing "hi" at a sentence start gives "Hi"); exact mode
    /// reproduces the script's case.
    public var exactCase: Bool

    public init(session: KeyboardSession, clock: ManualClock, interval: Double = 0.15, exactCase: Bool = false) {
        self.session = session
        self.clock = clock
        self.interval = interval
        self.exactCase = exactCase
    }

    /// Types every step of `script`, returning the events in order.
    public func type(_ script: TypingScript) throws(TypingScriptError) -> [Event] {
        var events: [Event] = []
        for step in script.steps {
            switch step {
            case .text(let c): events += try type(c)
            case .key(let action): events += try press(action)
            case .holdBackspace(let seconds): events += try holdBackspace(seconds)
            case .hold(let name, let seconds): events += try hold(name, seconds: seconds)
            case .wait(let seconds):
                clock.advance(by: seconds)
                events.append(Event(action: "wait \(seconds)s", time: clock.now, output: session.tick()))
            }
        }
        return events
    }

    // MARK: - Characters

    /// Where a character is typed: a key, maybe via its long-press alternates, on some page.
    struct Target {
        var page: PageID
        var keyID: String
        var alternate: Int?
        /// Whether shift must be on (true), off (false) or does not matter (nil).
        var uppercase: Bool?
        var emoji: (category: String, screen: Int)?
    }

    func type(_ c: Character) throws(TypingScriptError) -> [Event] {
        if let cheonJiIn = session.inputMethod as? CheonJiInInputMethod, let events = try typeCheonJiIn(c, with: cheonJiIn) {
            return events
        }
        if c == " " { return try press(.space) }
        if c == "\n" { return try press(.return) }
        guard let target = locate(c) else { throw .untypeable(c, layout: session.layout.id) }
        var events = try navigate(to: target)
        if let uppercase = target.uppercase, session.state.shift.isUppercase != uppercase, uppercase || exactCase {
            events += tap(keyID: "shift", label: "shift")
        }
        guard let key = session.currentPage.key(id: target.keyID) else { throw .untypeable(c, layout: session.layout.id) }
        if let alternate = target.alternate {
            events.append(longPress(key, choosing: alternate, seconds: session.settings.longPressDelay + 0.05))
        } else {
            events += tap(keyID: key.id, label: key.label)
        }
        return events
    }

    func locate(_ c: Character) -> Target? {
        let text = String(c)
        let pages = [session.currentPage.id] + session.layout.pages.map(\.id).filter { $0 != session.currentPage.id && $0 != .emoji }
        for pageID in pages where pageID != .emoji {
            guard let page = session.layout.page(pageID) else { continue }
            for key in page.keys {
                guard case .character(let value) = key.action else { continue }
                if let casing = Self.match(text, value, isLetter: key.isLetter) {
                    return Target(page: pageID, keyID: key.id, uppercase: casing.uppercase)
                }
                for (index, alternate) in key.alternates.enumerated() {
                    if let casing = Self.match(text, alternate, isLetter: key.isLetter) {
                        return Target(page: pageID, keyID: key.id, alternate: index, uppercase: casing.uppercase)
                    }
                }
            }
        }
        guard session.layout.page(.emoji) != nil else { return nil }
        let builder = session.emojiPageBuilder
        for category in builder.catalog.categories {
            for (index, item) in category.emoji.enumerated() {
                let screen = index / builder.capacity, slot = index % builder.capacity
                if item.emoji == text {
                    return Target(page: .emoji, keyID: "emoji-\(slot)", emoji: (category.id, screen))
                }
                if let tone = item.tones.firstIndex(of: text) {
                    return Target(page: .emoji, keyID: "emoji-\(slot)", alternate: tone, emoji: (category.id, screen))
                }
            }
        }
        return nil
    }

    /// How a key typing `value` types `wanted`: nil if it cannot; else the shift it needs.
    static func match(_ wanted: String, _ value: String, isLetter: Bool) -> Casing? {
        if wanted == value { return isLetter && wanted.lowercased() != wanted.uppercased() ? .lower : .any }
        if isLetter, KeyboardSession.cased(value, shift: .shifted) == wanted { return .upper }
        return nil
    }

    enum Casing {
        case upper, lower, any

        var uppercase: Bool? {
            switch self {
            case .upper: true
            case .lower: false
            case .any: nil
            }
        }
    }

    func navigate(to target: Target) throws(TypingScriptError) -> [Event] {
        var events: [Event] = []
        if target.page == .emoji {
            if session.currentPage.id != .emoji {
                guard let key = session.currentPage.key(for: .page(.emoji)) else { return events }
                events += tap(keyID: key.id, label: key.label)
            }
            guard let wanted = target.emoji else { return events }
            for _ in 0..<200 {
                guard let state = session.state.emoji else { break }
                if state.category == wanted.category && state.screen == wanted.screen { break }
                events += tap(keyID: "category-\(wanted.category)", label: "category \(wanted.category)")
            }
            return events
        }
        for pageKey in pagePath(from: session.currentPage.id, to: target.page) {
            events += tap(keyID: pageKey.id, label: pageKey.label)
        }
        return events
    }

    /// The page keys to tap to get from one page to another (breadth-first over page keys).
    func pagePath(from start: PageID, to goal: PageID) -> [Key] {
        guard start != goal else { return [] }
        var queue: [(PageID, [Key])] = [(start, [])]
        var seen: Set<PageID> = [start]
        while !queue.isEmpty {
            let (pageID, path) = queue.removeFirst()
            let page = pageID == session.currentPage.id ? session.currentPage : session.layout.page(pageID)
            for key in page?.keys ?? [] {
                guard case .page(let next) = key.action, !seen.contains(next), next != .emoji else { continue }
                if next == goal { return path + [key] }
                seen.insert(next)
                queue.append((next, path + [key]))
            }
        }
        return []
    }

    // MARK: - Keys

    func press(_ action: KeyAction) throws(TypingScriptError) -> [Event] {
        if case .space = action, session.currentPage.key(for: .space) == nil {
            // The emoji page has no space bar: go back to the letters first.
            var events: [Event] = []
            if let abc = session.currentPage.key(for: .page(.letters)) { events += tap(keyID: abc.id, label: abc.label) }
            return events + (try press(action))
        }
        guard let key = session.currentPage.key(for: action) else {
            throw .unknownToken("\(action) is not on page \(session.currentPage.id)")
        }
        return tap(keyID: key.id, label: key.label)
    }

    func tap(keyID: String, label: String) -> [Event] {
        guard let key = session.currentPage.key(id: keyID) else { return [] }
        var output = session.touchDown(0, at: key.frame.center)
        output.append(session.touchUp(0, at: key.frame.center))
        let event = Event(action: "tap \(label)", time: clock.now, output: output)
        clock.advance(by: interval)
        return [event]
    }

    func longPress(_ key: Key, choosing index: Int, seconds: Double) -> Event {
        var output = session.touchDown(0, at: key.frame.center)
        clock.advance(by: seconds)
        output.append(session.tick())
        var chosen = "?"
        if let popup = session.state.alternates, popup.frames.indices.contains(index) {
            chosen = popup.options[index]
            output.append(session.touchMove(0, to: popup.frames[index].center))
            output.append(session.touchUp(0, at: popup.frames[index].center))
        } else {
            output.append(session.touchUp(0, at: key.frame.center))
        }
        let event = Event(action: "long-press \(key.label) → \(chosen)", time: clock.now, output: output)
        clock.advance(by: interval)
        return event
    }

    func hold(_ name: String, seconds: Double) throws(TypingScriptError) -> [Event] {
        guard let c = name.first, name.count == 1, let target = locate(c), target.alternate == nil else { throw .unknownToken("hold \(name)") }
        var events = try navigate(to: target)
        guard let key = session.currentPage.key(id: target.keyID) else { throw .untypeable(c, layout: session.layout.id) }
        var output = session.touchDown(0, at: key.frame.center)
        clock.advance(by: seconds)
        output.append(session.tick())
        output.append(session.touchUp(0, at: key.frame.center))
        events.append(Event(action: "hold \(key.label) \(seconds)s", time: clock.now, output: output))
        clock.advance(by: interval)
        return events
    }

    func holdBackspace(_ seconds: Double) throws(TypingScriptError) -> [Event] {
        guard let key = session.currentPage.key(for: .delete) else { throw .unknownToken("hold-backspace: no delete key on page \(session.currentPage.id)") }
        var output = session.touchDown(0, at: key.frame.center)
        // A renderer's timer fires every 20 ms while the key is held.
        let end = clock.now + seconds
        while clock.now + 0.02 <= end {
            clock.advance(by: 0.02)
            output.append(session.tick())
        }
        clock.set(end)
        output.append(session.touchUp(0, at: key.frame.center))
        let event = Event(action: "hold delete \(seconds)s", time: clock.now, output: output)
        clock.advance(by: interval)
        return [event]
    }
}
