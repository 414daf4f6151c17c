import ArgumentParser
import TeclaCore

extension GraphemeBound {
    /// Refuses text given on the command line or standard input that holds a character longer
    /// than the bound: what each command reads per character stays bounded.
    static func validate(_ text: String, _ what: String) throws {
        if let overlong = firstOverlong(in: text) {
            throw ValidationError("\(what): \(overlong)")
        }
    }
}
