/// The server cannot start: a build problem, not a client's.
public enum PlaygroundSetupError: Error, CustomStringConvertible {
    case missingResource(String)

    public var description: String {
        switch self {
        case .missingResource(let name): "the playground's resource '\(name)' is missing from the module bundle; rebuild with `swift build`"
        }
    }
}
