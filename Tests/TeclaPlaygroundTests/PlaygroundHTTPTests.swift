import Foundation
import Testing
import TeclaCore
@testable import TeclaPlayground

/// The server as a browser meets it: the page, the API, and bad requests that each get a clear
/// 4xx while the server goes on serving.
@Suite struct PlaygroundHTTPTests {
    /// A tap on the key `id` of the letters page at width 390, as the page sends it.
    static func tap(_ id: String, at t: Double) -> String {
        let key = try! LayoutCatalog.standard.layout(id: "en-US", width: 390).page(.letters)!.key(id: id)!
        let c = key.frame.center
        return #"{"type":"down","pointer":1,"x":\#(c.x),"y":\#(c.y),"t":\#(t)},{"type":"up","pointer":1,"x":\#(c.x),"y":\#(c.y),"t":\#(t + 50)}"#
    }

    @Test func servesThePageAndItsFiles() async throws {
        try await RunningPlayground.with { server in
            let page = try await server.get("")
            #expect(page.status == 200)
            #expect(page.contentType?.hasPrefix("text/html") == true)
            #expect(page.text.contains("/playground.js") && page.text.contains("/playground.css"))
            let script = try await server.get("playground.js")
            #expect(script.status == 200 && script.contentType?.hasPrefix("text/javascript") == true)
            #expect(try await server.get("playground.css").status == 200)
            #expect(try await server.get("secret.txt").status == 404)
        }
    }

    @Test func theLANLinksCarryTheBoundPortAndAQRCode() async throws {
        try await RunningPlayground.with(advertisedHosts: ["192.0.2.7"]) { server in
            let reply = try await server.get("/api/lan")
            #expect(reply.status == 200)
            let links = try #require(reply.json["links"] as? [[String: Any]])
            let port = try #require(server.baseURL.port)
            #expect(links.map { $0["url"] as? String } == ["http://192.0.2.7:\(port)/"])
            let rows = try #require(links.first?["qrRows"] as? [String])
            #expect(rows == (try QRCode(text: "http://192.0.2.7:\(port)/")).rows)
            #expect(links.first?["qrSize"] as? Int == rows.count)
        }
        // On loopback there is nothing to advertise.
        try await RunningPlayground.with { server in
            let links = try await server.get("/api/lan").json["links"] as? [Any]
            #expect(links?.isEmpty == true)
        }
        #expect(LANAddresses.advertised(forListeningHost: "127.0.0.1").isEmpty)
        #expect(LANAddresses.advertised(forListeningHost: "0.0.0.0") { ["10.0.0.5"] } == ["10.0.0.5"])
        #expect(LANAddresses.advertised(forListeningHost: "192.0.2.9") == ["192.0.2.9"])
    }

    @Test func typesThroughTheAPI() async throws {
        try await RunningPlayground.with { server in
            let layouts = try await server.get("api/layouts")
            #expect((layouts.json["layouts"] as? [[String: Any]])?.first?["id"] as? String == "en-US")
            let options = try await server.get("api/options")
            #expect((options.json["fields"] as? [String])?.contains("password") == true)

            let created = try await server.post("api/sessions", json: #"{"field": "message", "settings": {"haptics": "strong"}}"#)
            #expect(created.status == 201)
            let id = try #require(created.json["id"] as? String)
            #expect(((created.json["state"] as? [String: Any])?["returnKey"] as? [String: Any])?["label"] as? String == "send")

            let typed = try await server.post("api/sessions/\(id)/events", json: #"{"events": [\#(Self.tap("h", at: 100)), \#(Self.tap("i", at: 300))]}"#)
            #expect(typed.status == 200)
            #expect((typed.json["document"] as? [String: Any])?["text"] as? String == "Hi")
            let feedback = try #require(typed.json["feedback"] as? [[String: Any]])
            #expect(feedback.map { $0["event"] as? String } == ["character", "character"])
            #expect(feedback.first?["intensity"] as? String == "medium")

            let state = try await server.get("api/sessions/\(id)")
            #expect((state.json["document"] as? [String: Any])?["text"] as? String == "Hi")
            #expect((state.json["feedback"] as? [Any])?.isEmpty == true)

            let internals = try await server.get("api/sessions/\(id)/internals")
            let layers = try #require(internals.json["layers"] as? [[String: Any]])
            #expect(layers.first?["id"] as? String == "hit-regions")
            #expect((layers.first?["shapes"] as? [Any])?.count == 33)
            #expect(try await server.get("api/sessions/\(id)/internals?step=0").status == 400)

            #expect(try await server.request("DELETE", "api/sessions/\(id)").status == 204)
            #expect(try await server.get("api/sessions/\(id)").status == 404)
        }
    }

    @Test func badRequestsGetClearErrorsAndTheServerKeepsServing() async throws {
        try await RunningPlayground.with { server in
            let id = try await server.createSession()
            let events = "api/sessions/\(id)/events"

            let malformed = try await server.post(events, json: #"{"events": [{"type": "down""#)
            #expect(malformed.status == 400)
            #expect(malformed.error?.hasPrefix("malformed JSON") == true)
            #expect(malformed.contentType?.hasPrefix("application/json") == true)

            let unknownField = try await server.post(events, json: #"{"events": [], "verbose": true}"#)
            #expect(unknownField.status == 400 && unknownField.error?.contains("\"verbose\"") == true)

            let nanString = try await server.post(events, json: #"{"events": [{"type": "down", "pointer": 0, "x": "NaN", "y": 5, "t": 1}]}"#)
            #expect(nanString.status == 400 && nanString.error == "events[0].x: expected a number")

            let hugeNumber = try await server.post(events, json: #"{"events": [{"type": "down", "pointer": 0, "x": 1e400, "y": 5, "t": 1}]}"#)
            #expect(hugeNumber.status == 400)

            let outside = try await server.post(events, json: #"{"events": [{"type": "down", "pointer": 0, "x": 100000, "y": 5, "t": 1}]}"#)
            #expect(outside.status == 400 && outside.error?.contains("outside the keyboard") == true)

            let unknownSession = try await server.post("api/sessions/no-such-session/events", json: #"{"events": []}"#)
            #expect(unknownSession.status == 404 && unknownSession.error?.contains("unknown session 'no-such-session'") == true)

            // A 10,000-point swipe: too many events (and, at ~60 bytes an event, too many bytes).
            let points = (0..<10_000).map { #"{"type":"move","pointer":1,"x":\#($0 % 390),"y":100,"t":\#($0)}"# }
            let gesture = try await server.post(events, json: #"{"events":[\#(points.joined(separator: ","))]}"#)
            #expect(gesture.status == 413)
            #expect(gesture.error?.contains("request body too large") == true)

            let compact = String(repeating: #"{"type":"tick","t":1},"#, count: 2_500).dropLast()
            let tooMany = try await server.post(events, json: "{\"events\":[\(compact)]}")
            #expect(tooMany.status == 413 && tooMany.error?.contains("too many events: 2500") == true)

            let huge = try await server.post(events, json: "{\"events\": [], \"padding\": \"\(String(repeating: "x", count: 1_000_000))\"}")
            #expect(huge.status == 413)

            // After all of that the session is untouched and still types.
            let typed = try await server.post(events, json: #"{"events": [\#(Self.tap("o", at: 10)), \#(Self.tap("k", at: 200))]}"#)
            #expect(typed.status == 200)
            #expect((typed.json["document"] as? [String: Any])?["text"] as? String == "Ok")
            #expect(try await server.get("api/status").json["sessions"] as? Int == 1)
        }
    }

    @Test func bodiesMustBeDeclaredJSON() async throws {
        try await RunningPlayground.with { server in
            // A form or text/plain post is what another site can send without a preflight.
            let form = try await server.request(
                "POST", "api/sessions", body: Data(#"{"layout": "en-US"}"#.utf8),
                headers: ["Content-Type": "text/plain"])
            #expect(form.status == 415 && form.error == "Content-Type must be application/json, not 'text/plain'")
            let none = try await server.request("POST", "api/sessions", body: Data(#"{}"#.utf8), headers: ["Content-Type": ""])
            #expect(none.status == 415)
            let charset = try await server.request(
                "POST", "api/sessions", body: Data(#"{}"#.utf8), headers: ["Content-Type": "application/json; charset=utf-8"])
            #expect(charset.status == 201)
        }
    }

    /// Issue 32's smaller items: a UTF-32 body got "a number does not fit its field", HEAD was a
    /// 404, and an HTTP/1.0 request without keep-alive held its connection for the idle timeout.
    @Test func utf8BodiesHeadRequestsAndHTTP10ConnectionsAreHandledAsHTTPSays() async throws {
        try await RunningPlayground.with { server in
            var utf32 = Data()
            for scalar in #"{"layout": "en-US"}"#.unicodeScalars {
                withUnsafeBytes(of: scalar.value.littleEndian) { utf32.append(contentsOf: $0) }
            }
            let wide = try await server.request("POST", "api/sessions", body: utf32, headers: ["Content-Type": "application/json"])
            #expect(wide.status == 400 && wide.error?.contains("not UTF-8 JSON") == true, "\(wide.text)")
            let invalid = try await server.request("POST", "api/sessions", body: Data([0x7B, 0xFF, 0x7D]), headers: ["Content-Type": "application/json"])
            #expect(invalid.status == 400 && invalid.error?.contains("not UTF-8 JSON") == true)
            let head = try await server.request("HEAD", "", body: nil, headers: [:])
            let page = try await server.get("")
            #expect(head.status == 200 && head.body.isEmpty)
            #expect(head.contentLength == String(page.body.count), "HEAD gives GET's length")
            // HTTP/1.0 without keep-alive: answered, then closed at once (the idle timeout is 15 s).
            let old = try RawConnection(port: server.baseURL.port!)
            old.send("GET /api/status HTTP/1.0\r\nHost: x\r\n\r\n")
            #expect(await Self.closes(old, within: 10), "closed after the answer, not after the 15 s idle timeout")
            let kept = try RawConnection(port: server.baseURL.port!)
            kept.send("GET /api/status HTTP/1.0\r\nHost: x\r\nConnection: keep-alive\r\n\r\n")
            #expect(await !Self.closes(kept, within: 1), "asked to keep it, the connection stays")
        }
    }

    /// Whether the server closes `connection` within `seconds`, polled without holding a thread
    /// of the pool the server's handlers run on (a blocking wait there can starve the answer).
    static func closes(_ connection: RawConnection, within seconds: Double) async -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if connection.isClosed(within: 0.01) { return true }
            try? await Task.sleep(for: .milliseconds(40))
        }
        return false
    }

    @Test func slowAndUnfinishedRequestsAreCutOff() async throws {
        var limits = PlaygroundLimits()
        limits.idleTimeout = 1
        limits.bodyTimeout = 1.5
        try await RunningPlayground.with(limits: limits) { server in
            let port = server.baseURL.port!
            // Headers that never end, a body shorter than its Content-Length, a body a byte at a time.
            let headers = try RawConnection(port: port)
            headers.send("POST /api/sessions HTTP/1.1\r\nHost: x\r\n")
            let short = try RawConnection(port: port)
            short.send("POST /api/sessions HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{")
            let drip = try RawConnection(port: port)
            drip.send("POST /api/sessions HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n")
            var dripClosed = false
            for _ in 0..<16 where !dripClosed {
                dripClosed = !drip.send(" ") || drip.isClosed(within: 0.4)
            }
            #expect(dripClosed, "a body trickling in is cut off by the body deadline, though each byte resets the idle timer")
            #expect(headers.isClosed(within: 3))
            #expect(short.isClosed(within: 3))
            #expect(try await server.get("api/status").status == 200, "the server serves on")
        }
    }
}
