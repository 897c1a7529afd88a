import Stagehand

/// What the mapping or list around the cursor is in a scene or script, read from the keys of the
/// cursor's path: the completion provider's map of the format.
enum CompletionPlace: Equatable {
    /// A scene's top level.
    case sceneTop
    /// A section's list, or `children` (objects of `role`).
    case section(Role)
    /// One declared object; `step` is the path index of its item (or `view:` key).
    case object(Role, step: Int)
    /// An object's `properties`.
    case properties(step: Int)
    /// The value of one property of an object, when it is a list or a mapping: its items or keys.
    case propertyValue(step: Int, name: String)
    /// An object's `outlets`, or the list of one collection outlet when `name` is set.
    case outlets(step: Int, name: String?)
    /// A responder's `on`.
    case on(step: Int)
    /// A table's `prototype` mapping.
    case prototype
    /// The `segues` list, or one segue.
    case segues
    case segue
    /// The `keys` list, or one shortcut.
    case shortcuts
    case shortcut
    /// A script's top level.
    case scriptTop
    /// The `steps` list.
    case steps
    /// The argument mapping of a step (`type: { into: … }`).
    case stepArguments(keyword: String)
    /// Somewhere the completion provider has nothing to offer.
    case unknown

    /// Where a scene path leads.
    static func scene(_ path: [CursorContext.Step]) -> CompletionPlace {
        var place = CompletionPlace.sceneTop
        for (index, step) in path.enumerated() {
            switch (place, step) {
            case (.sceneTop, .key(let key, _, _)):
                place = key == "segues" ? .segues : key == "keys" ? .shortcuts : Role(sectionKey: key).map { .section($0) } ?? .unknown
            case (.section(let role), .item):
                place = .object(role, step: index)
            case (.object(let role, let at), .key(let key, _, _)):
                switch key {
                case "properties": place = .properties(step: at)
                case "outlets": place = .outlets(step: at, name: nil)
                case "children": place = .section(.view)
                case "prototype": place = role == .view ? .prototype : .unknown
                case "on": place = .on(step: at)
                default: place = .unknown
                }
            case (.properties(let at), .key(let name, _, _)):
                place = .propertyValue(step: at, name: name)
            case (.propertyValue(let at, let name), .item):
                place = .propertyValue(step: at, name: name)
            case (.outlets(let at, nil), .key(let name, _, _)):
                place = .outlets(step: at, name: name)
            case (.outlets(let at, let name?), .item):
                place = .outlets(step: at, name: name)
            case (.on(let at), .item):
                place = .on(step: at)
            case (.prototype, .key(let key, _, _)):
                switch key {
                case "views": place = .section(.view)
                case "view": place = .object(.view, step: index)
                case "bindings": place = .section(.binding)
                case "bindingSets": place = .section(.bindingSet)
                default: place = .unknown
                }
            case (.segues, .item):
                place = .segue
            case (.shortcuts, .item):
                place = .shortcut
            default:
                return .unknown
            }
        }
        return place
    }

    /// Where a script path leads.
    static func script(_ path: [CursorContext.Step]) -> CompletionPlace {
        var place = CompletionPlace.scriptTop
        for step in path {
            switch (place, step) {
            case (.scriptTop, .key("steps", _, _)): place = .steps
            case (.steps, .item): place = .steps
            case (.steps, .key(let keyword, _, _)): place = .stepArguments(keyword: keyword)
            default: return .unknown
            }
        }
        return place
    }
}
