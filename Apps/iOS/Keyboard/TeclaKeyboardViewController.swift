import TeclaUIKit

/// The keyboard extension's principal class (`NSExtensionPrincipalClass` in Info.plist). All of
/// the keyboard is in TeclaUIKit's ``KeyboardViewController`` and the engine below it; this
/// subclass only names the App Group this build uses.
final class TeclaKeyboardViewController: KeyboardViewController {
    override var appGroupIdentifier: String { AppGroup.identifier }
}
