import Stagehand

/// Types both value coding tests use: the decoder reads them from values, the encoder writes them.
struct Person: Codable, Equatable {
    struct Address: Codable, Equatable {
        var city: String
        var zip: String?
    }

    var name: String
    var age: Int
    var height: Double?
    var address: Address
    var tags: [String]
}

enum Mood: String, Codable, CaseIterable {
    case calm, cheerful, grumpy
}

enum Priority: Int, Codable {
    case low = 1, high = 2
}

struct Settings: Codable, Equatable {
    var mood: Mood
    var priority: Priority
    var limits: [String: Int]
    var extra: Value
    var note: Value?
    var delay: SceneDuration?
}
