import Stagehand

/// A custom data source whose type declares the shape of its value in Swift: a list of block
/// devices, each with a name, a size and partitions. What lint, `types` and completion read.
final class DeviceListSource: DataSource {
    override class var summary: String { "The machine's block devices" }

    /// One device, as the data source encodes its values.
    struct Device: Codable {
        var name: String
        var size: Int
        var children: [Partition]
    }

    /// One partition of a device.
    struct Partition: Codable {
        var name: String
        var mountpoint: String?
    }

    /// An example device: its keys are the shape every device has.
    static let example = [Device(name: "sda", size: 0, children: [Partition(name: "sda1", mountpoint: "/")])]

    override class var valueShape: ValueShape? { ValueShape(encoding: example) }

    override func awake() {
        setValue((try? ValueEncoder().encode(Self.example)) ?? .null)
    }
}
