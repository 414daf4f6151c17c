import Foundation

/// Checks what is handed to a recognizer before any engine sees it: that the file exists, can be
/// read, and is an image of a format we know.
public enum RecognitionInput {
    /// The file's bytes; a missing file, a directory, a device or pipe (which could block
    /// forever), a file over `maxBytes` or an unreadable file is an error naming it, found before
    /// any byte is read.
    public static func read(_ url: URL, maxBytes: Int = 20 * 1024 * 1024) throws(RecognitionError) -> Data {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw .fileNotFound(path: url.path)
        }
        guard !isDirectory.boolValue else { throw .unreadable(path: url.path, reason: "it is a directory") }
        // The file a link points to is what is read (the link itself is not a regular file).
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.resolvingSymlinksInPath().path)
        guard attributes?[.type] as? FileAttributeType == .typeRegular else {
            throw .unreadable(path: url.path, reason: "not a regular file")
        }
        if let size = (attributes?[.size] as? NSNumber)?.intValue, size > maxBytes {
            throw .tooLarge(bytes: size, limit: maxBytes)
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw .unreadable(path: url.path, reason: "permission denied or I/O error")
        }
        return data
    }

    /// The image format of `data`, or ``RecognitionError/notAnImage(_:)``.
    public static func format(of data: Data, name: String = "input") throws(RecognitionError) -> ImageFormat {
        guard !data.isEmpty else { throw .notAnImage("\(name) is empty") }
        guard let format = ImageFormat.sniff(data) else {
            throw .notAnImage("\(name) is not an image (expected PNG, JPEG, GIF, BMP, TIFF or WebP)")
        }
        return format
    }
}
