import Foundation

// Foundation API that Apple's Foundation has and swift-corelibs-foundation lacks. It is declared
// here only so the check sees it; on iOS the same call resolves to Foundation's.
extension FileManager {
    /// https://developer.apple.com/documentation/foundation/filemanager/containerurl(forsecurityapplicationgroupidentifier:)
    public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? { nil }
}
