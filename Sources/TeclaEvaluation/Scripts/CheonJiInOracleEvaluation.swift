import TeclaScripts

/// Replays oracle cases through ``CheonJiInAutomaton`` and counts exact matches by kind.
///
/// Exact means the same Unicode scalars: Swift's `String ==` would call 가 (U+AC00) and ᄀ + ᅡ
/// equal, and pending states must use the conjoining jamo the oracle gives.
public struct CheonJiInOracleEvaluation: Sendable {
    /// A case whose replay differs from the oracle.
    public struct Mismatch: Hashable, Sendable {
        /// 1-based line (or case) number.
        public var line: Int
        public var kind: String
        public var keys: [String]
        public var expected: String
        public var got: String
    }

    /// Exact matches and totals of one kind of case.
    public struct KindResult: Hashable, Sendable {
        public var kind: String
        public var total = 0
        public var exact = 0
    }

    public let options: CheonJiInOptions
    /// Results per kind, in the order the kinds first appear.
    public private(set) var kinds: [KindResult] = []
    /// The first mismatches, up to ``mismatchLimit``.
    public private(set) var mismatches: [Mismatch] = []
    public private(set) var mismatchCount = 0
    /// Cases where the raw Hwalja table typed something else (its ㄿ bug), and how many of them match.
    public private(set) var hwaljaBugCases = 0
    public private(set) var hwaljaBugCasesMatched = 0
    public let mismatchLimit: Int

    public init(options: CheonJiInOptions, mismatchLimit: Int = 20) {
        self.options = options
        self.mismatchLimit = mismatchLimit
    }

    public var total: Int { kinds.reduce(0) { $0 + $1.total } }
    public var exact: Int { kinds.reduce(0) { $0 + $1.exact } }

    /// Replays one case. A case with a key that is not a Cheon-Ji-In key counts as a mismatch.
    public mutating func add(_ oracleCase: CheonJiInOracleCase, line: Int) {
        let expected = oracleCase.expectedText(cyclesWrap: options.cyclesWrap)
        let got = oracleCase.automatonKeys.map { CheonJiInAutomaton.text(typing: $0, options: options) }
        let isExact = got.map { $0.unicodeScalars.elementsEqual(expected.unicodeScalars) } ?? false
        var index = kinds.firstIndex { $0.kind == oracleCase.kind } ?? kinds.endIndex
        if index == kinds.endIndex {
            kinds.append(KindResult(kind: oracleCase.kind))
            index = kinds.count - 1
        }
        kinds[index].total += 1
        if oracleCase.hwaljaRaw != nil {
            hwaljaBugCases += 1
            if isExact { hwaljaBugCasesMatched += 1 }
        }
        if isExact {
            kinds[index].exact += 1
        } else {
            mismatchCount += 1
            if mismatches.count < mismatchLimit {
                let shown = got ?? "(unknown key in \(oracleCase.keys))"
                mismatches.append(Mismatch(line: line, kind: oracleCase.kind, keys: oracleCase.keys, expected: expected, got: shown))
            }
        }
    }
}
