import Foundation
import TeclaKeyboard
import Testing
@testable import TeclaPlayground

/// Bodies a client might send by mistake get a 400 whose message says what to fix.
@Suite struct RequestDecodingTests {
    let decoder = StrictJSONDecoder()

    /// The message a create-session body is refused with, or nil when it decodes.
    func createError(_ json: String) -> String? {
        do {
            _ = try decoder.decode(CreateSessionRequest.self, from: Data(json.utf8))
            return nil
        } catch {
            return error.message
        }
    }

    func batchError(_ json: String) -> PlaygroundError? {
        do {
            _ = try decoder.decode(EventBatch.self, from: Data(json.utf8))
            return nil
        } catch {
            return error
        }
    }

    @Test func aWellFormedBatchDecodesInOrder() throws {
        let batch = try decoder.decode(
            EventBatch.self,
            from: Data(
                """
                {"events": [{"type": "down", "pointer": 3, "x": 20.5, "y": 30, "t": 100},
                            {"type": "tick", "t": 150},
                            {"type": "cancel", "pointer": 3, "t": 160},
                            {"type": "selectLayout", "layout": "en-US"},
                            {"type": "replaceText", "text": "Hi", "cursor": 1, "t": 170}]}
                """.utf8))
        #expect(batch.events.count == 5)
        #expect(batch.events[0] == .pointer(PointerEvent(phase: .down, pointer: 3, location: .init(x: 20.5, y: 30), t: 100)))
        #expect(batch.events[2] == .pointer(PointerEvent(phase: .cancel, pointer: 3, location: nil, t: 160)))
        #expect(batch.events[3] == .selectLayout(id: "en-US", t: nil))
        #expect(batch.events[4] == .replaceText(text: "Hi", cursor: 1, selection: nil, t: 170))
    }

    @Test func malformedJSONIsRefused() {
        let error = batchError("{\"events\": [")
        #expect(error?.status == .badRequest)
        #expect(error?.message.hasPrefix("malformed JSON") == true)
    }

    @Test func unknownFieldsAreNamed() {
        let top = batchError(#"{"events": [], "sessionID": "x"}"#)
        #expect(top?.status == .badRequest)
        #expect(top?.message.contains("unknown field \"sessionID\"") == true)

        let inEvent = batchError(#"{"events": [{"type": "tick", "t": 1}, {"type": "down", "pointer": 0, "x": 1, "y": 1, "t": 2, "pressure": 0.5}]}"#)
        #expect(inEvent?.message.contains("unknown field \"pressure\" in events[1]") == true)
        #expect(inEvent?.message.contains("allowed: type, pointer, x, y, t") == true)

        // x and y belong to pointer events, not to ticks.
        let tick = batchError(#"{"events": [{"type": "tick", "t": 1, "x": 3}]}"#)
        #expect(tick?.message.contains("unknown field \"x\" in events[0]") == true)
    }

    @Test func notANumberSpelledAsAStringIsATypeError() {
        for spelling in ["\"NaN\"", "\"Infinity\"", "\"-Infinity\"", "null"] {
            let error = batchError(#"{"events": [{"type": "down", "pointer": 0, "x": \#(spelling), "y": 1, "t": 2}]}"#)
            #expect(error?.status == .badRequest)
            #expect(error?.message.contains("events[0].x: expected a number") == true, "\(spelling): \(error?.message ?? "accepted")")
        }
    }

    @Test func numbersBeyondDoubleAreRefused() {
        let error = batchError(#"{"events": [{"type": "down", "pointer": 0, "x": 1e400, "y": 1, "t": 2}]}"#)
        #expect(error?.status == .badRequest)
        #expect(error?.message.contains("1e400 is not representable") == true)
    }

    @Test func missingFieldsAndUnknownTypesAreNamed() {
        #expect(batchError(#"{"events": [{"type": "up", "pointer": 0, "x": 1, "t": 2}]}"#)?.message == "missing field \"y\" in events[0]")
        #expect(batchError(#"{"events": [{"pointer": 0}]}"#)?.message == "missing field \"type\" in events[0]")
        #expect(batchError(#"{"events": [{"type": "swipe"}]}"#)?.message.contains("unknown event type 'swipe' in events[0]") == true)
        #expect(
            batchError(#"{"events": [{"type": "down", "pointer": 1.5, "x": 1, "y": 1, "t": 2}]}"#)?.message.contains("a number does not fit its field") == true)
        #expect(batchError(#"{}"#)?.message == "missing field \"events\"")
        #expect(batchError(#"[]"#)?.message == "body: expected an object")
    }

    @Test func anEmptyCreateBodyGivesTheDefaults() throws {
        let request = try decoder.decode(CreateSessionRequest.self, from: Data(), emptyMeansDefaults: true)
        #expect(request == CreateSessionRequest())
    }

    @Test func createRequestsAreCheckedFieldByField() throws {
        let request = try decoder.decode(CreateSessionRequest.self, from: Data(#"{"field": "email", "width": 375, "settings": {"haptics": "off"}}"#.utf8))
        #expect(request.field == .email && request.width == 375 && request.settings.haptics == .off)

        #expect(createError(#"{"field": "fax"}"#)?.contains("unknown field preset 'fax'") == true)
        #expect(createError(#"{"settings": {"haptics": "loud"}}"#)?.contains("unknown setting 'loud'") == true)
        #expect(createError(#"{"settings": {"vibrate": true}}"#)?.contains("unknown field \"vibrate\" in settings") == true)
        #expect(createError(#"{"layot": "en-US"}"#)?.contains("unknown field \"layot\"") == true)
    }

    @Test func timingSettingsAreReadWithinTheirRanges() throws {
        let request = try decoder.decode(
            CreateSessionRequest.self, from: Data(#"{"settings": {"longPressDelay": 0.8, "emojiRecentsLimit": 5}}"#.utf8))
        #expect(request.settings.timings["longPressDelay"] == 0.8)
        #expect(request.settings.keyboardSettings.longPressDelay == 0.8)
        #expect(request.settings.keyboardSettings.emojiRecentsLimit == 5)
        // What the client left out keeps the engine's default.
        #expect(request.settings.keyboardSettings.backspace == KeyboardSettings().backspace)
        #expect(createError(#"{"settings": {"longPressDelay": 0}}"#) == "settings.longPressDelay: 0.0 is outside 0.15…1.5 s")
        #expect(createError(#"{"settings": {"spaceDragStep": 1000}}"#)?.contains("outside 2.0…40.0 pt") == true)
        #expect(createError(#"{"settings": {"doubleSpaceWindow": "long"}}"#)?.contains("settings.doubleSpaceWindow: expected a number") == true)
    }

    @Test func settingsRoundTripWithEveryTimingAsAFieldOfItsOwn() throws {
        let chosen = SessionSettings(keyClicks: false, timings: ["backspaceInterval": 0.2])
        let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(chosen)) as? [String: Any]
        #expect(json?["backspaceInterval"] as? Double == 0.2)
        #expect(json?["longPressDelay"] as? Double == KeyboardSettings().longPressDelay)
        #expect(try decoder.decode(SessionSettings.self, from: JSONEncoder().encode(chosen)) == chosen)
        // Made in code: unknown names are dropped, values brought within range, NaN ignored.
        let odd = SessionSettings(timings: ["longPressDelay": 99, "spaceDragStep": .nan, "nonsense": 1])
        #expect(odd.timings["longPressDelay"] == 1.5 && odd.timings["spaceDragStep"] == KeyboardSettings().spaceDragStep)
        #expect(odd.timings["nonsense"] == nil)
        #expect(try decoder.decode(SessionSettings.self, from: JSONEncoder().encode(odd)) == odd)
    }

    @Test func explicitNullsAndRepeatedKeysAreRefused() {
        #expect(createError(#"{"layout": null}"#) == "layout: expected a string, found null (leave the field out for its default)")
        #expect(
            createError(#"{"settings": {"haptics": "off", "doubleSpacePeriod": null}}"#)?.contains(
                "settings.doubleSpacePeriod: expected true or false, found null") == true)
        #expect(createError(#"{"layout": "en-US", "layout": "ko-cheonjiin"}"#) == "field \"layout\" appears twice in one object; send each field once")
        #expect(createError(#"{"settings": {"haptics": "off", "h\u0061ptics": "strong"}}"#)?.contains("\"haptics\" appears twice") == true)
        // The same key in different objects, and keys inside strings, are fine.
        #expect(createError(#"{"layout": "en-US", "text": "{\"layout\": 1, \"layout\": 2}", "settings": {"haptics": "off"}}"#) == nil)
        #expect(batchError(#"{"events": [{"type": "tick", "t": 1}, {"type": "tick", "t": 2}]}"#) == nil)
        #expect(
            batchError(#"{"events": [{"type": "replaceText", "text": "a", "cursor": null}]}"#)?.message.contains(
                "events[0].cursor: expected an integer, found null") == true)
    }
}
