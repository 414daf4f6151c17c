/// What kind of app the keyboard is typing into, when it is known.
public enum HostAppCategory: String, Hashable, Sendable, Codable, CaseIterable {
    case messaging, dating, email, work, social

    /// The category of a few well-known apps by bundle identifier; nil for anything else.
    public init?(bundleIdentifier: String) {
        let id = bundleIdentifier.lowercased()
        let table: [(String, HostAppCategory)] = [
            ("com.apple.mobilesms", .messaging), ("net.whatsapp.whatsapp", .messaging), ("org.whispersystems.signal", .messaging),
            ("ph.telegra.telegraph", .messaging), ("com.facebook.messenger", .messaging),
            ("com.cardify.tinder", .dating), ("co.hinge.app", .dating), ("com.bumble.app", .dating), ("com.okcupid.app", .dating),
            ("com.apple.mobilemail", .email), ("com.google.gmail", .email), ("com.microsoft.office.outlook", .email),
            ("com.tinyspeck.chatlyio", .work), ("com.microsoft.skype.teams", .work), ("com.linkedin.linkedin", .work),
            ("com.burbn.instagram", .social), ("com.atebits.tweetie2", .social), ("com.zhiliaoapp.musically", .social),
        ]
        guard let match = table.first(where: { id == $0.0 || id.hasPrefix($0.0 + ".") }) else { return nil }
        self = match.1
    }
}
