/// The coding key of a list item in a ``ShapeProbeDecoder``'s coding path.
struct ShapeProbeIndexKey: CodingKey {
    let intValue: Int?
    var stringValue: String { intValue.map(String.init) ?? "" }

    init(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { intValue = Int(stringValue) }
}
