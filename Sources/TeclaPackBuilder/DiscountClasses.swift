import TeclaLanguage
/// How many n-grams of a context were seen once, twice, and three times or more: the
/// interpolation weight is D1·n1 + D2·n2 + D3·n3+, computed from integers so that hash-table
/// iteration order cannot change a single bit of the pack.
struct DiscountClasses {
    var n1 = 0, n2 = 0, n3 = 0

    mutating func add(_ count: UInt32) {
        switch count {
        case 0: break
        case 1: n1 += 1
        case 2: n2 += 1
        default: n3 += 1
        }
    }

    func mass(_ d: Discounts) -> Double { d.d1 * Double(n1) + d.d2 * Double(n2) + d.d3 * Double(n3) }
}
