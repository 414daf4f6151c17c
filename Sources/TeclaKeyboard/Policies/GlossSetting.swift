import TeclaLanguage

/// Which meaning the suggestion bar draws under a word whose pack has glosses (N'Ko): the
/// English one, the French one, or none.
public enum GlossSetting: String, Hashable, Sendable, Codable, CaseIterable {
    case off, english, french

    /// The gloss language to look up, nil when glosses are off.
    public var language: GlossTable.Language? {
        switch self {
        case .off: nil
        case .english: .english
        case .french: .french
        }
    }
}
