import TeclaAssist
/// Turns a screenshot into the grey image tesseract reads best: dark text on a light ground.
///
/// Tesseract binarizes with one global threshold, which loses light text on coloured bubbles in
/// dark mode (white on blue, white on pink). On a dark screenshot every surface — page, bubbles of
/// any colour — is darker in its *least* bright channel than the text on it, so the inverted
/// minimum channel makes all text dark on light. Light screenshots are read as their luminance.
/// Measured on the fixtures (see Guides/ReplySuggestions.md): without this, 22 of 183 dark-mode
/// messages were missed.
enum ScreenshotPreprocessor {
    /// Whether the image's mean luminance is below half.
    static func isDark(_ image: PixelImage) -> Bool {
        var total = 0
        var count = 0
        // Every 7th pixel is plenty for a mean.
        var i = 0
        while i + 2 < image.rgb.count {
            total += luminance(image.rgb[i], image.rgb[i + 1], image.rgb[i + 2])
            count += 1
            i += 21
        }
        return count > 0 && total / count < 128
    }

    /// A binary PGM (P5) of the text-dark grey image.
    static func pgm(_ image: PixelImage) -> [UInt8] {
        let dark = isDark(image)
        var out = Array("P5\n\(image.width) \(image.height)\n255\n".utf8)
        out.reserveCapacity(out.count + image.width * image.height)
        let rgb = image.rgb
        var i = 0
        while i + 2 < rgb.count {
            if dark {
                out.append(255 - min(rgb[i], rgb[i + 1], rgb[i + 2]))
            } else {
                out.append(UInt8(luminance(rgb[i], rgb[i + 1], rgb[i + 2])))
            }
            i += 3
        }
        return out
    }

    private static func luminance(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Int {
        (299 * Int(r) + 587 * Int(g) + 114 * Int(b)) / 1000
    }
}
