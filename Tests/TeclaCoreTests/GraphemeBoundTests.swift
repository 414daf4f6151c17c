import Testing
import TeclaCore

/// One "character" can be any number of scalars: text from outside is refused (or, from a host
/// field, cut) past ``GraphemeBound/maxScalars``, while every real character passes.
@Suite struct GraphemeBoundTests {
    static let acute = "\u{0301}"

    @Test func theProbesOverlongCharacterIsFoundWithItsPosition() throws {
        // Issue 32's replaceText: "hello w" + 60,000 accents + " x", one character of 60,001 scalars.
        let text = "hello w" + String(repeating: Self.acute, count: 60_000) + " x"
        let overlong = try #require(GraphemeBound.firstOverlong(in: text))
        #expect(overlong.offset == 6 && overlong.scalars == 60_001 && overlong.limit == 32)
        #expect(overlong.description.hasPrefix("character 7 is 60001 Unicode scalars long"))
        // Joined parts count as marks do: a ZWJ chain or a run of conjoining jamo is one character.
        #expect(GraphemeBound.firstOverlong(in: Array(repeating: "👍", count: 40).joined(separator: "\u{200D}")) != nil)
        #expect(GraphemeBound.firstOverlong(in: String(repeating: "\u{1100}", count: 40)) != nil)
    }

    @Test func everyRealCharacterPasses() {
        let real = [
            "👨‍👩‍👧‍👦", "🏴󠁧󠁢󠁳󠁣󠁴󠁿", "👩🏽‍❤️‍💋‍👨🏿", "Tiếng Việt", "ཨོཾ་མ་ཎི་པདྨེ་ཧཱུྃ", "كَتَبَ", "ߒߞߏ ߞߊ߲", "한국어 ᄀᄀᄀ", "e\u{0301}\u{0302}\u{0303}",
            "a" + String(repeating: Self.acute, count: 31),
        ]
        for text in real {
            #expect(GraphemeBound.firstOverlong(in: text) == nil, "\(text)")
            #expect(GraphemeBound.clamped(text) == text)
        }
        #expect(GraphemeBound.firstOverlong(in: "a" + String(repeating: Self.acute, count: 32)) != nil, "33 scalars are one too many")
    }

    @Test func clampingKeepsTheFirstScalarsOfEachCharacter() {
        let text = "ok " + "a" + String(repeating: Self.acute, count: 5_000) + " b"
        let clamped = GraphemeBound.clamped(text)
        #expect(clamped == "ok " + "a" + String(repeating: Self.acute, count: 31) + " b")
        #expect(GraphemeBound.firstOverlong(in: clamped) == nil)
    }
}
