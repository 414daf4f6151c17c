import Testing
import TeclaCore
@testable import TeclaPlayground

/// The internals picture of the nearest-key rule.
@Suite struct HitRegionSamplerTests {
    let layout = try! LayoutCatalog.standard.layout(id: "en-US", width: 390)

    @Test func everyKeyOwnsOneBandAndTheBandsTileThePage() throws {
        for page in layout.pages {
            let regions = HitRegionSampler(step: 1).regions(of: page, size: layout.size)
            let ids = regions.compactMap(\.keyID)
            #expect(Set(ids) == Set(page.keys.filter { $0.action != .none }.map(\.id)), "page \(page.id)")
            let area = regions.reduce(0) { $0 + $1.frame.width * $1.frame.height }
            #expect(abs(area - layout.size.width * layout.size.height) < 0.5, "page \(page.id)")
        }
    }

    @Test func eachBandContainsItsCapAndMeansItsKey() throws {
        let page = try #require(layout.page(.letters))
        let regions = HitRegionSampler(step: 1).regions(of: page, size: layout.size)
        for region in regions {
            let key = try #require(page.key(id: region.keyID ?? ""))
            #expect(region.frame.contains(key.frame.center))
            #expect(page.key(at: region.frame.center)?.id == key.id)
            #expect(region.label == key.label)
        }
        // The gap left of "a" belongs to "a", and the band of "q" reaches the top edge.
        let a = try #require(regions.first { $0.keyID == "a" })
        #expect(a.frame.minX == 0)
        #expect(regions.first { $0.keyID == "q" }?.frame.minY == 0)
    }

    @Test func edgesAreWithinHalfAStep() throws {
        let page = try #require(layout.page(.letters))
        let sampler = HitRegionSampler()
        let q = try #require(sampler.regions(of: page, size: layout.size).first { $0.keyID == "q" })
        // q's cap ends at 36 and w's starts at 42: they meet at 39; the first row band ends at 54.
        #expect(abs(q.frame.maxX - 39) <= sampler.step / 2)
        #expect(abs(q.frame.maxY - 54) <= sampler.step / 2)
    }

    @Test func stepsAreClamped() {
        #expect(HitRegionSampler(step: 0).step == 0.25)
        #expect(HitRegionSampler(step: 100).step == 8)
    }
}
