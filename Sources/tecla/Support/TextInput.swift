import Foundation

/// Reads text files for the command line, decompressing `.xz` files with the `xz` tool.
enum TextInput {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The whole file as a string.
    static func read(_ path: String) throws -> String {
        let data: Data
        if path.hasSuffix(".xz") {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["xz", "-dc", path]
            let pipe = Pipe()
            process.standardOutput = pipe
            try process.run()
            data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                throw Failure(description: "xz -dc \(path) failed with status \(process.terminationStatus)")
            }
        } else {
            guard let contents = FileManager.default.contents(atPath: path) else {
                throw Failure(description: "cannot read \(path)")
            }
            data = contents
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// Non-empty lines of the file.
    static func lines(_ path: String) throws -> [String] {
        try read(path).split(whereSeparator: \.isNewline).map(String.init)
    }
}
