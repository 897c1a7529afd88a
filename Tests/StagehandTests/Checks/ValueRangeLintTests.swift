import Testing
import Stagehand

/// Lint of values whose kind is right but whose meaning is not: a negative count of cells, a
/// `Sparkline` item that is not a number, a command's environment variable that is not text.
/// Each is an error at the value at fault, and what the runtime reads is accepted.
@Suite("Lint: counts, numbers and environment variables")
struct ValueRangeLintTests {
    private func found(_ body: String) -> [String] {
        CheckTestSupport.lint(body).filter { $0.code == .invalidProperty }.map { "\($0.location.line):\($0.location.column) \($0.message)" }
    }

    @Test func aNegativeCountOfCellsIsAnError() {
        let problems = found("""
            views:
              - { id: a, type: Label, properties: { width: -3, height: 0, lines: 2 } }
              - { id: b, type: VStack, properties: { spacing: -1 } }
              - { id: c, type: Spacer, properties: { size: -2 } }
            """)
        #expect(problems == [
            "4:48 property 'width' is a count of cells, 0 or more, not -3",
            "5:51 property 'spacing' is a count of cells, 0 or more, not -1",
            "6:48 property 'size' is a count of cells, 0 or more, not -2",
        ], "\(problems)")
    }

    @Test func aCountOfCellsNoTerminalCouldShowIsAnError() {
        let problems = found("""
            views:
              - { id: a, type: TextView, properties: { height: 9223372036854775807, width: 10000 } }
              - { id: b, type: VStack, properties: { spacing: 10001 } }
            """)
        #expect(problems == [
            "4:52 property 'height' is a count of cells, at most 10000, not 9223372036854775807",
            "5:51 property 'spacing' is a count of cells, at most 10000, not 10001",
        ], "\(problems)")
    }

    @Test func anExitStatusOutsideZeroTo255IsAnError() {
        let problems = found("""
            views:
              - { id: b, type: Button }
            responders:
              - { type: QuitResponder, on: [b.tap], properties: { status: 300 } }
              - { type: QuitResponder, on: [b.tap], properties: { status: -1 } }
              - { type: QuitResponder, on: [b.tap], properties: { status: 255 } }
            """)
        #expect(problems == [
            "6:63 property 'status' is an exit status, 0 to 255, not 300",
            "7:63 property 'status' is an exit status, 0 to 255, not -1",
        ], "\(problems)")
    }

    @Test func sparklineBarsOfNumbersWhoseSpreadOverflowsStillScale() {
        let sparkline = Sparkline()
        sparkline.series = [1e308, -1e308, 0, .infinity, .nan]
        #expect(sparkline.bars(width: 5) == "█▁▅")
        sparkline.series = [-Double.greatestFiniteMagnitude, Double.greatestFiniteMagnitude]
        #expect(sparkline.bars(width: 2) == "▁█")
    }

    @Test func aSparklineItemThatIsNotANumberIsAnErrorAtTheItem() {
        let problems = found("""
            views:
              - { id: s, type: Sparkline, properties: { values: [1, -2.5, "4", 1e3, x, [3], null] } }
            """)
        #expect(problems == [
            "4:73 property 'values': an item is a number, not a string",
            "4:76 property 'values': an item is a number, not a list",
            "4:81 property 'values': an item is a number, not null",
        ], "\(problems)")
    }

    @Test func anEnvironmentVariableThatIsAListOrMappingIsAnError() {
        let problems = found("""
            dataSources:
              - { id: c, type: CommandDataSource, properties: { command: [ls], env: { A: x, B: 3, C: [1], D: { e: 1 }, E: } } }
            """)
        #expect(problems == [
            "4:90 property 'env': variable 'C' is text, not a list",
            "4:98 property 'env': variable 'D' is text, not a mapping",
        ], "\(problems)")
    }

    @Test func theSchemaSaysTheSame() {
        let schema = SchemaGenerator(registry: Registry()).sceneSchema()
        func property(_ type: String, _ name: String) -> Value? {
            schema["definitions", "type.\(type)", "properties", "properties", "properties", name]
        }
        #expect(property("Label", "width")?["minimum"] == .int(0))
        #expect(property("Sparkline", "values")?["items", "type"] == .string("number"))
        #expect(property("CommandDataSource", "env")?["additionalProperties"] != nil)
    }
}
