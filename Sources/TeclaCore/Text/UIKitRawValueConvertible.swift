/// A mirror of a UIKit `Int` enum whose cases are declared in UIKit's order, so a host can
/// turn the proxy's traits into ours without a table: `KeyboardType(uiKitRawValue: 4)` is
/// `.numberPad`, as `UIKeyboardType(rawValue: 4)` is `.numberPad`.
public protocol UIKitRawValueConvertible: CaseIterable, Equatable where AllCases == [Self] {}

extension UIKitRawValueConvertible {
    /// The case UIKit numbers `value`; nil for values UIKit may add later.
    public init?(uiKitRawValue value: Int) {
        guard Self.allCases.indices.contains(value) else { return nil }
        self = Self.allCases[value]
    }

    /// The number UIKit gives this case.
    public var uiKitRawValue: Int {
        Self.allCases.firstIndex(of: self) ?? 0
    }
}

extension KeyboardType: UIKitRawValueConvertible {}
extension ReturnKeyType: UIKitRawValueConvertible {}
extension AutocapitalizationType: UIKitRawValueConvertible {}
extension AutocorrectionType: UIKitRawValueConvertible {}
