import TeclaAssist
import CZlib

/// Inflates a zlib stream (RFC 1950) with the system's zlib, into at most `limit` bytes: the
/// size a PNG's header implies, so a crafted image cannot make it allocate more.
enum ZlibInflate {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static func inflate(_ data: [UInt8], limit: Int) throws(Failure) -> [UInt8] {
        guard limit > 0 else { throw Failure(description: "nothing to inflate into") }
        var stream = z_stream()
        guard inflateInit_(&stream, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw Failure(description: "zlib could not start")
        }
        defer { inflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: limit)
        let status: Int32 = data.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { out in
                stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
                stream.avail_in = uInt(input.count)
                stream.next_out = out.baseAddress
                stream.avail_out = uInt(out.count)
                return CZlib.inflate(&stream, Z_FINISH)
            }
        }
        switch status {
        case Z_STREAM_END:
            output.removeLast(Int(stream.avail_out))
            return output
        case Z_BUF_ERROR where stream.avail_out == 0:
            throw Failure(description: "the image data is larger than its header says")
        case Z_BUF_ERROR:
            throw Failure(description: "the stream is truncated")
        case Z_NEED_DICT:
            throw Failure(description: "zlib preset dictionaries are not supported")
        default:
            let message = stream.msg.map { String(cString: $0) } ?? "error \(status)"
            throw Failure(description: "not a valid zlib stream (\(message))")
        }
    }
}
