import Foundation

/// Finds the first object key that appears twice in the same JSON object. Foundation's decoder
/// silently keeps one of them, so `{"layout": "en-US", "layout": "ko-cheonjiin"}` would mean
/// whatever the parser happens to prefer; the playground refuses it instead.
///
/// A single pass over the bytes that only follows strings and nesting: it assumes nothing else
/// about validity (the decoder checks that afterwards). Keys are compared after unescaping, so
/// `"a"` and `"\u0061"` are the same key. O(n) time; memory O(keys of the open objects).
enum DuplicateKeyScanner {
    /// The repeated key, or nil when every object's keys are distinct.
    static func firstDuplicate(in data: Data) -> String? {
        let bytes = [UInt8](data)
        // One entry per open container: nil for an array, the keys seen for an object.
        var stack: [Set<String>?] = []
        var expectingKey = false
        var i = 0
        while i < bytes.count {
            switch bytes[i] {
            case UInt8(ascii: "{"):
                stack.append([])
                expectingKey = true
            case UInt8(ascii: "["):
                stack.append(nil)
                expectingKey = false
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if !stack.isEmpty { stack.removeLast() }
                expectingKey = false
            case UInt8(ascii: ","):
                expectingKey = stack.last.map { $0 != nil } ?? false
            case UInt8(ascii: "\""):
                let start = i
                i += 1
                while i < bytes.count, bytes[i] != UInt8(ascii: "\"") {
                    i += bytes[i] == UInt8(ascii: "\\") ? 2 : 1
                }
                if expectingKey, i < bytes.count, var keys = stack.last ?? nil {
                    let token = Data(bytes[start...i])
                    let key = (try? JSONDecoder().decode(String.self, from: token)) ?? String(decoding: token, as: UTF8.self)
                    guard keys.insert(key).inserted else { return key }
                    stack[stack.count - 1] = keys
                    expectingKey = false
                }
            default:
                break
            }
            i += 1
        }
        return nil
    }
}
