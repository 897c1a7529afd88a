import Testing

import Stagehand

extension Value {
    /// The value under a path of mapping keys; schema keys contain dots (`type.Label`), so
    /// ``value(atPath:)`` cannot reach them.
    subscript(keys: String...) -> Value? {
        var current = self
        for key in keys {
            guard case .mapping(let members) = current, let next = members[key] else { return nil }
            current = next
        }
        return current
    }

    /// The keys of a mapping, in order.
    var mappingKeys: [String] {
        if case .mapping(let members) = self { return Array(members.keys) }
        return []
    }
}

@Suite struct SchemaGeneratorTests {
    let schema = SchemaGenerator(registry: Registry()).sceneSchema()

    @Test func describesItself() {
        #expect(schema["$schema"] == "http://json-schema.org/draft-07/schema#")
        #expect(schema["$id"]?.string?.isEmpty == false)
        #expect(schema["title"]?.string?.isEmpty == false)
        #expect(schema["description"]?.string?.isEmpty == false)
    }

    @Test func topLevelMatchesTheDecoder() {
        #expect(schema["type"] == "object")
        #expect(schema["additionalProperties"] == false)
        #expect(schema["properties"]?.mappingKeys == SceneDecoder.topLevelKeys)
        #expect(schema["required"] == ["stagehand", "scene"])
        #expect(schema["properties", "stagehand", "const"] == 1)
        #expect(schema["properties", "scene", "type"] == "string")
        for role in Role.allCases {
            #expect(schema["properties", role.sectionKey, "type"] == "array")
            #expect(schema["properties", role.sectionKey, "items", "$ref"] == .string("#/definitions/\(role.rawValue)"))
        }
    }

    @Test func seguesHaveIdToAndStyle() {
        let segue = schema["definitions", "segue"]
        #expect(segue?["properties"]?.mappingKeys == SceneDecoder.segueKeys)
        #expect(segue?["required"] == ["id", "to"])
        #expect(segue?["properties", "style", "enum"] == ["push", "modal"])
        #expect(segue?["additionalProperties"] == false)
    }

    @Test func everyStandardTypeHasABranchInItsRole() {
        let registry = Registry()
        #expect(registry.declarations.count == StandardLibrary.types.count)
        for declaration in registry.declarations {
            let branch = schema["definitions", "type.\(declaration.name)"]
            #expect(branch?["properties", "type", "const"] == .string(declaration.name))
            #expect(branch?["additionalProperties"] == false)
            #expect(branch?["required"]?.list?.first == "type")
            let refs = schema["definitions", declaration.role.rawValue, "oneOf"]?.list ?? []
            // A shortcut type is declared under `keys` (`definitions/shortcut`), never in a section.
            let isShortcut = declaration.capabilities.contains(.shortcut)
            #expect(refs.contains(["$ref": .string("#/definitions/type.\(declaration.name)")]) == !isShortcut, "\(declaration.name)")
            let properties = branch?["properties", "properties", "properties"]?.mappingKeys
            #expect(properties == declaration.properties.map(\.name))
            let outlets = branch?["properties", "outlets", "properties"]?.mappingKeys
            #expect(outlets == declaration.outlets.map(\.name))
        }
    }

    @Test func keysFollowTheRole() {
        #expect(schema["definitions", "type.VStack", "properties"]?.mappingKeys == ["type", "id", "properties", "outlets", "children"])
        #expect(schema["definitions", "type.Table", "properties"]?.mappingKeys == ["type", "id", "properties", "outlets", "prototype"])
        #expect(schema["definitions", "type.Label", "properties"]?.mappingKeys == ["type", "id", "properties", "outlets"])
        #expect(schema["definitions", "type.BackResponder", "properties"]?.mappingKeys == ["type", "id", "properties", "outlets", "on"])
        #expect(schema["definitions", "type.VStack", "properties", "children", "items", "$ref"] == "#/definitions/view")
        #expect(schema["definitions", "prototypeViews", "properties"]?.mappingKeys == SceneDecoder.prototypeKeys)
        #expect(schema["definitions", "event", "pattern"] == #"^[^.]+\.[^.]+$"#)
    }

    @Test func propertiesCarryKindsDefaultsAndChoices() {
        let label = schema["definitions", "type.Label", "properties", "properties"]
        #expect(label?["properties", "text", "type"] == ["string", "number", "boolean"])
        #expect(label?["properties", "text", "default"] == "")
        #expect(label?["properties", "text", "description"] == "The text shown")
        #expect(label?["properties", "style", "enum"] == nil)
        #expect(label?["properties", "style", "default"] == "plain")
        #expect(label?["properties", "hidden", "type"] == "boolean")
        #expect(label?["properties", "hidden", "default"] == false)
        #expect(label?["additionalProperties"] == false)
        let table = schema["definitions", "type.Table", "properties", "properties", "properties"]
        #expect(table?["height", "type"] == "integer")
        let debounce = schema["definitions", "type.TextInputDataSource", "properties", "properties", "properties", "debounce"]
        #expect(debounce?["$ref"] == "#/definitions/duration")
        #expect(debounce?["default"] == "0ms")
        #expect(schema["definitions", "type.StaticDataSource", "properties", "properties", "properties", "value", "type"] == nil)
    }

    @Test func outletsDescribeWhatTheyAccept() throws {
        let outlets = schema["definitions", "type.TextBinding", "properties", "outlets"]
        #expect(outlets?["required"] == ["dataSource", "view"])
        #expect(outlets?["additionalProperties"] == false)
        #expect(outlets?["properties", "view", "$ref"] == "#/definitions/id")
        let description = try #require(outlets?["properties", "view", "description"]?.string)
        #expect(description.hasPrefix("a view with text"))
        #expect(description.contains("The view whose text it sets"))
        // A binding cannot be declared without its outlets.
        #expect(schema["definitions", "type.TextBinding", "required"] == ["type", "outlets"])
        let sources = schema["definitions", "type.CombinedDataSource", "properties", "outlets", "properties", "sources"]
        #expect(sources?["anyOf"] == [["$ref": "#/definitions/id"], ["type": "array", "items": ["$ref": "#/definitions/id"]]])
    }

    @Test func customTypesAppearWithTheirPropertiesAndOutlets() throws {
        let schema = SchemaGenerator(registry: try SchemaTestSupport.customRegistry()).sceneSchema()
        let branch = try #require(schema["definitions", "type.GreetingBinding"])
        #expect(branch["description"] == "Greets the value by name")
        #expect(branch["properties", "properties", "properties", "greeting", "default"] == "Hello")
        #expect(branch["properties", "properties", "properties", "greeting", "description"] == "The word before the name")
        #expect(branch["properties", "outlets", "properties"]?.mappingKeys == ["dataSource", "view"])
        #expect(branch["properties", "outlets", "required"] == ["dataSource", "view"])
        let bindings = schema["definitions", "binding", "oneOf"]?.list ?? []
        #expect(bindings.last == ["$ref": "#/definitions/type.GreetingBinding"])
        #expect(SchemaGenerator(registry: Registry()).sceneSchema()["definitions", "type.GreetingBinding"] == nil)
    }

    @Test func anEmptyRoleAcceptsNoEntry() {
        let schema = SchemaGenerator(registry: Registry(standardLibrary: false)).sceneSchema()
        for role in Role.allCases {
            #expect(schema["definitions", role.rawValue, "not"] == [:])
            #expect(schema["definitions", role.rawValue, "oneOf"] == nil)
        }
    }

    @Test func isDeterministic() throws {
        let first = SchemaGenerator(registry: try SchemaTestSupport.customRegistry()).sceneSchema().jsonText()
        let second = SchemaGenerator(registry: try SchemaTestSupport.customRegistry()).sceneSchema().jsonText()
        #expect(first == second)
    }
}

@Suite struct ScriptSchemaTests {
    let schema = SchemaGenerator(registry: Registry()).scriptSchema()

    @Test func topLevelMatchesTheDecoder() {
        #expect(schema["$schema"] == "http://json-schema.org/draft-07/schema#")
        #expect(schema["properties"]?.mappingKeys == ScriptDecoder.topLevelKeys)
        #expect(schema["required"] == ["steps"])
        #expect(schema["additionalProperties"] == false)
        #expect(schema["properties", "size", "pattern"] == "^[0-9]+x[0-9]+$")
    }

    @Test func everyStepKeywordHasABranch() {
        let branches = schema["definitions", "step", "oneOf"]?.list ?? []
        var keywords: [String] = []
        for branch in branches {
            if let keyword = branch["const"]?.string { keywords.append(keyword) }
            if let ref = branch["$ref"]?.string { keywords.append(String(ref.dropFirst("#/definitions/step.".count))) }
        }
        let names = StepKeyword.allCases.map(\.rawValue)
        #expect(Set(keywords) == Set(names))
        #expect(keywords.count == names.count)
        for keyword in names where keyword != "back" && keyword != "snapshot" {
            let step = schema["definitions", "step.\(keyword)"]
            #expect(step?["minProperties"] == 1)
            #expect(step?["maxProperties"] == 1)
            #expect(step?["additionalProperties"] == false)
            #expect(step?["required"] == [.string(keyword)])
        }
    }

    @Test func expectTakesTheDecodersKeys() {
        let expect = schema["definitions", "step.expect", "properties", "expect"]
        #expect(expect?["properties"]?.mappingKeys == ScriptDecoder.expectKeys)
        #expect(expect?["additionalProperties"] == false)
        #expect(expect?["minProperties"] == 1)
    }

    @Test func keyTakesKeyNamesOrOneCharacterWithModifiers() throws {
        let key = schema["definitions", "step.key", "properties", "key"]
        guard case .string(let pattern)? = key?["pattern"] else {
            Issue.record("the key step has no pattern")
            return
        }
        let regex = try Regex(pattern)
        for name in KeyChord.baseNames + ["r", "R", "/", "ctrl-r", "alt-x", "shift-f5", "ctrl-alt-up", "space"] {
            #expect(name.wholeMatch(of: regex) != nil, "\(name)")
        }
        for name in ["Tab", "f13", "hyper-x", "ab", "ctrl-"] {
            #expect(name.wholeMatch(of: regex) == nil, "\(name)")
        }
    }
}
