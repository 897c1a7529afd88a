import Foundation

/// The facts a test checks of a PNG file: its signature, its size from the IHDR chunk, and
/// whether its pixels are all one colour (decoded by Python's zlib, which the test machines have).
struct PNGFile {
    /// Pixels across and down.
    let width: Int
    let height: Int
    let bytes: [UInt8]

    /// Reads the header; `nil` when the bytes are not a PNG.
    init?(_ bytes: [UInt8]) {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count > 33, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        width = word(16)
        height = word(20)
        self.bytes = bytes
    }

    /// How many different pixel values the image holds (at most 3 are counted): 1 for a blank
    /// picture.
    func distinctPixels() throws -> Int {
        let file = URL(fileURLWithPath: TemporaryFiles.path("stagehand", suffix: ".png"))
        try Data(bytes).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let script = """
            import struct, sys, zlib
            data = open(sys.argv[1], 'rb').read()
            pos, idat, ihdr = 8, b'', None
            while pos < len(data):
                length, kind = struct.unpack('>I4s', data[pos:pos + 8])
                body = data[pos + 8:pos + 8 + length]
                if kind == b'IHDR': ihdr = struct.unpack('>IIBBBBB', body)
                if kind == b'IDAT': idat += body
                pos += 12 + length
            width, height, depth, colour = ihdr[0], ihdr[1], ihdr[2], ihdr[3]
            channels = {0: 1, 2: 3, 4: 2, 6: 4}[colour] * depth // 8
            raw = zlib.decompress(idat)
            stride, seen, previous = width * channels, set(), bytearray(width * channels)
            for row in range(height):
                kind = raw[row * (stride + 1)]
                line = bytearray(raw[row * (stride + 1) + 1:(row + 1) * (stride + 1)])
                for i in range(stride):
                    a = line[i - channels] if i >= channels else 0
                    b = previous[i]
                    c = previous[i - channels] if i >= channels else 0
                    if kind == 1: line[i] = (line[i] + a) & 255
                    elif kind == 2: line[i] = (line[i] + b) & 255
                    elif kind == 3: line[i] = (line[i] + (a + b) // 2) & 255
                    elif kind == 4:
                        p = a + b - c
                        pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                        line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
                for i in range(0, stride, channels):
                    seen.add(bytes(line[i:i + channels]))
                    if len(seen) >= 3: print(3); sys.exit(0)
                previous = line
            print(len(seen))
            """
        let result = try ExternalTools.run("python3", ["-c", script, file.path])
        guard result.status == 0, let count = Int(result.output.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw PNGError("python3 could not decode the PNG: \(result.error)")
        }
        return count
    }
}

/// A PNG the tests could not read.
struct PNGError: Error, CustomStringConvertible {
    let description: String
    init(_ message: String) { description = message }
}
