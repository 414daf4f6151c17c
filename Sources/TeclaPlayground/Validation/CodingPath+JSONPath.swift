extension Array where Element == any CodingKey {
    /// The path as a client writes it: `events[3].x`; empty for the top level.
    var jsonPath: String {
        var path = ""
        for key in self {
            if let index = key.intValue {
                path += "[\(index)]"
            } else {
                path += path.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return path
    }

    /// " in events[3]", or nothing at the top level: for the end of an error message.
    var locationSuffix: String {
        let path = jsonPath
        return path.isEmpty ? "" : " in \(path)"
    }
}
