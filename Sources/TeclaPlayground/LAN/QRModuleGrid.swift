/// The modules of a QR code being drawn: the function patterns, then the data, a mask and the
/// format and version information.
struct QRModuleGrid: Hashable {
    let size: Int
    let version: Int
    /// Row by row, true for dark.
    private(set) var dark: [Bool]
    /// Modules of the function patterns (finders, timing, alignment, format and version areas),
    /// which data and masks leave alone.
    private var reserved: [Bool]

    init(version: Int) {
        self.version = version
        size = 17 + 4 * version
        dark = Array(repeating: false, count: size * size)
        reserved = Array(repeating: false, count: size * size)
        drawFunctionPatterns()
    }

    private mutating func set(_ x: Int, _ y: Int, _ isDark: Bool, reserve: Bool = true) {
        dark[y * size + x] = isDark
        if reserve { reserved[y * size + x] = true }
    }

    private mutating func drawFunctionPatterns() {
        // Timing patterns along row and column 6.
        for index in 0..<size {
            set(6, index, index % 2 == 0)
            set(index, 6, index % 2 == 0)
        }
        // Finders (with their light separators) in three corners.
        for (cx, cy) in [(3, 3), (size - 4, 3), (3, size - 4)] {
            for dy in -4...4 {
                for dx in -4...4 {
                    let x = cx + dx
                    let y = cy + dy
                    guard (0..<size).contains(x), (0..<size).contains(y) else { continue }
                    let ring = max(abs(dx), abs(dy))
                    set(x, y, ring != 2 && ring != 4)
                }
            }
        }
        // Alignment patterns wherever they do not overlap a finder.
        let centres = QRBlockLayout.alignmentCentres[version - 1]
        let last = centres.count - 1
        for (i, cy) in centres.enumerated() {
            for (j, cx) in centres.enumerated() {
                if (i == 0 && j == 0) || (i == 0 && j == last) || (i == last && j == 0) { continue }
                for dy in -2...2 {
                    for dx in -2...2 { set(cx + dx, cy + dy, max(abs(dx), abs(dy)) != 1) }
                }
            }
        }
        // Reserve the format areas now (drawn with the mask) and the dark module.
        drawFormat(bits: 0)
        set(8, size - 8, true)
        if version >= 7 { drawVersion() }
    }

    /// The 15 format bits: the level and mask, BCH-protected and XORed with 101010000010010.
    static func formatBits(correction: QRErrorCorrection, mask: Int) -> Int {
        let data = correction.formatBits << 3 | mask
        var remainder = data
        for _ in 0..<10 { remainder = (remainder << 1) ^ ((remainder >> 9) * 0x537) }
        return (data << 10 | remainder) ^ 0x5412
    }

    mutating func drawFormat(correction: QRErrorCorrection, mask: Int) {
        drawFormat(bits: Self.formatBits(correction: correction, mask: mask))
    }

    /// Both copies: around the top-left finder, and split between the other two.
    private mutating func drawFormat(bits: Int) {
        func bit(_ index: Int) -> Bool { (bits >> index) & 1 == 1 }
        for index in 0...5 { set(8, index, bit(index)) }
        set(8, 7, bit(6))
        set(8, 8, bit(7))
        set(7, 8, bit(8))
        for index in 9..<15 { set(14 - index, 8, bit(index)) }
        for index in 0..<8 { set(size - 1 - index, 8, bit(index)) }
        for index in 8..<15 { set(8, size - 15 + index, bit(index)) }
    }

    /// Versions 7 and up carry their number, BCH-protected, beside two finders.
    private mutating func drawVersion() {
        var remainder = version
        for _ in 0..<12 { remainder = (remainder << 1) ^ ((remainder >> 11) * 0x1F25) }
        let bits = version << 12 | remainder
        for index in 0..<18 {
            let isDark = (bits >> index) & 1 == 1
            let a = size - 11 + index % 3
            let b = index / 3
            set(a, b, isDark)
            set(b, a, isDark)
        }
    }

    /// The codewords in the zigzag order: two columns at a time from the right, up then down,
    /// skipping the vertical timing pattern; modules left over stay light.
    mutating func placeData(_ codewords: [UInt8]) {
        var bitIndex = 0
        var right = size - 1
        while right >= 1 {
            if right == 6 { right = 5 }
            let upward = (right + 1) & 2 == 0
            for step in 0..<size {
                let y = upward ? size - 1 - step : step
                for x in [right, right - 1] where !reserved[y * size + x] {
                    if bitIndex < codewords.count * 8 {
                        dark[y * size + x] = (codewords[bitIndex >> 3] >> (7 - (bitIndex & 7))) & 1 == 1
                    }
                    bitIndex += 1
                }
            }
            right -= 2
        }
    }

    /// Flips every data module the pattern selects.
    mutating func apply(mask: Int) {
        for y in 0..<size {
            for x in 0..<size where !reserved[y * size + x] && Self.masks(mask, x: x, y: y) {
                dark[y * size + x].toggle()
            }
        }
    }

    static func masks(_ mask: Int, x: Int, y: Int) -> Bool {
        switch mask {
        case 0: (x + y) % 2 == 0
        case 1: y % 2 == 0
        case 2: x % 3 == 0
        case 3: (x + y) % 3 == 0
        case 4: (x / 3 + y / 2) % 2 == 0
        case 5: x * y % 2 + x * y % 3 == 0
        case 6: (x * y % 2 + x * y % 3) % 2 == 0
        default: ((x + y) % 2 + x * y % 3) % 2 == 0
        }
    }

    /// The standard's penalty: long runs, 2 × 2 blocks, finder-like patterns and an unbalanced
    /// share of dark modules each cost points; the mask with the fewest wins.
    func penalty() -> Int {
        func at(_ x: Int, _ y: Int) -> Bool { dark[y * size + x] }
        var points = 0
        for transposed in [false, true] {
            for line in 0..<size {
                let modules = (0..<size).map { transposed ? at(line, $0) : at($0, line) }
                var run = 1
                for index in 1...size {
                    if index < size && modules[index] == modules[index - 1] {
                        run += 1
                    } else {
                        if run >= 5 { points += 3 + run - 5 }
                        run = 1
                    }
                }
                // 1:1:3:1:1 with four light modules on one side (the edge counts as light).
                let pattern: [Bool] = [true, false, true, true, true, false, true]
                for start in 0...(size - 7) where Array(modules[start..<start + 7]) == pattern {
                    let before = (start - 4..<start).allSatisfy { $0 < 0 || !modules[$0] }
                    let after = (start + 7..<start + 11).allSatisfy { $0 >= size || !modules[$0] }
                    if before || after { points += 40 }
                }
            }
        }
        for y in 0..<size - 1 {
            for x in 0..<size - 1 {
                let colour = at(x, y)
                if at(x + 1, y) == colour && at(x, y + 1) == colour && at(x + 1, y + 1) == colour { points += 3 }
            }
        }
        let darkCount = dark.count(where: { $0 })
        let deviation = abs(darkCount * 20 - dark.count * 10)
        // Ten points for each full 5 % the dark share strays from half.
        points += 10 * max(0, (deviation + dark.count - 1) / dark.count - 1)
        return points
    }
}
