/// Why a text cannot be drawn as a ``QRCode``.
public enum QRCodeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// More bytes than version 10 holds at the chosen level.
    case tooLong(bytes: Int, maximum: Int)
    /// A fixed mask outside 0…7.
    case badMask(Int)

    public var description: String {
        switch self {
        case .tooLong(let bytes, let maximum): "\(bytes) bytes is more than a QR code of version 10 holds (\(maximum))"
        case .badMask(let mask): "QR mask \(mask) is not one of 0…7"
        }
    }
}
