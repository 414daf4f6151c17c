"""The pack container format (Sources/TeclaLanguage/Pack/PackWriter.swift, PackFile.swift) in
Python: written by Scripts/assets/train_neural_lm.py, read and rewritten by
Scripts/assets/repoint_neural_lm.py."""
import struct
import zlib


def pack_container(sections):
    """Bytes of a pack-format file (Sources/TeclaLanguage/Pack/PackWriter.swift): sections sorted
    by tag, 16-byte aligned, CRC-32 on each section, the table and the header."""
    def tag_value(tag):
        return int.from_bytes(tag.encode("ascii"), "little")
    ordered = sorted(sections.items(), key=lambda kv: kv[0])
    align = lambda n: (n + 15) // 16 * 16
    header_size, entry_size = 64, 32
    offset = align(header_size + len(ordered) * entry_size)
    table, body = b"", b""
    for tag, (width, data) in ordered:
        table += struct.pack("<IIQQII", tag_value(tag), width, offset, len(data), zlib.crc32(data), 0)
        padded = align(len(data))
        body += data + b"\0" * (padded - len(data))
        offset += padded
    file_length = align(header_size + len(table)) + len(body)
    header = b"TECLAPAK" + struct.pack("<HHIQQI", 3, header_size, len(ordered), header_size, file_length, zlib.crc32(table))
    header += struct.pack("<I", zlib.crc32(header))
    header += b"\0" * (header_size - len(header))
    out = header + table
    out += b"\0" * (align(len(out)) - len(out))
    return out + body


def read_sections(data):
    """{tag: (element width, bytes)} of a pack-format file, every CRC checked."""
    magic, version, header_size, count, table_offset, file_length, table_crc = struct.unpack_from("<8sHHIQQI", data, 0)
    if magic != b"TECLAPAK" or file_length != len(data):
        raise ValueError("not a pack file, or truncated")
    if zlib.crc32(data[table_offset:table_offset + 32 * count]) != table_crc:
        raise ValueError("section table CRC mismatch")
    sections = {}
    for i in range(count):
        tag, width, offset, length, crc, _ = struct.unpack_from("<IIQQII", data, table_offset + 32 * i)
        body = data[offset:offset + length]
        if zlib.crc32(body) != crc:
            raise ValueError(f"section {tag.to_bytes(4, 'little').decode()} CRC mismatch")
        sections[tag.to_bytes(4, "little").decode("ascii")] = (width, body)
    return sections
