/// The server cannot start: a build problem, not a client's.
public enum PlaygroundSetupError: Error, CustomStringConvertible, Equatable {
    case missingResource(String)
    /// Another program (often another `tecla serve`) listens on the port.
    case portInUse(host: String, port: Int)
    /// The address cannot be listened on (not this machine's, or not allowed).
    case cannotListen(host: String, port: Int, reason: String)

    public var description: String {
        switch self {
        case .missingResource(let name): "the playground's resource '\(name)' is missing from the module bundle; rebuild with `swift build`"
        case .portInUse(let host, let port):
            "port \(port) on \(host) is already in use (another tecla serve?): stop it, or pick another port with --port N (--port 0 takes any free one)"
        case .cannotListen(let host, let port, let reason): "cannot listen on \(host):\(port): \(reason)"
        }
    }
}
