import Stagehand

/// One name written in a scene or script that hover, definition, references and rename know
/// about, with the byte range it covers.
struct Symbol {
    /// What the name is.
    enum Kind {
        /// A type name after `type:`.
        case typeName(String)
        /// A key under `properties:` of an object of a type.
        case property(type: String?, name: String)
        /// A key under `outlets:`.
        case outlet(type: String?, name: String)
        /// The `event` of `viewId.event` in `on`.
        case event(view: String, event: String)
        /// An object's `id:`.
        case idDeclaration(String)
        /// An id named in an outlet, an `on` entry or a script step.
        case idReference(String)
        /// A segue's `id:`.
        case segueDeclaration(String)
        /// A segue id named by a `SegueResponder`'s `segue`.
        case segueReference(String)
        /// A file path: a segue's `to`, a data file, a script's `scene`; resolved to a path.
        case file(written: String, resolved: String)
        /// A style's name: a view's `style`, a name a `StyleBinding` maps to, or an entry of `styles`.
        case styleName(String)
    }

    let kind: Kind
    let range: Range<Int>
}

extension Symbol.Kind {
    /// The id an object's or a segue's id declares or names, which references and rename follow;
    /// `nil` for other symbols.
    var namedID: (id: String, isSegue: Bool, isDeclaration: Bool)? {
        switch self {
        case .idDeclaration(let id): (id, false, true)
        case .idReference(let id): (id, false, false)
        case .segueDeclaration(let id): (id, true, true)
        case .segueReference(let id): (id, true, false)
        case .typeName, .property, .outlet, .event, .file, .styleName: nil
        }
    }
}
