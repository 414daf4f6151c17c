/// The voice replies are written in, chosen by the user.
public enum Tone: String, Hashable, Sendable, Codable, CaseIterable {
    case casual, friendly, professional, flirty, funny

    /// The tone to start with when the user has not picked one: from the category of the app being typed in
    /// when the keyboard knows it (iOS stopped telling keyboards which app they type in from 26.4, so this
    /// must never be required), else casual.
    public static func `default`(for category: HostAppCategory?) -> Tone {
        switch category {
        case .dating: .flirty
        case .email, .work: .professional
        case .social: .friendly
        case .messaging, nil: .casual
        }
    }
}
