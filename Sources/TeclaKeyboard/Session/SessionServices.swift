import TeclaCore
import TeclaLanguage

/// What a ``KeyboardSession`` uses and does not own: clocks, layouts, language packs and the
/// maker of input methods. Injected, so that tests and replays run on their own clocks and data.
public struct SessionServices {
    /// The uptime clock every timing rule runs on (double-space, long-press, backspace repeat).
    public let clock: any Clock
    /// What learning and decay of the user model run on: calendar time, which survives a
    /// reboot (``WallClock`` unless a caller injects one; scripted and replayed typing pass
    /// their manual clock so that the same events learn the same way).
    public let wallClock: any Clock
    public let catalog: LayoutCatalog
    /// The packs of the languages the layouts type, shared by all sessions.
    public let languageModels: LanguageModels
    /// The caller's input-method maker, if it chose one; otherwise ``InputMethodFactory``
    /// follows the settings.
    let customInputMethod: ((KeyboardLayout) -> any InputMethod)?
    let autoCapitalization = AutoCapitalizationPolicy()

    public init(
        clock: any Clock, wallClock: any Clock = WallClock(), catalog: LayoutCatalog = .standard, languageModels: LanguageModels = .none,
        makeInputMethod: ((KeyboardLayout) -> any InputMethod)? = nil
    ) {
        self.clock = clock
        self.wallClock = wallClock
        self.catalog = catalog
        self.languageModels = languageModels
        self.customInputMethod = makeInputMethod
    }

    /// The input method for `layout` under `settings`: the caller's maker, else the factory's.
    func inputMethod(for layout: KeyboardLayout, settings: KeyboardSettings) -> any InputMethod {
        customInputMethod?(layout) ?? InputMethodFactory(settings: settings).make(layout)
    }
}
