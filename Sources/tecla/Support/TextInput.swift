import Foundation

/// Reads text files for the command line, decompressing `.xz` and `.gz` files with the `xz` and
/// `gzip` tools.
enum TextInput {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The whole file as a string.
    static func read(_ path: String) throws -> String {
        let data: Data
        if path.hasSuffix(".xz") || path.hasSuffix(".gz") {
            guard FileManager.default.isReadableFile(atPath: path) else { throw Failure(description: "cannot read \(path)") }
            let tool = path.hasSuffix(".xz") ? "xz" : "gzip"
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [tool, "-dc", path]
            let pipe = Pipe()
            process.standardOutput = pipe
            try process.run()
            data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                throw Failure(description: "\(tool) -dc \(path) failed with status \(process.terminationStatus)")
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

    /// The held-out discipline of every `eval` command: `part` picks all lines, the even ones (for
    /// measuring) or the odd ones (for tuning); then `limit` lines spread evenly (all when 0).
    static func sample(_ lines: [String], part: String, limit: Int) throws -> [String] {
        let chosen: [String]
        switch part {
        case "all": chosen = lines
        case "even": chosen = stride(from: 0, to: lines.count, by: 2).map { lines[$0] }
        case "odd": chosen = stride(from: 1, to: lines.count, by: 2).map { lines[$0] }
        default: throw Failure(description: "--part is all, even or odd")
        }
        guard limit > 0, chosen.count > limit else { return chosen }
        let step = Double(chosen.count) / Double(limit)
        return (0..<limit).map { chosen[Int(Double($0) * step)] }
    }
}
