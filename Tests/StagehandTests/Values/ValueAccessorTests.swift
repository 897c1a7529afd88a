import OrderedCollections
import Testing
import Stagehand

/// `Value`'s accessors hand out what one case holds and nothing for every other case: a `@Property`
/// of each kind is read through them, so an int must not pass for a double, nor a string for a bool.
@Suite("Value accessors")
struct ValueAccessorTests {
    static let everyKind: [Value] = [
        .null, .bool(true), .int(7), .double(2.5), .string("seven"),
        .list([.int(1)]), .mapping(["name": .string("Ada")]),
    ]

    @Test("each accessor answers its own case alone")
    func eachAccessorAnswersItsOwnCase() {
        for value in Self.everyKind {
            #expect((value.int != nil) == (value == .int(7)), "int of \(value)")
            #expect((value.double != nil) == (value == .double(2.5)), "double of \(value)")
            #expect((value.bool != nil) == (value == .bool(true)), "bool of \(value)")
            #expect((value.string != nil) == (value == .string("seven")), "string of \(value)")
            #expect((value.list != nil) == (value == .list([.int(1)])), "list of \(value)")
            #expect((value.mapping != nil) == (value == .mapping(["name": .string("Ada")])), "mapping of \(value)")
        }
        #expect(Value.int(7).int == 7)
        #expect(Value.double(2.5).double == 2.5)
        #expect(Value.bool(true).bool == true)
        #expect(Value.mapping(["name": .string("Ada")]).mapping == OrderedDictionary(uniqueKeysWithValues: [("name", Value.string("Ada"))]))
    }

    @Test("property values convert through the accessors as their kinds say")
    func propertyValuesConvert() {
        #expect(Int(propertyValue: .int(3)) == 3)
        #expect(Int(propertyValue: .double(3)) == nil)
        #expect(Double(propertyValue: .int(3)) == 3)
        #expect(Double(propertyValue: .double(0.5)) == 0.5)
        #expect(Double(propertyValue: .string("0.5")) == nil)
        #expect(Bool(propertyValue: .bool(false)) == false)
        #expect(Bool(propertyValue: .string("true")) == nil)
        #expect([Value](propertyValue: .list([.int(1)])) == [.int(1)])
        #expect([Value](propertyValue: .mapping([:])) == nil)
        #expect(OrderedDictionary<String, Value>(propertyValue: .mapping(["a": .int(1)]))?["a"] == .int(1))
        #expect(OrderedDictionary<String, Value>(propertyValue: .list([])) == nil)
    }
}
