import Testing
@testable import Stagehand

/// The per-role tables the decoder reads every object with agree with the rules they are made from.
@Suite struct ObjectKeyRulesTests {
    @Test func positionsFollowTheRolesOrder() {
        #expect(Role.allCases.map(\.position) == Array(Role.allCases.indices))
    }

    @Test func sectionTablesListExactlyTheMisplacedKeys() {
        for role in Role.allCases {
            let table = SceneDecoder.misplacedInSections[role.position]
            let rules = SceneDecoder.misplacedKeys[role] ?? [:]
            #expect(table.count == rules.count)
            for (key, why) in table { #expect(rules[key] == why) }
            let rows = SceneDecoder.misplacedInRows[role.position].map(\.key)
            #expect(!rows.contains(.bindings) && !rows.contains(.bindingSets))
            #expect(rows.count == table.filter { $0.key != .bindings && $0.key != .bindingSets }.count)
        }
    }
}
