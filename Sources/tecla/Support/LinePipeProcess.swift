import Foundation

/// A child process spoken to one line at a time: write a request line, read one answer line.
final class LinePipeProcess {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private var buffer = Data()

    init(executable: String, arguments: [String]) throws {
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardInput = input
        process.standardOutput = output
        try process.run()
    }

    /// Sends `line` and returns the next line of output (nil when the process ended).
    func ask(_ line: String) -> String? {
        input.fileHandleForWriting.write(Data((line + "\n").utf8))
        while true {
            if let newline = buffer.firstIndex(of: 0x0A) {
                let answer = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
                buffer.removeSubrange(buffer.startIndex...newline)
                return answer
            }
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { return nil }
            buffer.append(chunk)
        }
    }

    deinit {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }
}
