import TeclaCore
import TeclaLanguage

/// What a ``KeyboardSession`` uses and does not own: clocks, layouts, language packs and the
/// maker of input methods. Injected, so that tests and replays run on their own clocks and data.
public struct SessionServices {
    /// The uptime clock every timing rule runs on (double-space, long-press, backspace repeat).
    public var clock: any Clock { heldClock }
    /// What learning and decay of the user model run on: calendar time, which survives a
    /// reboot (``WallClock`` unless a caller injects one; scripted and replayed typing pass
    /// their manual clock so that the same events learn the same way).
    public var wallClock: any Clock { heldWallClock }
    /// The two clocks, each read once per input: everything one input does sees one time (the
    /// time its log entry records), however often the steps ask.
    let heldClock: HeldClock
    let heldWallClock: HeldClock
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
        heldClock = HeldClock(clock)
        heldWallClock = HeldClock(wallClock)
        self.catalog = catalog
        self.languageModels = languageModels
        self.customInputMethod = makeInputMethod
    }

    /// Reads both clocks once for the input about to be handled (nested inputs share the time).
    func hold() {
        heldClock.hold()
        heldWallClock.hold()
    }

    func release() {
        heldClock.release()
        heldWallClock.release()
    }

    /// The input method for `layout` under `settings`: the caller's maker, else the factory's.
    func inputMethod(for layout: KeyboardLayout, settings: KeyboardSettings) -> any InputMethod {
        customInputMethod?(layout) ?? InputMethodFactory(settings: settings).make(layout)
    }
}

/// A clock read once and then held, while one input is handled.
final class HeldClock: Clock {
    let base: any Clock
    private var held: Double?

    init(_ base: any Clock) {
        // A clock given twice (a session's clock handed to another) is not wrapped twice.
        self.base = (base as? HeldClock)?.base ?? base
    }

    var now: Double { held ?? base.now }

    func hold() { held = base.now }
    func release() { held = nil }
}
