import Foundation
import TeclaLanguage

extension BundledPacks {
    /// The bundled packs as a source: one provider among others (an App Group folder, a path).
    public static var folder: PackFolder {
        PackFolder(url: englishURL?.deletingLastPathComponent() ?? Bundle.module.bundleURL)
    }
}
