/// How the objects of one scene object class are configured: a setter per property and a
/// connector per outlet, in the order of its declaration's ``TypeDeclaration/properties`` and
/// ``TypeDeclaration/outlets``, made once per class (see ``DeclarationReader``) and shared by
/// every object made of it.
package final class MemberTable: Sendable {
    /// A property: the key scenes write, and how to set it on an object of the type.
    package struct PropertyEntry: Sendable {
        package let name: String
        package let set: PropertySetter
    }

    /// An outlet: the key scenes write, and how to connect and disconnect it on an object of the type.
    package struct OutletEntry: Sendable {
        package let name: String
        let connect: OutletConnector
        let disconnect: OutletDisconnector
    }

    package let properties: [PropertyEntry]
    package let outlets: [OutletEntry]
    /// Where the properties that only repaint (``PropertyEffect/repaint``) sit in an object;
    /// empty for most types, whose every property change is layout.
    package let repaintFieldOffsets: [Int]

    init(properties: [PropertyEntry], outlets: [OutletEntry], repaintFieldOffsets: [Int] = []) {
        self.properties = properties
        self.outlets = outlets
        self.repaintFieldOffsets = repaintFieldOffsets
    }

    /// The table of a type that declares no members.
    static let empty = MemberTable(properties: [], outlets: [])

    /// What a change of the property stored at the offset `offset` gives asks for.
    @inline(__always)
    func effect(ofFieldAt offset: () -> Int) -> PropertyEffect {
        if repaintFieldOffsets.isEmpty { return .layout }
        return repaintFieldOffsets.contains(offset()) ? .repaint : .layout
    }

    /// The index of the property whose scene name satisfies `matches`, in declaration order.
    func propertyIndex(where matches: (String) -> Bool) -> Int? {
        properties.firstIndex { matches($0.name) }
    }

    /// The index of the outlet whose scene name satisfies `matches`, in declaration order.
    func outletIndex(where matches: (String) -> Bool) -> Int? {
        outlets.firstIndex { matches($0.name) }
    }
}

/// Sets one property of an object of the type the setter was made for to a scene value,
/// converting it once; false when it does not convert.
package typealias PropertySetter = @Sendable (SceneObject, Value) -> Bool

/// Connects objects to one outlet of an object of the type the connector was made for; false
/// when one is of the wrong class.
package typealias OutletConnector = @Sendable (SceneObject, [SceneObject]) -> Bool

/// Forgets one outlet's connection on an object of the type it was made for.
package typealias OutletDisconnector = @Sendable (SceneObject) -> Void

/// One member as its wrapper's declaration describes it once its name and place are known:
/// what lint reads and how the runtime sets it.
package enum BoundMember {
    case property(PropertySpec, set: PropertySetter, effect: PropertyEffect, offset: Int)
    case outlet(OutletSpec, connect: OutletConnector, disconnect: OutletDisconnector)
}
