/// Scene and script files for the validation tests: each is valid for the runtime, or breaks
/// it in one way the schema can see.
enum SchemaSamples {
    /// A file's name and text.
    struct Sample {
        var name: String
        var text: String
    }

    /// Scenes the standard schema (and lint) accept.
    static let validScenes: [Sample] = [
        Sample(name: "minimal.scene.yaml", text: "stagehand: 1\nscene: minimal\n"),
        Sample(name: "person.scene.yaml", text: """
            stagehand: 1
            scene: person
            title: 2024
            dataSources:
              - { id: incoming, type: IncomingDataSource, properties: { default: { name: Nobody } } }
            views:
              - { type: Label, id: detailName }
              - { type: Button, id: backButton, properties: { title: Back } }
            bindings:
              - { type: TextBinding, properties: { path: name }, outlets: { dataSource: incoming, view: detailName } }
            responders:
              - { type: BackResponder, on: backButton.tap }
            """),
        Sample(name: "people.scene.yaml", text: """
            # yaml-language-server: $schema=../Schemas/scene.schema.json
            stagehand: 1
            scene: people
            title: People
            dataSources:
              - id: people
                type: StaticDataSource
                properties:
                  value:
                    - { name: Ada Lovelace, born: 1815 }
                    - { name: Alan Turing, born: 1912 }
              - id: query
                type: TextInputDataSource
                properties: { debounce: 300ms }
                outlets: { field: searchField }
              - id: shown
                type: FilterDataSource
                properties: { path: name }
                outlets: { source: people, query: query }
              - id: selected
                type: SelectionDataSource
                outlets: { table: peopleTable }
            views:
              - type: Label
                id: heading
                properties: { text: People, style: title }
              - { type: TextField, id: searchField, properties: { placeholder: Search } }
              - type: HStack
                properties: { spacing: 2 }
                children:
                  - { type: TextField, id: nameField, properties: { placeholder: Name } }
                  - { type: Button, id: addButton, properties: { title: Add } }
              - type: Table
                id: peopleTable
                properties: { header: Everyone, height: 10, sectionBy: name, sectionKey: initial }
                prototype:
                  views:
                    - { type: Label, id: rowName }
                  bindings:
                    - type: TextBinding
                      properties: { format: "{name} ({born})" }
                      outlets: { dataSource: item, view: rowName }
              - { type: ProgressBar, id: bar, properties: { value: 0.5 } }
              - { type: Switch, id: darkMode, properties: { title: Dark, on: true } }
              - { type: Spacer, properties: { size: 1 } }
              - type: Divider
            bindings:
              - type: TableBinding
                outlets: { dataSource: shown, view: peopleTable }
              - type: TextBinding
                properties: { path: name, empty: Nobody }
                outlets: { dataSource: selected, view: heading }
              - type: HiddenBinding
                properties: { paths: [name, born], invert: true }
                outlets: { dataSource: selected, view: bar }
            responders:
              - id: addPerson
                type: AppendResponder
                on: [addButton.tap, nameField.submit]
                properties: { key: name }
                outlets: { field: nameField, list: people }
              - type: SegueResponder
                on: peopleTable.select
                properties: { segue: showPerson }
                outlets: { value: selected }
            segues:
              - { id: showPerson, to: person.scene.yaml, style: push }
            """),
        Sample(name: "one-view-prototype.scene.yaml", text: """
            stagehand: 1
            scene: books
            dataSources:
              - { id: books, type: StaticDataSource, properties: { value: [{ title: Dune, year: 1965 }] } }
            views:
              - type: Table
                id: bookTable
                prototype:
                  type: HStack
                  children:
                    - { id: title, type: Label }
                    - { id: year, type: Label }
                  bindings:
                    - { type: TextBinding, outlets: { dataSource: item, view: title }, properties: { path: title } }
                    - { type: TextBinding, outlets: { dataSource: item, view: year }, properties: { path: year } }
            bindings:
              - { type: TableBinding, outlets: { dataSource: books, view: bookTable } }
            """),
        Sample(name: "json.scene.json", text: """
            {
              "stagehand": 1,
              "scene": "json",
              "dataSources": [
                { "id": "a", "type": "StaticDataSource", "properties": { "value": [1, 2] } },
                { "id": "both", "type": "CombinedDataSource", "outlets": { "sources": ["a"] } },
                { "id": "typed", "type": "TextInputDataSource", "properties": { "debounce": 250 },
                  "outlets": { "field": "field" } }
              ],
              "views": [
                { "type": "TextField", "id": "field" },
                { "type": "Label", "id": "count", "properties": { "text": 42 } }
              ],
              "bindings": [
                { "type": "TextBinding", "outlets": { "dataSource": "both", "view": "count" } },
                { "type": "TextBinding", "outlets": { "dataSource": "typed", "view": "count" } }
              ]
            }
            """),
    ]

    /// Scenes the standard schema rejects, each for one reason (the name says which).
    static let invalidScenes: [Sample] = [
        Sample(name: "unknown-type.scene.yaml", text: scene("views: [{ type: Lable, properties: { text: Hi } }]")),
        Sample(name: "unknown-property.scene.yaml", text: scene("views: [{ type: Label, properties: { colour: red } }]")),
        Sample(name: "int-kind.scene.yaml", text: scene("views: [{ type: Table, properties: { height: tall } }]")),
        Sample(name: "bool-kind.scene.yaml", text: scene("views: [{ type: Switch, properties: { on: maybe } }]")),
        Sample(name: "string-kind.scene.yaml", text: scene("views: [{ type: Label, properties: { text: [a, b] } }]")),
        Sample(name: "choice.scene.yaml", text: scene("views: [{ type: Table, properties: { sectionKey: shouty } }]")),
        Sample(name: "duration.scene.yaml", text: scene("""
            views: [{ type: TextField, id: f }]
            dataSources: [{ id: q, type: TextInputDataSource, properties: { debounce: 2h }, outlets: { field: f } }]
            """)),
        Sample(name: "wrong-section.scene.yaml", text: scene("""
            views: [{ type: Label, id: l }, { type: Button, id: b }]
            dataSources: [{ id: d, type: StaticDataSource }]
            responders: [{ type: TextBinding, on: b.tap, outlets: { dataSource: d, view: l } }]
            """)),
        Sample(name: "missing-outlet.scene.yaml", text: scene("""
            views: [{ type: Label, id: l }]
            bindings: [{ type: TextBinding, outlets: { view: l } }]
            """)),
        Sample(name: "unknown-outlet.scene.yaml", text: scene("""
            views: [{ type: Label, id: l }]
            dataSources: [{ id: d, type: StaticDataSource }]
            bindings: [{ type: TextBinding, outlets: { dataSource: d, veiw: l } }]
            """)),
        Sample(name: "outlet-kind.scene.yaml", text: scene("""
            views: [{ type: Label, id: l }]
            dataSources: [{ id: d, type: StaticDataSource }]
            bindings: [{ type: TextBinding, outlets: { dataSource: [d], view: l } }]
            """)),
        Sample(name: "missing-property.scene.yaml", text: scene("dataSources: [{ id: d, type: FileDataSource }]")),
        Sample(name: "unknown-top-level-key.scene.yaml", text: scene("viewz: []")),
        Sample(name: "missing-version.scene.yaml", text: "scene: s\n"),
        Sample(name: "wrong-version.scene.yaml", text: "stagehand: 2\nscene: s\n"),
        Sample(name: "children-on-label.scene.yaml", text: scene("views: [{ type: Label, children: [{ type: Divider }] }]")),
        Sample(name: "bad-event.scene.yaml", text: scene("""
            views: [{ type: Button, id: b }]
            responders: [{ type: BackResponder, on: [b] }]
            """)),
        Sample(name: "missing-type.scene.yaml", text: scene("views: [{ id: l, properties: { text: Hi } }]")),
        Sample(name: "segue-style.scene.yaml", text: scene("segues: [{ id: go, to: minimal.scene.yaml, style: slide }]")),
        Sample(name: "bindings-on-a-view.scene.yaml", text: scene("""
            views: [{ type: Label, id: l, bindings: [] }]
            """)),
        Sample(name: "prototype-without-views.scene.yaml", text: scene("""
            views: [{ type: Table, id: t, prototype: { bindings: [] } }]
            """)),
    ]

    /// Scenes only a schema with ``GreetingBinding`` registered accepts.
    static let customScene = Sample(name: "greeting.scene.yaml", text: scene("""
        dataSources: [{ id: name, type: StaticDataSource, properties: { value: Ada } }]
        views: [{ id: hello, type: Label }]
        bindings:
          - type: GreetingBinding
            properties: { greeting: Welcome }
            outlets: { dataSource: name, view: hello }
        """))

    /// A custom scene with a property the custom type does not declare.
    static let badCustomScene = Sample(name: "bad-greeting.scene.yaml", text: scene("""
        dataSources: [{ id: name, type: StaticDataSource, properties: { value: Ada } }]
        views: [{ id: hello, type: Label }]
        bindings:
          - type: GreetingBinding
            properties: { greting: Welcome }
            outlets: { dataSource: name, view: hello }
        """))

    static let validScripts: [Sample] = [
        Sample(name: "people.script.yaml", text: """
            scene: people.scene.yaml
            size: 60x20
            steps:
              - tap: addButton
              - type: { into: nameField, text: "Ada Lovelace" }
              - type: { into: nameField, text: 1815 }
              - submit: nameField
              - select: { table: peopleTable, row: 0 }
              - toggle: darkMode
              - key: tab
              - key: shift-tab
              - key: x
              - wait: 300ms
              - wait: 1.5s
              - wait: 20
              - back
              - expect: { view: heading, text: "People" }
              - expect: { screen: "Ada" }
              - expect: { view: peopleTable, rows: 2, selected: null, enabled: true, hidden: false, focused: true }
              - expect: { view: peopleTable, selected: 1 }
              - snapshot
            """),
    ]

    static let invalidScripts: [Sample] = [
        Sample(name: "unknown-step.script.yaml", text: "steps: [{ hover: addButton }]\n"),
        Sample(name: "unknown-bare-step.script.yaml", text: "steps: [forward]\n"),
        Sample(name: "two-keywords.script.yaml", text: "steps: [{ tap: a, submit: b }]\n"),
        Sample(name: "negative-row.script.yaml", text: "steps: [{ select: { table: t, row: -1 } }]\n"),
        Sample(name: "unknown-key.script.yaml", text: "steps: [{ key: pagedn }]\n"),
        Sample(name: "empty-expect.script.yaml", text: "steps: [{ expect: {} }]\n"),
        Sample(name: "expect-without-view.script.yaml", text: "steps: [{ expect: { text: Hi } }]\n"),
        Sample(name: "expect-unknown-key.script.yaml", text: "steps: [{ expect: { view: v, colour: red } }]\n"),
        Sample(name: "type-without-text.script.yaml", text: "steps: [{ type: { into: f } }]\n"),
        Sample(name: "bad-wait.script.yaml", text: "steps: [{ wait: soon }]\n"),
        Sample(name: "bad-size.script.yaml", text: "size: big\nsteps: []\n"),
        Sample(name: "missing-steps.script.yaml", text: "scene: people.scene.yaml\n"),
    ]

    /// A scene with the required top-level keys, then `body`.
    static func scene(_ body: String) -> String {
        "stagehand: 1\nscene: sample\n" + body + "\n"
    }
}
