/// Keeps the `capacity` best (id, score) pairs seen, without sorting everything: candidate
/// lists can hold thousands of words and only a handful are shown.
struct TopCandidates {
    let capacity: Int
    private(set) var items: [(id: Int, score: Float)] = []

    /// A capacity of zero or less keeps nothing.
    init(capacity: Int) {
        self.capacity = max(0, capacity)
        items.reserveCapacity(min(self.capacity, 64) + 1)
    }

    /// The score a new candidate must beat to enter.
    var threshold: Float {
        if items.count < capacity { return -.infinity }
        return items.last?.score ?? .infinity
    }

    /// Offers a candidate; an id already present keeps its better score.
    mutating func offer(_ id: Int, _ score: Float) {
        guard score > threshold else { return }
        if let existing = items.firstIndex(where: { $0.id == id }) {
            if items[existing].score >= score { return }
            items.remove(at: existing)
        }
        var i = items.count
        while i > 0, items[i - 1].score < score { i -= 1 }
        items.insert((id, score), at: i)
        if items.count > capacity { items.removeLast() }
    }
}
