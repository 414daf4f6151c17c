import TeclaKeyboard
import TeclaScripts
import TeclaTouch
import TeclaLanguage
import Foundation
import TeclaCore

/// Keyboard geometries in the How We Swipe layouts format:
/// `{"hws_WxH": {"width", "height", "key_w", "key_h", "keys": {"q": [cx, cy, w, h], ...}}}`.
public enum SwipeLayouts {
    struct Entry: Decodable {
        var key_w: Double
        var key_h: Double
        var keys: [String: [Double]]
    }

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// Every layout of the file, as gesture keyboards.
    public static func decode(_ data: Data) throws -> [String: SwipeKeyboard] {
        let entries: [String: Entry]
        do {
            entries = try JSONDecoder().decode([String: Entry].self, from: data)
        } catch {
            throw Failure(description: "not a layouts file: \(error)")
        }
        var result: [String: SwipeKeyboard] = [:]
        for (name, entry) in entries {
            let keys: [(letter: Unicode.Scalar, center: Point)] = entry.keys.keys.sorted().compactMap { letter in
                guard let v = entry.keys[letter], v.count >= 2, let scalar = letter.unicodeScalars.first,
                    letter.unicodeScalars.count == 1
                else { return nil }
                return (scalar, Point(x: v[0], y: v[1]))
            }
            result[name] = SwipeKeyboard(centers: keys, pitchX: entry.key_w, pitchY: entry.key_h)
        }
        return result
    }
}
