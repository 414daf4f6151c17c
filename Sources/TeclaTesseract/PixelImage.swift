import TeclaAssist
/// An 8-bit RGB image in memory, rows top to bottom, three bytes per pixel.
struct PixelImage: Sendable {
    let width: Int
    let height: Int
    /// `width * height * 3` bytes: red, green, blue.
    let rgb: [UInt8]
}
