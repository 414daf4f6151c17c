/// How much of a QR code can be damaged and still read: about 7 % (low), 15 % (medium),
/// 25 % (quartile) or 30 % (high) of its codewords.
public enum QRErrorCorrection: String, Hashable, Sendable, CaseIterable, Codable {
    case low, medium, quartile, high

    /// The two bits the format information carries for it.
    var formatBits: Int {
        switch self {
        case .low: 0b01
        case .medium: 0b00
        case .quartile: 0b11
        case .high: 0b10
        }
    }
}
