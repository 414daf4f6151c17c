import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Turns a host name into the numeric addresses it stands for (getaddrinfo: /etc/hosts, then
/// DNS), so a loopback-only client can check *what it will connect to* rather than the name:
/// `evil.localhost` or a public name that resolves to a LAN address are refused, and the client
/// connects to the checked address itself, so a second lookup cannot answer differently.
enum HostResolver {
    /// The numeric addresses of `host` ("127.0.0.1", "::1"); an IP literal is returned as it is.
    static func addresses(of host: String) -> [String] {
        let bare = host.trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        #if canImport(Glibc)
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        #else
        hints.ai_socktype = SOCK_STREAM
        #endif
        var list: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(bare, nil, &hints, &list) == 0, let first = list else { return [] }
        defer { freeaddrinfo(first) }
        var found: [String] = []
        var node: UnsafeMutablePointer<addrinfo>? = first
        while let entry = node {
            var buffer = [CChar](repeating: 0, count: Int(NI_MAXHOST))
            if let address = entry.pointee.ai_addr,
                getnameinfo(address, entry.pointee.ai_addrlen, &buffer, socklen_t(buffer.count), nil, 0, NI_NUMERICHOST) == 0
            {
                let text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                if !found.contains(text) { found.append(text) }
            }
            node = entry.pointee.ai_next
        }
        return found
    }

    /// Whether `address` (numeric) is a loopback address: 127.0.0.0/8 or ::1.
    static func isLoopbackAddress(_ address: String) -> Bool {
        let a = address.lowercased()
        if a == "::1" || a == "0:0:0:0:0:0:0:1" || a == "::ffff:127.0.0.1" { return true }
        let parts = a.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 4, parts.allSatisfy({ Int($0).map { (0...255).contains($0) } ?? false }) else { return false }
        return parts[0] == "127"
    }
}
