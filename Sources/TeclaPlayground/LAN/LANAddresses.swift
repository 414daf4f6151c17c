import Foundation

/// The addresses the playground can be reached at from other machines, and the port it bound:
/// known only once the server runs, so the routes read it when asked.
final class LANAddresses: @unchecked Sendable {
    /// The hosts to advertise (IPv4 literals), none when served on loopback only.
    let hosts: [String]
    // Guarded by `lock`.
    private let lock = NSLock()
    private var port: Int?

    init(hosts: [String]) {
        self.hosts = hosts
    }

    func bound(to port: Int) {
        lock.withLock { self.port = port }
    }

    /// Each host's URL with its QR code; empty before the port is bound or on loopback.
    func links() throws -> [LANLink] {
        guard let port = lock.withLock({ self.port }) else { return [] }
        return try hosts.map { host throws(QRCodeError) in try LANLink(url: PlaygroundServer.url(host: host, port: port)) }
    }

    /// The hosts to advertise for a listening address: this machine's network addresses for
    /// 0.0.0.0 (or ::), the address itself when it is a specific one, nothing for loopback.
    static func advertised(forListeningHost host: String, networkAddresses: () -> [String] = networkAddresses) -> [String] {
        if host == "0.0.0.0" || host == "::" { return networkAddresses() }
        if host == "localhost" || host.hasPrefix("127.") || host == "::1" { return [] }
        return [host]
    }

    /// This machine's IPv4 addresses other than loopback.
    static func networkAddresses() -> [String] {
        Host.current().addresses.filter { address in
            let parts = address.split(separator: ".")
            return parts.count == 4 && parts.allSatisfy { UInt8($0) != nil } && parts[0] != "127"
        }.sorted()
    }
}
