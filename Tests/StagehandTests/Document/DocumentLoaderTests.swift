import Testing
import Stagehand

@Suite struct DocumentLoaderTests {
    typealias Support = DocumentTestSupport

    @Test func blockScalarsMappingsAndSequencesHaveExactPositions() throws {
        let text = """
        stagehand: 1
        scene: people
        views:
          - type: Label
            id: title
          - [a, 'b']
        """
        let root = try #require(Support.cleanRoot(text))
        #expect(root.docPos == "1:1")
        #expect(root.docKeys == ["stagehand", "scene", "views"])
        let pairs = try #require(root.pairs)
        #expect(pairs[0].key.docPos == "1:1")
        #expect(pairs[0].value.docPos == "1:12")
        #expect(pairs[0].value.scalarText == "1")
        #expect(pairs[1].value.docPos == "2:8")
        let views = try #require(root["views"])
        #expect(views.docPos == "4:3")
        let items = try #require(views.items)
        #expect(items.count == 2)
        #expect(items[0].docPos == "4:5")
        #expect(items[0]["type"]?.docPos == "4:11")
        #expect(items[0]["id"]?.scalarText == "title")
        #expect(items[0]["id"]?.docPos == "5:9")
        #expect(items[1].docPos == "6:5")
        let flow = try #require(items[1].items)
        #expect(flow.map(\.docPos) == ["6:6", "6:9"])
        #expect(flow.map(\.scalarText) == ["a", "b"])
    }

    @Test func scalarStylesAndTagsAreKept() throws {
        let text = """
        plain: 1
        single: 'x'
        double: "y\\tz"
        literal: |
          line
        folded: >
          a
          b
        tagged: !!str 12
        """
        let root = try #require(Support.cleanRoot(text))
        func scalar(_ key: String) -> Node.Scalar? {
            if case .scalar(let s)? = root[key]?.content { return s }
            return nil
        }
        #expect(scalar("plain")?.style == .plain)
        #expect(scalar("single")?.style == .singleQuoted)
        #expect(scalar("double")?.style == .doubleQuoted)
        #expect(scalar("double")?.text == "y\tz")
        #expect(scalar("literal")?.style == .literal)
        #expect(scalar("literal")?.text == "line\n")
        #expect(scalar("folded")?.style == .folded)
        #expect(scalar("folded")?.text == "a b\n")
        #expect(scalar("tagged")?.tag == "tag:yaml.org,2002:str")
        #expect(scalar("plain")?.tag == nil)
    }

    @Test func jsonIsReadWithPositions() throws {
        let text = """
        {"stagehand": 1,
         "views": [{"type": "Label", "n": null}]}
        """
        let root = try #require(Support.cleanRoot(text))
        #expect(root.docPos == "1:1")
        #expect(root.docKeys == ["stagehand", "views"])
        let pairs = try #require(root.pairs)
        #expect(pairs[0].key.docPos == "1:2")
        #expect(pairs[0].value.docPos == "1:15")
        let view = try #require(root["views"]?.items?.first)
        #expect(view.docPos == "2:12")
        #expect(view["type"]?.scalarText == "Label")
        #expect(view["type"]?.docPos == "2:21")
        if case .scalar(let s)? = view["type"]?.content { #expect(s.style == .doubleQuoted) }
    }

    @Test func aliasesCopyTheAnchoredNodeAtTheAliasPosition() throws {
        let text = """
        base: &b {k: v, list: [1, 2]}
        word: &w hello
        copy: *b
        again: *w
        """
        let root = try #require(Support.cleanRoot(text))
        let copy = try #require(root["copy"])
        #expect(copy.docPos == "3:7")
        #expect(copy.docKeys == ["k", "list"])
        #expect(copy["k"]?.docPos == "1:14")  // the value keeps its own place
        #expect(copy["list"]?.items?.count == 2)
        #expect(root["again"]?.scalarText == "hello")
        #expect(root["again"]?.docPos == "4:8")
    }

    /// A node's record is stored when the collection around it ends, so a tag, and a position
    /// too large for a record, wait beside it until then; an alias or a merge that repeats the
    /// node after that must still carry them.
    @Test func aliasesAndMergesKeepTagsAndLongPositionsAfterTheirCollectionEnds() throws {
        let padding = String(repeating: " ", count: 1_100)
        let text = """
        base: {t: &t !!str 12, far: \(padding)&far !!int 7}
        list: [!!str 1, {deep: &d !!float 2}]
        copies: [*t, *far, *d]
        merged:
          <<: &m {x: !!str 3, y: \(padding)4}
          z: 5
        again: *m
        """
        let root = try #require(Support.cleanRoot(text))
        func tag(_ node: Node?) -> String? {
            if case .scalar(let s)? = node?.content { return s.tag }
            return nil
        }
        let copies = try #require(root["copies"]?.items)
        #expect(copies.map(\.scalarText) == ["12", "7", "2"])
        #expect(copies.map(tag) == ["tag:yaml.org,2002:str", "tag:yaml.org,2002:int", "tag:yaml.org,2002:float"])
        #expect(root["base"]?["far"]?.docPos == "1:\(padding.count + 29)")
        #expect(tag(root["list"]?.items?.first) == "tag:yaml.org,2002:str")
        let merged = try #require(root["merged"])
        #expect(merged.docKeys == ["x", "y", "z"])
        #expect(tag(merged["x"]) == "tag:yaml.org,2002:str")
        #expect(merged["y"]?.docPos == "5:\(padding.count + 26)")
        #expect(root["again"]?["y"]?.docPos == "5:\(padding.count + 26)")
        #expect(root["again"]?.docPos == "7:8")
    }

    @Test func anchorsCanBeRedefined() throws {
        let root = try #require(Support.cleanRoot("a: &x 1\nb: &x 2\nc: *x"))
        #expect(root["c"]?.scalarText == "2")
    }

    @Test func mergeKeysAddMissingKeysWhereTheMergeStands() throws {
        let text = """
        base: &base
          a: 1
          b: 2
        other: &other
          b: 20
          c: 30
        child:
          b: explicit
          <<: [*base, *other]
          d: 4
        """
        let root = try #require(Support.cleanRoot(text))
        let child = try #require(root["child"])
        #expect(child.docKeys == ["b", "a", "c", "d"])
        #expect(child["b"]?.scalarText == "explicit")
        #expect(child["a"]?.scalarText == "1")
        #expect(child["c"]?.scalarText == "30")
        #expect(child["a"]?.docPos == "2:6")
    }

    @Test func explicitKeysAfterTheMergeStillWin() throws {
        let text = """
        defaults: &d {type: Label, text: none}
        view:
          <<: *d
          text: Hello
        """
        let root = try #require(Support.cleanRoot(text))
        let view = try #require(root["view"])
        #expect(view.docKeys == ["type", "text"])
        #expect(view["text"]?.scalarText == "Hello")
        #expect(view["text"]?.docPos == "4:9")
    }

    @Test func quotedMergeKeyIsAnOrdinaryKey() throws {
        let root = try #require(Support.cleanRoot("'<<': 1"))
        #expect(root.docKeys == ["<<"])
    }

    @Test func duplicateKeyPointsAtTheSecondWithANoteAtTheFirst() throws {
        let (document, diagnostics) = Support.parse("a: 1\nb: 2\na: 3\n")
        #expect(diagnostics.count == 1)
        let d = try #require(diagnostics.first)
        #expect(d.code == .duplicateKey)
        #expect(d.docPos == "3:1")
        #expect(d.notes == [Diagnostic.Note("first defined here", at: SourceLocation(file: Support.file, line: 1, column: 1),
                                            sourceLine: SourceLine("a: 1"))])
        #expect(d.sourceLine == SourceLine("a: 3"))
        #expect(d.formatted.hasPrefix("test.scene.yaml:3:1: error: "))
        #expect(d.formatted.hasSuffix("[duplicate-key]"))
        // The first value stays; the document is still usable.
        #expect(document?.root?["a"]?.scalarText == "1")
        #expect(document?.root?.docKeys == ["a", "b"])
    }

    @Test func duplicateKeysAreFoundInLargeMappings() throws {
        var text = ""
        for i in 0..<40 { text += "k\(i): \(i)\n" }
        text += "k3: again\nk39: again\n"
        let (_, diagnostics) = Support.parse(text)
        #expect(diagnostics.map(\.code) == [.duplicateKey, .duplicateKey])
        #expect(diagnostics.map(\.docPos) == ["41:1", "42:1"])
        #expect(diagnostics.map { $0.notes.first?.location?.line } == [4, 40])
    }

    @Test func keysCompareByTextAcrossStyles() {
        let (_, diagnostics) = Support.parse("{1: a, \"1\": b}")
        #expect(diagnostics.map(\.code) == [.duplicateKey])
    }

    @Test func mergedKeyDuplicatingAnExplicitKeyIsNotAnError() {
        let (_, diagnostics) = Support.parse("d: &d {a: 1}\nm: {a: 2, <<: *d}")
        #expect(diagnostics.isEmpty)
    }

    @Test func undefinedAliasIsReportedAtTheAlias() throws {
        let (document, diagnostics) = Support.parse("a: 1\nb: *nope\n")
        #expect(diagnostics.map(\.code) == [.undefinedAlias])
        #expect(diagnostics.first?.docPos == "2:4")
        #expect(document?.root?.docKeys == ["a", "b"])
    }

    @Test func aliasToItsOwnAnchorIsUndefined() {
        let (_, diagnostics) = Support.parse("a: &x [*x]")
        #expect(diagnostics.map(\.code) == [.undefinedAlias])
    }

    @Test func invalidMergeValues() {
        let scalar = Support.parse("<<: 3\n")
        #expect(scalar.diagnostics.map(\.code) == [.invalidMerge])
        #expect(scalar.diagnostics.first?.docPos == "1:5")
        let list = Support.parse("a: &a {x: 1}\nb:\n  <<: [*a, 3]\n")
        #expect(list.diagnostics.map(\.code) == [.invalidMerge])
        #expect(list.diagnostics.first?.docPos == "3:12")
        #expect(list.document?.root?["b"]?.docKeys == [])
    }

    @Test func complexKeysAreRefused() {
        let (document, diagnostics) = Support.parse("? [a, b]\n: value\nok: 1\n")
        #expect(diagnostics.map(\.code) == [.complexKey])
        #expect(diagnostics.first?.docPos == "1:3")
        #expect(document?.root?.docKeys == ["ok"])
        let aliased = Support.parse("m: &m {a: 1}\n*m : x\n")
        #expect(aliased.diagnostics.map(\.code) == [.complexKey])
    }

    @Test func secondDocumentIsReportedAtItsStart() throws {
        let (document, diagnostics) = Support.parse("a: 1\n---\nb: 2\n")
        #expect(diagnostics.map(\.code) == [.multipleDocuments])
        #expect(diagnostics.first?.docPos == "2:1")
        #expect(document?.root?.docKeys == ["a"])
    }

    @Test func explicitSingleDocumentIsFine() throws {
        let root = try #require(Support.cleanRoot("---\na: 1\n...\n"))
        #expect(root.docKeys == ["a"])
    }

    @Test func emptyFileAndCommentsOnly() {
        for text in ["", "# just a comment\n   \n# another\n", "\n\n"] {
            let (document, diagnostics) = Support.parse(text)
            #expect(document != nil)
            #expect(document?.root == nil)
            #expect(diagnostics.map(\.code) == [.emptyFile])
            #expect(diagnostics.first?.docPos == "1:1")
        }
    }

    @Test func syntaxErrorsCarryLibyamlsTextAndContext() throws {
        let (document, diagnostics) = Support.parse("views: [ { type: Label }\n")
        #expect(document == nil)
        let d = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(d.code == .yamlSyntax)
        #expect(d.message.contains("did not find expected"))
        #expect(d.docPos == "2:1")
        // First what is likely wrong, in the author's words, at the problem; then libyaml's context.
        #expect(d.notes.first?.message.hasPrefix("likely cause: a '[' list is not closed") == true)
        #expect(d.notes.first?.location == d.location)
        #expect(d.notes.last?.message == "while parsing a flow sequence")
        #expect(d.notes.last?.location?.line == 1)
        #expect(d.notes.last?.location?.column == 8)
    }

    @Test func aKeyPastYAMLsLimitIsNamedAsTooLongAtItsStart() throws {
        let long = String(repeating: "k", count: 2_000)
        let (_, diagnostics) = Support.parse("a: 1\n\(long): 1\n")
        let d = try #require(diagnostics.first)
        #expect(d.code == .yamlSyntax)
        let hint = try #require(d.notes.first)
        #expect(hint.message.hasPrefix("likely cause: this key is longer than 1024 characters"), "\(hint.message)")
        #expect(hint.location?.line == 2 && hint.location?.column == 1)
        // A key of 1,000 characters is a key like any other; one written after '?' has no limit.
        #expect(Support.parse("\(String(repeating: "k", count: 1_000)): 1\n").diagnostics.isEmpty)
        #expect(Support.parse("? \(long)\n: 1\n").diagnostics.isEmpty)
    }

    @Test func diagnosticsBeforeASyntaxErrorAreKept() {
        let (_, diagnostics) = Support.parse("a: 1\na: 2\nb: [\n")
        #expect(diagnostics.map(\.code) == [.duplicateKey, .yamlSyntax])
    }

    @Test func byteOrderMarkIsAccepted() throws {
        let (document, diagnostics) = DocumentLoader.parse([0xEF, 0xBB, 0xBF] + Array("a: 1".utf8), file: "f")
        #expect(diagnostics.isEmpty)
        #expect(document?.root?["a"]?.docPos == "1:4")
    }
}
