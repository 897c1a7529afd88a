import Testing
import Stagehand

/// A temperature written as `21C` or a bare number of degrees: a custom property value whose
/// conversion takes less than its kind (`string`) accepts.
struct PCTemperature: PropertyValue, Equatable {
    var degrees: Double

    static var propertyKind: PropertyKind { .string }

    init(degrees: Double) { self.degrees = degrees }

    init?(propertyValue value: Value) {
        switch value {
        case .int(let whole): degrees = Double(whole)
        case .double(let number): degrees = number
        case .string(let text) where text.hasSuffix("C"):
            guard let number = Double(text.dropLast()) else { return nil }
            degrees = number
        default: return nil
        }
    }

    var propertyValue: Value { .string("\(degrees)C") }
}

/// Whole numbers written as a list: a custom list that takes no other items.
struct PCSteps: PropertyValue, Equatable {
    var steps: [Int]

    static var propertyKind: PropertyKind { .list }

    init(_ steps: [Int]) { self.steps = steps }

    init?(propertyValue value: Value) {
        guard let items = value.list else { return nil }
        var steps: [Int] = []
        for item in items {
            guard let step = item.int else { return nil }
            steps.append(step)
        }
        self.steps = steps
    }

    var propertyValue: Value { .list(steps.map { .int($0) }) }
}

/// A view whose properties convert otherwise than their kinds alone say: custom values, choices
/// declared on a string, an optional.
final class PCThermostat: View {
    override class var summary: String { "Holds a room at a temperature" }

    /// The temperature to hold.
    @Property("The temperature to hold") var target = PCTemperature(degrees: 20)
    /// Degrees a key moves the target by.
    @Property("Degrees a key moves the target by") var steps = PCSteps([1, 5])
    /// Heating or cooling.
    @Property("Heating or cooling", choices: ["heat", "cool"]) var mode = "heat"
    /// Minutes before it gives up, if ever.
    @Property("Minutes before it gives up") var timeout: Int? = nil
}

/// Lint and the runtime convert a property's value in one way: for every property of every
/// registered type, lint accepts a value exactly when the runtime converts it.
@Suite("Runtime: one conversion for lint and the runtime")
struct PropertyConversionTests {
    /// Values of every kind, as a scene writes them.
    static let samples = [
        "hello", "''", "heat", "cool", "21C", "warm C", "42", "-3", "0", "2.5", "1e3", "true", "false", "null", "~",
        "300ms", "1.5s", "2m", "soon", "[]", "[a, 1]", "[1, 2]", "[[1]]", "{}", "{ a: 1 }", "{ title: A, value: a }",
        "'{name}'", "[ls, -l]",
    ]

    /// A value as a scene writes it (JSON, which is YAML).
    static func written(_ value: Value) -> String {
        switch value {
        case .null: "null"
        case .bool(let truth): truth ? "true" : "false"
        case .int(let whole): String(whole)
        case .double(let number): number.isFinite ? String(number) : "null"
        case .string(let text): "\"" + text.map { Self.escaped($0) }.joined() + "\""
        case .list(let items): "[" + items.map(written).joined(separator: ", ") + "]"
        case .mapping(let pairs): "{" + pairs.map { written(.string($0.key)) + ": " + written($0.value) }.joined(separator: ", ") + "}"
        }
    }

    /// A character as it stands in a JSON string.
    private static func escaped(_ character: Character) -> String {
        switch character {
        case "\"": "\\\""
        case "\\": "\\\\"
        case "\n": "\\n"
        case "\t": "\\t"
        default: String(character)
        }
    }

    /// The node a scene's text makes.
    static func node(_ text: String) throws -> Node {
        let document = try #require(DocumentLoader.parse(Array(text.utf8), file: "sample.yaml").document)
        return try #require(document.root)
    }

    /// Each property's way of judging and converting, for the types of `registry`: what lint
    /// says of a sample against what the type's assigner does with it, where they differ.
    static func disagreements(in registry: Registry) throws -> [String] {
        var found: [String] = []
        for declaration in registry.declarations {
            let instance = declaration.objectType.init()
            var members: [String: PropertySetter] = [:]
            for entry in DeclarationReader.table(of: declaration.objectType).properties { members[entry.name] = entry.set }
            for spec in declaration.properties {
                let member = try #require(members[spec.name], "\(declaration.name).\(spec.name) has no member")
                let texts = samples + [spec.defaultValue.map(written) ?? "null"]
                for text in texts {
                    let node = try node(text)
                    let lintAccepts = PropertyChecker().problem(with: node, for: spec) == nil
                    let value = Value(node)
                    let converts = member(instance, value)
                    if lintAccepts != converts {
                        found.append("\(declaration.name).\(spec.name) = \(text): lint \(lintAccepts ? "accepts" : "refuses"), the runtime \(converts ? "converts" : "does not convert")")
                    }
                }
            }
        }
        return found
    }

    @Test func everyPropertyOfTheStandardLibraryAndACustomTypeIsJudgedAsItConverts() throws {
        let registry = Registry()
        try registry.register(PCThermostat.self)
        #expect(registry.declarations.count > 20)
        #expect(try Self.disagreements(in: registry) == [])
    }

    @Test func aCustomPropertyValueIsJudgedByItsOwnConversion() throws {
        let registry = Registry()
        try registry.register(PCThermostat.self)
        // What the kind alone would take and the type does not: lint says so, as a run would.
        let spec = try #require(registry.declaration(named: "PCThermostat")?.properties.first { $0.name == "target" })
        #expect(spec.problem(with: "hello") == "property 'target' takes a string that its type can read, not a string 'hello'")
        #expect(spec.problem(with: "21C") == nil)
        let mode = try #require(registry.declaration(named: "PCThermostat")?.properties.first { $0.name == "mode" })
        #expect(mode.problem(with: "warm") == "property 'mode' takes one of 'heat', 'cool', not 'warm'")
        let timeout = try #require(registry.declaration(named: "PCThermostat")?.properties.first { $0.name == "timeout" })
        #expect(timeout.problem(with: .null) == nil)
    }

    @Test func aSceneThatLintsCleanRunsWithTheValueConverted() throws {
        let registry = Registry()
        try registry.register(PCThermostat.self)
        let scene = try RuntimeTestSupport.scene("""
            views:
              - { id: room, type: PCThermostat, properties: { target: 21.5C, steps: [1, 2], mode: cool, timeout: null } }
            """, registry: registry)
        let room = try scene.object("room", as: PCThermostat.self)
        #expect(room.target == PCTemperature(degrees: 21.5))
        #expect(room.steps == PCSteps([1, 2]))
        #expect(room.mode == "cool")
        #expect(room.timeout == nil)
    }
}
