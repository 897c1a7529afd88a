import Testing
import Stagehand
import StagehandConsole

@Suite("Console: key decoding")
struct ConsoleKeyDecoderTests {
    private func decode(_ bytes: [UInt8], moreBytesPending: Bool = false) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.decode(bytes, moreBytesPending: moreBytesPending)
    }

    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func singleByteKeys() {
        #expect(decode([0x09]) == [.named(.tab)])
        #expect(decode([0x0D]) == [.named(.enter)])
        #expect(decode([0x0A]) == [.named(.enter)])
        #expect(decode([0x7F]) == [.named(.backspace)])
        #expect(decode([0x08]) == [.named(.backspace)])
        #expect(decode([0x03]) == [.interrupt])
        #expect(decode([0x1B]) == [.named(.escape)])
    }

    @Test func carriageReturnLineFeedIsOneEnter() {
        #expect(decode([0x0D, 0x0A]) == [.named(.enter)])
        #expect(decode([0x0A, 0x0A]) == [.named(.enter), .named(.enter)])
        #expect(decode([0x0D, 0x0D]) == [.named(.enter), .named(.enter)])
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x0D], moreBytesPending: false) == [.named(.enter)])
        #expect(decoder.decode([0x0A], moreBytesPending: false) == [])
    }

    @Test(arguments: [
        ("\u{1B}[A", Key.named(.up)), ("\u{1B}[B", .named(.down)), ("\u{1B}[C", .named(.right)), ("\u{1B}[D", .named(.left)),
        ("\u{1B}OA", .named(.up)), ("\u{1B}OB", .named(.down)), ("\u{1B}OC", .named(.right)), ("\u{1B}OD", .named(.left)),
        ("\u{1B}[Z", .named(.shiftTab)), ("\u{1B}[1;5A", .chord(KeyChord(.named(.up), modifiers: .ctrl))),
        ("\u{1B}OP", .chord(KeyChord(.function(1)))), ("\u{1B}[24~", .chord(KeyChord(.function(12)))),
        ("\u{1B}[15;2~", .chord(KeyChord(.function(5), modifiers: .shift))), ("\u{1B}[1;5P", .chord(KeyChord(.function(1), modifiers: .ctrl))),
        ("\u{12}", .chord(KeyChord(.character("r"), modifiers: .ctrl))), ("\u{1B}x", .chord(KeyChord(.character("x"), modifiers: .alt))),
    ])
    func escapeSequences(_ sequence: String, _ key: Key) {
        #expect(decode(bytes(sequence)) == [key])
    }

    @Test(arguments: [
        ("\u{1B}[H", Key.named(.home)), ("\u{1B}[F", .named(.end)), ("\u{1B}OH", .named(.home)), ("\u{1B}OF", .named(.end)),
        ("\u{1B}[1~", .named(.home)), ("\u{1B}[4~", .named(.end)), ("\u{1B}[7~", .named(.home)), ("\u{1B}[8~", .named(.end)),
        ("\u{1B}[5~", .named(.pageUp)), ("\u{1B}[6~", .named(.pageDown)), ("\u{1B}[3~", .named(.delete)),
        ("\u{1B}[1;5D", .wordLeft), ("\u{1B}[1;5C", .wordRight), ("\u{1B}[1;3D", .wordLeft),
        ("\u{1B}b", .wordLeft), ("\u{1B}f", .wordRight), ("\u{1B}\u{7F}", .deleteWordBackward),
        ("\u{01}", .named(.home)), ("\u{05}", .named(.end)), ("\u{15}", .deleteToStart), ("\u{0B}", .deleteToEnd),
        ("\u{17}", .deleteWordBackward), ("\u{04}", .named(.delete)),
    ])
    func editingKeys(_ sequence: String, _ key: Key) {
        #expect(decode(bytes(sequence)) == [key])
    }

    @Test func bracketedPasteArrivesAsOneKey() {
        var decoder = KeyDecoder()
        // Cut in the middle, as reads may cut it; line breaks become spaces, controls go.
        #expect(decoder.decode(bytes("\u{1B}[200~hello\nwo"), moreBytesPending: false) == [])
        #expect(decoder.decode(bytes("rld\u{07}\u{1B}[201~!"), moreBytesPending: false) == [.paste("hello world"), .character("!")])
    }

    @Test func unknownSequencesAreSwallowed() {
        #expect(decode(bytes("\u{1B}[2~x")) == [.character("x")])  // Insert
        #expect(decode(bytes("\u{1B}[25~y")) == [.character("y")])  // F13
        #expect(decode(bytes("\u{1B}[99;2~")) == [])
    }

    @Test func escapeFollowedByOtherKeys() {
        #expect(decode([0x1B, 0x1B]) == [.named(.escape), .named(.escape)])
        #expect(decode(bytes("\u{1B} ")) == [.named(.escape), .character(" ")])
        #expect(decode(bytes("\u{1B}\u{1B}[A")) == [.named(.escape), .named(.up)])
    }

    @Test func loneEscapeWaitsWhileMoreBytesArePending() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B], moreBytesPending: true) == [])
        #expect(decoder.hasPendingBytes)
        #expect(decoder.decode(bytes("[A"), moreBytesPending: false) == [.named(.up)])
        #expect(decoder.decode([0x1B], moreBytesPending: true) == [])
        #expect(decoder.decode([], moreBytesPending: false) == [.named(.escape)])
        #expect(!decoder.hasPendingBytes)
    }

    /// Every split point of every sequence gives the same keys as the whole, when the
    /// caller says more bytes are pending after the first part (it must, right after a
    /// lone ESC: that is the one ambiguous split).
    @Test(arguments: ["\u{1B}[A", "\u{1B}OD", "\u{1B}[Z", "\u{1B}[1;5C", "é", "日", "👍", "a\u{1B}[Bb\r\n\t"])
    func sequencesSplitAcrossReads(_ text: String) {
        let input = bytes(text)
        let whole = decode(input)
        for split in 1..<input.count {
            for morePending in [true, false] where morePending || input[split - 1] != 0x1B {
                var decoder = KeyDecoder()
                var keys = decoder.decode(input[..<split], moreBytesPending: morePending)
                keys += decoder.decode(input[split...], moreBytesPending: false)
                #expect(keys == whole, "split at \(split), more pending: \(morePending)")
            }
        }
        // Byte by byte, too.
        var decoder = KeyDecoder()
        var keys: [Key] = []
        for (index, byte) in input.enumerated() {
            keys += decoder.decode([byte], moreBytesPending: index < input.count - 1)
        }
        #expect(keys == whole)
    }

    @Test func utf8Text() {
        #expect(decode(bytes("aé日👍")) == [.character("a"), .character("é"), .character("日"), .character("👍")])
        // Scalars of one read are grouped into grapheme clusters.
        #expect(decode(bytes("e\u{301}🇯🇵")) == [.character("e\u{301}"), .character("🇯🇵")])
        #expect(decode(bytes("👨‍👩‍👧")) == [.character("👨‍👩‍👧")])
    }

    @Test func invalidUTF8AndStrayControlsAreDropped() {
        #expect(decode([0xFF, 0x61]) == [.character("a")])
        #expect(decode([0x80, 0x62]) == [.character("b")])
        #expect(decode([0xC3, 0x28]) == [.character("(")])  // lead byte without continuation
        #expect(decode([0xC0, 0xAF]) == [])  // overlong "/"
        #expect(decode([0xED, 0xA0, 0x80]) == [])  // surrogate
        #expect(decode([0xC2, 0x85]) == [])  // C1 control NEL
        #expect(decode([0x00, 0x1C, 0x1F, 0x61]) == [.character("a")])
    }

    @Test func flushGivesUpOnUnfinishedSequences() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(bytes("\u{1B}["), moreBytesPending: false) == [])
        #expect(decoder.flush() == [.named(.escape), .character("[")])
        #expect(decoder.decode([0xE6, 0x97], moreBytesPending: false) == [])
        #expect(decoder.flush() == [])
        #expect(!decoder.hasPendingBytes)
    }

    @Test func overlongSequencesAreDropped() {
        let junk = [0x1B, UInt8(ascii: "[")] + Array(repeating: UInt8(ascii: "1"), count: 100) + [UInt8(ascii: "A"), UInt8(ascii: "z")]
        var decoder = KeyDecoder()
        let keys = decoder.decode(junk, moreBytesPending: false)
        #expect(keys.last == .character("z"))
        #expect(!decoder.hasPendingBytes)
    }
}

@Suite("Console: script key names")
struct ConsoleKeyScriptNameTests {
    @Test(arguments: ["tab", "shift-tab", "enter", "escape", "up", "down", "left", "right", "backspace"])
    func namedKeysRoundTrip(_ name: String) {
        let key = Key(scriptName: name)
        #expect(key != nil)
        #expect(key?.scriptName == name)
    }

    @Test func everyKeyNameParsesAndRoundTrips() {
        for name in KeyName.allCases {
            #expect(Key(scriptName: name.rawValue) == Key(name))
            #expect(Key(name).keyName == name)
            #expect(Key(name).scriptName == name.rawValue)
        }
    }

    @Test(arguments: ["a", "Z", " ", "1", "é", "日", "👍", "e\u{301}", "-"])
    func singleCharactersRoundTrip(_ name: String) {
        #expect(Key(scriptName: name) == .character(Character(name)))
        #expect(Key(scriptName: name)?.scriptName == name)
    }

    @Test(arguments: ["", "Tab", "ENTER", "ctrl-c", "Ctrl-r", "f13", "ab", "shift tab", "\t", "\n", "\u{7F}"])
    func otherNamesAreRejected(_ name: String) {
        #expect(Key(scriptName: name) == nil)
    }

    @Test func interruptHasNoScriptName() {
        #expect(Key.interrupt.scriptName == nil)
    }

    @Test func decodedKeysHaveScriptNames() {
        var decoder = KeyDecoder()
        let keys = decoder.decode(Array("\t\u{1B}[Z\r\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D\u{7F}x日".utf8), moreBytesPending: false)
        #expect(keys.compactMap(\.scriptName) == ["tab", "shift-tab", "enter", "up", "down", "right", "left", "backspace", "x", "日"])
        for key in keys {
            if let name = key.scriptName { #expect(Key(scriptName: name) == key) }
        }
    }
}

/// SGR mouse reports become mouse keys; other bytes around them decode as before.
@Suite("Console: mouse reports")
struct MouseReportDecodingTests {
    @Test func pressReleaseAndWheel() {
        var decoder = KeyDecoder()
        let keys = decoder.decode(Array("\u{1B}[<0;5;3Mx\u{1B}[<0;5;3m\u{1B}[<64;1;1M\u{1B}[<65;2;2M".utf8), moreBytesPending: false)
        #expect(keys == [
            .mouse(MouseEvent(kind: .press, x: 4, y: 2)), .character("x"), .mouse(MouseEvent(kind: .other, x: 4, y: 2)),
            .mouse(MouseEvent(kind: .wheel(notches: -1), x: 0, y: 0)), .mouse(MouseEvent(kind: .wheel(notches: 1), x: 1, y: 1)),
        ])
    }

    @Test func aReportWithoutNumbersIsDropped() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("\u{1B}[<1;2Mz".utf8), moreBytesPending: false) == [.character("z")])
    }
}
