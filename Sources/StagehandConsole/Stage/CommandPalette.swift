import Stagehand

/// The command palette (Ctrl-P): every shown shortcut of the top scene and every segue a
/// responder of the scene performs, filtered as the person types; Up and Down move, Enter runs
/// the chosen entry and closes the palette, Escape closes it.
package struct CommandPalette {
    /// One thing the palette can run.
    package struct Entry {
        /// What the palette shows: the shortcut's title (or key), or the segue's id.
        package let title: String
        /// What stands at the right: the shortcut's key, or `segue`.
        let detail: String
        /// Runs the entry.
        let action: Action
    }

    /// What an entry runs.
    enum Action {
        case shortcut(any KeyShortcut)
        case segue(LiveScene.PerformableSegue)
    }

    /// What the person typed.
    var query = ""
    /// The chosen entry, among those that match.
    var selection = 0

    /// A closed palette with no query.
    package init() {}

    /// The most entries the palette draws at once.
    static let maxShown = 8

    /// Every entry of `scene`, in order: shortcuts as declared, then segues.
    package static func entries(of scene: LiveScene) -> [Entry] {
        let shortcuts = scene.keyShortcuts.filter { $0.show && !$0.hidden && $0.chord != nil }.map { shortcut in
            Entry(title: shortcut.title.isEmpty ? shortcut.chord?.name ?? "" : shortcut.title,
                  detail: shortcut.chord?.label ?? "", action: .shortcut(shortcut))
        }
        var seen: Set<String> = []
        let segues = scene.performableSegues.filter { seen.insert($0.segue).inserted }.map {
            Entry(title: $0.segue, detail: "segue", action: .segue($0))
        }
        return shortcuts + segues
    }

    /// The entries of `scene` that match the query, best first: every character of the query
    /// in order in the title (case-insensitive), titles where they sit closer together and
    /// start earlier first, ties in declaration order.
    package func matches(in scene: LiveScene) -> [Entry] {
        let all = Self.entries(of: scene)
        guard !query.isEmpty else { return all }
        let scored = all.enumerated().compactMap { index, entry -> (score: Int, index: Int, entry: Entry)? in
            Self.fuzzyScore(query, in: entry.title).map { ($0, index, entry) }
        }
        return scored.sorted { ($0.score, $0.index) < ($1.score, $1.index) }.map(\.entry)
    }

    /// How well `query` matches `title` as a subsequence, lower is better; `nil` for no match.
    package static func fuzzyScore(_ query: String, in title: String) -> Int? {
        let wanted = Array(query.lowercased())
        let letters = Array(title.lowercased())
        var position = 0
        var first: Int?
        var last = 0
        for character in wanted {
            while position < letters.count, letters[position] != character { position += 1 }
            guard position < letters.count else { return nil }
            if first == nil { first = position }
            last = position
            position += 1
        }
        let start = first ?? 0
        return (last - start) * 4 + start
    }

    /// Handles a key while the palette is open. Returns the entry to run when Enter chose one;
    /// `closes` is true when the palette should close.
    package mutating func handle(_ key: Key, in scene: LiveScene) -> (run: Entry?, closes: Bool) {
        let count = matches(in: scene).count
        switch key {
        case .named(.escape), .interrupt:
            return (nil, true)
        case .named(.enter):
            let shown = matches(in: scene)
            return (shown.indices.contains(selection) ? shown[selection] : nil, true)
        case .named(.up):
            selection = max(0, selection - 1)
        case .named(.down):
            selection = min(max(0, count - 1), selection + 1)
        case .named(.backspace):
            if !query.isEmpty { query.removeLast() }
            selection = 0
        case .character(let character):
            query.append(character)
            selection = 0
        case .paste(let text):
            query += text
            selection = 0
        default:
            break
        }
        return (nil, false)
    }
}
