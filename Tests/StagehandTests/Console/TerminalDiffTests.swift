import Stagehand
import Testing
import StagehandConsole

@Suite("Console: terminal diff")
struct ConsoleTerminalDiffTests {
    /// An 80×24 screen full of text, as a busy scene would be.
    private func busyScreen() -> CellBuffer {
        var buffer = CellBuffer(width: 80, height: 24)
        for y in 0..<24 {
            let line = (0..<20).map { "w\(y)x\($0)" }.joined(separator: " ")
            buffer.write(line, x: 0, y: y, style: y == 3 ? CellStyle(.inverse) : .plain)
        }
        return buffer
    }

    @Test func oneWordChangeIsFarSmallerThanARepaint() {
        let before = busyScreen()
        var after = before
        after.write("CHANGED", x: 30, y: 12)
        let diff = TerminalDiff.update(from: before, to: after)
        let repaint = TerminalDiff.fullRepaint(after)
        let ratio = Double(diff.utf8.count) / Double(repaint.utf8.count)
        print("diff \(diff.utf8.count) bytes, full repaint \(repaint.utf8.count) bytes, ratio \(ratio)")
        #expect(ratio <= 0.10)
        #expect(diff.contains("\u{1B}[13;31H"))
        #expect(diff.contains("CHANGED"))
    }

    @Test func identicalFramesNeedNoOutput() {
        let screen = busyScreen()
        #expect(TerminalDiff.update(from: screen, to: screen).isEmpty)
    }

    @Test func sizeChangeFallsBackToARepaint() {
        let small = CellBuffer(width: 10, height: 2)
        var big = CellBuffer(width: 20, height: 2)
        big.write("x", x: 0, y: 0)
        #expect(TerminalDiff.update(from: small, to: big) == TerminalDiff.fullRepaint(big))
    }

    @Test func fullRepaintClearsThenDrawsRows() {
        var buffer = CellBuffer(width: 10, height: 3)
        buffer.write("top", x: 0, y: 0)
        buffer.write("end", x: 2, y: 2, style: CellStyle(.bold))
        let output = TerminalDiff.fullRepaint(buffer)
        #expect(output.hasPrefix(TerminalDiff.clearScreen))
        #expect(output == TerminalDiff.clearScreen + "\u{1B}[1;1Htop\u{1B}[3;3H\u{1B}[1mend\u{1B}[0m")
    }

    @Test func nearbyChangesShareOneCursorMove() {
        let before = CellBuffer(width: 20, height: 1)
        var after = before
        after.write("a", x: 2, y: 0)
        after.write("b", x: 5, y: 0)
        let diff = TerminalDiff.update(from: before, to: after)
        #expect(diff == "\u{1B}[1;3Ha  b")
        #expect(TerminalDiff.changedRuns(old: Array(before.row(0)), new: Array(after.row(0))) == [2..<6])
    }

    @Test func distantChangesGetTheirOwnMoves() {
        let before = CellBuffer(width: 40, height: 1)
        var after = before
        after.write("a", x: 2, y: 0)
        after.write("b", x: 30, y: 0, style: CellStyle(foreground: .blue))
        let diff = TerminalDiff.update(from: before, to: after)
        #expect(diff == "\u{1B}[1;3Ha\u{1B}[1;31H\u{1B}[34mb\u{1B}[0m")
    }

    @Test func changingTheRightHalfOfAWideCharacterRedrawsItWhole() {
        var before = CellBuffer(width: 10, height: 1)
        before.write("日本", x: 0, y: 0)
        var after = before
        after.updateStyle(in: Rect(x: 3, y: 0, width: 1, height: 1)) { $0.attributes.insert(.bold) }
        let runs = TerminalDiff.changedRuns(old: Array(before.row(0)), new: Array(after.row(0)))
        #expect(runs == [2..<4])
        #expect(TerminalDiff.update(from: before, to: after) == "\u{1B}[1;3H\u{1B}[1m本\u{1B}[0m")
    }

    /// Replaying the diff on a screen model gives the new frame.
    @Test func diffReproducesTheNextFrame() {
        var before = busyScreen()
        before.write("日本語テキスト", x: 10, y: 5)
        var after = before
        after.write("👍 done", x: 11, y: 5, maxWidth: 8, style: CellStyle(.bold))
        after.fill(Rect(x: 70, y: 20, width: 10, height: 2), with: "#")
        after.write("last cell", x: 71, y: 23)
        let diff = TerminalDiff.update(from: before, to: after)
        var screen = ScreenModel(before)
        screen.apply(diff)
        #expect(PlainTextRenderer().render(screen.buffer) == PlainTextRenderer().render(after))
        #expect(screen.buffer == after)
    }
}

/// A tiny terminal emulator for the codes `TerminalDiff` emits: cursor position, SGR, text.
private struct ScreenModel {
    var buffer: CellBuffer
    var x = 0
    var y = 0
    var style = CellStyle.plain

    init(_ buffer: CellBuffer) { self.buffer = buffer }

    mutating func apply(_ output: String) {
        var characters = Array(output)[...]
        while let character = characters.popFirst() {
            guard character == "\u{1B}" else {
                buffer[x, y] = Cell(character, style: style)
                x += DisplayWidth.of(character)
                continue
            }
            _ = characters.popFirst()  // "["
            var parameters = ""
            while let next = characters.popFirst() {
                if next == "H" {
                    let parts = parameters.split(separator: ";").compactMap { Int($0) }
                    y = (parts.first ?? 1) - 1
                    x = (parts.last ?? 1) - 1
                    break
                } else if next == "m" {
                    // Only a reset (`0`) starts from plain: the diff may send changes alone.
                    let codes = parameters.split(separator: ";").compactMap { Int($0) }
                    var index = 0
                    // The colour after `38`/`48`: `5;n` or `2;r;g;b`.
                    func extended() -> PaletteColor? {
                        guard index + 1 < codes.count else { return nil }
                        if codes[index + 1] == 5, index + 2 < codes.count {
                            defer { index += 2 }
                            let n = UInt8(codes[index + 2])
                            return n < 16 ? .ansi(n) : .indexed(n)
                        }
                        guard codes[index + 1] == 2, index + 4 < codes.count else { return nil }
                        defer { index += 4 }
                        return .rgb(RGBColor(red: UInt8(codes[index + 2]), green: UInt8(codes[index + 3]), blue: UInt8(codes[index + 4])))
                    }
                    while index < codes.count {
                        let code = codes[index]
                        switch code {
                        case 0: style = .plain
                        case 39: style.foreground = nil
                        case 49: style.background = nil
                        case 1: style.attributes.insert(.bold)
                        case 2: style.attributes.insert(.dim)
                        case 3: style.attributes.insert(.italic)
                        case 4: style.attributes.insert(.underline)
                        case 7: style.attributes.insert(.inverse)
                        case 30...37: style.foreground = .ansi(UInt8(code - 30))
                        case 90...97: style.foreground = .ansi(UInt8(code - 82))
                        case 40...47: style.background = .ansi(UInt8(code - 40))
                        case 100...107: style.background = .ansi(UInt8(code - 92))
                        case 38: style.foreground = extended()
                        case 48: style.background = extended()
                        default: break
                        }
                        index += 1
                    }
                    break
                } else {
                    parameters.append(next)
                }
            }
        }
    }
}
