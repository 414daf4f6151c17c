extension KeyedDecodingContainer {
    /// Sets `root[keyPath: path]` to the value at `key` when the file has one readable as that
    /// type; otherwise leaves the default there. How settings written by an older version (key
    /// missing) or a newer one (type changed) still load.
    func read<Root, Value: Decodable>(_ key: Key, into path: WritableKeyPath<Root, Value>, of root: inout Root) {
        if let value = (try? decodeIfPresent(Value.self, forKey: key)) ?? nil { root[keyPath: path] = value }
    }
}
