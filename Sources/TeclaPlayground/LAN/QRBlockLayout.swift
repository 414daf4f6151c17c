/// How a version and level split the codewords into blocks, each with its own error correction
/// (ISO/IEC 18004 table 9, versions 1 to 10).
struct QRBlockLayout {
    static let maximumVersion = 10

    /// Error-correction codewords per block.
    let correctionPerBlock: Int
    /// Data codewords of each block, in order (the longer blocks come last).
    let dataPerBlock: [Int]

    var dataCodewordCount: Int { dataPerBlock.reduce(0, +) }

    init(version: Int, correction: QRErrorCorrection) {
        let row = Self.table[version - 1]
        let entry =
            switch correction {
            case .low: row.0
            case .medium: row.1
            case .quartile: row.2
            case .high: row.3
            }
        correctionPerBlock = entry.correction
        dataPerBlock =
            Array(repeating: entry.short.data, count: entry.short.blocks) + Array(repeating: entry.short.data + 1, count: entry.long)
    }

    /// Splits the data into blocks, adds each block's error correction, and interleaves them:
    /// the first codeword of every block, then the second…, then the correction codewords alike.
    func interleave(_ data: [UInt8]) -> [UInt8] {
        var blocks: [[UInt8]] = []
        var start = 0
        for length in dataPerBlock {
            blocks.append(Array(data[start..<start + length]))
            start += length
        }
        let corrections = blocks.map { ReedSolomon.remainder(of: $0, degree: correctionPerBlock) }
        var out: [UInt8] = []
        for index in 0..<(dataPerBlock.max() ?? 0) {
            for block in blocks where index < block.count { out.append(block[index]) }
        }
        for index in 0..<correctionPerBlock {
            for correction in corrections { out.append(correction[index]) }
        }
        return out
    }

    typealias Entry = (correction: Int, short: (blocks: Int, data: Int), long: Int)

    /// Per version: L, M, Q, H as (correction codewords per block, (short blocks, their data
    /// codewords), long blocks with one data codeword more).
    static let table: [(Entry, Entry, Entry, Entry)] = [
        ((7, (1, 19), 0), (10, (1, 16), 0), (13, (1, 13), 0), (17, (1, 9), 0)),
        ((10, (1, 34), 0), (16, (1, 28), 0), (22, (1, 22), 0), (28, (1, 16), 0)),
        ((15, (1, 55), 0), (26, (1, 44), 0), (18, (2, 17), 0), (22, (2, 13), 0)),
        ((20, (1, 80), 0), (18, (2, 32), 0), (26, (2, 24), 0), (16, (4, 9), 0)),
        ((26, (1, 108), 0), (24, (2, 43), 0), (18, (2, 15), 2), (22, (2, 11), 2)),
        ((18, (2, 68), 0), (16, (4, 27), 0), (24, (4, 19), 0), (28, (4, 15), 0)),
        ((20, (2, 78), 0), (18, (4, 31), 0), (18, (2, 14), 4), (26, (4, 13), 1)),
        ((24, (2, 97), 0), (22, (2, 38), 2), (22, (4, 18), 2), (26, (4, 14), 2)),
        ((30, (2, 116), 0), (22, (3, 36), 2), (20, (4, 16), 4), (24, (4, 12), 4)),
        ((18, (2, 68), 2), (26, (4, 43), 1), (24, (6, 19), 2), (28, (6, 15), 2)),
    ]

    /// The centres of the alignment patterns along each axis, per version.
    static let alignmentCentres: [[Int]] = [
        [], [6, 18], [6, 22], [6, 26], [6, 30], [6, 34], [6, 22, 38], [6, 24, 42], [6, 26, 46], [6, 28, 50],
    ]
}
