/// The `capacity` lowest-cost entries seen, kept in a max-heap so each offer is O(log capacity).
struct CostHeap {
    private(set) var items: [SwipeDecoder.Scorer.Entry] = []
    let capacity: Int

    init(capacity: Int) {
        self.capacity = max(1, capacity)
        items.reserveCapacity(self.capacity)
    }

    var isFull: Bool { items.count >= capacity }
    /// The highest cost kept (the one the next better entry replaces).
    var worstCost: Double { items.first?.cost ?? .infinity }

    mutating func offer(_ entry: SwipeDecoder.Scorer.Entry) {
        if items.count < capacity {
            items.append(entry)
            siftUp(items.count - 1)
        } else if entry.cost < items[0].cost {
            items[0] = entry
            siftDown(0)
        }
    }

    /// The kept entries, lowest cost first.
    func sorted() -> [SwipeDecoder.Scorer.Entry] {
        items.sorted { $0.cost != $1.cost ? $0.cost < $1.cost : $0.path < $1.path }
    }

    private mutating func siftUp(_ i: Int) {
        var child = i
        while child > 0 {
            let parent = (child - 1) / 2
            guard items[child].cost > items[parent].cost else { return }
            items.swapAt(child, parent)
            child = parent
        }
    }

    private mutating func siftDown(_ i: Int) {
        var parent = i
        while true {
            let l = 2 * parent + 1, r = l + 1
            var largest = parent
            if l < items.count, items[l].cost > items[largest].cost { largest = l }
            if r < items.count, items[r].cost > items[largest].cost { largest = r }
            guard largest != parent else { return }
            items.swapAt(parent, largest)
            parent = largest
        }
    }
}
