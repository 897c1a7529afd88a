import Testing
import Stagehand

/// A custom binding registered from Swift, to show custom types are checked like built-ins.
final class NameTagBinding: Binding {
    override class var summary: String { "Shows a prefix and the value on a tag" }
    /// The view showing the tag.
    @Outlet(accepts: [.text], "The view showing the tag") var tag: View
    /// Written before the value.
    @Property("Written before the value", required: true) var prefix = ""
    /// How many characters to show.
    @Property("How many characters to show") var width = 10
}

@Suite struct SceneCheckerTests {
    private typealias S = CheckTestSupport

    private let people = """
        dataSources:
          - id: people
            type: StaticDataSource
            properties: { value: [] }

        """

    // MARK: Types and sections

    @Test func unknownTypeSuggestsTheClosestName() {
        let diagnostics = S.lint("views:\n  - type: Lable\n")
        #expect(diagnostics.map(\.formatted) == ["test.scene.yaml:4:11: error: unknown type 'Lable'; did you mean 'Label'? [unknown-type]"])
    }

    @Test func unknownTypeWithoutACloseNameSaysWhereToLook() {
        let diagnostics = S.lint("views:\n  - type: Zebra\n")
        #expect(diagnostics.first(.unknownType)?.message.contains("stagehand types") == true)
    }

    @Test func wrongSectionNamesBothSections() {
        let diagnostics = S.lint(people + """
            views:
              - { id: title, type: Label }
            responders:
              - type: TextBinding
                outlets: { dataSource: people, view: title }
            """)
        #expect(diagnostics.map(\.message) == ["'TextBinding' is a binding and cannot be declared under 'responders'; move it to 'bindings'"])
        #expect(diagnostics.first?.checkPos == "10:11")
    }

    // MARK: Properties

    @Test func propertiesAreCheckedByNameKindAndChoice() {
        let diagnostics = S.lint("""
            views:
              - type: Label
                properties: { txt: Hi, style: loud }
              - type: Table
                properties: { height: tall }
            """)
        #expect(diagnostics.codes == [.unknownProperty, .unknownStyle, .invalidProperty])
        #expect(diagnostics[0].message == "unknown property 'txt' of Label; did you mean 'text'?")
        #expect(diagnostics[0].checkPos == "5:19")
        #expect(diagnostics[1].message.hasPrefix("unknown style 'loud'; the built-in styles are plain, bold,"))
        #expect(diagnostics[1].checkPos == "5:35")
        #expect(diagnostics[2].message == "property 'height' takes an integer, not a string")
    }

    @Test func missingRequiredPropertyPointsAtTheObject() {
        let diagnostics = S.lint("""
            dataSources:
              - id: people
                type: FileDataSource
            views:
              - { id: list, type: Table }
            bindings:
              - { type: TableBinding, outlets: { dataSource: people, view: list } }
            """)
        #expect(diagnostics.codes == [.missingProperty])
        #expect(diagnostics.first?.checkPos == "4:5")
        #expect(diagnostics.first?.message.contains("'path'") == true)
    }

    @Test func anyPropertyTakesAnyValue() {
        let diagnostics = S.lint("""
            dataSources:
              - id: people
                type: StaticDataSource
                properties: { value: { nested: [1, { deep: true }] } }
            views:
              - { id: list, type: Table }
            bindings:
              - { type: TableBinding, outlets: { dataSource: people, view: list } }
            """)
        #expect(diagnostics.isEmpty)
    }

    // MARK: Outlets

    @Test func outletTargetOfTheWrongKindNamesWhatItNeeds() {
        let diagnostics = S.lint(people + """
            views:
              - { id: title, type: Label }
            bindings:
              - type: TextBinding
                outlets: { dataSource: people, view: people }
              - type: TextBinding
                outlets: { dataSource: people, view: title }
            """)
        #expect(diagnostics.map(\.message) == ["outlet 'view' of TextBinding needs a view with text, but 'people' is a StaticDataSource (data source)"])
    }

    @Test func outletsReportUnknownNamesMissingOnesAndUnknownIds() {
        let diagnostics = S.lint(people + """
            views:
              - { id: title, type: Label }
            bindings:
              - type: TextBinding
                outlets: { dataSorce: people, view: titel }
            """)
        // The misspelled outlet is one error, the did-you-mean: not also a missing 'dataSource'.
        #expect(diagnostics.codes == [.unknownOutlet, .unknownId])
        guard diagnostics.count == 2 else { return }
        #expect(diagnostics[0].message == "unknown outlet 'dataSorce' of TextBinding; did you mean 'dataSource'?")
        #expect(diagnostics[1].message == "unknown id 'titel' in outlet 'view' of TextBinding; did you mean 'title'?")
        #expect(diagnostics[1].checkPos == "11:41")
        // An outlet left out, with no near miss written, is still missing.
        let missing = S.lint(people + "views:\n  - { id: title, type: Label }\nbindings:\n  - { type: TextBinding, outlets: { view: title } }\n")
        #expect(missing.codes == [.unusedObject, .missingOutlet])
    }

    @Test func aListGivenToASingleOutletIsAnArityError() {
        let diagnostics = S.lint(people + """
            views:
              - { id: a, type: Label }
            bindings:
              - { type: TextBinding, outlets: { dataSource: people, view: [a] } }
            """)
        #expect(diagnostics.codes == [.outletArity])
    }

    @Test func aSingleIdGivenToACollectionOutletIsAListOfOne() {
        let diagnostics = S.lint(people + """
              - id: both
                type: CombinedDataSource
                outlets: { sources: people }
            views:
              - { id: a, type: Label }
            bindings:
              - { type: TextBinding, outlets: { dataSource: both, view: a } }
            """)
        #expect(diagnostics.isEmpty)
    }

    @Test func collectionOutletChecksEveryTarget() {
        let diagnostics = S.lint(people + """
              - id: both
                type: CombinedDataSource
                outlets: { sources: [people, a] }
            views:
              - { id: a, type: Label }
            bindings:
              - { type: TextBinding, outlets: { dataSource: both, view: a } }
            """)
        #expect(diagnostics.map(\.message) == ["outlet 'sources' of CombinedDataSource needs each id to name a data source, but 'a' is a Label (view)"])
    }

    @Test func capabilityRequirementsAreChecked() {
        let diagnostics = S.lint("""
            dataSources:
              - id: typed
                type: TextInputDataSource
                outlets: { field: title }
            views:
              - { id: title, type: Label }
            bindings:
              - { type: TextBinding, outlets: { dataSource: typed, view: title } }
            """)
        #expect(diagnostics.codes == [.outletTarget])
        #expect(diagnostics.first?.message.contains("textInput") == true)
    }

    // MARK: Ids

    @Test func duplicateIdsAcrossSectionsPointAtTheSecondWithANoteAtTheFirst() {
        let diagnostics = S.lint("""
            views:
              - { id: name, type: Label }
            dataSources:
              - { id: name, type: StaticDataSource }
            """)
        let duplicate = diagnostics.first(.duplicateId)
        #expect(duplicate?.checkPos == "6:11")
        #expect(duplicate?.notes.first?.location?.line == 4)
    }

    @Test func nestedChildrenShareTheScenesIdNamespace() {
        let diagnostics = S.lint("""
            views:
              - type: VStack
                children:
                  - type: HStack
                    children:
                      - { id: name, type: Label }
              - { id: name, type: Button }
            """)
        #expect(diagnostics.codes == [.duplicateId])
        #expect(diagnostics.first?.checkPos == "9:11")
    }

    @Test func segueIdsAreANamespaceOfTheirOwn() {
        let scene = S.scene("""
            views:
              - { id: showPerson, type: Label }
            segues:
              - { id: showPerson, to: a.scene.yaml }
              - { id: showPerson, to: a.scene.yaml }
            """)
        let diagnostics = SceneChecker(registry: Registry(), fileExists: { _ in true }).check(scene)
        // The first is never performed; the second repeats its id.
        #expect(diagnostics.codes == [.unusedSegue, .duplicateId])
        #expect(diagnostics.last?.checkPos == "7:11")
    }

    // MARK: Containers and prototypes

    @Test func childrenAndPrototypesOnlyWhereTheyBelong() {
        let diagnostics = S.lint("""
            views:
              - type: Label
                children: [ { type: Label } ]
              - type: Button
                prototype: { views: [ { type: Label } ] }
              - type: Table
            """)
        #expect(diagnostics.codes == [.notAContainer, .notAContainer])
        #expect(diagnostics[0].message.hasPrefix("a Label cannot hold children"))
        #expect(diagnostics[1].message.contains("such as Table"))
    }

    private let table = """
        dataSources:
          - id: people
            type: StaticDataSource
          - id: caption
            type: StaticDataSource
        views:
          - id: list
            type: Table
            prototype:
              views:
                - { id: rowName, type: Label }
                - { id: rowCaption, type: Label }
              bindings:
                - { type: TextBinding, outlets: { dataSource: item, view: rowName } }
                - { type: TextBinding, outlets: { dataSource: caption, view: rowCaption } }
        bindings:
          - { type: TableBinding, outlets: { dataSource: people, view: list } }

        """

    @Test func rowObjectsReadTheItemAndTheScenesDataSources() {
        #expect(S.lint(table).isEmpty)
    }

    @Test func prototypeViewsCannotBeNamedFromOutside() {
        let diagnostics = S.lint(table + """
              - { type: TextBinding, outlets: { dataSource: caption, view: rowName } }
            responders:
              - { type: BackResponder, on: [rowName.tap] }
            """)
        #expect(diagnostics.codes == [.unknownId, .unknownId])
        #expect(diagnostics.allSatisfy { $0.message.contains("inside a table prototype") })
        #expect(diagnostics[0].notes.first?.location?.line == 13)
    }

    @Test func itemMeansNothingOutsideAPrototype() {
        let diagnostics = S.lint(table + "  - { type: TextBinding, outlets: { dataSource: item, view: list } }\n")
        #expect(diagnostics.codes == [.unknownId, .outletTarget] || diagnostics.codes == [.unknownId])
        #expect(diagnostics.first?.message.hasPrefix("unknown id 'item'") == true)
    }

    @Test func twoPrototypesMayReuseRowIdsButNotTheScenesIds() {
        let diagnostics = S.lint("""
            dataSources:
              - { id: people, type: StaticDataSource }
            views:
              - id: first
                type: Table
                prototype:
                  views: [ { id: rowName, type: Label } ]
                  bindings: [ { type: TextBinding, outlets: { dataSource: item, view: rowName } } ]
              - id: second
                type: Table
                prototype:
                  views: [ { id: rowName, type: Label }, { id: people, type: Label } ]
                  bindings: [ { type: TextBinding, outlets: { dataSource: item, view: rowName } } ]
            bindings:
              - { type: TableBinding, outlets: { dataSource: people, view: first } }
              - { type: TableBinding, outlets: { dataSource: people, view: second } }
            """)
        #expect(diagnostics.codes == [.duplicateId])
        #expect(diagnostics.first?.message.contains("'people'") == true)
    }

    @Test func rowObjectsAreCheckedLikeSceneObjects() {
        let diagnostics = S.lint("""
            dataSources:
              - { id: people, type: StaticDataSource }
            views:
              - id: list
                type: Table
                prototype:
                  views: [ { id: rowName, type: Lable } ]
                  bindings: [ { type: TextBinding, outlets: { dataSource: item, view: rowNme } } ]
            bindings:
              - { type: TableBinding, outlets: { dataSource: people, view: list } }
            """)
        #expect(diagnostics.codes == [.unknownType, .unknownId])
        #expect(diagnostics[1].message.hasSuffix("did you mean 'rowName'?"))
    }

    // MARK: Responders

    @Test func onEntriesAreCheckedAgainstTheViewsEvents() {
        let diagnostics = S.lint(people + """
            views:
              - { id: addButton, type: Button }
              - { id: title, type: Label }
            responders:
              - type: BackResponder
                on: [addButton.tapp, addButton, addButon.tap, people.tap, title.tap, addButton.tap]
            """)
        // people comes first: only an 'on' entry names it, and no outlet reads it.
        #expect(diagnostics.codes == [.unusedObject, .unknownEvent, .unknownEvent, .unknownId, .unknownEvent, .unknownEvent])
        #expect(diagnostics[0].severity == .warning)
        #expect(diagnostics[1].message == "unknown event 'tapp' of 'addButton' (Button publishes 'tap'); did you mean 'tap'?")
        #expect(diagnostics[2].message.contains("viewId.event"))
        #expect(diagnostics[3].message.hasSuffix("did you mean 'addButton'?"))
        #expect(diagnostics[4].message.contains("not a view"))
        #expect(diagnostics[5].message.contains("Label publishes no events"))
    }

    @Test func segueResponderNamesADeclaredSegue() {
        let scene = S.scene("""
            views:
              - { id: open, type: Button }
            responders:
              - { type: SegueResponder, on: [open.tap], properties: { segue: shwPerson } }
            segues:
              - { id: showPerson, to: person.scene.yaml }
            """)
        let diagnostics = SceneChecker(registry: Registry(), fileExists: { _ in true }).check(scene)
        #expect(diagnostics.map(\.message) == ["unknown segue 'shwPerson' in SegueResponder; did you mean 'showPerson'?"])
    }

    // MARK: Files

    @Test func segueDestinationsAndDataFilesAreLookedUpNextToTheScene() {
        var asked: [String] = []
        let scene = S.scene("""
            dataSources:
              - { id: people, type: FileDataSource, properties: { path: data/people.json } }
              - { id: secret, type: FileDataSource, properties: { path: ../secret.json } }
            views:
              - { id: list, type: Table }
            bindings:
              - { type: TableBinding, outlets: { dataSource: people, view: list } }
              - { type: TableBinding, outlets: { dataSource: secret, view: list } }
            segues:
              - { id: next, to: person.scene.yaml }
            """, file: "Scenes/people.scene.yaml")
        let checker = SceneChecker(registry: Registry(), fileExists: { path in
            asked.append(path)
            return false
        })
        let diagnostics = checker.check(scene)
        #expect(diagnostics.codes == [.missingDataFile, .dataFileOutsideScene, .unusedSegue, .missingSegueFile])
        #expect(asked == ["Scenes/data/people.json", "Scenes/person.scene.yaml"])
    }

    // MARK: Cycles

    @Test func aCycleIsReportedOnceNamingItsPath() {
        let diagnostics = S.lint("""
            dataSources:
              - { id: a, type: FilterDataSource, outlets: { source: b, query: q } }
              - { id: b, type: FilterDataSource, outlets: { source: c, query: q } }
              - { id: c, type: FilterDataSource, outlets: { source: a, query: q } }
              - { id: q, type: StaticDataSource }
            views:
              - { id: list, type: Table }
            bindings:
              - { type: TableBinding, outlets: { dataSource: a, view: list } }
            """)
        #expect(diagnostics.codes == [.dependencyCycle])
        #expect(diagnostics.first?.message.contains("a → b → c → a") == true)
        #expect(diagnostics.first?.checkPos == "4:49")
        #expect(diagnostics.first?.notes.count == 2)
    }

    @Test func aDataSourceReadingItselfIsACycle() {
        let diagnostics = S.lint("""
            dataSources:
              - { id: a, type: CombinedDataSource, outlets: { sources: [a] } }
            views:
              - { id: t, type: Label }
            bindings:
              - { type: TextBinding, outlets: { dataSource: a, view: t } }
            """)
        #expect(diagnostics.codes == [.dependencyCycle])
        #expect(diagnostics.first?.message.contains("a → a") == true)
    }

    @Test func twoSeparateCyclesAreBothReportedAndSharedInputsAreNot() {
        let diagnostics = S.lint("""
            dataSources:
              - { id: q, type: StaticDataSource }
              - { id: a, type: FilterDataSource, outlets: { source: b, query: q } }
              - { id: b, type: FilterDataSource, outlets: { source: a, query: q } }
              - { id: c, type: FilterDataSource, outlets: { source: d, query: q } }
              - { id: d, type: FilterDataSource, outlets: { source: c, query: q } }
              - { id: all, type: CombinedDataSource, outlets: { sources: [a, c, q] } }
            views:
              - { id: t, type: Label }
            bindings:
              - { type: TextBinding, outlets: { dataSource: all, view: t } }
            """)
        #expect(diagnostics.codes == [.dependencyCycle, .dependencyCycle])
    }

    @Test func longChainsAndLongCyclesNeedNoDeepRecursion() {
        let count = 20_000
        var text = "dataSources:\n  - { id: q, type: StaticDataSource }\n"
        for i in 0..<count {
            text += "  - { id: d\(i), type: FilterDataSource, outlets: { source: d\((i + 1) % count), query: q } }\n"
        }
        text += "views:\n  - { id: t, type: Label }\nbindings:\n  - { type: TextBinding, outlets: { dataSource: d0, view: t } }\n"
        let diagnostics = S.lint(text)
        #expect(diagnostics.codes == [.dependencyCycle])
        #expect(diagnostics.first?.notes.count == count - 1)
    }

    // MARK: Usage

    @Test func unusedDataSourcesAndIdleRespondersAreWarnings() {
        let diagnostics = S.lint("""
            dataSources:
              - { id: leftover, type: StaticDataSource }
              - { type: StaticDataSource }
            views:
              - { id: never, type: Label }
            responders:
              - { id: idle, type: BackResponder }
            """)
        #expect(diagnostics.codes == [.unusedObject, .unusedObject, .unusedObject])
        #expect(diagnostics.allSatisfy { $0.severity == .warning })
        #expect(diagnostics[0].message.contains("'leftover'"))
        #expect(diagnostics[1].message.contains("no id"))
        #expect(diagnostics[2].message.hasPrefix("'idle' (BackResponder) has no 'on' entries"))
    }

    @Test func anUnknownOutletStillCountsAsUsingItsTarget() {
        let diagnostics = S.lint(people + """
            views:
              - { id: title, type: Label }
            bindings:
              - { type: Bindng, outlets: { dataSource: people, view: title } }
            """)
        #expect(diagnostics.codes == [.unknownType])
    }

    // MARK: Many problems, custom types

    @Test func everyProblemOfAFileIsReported() {
        let diagnostics = S.lint("""
            dataSources:
              - { id: a, type: StaticDatSource }
              - { id: a, type: FileDataSource }
            views:
              - { id: t, type: Label, properties: { colour: red } }
              - { id: b, type: Button, children: [] }
            bindings:
              - { type: TextBinding, outlets: { dataSource: a, view: x } }
            responders:
              - { type: BackResponder, on: [b.click] }
            """)
        #expect(diagnostics.codes == [
            .unknownType, .missingProperty, .duplicateId, .unknownProperty, .notAContainer, .unknownId, .unknownEvent,
        ])
    }

    @Test func customTypesAreCheckedLikeBuiltIns() throws {
        let registry = Registry()
        try registry.register(NameTagBinding.self)
        let good = S.lint(people + """
            views:
              - { id: title, type: Label }
            bindings:
              - type: NameTagBinding
                outlets: { dataSource: people, tag: title }
                properties: { prefix: "Hi ", width: 4 }
            """, registry: registry)
        #expect(good.isEmpty)
        let bad = S.lint(people + """
            views:
              - { id: bar, type: ProgressBar }
            bindings:
              - type: NameTagBindng
              - type: NameTagBinding
                outlets: { dataSource: people, tag: bar }
                properties: { prefx: "Hi ", width: wide }
            """, registry: registry)
        // 'prefx' is one error, its did-you-mean: not also a missing 'prefix'.
        #expect(bad.codes == [.unknownType, .outletTarget, .unknownProperty, .invalidProperty])
        guard bad.count == 4 else { return }
        #expect(bad[0].message == "unknown type 'NameTagBindng'; did you mean 'NameTagBinding'?")
        #expect(bad[1].message == "outlet 'tag' of NameTagBinding needs a view with text, but 'bar' is a ProgressBar (view)")
        #expect(bad[2].message == "unknown property 'prefx' of NameTagBinding; did you mean 'prefix'?")
        // The same registry's names are what an unknown type is compared with: without it, no hint.
        #expect(S.lint("bindings:\n  - type: NameTagBindng\n").first?.message.contains("did you mean") == false)
    }

    @Test func decoderProblemsAreNotReportedTwice() {
        let diagnostics = S.lint("""
            views:
              - { id: "bad id", type: Label }
              - { properties: { text: Hi } }
            """)
        #expect(diagnostics.codes == [.invalidId, .missingKey])
    }
}
