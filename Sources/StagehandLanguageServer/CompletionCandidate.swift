/// One completion offered, before it is written as JSON.
struct CompletionCandidate {
    /// The protocol's completion item kinds used here.
    enum Kind: Int {
        case field = 5
        case classKind = 7
        case property = 10
        case value = 12
        case keyword = 14
        case file = 17
        case reference = 18
        case enumMember = 20
        case event = 23
    }

    let label: String
    let kind: Kind
    let detail: String?
    var documentation: String?

    init(label: String, kind: Kind, detail: String? = nil, documentation: String? = nil) {
        self.label = label
        self.kind = kind
        self.detail = detail
        self.documentation = documentation
    }

    /// A mapping key.
    init(key: String, kind: Kind = .property, detail: String? = nil, documentation: String? = nil) {
        self.init(label: key, kind: kind, detail: detail, documentation: documentation)
    }
}
