/// An address a phone on the same network opens the playground at, with its QR code for the
/// page to draw (`GET /api/lan`).
///
/// ```json
/// {"url": "http://192.168.1.23:8080/", "qrSize": 25, "qrRows": ["1111111001…", …]}
/// ```
public struct LANLink: Hashable, Sendable, Codable {
    public var url: String
    /// Modules per side.
    public var qrSize: Int
    /// Row by row, `1` for a dark module (draw a light margin of four modules around them).
    public var qrRows: [String]

    public init(url: String) throws(QRCodeError) {
        let code = try QRCode(text: url)
        self.url = url
        qrSize = code.size
        qrRows = code.rows
    }
}
