import TeclaCore
import TeclaScripts

/// Chooses the input method a layout types with: Cheon-Ji-In composition for `ko-cheonjiin`,
/// transliteration for `nqo-latin`, N'Ko marks for `nqo`, letters straight through for
/// everything else.
///
/// ```swift
/// let session = try KeyboardSession(layoutID: "ko-cheonjiin", catalog: .all, document: buffer, clock: clock)
/// // wrapping consonant cycles, a setting the session passes on:
/// var settings = session.settings
/// settings.cheonJiInCyclesWrap = true
/// session.handle(.host(.settingsDidChange(settings)))
/// ```
public struct InputMethodFactory: Sendable {
    /// Settings of the Cheon-Ji-In input method.
    public var cheonJiIn: CheonJiInOptions

    public init(cheonJiIn: CheonJiInOptions = CheonJiInOptions()) {
        self.cheonJiIn = cheonJiIn
    }

    /// The factory the user's settings call for.
    public init(settings: KeyboardSettings) {
        self.init(cheonJiIn: CheonJiInOptions(cyclesWrap: settings.cheonJiInCyclesWrap))
    }

    /// The input method for `layout`.
    public func make(_ layout: KeyboardLayout) -> any InputMethod {
        switch layout.id {
        case CheonJiInLayout.id: CheonJiInInputMethod(options: cheonJiIn)
        case NKoLayout.latinID: NKoTransliterationInputMethod()
        case NKoLayout.id: NKoDirectInputMethod()
        default: AlphabeticInputMethod()
        }
    }

    /// The input method for `layout` with default settings: the session's default.
    public static func standard(_ layout: KeyboardLayout) -> any InputMethod {
        InputMethodFactory().make(layout)
    }
}
