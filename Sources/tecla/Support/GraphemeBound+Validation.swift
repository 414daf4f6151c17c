import ArgumentParser
import TeclaCore

extension GraphemeBound {
    /// Refuses text given on the command line or standard input that holds a character longer
    /// than the bound (what each command reads per character stays bounded), or a byte that is
    /// no UTF-8: the command line hands such bytes over as U+FFFD, which no keyboard types, and a
    /// command that went on would silently read another text.
    static func validate(_ text: String, _ what: String) throws {
        if let overlong = firstOverlong(in: text) {
            throw ValidationError("\(what): \(overlong)")
        }
        if text.unicodeScalars.contains("\u{FFFD}") {
            throw ValidationError("\(what) is not valid UTF-8 (or holds U+FFFD, the replacement character)")
        }
    }
}
