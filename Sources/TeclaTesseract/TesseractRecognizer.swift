import TeclaAssist
import Foundation

/// Reads screenshots with the `tesseract` program (Debian: `apt-get install tesseract-ocr`),
/// run as a subprocess: `tesseract IMAGE stdout --psm 3 -l eng tsv`, parsed by
/// ``TesseractTSVParser``.
///
/// Every image's header is checked against ``limits`` first: tesseract never sees an image
/// larger than they allow. PNG screenshots are then decoded here and turned into a grey image
/// with dark text (``ScreenshotPreprocessor``), which is what makes dark-mode bubbles readable; a
/// PNG that does not decode is refused. Other formats go to tesseract as they are.
public struct TesseractRecognizer: TextRecognizer {
    /// The tesseract executable.
    public let executable: URL
    /// Tesseract language(s), `eng` by default.
    public var language: String
    /// Images larger than this many bytes are refused before anything runs.
    public var maxImageBytes: Int
    /// Seconds before a tesseract run is stopped.
    public var timeout: Double
    /// The largest image read (sides, pixels, frames, decoded bytes), checked from the header.
    public var limits: ImageLimits

    public var name: String { "tesseract" }

    /// Finds `tesseract` on `PATH` (or uses `executable`); throws
    /// ``RecognitionError/engineMissing(engine:hint:)`` when there is none.
    public init(
        executable: URL? = nil, language: String = "eng", maxImageBytes: Int = 20 * 1024 * 1024, timeout: Double = 120,
        limits: ImageLimits = .screenshots
    ) throws(RecognitionError) {
        guard let found = executable ?? Self.locate() else {
            throw .engineMissing(
                engine: "tesseract", hint: "install it (Debian/Ubuntu: apt-get install tesseract-ocr; macOS: brew install tesseract) or put it on PATH")
        }
        guard FileManager.default.isExecutableFile(atPath: found.path) else {
            throw .engineMissing(engine: "tesseract", hint: "\(found.path) is not an executable file")
        }
        self.executable = found
        self.language = language
        self.maxImageBytes = maxImageBytes
        self.timeout = timeout
        self.limits = limits
    }

    /// The first `tesseract` on `PATH`.
    public static func locate(path: String? = ProcessInfo.processInfo.environment["PATH"]) -> URL? {
        for directory in (path ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("tesseract")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    public func recognize(imageData: Data) async throws -> RecognizedPage {
        guard imageData.count <= maxImageBytes else { throw RecognitionError.tooLarge(bytes: imageData.count, limit: maxImageBytes) }
        let format = try RecognitionInput.format(of: imageData)
        let header = try ImageHeader.read(imageData)
        try limits.check(header)
        // Decoded before any file is written: a PNG we cannot read is refused here, not by tesseract.
        var grey: [UInt8]?
        if format == .png {
            do {
                grey = ScreenshotPreprocessor.pgm(try PNGDecoder.decode([UInt8](imageData), limits: limits))
            } catch  where error.kind == .interlaced {
                grey = nil  // within the limits (checked above): tesseract reads interlaced PNGs itself
            } catch {
                throw failure(error)
            }
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tecla-ocr-\(UUID().uuidString)")
        do {
            // Private: the screenshots and the text read from them are someone's chat.
            try FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        } catch {
            throw RecognitionError.engineFailed(engine: name, message: "cannot create a temporary directory: \(error)")
        }
        defer { try? FileManager.default.removeItem(at: directory) }
        let input: URL
        if let grey {
            input = directory.appendingPathComponent("screen.pgm")
            try write(Data(grey), to: input)
        } else {
            input = directory.appendingPathComponent("screen.\(format.rawValue)")
            try write(imageData, to: input)
        }
        let output = directory.appendingPathComponent("out.tsv")
        let errors = directory.appendingPathComponent("err.txt")
        let status = try await run([input.path, "stdout", "--psm", "3", "-l", language, "tsv"], stdout: output, stderr: errors)
        let tsv = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        guard status == 0 else {
            let message = ((try? String(contentsOf: errors, encoding: .utf8)) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
            if message.contains("Error opening data file") || message.contains("Failed loading language") {
                throw RecognitionError.engineMissing(
                    engine: "tesseract language data '\(language)'", hint: "install it (Debian/Ubuntu: apt-get install tesseract-ocr-\(language))")
            }
            if message.contains("Unsupported image type") || message.contains("Error in pixRead") {
                throw RecognitionError.notAnImage("the image could not be decoded: \(message.split(separator: "\n").last ?? "")")
            }
            throw RecognitionError.engineFailed(
                engine: name, message: "exit status \(status): \(message.split(separator: "\n").suffix(3).joined(separator: "; "))")
        }
        do {
            return try TesseractTSVParser.parse(tsv)
        } catch {
            // Tesseract ran and reported no page: it could not read the image (libtiff refusing
            // a damaged TIFF exits 0 with nothing). The image is at fault, not the server.
            guard case .malformedOutput("no page row") = error else { throw error }
            let message = ((try? String(contentsOf: errors, encoding: .utf8)) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
            throw RecognitionError.notAnImage(
                "tesseract could not read the image" + (message.isEmpty ? "" : ": \(message.split(separator: "\n").last ?? "")"))
        }
    }

    private func failure(_ error: PNGDecoder.Failure) -> RecognitionError {
        error.kind == .tooLarge ? .imageTooLarge(error.description) : .notAnImage("the PNG image could not be decoded: \(error.description)")
    }

    private func write(_ data: Data, to url: URL) throws(RecognitionError) {
        guard FileManager.default.createFile(atPath: url.path, contents: data, attributes: [.posixPermissions: 0o600]) else {
            throw .engineFailed(engine: name, message: "cannot write a temporary file: \(url.path)")
        }
    }

    /// Runs tesseract with its output in files (no pipe to fill up), stopping it after `timeout`.
    private func run(_ arguments: [String], stdout: URL, stderr: URL) async throws -> Int32 {
        _ = FileManager.default.createFile(atPath: stdout.path, contents: nil, attributes: [.posixPermissions: 0o600])
        _ = FileManager.default.createFile(atPath: stderr.path, contents: nil, attributes: [.posixPermissions: 0o600])
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        // One thread: tesseract's OpenMP threads only contend with each other on small images.
        var environment = ProcessInfo.processInfo.environment
        environment["OMP_THREAD_LIMIT"] = "1"
        process.environment = environment
        let out = try FileHandle(forWritingTo: stdout)
        let err = try FileHandle(forWritingTo: stderr)
        defer { try? out.close(); try? err.close() }
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        return try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Int32, Error>) in
            process.terminationHandler = { finished in continuation.resume(returning: finished.terminationStatus) }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: RecognitionError.engineFailed(engine: "tesseract", message: "cannot start \(executable.path): \(error)"))
                return
            }
            let deadline = DispatchTime.now() + timeout
            DispatchQueue.global().asyncAfter(deadline: deadline) { [process] in
                if process.isRunning { process.terminate() }
            }
        }
    }
}
