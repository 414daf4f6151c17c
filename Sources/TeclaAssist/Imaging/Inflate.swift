/// DEFLATE decompression (RFC 1951) of a zlib stream (RFC 1950), enough to read PNG image data
/// without a system zlib: Foundation on Linux offers none, and engine modules use Foundation only.
enum Inflate {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Decompresses a zlib stream (2-byte header, deflate blocks, Adler-32 trailer not checked:
    /// PNG chunks carry their own CRCs). `limit` bounds the output so a crafted image cannot
    /// exhaust memory.
    static func zlib(_ data: [UInt8], limit: Int) throws(Failure) -> [UInt8] {
        guard data.count >= 2, data[0] & 0x0F == 8, (UInt16(data[0]) << 8 | UInt16(data[1])) % 31 == 0 else {
            throw Failure(description: "not a zlib stream")
        }
        guard data[1] & 0x20 == 0 else { throw Failure(description: "zlib preset dictionaries are not supported") }
        var reader = BitReader(bytes: data, position: 2)
        var output: [UInt8] = []
        output.reserveCapacity(min(limit, data.count * 4))
        var last = false
        while !last {
            last = try reader.bits(1) == 1
            switch try reader.bits(2) {
            case 0:
                try reader.alignToByte()
                let length = try reader.bits(16)
                let complement = try reader.bits(16)
                guard length == ~complement & 0xFFFF else { throw Failure(description: "stored block length mismatch") }
                guard output.count + length <= limit else { throw Failure(description: "image data larger than its header says") }
                output.append(contentsOf: try reader.bytes(length))
            case 1:
                try inflateBlock(&reader, &output, literals: fixedLiterals, distances: fixedDistances, limit: limit)
            case 2:
                let (literals, distances) = try dynamicTables(&reader)
                try inflateBlock(&reader, &output, literals: literals, distances: distances, limit: limit)
            default:
                throw Failure(description: "invalid deflate block type")
            }
        }
        return output
    }

    // MARK: Huffman tables

    /// A canonical Huffman code: symbols sorted by code length, with counts per length.
    struct Huffman {
        var counts = [Int](repeating: 0, count: 16)
        var symbols: [Int] = []

        init(lengths: [Int]) throws(Failure) {
            for length in lengths { counts[length] += 1 }
            counts[0] = 0
            var left = 1
            for length in 1..<16 {
                left = left * 2 - counts[length]
                guard left >= 0 else { throw Failure(description: "over-subscribed Huffman code") }
            }
            var offsets = [Int](repeating: 0, count: 16)
            for length in 1..<15 { offsets[length + 1] = offsets[length] + counts[length] }
            symbols = [Int](repeating: 0, count: lengths.count)
            for (symbol, length) in lengths.enumerated() where length != 0 {
                symbols[offsets[length]] = symbol
                offsets[length] += 1
            }
        }

        func decode(_ reader: inout BitReader) throws(Failure) -> Int {
            var code = 0, first = 0, index = 0
            for length in 1..<16 {
                code |= try reader.bits(1)
                let count = counts[length]
                if code - count < first { return symbols[index + (code - first)] }
                index += count
                first = (first + count) << 1
                code <<= 1
            }
            throw Failure(description: "invalid Huffman code")
        }
    }

    private static let fixedLiterals: Huffman = {
        var lengths = [Int](repeating: 8, count: 288)
        for i in 144..<256 { lengths[i] = 9 }
        for i in 256..<280 { lengths[i] = 7 }
        return try! Huffman(lengths: lengths)
    }()

    private static let fixedDistances: Huffman = try! Huffman(lengths: [Int](repeating: 5, count: 30))

    private static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    private static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    private static let distanceBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    private static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]
    private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    private static func dynamicTables(_ reader: inout BitReader) throws(Failure) -> (Huffman, Huffman) {
        let literalCount = try reader.bits(5) + 257
        let distanceCount = try reader.bits(5) + 1
        let codeLengthCount = try reader.bits(4) + 4
        guard literalCount <= 286, distanceCount <= 30 else { throw Failure(description: "bad dynamic block header") }
        var codeLengths = [Int](repeating: 0, count: 19)
        for i in 0..<codeLengthCount { codeLengths[codeLengthOrder[i]] = try reader.bits(3) }
        let codeLengthCode = try Huffman(lengths: codeLengths)
        var lengths: [Int] = []
        while lengths.count < literalCount + distanceCount {
            let symbol = try codeLengthCode.decode(&reader)
            switch symbol {
            case 0...15: lengths.append(symbol)
            case 16:
                guard let previous = lengths.last else { throw Failure(description: "repeat with no previous length") }
                lengths.append(contentsOf: repeatElement(previous, count: 3 + (try reader.bits(2))))
            case 17: lengths.append(contentsOf: repeatElement(0, count: 3 + (try reader.bits(3))))
            default: lengths.append(contentsOf: repeatElement(0, count: 11 + (try reader.bits(7))))
            }
        }
        guard lengths.count == literalCount + distanceCount, lengths[256] != 0 else {
            throw Failure(description: "bad code lengths")
        }
        return (try Huffman(lengths: Array(lengths[..<literalCount])), try Huffman(lengths: Array(lengths[literalCount...])))
    }

    private static func inflateBlock(_ reader: inout BitReader, _ output: inout [UInt8], literals: Huffman, distances: Huffman, limit: Int) throws(Failure) {
        while true {
            let symbol = try literals.decode(&reader)
            if symbol < 256 {
                guard output.count < limit else { throw Failure(description: "image data larger than its header says") }
                output.append(UInt8(symbol))
            } else if symbol == 256 {
                return
            } else {
                let index = symbol - 257
                guard index < lengthBase.count else { throw Failure(description: "bad length symbol") }
                let length = lengthBase[index] + (try reader.bits(lengthExtra[index]))
                let distanceSymbol = try distances.decode(&reader)
                guard distanceSymbol < distanceBase.count else { throw Failure(description: "bad distance symbol") }
                let distance = distanceBase[distanceSymbol] + (try reader.bits(distanceExtra[distanceSymbol]))
                guard distance <= output.count else { throw Failure(description: "distance reaches before the start") }
                guard output.count + length <= limit else { throw Failure(description: "image data larger than its header says") }
                let start = output.count - distance
                for i in 0..<length { output.append(output[start + i]) }
            }
        }
    }

    /// Reads deflate's bit stream, least significant bit first.
    struct BitReader {
        let bytes: [UInt8]
        var position: Int
        var bitBuffer = 0
        var bitCount = 0

        init(bytes: [UInt8], position: Int) {
            self.bytes = bytes
            self.position = position
        }

        mutating func bits(_ count: Int) throws(Failure) -> Int {
            while bitCount < count {
                guard position < bytes.count else { throw Failure(description: "compressed data ends early") }
                bitBuffer |= Int(bytes[position]) << bitCount
                position += 1
                bitCount += 8
            }
            let value = bitBuffer & ((1 << count) - 1)
            bitBuffer >>= count
            bitCount -= count
            return value
        }

        mutating func alignToByte() throws(Failure) {
            bitBuffer = 0
            bitCount = 0
        }

        mutating func bytes(_ count: Int) throws(Failure) -> ArraySlice<UInt8> {
            guard position + count <= bytes.count else { throw Failure(description: "stored block ends early") }
            defer { position += count }
            return bytes[position..<position + count]
        }
    }
}
