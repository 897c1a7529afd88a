import Foundation
import Synchronization
import Testing
import Stagehand
#if canImport(Glibc)
import Glibc
#endif

/// A large file parsed while it is still being read gives the very document and diagnostics that
/// reading it whole first gives, and a file that changes size while it is read is noticed.
@Suite struct StreamedLoadTests {
    /// The text of `file` loaded while it is read, and the same bytes parsed after reading them
    /// whole, on one thread.
    static func expectSame(_ bytes: [UInt8], limits: LoadLimits = .default,
                           sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        try TemporaryFiles.withFolder { folder in
            let path = try TemporaryFiles.write(Data(bytes), to: "big.yaml", in: folder)
            let whole = DocumentLoader.parse(bytes, file: path, limits: limits)
            let streamed = try #require(DocumentLoader.loadStreaming(contentsOf: path, limits: limits), sourceLocation: sourceLocation)
            #expect(streamed.diagnostics == whole.diagnostics, sourceLocation: sourceLocation)
            #expect((streamed.document == nil) == (whole.document == nil), sourceLocation: sourceLocation)
            var expected: [String] = [], actual: [String] = []
            if let document = whole.document { PipelinedLoadTests.dump(document.root, into: &expected) }
            if let document = streamed.document { PipelinedLoadTests.dump(document.root, into: &actual) }
            #expect(actual == expected, sourceLocation: sourceLocation)
            #expect(streamed.document?.ignoreComments == whole.document?.ignoreComments, sourceLocation: sourceLocation)
        }
    }

    /// Over a megabyte, so several chunks, with an ignore comment at its end.
    static let large = Array((PipelinedLoadTests.large(items: 40_000) + "# stagehand-ignore unknown-type\nlast: here\n").utf8)

    @Test func aLargeFileReadWhileParsedIsTheSameDocument() throws {
        #expect(Self.large.count > 2 * StreamedFile.chunk)
        try Self.expectSame(Self.large)
    }

    @Test func problemsFarIntoTheFileAreTheSame() throws {
        try Self.expectSame(Self.large + Array("  - [unclosed\n".utf8))
        try Self.expectSame(Self.large + Array("bad: : :\n".utf8))
        try Self.expectSame(Self.large + [0x61, 0x3A, 0x20, 0xC3, 0x28, 0x0A])
        try Self.expectSame(Self.large + [0x00])
        try Self.expectSame(Self.large, limits: LoadLimits(maxDepth: 2))
    }

    @Test func utf16IsRefusedBeforeParsing() throws {
        try Self.expectSame([0xFF, 0xFE] + Self.large)
    }

    @Test func smallAndJSONFilesAreReadWholeFirst() throws {
        try TemporaryFiles.withFolder { folder in
            let small = try TemporaryFiles.write("a: 1\n", to: "small.yaml", in: folder)
            let json = try TemporaryFiles.write(Data(Self.large), to: "big.json", in: folder)
            #expect(DocumentLoader.loadStreaming(contentsOf: small) == nil)
            #expect(DocumentLoader.loadStreaming(contentsOf: json) == nil)
            let tooLarge = try TemporaryFiles.write(Data(Self.large), to: "big.yaml", in: folder)
            let limits = LoadLimits(maxFileSize: Self.large.count - 1)
            #expect(DocumentLoader.loadStreaming(contentsOf: tooLarge, limits: limits) == nil)
            #expect(DocumentLoader.load(contentsOf: tooLarge, limits: limits).diagnostics.map(\.code) == [.fileTooLarge])
        }
    }

    /// The stream read by two threads at once, one reading ahead and one copying out as libyaml
    /// does, in pieces of libyaml's size.
    @Test func twoThreadsReadOneStreamInOrder() throws {
        let bytes = (0..<(3 * StreamedFile.chunk + 12_345)).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        try TemporaryFiles.withFolder { folder in
            let path = try TemporaryFiles.write(Data(bytes), to: "data.bin", in: folder)
            let descriptor = open(path, O_RDONLY)
            #expect(descriptor >= 0)
            defer { close(descriptor) }
            let stream = StreamedFile(descriptor: descriptor, size: bytes.count)
            let copier = Thread {
                var copied: [UInt8] = []
                let piece = UnsafeMutablePointer<UInt8>.allocate(capacity: 16_384)
                defer { piece.deallocate() }
                while true {
                    let count = stream.copy(from: copied.count, into: piece, count: 16_384)
                    if count == 0 { break }
                    copied.append(contentsOf: UnsafeBufferPointer(start: piece, count: count))
                }
                Copied.result.withLock { $0 = copied }
            }
            copier.start()
            while !stream.isComplete { stream.readAhead() }
            while Copied.result.withLock({ $0 == nil }) { usleep(1_000) }
            #expect(Copied.result.withLock { $0 } == bytes)
            #expect(Array(stream.readBytes) == bytes)
            #expect(!stream.grew && stream.readError == 0)
        }
    }

    /// Where the copying thread leaves what it copied.
    private enum Copied {
        static let result = Mutex<[UInt8]?>(nil)
    }

    @Test func aFileThatChangedSizeIsNoticed() throws {
        let bytes = [UInt8](repeating: 0x61, count: StreamedFile.chunk + 100)
        try TemporaryFiles.withFolder { folder in
            let path = try TemporaryFiles.write(Data(bytes), to: "data.txt", in: folder)
            let descriptor = open(path, O_RDONLY)
            #expect(descriptor >= 0)
            defer { close(descriptor) }
            // Opened when it was shorter: it grew since.
            let grown = StreamedFile(descriptor: descriptor, size: bytes.count - 10)
            grown.readAll()
            #expect(grown.grew)
            // Opened when it was longer: it ends where it ends now.
            let shrunk = StreamedFile(descriptor: descriptor, size: bytes.count + 10)
            shrunk.readAll()
            #expect(!shrunk.grew && shrunk.readCount == bytes.count)
            #expect(shrunk.copy(from: bytes.count, into: shrunk.bytes, count: 1) == 0)
        }
    }
}
