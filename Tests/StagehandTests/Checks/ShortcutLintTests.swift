import Testing
import Stagehand

/// The scene's `keys` section: entries decode with their places, key names are read as the
/// script step `key` reads them, and lint refuses bad, reserved and twice-bound keys.
@Suite("Checks: shortcuts under keys")
struct ShortcutLintTests {
    static let base = """
        views:
          - { id: go, type: Button, properties: { title: Go } }
        responders:
          - { type: BackResponder, on: [refreshKey.press] }

        """

    @Test func aWellFormedKeysSectionLintsClean() {
        let diagnostics = CheckTestSupport.lint(Self.base + """
            keys:
              - { id: refreshKey, key: r, title: Refresh }
              - { id: helpKey, key: f1, title: Help, show: false }
              - { id: saveKey, key: ctrl-s }
              - { id: bigKey, key: shift-f5, title: Big }
            """)
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics.map(\.formatted))")
        #expect(!diagnostics.contains { $0.code == .unusedObject })
    }

    @Test func entriesDecodeAsShortcutObjectsWithTheirPlaces() {
        let scene = CheckTestSupport.scene("keys:\n  - { id: refreshKey, key: r, title: Refresh }\n")
        let shortcut = try? #require(scene.shortcuts.first)
        #expect(shortcut?.type?.value == "Shortcut")
        #expect(shortcut?.id?.value == "refreshKey")
        #expect(shortcut?.property("key")?.scalarText == "r")
        #expect(shortcut?.id?.location.line == 4)
        #expect(scene.allObjects.contains { $0.id?.value == "refreshKey" })
    }

    @Test func aBadKeyNameIsAnErrorWithDidYouMean() {
        let diagnostics = CheckTestSupport.lint(Self.base + """
            keys:
              - { id: refreshKey, key: ctlr-r, title: Refresh }
              - { id: otherKey, key: pgup }
              - { id: thirdKey, key: "ctrl-" }
            """)
        let bad = diagnostics.filter { $0.code == .invalidProperty }
        #expect(bad.count == 3)
        #expect(bad.first?.message.contains("did you mean 'ctrl-r'?") == true, "\(bad.map(\.message))")
        #expect(bad.first?.checkPos == "8:28")
        #expect(bad.dropFirst().first?.message.contains("'pgup' is not a key") == true)
    }

    @Test func reservedKeysAreErrors() {
        for key in ["tab", "shift-tab", "enter", "escape", "ctrl-c", "ctrl-p", "ctrl-P", "shift-shift-tab"] {
            let diagnostics = CheckTestSupport.lint(Self.base + "keys:\n  - { id: refreshKey, key: \"\(key)\" }\n")
            #expect(diagnostics.codes.contains(.reservedKey), "\(key): \(diagnostics.map(\.formatted))")
        }
        let fine = CheckTestSupport.lint(Self.base + "keys:\n  - { id: refreshKey, key: ctrl-r }\n")
        #expect(!fine.codes.contains(.reservedKey))
    }

    @Test func aKeyBoundTwiceIsAnErrorOnTheSecond() {
        let diagnostics = CheckTestSupport.lint(Self.base + """
            keys:
              - { id: refreshKey, key: R }
              - { id: otherKey, key: shift-r }
              - { id: lowerKey, key: r }
            """)
        let duplicates = diagnostics.filter { $0.code == .duplicateShortcut }
        #expect(duplicates.count == 1)
        #expect(duplicates.first?.checkPos == "9:26")
        #expect(duplicates.first?.notes.first?.location?.line == 8)
    }

    @Test func structuralProblemsOfAnEntryAreReported() {
        let diagnostics = CheckTestSupport.lint(Self.base + """
            keys:
              - { id: refreshKey, kee: r }
              - { key: x }
            """)
        #expect(diagnostics.contains { $0.code == .unknownKey && $0.message.contains("did you mean 'key'?") })
        #expect(diagnostics.filter { $0.code == .missingKey }.count == 2)
    }

    @Test func eventsOfAShortcutAreCheckedAsAnyObjectsAre() {
        let diagnostics = CheckTestSupport.lint("""
            keys:
              - { id: refreshKey, key: r }
            responders:
              - { type: BackResponder, on: [refreshKey.tap] }
            """)
        #expect(diagnostics.codes.contains(.unknownEvent))
        #expect(diagnostics.first { $0.code == .unknownEvent }?.message.contains("press") == true)
    }

    @Test func bindingsOutletsAcceptAShortcut() {
        let diagnostics = CheckTestSupport.lint(Self.base + """
            dataSources:
              - { id: flags, type: StaticDataSource, properties: { value: { on: true } } }
            bindings:
              - { type: EnabledBinding, outlets: { dataSource: flags, view: refreshKey }, properties: { path: on } }
              - { type: HiddenBinding, outlets: { dataSource: flags, view: refreshKey }, properties: { path: on } }
            keys:
              - { id: refreshKey, key: r }
            """)
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics.map(\.formatted))")
    }

    @Test func aShortcutTypeInTheViewTreeIsInTheWrongSection() {
        let diagnostics = CheckTestSupport.lint("""
            views:
              - { id: refreshKey, type: Shortcut, properties: { key: r } }
            """)
        #expect(diagnostics.codes.contains(.wrongSection))
    }

    @Test func keyNamesReadAsOneSpellingEach() {
        #expect(KeyChord(name: "shift-r") == KeyChord(name: "R"))
        #expect(KeyChord(name: "ctrl-R")?.name == "ctrl-r")
        #expect(KeyChord(name: "alt-ctrl-x")?.name == "ctrl-alt-x")
        #expect(KeyChord(name: "Tab") == nil)
        #expect(KeyChord(name: "Ctrl-x") == nil)
        #expect(KeyChord(name: "shift-tab")?.base == .named(.shiftTab))
        #expect(KeyChord(name: "space") == KeyChord(name: " "))
        #expect(KeyChord(name: "f12")?.name == "f12")
        #expect(KeyChord(name: "F12") == nil)
        #expect(KeyChord(name: "f13") == nil)
        #expect(KeyChord(name: "f01") == nil)
        #expect(KeyChord(name: "-")?.name == "-")
        #expect(KeyChord(name: "ctrl--")?.name == "ctrl--")
        #expect(KeyChord(name: "hyper-x") == nil)
        #expect(KeyChord.suggestion(for: "ctrl-etner") == "ctrl-enter")
    }
}
