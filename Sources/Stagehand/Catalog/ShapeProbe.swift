import OrderedCollections

/// One value's shape as a ``ShapeProbeDecoder`` learns it: what a `Decodable` type asks for
/// while it decodes (keys, lists, kinds of scalars), read out as an example value.
///
/// A class so that a container can hand out the node of a key or an item and have it filled in
/// later. It lives for one ``ValueShape/init(decoding:)``, on one thread.
final class ShapeProbe {
    private enum Content {
        case scalar(Value)
        case mapping([(key: String, probe: ShapeProbe)])
        case list(ShapeProbe?)
    }

    private var content = Content.scalar(.null)

    /// How many nodes the probes of one decoding may still make, shared by all of them: a type
    /// that holds several of itself would otherwise grow its example exponentially with depth.
    final class Budget {
        var remaining = 4_096
    }

    private let budget: Budget

    /// A probe of its own, or one more node of a decoding under way.
    init(budget: Budget = Budget()) {
        self.budget = budget
        budget.remaining -= 1
    }

    /// How deep a type may nest: lists and optional keys stop below half of it (so a type that
    /// holds itself ends), and decoding fails past it.
    static let depthLimit = 24

    /// The example value learned. Recursive, as deep as the depth limit lets a probe grow.
    var value: Value {
        switch content {
        case .scalar(let value): value
        case .mapping(let pairs): .mapping(OrderedDictionary(pairs.map { ($0.key, $0.probe.value) }, uniquingKeysWith: { first, _ in first }))
        case .list(let item): .list(item.map { [$0.value] } ?? [])
        }
    }

    /// Records a scalar and returns it: the containers' answer to `decode(String.self)` and the like.
    func scalar<T>(_ result: T, _ example: Value) -> T {
        content = .scalar(example)
        return result
    }

    /// Makes the value a mapping, keeping its keys if it is one already.
    func becomeMapping() {
        if case .mapping = content { return }
        content = .mapping([])
    }

    /// The node of a key's value, added to the mapping the first time.
    func child(forKey key: String) -> ShapeProbe {
        becomeMapping()
        guard case .mapping(var pairs) = content else { return ShapeProbe(budget: budget) }
        if let known = pairs.first(where: { $0.key == key }) { return known.probe }
        let child = ShapeProbe(budget: budget)
        pairs.append((key, child))
        content = .mapping(pairs)
        return child
    }

    /// Makes the value an empty list.
    func becomeList() {
        content = .list(nil)
    }

    /// The node of the list's item (a list stands for lists of items of one shape).
    func item() -> ShapeProbe {
        if case .list(let item?) = content { return item }
        let item = ShapeProbe(budget: budget)
        content = .list(item)
        return item
    }

    /// Decodes a value of `type` from the probe, learning its shape.
    ///
    /// - Parameters:
    ///   - type: the type to decode.
    ///   - codingPath: where the value is, for errors and the depth limit.
    func decode<T: Decodable>(_ type: T.Type, codingPath: [any CodingKey]) throws -> T {
        if let (value, example) = Self.placeholder(of: type) { return scalar(value, example) }
        if let iterable = type as? any CaseIterable.Type, let first = Self.firstCase(of: iterable) as? T {
            content = .scalar(Self.example(of: first))
            return first
        }
        guard codingPath.count <= Self.depthLimit, budget.remaining > 0 else {
            throw DecodingError.dataCorrupted(.init(codingPath: codingPath, debugDescription: "the type nests too deeply or grows too large"))
        }
        return try T(from: ShapeProbeDecoder(probe: self, codingPath: codingPath))
    }

    /// Whether values this deep still get items and optional keys: not below half the depth
    /// limit, nor once half the budget is spent.
    func goesDeeper(_ codingPath: [any CodingKey]) -> Bool {
        codingPath.count < Self.depthLimit / 2 && budget.remaining > 2_048
    }

    /// What a scalar type decodes as (false, empty text, zero), with the example value it stands
    /// for; `nil` for other types. The containers' one generic `decode` stands for all their
    /// scalar overloads, so this is the one place a scalar type is told apart.
    private static func placeholder<T>(of type: T.Type) -> (value: T, example: Value)? {
        let found: (value: Any, example: Value)? =
            switch type {
            case is Bool.Type: (false, .bool(false))
            case is String.Type: ("", .string(""))
            case let number as any BinaryFloatingPoint.Type: (zero(of: number), .double(0))
            case let integer as any FixedWidthInteger.Type: (zero(of: integer), .int(0))
            default: nil
            }
        guard let found, let value = found.value as? T else { return nil }
        return (value, found.example)
    }

    private static func zero<N: Numeric>(of type: N.Type) -> N { 0 }

    private static func firstCase<C: CaseIterable>(of type: C.Type) -> Any? {
        type.allCases.first
    }

    /// An enum case as a value: encoded when it is `Encodable`, else its raw value.
    private static func example(of value: Any) -> Value {
        if let encodable = value as? any Encodable, let encoded = try? ValueEncoder().encode(encodable) { return encoded }
        guard let representable = value as? any RawRepresentable else { return .null }
        switch rawValue(of: representable) {
        case let text as String: return .string(text)
        case let number as Int: return .int(number)
        case let number as Double: return .double(number)
        default: return .null
        }
    }

    private static func rawValue<R: RawRepresentable>(of value: R) -> Any { value.rawValue }
}
