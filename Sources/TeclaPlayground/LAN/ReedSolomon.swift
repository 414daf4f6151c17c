/// Reed–Solomon error correction over GF(256) with QR's polynomial x⁸ + x⁴ + x³ + x² + 1.
enum ReedSolomon {
    /// α^i for i in 0..<255, and the logarithm of each non-zero element.
    static let (exponents, logarithms): ([UInt8], [Int]) = {
        var exponents = [UInt8](repeating: 0, count: 255)
        var logarithms = [Int](repeating: 0, count: 256)
        var value = 1
        for power in 0..<255 {
            exponents[power] = UInt8(value)
            logarithms[value] = power
            value <<= 1
            if value & 0x100 != 0 { value ^= 0x11D }
        }
        return (exponents, logarithms)
    }()

    static func multiply(_ a: UInt8, _ b: UInt8) -> UInt8 {
        if a == 0 || b == 0 { return 0 }
        return exponents[(logarithms[Int(a)] + logarithms[Int(b)]) % 255]
    }

    /// The generator (x − α⁰)(x − α¹)…(x − α^(degree−1)), coefficients highest power first,
    /// the leading 1 left out.
    static func generator(degree: Int) -> [UInt8] {
        var coefficients = [UInt8](repeating: 0, count: degree)
        coefficients[degree - 1] = 1
        var root: UInt8 = 1
        for _ in 0..<degree {
            // Multiply by (x − root): shift up and add root × each coefficient.
            for index in 0..<degree {
                coefficients[index] = multiply(coefficients[index], root)
                if index + 1 < degree { coefficients[index] ^= coefficients[index + 1] }
            }
            root = multiply(root, 2)
        }
        return coefficients
    }

    /// The `degree` error-correction codewords of a block: the remainder of data × x^degree
    /// divided by the generator.
    static func remainder(of data: [UInt8], degree: Int) -> [UInt8] {
        let generator = generator(degree: degree)
        var remainder = [UInt8](repeating: 0, count: degree)
        for byte in data {
            let factor = byte ^ remainder[0]
            remainder.removeFirst()
            remainder.append(0)
            for index in 0..<degree { remainder[index] ^= multiply(generator[index], factor) }
        }
        return remainder
    }
}
