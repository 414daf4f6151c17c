import Testing
import TeclaCore
@testable import TeclaPlayground

/// The checks a batch passes before any of it is applied.
@Suite struct EventBatchValidatorTests {
    let validator = EventBatchValidator(limits: PlaygroundLimits(maxEventsPerRequest: 100), catalog: .standard, width: 390)

    func pointer(_ phase: PointerPhase = .down, x: Double = 20, y: Double = 30, t: Double = 10, id: Int = 0) -> ClientEvent {
        .pointer(PointerEvent(phase: phase, pointer: id, location: Point(x: x, y: y), t: t))
    }

    func error(_ events: [ClientEvent], with validator: EventBatchValidator? = nil) -> PlaygroundError? {
        do {
            try (validator ?? self.validator).validate(events, layoutID: "en-US")
            return nil
        } catch {
            return error
        }
    }

    @Test func aTapAndTicksPass() {
        #expect(error([pointer(t: 10), .tick(t: 60), pointer(.up, t: 60)]) == nil)
        #expect(error([]) == nil)
    }

    @Test func tooManyEventsIsTooLarge() {
        let gesture = (0..<101).map { pointer(.move, x: Double($0), t: Double($0)) }
        let refused = error(gesture)
        #expect(refused?.status == .contentTooLarge)
        #expect(refused?.message.contains("too many events: 101") == true)
    }

    @Test func timestampsMustBeFiniteBoundedAndNeverDecreaseWithinABatch() {
        #expect(error([pointer(t: 6), pointer(.up, t: 5)])?.message.contains("events[1].t: 5 is earlier than the previous event (6)") == true)
        #expect(error([.tick(t: 7), .tick(t: 6)])?.message.contains("events[1].t") == true)
        #expect(error([.tick(t: -1)])?.status == .badRequest)
        #expect(error([.tick(t: .infinity)])?.status == .badRequest)
        #expect(error([.tick(t: .nan)])?.status == .badRequest)
        #expect(error([.tick(t: 1e12)])?.status == .badRequest)
        // Equal timestamps are fine: several events can happen in the same millisecond.
        #expect(error([.tick(t: 6), .tick(t: 6)]) == nil)
    }

    @Test func coordinatesMustBeFiniteAndNearTheKeyboard() {
        #expect(error([pointer(x: .nan)])?.message.contains("events[0].x: nan is not a finite number") == true)
        #expect(error([pointer(y: -.infinity)])?.status == .badRequest)
        #expect(error([pointer(x: 5000)])?.message.contains("events[0].x: 5000 is outside the keyboard") == true)
        #expect(error([pointer(y: 216 + 201)])?.status == .badRequest)
        // A finger dragged up to the alternates popup is above the keyboard, and allowed.
        #expect(error([pointer(.move, y: -60)]) == nil)
    }

    @Test func pointerIDsLayoutsAndTextAreChecked() {
        #expect(error([pointer(id: -1)])?.message.contains("events[0].pointer") == true)
        #expect(error([.selectLayout(id: "xx-XX", t: nil)])?.message.contains("unknown layout 'xx-XX'") == true)
        #expect(
            error([.replaceText(text: "abc", cursor: 4, selection: nil, t: nil)])?.message.contains("events[0].cursor: 4 is outside the text (0…3)") == true)
        #expect(error([.replaceText(text: String(repeating: "a", count: 10_001), cursor: nil, selection: nil, t: nil)])?.status == .contentTooLarge)
        #expect(error([.replaceText(text: "abc", cursor: 3, selection: nil, t: nil)]) == nil)
        #expect(error([.replaceText(text: "abc", cursor: 1, selection: 2, t: nil)]) == nil)
        #expect(error([.replaceText(text: "abc", cursor: 1, selection: 3, t: nil)])?.message.contains("events[0].selection: 3") == true)
    }

    /// Issue 32's probe: one replaceText of "hello w" + 60,000 accents + " x" cost 14-22 s of CPU
    /// once selected. The character limit counted it as 10 characters; it is refused up front.
    @Test func aCharacterOfThousandsOfMarksIsRefused() {
        let text = "hello w" + String(repeating: "\u{0301}", count: 60_000) + " x"
        let refused = error([.replaceText(text: text, cursor: 6, selection: 1, t: nil)])
        #expect(refused?.status == .badRequest)
        #expect(refused?.message.hasPrefix("events[0].text: character 7 is 60001 Unicode scalars long") == true, "\(String(describing: refused))")
    }

    @Test func aRequestTypesABoundedNumberOfCharacters() {
        let strict = EventBatchValidator(limits: PlaygroundLimits(maxTextLength: 50, maxTypedCharactersPerRequest: 60), catalog: .standard, width: 390)
        let text = String(repeating: "x", count: 40)
        #expect(error([.replaceText(text: text, cursor: nil, selection: nil, t: nil)], with: strict) == nil)
        let twice = error(
            [.replaceText(text: text, cursor: nil, selection: nil, t: nil), .replaceText(text: text, cursor: nil, selection: nil, t: nil)], with: strict)
        #expect(twice?.status == .contentTooLarge)
        #expect(twice?.message.contains("the batch types 80 characters by events[1]") == true)
        let taps = (0..<30).map { pointer(.up, t: Double($0)) }
        #expect(error([.replaceText(text: text, cursor: nil, selection: nil, t: nil)] + taps, with: strict)?.status == .contentTooLarge)
    }
}
