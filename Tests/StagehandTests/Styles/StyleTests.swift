import Foundation
import Stagehand
import StagehandConsole
import Testing

/// Styles and themes: reading them, resolving them in order, lint's checks, drawing them in as
/// many colours as the terminal has, and the shipped themes' contrast.
@Suite("Styles and themes")
struct StyleTests {
    static let fixture = Repository.path("Tests/StagehandTests/Fixtures/Styles/jobs.scene.yaml")

    static func lint(_ text: String, files: [String: String] = [:], override: String? = nil) throws -> [Diagnostic] {
        try TemporaryFiles.withFolder { folder in
            for (name, content) in files {
                let path = folder + "/" + name
                try FileManager.default.createDirectory(atPath: PathResolver.directory(of: path), withIntermediateDirectories: true)
                try content.write(toFile: path, atomically: true, encoding: .utf8)
            }
            let scene = try TemporaryFiles.write(text, to: "main.scene.yaml", in: folder)
            var compiler = SceneCompiler(registry: Registry())
            compiler.themeOverride = override.map { folder + "/" + $0 }
            return compiler.compileScene(at: scene).diagnostics
        }
    }

    static let header = "stagehand: 1\nscene: main\n"

    // MARK: Reading and resolving

    @Test func sceneStylesWinOverTheThemeWhichWinsOverTheBuiltIns() throws {
        let theme = "background: \"#ffffff\"\nstyles:\n  error: { fg: \"#b00020\" }\n  banner: { fg: \"#000000\", bg: \"#ffd866\" }\n  muted: { fg: \"#555555\" }\n"
        try TemporaryFiles.withFolder { folder in
            _ = try TemporaryFiles.write(theme, to: "theme.yaml", in: folder)
            let scene = try TemporaryFiles.write(Self.header + "theme: theme.yaml\nstyles:\n  muted: { fg: \"#333333\", italic: true }\n", to: "main.scene.yaml", in: folder)
            let compiled = SceneCompiler(registry: Registry()).compileScene(at: scene)
            #expect(compiled.diagnostics.isEmpty, "\(compiled.diagnostics.map(\.formatted))")
            let sheet = compiled.styleSheet
            #expect(sheet.style(named: "muted") == TextStyle(foreground: StyleColor("#333333"), italic: true))
            #expect(sheet.style(named: "error") == TextStyle(foreground: StyleColor("#b00020")))
            #expect(sheet.style(named: "banner")?.background == StyleColor("#ffd866"))
            #expect(sheet.style(named: "title") == StyleSheet.builtIn.style(named: "title"))
            #expect(sheet.background == StyleColor("#ffffff"))
        }
    }

    @Test func settingsNameATheme() throws {
        try TemporaryFiles.withFolder { folder in
            try FileManager.default.createDirectory(atPath: folder + "/.git", withIntermediateDirectories: true)
            _ = try TemporaryFiles.write("theme: themes/t.yaml\n", to: ".stagehand.yaml", in: folder)
            try FileManager.default.createDirectory(atPath: folder + "/themes", withIntermediateDirectories: true)
            _ = try TemporaryFiles.write("styles:\n  shout: { bold: true }\n", to: "themes/t.yaml", in: folder)
            try FileManager.default.createDirectory(atPath: folder + "/app", withIntermediateDirectories: true)
            let scene = try TemporaryFiles.write(
                Self.header + "views:\n  - { type: Label, properties: { style: shout } }\n", to: "app/main.scene.yaml", in: folder)
            let compiled = SceneCompiler(registry: Registry()).compileScene(at: scene)
            #expect(compiled.diagnostics.isEmpty, "\(compiled.diagnostics.map(\.formatted))")
            #expect(compiled.styleSheet.style(named: "shout")?.bold == true)
        }
    }

    /// One lint of a whole folder looks for each folder's settings once, and every scene still
    /// takes the theme of the settings nearest to it, whichever thread compiles it.
    @Test(arguments: [1, 4])
    func aFolderLintedAtOnceGivesEachSceneTheThemeOfItsNearestSettings(_ jobs: Int) throws {
        try TemporaryFiles.withFolder { folder in
            let files = [
                ".git/HEAD": "ref: refs/heads/main\n",
                ".stagehand.yaml": "theme: loud.yaml\n",
                "loud.yaml": "styles:\n  shout: { bold: true }\n",
                "quiet/.stagehand.yaml": "theme: soft.yaml\n",
                "quiet/soft.yaml": "styles:\n  whisper: { dim: true }\n",
            ]
            for (name, text) in files {
                try FileManager.default.createDirectory(atPath: PathResolver.directory(of: folder + "/" + name), withIntermediateDirectories: true)
                try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
            }
            var expected: [String: [DiagnosticCode]] = [:]
            for place in ["app", "app/deeper", "quiet", "quiet/deeper"] {
                try FileManager.default.createDirectory(atPath: folder + "/" + place, withIntermediateDirectories: true)
                for (n, style) in ["shout", "whisper", "shout", "whisper"].enumerated() {
                    let scene = "\(folder)/\(place)/s\(n).scene.yaml"
                    try (Self.header + "views:\n  - { type: Label, properties: { style: \(style) } }\n").write(toFile: scene, atomically: true, encoding: .utf8)
                    expected[scene] = (style == "shout") == place.hasPrefix("app") ? [] : [.unknownStyle]
                }
            }
            var linter = Linter(registry: Registry())
            linter.jobs = jobs
            let found = linter.lint(paths: [folder]).diagnostics.filter { $0.code != .unreachableScene }
            for (scene, codes) in expected {
                #expect(found.filter { $0.location.file == scene }.map(\.code) == codes, "\(scene)")
                #expect(linter.lintFile(scene).map(\.code) == codes, "\(scene) alone")
            }
            #expect(found.count == 8, "\(found.map(\.formatted))")
        }
    }

    @Test func aThemeGivenForTheRunReplacesTheScenes() throws {
        let scene = Self.header + "theme: mine.yaml\nviews:\n  - { type: Label, properties: { style: fromRun } }\n"
        let files = ["mine.yaml": "styles:\n  fromScene: { bold: true }\n", "run.yaml": "styles:\n  fromRun: { dim: true }\n"]
        #expect(try Self.lint(scene, files: files).map(\.code) == [.unknownStyle])
        #expect(try Self.lint(scene, files: files, override: "run.yaml").isEmpty)
    }

    // MARK: Lint

    /// The problems of a scene that declares the style `danger` and has these views (list items
    /// indented by two spaces); its first view is on line 6.
    static func lintWithDanger(views: String) throws -> [Diagnostic] {
        try lint(header + "styles:\n  danger: { fg: brightRed }\nviews:\n" + views)
    }

    @Test func anUnknownStyleIsAnErrorWithDidYouMean() throws {
        let found = try Self.lintWithDanger(views: """
              - { type: Label, properties: { style: dangr } }
              - { type: Label, properties: { style: eror } }
            """)
        #expect(found.map(\.code) == [.unknownStyle, .unknownStyle])
        #expect(found.first?.message.contains("did you mean 'danger'?") == true)
        #expect(found.last?.message.contains("did you mean 'error'?") == true)
        #expect(found.first?.location.line == 6)
    }

    /// Names in runs of one type, in nested views and in a table's rows: the check remembers the
    /// last type and the names it found defined, and none of that may hide a name it has not seen.
    @Test func everyObjectsStyleIsCheckedWhereverItIs() throws {
        let found = try Self.lintWithDanger(views: """
              - { type: Label, properties: { style: danger } }
              - { type: Label, properties: { style: danger } }
              - { type: Label, properties: { style: dangers } }
              - type: VStack
                children:
                  - { type: Button, properties: { title: Go, style: danger } }
                  - type: HStack
                    children:
                      - { type: Label, properties: { style: "" } }
                      - { type: Label, properties: { style: nested } }
              - type: Table
                prototype:
                  views:
                    - { type: Label, properties: { style: danger } }
                    - { type: Label, properties: { style: inRow } }
            """)
        #expect(found.map(\.code) == [.unknownStyle, .unknownStyle, .unknownStyle])
        #expect(found.map(\.location.line) == [8, 15, 20])
    }

    @Test func aStyleBindingsNamesAreChecked() throws {
        let found = try Self.lint(Self.header + """
            dataSources:
              - { id: job, type: StaticDataSource, properties: { value: { state: failed } } }
            views:
              - { id: row, type: Label }
            bindings:
              - { type: StyleBinding, outlets: { dataSource: job, view: row }, properties: { path: state, map: { failed: errror, done: success }, default: plan } }
            """)
        #expect(found.map(\.code) == [.unknownStyle, .unknownStyle])
        #expect(found.map(\.message).joined().contains("did you mean 'plain'?"))
    }

    @Test func aBadColourIsAnErrorAtItsPlace() throws {
        let found = try Self.lint(Self.header + "styles:\n  a: { fg: crimson }\n  b: { bg: \"#12345g\", bold: true }\n  c: { fg: brightred }\n")
        #expect(found.map(\.code) == [.badColour, .badColour, .badColour])
        #expect(found.map(\.location.line) == [4, 5, 6])
        #expect(found[0].location.column == 12)
        #expect(found[2].message.contains("did you mean 'brightRed'?"))
    }

    @Test func lowContrastIsAWarningMeasuredAgainstTheThemesBackground() throws {
        let scene = Self.header + "theme: t.yaml\nstyles:\n  faint: { fg: \"#777777\" }\n  fine: { fg: \"#000000\", bg: \"#ffffff\" }\n  dark: { fg: blue, bg: black }\n"
        let onWhite = try Self.lint(scene, files: ["t.yaml": "background: \"#ffffff\"\n"])
        // #777777 on white is 4.48:1; blue (#0000ee) on black is 2.3:1.
        #expect(onWhite.map(\.code) == [.lowContrast, .lowContrast])
        #expect(onWhite.allSatisfy { $0.severity == .warning })
        #expect(onWhite.first?.message.contains("4.48:1") == true)
        let onBlack = try Self.lint(scene, files: ["t.yaml": "styles: {}\n"])
        #expect(onBlack.map(\.location.line) == [7])
    }

    @Test func aThemeOutsideTheFolderOrMissingIsReported() throws {
        let outside = try Self.lint(Self.header + "theme: ../elsewhere.yaml\n")
        #expect(outside.map(\.code) == [.fileOutsideFolder])
        let missing = try Self.lint(Self.header + "theme: nowhere.yaml\n")
        #expect(missing.map(\.code) == [.missingTheme])
        #expect(missing.first?.location.line == 3)
    }

    // MARK: Colour

    @Test func contrastIsWCAGs() {
        let white = RGBColor(red: 255, green: 255, blue: 255), black = RGBColor(red: 0, green: 0, blue: 0)
        #expect(abs(white.contrast(with: black) - 21) < 0.001)
        #expect(abs(NamedColor.gray.rgb.contrast(with: white) - 3.95) < 0.01)
        #expect(NamedColor.gray.rgb.hex == "#808080")
        #expect(NamedColor.red.rgb.hex == "#cd0000")
    }

    @Test func theNearestColourIsMeasuredInCIELAB() throws {
        func rgb(_ hex: String) throws -> PaletteColor { .rgb(try #require(RGBColor(hex: hex))) }
        // Exact entries of the cube and ramp map to themselves.
        #expect(try rgb("#5f87af").in256Colors == .indexed(67))
        #expect(try rgb("#808080").in256Colors == .indexed(244))
        #expect(try rgb("#ff5f5f").in256Colors == .indexed(203))
        // Near ones go to the entry that looks closest.
        #expect(try rgb("#ff5555").in256Colors == .indexed(203))
        #expect(try rgb("#ff1010").in16Colors == .ansi(9))
        // #ff5555 looks nearer xterm's red (#cd0000) than its bright red (#ff0000) in CIELAB.
        #expect(try rgb("#ff5555").in16Colors == .ansi(1))
        #expect(try rgb("#cc0000").in16Colors == .ansi(1))
        #expect(try rgb("#101010").in16Colors == .ansi(0))
        #expect(try rgb("#fafafa").in16Colors == .ansi(15))
        // Palette colours are never changed: they follow the terminal's theme.
        #expect(PaletteColor.red.in16Colors == .red)
        #expect(PaletteColor.indexed(196).in16Colors == .ansi(9))
    }

    @Test func aRedrawSendsOnlyWhatChangedInAStyle() {
        let colour = CellStyle(foreground: .rgb(RGBColor(red: 212, green: 212, blue: 212)))
        #expect(ANSIRenderer.transition(from: colour, to: colour.adding(.dim)) == "\u{1B}[2m")
        #expect(ANSIRenderer.transition(from: colour, to: colour.withForeground(.red)) == "\u{1B}[31m")
        #expect(ANSIRenderer.transition(from: colour.adding(.bold), to: colour) == ANSIRenderer.sgr(colour))
        #expect(ANSIRenderer.transition(from: nil, to: colour) == "\u{1B}[0;38;2;212;212;212m")
    }

    @Test func noColorKeepsTheAttributes() {
        var buffer = CellBuffer(width: 2, height: 1)
        buffer.write("ab", x: 0, y: 0, style: CellStyle([.bold, .underline, .inverse], foreground: .rgb(RGBColor(red: 1, green: 2, blue: 3)), background: .red))
        ColorMode.attributesOnly.apply(to: &buffer)
        #expect(buffer[0, 0].style == CellStyle([.bold, .underline, .inverse]))
    }

    // MARK: Drawing

    static func frame(_ scene: String, theme: String? = nil) throws -> (ConsoleFrame, StyleSheet) {
        var options = FrameCapture.Options(size: TerminalSize(columns: 40, rows: 12))
        options.themeFile = theme
        let result = FrameCapture(registry: Registry()).capture(sceneFile: scene, options: options)
        let frame = try #require(result.frame, "\(result.diagnostics.map(\.formatted))")
        return (frame, result.styleSheet)
    }

    /// The first cell of the frame whose line starts with `text` (after the focus and row marks).
    static func cell(_ frame: ConsoleFrame, at text: String) throws -> Cell {
        let lines = PlainTextRenderer().render(frame.buffer).split(separator: "\n", omittingEmptySubsequences: false)
        let y = try #require(lines.firstIndex { $0.contains(text) })
        let x = DisplayWidth.of(String(lines[y][..<(try #require(lines[y].range(of: text))).lowerBound]))
        return frame.buffer[x, y]
    }

    @Test func everyViewTakesAStyleAndRowsTakeTheirsFromData() throws {
        let (frame, _) = try Self.frame(Self.fixture)
        let banner = try Self.cell(frame, at: "Nightly")
        #expect(banner.style == CellStyle([.bold], foreground: .black, background: .rgb(RGBColor(red: 0xff, green: 0xd8, blue: 0x66))))
        #expect(try Self.cell(frame, at: "Accent").style == CellStyle([.italic], foreground: .rgb(RGBColor(red: 0xbd, green: 0x93, blue: 0xf9))))
        #expect(try Self.cell(frame, at: "A built-in").style == CellStyle(foreground: .yellow))
        let failed = CellStyle([.bold], foreground: .rgb(RGBColor(red: 0xff, green: 0x55, blue: 0x55)))
        #expect(try Self.cell(frame, at: "test").style == failed)
        #expect(try Self.cell(frame, at: "failed").style == failed)
        #expect(try Self.cell(frame, at: "build").style == CellStyle(foreground: .rgb(RGBColor(red: 0x50, green: 0xfa, blue: 0x7b))))
        #expect(try Self.cell(frame, at: "deploy").style == CellStyle([.dim]))
    }

    @Test func theRuntimesPartsAreStyledByName() throws {
        let (frame, _) = try Self.frame(Self.fixture)
        // The table has focus first; its selection is not set, so the button shows `focus` only when focused.
        #expect(try Self.cell(frame, at: "Jobs").style == CellStyle([.bold]))
        try TemporaryFiles.withFolder { folder in
            let scene = try TemporaryFiles.write(Self.header + """
                styles:
                  focus: { fg: black, bg: "#8be9fd" }
                  titleLine: { fg: "#ff79c6" }
                title: Styled
                views:
                  - { type: Button, properties: { title: Go } }
                """, to: "main.scene.yaml", in: folder)
            let (frame, _) = try Self.frame(scene)
            #expect(try Self.cell(frame, at: "[ Go ]").style == CellStyle(foreground: .black, background: .rgb(RGBColor(red: 0x8b, green: 0xe9, blue: 0xfd))))
            #expect(try Self.cell(frame, at: "Styled").style == CellStyle(foreground: .rgb(RGBColor(red: 0xff, green: 0x79, blue: 0xc6))))
        }
    }

    @Test func aStyleBindingFollowsItsData() throws {
        let scene = Self.header + """
            dataSources:
              - { id: state, type: StaticDataSource, properties: { value: failed } }
            views:
              - { id: status, type: Label, properties: { text: "status", style: bold } }
            bindings:
              - { type: StyleBinding, outlets: { dataSource: state, view: status }, properties: { map: { failed: error } } }
            """
        let description = try #require(SceneCompiler(registry: Registry()).compileScene(bytes: Array(scene.utf8), file: "/tmp/x.scene.yaml").runnable)
        let live = LiveScene(description: description, registry: Registry())
        let status = try #require(live.objectsByID["status"] as? View)
        #expect(status.style == "error")
        (live.objectsByID["state"] as? DataSource)?.setValue(.string("fine"))
        #expect(status.style == "bold")
    }

    // MARK: Themes

    @Test("every built-in style reads at 4.5:1 or more on the shipped themes", arguments: ["light", "dark"])
    func shippedThemesHaveContrast(_ name: String) throws {
        let (document, problems) = DocumentLoader.load(contentsOf: Repository.path("Scenes/Themes/\(name).yaml"))
        #expect(problems.isEmpty)
        let (theme, themeProblems) = StyleDeclarationReader.readTheme(try #require(document))
        #expect(themeProblems.isEmpty)
        let sheet = StyleSheet.builtIn.overlaid(with: theme.sheet)
        let background = try #require(theme.background?.value)
        for style in StyleSheet.builtInNames + StyleSheet.runtimeNames {
            let resolved = try #require(sheet.style(named: style))
            let ratio = try #require(resolved.contrast(on: background), "\(name): '\(style)' sets no text colour")
            #expect(ratio >= 4.5, "\(name): '\(style)' has \(ratio):1")
        }
    }

    @Test func aKeystrokeInAThemedSceneStillSendsLittle() throws {
        let stage = Stage(registry: Registry())
        stage.themeFile = Repository.path("Scenes/Themes/dark.yaml")
        #expect(stage.start(sceneFile: Repository.path("Scenes/people.scene.yaml")).isEmpty)
        let scene = try #require(stage.current)
        let field = try #require(scene.focusedView as? TextField)
        let renderer = FrameRenderer(size: TerminalSize(columns: 80, rows: 24))
        let before = renderer.render(stage)
        field.type("A")
        let typed = renderer.render(stage)
        let update = TerminalDiff.update(from: before, to: typed).utf8.count
        let full = TerminalDiff.update(from: nil, to: typed)
        // The theme colours every view: the full frame carries 24-bit colour codes.
        #expect(full.contains("38;2;212;212;212"))
        #expect(Double(update) <= 0.05 * Double(full.utf8.count), "\(update) of \(full.utf8.count) bytes: \(TerminalDiff.update(from: before, to: typed).replacingOccurrences(of: "\u{1B}", with: "\\e"))")
    }

    // MARK: Golden ANSI frames

    @Test("the fixture's ANSI frame in each colour mode matches its golden", arguments: [
        ("truecolor", ColorMode.trueColor), ("256", ColorMode.colors256), ("16", ColorMode.colors16), ("no-color", ColorMode.attributesOnly),
    ])
    func goldenANSI(_ name: String, _ mode: ColorMode) throws {
        let (frame, _) = try Self.frame(Self.fixture)
        var buffer = frame.buffer
        mode.apply(to: &buffer)
        let text = ANSIRenderer().render(buffer).replacingOccurrences(of: "\u{1B}", with: "\\e") + "\n"
        #expect(try Golden.matches(text, "Styles/jobs.\(name).ans.txt"), "rerun with STAGEHAND_UPDATE_GOLDENS=1 and review the frame")
    }
}
