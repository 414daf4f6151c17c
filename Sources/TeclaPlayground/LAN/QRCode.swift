/// A QR code (ISO/IEC 18004, model 2) for a short text such as a URL: the page draws it so a
/// phone on the same network can open the playground by pointing its camera at the screen.
///
/// Byte mode, versions 1 to 10 (up to 21 × 21 … 57 × 57 modules, 271 bytes at level L), the
/// smallest version the text fits, and the mask with the lowest penalty.
///
/// ```swift
/// let code = try QRCode(text: "http://192.168.1.23:8080/")
/// code.size             // 25 (version 2)
/// code[x: 0, y: 0]      // true: the top-left finder's corner is dark
/// ```
///
/// Encoding is O(n) in the modules for each of the eight masks tried.
public struct QRCode: Hashable, Sendable {
    /// 1…10.
    public let version: Int
    public let correction: QRErrorCorrection
    /// The mask pattern applied to the data, 0…7.
    public let mask: Int
    /// Modules per side: 17 + 4 × version.
    public var size: Int { 17 + 4 * version }
    /// Row by row, true for dark.
    public let modules: [Bool]

    /// Whether the module at column `x`, row `y` is dark.
    public subscript(x x: Int, y y: Int) -> Bool { modules[y * size + x] }

    /// The rows as strings of `1` (dark) and `0` (light), the form the API sends.
    public var rows: [String] {
        (0..<size).map { y in String((0..<size).map { x in self[x: x, y: y] ? "1" : "0" }) }
    }

    /// Encodes `text` as UTF-8 bytes.
    ///
    /// - Parameter mask: a fixed mask pattern (for tests); nil chooses the best.
    /// - Throws: ``QRCodeError/tooLong(bytes:maximum:)`` beyond version 10's capacity.
    public init(text: String, correction: QRErrorCorrection = .medium, mask: Int? = nil) throws(QRCodeError) {
        try self.init(bytes: Array(text.utf8), correction: correction, mask: mask)
    }

    public init(bytes: [UInt8], correction: QRErrorCorrection = .medium, mask fixedMask: Int? = nil) throws(QRCodeError) {
        if let fixedMask, !(0..<8).contains(fixedMask) { throw .badMask(fixedMask) }
        guard let version = (1...QRBlockLayout.maximumVersion).first(where: { Self.fits(bytes.count, version: $0, correction) }) else {
            throw .tooLong(bytes: bytes.count, maximum: Self.capacity(version: QRBlockLayout.maximumVersion, correction))
        }
        let layout = QRBlockLayout(version: version, correction: correction)
        let codewords = layout.interleave(Self.dataCodewords(bytes, version: version, layout: layout))
        var grid = QRModuleGrid(version: version)
        grid.placeData(codewords)
        let masks = fixedMask.map { [$0] } ?? Array(0..<8)
        var best: (penalty: Int, grid: QRModuleGrid, mask: Int)?
        for mask in masks {
            var candidate = grid
            candidate.apply(mask: mask)
            candidate.drawFormat(correction: correction, mask: mask)
            let penalty = candidate.penalty()
            if best == nil || penalty < best!.penalty { best = (penalty, candidate, mask) }
        }
        self.version = version
        self.correction = correction
        self.mask = best!.mask
        self.modules = best!.grid.dark
    }

    /// The most bytes a code of this version and level holds.
    static func capacity(version: Int, _ correction: QRErrorCorrection) -> Int {
        let bits = QRBlockLayout(version: version, correction: correction).dataCodewordCount * 8
        return (bits - 4 - countBits(version: version)) / 8
    }

    static func fits(_ count: Int, version: Int, _ correction: QRErrorCorrection) -> Bool {
        count <= capacity(version: version, correction)
    }

    /// Byte mode's character count takes 8 bits up to version 9, 16 from version 10.
    static func countBits(version: Int) -> Int { version <= 9 ? 8 : 16 }

    /// Mode, count, the bytes, a terminator and padding to the version's data capacity.
    static func dataCodewords(_ bytes: [UInt8], version: Int, layout: QRBlockLayout) -> [UInt8] {
        var bits = QRBitBuffer()
        bits.append(0b0100, count: 4)
        bits.append(bytes.count, count: countBits(version: version))
        for byte in bytes { bits.append(Int(byte), count: 8) }
        let capacity = layout.dataCodewordCount * 8
        bits.append(0, count: min(4, capacity - bits.count))
        bits.append(0, count: (8 - bits.count % 8) % 8)
        var codewords = bits.bytes
        var pad: UInt8 = 0xEC
        while codewords.count < layout.dataCodewordCount {
            codewords.append(pad)
            pad = pad == 0xEC ? 0x11 : 0xEC
        }
        return codewords
    }
}
