import TeclaCore
import TeclaScripts

extension LayoutCatalog {
    /// Every layout Tecla ships: the core module's (``standard``), Arabic, classical Latin and
    /// those of the script modules (Korean Cheon-Ji-In, N'Ko native and from Latin letters). Use
    /// it with ``InputMethodFactory/standard(_:)``, the session's default, so that each layout
    /// gets its input method. The globe key cycles through them in this order.
    public static let all = LayoutCatalog.standard
        .adding(CheonJiInLayout.definition)
        .adding(NKoLayout.latinDefinition)
        .adding(NKoLayout.definition)
        .adding(ArabicLayout.definition)
        .adding(LatinLayout.definition)
}
